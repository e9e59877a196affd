/**
 * Sends the search agents' mails as real MIME over SMTP with nodemailer
 * (multipart/alternative: plain text and HTML), to the configured SMTP
 * server: the local catcher in mock mode (mail-catcher.ts).
 */
import nodemailer from 'nodemailer'
import type { MailMessage } from './mail-content.ts'

export interface MailSender {
  send(to: string, message: MailMessage): Promise<void>
  close(): void
}

export function createMailSender(options: { host: string; port: number; from: string }): MailSender {
  const transport = nodemailer.createTransport({
    host: options.host,
    port: options.port,
    secure: false,
    ignoreTLS: true,
    connectionTimeout: 5_000,
    greetingTimeout: 5_000,
    socketTimeout: 10_000,
  })
  return {
    async send(to, message) {
      await transport.sendMail({
        from: options.from,
        to,
        subject: message.subject,
        text: message.text,
        html: message.html,
        headers: message.headers,
        // Danish text: quoted-printable UTF-8 parts.
        textEncoding: 'quoted-printable',
      })
    },
    close() {
      transport.close()
    },
  }
}
