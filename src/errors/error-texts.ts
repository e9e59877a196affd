import type { ErrorPageCase } from './error-kinds.ts'
import { m } from '../i18n/paraglide/messages.js'

export interface ErrorPageText {
  title: string
  text?: string
  button: { label: string; to: string }
}

/** Spec 2.4 and 8: what each page case shows. */
export function errorPageText(pageCase: ErrorPageCase): ErrorPageText {
  switch (pageCase) {
    case 'vehicle-not-found':
      return {
        title: m.error_vehicle_not_found_title(),
        text: m.error_vehicle_not_found_text(),
        button: { label: m.error_back_to_stock(), to: '/lager' },
      }
    case 'page-not-found':
      return {
        title: m.error_page_not_found_title(),
        text: m.error_page_not_found_text(),
        button: { label: m.error_back_to_start(), to: '/' },
      }
    case 'something-went-wrong':
      return { title: m.error_something_went_wrong_title(), button: { label: m.error_back_to_start(), to: '/' } }
  }
}
