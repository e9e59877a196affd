import { describe, expect, it } from 'vitest'
import {
  contactSubmissionSchema,
  interestSubmissionSchema,
  minileaseOrderSubmissionSchema,
  testDriveSubmissionSchema,
  tradeInSubmissionSchema,
} from '../product-api/contract/submissions.ts'
import { formIds, formKinds, type FormId } from './form-catalogue.ts'
import type { FormContextData } from './definitions/field.ts'
import { submissionBody } from './lead-payload.ts'
import { buildLead } from './lead-validation.ts'

const data = {
  locations: [{ slug: 'bilhuset-nord-greve', label: 'Bilhuset Nord Greve' }],
  models: [{ brand: 'renault', model: 'clio', label: 'Renault Clio' }],
} as unknown as FormContextData

const values = {
  name: 'Mette Hansen',
  email: 'mette@example.dk',
  phone: '20 30 40 50',
  location: 'bilhuset-nord-greve',
  preferredDate: '2026-11-24',
  preferredTime: '10:00',
  vehicleModel: 'Renault Clio',
  message: 'Ring mig op, tak.',
  make: 'Volkswagen',
  model: 'Golf',
  year: '2020',
  mileage: '90000',
  consent: true,
}
const subject = {
  vehicleId: '104233-1-mercedes-benz-glc-300e-4matic',
  brand: 'renault',
  model: 'clio',
  configurationId: 'renault-clio',
  colour: 'rouge-flamme',
  durationMonths: '6',
  monthlyDistance: '2000',
  quotedPricePerMonth: '3995',
}
const contract = {
  test_drive: testDriveSubmissionSchema,
  interest: interestSubmissionSchema,
  contact: contactSubmissionSchema,
  trade_in: tradeInSubmissionSchema,
  minilease_order: minileaseOrderSubmissionSchema,
} as const

describe('the locale in every form’s payload (spec 4)', () => {
  it('a new lead records the interface locale, Danish', () => {
    const lead = buildLead({ formId: 'direct-contact', subject: {}, values: { name: 'Mette' }, honeypot: '' })
    expect(lead.locale).toBe('da-DK')
  })

  it.each(formIds as readonly FormId[])('%s: the submission body carries the lead’s locale and the contract requires it', (formId) => {
    const built = submissionBody(formId, subject, values, data, 'da-DK')
    expect(built.kind).toBe(formKinds[formId])
    expect(built.body.locale).toBe('da-DK')
    const schema = contract[built.kind]
    const { locale: _locale, ...withoutLocale } = built.body
    const missing = schema.safeParse(withoutLocale)
    expect(missing.success).toBe(false)
    expect(missing.error?.issues.map((i) => i.path.join('.'))).toContain('locale')
    expect(schema.safeParse({ ...built.body, locale: 'dansk' }).error?.issues.map((i) => i.path.join('.'))).toContain('locale')
  })
})
