/**
 * Locations (spec 3) and employees.
 */
import { z } from 'zod'
import { facetValueSchema, imageSchema, queryInt, slug } from './common.ts'
import { weekdays, locationServices, departments } from './vocabulary.ts'

const clock = z.string().regex(/^(?:[01][0-9]|2[0-3]):[0-5][0-9]$/)

/** One weekday: open with hours, or closed; an optional Danish comment ("Lukket på helligdage"). */
export const dayHoursSchema = z
  .object({
    weekday: z.enum(weekdays),
    open: z.boolean(),
    opens: clock.nullable(),
    closes: clock.nullable(),
    comment: z.string().nullable(),
  })
  .meta({ id: 'DayHours' })
export type DayHours = z.infer<typeof dayHoursSchema>

/** Opening hours per weekday for the showroom and the workshop (spec: "workplace"). Always 7 entries, Monday first. */
export const openingHoursSchema = z
  .object({
    showroom: z.array(dayHoursSchema).length(7),
    workshop: z.array(dayHoursSchema).length(7),
  })
  .meta({ id: 'OpeningHours' })
export const locationServiceSchema = z.enum(locationServices).meta({ id: 'LocationService' })
export const departmentSchema = z.enum(departments).meta({ id: 'Department' })

/** Phone numbers are E.164 (`+4543901200`); the site formats them for display. */
const phone = z.string().regex(/^\+45[0-9]{8}$/)

export const employeeSchema = z
  .object({
    id: slug,
    name: z.string(),
    firstName: z.string(),
    lastName: z.string(),
    location: z.object({ slug, name: z.string() }),
    jobTitle: z.string(),
    department: departmentSchema,
    photo: imageSchema.nullable(),
    phone,
    email: z.email(),
  })
  .meta({ id: 'Employee' })
export type Employee = z.infer<typeof employeeSchema>

export const addressSchema = z
  .object({
    street: z.string(),
    postcode: z.string().regex(/^[0-9]{4}$/),
    town: z.string(),
    country: z.literal('DK'),
  })
  .meta({ id: 'Address' })

const locationCore = {
  slug,
  /** "Bilhuset Nord Greve". */
  name: z.string(),
  /** Town name for lists and maps ("Greve"). */
  town: z.string(),
  address: addressSchema,
  coordinates: z.object({ lat: z.number().min(54).max(58), lng: z.number().min(8).max(15.5) }),
  phone,
  email: z.email(),
  whatsapp: phone.nullable(),
  brands: z.array(slug),
  services: z.array(locationServiceSchema),
  openingHours: openingHoursSchema,
  image: imageSchema,
}

export const locationSummarySchema = z.object(locationCore).meta({ id: 'LocationSummary' })
export type LocationSummary = z.infer<typeof locationSummarySchema>

export const locationSchema = z
  .object({
    ...locationCore,
    description: z.string(),
    /** CVR number (the spec's VAT number), 8 digits. */
    vatNumber: z.string().regex(/^[0-9]{8}$/),
    /** The company (legal entity) the location belongs to, registered under `vatNumber` ("Bilhuset Nord A/S"). */
    legalName: z.string().min(1),
    /** Danish IBAN, `DK` + 16 digits. */
    iban: z.string().regex(/^DK[0-9]{16}$/),
    employees: z.array(employeeSchema),
    /** The people to contact first (sales manager, workshop manager, …), a subset of `employees`. */
    contactPersons: z.array(employeeSchema),
  })
  .meta({ id: 'Location' })
export type Location = z.infer<typeof locationSchema>

export const locationListQuerySchema = z
  .object({
    brand: slug.optional(),
    service: locationServiceSchema.optional(),
  })
  .meta({ id: 'LocationListQuery' })
export type LocationListQuery = z.input<typeof locationListQuerySchema>

export const locationListSchema = z.object({ items: z.array(locationSummarySchema) }).meta({ id: 'LocationList' })
export type LocationList = z.infer<typeof locationListSchema>

export const locationParamsSchema = z.object({
  location: slug.meta({ param: { example: 'bilhuset-nord-greve' } }),
})

export const employeeListQuerySchema = z
  .object({
    location: z.array(slug).optional(),
    department: z.array(departmentSchema).optional(),
    page: queryInt().min(1).default(1),
    pageSize: queryInt().min(1).max(200).default(100),
  })
  .meta({ id: 'EmployeeListQuery' })
export type EmployeeListQuery = z.input<typeof employeeListQuerySchema>

export const employeeListSchema = z
  .object({
    page: z.int().min(1),
    pageSize: z.int().min(1),
    total: z.int().min(0),
    pageCount: z.int().min(0),
    items: z.array(employeeSchema),
    /** Counts per location and department, each given the other filter. */
    facets: z.object({ location: z.array(facetValueSchema), department: z.array(facetValueSchema) }),
  })
  .meta({ id: 'EmployeeList' })
export type EmployeeList = z.infer<typeof employeeListSchema>
