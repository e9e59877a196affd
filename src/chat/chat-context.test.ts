import { describe, expect, it } from 'vitest'
import type { PriceRowValues } from '../product-api/contract/vehicle.ts'
import { presentedPrices, vehicleIdFromPath } from './chat-context.server.ts'
import { emptyPriceRow as empty } from '../pricing/price-row.fixture.ts'

describe('the vehicle a chat question is asked about (issue 30)', () => {
  it.each([
    ['/lager/104233-1-mercedes-benz-glc-300e-4matic', '104233-1-mercedes-benz-glc-300e-4matic'],
    ['/renault/lager/100042-1-renault-clio-tce-90', '100042-1-renault-clio-tce-90'],
    ['/lager/100042-1-renault-clio-tce-90/kontakt-mig', '100042-1-renault-clio-tce-90'],
    ['/lager/100042-1-renault-clio-tce-90/privatleasing', '100042-1-renault-clio-tce-90'],
    ['/lager', undefined],
    ['/lager/sammenligne', undefined],
    ['/lager/favoritter', undefined],
    ['/', undefined],
    ['/lokationer/bilhuset-nord-roskilde', undefined],
    ['/nyheder/lager/100042-1-renault-clio', undefined],
    ['/lager/%E0%A4%A', undefined],
    [undefined, undefined],
  ])('%s → %s', (path, expected) => {
    expect(vehicleIdFromPath(path)).toBe(expected)
  })
})

describe('a vehicle’s prices as the chat quotes them', () => {
  it('gives the page’s cash price and the monthly payment with its whole representative example', () => {
    // The finance example of src/pricing/price-view.test.ts (debitorrente 6,95 %, ÅOP 9,06 %).
    const prices: PriceRowValues[] = [
      { ...empty, acquisition_type: 'purchase', total_price: 154_900 },
      {
        ...empty,
        acquisition_type: 'private_finance',
        total_price: 154_900,
        monthly_installment: 2_554,
        down_payment: 31_000,
        contract_duration: 60,
        borrowing_rate: 6.95,
        interest_rate: 7.18,
        apr: 9.06,
        net_loan_amount: 123_900,
        total_payable: 153_240,
        credit_costs: 29_340,
        bank: 'Santander Consumer Bank',
      },
      // Without its ÅOP a monthly price is not advertised, on the page or in the chat.
      { ...empty, acquisition_type: 'private_lease', total_price: 100_000, monthly_installment: 1_999, contract_duration: 36 },
    ]
    // The formatters put no-break spaces between figure and unit; compared here as plain spaces.
    const presented = JSON.parse(JSON.stringify(presentedPrices({ brand: { slug: 'renault', name: 'Renault' }, prices })).replace(/\u00a0/g, ' ')) as unknown
    expect(presented).toEqual([
      { priceType: 'purchase', label: 'Kontant', headline: '154.900 kr. (prisen er inkl. leveringsomkostninger)', creditExample: null },
      {
        priceType: 'private_finance',
        label: 'Privatfinansiering',
        headline: '2.554 kr./md. · ÅOP 9,06 %',
        creditExample:
          'månedlig ydelse 2.554 kr./md., ÅOP 9,06 %, udbetaling 31.000 kr., løbetid 60 mdr., samlede kreditomkostninger 29.340 kr., samlet beløb at betale 153.240 kr. Kontantpris 154.900 kr., kreditbeløb 123.900 kr., debitorrente 6,95 %, långiver Santander Consumer Bank.',
      },
    ])
  })
})
