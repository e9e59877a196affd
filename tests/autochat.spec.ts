/**
 * Autochat (issue 15; spec 4 "loading, ready, error, fallback", 8, 9): the
 * chat entry of the help launcher, the panel, answers from the dealer's own data, the open-failed and
 * unavailable states, persistence and exactly-once delivery after an outage.
 * Every scenario runs on desktop and on a phone (@mobile). The file runs
 * serially: it switches the shared mock's chat off and injects chat faults.
 */
import type { APIRequestContext, Locator, Page } from '@playwright/test'
import { checkA11y, expect, openHelpAtFoot, phoneFor, productApiUrl, test } from './fixtures.ts'
import { navigateInApp } from './link-support.ts'

// Serial within a project; the tests that fail the chat for everyone run in their own projects (below).
test.describe.configure({ mode: 'serial' })

const openFailed = 'Der opstod en fejl ved åbning af chatten.'
const unavailable = 'Chatten er ikke tilgængelig i øjeblikket. Prøv igen senere.'
const question = 'Har I elbiler under 300.000 kr.?'

/** Faults this file injected; removed after each test even when it failed. */
const injected = new Set<string>()
test.afterEach(async ({ request }) => {
  for (const id of injected) await request.delete(`${productApiUrl}/__control/faults/${encodeURIComponent(id)}`)
  injected.clear()
  await request.post(`${productApiUrl}/__control/chat`, { data: { enabled: true } })
})

async function injectFault(request: APIRequestContext, fault: Record<string, unknown>): Promise<string> {
  const response = await request.post(`${productApiUrl}/__control/faults`, { data: fault })
  expect(response.status()).toBe(201)
  const id = ((await response.json()) as { fault: { id: string } }).fault.id
  injected.add(id)
  return id
}

async function removeFault(request: APIRequestContext, id: string): Promise<void> {
  await request.delete(`${productApiUrl}/__control/faults/${encodeURIComponent(id)}`)
  injected.delete(id)
}

/** The cheapest available electric cars under the ceiling, as the product API's own stock search answers. */
async function electricUnder(request: APIRequestContext, priceMax: number): Promise<{ total: number; ids: string[] }> {
  const response = await request.get(`${productApiUrl}/api/v1/stock/vehicles?fuel=electric&priceMax=${priceMax}&sort=price_asc&pageSize=3`)
  const body = (await response.json()) as { total: number; items: { id: string }[] }
  return { total: body.total, ids: body.items.map((i) => i.id) }
}

interface ChatRecord {
  sessions: { sessionId: string; messages: { role: string; text: string }[] }[]
}

async function chatRecord(request: APIRequestContext): Promise<ChatRecord> {
  return (await (await request.get(`${productApiUrl}/__qa/chat`)).json()) as ChatRecord
}

/** One floating "Hjælp" opens the chat and the contact ways (issue 29); its "Chat med os" opens the chat. */
const launcher = (page: Page) => page.getByRole('button', { name: 'Hjælp', exact: true })
const chatEntry = (page: Page) => page.locator('#help-menu').getByRole('button', { name: 'Chat med os', includeHidden: true })
async function chooseChat(page: Page): Promise<void> {
  await launcher(page).click()
  await chatEntry(page).click()
}
const panel = (page: Page) => page.getByRole('dialog', { name: 'Chat med Bilhuset Nord' })
const log = (page: Page) => panel(page).getByRole('log', { name: 'Samtale' })

/** The page has hydrated: the page view is in the data layer (pushed from the same commit as the launcher's timer). */
async function hydrated(page: Page): Promise<void> {
  await page.waitForFunction(() => (window as unknown as { dataLayer?: { event?: string }[] }).dataLayer?.some((e) => e.event === 'page_view'))
}

/** The conversation's product-API session, from the autochat journal in localStorage. */
async function sessionIdOf(page: Page): Promise<string> {
  const raw = await page.evaluate(() => localStorage.getItem('bilhuset-nord:machine:autochat'))
  const journal = JSON.parse(raw ?? '{}') as { entries?: { event: { type: string; sessionId?: string } }[] }
  const id = journal.entries?.find((e) => e.event.type === 'chat.started')?.event.sessionId
  if (!id) throw new Error('no chat session in the journal')
  return id
}

/** The assistant's answer to a question: the first assistant message after it. */
function answerTo(page: Page, question: string): Locator {
  return log(page)
    .locator('li.chat-message--visitor')
    .filter({ hasText: question })
    .locator('xpath=following-sibling::li[contains(@class, "chat-message--assistant")][1]')
}

async function openChat(page: Page): Promise<Locator> {
  await chooseChat(page)
  await expect(panel(page)).toBeVisible()
  await expect(log(page)).toContainText('velkommen til Bilhuset Nord', { timeout: 10_000 })
  return panel(page)
}

async function ask(page: Page, text: string): Promise<void> {
  await panel(page).getByLabel('Din besked').fill(text)
  await panel(page).getByRole('button', { name: 'Send', exact: true }).click()
}

for (const device of ['desktop', 'phone'] as const) {
  const tag = device === 'phone' ? ' @mobile' : ''

  test.describe(`autochat (${device})`, () => {
    test(`the chat is offered after the configured second, and opens by keyboard${tag}`, async ({ page }) => {
      // In-page times: the first page view (pushed from the commit that starts the launcher's timer) and the chat entry's arrival.
      await page.addInitScript(() => {
        const w = window as unknown as { dataLayer: unknown[]; __chatTimes: Record<string, number> }
        w.__chatTimes = {}
        w.dataLayer = []
        const push = w.dataLayer.push.bind(w.dataLayer)
        w.dataLayer.push = (...items: unknown[]) => {
          if (items.some((i) => (i as { event?: string }).event === 'page_view')) w.__chatTimes.pageView ??= performance.now()
          return push(...items)
        }
        new MutationObserver(() => {
          if (document.querySelector('.help-launcher__chat')) w.__chatTimes.bubble ??= performance.now()
        }).observe(document, { childList: true, subtree: true })
      })
      await page.goto('/lokationer')
      await hydrated(page)
      await expect(chatEntry(page)).toHaveCount(1, { timeout: 5_000 })
      const times = await page.evaluate(() => (window as unknown as { __chatTimes: { pageView: number; bubble: number } }).__chatTimes)
      const waited = times.bubble - times.pageView
      // The page view lands up to ~100 ms after the commit that starts the timer (seen on the phone profile):
      // 800 ms still tells a one-second delay from none or half a second.
      expect(waited, 'the chat waits a second after the page is ready (spec 9: delay 1)').toBeGreaterThanOrEqual(800)
      expect(waited).toBeLessThan(2_000)
      // The chat's code is not on the page until the chat is opened.
      const chatChunks = await page.evaluate(() => performance.getEntriesByType('resource').filter((e) => /chat-panel|chat-runtime/.test(e.name)).length)
      expect(chatChunks).toBe(0)

      // Keyboard only: "Hjælp" opens the menu, "Chat med os" the chat, focus moves in; Escape closes it and focus returns to "Hjælp".
      await launcher(page).focus()
      await page.keyboard.press('Enter')
      await expect(chatEntry(page)).toBeVisible()
      await page.keyboard.press('Tab')
      await expect(chatEntry(page)).toBeFocused()
      await page.keyboard.press('Enter')
      await expect(panel(page)).toBeVisible()
      await expect(panel(page).getByLabel('Din besked')).toBeFocused()
      await expect(log(page)).toContainText('velkommen til Bilhuset Nord')
      await page.keyboard.press('Escape')
      await expect(panel(page)).toHaveCount(0)
      await expect(launcher(page)).toBeFocused()

      const events = await page.evaluate(() =>
        (window as unknown as { dataLayer: { event?: string; contract_id?: string }[] }).dataLayer.filter((e) => e.event?.startsWith('chat_')),
      )
      expect(events).toContainEqual(expect.objectContaining({ event: 'chat_open', contract_id: 'vm_chat_open' }))
    })

    test(`a question about electric cars under a price answers with cards linking to the real vehicle pages${tag}`, async ({ page, request }) => {
      // Three page loads, a streamed answer and two axe runs: more than 30 s on a busy 2-core machine.
      test.slow()
      const expected = await electricUnder(request, 300_000)
      expect(expected.ids.length, 'the mock data set has electric cars under 300.000 kr.').toBeGreaterThan(0)
      await page.goto('/lokationer')
      await openChat(page)
      await ask(page, question)
      const answer = log(page).locator('li.chat-message--assistant').filter({ hasText: 'under 300.000 kr. på lager lige nu' })
      await expect(answer).toContainText(`Vi har ${expected.total} elbiler under 300.000 kr. på lager lige nu.`, { timeout: 10_000 })
      const cards = answer.locator('.chat-card a')
      await expect(cards).toHaveCount(expected.ids.length)
      expect(await cards.evaluateAll((links) => links.map((a) => a.getAttribute('href')))).toEqual(expected.ids.map((id) => `/lager/${id}`))
      const events = await page.evaluate(() =>
        (window as unknown as { dataLayer: { event?: string }[] }).dataLayer.filter((e) => e.event === 'chat_message_sent'),
      )
      expect(events).toEqual([expect.objectContaining({ contract_id: 'vm_chat_message_sent', message_length: question.length })])
      await checkA11y(page)

      // A card leads to the vehicle's real page (in-app navigation); the conversation is still there.
      const title = await cards.first().textContent()
      await cards.first().click()
      await expect(page).toHaveURL(new RegExp(`/lager/${expected.ids[0]}$`))
      await expect(page.getByRole('heading', { level: 1 })).toContainText(title ?? '')
      await expect(log(page)).toContainText(question)
      await expect(log(page)).toContainText('under 300.000 kr. på lager')

      // … and after a reload.
      await page.reload()
      await expect(log(page)).toContainText(question)
      await expect(log(page).locator('.chat-card a')).toHaveCount(expected.ids.length)
      await checkA11y(page)
    })

    test(`a message sent during an outage stays unsent and is delivered exactly once afterwards${tag}`, async ({ page, request }) => {
      await page.goto('/lokationer')
      await openChat(page)
      const text = `Hvornår har I åbent i Greve? (${device} ${Date.now()})`
      // The outage hits this conversation only (other tests chat beside this one).
      const fault = await injectFault(request, { path: `/chat/sessions/${await sessionIdOf(page)}/messages`, method: 'POST', kind: 'status', status: 503 })
      await ask(page, text)
      await expect(panel(page).getByRole('alert')).toContainText('Ikke sendt', { timeout: 15_000 })
      await expect(panel(page)).toContainText(text)

      // It survives a reload while the API is still down (marked unsent again after the automatic retry).
      await page.reload()
      await expect(panel(page).getByRole('alert')).toContainText('Ikke sendt', { timeout: 15_000 })

      await removeFault(request, fault)
      await panel(page).getByRole('button', { name: 'Send igen' }).click()
      await expect(log(page)).toContainText('har åbent i salgsafdelingen', { timeout: 10_000 })
      await expect(log(page).getByText(text)).toHaveCount(1)

      // The mock's record: the message once, in one session, answered once.
      await page.reload()
      await expect(log(page)).toContainText('har åbent i salgsafdelingen')
      const sessions = (await chatRecord(request)).sessions.filter((s) => s.messages.some((msg) => msg.text === text))
      expect(sessions).toHaveLength(1)
      expect(sessions[0]?.messages.filter((msg) => msg.text === text)).toHaveLength(1)
      const index = sessions[0]?.messages.findIndex((msg) => msg.text === text) ?? -1
      expect(sessions[0]?.messages[index + 1]?.role).toBe('assistant')
      expect(sessions[0]?.messages.slice(index + 1).filter((msg) => msg.role === 'visitor')).toEqual([])
    })

    test(`"Skriv til os" opens the contact form with the conversation, which the visitor edits and sends once${tag}`, async ({ page, request }) => {
      await page.goto('/lokationer')
      await openChat(page)
      await ask(page, question)
      await expect(log(page)).toContainText('under 300.000 kr. på lager lige nu', { timeout: 10_000 })
      await panel(page).getByRole('link', { name: 'Skriv til os' }).click()
      await expect(page).toHaveURL(/\/directcontact$/)
      // The panel closes so the form is in view; the form says where its message came from.
      await expect(panel(page)).toBeHidden()
      const form = page.locator('.lead-form')
      await expect(form).toHaveAttribute('data-submission-status', 'editing')
      await expect(form).toContainText('Beskeden er udfyldt med din samtale fra chatten. Du kan rette den, før du sender.')
      const message = page.getByRole('textbox', { name: /^Besked/ })
      await expect(message).toHaveValue(/^Jeg har skrevet med chatten på jeres hjemmeside og vil gerne have svar fra en medarbejder\. Samtalen:\n\n/)
      await expect(message).toHaveValue(new RegExp(`\\nDig: ${question.replace(/[.?]/g, '\\$&')}\\n`))
      await expect(message).toHaveValue(/\nAssistent: Vi har \d+ elbiler under 300\.000 kr\. på lager lige nu\./)
      const events = await page.evaluate(() => (window as unknown as { dataLayer: { event?: string }[] }).dataLayer.filter((e) => e.event === 'chat_handoff'))
      expect(events).toEqual([expect.objectContaining({ contract_id: 'vm_chat_handoff', handoff_type: 'contact_form', chat_state: 'ready' })])

      // The visitor edits what is sent; the lead goes through the outbox once, with the edited text.
      const edited = `${await message.inputValue()}\nHelst en hvid bil. (${device} ${Date.now()})`
      await message.fill(edited)
      const email = `chat-${device}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.dk`
      await page.getByLabel('Køb af bil').check()
      await page.getByLabel('Navn').fill('Jens Nielsen')
      await page.getByLabel('E-mail').fill(email)
      await page.getByLabel('Telefonnummer').fill(phoneFor(email))
      await page.getByRole('button', { name: 'Send henvendelse' }).click()
      await expect(form).toHaveAttribute('data-submission-status', 'sent', { timeout: 15_000 })
      const leads = (
        (await (await request.get(`${productApiUrl}/__qa/submissions?kind=contact`)).json()) as {
          items: { payload: { customer: { email: string }; message: string; topic: string } }[]
        }
      ).items.filter((item) => item.payload.customer.email === email)
      expect(leads).toHaveLength(1)
      expect(leads[0]?.payload.message).toBe(edited.trim())
      expect(leads[0]?.payload.topic).toBe('sales')

      // The draft went with the lead: the contact form opens empty next time.
      await page.goto('/directcontact')
      await expect(page.locator('.lead-form')).toHaveAttribute('data-submission-status', /editing|sent/)
      expect(await page.evaluate(() => sessionStorage.getItem('bilhuset-nord:lead-draft'))).toBeNull()
    })
  })
}

// Faults of the whole chat (shared mock): projects chat-faults (desktop) and chat-faults-phone run these
// after every other test (playwright.config.ts).
test.describe('autochat failing for everyone', () => {
  test(`the product API failing at open shows the open-failed message, and retry opens the chat @chat-faults`, async ({ page, request }) => {
    await page.goto('/lokationer')
    await hydrated(page)
    const fault = await injectFault(request, { path: '/chat/sessions', method: 'POST', kind: 'status', status: 503 })
    await chooseChat(page)
    await expect(panel(page).getByRole('alert')).toHaveText(openFailed, { timeout: 15_000 })
    await checkA11y(page)
    await removeFault(request, fault)
    await panel(page).getByRole('button', { name: 'Prøv igen' }).click()
    await expect(log(page)).toContainText('velkommen til Bilhuset Nord', { timeout: 10_000 })
  })

  test(`with the chat turned off the panel offers the phone, the contact form and "Ring mig op" @chat-faults`, async ({ page, request }) => {
    expect((await request.post(`${productApiUrl}/__control/chat`, { data: { enabled: false } })).status()).toBe(200)
    await page.goto('/lokationer')
    await hydrated(page)
    await chooseChat(page)
    await expect(panel(page).getByRole('alert')).toHaveText(unavailable, { timeout: 10_000 })
    await expect(panel(page).getByRole('link', { name: /^Ring til os på \d{2} \d{2} \d{2} \d{2}$/ })).toHaveAttribute('href', /^tel:\+45\d{8}$/)
    await expect(panel(page).getByRole('link', { name: 'Skriv til os' })).toHaveAttribute('href', '/directcontact')
    await expect(panel(page).getByRole('link', { name: 'Ring mig op' })).toBeVisible()
    await checkA11y(page)
    await panel(page).getByRole('link', { name: 'Skriv til os' }).click()
    await expect(page).toHaveURL(/\/directcontact$/)
    const events = await page.evaluate(() => (window as unknown as { dataLayer: { event?: string }[] }).dataLayer.filter((e) => e.event === 'chat_handoff'))
    expect(events).toEqual([expect.objectContaining({ contract_id: 'vm_chat_handoff', handoff_type: 'contact_form', chat_state: 'fallback' })])
  })
})

test('the panel is usable at 320 px (and so at 200 % zoom of a 640 px window)', async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 640 })
  await page.goto('/lokationer')
  await hydrated(page)
  const pageWidth = await page.evaluate(() => document.documentElement.scrollWidth)
  // At 320 px the location search's button lies under the help launcher, which steps aside for it (issue 17):
  // the chat is opened from the foot of the page, and the checks run at the top again.
  await page.evaluate(() => window.scrollTo({ top: document.documentElement.scrollHeight, behavior: 'instant' }))
  await openChat(page)
  await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }))
  // The panel fits the viewport and makes nothing wider (the page's own width is its own business).
  const box = await panel(page).boundingBox()
  expect(box?.x).toBeGreaterThanOrEqual(0)
  expect((box?.x ?? 0) + (box?.width ?? 999)).toBeLessThanOrEqual(320)
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(pageWidth)
  // Nothing inside the panel scrolls sideways.
  expect(
    await panel(page).evaluate(
      (el) => [...el.querySelectorAll('*')].filter((c) => c.scrollWidth > c.clientWidth + 1 && getComputedStyle(c).overflowX !== 'visible').length,
    ),
  ).toBe(0)
  await ask(page, 'Hvordan kontakter jeg en sælger?')
  await expect(log(page)).toContainText('Du kan ringe til', { timeout: 10_000 })
  await expect(panel(page).getByRole('button', { name: 'Send', exact: true })).toBeInViewport()
  await checkA11y(page)
})

test('the CMS chat block: "inline" makes it the page’s only entry, "off" turns the chat off on the page', async ({ page }) => {
  // content-space/stories: /directcontact has the chat block with mode "inline", /om-os/job-og-karriere with "off".
  await page.goto('/lokationer')
  await hydrated(page)
  await expect(chatEntry(page)).toHaveCount(1)

  await navigateInApp(page, '/om-os/job-og-karriere')
  await expect(chatEntry(page)).toHaveCount(0)
  const off = page.locator('.chat-block')
  // Turned off on purpose is not "unavailable" (issue 29): no such message on the page.
  await expect(off.getByRole('heading', { name: 'Spørgsmål om en stilling?' })).toBeVisible()
  await expect(page.getByText(unavailable)).toHaveCount(0)
  await expect(off.getByRole('link', { name: 'Kontakt os i stedet' })).toHaveAttribute('href', '/directcontact')
  await expect(off.getByRole('button', { name: 'Start chatten' })).toHaveCount(0)
  await checkA11y(page)

  await navigateInApp(page, '/directcontact')
  await expect(chatEntry(page)).toHaveCount(0)
  const inline = page.locator('.chat-block')
  await inline.getByRole('button', { name: 'Start chatten' }).click()
  await expect(log(page)).toContainText('velkommen til Bilhuset Nord', { timeout: 10_000 })
  // Escape closes the panel and focus returns to the block's button; the launcher offers no chat on this page.
  await page.keyboard.press('Escape')
  await expect(panel(page)).toBeHidden()
  await expect(inline.getByRole('button', { name: 'Start chatten' })).toBeFocused()
  await expect(chatEntry(page)).toHaveCount(0)

  // With the panel open, a page with the chat off hides it; the next page shows the conversation again.
  await inline.getByRole('button', { name: 'Start chatten' }).click()
  await expect(log(page)).toContainText('velkommen til Bilhuset Nord', { timeout: 10_000 })
  await navigateInApp(page, '/om-os/job-og-karriere')
  await expect(panel(page)).toBeHidden()
  await navigateInApp(page, '/lokationer')
  await expect(log(page)).toContainText('velkommen til Bilhuset Nord')
})

test('"Spørg om denne bil" opens the chat knowing the vehicle', async ({ page, request }) => {
  const response = await request.get(`${productApiUrl}/api/v1/stock/vehicles?fuel=electric&sort=price_asc&pageSize=1`)
  const vehicle = ((await response.json()) as { items: { id: string; title: string }[] }).items[0]
  expect(vehicle).toBeDefined()
  await page.goto(`/lager/${vehicle?.id}`)
  await hydrated(page)
  await page.getByRole('button', { name: 'Spørg om denne bil' }).click()
  await expect(log(page)).toContainText(`Du kigger på ${vehicle?.title}.`, { timeout: 10_000 })
  await ask(page, 'Fortæl lidt om bilen')
  // The answer: the first assistant message after the question (the greeting names the price too).
  const answer = answerTo(page, 'Fortæl lidt om bilen')
  await expect(answer).toContainText(vehicle?.title ?? '', { timeout: 10_000 })
  await expect(answer).toContainText('Prisen er')
  await expect(answer.getByRole('link', { name: vehicle?.title ?? '' })).toHaveAttribute('href', `/lager/${vehicle?.id}`)
  const events = await page.evaluate(() => (window as unknown as { dataLayer: { event?: string }[] }).dataLayer.filter((e) => e.event === 'chat_open'))
  expect(events).toEqual([expect.objectContaining({ contract_id: 'vm_chat_open', vehicle_id: vehicle?.id })])
})

// Issue 30: the chat's answers to a trade-in question and to questions asked from a vehicle's page.
test.describe('answers in context (issue 30)', () => {
  test('a trade-in question leads to the trade-in valuation, not to the stock', async ({ page }) => {
    await page.goto('/lokationer')
    await hydrated(page)
    await openChat(page)
    const question = 'Kan I tage min gamle Golf i bytte?'
    await ask(page, question)
    const answer = answerTo(page, question)
    await expect(answer).toContainText('vi tager gerne din nuværende bil i bytte', { timeout: 10_000 })
    await expect(answer).not.toContainText('på lager')
    const link = answer.getByRole('link', { name: 'Få en vurdering af din bil' })
    await expect(link).toHaveAttribute('href', '/byttebil')
    await link.click()
    await expect(page).toHaveURL(/\/byttebil$/)
  })

  test('from a Roskilde car’s page the chat gives Roskilde’s phone number and the page’s monthly price with its credit example', async ({ page, request }) => {
    // A car at the Roskilde branch that the page shows with a monthly price (the mock's data set, read through its API).
    const listed = await request.get(`${productApiUrl}/api/v1/stock/vehicles?location=bilhuset-nord-roskilde&pageSize=50`)
    const items = ((await listed.json()) as { items: { id: string; title: string; prices: { acquisition_type: string; apr: number | null }[] }[] }).items
    const vehicle = items.find((v) => v.prices.some((p) => p.acquisition_type === 'private_finance' && p.apr !== null))
    expect(vehicle, 'a Roskilde car with a private finance price').toBeDefined()
    const locations = (await (await request.get(`${productApiUrl}/api/v1/locations`)).json()) as { items: { slug: string; phone: string }[] }
    const spaced = (e164: string) => e164.replace(/^\+45/, '').replace(/(\d{2})(?=\d)/g, '$1 ')
    const roskilde = spaced(locations.items.find((l) => l.slug === 'bilhuset-nord-roskilde')?.phone ?? '')
    const greve = spaced(locations.items.find((l) => l.slug === 'bilhuset-nord-greve')?.phone ?? '')
    expect(roskilde).toMatch(/^\d{2} \d{2} \d{2} \d{2}$/)
    expect(roskilde).not.toBe(greve)

    await page.goto(`/lager/${vehicle?.id}`)
    await hydrated(page)
    // The monthly payment and ÅOP the page shows for private finance (its price block's headline).
    const line = page.locator('.price-line[data-price-type="private_finance"]').first()
    const monthly = (await line.locator('[data-figure="monthly"]').innerText()).trim()
    const apr = (await line.locator('[data-figure="apr"]').innerText()).trim()
    expect(monthly).toMatch(/kr\.\/md\.$/)
    expect(apr).toMatch(/^ÅOP\s\d+,\d{2}\s%$/)

    // Opened through "Hjælp" → "Chat med os", not "Spørg om denne bil": the page's vehicle still comes along.
    // At the foot of the page, where no price keeps the launcher aside (src/ui/floating-step-aside.ts).
    await openHelpAtFoot(page)
    await chatEntry(page).click()
    // Its greeting names the car instead of the general welcome.
    await expect(log(page)).toContainText(`Du kigger på ${vehicle?.title}.`, { timeout: 10_000 })
    await ask(page, 'Hvad er jeres telefonnummer?')
    const phoneAnswer = answerTo(page, 'Hvad er jeres telefonnummer?')
    await expect(phoneAnswer).toContainText(roskilde, { timeout: 10_000 })
    await expect(phoneAnswer).not.toContainText(greve)

    await ask(page, 'Hvad koster bilen om måneden?')
    const priceAnswer = answerTo(page, 'Hvad koster bilen om måneden?')
    await expect(priceAnswer).toContainText(vehicle?.title ?? '', { timeout: 10_000 })
    await expect(priceAnswer).toContainText(`Privatfinansiering: ${monthly} · ${apr}`)
    await expect(priceAnswer).toContainText(`Repræsentativt eksempel: månedlig ydelse ${monthly}, ${apr}`)
    await checkA11y(page)
  })
})
