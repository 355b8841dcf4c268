import { between, mix, r1, shade, tint, type Rng } from './media.svg'

/**
 * Botanical decoration drawn around the packages. Each drawing starts at a base point and grows
 * in a direction (degrees, 0 = right, -90 = up), so a composition only places and scales them.
 */
export type Botanical = 'sprig' | 'olive' | 'rosemary' | 'eucalyptus' | 'lavender' | 'rose' | 'daisy' | 'calendula' | 'citrus' | 'aloe'

const RULES: [RegExp, Botanical][] = [
  [/lavand|lavender/i, 'lavender'],
  [/\brosa\b|\brose(?!mary)|rosehip/i, 'rose'],
  [/rosemary|rosmarinus/i, 'rosemary'],
  [/citrus|lemon|orange|grapefruit|bergamot|lime\b|ascorb|vitamin c/i, 'citrus'],
  [/calendula|marigold|curcuma|turmeric/i, 'calendula'],
  [/chamomil|matricaria|bellis|arnica|daisy/i, 'daisy'],
  [/aloe/i, 'aloe'],
  [/eucalypt|mentha|peppermint|\bmint/i, 'eucalyptus'],
  [/olea europaea|olive|argan|jojoba|simmondsia|butyrospermum|shea/i, 'olive'],
]

/** The plant a product's name or first ingredients suggest; a seeded pick among the leafy ones otherwise. */
export function botanicalFor(name: string, inci: string[], rng: Rng): Botanical {
  const text = `${name} ${inci.slice(0, 8).join(' ')}`
  for (const [re, b] of RULES) if (re.test(text)) return b
  const leafy: Botanical[] = ['sprig', 'olive', 'eucalyptus', 'sprig']
  return leafy[Math.floor(rng() * leafy.length)]!
}

export interface Palette {
  leaf: string
  leafDark: string
  bloom: string
  bloomDark: string
  heart: string
}

/** Greens harmonised with the package colour, and bloom colours true to the plant. */
export function paletteFor(b: Botanical, packageColor: string): Palette {
  const leaf = mix('#7f9f78', packageColor, 0.18)
  const base = { leaf, leafDark: shade(leaf, 0.3), heart: '#e8b53c' }
  switch (b) {
    case 'lavender':
      return { ...base, bloom: '#9b86c9', bloomDark: '#6f5aa6' }
    case 'rose':
      return { ...base, bloom: '#eeaab0', bloomDark: '#d47f8b', heart: '#f1cf6b' }
    case 'daisy':
      return { ...base, bloom: '#fffdf6', bloomDark: '#e9e2d0', heart: '#f0b833' }
    case 'calendula':
      return { ...base, bloom: '#f4a53b', bloomDark: '#e07f1f', heart: '#b5651d' }
    case 'citrus':
      return { ...base, bloom: '#f6c24c', bloomDark: '#e59a22', heart: '#fff3c7' }
    case 'eucalyptus':
      return { ...base, leaf: mix('#8fb0a6', packageColor, 0.12), leafDark: '#5f8179', bloom: '#fff', bloomDark: '#ddd' }
    case 'aloe':
      return { ...base, leaf: '#86ad7c', leafDark: '#56804f', bloom: '#fff', bloomDark: '#ddd' }
    default:
      return { ...base, bloom: '#fff', bloomDark: '#ddd' }
  }
}

const rad = (deg: number) => (deg * Math.PI) / 180

/** A pointed leaf along +x, length 1 and the given relative width, with a midrib. */
function leaf(len: number, width: number, fill: string, rib: string, t: string): string {
  const w = (width * len) / 2
  const body = `M0 0C${r1(len * 0.28)} ${r1(-w * 1.25)} ${r1(len * 0.72)} ${r1(-w * 1.1)} ${r1(len)} 0C${r1(len * 0.7)} ${r1(w * 1.1)} ${r1(len * 0.3)} ${r1(w * 1.2)} 0 0Z`
  return `<g transform="${t}"><path d="${body}" fill="${fill}"/><path d="M${r1(len * 0.04)} 0Q${r1(len * 0.5)} ${r1(-w * 0.12)} ${r1(len * 0.92)} 0" stroke="${rib}" stroke-width="${r1(Math.max(1, len * 0.025))}" fill="none" stroke-linecap="round" opacity=".55"/></g>`
}

interface Stem {
  d: string
  at(t: number): { x: number; y: number; angle: number }
}

/** A gently bent stem from (x, y) growing `len` px towards `angle` degrees. */
function stem(x: number, y: number, angle: number, len: number, bend: number): Stem {
  const ex = x + Math.cos(rad(angle)) * len
  const ey = y + Math.sin(rad(angle)) * len
  const cx = (x + ex) / 2 + Math.cos(rad(angle + 90)) * bend
  const cy = (y + ey) / 2 + Math.sin(rad(angle + 90)) * bend
  return {
    d: `M${r1(x)} ${r1(y)}Q${r1(cx)} ${r1(cy)} ${r1(ex)} ${r1(ey)}`,
    at(t) {
      const u = 1 - t
      const px = u * u * x + 2 * u * t * cx + t * t * ex
      const py = u * u * y + 2 * u * t * cy + t * t * ey
      const dx = 2 * u * (cx - x) + 2 * t * (ex - cx)
      const dy = 2 * u * (cy - y) + 2 * t * (ey - cy)
      return { x: px, y: py, angle: (Math.atan2(dy, dx) * 180) / Math.PI }
    },
  }
}

export interface Placement {
  x: number
  y: number
  angle: number
  /** Stem length in px */
  size: number
  opacity?: number
}

/** One botanical element at a placement. */
export function drawBotanical(kind: Botanical, p: Placement, pal: Palette, rng: Rng): string {
  const body = (() => {
    switch (kind) {
      case 'lavender':
        return lavender(p, pal, rng)
      case 'eucalyptus':
        return eucalyptus(p, pal, rng)
      case 'rose':
      case 'daisy':
      case 'calendula':
        return flowerStem(kind, p, pal, rng)
      case 'citrus':
        return citrus(p, pal, rng)
      case 'aloe':
        return aloe(p, pal, rng)
      case 'olive':
        return leafySprig(p, pal, rng, 0.26)
      case 'rosemary':
        return leafySprig(p, pal, rng, 0.12, 13)
      default:
        return leafySprig(p, pal, rng, 0.42)
    }
  })()
  return p.opacity !== undefined && p.opacity < 1 ? `<g opacity="${p.opacity}">${body}</g>` : body
}

function leafySprig(p: Placement, pal: Palette, rng: Rng, width: number, n = 7): string {
  const s = stem(p.x, p.y, p.angle, p.size, between(rng, -0.12, 0.12) * p.size)
  let out = `<path d="${s.d}" stroke="${pal.leafDark}" stroke-width="${r1(p.size * 0.012 + 1.2)}" fill="none" stroke-linecap="round"/>`
  for (let i = 0; i < n; i++) {
    const t = 0.18 + (i / n) * 0.78
    const at = s.at(t)
    const side = i % 2 === 0 ? 1 : -1
    const len = p.size * (0.3 - t * 0.14) * between(rng, 0.85, 1.1)
    const fill = i % 3 === 0 ? pal.leafDark : mix(pal.leaf, pal.leafDark, rng() * 0.35)
    out += leaf(len, width, fill, tint(pal.leaf, 0.6), `translate(${r1(at.x)} ${r1(at.y)}) rotate(${r1(at.angle + side * between(rng, 34, 48))})`)
  }
  const tip = s.at(1)
  out += leaf(p.size * 0.17, width, pal.leaf, tint(pal.leaf, 0.6), `translate(${r1(tip.x)} ${r1(tip.y)}) rotate(${r1(tip.angle)})`)
  return out
}

function eucalyptus(p: Placement, pal: Palette, rng: Rng): string {
  const s = stem(p.x, p.y, p.angle, p.size, between(rng, -0.15, 0.15) * p.size)
  let out = `<path d="${s.d}" stroke="${shade(pal.leafDark, 0.1)}" stroke-width="${r1(p.size * 0.01 + 1)}" fill="none"/>`
  for (let i = 0; i < 6; i++) {
    const t = 0.16 + i * 0.15
    const at = s.at(Math.min(t, 0.98))
    const rr = p.size * (0.085 - t * 0.035)
    for (const side of [1, -1]) {
      const a = rad(at.angle + side * 70)
      const cx = at.x + Math.cos(a) * rr * 0.95
      const cy = at.y + Math.sin(a) * rr * 0.95
      const fill = mix(pal.leaf, '#b9cfc7', rng() * 0.45)
      out += `<ellipse cx="${r1(cx)}" cy="${r1(cy)}" rx="${r1(rr)}" ry="${r1(rr * 0.9)}" fill="${fill}" transform="rotate(${r1(at.angle)} ${r1(cx)} ${r1(cy)})"/>`
    }
  }
  return out
}

function lavender(p: Placement, pal: Palette, rng: Rng): string {
  let out = ''
  for (let k = -1; k <= 1; k++) {
    const s = stem(p.x, p.y, p.angle + k * 9 + between(rng, -3, 3), p.size * (1 - Math.abs(k) * 0.12), between(rng, -0.06, 0.06) * p.size)
    out += `<path d="${s.d}" stroke="${pal.leafDark}" stroke-width="${r1(p.size * 0.008 + 1)}" fill="none" stroke-linecap="round"/>`
    for (let i = 0; i < 11; i++) {
      const t = 0.55 + i * 0.043
      const at = s.at(t)
      const rr = p.size * 0.022 * (1 - i * 0.035)
      for (const side of [1, -1]) {
        const a = rad(at.angle + side * 62)
        const cx = at.x + Math.cos(a) * rr * 0.8
        const cy = at.y + Math.sin(a) * rr * 0.8
        const fill = (i + (side > 0 ? 1 : 0)) % 3 === 0 ? pal.bloomDark : pal.bloom
        out += `<ellipse cx="${r1(cx)}" cy="${r1(cy)}" rx="${r1(rr * 1.25)}" ry="${r1(rr * 0.8)}" fill="${fill}" transform="rotate(${r1(at.angle + side * 30)} ${r1(cx)} ${r1(cy)})"/>`
      }
    }
  }
  return out
}

/** Petals for one flower head centred at (x, y). */
export function flowerHead(kind: 'rose' | 'daisy' | 'calendula', x: number, y: number, r: number, pal: Palette, rng: Rng, rotation = 0): string {
  const count = kind === 'rose' ? 5 : kind === 'daisy' ? 14 : 18
  const pw = kind === 'rose' ? 0.62 : 0.2
  let out = ''
  const start = rotation + rng() * 40
  for (const layer of kind === 'calendula' ? [1, 0.72] : [1]) {
    for (let i = 0; i < count; i++) {
      const a = start + (360 / count) * i + (layer < 1 ? 180 / count : 0)
      const len = r * layer
      const w = len * pw
      const fill = layer < 1 ? pal.bloomDark : mix(pal.bloom, pal.bloomDark, i % 2 ? 0.25 : 0)
      const d = kind === 'rose'
        ? `M0 0C${r1(len * 0.1)} ${r1(-w)} ${r1(len * 1.05)} ${r1(-w * 1.15)} ${r1(len)} 0C${r1(len * 1.05)} ${r1(w * 1.15)} ${r1(len * 0.1)} ${r1(w)} 0 0Z`
        : `M0 0C${r1(len * 0.3)} ${r1(-w)} ${r1(len * 0.9)} ${r1(-w)} ${r1(len)} 0C${r1(len * 0.9)} ${r1(w)} ${r1(len * 0.3)} ${r1(w)} 0 0Z`
      out += `<path d="${d}" fill="${fill}" transform="translate(${r1(x)} ${r1(y)}) rotate(${r1(a)})"/>`
    }
  }
  const heart = kind === 'rose' ? r * 0.26 : r * 0.3
  out += `<circle cx="${r1(x)}" cy="${r1(y)}" r="${r1(heart)}" fill="${pal.heart}"/>`
  out += `<circle cx="${r1(x - heart * 0.25)}" cy="${r1(y - heart * 0.25)}" r="${r1(heart * 0.45)}" fill="#ffffff" opacity=".25"/>`
  if (kind === 'rose') {
    for (let i = 0; i < 9; i++) {
      const a = rad(i * 40)
      out += `<circle cx="${r1(x + Math.cos(a) * heart * 1.1)}" cy="${r1(y + Math.sin(a) * heart * 1.1)}" r="${r1(r * 0.035)}" fill="${shade(pal.heart, 0.2)}"/>`
    }
  }
  return out
}

function flowerStem(kind: 'rose' | 'daisy' | 'calendula', p: Placement, pal: Palette, rng: Rng): string {
  const s = stem(p.x, p.y, p.angle, p.size, between(rng, -0.1, 0.1) * p.size)
  let out = `<path d="${s.d}" stroke="${pal.leafDark}" stroke-width="${r1(p.size * 0.013 + 1.2)}" fill="none" stroke-linecap="round"/>`
  for (const [t, side] of [[0.35, 1], [0.55, -1]] as const) {
    const at = s.at(t)
    out += leaf(p.size * 0.24, 0.42, pal.leaf, tint(pal.leaf, 0.6), `translate(${r1(at.x)} ${r1(at.y)}) rotate(${r1(at.angle + side * 42)})`)
  }
  const tip = s.at(1)
  out += flowerHead(kind, tip.x, tip.y, p.size * (kind === 'rose' ? 0.2 : 0.18), pal, rng, tip.angle)
  return out
}

/** A citrus twig: glossy leaves and white orange blossoms at its end. */
function citrus(p: Placement, pal: Palette, rng: Rng): string {
  const s = stem(p.x, p.y, p.angle, p.size * 0.9, between(rng, -0.1, 0.1) * p.size)
  let out = `<path d="${s.d}" stroke="${pal.leafDark}" stroke-width="${r1(p.size * 0.013 + 1.2)}" fill="none" stroke-linecap="round"/>`
  for (const [t, side] of [[0.26, 1], [0.42, -1], [0.58, 1], [0.74, -1]] as const) {
    const at = s.at(t)
    out += leaf(p.size * 0.27, 0.5, t > 0.5 ? pal.leaf : pal.leafDark, tint(pal.leaf, 0.6), `translate(${r1(at.x)} ${r1(at.y)}) rotate(${r1(at.angle + side * 44)})`)
  }
  const blossom = { ...pal, bloom: '#fffdf7', bloomDark: '#f1eadb', heart: '#f2c14e' }
  const tip = s.at(1)
  out += flowerHead('rose', tip.x, tip.y, p.size * 0.1, blossom, rng, tip.angle)
  const side = s.at(0.86)
  const bx = side.x + Math.cos(rad(side.angle - 50)) * p.size * 0.09
  const by = side.y + Math.sin(rad(side.angle - 50)) * p.size * 0.09
  out += `<path d="M${r1(side.x)} ${r1(side.y)}L${r1(bx)} ${r1(by)}" stroke="${pal.leafDark}" stroke-width="1.5"/>`
    + `<ellipse cx="${r1(bx)}" cy="${r1(by)}" rx="${r1(p.size * 0.025)}" ry="${r1(p.size * 0.04)}" fill="#fffaf0" stroke="#eadfca" transform="rotate(${r1(side.angle + 40)} ${r1(bx)} ${r1(by)})"/>`
  return out
}

/** A citrus slice seen from above: rind, pith and segments. */
export function citrusSlice(x: number, y: number, r: number, pal: Palette, rng: Rng, squash = 1): string {
  let out = `<circle cx="0" cy="0" r="${r1(r)}" fill="${pal.bloomDark}"/><circle cx="0" cy="0" r="${r1(r * 0.9)}" fill="${pal.heart}"/>`
  const seg = 10
  const turn = rng() * 36
  for (let i = 0; i < seg; i++) {
    const a0 = rad(turn + (360 / seg) * i + 3)
    const a1 = rad(turn + (360 / seg) * (i + 1) - 3)
    const rr = r * 0.8
    const ri = r * 0.1
    out += `<path d="M${r1(Math.cos(a0) * ri)} ${r1(Math.sin(a0) * ri)}L${r1(Math.cos(a0) * rr)} ${r1(Math.sin(a0) * rr)}A${r1(rr)} ${r1(rr)} 0 0 1 ${r1(Math.cos(a1) * rr)} ${r1(Math.sin(a1) * rr)}Z" fill="${pal.bloom}" stroke="${pal.bloom}" stroke-width="1" stroke-linejoin="round"/>`
  }
  return `<g transform="translate(${r1(x)} ${r1(y)}) scale(1 ${squash})">${out}</g>`
}

function aloe(p: Placement, pal: Palette, rng: Rng): string {
  let out = ''
  for (let k = -2; k <= 2; k++) {
    const a = rad(p.angle + k * 16 + between(rng, -4, 4))
    const len = p.size * (1 - Math.abs(k) * 0.16)
    const w = p.size * 0.07
    const ex = p.x + Math.cos(a) * len
    const ey = p.y + Math.sin(a) * len
    const nx = -Math.sin(a)
    const ny = Math.cos(a)
    const bend = k * p.size * 0.06
    const cx = (p.x + ex) / 2 + nx * bend
    const cy = (p.y + ey) / 2 + ny * bend
    const fill = Math.abs(k) === 1 ? pal.leafDark : pal.leaf
    out += `<path d="M${r1(p.x - nx * w)} ${r1(p.y - ny * w)}Q${r1(cx - nx * w)} ${r1(cy - ny * w)} ${r1(ex)} ${r1(ey)}Q${r1(cx + nx * w)} ${r1(cy + ny * w)} ${r1(p.x + nx * w)} ${r1(p.y + ny * w)}Z" fill="${fill}"/>`
    out += `<path d="M${r1(p.x)} ${r1(p.y)}Q${r1(cx)} ${r1(cy)} ${r1(ex)} ${r1(ey)}" stroke="${tint(pal.leaf, 0.45)}" stroke-width="1.5" fill="none" opacity=".5"/>`
  }
  return out
}

/** A loose petal or small leaf lying on the ground. */
export function fallenPiece(kind: Botanical, x: number, y: number, size: number, pal: Palette, angle: number): string {
  if (kind === 'rose' || kind === 'daisy' || kind === 'calendula' || kind === 'lavender') {
    const w = size * (kind === 'rose' ? 0.55 : 0.22)
    const fill = kind === 'lavender' ? pal.bloomDark : pal.bloom
    return `<path d="M0 0C${r1(size * 0.1)} ${r1(-w)} ${r1(size)} ${r1(-w)} ${r1(size)} 0C${r1(size)} ${r1(w)} ${r1(size * 0.1)} ${r1(w)} 0 0Z" fill="${fill}" transform="translate(${r1(x)} ${r1(y)}) rotate(${r1(angle)}) scale(1 .55)"/>`
  }
  if (kind === 'citrus') return citrusSlice(x, y, size * 0.5, pal, () => 0.5, 0.5)
  if (kind === 'eucalyptus') {
    return `<ellipse cx="${r1(x)}" cy="${r1(y)}" rx="${r1(size * 0.5)}" ry="${r1(size * 0.25)}" fill="${pal.leaf}" transform="rotate(${r1(angle / 4)} ${r1(x)} ${r1(y)})"/>`
  }
  return leaf(size, 0.4, pal.leaf, tint(pal.leaf, 0.6), `translate(${r1(x)} ${r1(y)}) rotate(${r1(angle)}) scale(1 .5)`)
}
