import type { ProductArt } from './media.types'
import { botanicalFor, paletteFor, type Botanical, type Palette } from './media.botanicals'
import { GROUND } from './media.packages'
import { escapeXml, hashString, inkOn, luminance, rngFrom, safeColor, tint, type Rng } from './media.svg'

export const PRODUCT_SIZE = 800

/** What every product view shares: colours, the plant, and a PRNG seeded by the product id. */
export interface ProductScene {
  art: ProductArt
  color: string
  accent: string
  content: string
  /** The colour the background is tinted from: the package, unless it is near white */
  base: string
  ink: string
  plant: Botanical
  palette: Palette
  rng: Rng
}

export function productScene(art: ProductArt): ProductScene {
  const rng = rngFrom(hashString(art.id))
  const color = safeColor(art.style.color, '#d9cbb8')
  const accent = safeColor(art.style.accent, '#6d7f5d')
  const content = safeColor(art.style.content, '#f4ede2')
  const base = luminance(color) > 0.78 ? accent : color
  const plant = botanicalFor(art.name, art.inci, rng)
  return { art, color, accent, content, base, ink: inkOn(accent), plant, palette: paletteFor(plant, base), rng }
}

export function svgDocument(width: number, height: number, title: string, defs: string, body: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img">`
    + `<title>${escapeXml(title)}</title><defs>${defs}</defs>${body}</svg>`
}

/** The studio backdrop: a tinted wall, a soft light behind the subject and a table top. */
export function backdrop(s: ProductScene): { defs: string; body: string } {
  const defs = `<linearGradient id="bg" x1="0" y1="0" x2=".35" y2="1"><stop offset="0" stop-color="${tint(s.base, 0.9)}"/><stop offset="1" stop-color="${tint(s.base, 0.72)}"/></linearGradient>`
    + `<radialGradient id="glow"><stop offset="0" stop-color="#fff" stop-opacity=".75"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></radialGradient>`
    + `<linearGradient id="table" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${tint(s.base, 0.66)}"/><stop offset="1" stop-color="${tint(s.base, 0.8)}"/></linearGradient>`
  const body = `<rect width="800" height="800" fill="url(#bg)"/><circle cx="380" cy="390" r="330" fill="url(#glow)"/>`
    + `<rect y="${GROUND - 10}" width="800" height="${800 - GROUND + 10}" fill="url(#table)"/>`
    + `<rect y="${GROUND - 10}" width="800" height="2" fill="#fff" opacity=".35"/>`
  return { defs, body }
}

