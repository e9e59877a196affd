import { X } from 'lucide-react'
import { m } from '#src/i18n/paraglide/messages.js'
import { dismissToast, useToasts } from '#src/channels/toast-store.ts'

/**
 * Live region for toasts. Always rendered (empty) so screen readers register
 * it before the first message arrives.
 */
export function ToastRegion() {
  const toasts = useToasts()
  return (
    <div aria-live="polite" aria-label={m.toast_region_label()} role="region">
      <ul className="toast-region">
        {toasts.map((toast) => (
          <li key={toast.id} className="toast" data-tone={toast.tone} role={toast.tone === 'error' ? 'alert' : 'status'}>
            <span>{toast.message}</span>
            <button type="button" onClick={() => dismissToast(toast.id)} aria-label={m.toast_close()}>
              <X aria-hidden="true" width={18} height={18} />
            </button>
          </li>
        ))}
      </ul>
    </div>
  )
}
