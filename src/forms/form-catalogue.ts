/**
 * The site's lead forms: their ids, the product-API submission each one
 * makes, and what a lead of each form is about (its subject). Pure module,
 * shared by the browser and the server.
 */
import { z } from 'zod'
import type { SubmissionKind } from '../product-api/contract/submissions.ts'
import { slug } from '../product-api/contract/common.ts'

export const formIds = [
  /** /lager/{vehicle}/kontakt-mig */
  'vehicle-interest',
  /** /lager/{vehicle}/book-proventur */
  'vehicle-test-drive',
  /** /{brand}/modeller/{model}/kontakt */
  'model-contact',
  /** /{brand}/modeller/{model}/provekorsel */
  'model-test-drive',
  /** /directcontact and the content block's "contact" form */
  'direct-contact',
  /** /byttebil and the content blocks "trade-in" and embedded "trade_in" */
  'trade-in',
  /** Embedded "test_drive": the visitor picks the model. */
  'test-drive',
  /** Embedded "service_booking": a contact about the workshop. */
  'service-booking',
  /** Embedded "minilease": a contact about minilease. */
  'minilease',
  /** "Bestil minilease" in the minilease configurator: the lead carries the chosen configuration. */
  'minilease-order',
] as const
export type FormId = (typeof formIds)[number]
export const formIdSchema = z.enum(formIds)

export const formKinds: Record<FormId, SubmissionKind> = {
  'vehicle-interest': 'interest',
  'vehicle-test-drive': 'test_drive',
  'model-contact': 'contact',
  'model-test-drive': 'test_drive',
  'direct-contact': 'contact',
  'trade-in': 'trade_in',
  'test-drive': 'test_drive',
  'service-booking': 'contact',
  minilease: 'contact',
  'minilease-order': 'minilease_order',
}

const vehicleSubject = z.strictObject({
  vehicleId: z.string().min(1).max(200),
  /** The vehicle's make (which locations can show it). */
  brand: slug,
  /** Where the vehicle stands (the default location). */
  location: slug,
})
const modelSubject = z.strictObject({ brand: slug, model: slug })
const noSubject = z.strictObject({})
const wholeNumber = z.string().regex(/^[0-9]{1,7}$/)
/** The minilease configuration the visitor chose, and the monthly price they were shown (kr. incl. moms). */
const minileaseOrderSubject = z.strictObject({
  configurationId: slug,
  colour: slug,
  durationMonths: wholeNumber,
  monthlyDistance: wholeNumber,
  renewal: z.enum(['true', 'false']),
  quotedPricePerMonth: wholeNumber,
})

/** What a lead of each form is about; part of the lead, checked again by the site. */
export const subjectSchemas = {
  'vehicle-interest': vehicleSubject,
  'vehicle-test-drive': vehicleSubject,
  'model-contact': modelSubject,
  'model-test-drive': modelSubject,
  'direct-contact': noSubject,
  'trade-in': z.strictObject({
    valuationId: z
      .string()
      .regex(/^tiv-[0-9a-f]{12}$/)
      .optional(),
  }),
  'test-drive': noSubject,
  'service-booking': noSubject,
  minilease: noSubject,
  'minilease-order': minileaseOrderSubject,
} satisfies Record<FormId, z.ZodType<Record<string, string | undefined>>>

export type FormSubject = Record<string, string>

/**
 * The key of a form instance: its journal (machines/form-submission) and
 * its status are per form and subject, so the test-drive form of one
 * vehicle shows that vehicle's lead, also after a reload.
 */
export function formKey(formId: FormId, subject: FormSubject): string {
  const parts = Object.keys(subject)
    .sort()
    .filter((k) => k !== 'valuationId' && k !== 'location')
    .map((k) => subject[k])
    .filter((v): v is string => typeof v === 'string' && v !== '')
  return [formId, ...parts].join('.')
}
