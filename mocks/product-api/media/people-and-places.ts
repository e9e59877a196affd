/**
 * Employee portraits and location façades as small SVG drawings (no photos, no
 * external URLs): a neutral tile with the employee's initials, and a showroom
 * façade with the location's name.
 */
import { hashString } from '../data/random.ts'
import { escapeXml } from './vehicle-drawing.ts'

/** Muted tile colours, each dark enough for white initials (contrast at least 7:1). */
const tiles = ['#23344f', '#2f4b3a', '#5a4030', '#46395c', '#2e4a5a', '#5c3a3a', '#3a3b3d']

function initialsOf(name: string): string {
  const words = name.split(/\s+/).filter((p) => p.length > 0)
  const first = words[0]?.[0] ?? ''
  const last = words.length > 1 ? (words.at(-1)?.[0] ?? '') : ''
  return `${first}${last}`.toLocaleUpperCase('da')
}

/** A neutral portrait: the initials on a coloured tile (no drawn face). */
export function drawPortrait(name: string): string {
  const initials = initialsOf(name)
  const tile = tiles[hashString(name) % tiles.length] as string
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 320 400" role="img" aria-label="${escapeXml(`Portræt af ${name}: initialerne ${initials}`)}">` +
    `<title>${escapeXml(name)}</title>` +
    `<rect width="320" height="400" fill="${tile}"/>` +
    `<text x="160" y="200" dy=".35em" text-anchor="middle" font-family="system-ui,sans-serif" font-size="112" font-weight="600" letter-spacing="4" fill="#fff">${escapeXml(initials)}</text>` +
    `</svg>`
  )
}

export function drawFacade(name: string, brands: readonly string[]): string {
  const signs = brands
    .map(
      (b, i) =>
        `<rect x="${560 + i * 190}" y="150" width="170" height="44" rx="4" fill="#fff" opacity=".92"/><text x="${645 + i * 190}" y="179" text-anchor="middle" font-family="system-ui,sans-serif" font-size="20" fill="#1d1f22">${escapeXml(b)}</text>`,
    )
    .join('')
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1200 675" role="img" aria-label="${escapeXml(`Facaden på ${name}`)}">` +
    `<title>${escapeXml(name)}</title>` +
    `<defs><linearGradient id="s" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#b9d3ea"/><stop offset="1" stop-color="#e8f0f7"/></linearGradient></defs>` +
    `<rect width="1200" height="675" fill="url(#s)"/>` +
    `<rect y="520" width="1200" height="155" fill="#9a9fa4"/>` +
    `<rect x="80" y="130" width="1040" height="390" fill="#2b2e33"/>` +
    `<rect x="80" y="130" width="1040" height="80" fill="#1d1f22"/>` +
    `<text x="110" y="182" font-family="system-ui,sans-serif" font-size="34" font-weight="600" fill="#fff">${escapeXml(name)}</text>` +
    signs +
    Array.from({ length: 6 }, (_, i) => `<rect x="${100 + i * 170}" y="230" width="150" height="270" fill="#8fb2cf" opacity=".75"/>`).join('') +
    `<path d="M0 560H1200" stroke="#fff" stroke-width="4" stroke-dasharray="40 30" opacity=".6"/>` +
    `</svg>`
  )
}
