/**
 * The data layer analytics events are pushed to (spec 7). The tag manager
 * reads `window.dataLayer`; feature issues extend the event types here, so
 * every push is typed in one module.
 */
export interface DataLayerEvent {
  event: string
  contract_id?: string
  [key: string]: unknown
}

declare global {
  interface Window {
    dataLayer?: DataLayerEvent[]
  }
}

export function pushDataLayer(event: DataLayerEvent): void {
  if (typeof window === 'undefined') return
  window.dataLayer ??= []
  window.dataLayer.push(event)
}
