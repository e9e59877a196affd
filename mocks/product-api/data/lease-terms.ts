/**
 * The leasing companies' price lists of the mock data set (issue 30): a lease
 * is priced per model and variant, as a lessor prices it, not from the car's
 * price alone. Two cars at the same price get different offers when the
 * market values them differently after the lease (residual value by segment,
 * make, model and fuel, falling with the term and the distance) or when the
 * make runs a rate campaign. Plausible Danish figures for 2026, our own.
 */
import type { Fuel } from '#src/product-api/contract/vocabulary.ts'
import type { ModelSpec, SizeClass } from './catalogue.ts'

export type LeaseType = 'private_lease' | 'business_lease'

/** Residual value after 36 months at 15,000 km a year, share of the list price, by segment. */
const residualBySize: Record<SizeClass, number> = {
  mini: 0.44,
  small: 0.5,
  compact: 0.52,
  mid: 0.54,
  large: 0.5,
  luxury: 0.46,
  sport: 0.5,
  'van-small': 0.47,
  'van-mid': 0.5,
  'van-large': 0.52,
}

/** What the fuel does to it: electric cars lose value faster (batteries, new models), full hybrids hold it. */
const residualByFuel: Record<Fuel, number> = {
  petrol: 0,
  diesel: -0.03,
  electric: -0.07,
  pluginhybrid: -0.04,
  hybrid: 0.03,
  'hybrid-petrol': 0.03,
  'hybrid-diesel': -0.03,
  mildhybrid: 0.01,
}

/** What the make does to it. */
const residualByBrand: Record<string, number> = {
  'mercedes-benz': 0.03,
  renault: -0.02,
  dacia: 0.02,
}

/** Models the used-car market rates above or below their segment (hand-set from Danish used-car prices). */
const residualByModel: Record<string, number> = {
  'mercedes-benz/a-klasse': 0.01,
  'mercedes-benz/cla-eq': 0.02,
  'mercedes-benz/cla-shooting-brake-eq': 0.015,
  'mercedes-benz/gla': 0,
  'mercedes-benz/eqa': -0.02,
  'mercedes-benz/t-klasse': -0.01,
  'mercedes-benz/c-klasse': 0.01,
  'mercedes-benz/cle': 0.02,
  'mercedes-benz/glb': -0.01,
  'mercedes-benz/glc': 0.03,
  'mercedes-benz/eqb': -0.03,
  'mercedes-benz/e-klasse': 0.01,
  'mercedes-benz/gle': 0.02,
  'mercedes-benz/eqe': -0.05,
  'mercedes-benz/eqe-suv': -0.04,
  'mercedes-benz/v-klasse': 0.04,
  'mercedes-benz/s-klasse': -0.02,
  'mercedes-benz/gls': 0.01,
  'mercedes-benz/g-klasse': 0.12,
  'mercedes-benz/eqs': -0.06,
  'mercedes-benz/eqs-suv': -0.05,
  'mercedes-benz/maybach-s-klasse': 0.02,
  'mercedes-benz/maybach-gls': 0.03,
  'mercedes-benz/maybach-eqs-suv': -0.07,
  'mercedes-benz/maybach-sl': 0.04,
  'mercedes-benz/amg': 0,
  'mercedes-benz/amg-gt': 0.02,
  'mercedes-benz/sl': 0.03,
  'mercedes-benz/sprinter': 0.03,
  'mercedes-benz/esprinter': -0.02,
  'mercedes-benz/vito': 0.02,
  'mercedes-benz/evito': -0.03,
  'mercedes-benz/citan': 0,
  'mercedes-benz/ecitan': -0.02,
  'renault/clio': 0.02,
  'renault/captur': 0.01,
  'renault/renault-5': 0.05,
  'renault/renault-4': 0.03,
  'renault/symbioz': 0,
  'renault/megane-e-tech': -0.04,
  'renault/austral': 0.01,
  'renault/scenic-e-tech': -0.02,
  'renault/espace': 0,
  'renault/rafale': -0.01,
  'renault/kangoo-van': 0.01,
  'renault/trafic': 0.02,
  'renault/master': 0,
  'dacia/sandero': 0.02,
  'dacia/sandero-stepway': 0.03,
  'dacia/jogger': 0.005,
  'dacia/duster': 0.03,
  'dacia/bigster': 0.02,
  'dacia/spring': -0.06,
}

/** Residual value after 36 months at 15,000 km a year, share of the list price. */
export function residualAt36(model: ModelSpec, fuel: Fuel): number {
  return (
    (residualBySize[model.size] ?? 0.5) +
    (residualByFuel[fuel] ?? 0) +
    (residualByBrand[model.brand] ?? 0) +
    (residualByModel[`${model.brand}/${model.slug}`] ?? 0)
  )
}

/**
 * Residual value share after `months` at `annualDistance` km a year: about 7 points less per
 * year longer (more in the first year), 2.5 points per 10,000 km a year above 15,000.
 */
export function leaseResidualShare(model: ModelSpec, fuel: Fuel, months: number, annualDistance: number): number {
  const years = months / 12
  const term = months <= 36 ? 0.085 * (3 - years) : -0.07 * (years - 3)
  const distance = -0.0000025 * (annualDistance - 15_000) * years
  const share = residualAt36(model, fuel) + term + distance
  return Math.min(0.8, Math.max(0.15, Math.round(share * 1000) / 1000))
}

/** A lessor's rate: its standard rate and, where the make runs one, a campaign rate. */
interface RateCard {
  lessor: string
  private_lease: number
  business_lease: number
  /** Campaign: a lower rate on some of the make's models. */
  campaign?: { name: string; rate: number; applies: (model: ModelSpec, fuel: Fuel) => boolean }
}

const rateCards: Record<string, RateCard> = {
  'mercedes-benz': {
    lessor: 'Mercedes-Benz Leasing',
    private_lease: 4.95,
    business_lease: 5.45,
    campaign: { name: 'Kampagnerente på elbiler', rate: 2.99, applies: (_model, fuel) => fuel === 'electric' },
  },
  renault: {
    lessor: 'Renault Leasing (RCI Banque)',
    private_lease: 5.49,
    business_lease: 5.95,
    campaign: { name: 'E-Tech-kampagne', rate: 3.49, applies: (model) => model.group === 'e-tech' },
  },
  dacia: { lessor: 'Dacia Leasing (RCI Banque)', private_lease: 5.99, business_lease: 6.45 },
}
const otherLessor: RateCard = { lessor: 'Nordania Leasing', private_lease: 6.49, business_lease: 6.95 }

export function lessorOf(brand: string): string {
  return (rateCards[brand] ?? otherLessor).lessor
}

/** The rate (debitorrente, %) a lease of this model and fuel is priced at, and the campaign that gives it. */
export function leaseRate(model: ModelSpec, fuel: Fuel, type: LeaseType): { rate: number; campaign: string | null } {
  const card = rateCards[model.brand] ?? otherLessor
  const campaign = card.campaign?.applies(model, fuel) ? card.campaign : undefined
  if (campaign) return { rate: type === 'business_lease' ? campaign.rate + 0.5 : campaign.rate, campaign: campaign.name }
  return { rate: card[type], campaign: null }
}

/** Monthly service, maintenance and owner tax by segment (kr incl. moms); electric cars cost less to service. */
const serviceBySize: Record<SizeClass, number> = {
  mini: 249,
  small: 299,
  compact: 349,
  mid: 429,
  large: 549,
  luxury: 849,
  sport: 899,
  'van-small': 349,
  'van-mid': 449,
  'van-large': 549,
}

export function leaseServiceFee(model: ModelSpec, fuel: Fuel, type: LeaseType): number {
  const base = serviceBySize[model.size] ?? 399
  const electric = fuel === 'electric' ? -70 : 0
  const business = type === 'business_lease' ? 50 : 0
  return base + electric + business
}

/** The terms a lease of this model and fuel is priced with: rate, service fee, residual share and lessor. */
export function leaseTermsFor(
  model: ModelSpec,
  fuel: Fuel,
  type: LeaseType,
  months: number,
  annualDistance: number,
): { interestRate: number; monthlyServiceFee: number; residualShare: number; bank: string; campaign: string | null } {
  const { rate, campaign } = leaseRate(model, fuel, type)
  return {
    interestRate: rate,
    monthlyServiceFee: leaseServiceFee(model, fuel, type),
    residualShare: leaseResidualShare(model, fuel, months, annualDistance),
    bank: lessorOf(model.brand),
    campaign,
  }
}
