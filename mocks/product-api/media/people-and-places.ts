/**
 * Employee portraits and location façades as small SVG drawings (no photos, no
 * external URLs): a neutral head-and-shoulders figure with initials, and a
 * showroom façade with the location's name.
 */
import { hashString } from '../data/random.ts'
import { escapeXml } from './vehicle-drawing.ts'

const backgrounds = ['#dfe6ec', '#e6e1da', '#dde7e0', '#e7dfe5', '#e3e3e3']
const shirts = ['#23344f', '#3a3b3d', '#5b6066', '#2f4b3a', '#1d1f22']
const skins = ['#f1c7a5', '#e0ac86', '#c68d63', '#8d5a3b', '#f6d5bd']
const hairs = ['#2b1f17', '#5a3d28', '#a2784e', '#d9c08a', '#6d6d6d']

export function drawPortrait(name: string): string {
  const h = hashString(name)
  const pick = <T>(list: readonly T[], shift: number): T => list[(h >>> shift) % list.length] as T
  const initials = name
    .split(/\s+/)
    .filter((p) => p.length > 0)
    .map((p) => p[0])
    .filter((c): c is string => c !== undefined)
    .slice(0, 2)
    .join('')
    .toUpperCase()
  const skin = pick(skins, 3)
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 320 400" role="img" aria-label="${escapeXml(`Portræt af ${name}`)}">` +
    `<title>${escapeXml(name)}</title>` +
    `<rect width="320" height="400" fill="${pick(backgrounds, 0)}"/>` +
    `<path d="M40 400Q40 290 160 280Q280 290 280 400Z" fill="${pick(shirts, 6)}"/>` +
    `<path d="M140 262h40v30q-20 12-40 0Z" fill="${skin}"/>` +
    `<ellipse cx="160" cy="190" rx="62" ry="76" fill="${skin}"/>` +
    `<path d="M98 182Q96 110 160 106Q226 108 222 182Q214 138 160 136Q108 138 98 182Z" fill="${pick(hairs, 9)}"/>` +
    `<text x="300" y="388" text-anchor="end" font-family="system-ui,sans-serif" font-size="28" font-weight="600" fill="#fff" opacity=".85">${escapeXml(initials)}</text>` +
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
