/**
 * Property-based fuzzing of what any client can send (issue 19, fast-check):
 * the path segments of every route family, search parameters, and the bodies
 * of every server function (found in the build). Properties: no answer is a
 * 5xx, and no HTML answer carries the injected markup unescaped.
 *
 * Seeded and deterministic: FUZZ_SEED (default below) gives the same cases
 * every run; the seed and the number of cases are printed. On a failure
 * fast-check shrinks the case and prints it with the seed to replay it.
 * Runs in the end-to-end step of `npm test` (desktop project), with the other Playwright tests.
 */
import fc from 'fast-check'
import { toJSONAsync } from 'seroval'
import { expect, siteOrigin, test } from './fixtures.ts'
import { serverFunctions, type ServerFunction } from './server-functions.ts'

const seed = Number(process.env.FUZZ_SEED ?? 1_911_2026)
/** Cases per family; 2,000 and more in all. */
const runs = { paths: 900, search: 500, serverFunctions: 700 } as const

const browser = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0 Safari/537.36'

/** Markup that must never come back unescaped in HTML; each carries the tag or handler `fz`. */
const markup = [
  '<fz-tag>',
  '"><fz-tag x=1>',
  "'><fz-tag>",
  '</script><fz-tag>',
  '</title><fz-tag>',
  '<svg/onload=fz()>',
  '<img src=x onerror=fz()>',
  '<!--<fz-tag>-->',
  '<fz-tag style="x:expression(fz())">',
]
/** What is looked for in the answer (the markup as the browser would parse it). */
const reflected = /<(?:fz-tag|svg\/onload=fz|img\s[^>]*onerror=fz)/i

/** Realistic and hostile path segments and parameter values. */
const text = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...markup) },
  { weight: 2, arbitrary: fc.stringMatching(/^[a-z0-9-]{1,40}$/) },
  { weight: 2, arbitrary: fc.string({ maxLength: 30 }) },
  { weight: 1, arbitrary: fc.string({ unit: 'grapheme', maxLength: 20 }) },
  {
    weight: 1,
    arbitrary: fc.constantFrom(
      '104233-1-mercedes-benz-glc-300e-4matic',
      'greve',
      'mercedes-benz',
      'dacia',
      'cle',
      'minilease',
      '0',
      '-1',
      '1e309',
      'NaN',
      '..',
      '%',
      '%E0%A4%A',
      '%00',
      ' ',
      'æøå',
      'a'.repeat(301),
    ),
  },
  { weight: 1, arbitrary: fc.tuple(fc.constantFrom(...markup), fc.stringMatching(/^[a-z0-9-]{0,20}$/)).map(([m, s]) => `${s}${m}`) },
)

/** A segment as it is put in a URL: encoded, except now and then the raw characters (malformed escapes included). */
const segment = fc.tuple(text, fc.integer({ min: 0, max: 9 })).map(([value, n]) => (n === 0 ? value.replace(/[/?#\s]/g, '') || 'x' : encodeURIComponent(value)))

const brand = fc.constantFrom('mercedes-benz', 'renault', 'dacia', 'mercedes-benz-vans')

/** Every route family of the site, with fuzzed segments (public, Danish addresses). */
const pathFamilies: fc.Arbitrary<string>[] = [
  segment.map((s) => `/${s}`),
  fc.tuple(segment, segment).map(([a, b]) => `/${a}/${b}`),
  segment.map((s) => `/lager/${s}`),
  fc.tuple(brand, segment).map(([b, s]) => `/${b}/lager/${s}`),
  segment.map((s) => `/lager/${s}/kontakt-mig`),
  segment.map((s) => `/lager/${s}/book-proventur`),
  segment.map((s) => `/lokationer/${s}`),
  fc.tuple(brand, segment).map(([b, s]) => `/${b}/lokationer/${s}`),
  segment.map((s) => `/${s}/modeller`),
  fc.tuple(brand, segment).map(([b, s]) => `/${b}/modeller/${s}`),
  fc.tuple(segment, segment).map(([b, s]) => `/${b}/modeller/${s}`),
  fc.tuple(brand, segment).map(([b, s]) => `/${b}/modeller/${s}/kontakt`),
  fc.tuple(brand, segment).map(([b, s]) => `/${b}/modeller/${s}/provekorsel`),
  segment.map((s) => `/udforsk/${s}`),
  segment.map((s) => `/events/${s}`),
  segment.map((s) => `/lager/sammenligne/${s}`),
]

/** Pages that read search parameters, and the parameters they know (plus any other). */
const searchPages = [
  '/',
  '/lager',
  '/mercedes-benz/lager',
  '/lager/sammenligne',
  '/lager/favoritter',
  '/lokationer',
  '/mercedes-benz/modeller',
  '/byttebil',
  '/directcontact',
  '/udforsk',
  '/minilease',
  '/lager/104233-1-mercedes-benz-glc-300e-4matic',
]
const knownParams = [
  'brand',
  'model',
  'fuel',
  'body',
  'type',
  'group',
  'page',
  'sort',
  'priceMin',
  'priceMax',
  'monthlyMax',
  'acquisition',
  'price',
  'q',
  'ids',
  'vehicles',
  'location',
  'preview',
  '_storyblok',
  '_storyblok_tk[token]',
  '_storyblok_tk[space_id]',
  'utm_source',
]
const searchParams = fc.array(fc.tuple(fc.oneof(fc.constantFrom(...knownParams), text), text), { minLength: 1, maxLength: 6 }).map((pairs) => {
  const params = new URLSearchParams()
  for (const [k, v] of pairs) params.append(k, v)
  return params.toString()
})

/** JSON values with hostile strings inside (what a validator must refuse or accept calmly). */
const jsonValue = fc.letrec<{ value: unknown }>((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    text,
    fc.integer(),
    fc.double(),
    fc.boolean(),
    fc.constant(null),
    fc.array(tie('value'), { maxLength: 4 }),
    fc.dictionary(
      fc.oneof(text, fc.constantFrom('id', 'formId', 'slug', 'values', 'subject', 'key', 'brand', 'model', 'page', 'vehicleIds', 'ids', 'email')),
      tie('value'),
      { maxKeys: 5 },
    ),
  ),
})).value

/** The shapes the site's functions take, with fuzzed members. */
const plausibleData = fc.oneof(
  fc.record({ id: text, formId: fc.constantFrom('vehicle-interest', 'vehicle-test-drive', 'contact', 'trade-in', 'nope') }),
  fc.record({ slug: text, page: fc.oneof(fc.integer(), text), previewParams: fc.dictionary(text, text, { maxKeys: 3 }) }),
  fc.record({
    values: fc.dictionary(
      fc.constantFrom('make', 'model', 'year', 'mileage', 'fuel', 'condition', 'registrationNumber', 'email', 'name', 'phone'),
      fc.oneof(text, fc.boolean()),
      { maxKeys: 8 },
    ),
  }),
  fc.record({ brand: text, model: text, path: text, formId: text }),
  fc.record({ ids: fc.array(text, { maxLength: 6 }) }),
  fc.record({ key: text, formId: text, subject: jsonValue, values: fc.dictionary(text, text, { maxKeys: 4 }), honeypot: text }),
)

/** A server-function request: a well-formed payload with fuzzed data, or a broken one. */
const serverFnBody = fc.oneof(
  { weight: 4, arbitrary: fc.oneof(jsonValue, plausibleData).map((data) => ({ kind: 'data' as const, data })) },
  {
    weight: 1,
    arbitrary: fc
      .oneof(text, fc.constantFrom('', '{', '[]', 'null', '{"t":{"t":99}}', '{"t":{"t":10,"i":0,"p":{"k":["data"],"v":[{"t":25}]}}}'))
      .map((raw) => ({ kind: 'raw' as const, raw })),
  },
)

let visitor = 0
/** Each request is its own visitor (the e2e server trusts one proxy hop), so no rate limit decides an answer. */
function headers(extra: Record<string, string> = {}): Record<string, string> {
  visitor++
  return {
    'user-agent': browser,
    accept: 'text/html,application/json;q=0.9,*/*;q=0.8',
    'x-forwarded-for': `10.${(visitor >> 16) & 255}.${(visitor >> 8) & 255}.${visitor & 255}`,
    ...extra,
  }
}

interface Answer {
  status: number
  contentType: string
  body: string
  nosniff: boolean
}

async function send(url: string, init: RequestInit = {}): Promise<Answer> {
  const response = await fetch(url, { redirect: 'manual', ...init, signal: AbortSignal.timeout(20_000) })
  return {
    status: response.status,
    contentType: response.headers.get('content-type') ?? '',
    body: await response.text(),
    nosniff: response.headers.get('x-content-type-options') === 'nosniff',
  }
}

/** The properties every answer must have. */
function check(label: string, answer: Answer): void {
  expect(answer.status, `${label}: ${answer.body.slice(0, 300)}`).toBeLessThan(500)
  expect(answer.nosniff, `${label}: nosniff`).toBe(true)
  if (answer.contentType.startsWith('text/html')) {
    const match = reflected.exec(answer.body)
    expect(match ? answer.body.slice(Math.max(0, match.index - 120), match.index + 60) : null, `${label}: markup reflected`).toBeNull()
  } else if (reflected.test(answer.body)) {
    // Echoed in data (a JSON error, plain text): never in a type a browser would render as a document.
    expect(answer.contentType, label).toMatch(/^(application\/json|text\/plain)/)
  }
}

async function serverFnRequest(fn: ServerFunction, body: { kind: 'data'; data: unknown } | { kind: 'raw'; raw: string }): Promise<Answer> {
  const payload = body.kind === 'data' ? JSON.stringify(await toJSONAsync({ data: body.data })) : body.raw
  const common = headers({ origin: siteOrigin, 'x-tsr-serverfn': 'true' })
  if (fn.method === 'GET') return send(`${siteOrigin}/_serverFn/${fn.id}?payload=${encodeURIComponent(payload)}`, { headers: common })
  return send(`${siteOrigin}/_serverFn/${fn.id}`, { method: 'POST', headers: { ...common, 'content-type': 'application/json' }, body: payload })
}

test('@fuzz no input gives a 5xx or reflects markup: path segments, search parameters, server-function bodies', async () => {
  test.setTimeout(480_000)
  const functions = serverFunctions()
  expect(functions.length).toBeGreaterThan(10)
  let cases = 0
  const counted =
    <T>(property: (value: T) => Promise<void>) =>
    async (value: T) => {
      cases++
      await property(value)
    }
  console.log(
    `fuzz: seed ${seed} (FUZZ_SEED=${seed} to replay), ${runs.paths + runs.search + runs.serverFunctions} cases, ${functions.length} server functions`,
  )
  const started = performance.now()
  await Promise.all([
    fc.assert(
      fc.asyncProperty(
        fc.oneof(...pathFamilies),
        counted(async (path: string) => check(`GET ${path}`, await send(`${siteOrigin}${path}`, { headers: headers() }))),
      ),
      { seed, numRuns: runs.paths },
    ),
    fc.assert(
      fc.asyncProperty(
        fc.tuple(fc.constantFrom(...searchPages), searchParams),
        counted(async ([page, query]: [string, string]) => check(`GET ${page}?${query}`, await send(`${siteOrigin}${page}?${query}`, { headers: headers() }))),
      ),
      { seed: seed + 1, numRuns: runs.search },
    ),
    fc.assert(
      fc.asyncProperty(
        fc.tuple(fc.constantFrom(...functions), serverFnBody),
        counted(async ([fn, body]: [ServerFunction, { kind: 'data'; data: unknown } | { kind: 'raw'; raw: string }]) =>
          check(`${fn.method} ${fn.name} ${JSON.stringify(body).slice(0, 200)}`, await serverFnRequest(fn, body)),
        ),
      ),
      { seed: seed + 2, numRuns: runs.serverFunctions },
    ),
  ])
  console.log(`fuzz: ${cases} cases, 0 answers 5xx, no markup reflected (${Math.round((performance.now() - started) / 1000)} s)`)
  expect(cases).toBeGreaterThanOrEqual(2_000)
})
