/**
 * Form submissions (leads): test drive, interest, contact, trade-in and minilease order. Each
 * POST carries an `Idempotency-Key` header: the same key stores one lead, a
 * repeat answers with the stored receipt (status 200 instead of 201), and the
 * same key with a different body is rejected (409).
 *
 * The spec does not show the field rules per form; these are ours.
 */
import { z } from 'zod'
import { dkk, isoDate, isoDateTime, requiredMessage, slug } from './common.ts'
import { acquisitionTypeSchema, fuelSchema } from './vehicle.ts'
import { clockTimeSchema } from './test-drive-slots.ts'
import { registrationNumberSchema } from './registration.ts'

export const submissionKinds = ['test_drive', 'interest', 'contact', 'trade_in', 'minilease_order'] as const
export type SubmissionKind = (typeof submissionKinds)[number]
export const submissionKindSchema = z.enum(submissionKinds).meta({ id: 'SubmissionKind' })

const name = z
  .string({ error: requiredMessage('Navn') })
  .trim()
  .min(2, 'Navn skal være mindst 2 tegn.')
  .max(100, 'Navn må højst være 100 tegn.')
const email = z.email({ error: (i) => (i.input ? 'Indtast en gyldig e-mailadresse.' : 'E-mail skal udfyldes.') })
/** Danish phone: 8 digits, optionally with +45 and spaces. */
const phone = z
  .string({ error: requiredMessage('Telefonnummer') })
  .trim()
  .regex(/^(?:\+45)?\s?(?:[0-9]\s?){8}$/, 'Indtast et dansk telefonnummer med 8 cifre.')

export const customerSchema = z
  .object(
    {
      name,
      email,
      phone,
      /** Postcode helps route the lead to the nearest location. */
      postcode: z
        .string()
        .regex(/^[0-9]{4}$/, 'Postnummer skal være 4 cifre.')
        .optional(),
    },
    { error: 'Udfyld dine kontaktoplysninger.' },
  )
  .meta({ id: 'Customer' })

/**
 * The visitor's consents with a lead. Answering the lead needs none (GDPR
 * art. 6(1)(b) and (f); the form shows the privacy notice instead), so the
 * only one is marketing: news and offers by e-mail, false unless the visitor
 * ticked it. A field `privacyPolicy` sent by older clients is ignored.
 */
export const consentsSchema = z
  .object(
    {
      marketing: z.boolean({ error: 'Angiv, om vi må sende dig nyheder og tilbud.' }).default(false),
    },
    { error: 'Angiv, om vi må sende dig nyheder og tilbud.' },
  )
  .meta({ id: 'Consents' })

const message = z.string().trim().max(2_000, 'Beskeden må højst være 2.000 tegn.')

/**
 * The interface locale the visitor filled the form in (spec 4: the locale is
 * applied to every form's input), a BCP 47 tag such as `da-DK`: the same
 * value the analytics constants carry as `locale`.
 */
export const submissionLocaleSchema = z
  .string({ error: 'Sproget (locale) mangler.' })
  .regex(/^[a-z]{2,3}(?:-[A-Z]{2})?$/, 'Ugyldigt sprog (locale), fx da-DK.')
  .meta({ id: 'SubmissionLocale', description: 'BCP 47 tag of the interface language the form was filled in, e.g. da-DK.' })

const vehicleId = z.string().min(1).max(200)

export const testDriveSubmissionSchema = z
  .object({
    /** A stock vehicle, or a model (model test drive). One of the two is required. */
    vehicleId: vehicleId.optional(),
    model: z.object({ brand: slug, model: slug }).optional(),
    location: slug.meta({ description: 'Location slug where the test drive takes place.' }),
    preferredDate: isoDate.meta({ description: 'A date from today up to 90 days ahead, on a day the showroom is open (test-drive-slots.ts).' }),
    preferredTime: clockTimeSchema.meta({
      description: 'Start time HH:MM (Copenhagen): every 30 minutes from opening, the last an hour before closing; today at least 30 minutes from now.',
    }),
    customer: customerSchema,
    message: message.optional(),
    hasTradeIn: z.boolean().default(false),
    consents: consentsSchema,
    locale: submissionLocaleSchema,
  })
  .refine((v) => v.vehicleId !== undefined || v.model !== undefined, {
    message: 'Vælg en bil eller en model.',
    path: ['vehicleId'],
  })
  .meta({ id: 'TestDriveSubmission' })
export type TestDriveSubmission = z.input<typeof testDriveSubmissionSchema>

export const interestSubmissionSchema = z
  .object({
    vehicleId,
    acquisitionType: acquisitionTypeSchema.optional(),
    customer: customerSchema,
    message: message.optional(),
    wantsTradeIn: z.boolean().default(false),
    consents: consentsSchema,
    locale: submissionLocaleSchema,
  })
  .meta({ id: 'InterestSubmission' })
export type InterestSubmission = z.input<typeof interestSubmissionSchema>

export const contactTopics = ['sales', 'workshop', 'leasing', 'vans', 'other'] as const
export const contactTopicLabels: Record<(typeof contactTopics)[number], string> = {
  sales: 'Køb af bil',
  workshop: 'Værksted og service',
  leasing: 'Leasing og finansiering',
  vans: 'Varevogne og erhverv',
  other: 'Andet',
}

export const contactSubmissionSchema = z
  .object({
    location: slug.optional(),
    topic: z.enum(contactTopics).default('other'),
    /** A model the visitor asks about (model contact form). */
    model: z.object({ brand: slug, model: slug }).optional(),
    customer: customerSchema,
    message: z
      .string({ error: requiredMessage('Besked') })
      .trim()
      .min(5, 'Skriv en besked på mindst 5 tegn.')
      .max(2_000, 'Beskeden må højst være 2.000 tegn.'),
    consents: consentsSchema,
    locale: submissionLocaleSchema,
  })
  .meta({ id: 'ContactSubmission' })
export type ContactSubmission = z.input<typeof contactSubmissionSchema>

export const tradeInSubmissionSchema = z
  .object({
    /** From a prior valuation, when the visitor got one. */
    valuationId: z
      .string()
      .regex(/^tiv-[0-9a-f]{12}$/)
      .optional(),
    make: z
      .string({ error: requiredMessage('Mærke') })
      .trim()
      .min(1, 'Mærke skal udfyldes.'),
    model: z
      .string({ error: requiredMessage('Model') })
      .trim()
      .min(1, 'Model skal udfyldes.'),
    year: z
      .int({ error: requiredMessage('Årgang') })
      .min(1990, 'Årgang skal være 1990 eller senere.')
      .max(2027),
    mileageKm: z
      .int({ error: requiredMessage('Kilometerstand') })
      .min(0)
      .max(1_000_000),
    fuel: fuelSchema.optional(),
    /** Normalised ("AB12345", or a personal plate); the car fields may have been filled from it (lookupRegistration). */
    registrationNumber: registrationNumberSchema.optional(),
    /** The variant as the visitor confirmed it (often filled from the registry). */
    variant: z.string().trim().min(1).max(120).optional(),
    /** First registration, as the visitor confirmed it. */
    firstRegistration: isoDate.optional(),
    expectedPrice: dkk.optional(),
    location: slug.optional(),
    customer: customerSchema,
    message: message.optional(),
    consents: consentsSchema,
    locale: submissionLocaleSchema,
  })
  .meta({ id: 'TradeInSubmission' })
export type TradeInSubmission = z.input<typeof tradeInSubmissionSchema>

/**
 * "Bestil minilease": the configuration the visitor chose (spec 3 "Minilease
 * configuration") and the monthly price incl. moms they were shown, which the
 * API checks against its own price list (a changed price is a field error on
 * `quotedPricePerMonth`, so the visitor sees the new one before ordering).
 */
export const minileaseOrderSubmissionSchema = z
  .object({
    configurationId: slug,
    colour: slug,
    durationMonths: z.int().min(1).max(12),
    monthlyDistance: z.int().positive(),
    /** A renewal of an existing minilease: no establishment fee (spec 9). */
    renewal: z.boolean().default(false),
    quotedPricePerMonth: dkk,
    /** Where the visitor wants to pick the car up. */
    location: slug.optional(),
    customer: customerSchema,
    message: message.optional(),
    consents: consentsSchema,
    locale: submissionLocaleSchema,
  })
  .meta({ id: 'MinileaseOrderSubmission' })
export type MinileaseOrderSubmission = z.input<typeof minileaseOrderSubmissionSchema>

export const submissionReceiptSchema = z
  .object({
    submissionId: z.string().regex(/^lead-[0-9a-f]{16}$/),
    kind: submissionKindSchema,
    receivedAt: isoDateTime,
    /** True when this answer replays a submission already stored under the same key. */
    replayed: z.boolean(),
    /** Danish confirmation for the visitor. */
    message: z.string(),
  })
  .meta({ id: 'SubmissionReceipt' })
export type SubmissionReceipt = z.infer<typeof submissionReceiptSchema>
