/** The schema of the map block (content-model/schemas.ts): parsed on the server, never imported by the browser's build (ADR 0023). */
import { z } from 'zod'
import { blok, bloksOf, optionalLink, optionalText, requiredText } from '../fields.ts'

const coordinate = (min: number, max: number) =>
  z
    .union([z.number(), z.string().trim().min(1)])
    .transform((v) => (typeof v === 'number' ? v : Number(v.replace(',', '.'))))
    .pipe(z.number().min(min).max(max))

/** A marker: a place with its address and position (Denmark). */
export const mapMarkerSchema = /* @__PURE__ */ blok('map_marker', {
  name: requiredText,
  street: requiredText,
  postcode: z
    .string()
    .trim()
    .regex(/^\d{4}$/, 'postnummer med 4 cifre'),
  town: requiredText,
  lat: /* @__PURE__ */ coordinate(54, 58),
  lng: /* @__PURE__ */ coordinate(8, 15.5),
  link: optionalLink,
})

/**
 * Places with search (spec 2.1: map with markers and search): the markers as
 * a searchable list with directions. The interactive map with the site's
 * consent handling lives on the locations page, which the block links to.
 */
export const mapSchema = /* @__PURE__ */ blok('map', {
  heading: requiredText,
  intro: optionalText,
  markers: /* @__PURE__ */ bloksOf(['map_marker']),
})
