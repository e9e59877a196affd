/**
 * Settings of the search agents' mail (issue 35), read from the environment
 * and validated with zod when the mock product API starts, like its other
 * settings; a bad value stops it with a message naming the variable. They
 * belong to the dealer's backend (the mock), not to the site: the site never
 * sends mail.
 *
 * | Variable | Default |
 * |---|---|
 * | `MOCK_SMTP_HOST` | `127.0.0.1`: where the mock sends its mail (and its catcher listens) |
 * | `MOCK_SMTP_PORT` | `MOCK_API_PORT` + 20 (4030; the e2e suite's 4130 + E2E_PORT_OFFSET) |
 * | `MOCK_SMTP_CATCHER` | `on`: the mock runs the local SMTP catcher (`off`: a real SMTP server at host:port receives the mail) |
 * | `SEARCH_AGENT_MAIL_FROM` | `Bilhuset Nord <soegeagent@bilhusetnord.dk>` |
 * | `SEARCH_AGENT_LINK_SECRET` | a fixed local secret (set one of at least 32 characters anywhere real) |
 */
import { z } from 'zod'

export interface MailSettings {
  smtpHost: string
  /** 0 picks a free port (tests). */
  smtpPort: number
  /** Run the local catcher (smtp-server) on smtpHost:smtpPort. */
  catcher: boolean
  from: string
  linkSecret: string
}

/** The catcher's port follows the mock's: 20 above it (dev 4010 → 4030; e2e 4110 + offset → 4130 + offset). */
export const smtpPortOffsetFromMockApi = 20

const empty = (v: unknown) => (v === '' ? undefined : v)

const schema = z.object({
  MOCK_SMTP_HOST: z.preprocess(empty, z.string().min(1).default('127.0.0.1')),
  MOCK_SMTP_PORT: z.preprocess(empty, z.coerce.number().int().min(0).max(65_535).optional()),
  MOCK_SMTP_CATCHER: z.preprocess(empty, z.enum(['on', 'off']).default('on')),
  SEARCH_AGENT_MAIL_FROM: z.preprocess(
    empty,
    z
      .string()
      .regex(/^[^<>\n]+<[^\s@<>]+@[^\s@<>]+\.[^\s@<>]+>$|^[^\s@<>]+@[^\s@<>]+\.[^\s@<>]+$/, 'skal være en afsender som "Navn <adresse@domæne.dk>"')
      .default('Bilhuset Nord <soegeagent@bilhusetnord.dk>'),
  ),
  SEARCH_AGENT_LINK_SECRET: z.preprocess(empty, z.string().min(16, 'skal være mindst 16 tegn').default('local-search-agent-link-secret')),
})

export class MailSettingsError extends Error {
  override name = 'MailSettingsError'
}

/** The mail settings from the environment; `mockApiPort` is the mock's port (0 in tests: the catcher picks a free one too). */
export function parseMailSettings(env: Record<string, string | undefined>, mockApiPort: number): MailSettings {
  const parsed = schema.safeParse(env)
  if (!parsed.success) {
    const issue = parsed.error.issues[0]
    throw new MailSettingsError(`Ugyldig indstilling ${String(issue?.path[0] ?? '?')}: ${issue?.message ?? 'ugyldig værdi'}`)
  }
  const e = parsed.data
  return {
    smtpHost: e.MOCK_SMTP_HOST,
    smtpPort: e.MOCK_SMTP_PORT ?? (mockApiPort === 0 ? 0 : mockApiPort + smtpPortOffsetFromMockApi),
    catcher: e.MOCK_SMTP_CATCHER === 'on',
    from: e.SEARCH_AGENT_MAIL_FROM,
    linkSecret: e.SEARCH_AGENT_LINK_SECRET,
  }
}

/** The mail settings, or exit 1 with the variable named (scripts that start the mock). */
export function mailSettingsOrExit(env: Record<string, string | undefined>, mockApiPort: number): MailSettings {
  try {
    return parseMailSettings(env, mockApiPort)
  } catch (error) {
    if (error instanceof MailSettingsError) {
      console.error(error.message)
      process.exit(1)
    }
    throw error
  }
}
