/**
 * A local SMTP catcher (issue 35): an SMTP server (`smtp-server`) that
 * accepts every mail the mock sends, parses it (`mailparser`) and keeps it
 * in memory, listed as JSON at `/__qa/mails` on the mock. So tests and QA
 * read the real MIME message the backend sent: headers, plain text, HTML.
 */
import type { AddressInfo } from 'node:net'
import { simpleParser, type AddressObject } from 'mailparser'
import { SMTPServer } from 'smtp-server'

export interface CaughtMail {
  id: string
  receivedAt: string
  from: string
  to: string[]
  subject: string
  text: string
  html: string
  /** Every header, lower-case names; values as sent (List-Unsubscribe, List-Unsubscribe-Post, …). */
  headers: Record<string, string>
  /** The links of the HTML part, in order. */
  links: string[]
}

export interface MailCatcher {
  port: number
  list(filter?: { to?: string }): CaughtMail[]
  clear(): void
  close(): Promise<void>
}

const addresses = (value: AddressObject | AddressObject[] | undefined): string[] =>
  (Array.isArray(value) ? value : value ? [value] : []).flatMap((a) => a.value.map((v) => (v.address ?? '').toLowerCase()))

export async function startMailCatcher(options: { host: string; port: number; now: () => Date; limit?: number }): Promise<MailCatcher> {
  const limit = options.limit ?? 1_000
  let mails: CaughtMail[] = []
  let counter = 0
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['AUTH', 'STARTTLS'],
    disableReverseLookup: true,
    banner: 'Bilhuset Nord mock mail catcher',
    logger: false,
    onData(stream, _session, callback) {
      simpleParser(stream)
        .then((parsed) => {
          const headers: Record<string, string> = {}
          for (const line of parsed.headerLines) {
            const colon = line.line.indexOf(':')
            headers[line.key] = colon >= 0 ? line.line.slice(colon + 1).trim() : ''
          }
          const html = typeof parsed.html === 'string' ? parsed.html : ''
          mails.push({
            id: `mail-${++counter}`,
            receivedAt: options.now().toISOString(),
            from: addresses(parsed.from)[0] ?? '',
            to: addresses(parsed.to),
            subject: parsed.subject ?? '',
            text: parsed.text ?? '',
            html,
            headers,
            links: [...html.matchAll(/href="([^"]+)"/g)].map((m) => (m[1] ?? '').replace(/&amp;/g, '&')),
          })
          if (mails.length > limit) mails = mails.slice(-limit)
          callback()
        })
        .catch((error: unknown) => callback(error instanceof Error ? error : new Error(String(error))))
    },
  })
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(options.port, options.host, () => {
      server.server.off('error', reject)
      resolve()
    })
  })
  const port = (server.server.address() as AddressInfo).port
  return {
    port,
    list: (filter) => (filter?.to ? mails.filter((m) => m.to.includes(filter.to?.toLowerCase() ?? '')) : [...mails]),
    clear() {
      mails = []
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}
