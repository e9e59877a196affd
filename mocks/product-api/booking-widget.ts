/**
 * A stand-in for the external scheduling provider's appointment-booking
 * widget (spec 2.5, 7), served by the mock product API: mock mode's default
 * BOOKING_WIDGET_URL is `<mock>/booking/widget.js`.
 *
 * - `GET  /booking/widget.js`   defines `window.BookingWidget.open(options)`: a modal
 *   dialog (native <dialog>, labelled, focus inside, Escape closes) that shows
 *   make, location and — unless `product_category_hidden` — the product category,
 *   lets the visitor pick a time and confirms the booking with a POST.
 * - `POST /booking/appointments` records a booking (JSON: make, location,
 *   product_category, product_category_hidden, slot); answers 201.
 * - `GET  /__qa/bookings`        the recorded bookings, for tests.
 *
 * Cross-origin (the site's pages call it), so answers allow any origin.
 */
import { Hono } from 'hono'
import { z } from 'zod'
import type { MockEnv } from './mock-http.ts'

export const bookingSchema = z.object({
  /** Empty when the page leaves make or location to the visitor (a group-wide service page). */
  make: z.string().max(60),
  location: z.string().max(120),
  product_category: z.string().min(1).max(60),
  product_category_hidden: z.boolean().default(false),
  slot: z.string().min(1).max(60),
})
export type RecordedBooking = z.output<typeof bookingSchema> & { id: string; receivedAt: string }

const cors = {
  'access-control-allow-origin': '*',
  'access-control-allow-methods': 'POST, OPTIONS',
  'access-control-allow-headers': 'content-type',
}

/** The widget script (plain browser JavaScript; style attributes only, so the site's CSP holds). */
function widgetScript(origin: string): string {
  return `(() => {
  const endpoint = ${JSON.stringify(`${origin}/booking/appointments`)};
  const slots = ['Mandag kl. 08.00', 'Mandag kl. 10.30', 'Tirsdag kl. 09.00', 'Onsdag kl. 13.00'];
  const el = (tag, attrs, ...children) => {
    const node = document.createElement(tag);
    for (const [k, v] of Object.entries(attrs || {})) node.setAttribute(k, v);
    for (const c of children) node.append(c);
    return node;
  };
  function open(options) {
    document.getElementById('booking-widget-dialog')?.remove();
    const dialog = el('dialog', { id: 'booking-widget-dialog', 'aria-labelledby': 'booking-widget-title', style: 'max-width:28rem;padding:1.5rem;border:2px solid #222;border-radius:8px;background:#fff;color:#111' });
    const title = el('h2', { id: 'booking-widget-title', style: 'margin-top:0' }, 'Book en tid');
    const facts = el('dl', {},
      el('dt', {}, 'Mærke'), el('dd', { 'data-field': 'make' }, options.make),
      el('dt', {}, 'Afdeling'), el('dd', { 'data-field': 'location' }, options.location));
    if (!options.product_category_hidden) facts.append(el('dt', {}, 'Ydelse'), el('dd', { 'data-field': 'product_category' }, options.product_category));
    const select = el('select', { id: 'booking-widget-slot', name: 'slot' }, ...slots.map((s) => el('option', { value: s }, s)));
    const label = el('label', { for: 'booking-widget-slot' }, 'Vælg tidspunkt');
    const status = el('p', { role: 'status', 'aria-live': 'polite' });
    const confirm = el('button', { type: 'submit', style: 'margin-right:.5rem' }, 'Bekræft booking');
    const close = el('button', { type: 'button' }, 'Luk');
    const form = el('form', { method: 'dialog' }, title, facts, label, el('br'), select, el('p', {}, confirm, close), status);
    form.addEventListener('submit', async (event) => {
      event.preventDefault();
      confirm.disabled = true;
      const body = { make: options.make, location: options.location, product_category: options.product_category, product_category_hidden: !!options.product_category_hidden, slot: select.value };
      try {
        const answer = await fetch(endpoint, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
        status.textContent = answer.ok ? 'Tak, din tid er booket: ' + select.value + '.' : 'Bookingen kunne ikke gennemføres.';
      } catch {
        status.textContent = 'Bookingen kunne ikke gennemføres.';
      }
      confirm.disabled = false;
    });
    close.addEventListener('click', () => dialog.close());
    dialog.addEventListener('close', () => dialog.remove());
    dialog.append(form);
    document.body.append(dialog);
    dialog.showModal();
    select.focus();
  }
  window.BookingWidget = { open };
})();
`
}

export interface BookingStandIn {
  /** The widget script, the booking endpoint and the QA list; `origin` is the address the widget posts back to. */
  routes(origin: (request: Request) => string): Hono<MockEnv>
}

export function createBookingStandIn(now: () => Date): BookingStandIn {
  const bookings: RecordedBooking[] = []
  let counter = 0
  const json = (status: number, body: unknown) =>
    new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store', ...cors } })
  return {
    routes(origin) {
      const app = new Hono<MockEnv>()
      app.get(
        '/booking/widget.js',
        (c) =>
          new Response(widgetScript(origin(c.req.raw)), {
            status: 200,
            headers: { 'content-type': 'text/javascript; charset=utf-8', 'cache-control': 'no-store', 'access-control-allow-origin': '*' },
          }),
      )
      app.options(
        '/booking/appointments',
        (c) =>
          new Response(null, {
            status: 204,
            headers: { ...cors, 'access-control-allow-headers': c.req.header('access-control-request-headers') ?? 'content-type' },
          }),
      )
      app.post('/booking/appointments', async (c) => {
        let input: unknown
        try {
          input = JSON.parse(await c.req.text())
        } catch {
          input = undefined
        }
        const parsed = bookingSchema.safeParse(input)
        if (!parsed.success) return json(400, { error: { code: 'invalid_input', message: 'Ugyldig booking.' } })
        const booking: RecordedBooking = { ...parsed.data, id: `booking-${++counter}`, receivedAt: now().toISOString() }
        bookings.push(booking)
        return json(201, booking)
      })
      app.all('/booking/appointments', () => json(405, { error: { code: 'method_not_allowed', message: 'Metoden er ikke tilladt.' } }))
      app.get('/__qa/bookings', () => json(200, { total: bookings.length, items: bookings }))
      return app
    },
  }
}
