import { notFound } from '@tanstack/react-router'
import { makeErrorData } from '../errors/error-kinds.ts'
import { m } from '../i18n/paraglide/messages.js'

/** Spec 8: an unknown location is a 404 titled "Lokation ikke fundet". */
export function locationNotFound(slug: string) {
  return notFound({
    data: makeErrorData('location-not-found', 404, `Location Not Found: ${slug}`, { title: m.locations_not_found_title() }),
  })
}
