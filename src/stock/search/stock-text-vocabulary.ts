/**
 * The stock search text's makes, models, towns and postcodes (issue 29): the
 * words the filters use for them become the same filters, as stock-text-query.ts
 * does for gearbox, fuel and body. Their vocabulary is the product API's (the
 * brand and model facets' values and labels, our locations' towns and
 * postcodes), so this runs on the server, on the words stock-text-query.ts left.
 *
 * Recognised, as whole words in any order, without regard to case or Danish
 * spelling (Århus/Aarhus, Hjørring/hjorring, Škoda/skoda):
 * - a make by its name or slug, a hyphenated one by its first part ("mercedes"), "vw";
 * - a model by its name or slug, with spaces or hyphens ("renault 5", "id.4",
 *   "c-hr"), and a model slug's first part when no other model shares it
 *   ("megane", "kangoo"); a model name must have a letter or at least three digits
 *   ("208"), so a bare "5" stays text;
 * - a town where we have a location, and a location's postcode (4 digits):
 *   the locations there.
 * The longest phrase wins ("eqe suv" is the EQE SUV, not the EQE). What is
 * left stays the free-text search.
 */
import { foldDanish } from '#src/places/fold-danish.ts'

export interface StockTextVocabulary {
  brands: readonly { value: string; label: string }[]
  models: readonly { value: string; label: string }[]
  locations: readonly { slug: string; town: string; postcode: string }[]
}

export interface VocabularyFilters {
  brand?: string[]
  model?: string[]
  location?: string[]
  /** The words left for the free-text search; undefined when none. */
  rest: string | undefined
}

type Kind = 'brand' | 'model' | 'location'

/** "Mercedes-Benz" → "mercedes benz"; "ID.4" → "id 4"; "Škoda" → "skoda". */
function phrase(text: string): string {
  return foldDanish(text)
    .replace(/[-.]/g, ' ')
    .replace(/[^\p{L}\p{N} ]/gu, '')
    .replace(/\s+/g, ' ')
    .trim()
}

const brandAliases: Record<string, string> = { vw: 'volkswagen' }

function phraseTable(vocabulary: StockTextVocabulary): Map<string, { kind: Kind; values: string[] }> {
  const table = new Map<string, { kind: Kind; values: string[] }>()
  const add = (text: string, kind: Kind, value: string) => {
    const key = phrase(text)
    if (key === '') return
    const entry = table.get(key)
    if (!entry) table.set(key, { kind, values: [value] })
    // A phrase of two kinds keeps the first (makes before models before towns); one kind gathers its values.
    else if (entry.kind === kind && !entry.values.includes(value)) entry.values.push(value)
  }
  for (const b of vocabulary.brands) {
    add(b.label, 'brand', b.value)
    add(b.value, 'brand', b.value)
    const first = b.label.split('-')[0]
    if (first && first !== b.label) add(first, 'brand', b.value)
  }
  for (const [alias, value] of Object.entries(brandAliases)) if (vocabulary.brands.some((b) => b.value === value)) add(alias, 'brand', value)
  const modelName = (text: string) => /\p{L}/u.test(text) || /^\d{3,}$/.test(phrase(text))
  for (const mo of vocabulary.models) {
    for (const text of [mo.label, mo.value]) if (modelName(text)) add(text, 'model', mo.value)
  }
  // A model slug's first part stands for it when no other model starts so ("megane", not "model").
  const firsts = new Map<string, string[]>()
  for (const mo of vocabulary.models) {
    const first = mo.value.split('-')[0] ?? ''
    if (first !== mo.value && first.length >= 3 && /\p{L}/u.test(first)) firsts.set(first, [...(firsts.get(first) ?? []), mo.value])
  }
  for (const [first, values] of firsts)
    if (values.length === 1 && values[0] !== undefined && !vocabulary.models.some((mo) => mo.value === first)) add(first, 'model', values[0])
  for (const l of vocabulary.locations) {
    add(l.town, 'location', l.slug)
    add(l.postcode, 'location', l.slug)
  }
  return table
}

/** Phrases are at most this many words ("cla shooting brake med eq teknologi" is not typed; "renault 5 e tech" may be). */
const longestPhrase = 4

export function readVocabularyWords(text: string, vocabulary: StockTextVocabulary): VocabularyFilters {
  const table = phraseTable(vocabulary)
  const words = text.split(/\s+/).filter(Boolean)
  const found: Record<Kind, string[]> = { brand: [], model: [], location: [] }
  const kept: string[] = []
  for (let i = 0; i < words.length;) {
    let match: { length: number; kind: Kind; values: string[] } | null = null
    for (let n = Math.min(longestPhrase, words.length - i); n >= 1 && !match; n--) {
      const entry = table.get(phrase(words.slice(i, i + n).join(' ')))
      if (entry) match = { length: n, ...entry }
    }
    if (match) {
      found[match.kind].push(...match.values)
      i += match.length
    } else {
      kept.push(words[i] as string)
      i++
    }
  }
  const out: VocabularyFilters = { rest: kept.length ? kept.join(' ') : undefined }
  for (const kind of ['brand', 'model', 'location'] as const) if (found[kind].length) out[kind] = [...new Set(found[kind])].sort()
  return out
}
