/**
 * A quote from the product API's lease calculation (POST /lease/calculations),
 * for the page's loader and the quote server function. Never throws: the API's
 * refusals become field messages, a vehicle it no longer knows becomes
 * "unavailable", anything else "failed" (logged), so a quote request never
 * answers 500.
 */
import type { CalculatorInputs } from '#machines/lease-calculator/lease-calculator-inputs.ts'
import { m } from '#src/i18n/paraglide/messages.js'
import type { ProductApiClient } from '#src/product-api/client.ts'
import { ContractViolationError, NotFoundError, RejectedInputError, isProductApiError } from '#src/product-api/errors.ts'
import type { CalculatorSubject } from './calculator-options.ts'
import type { InputField } from './calculator-inputs.ts'
import type { QuoteResult } from './lease-quote.ts'

/** The API's field names → the calculator's. */
const apiFields: Record<string, InputField> = {
  downPayment: 'downPayment',
  contractDuration: 'months',
  annualDistance: 'km',
  residualValue: 'residual',
  acquisitionType: 'acquisition',
}

export async function requestQuote(api: ProductApiClient, subject: Pick<CalculatorSubject, 'kind' | 'id'>, inputs: CalculatorInputs): Promise<QuoteResult> {
  try {
    const answer = await api.calculateLease({
      vehicleKind: subject.kind,
      vehicleId: subject.id,
      acquisitionType: inputs.acquisitionType,
      downPayment: inputs.downPayment,
      contractDuration: inputs.months,
      ...(inputs.annualDistance !== null ? { annualDistance: inputs.annualDistance } : {}),
      ...(inputs.residualValue !== null ? { residualValue: inputs.residualValue } : {}),
    })
    return { outcome: 'quoted', quote: { priceRow: answer.priceRow, residualValue: answer.residualValue, cashPrice: answer.cashPrice } }
  } catch (error) {
    if (error instanceof NotFoundError) return { outcome: 'unavailable', reason: 'not-found' }
    if (error instanceof RejectedInputError) {
      if (error.fieldErrors.acquisitionType) return { outcome: 'unavailable', reason: 'not-offered' }
      const messages: Record<string, string[]> = {}
      for (const [path, list] of Object.entries(error.fieldErrors)) {
        const field = apiFields[path] ?? 'form'
        messages[field] = [...(messages[field] ?? []), ...list]
      }
      if (Object.keys(messages).length === 0) messages.form = [m.leasing_quote_rejected()]
      return { outcome: 'rejected', messages }
    }
    // Contract violations are reported by the client itself.
    if (!(error instanceof ContractViolationError)) {
      console.error(`[leasing] quote for ${subject.kind} ${subject.id} failed: ${isProductApiError(error) ? error.kind : String(error)}`)
    }
    return { outcome: 'failed' }
  }
}
