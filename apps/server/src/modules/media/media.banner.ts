import type { BannerArt } from './media.types'
import { flowerHead, paletteFor } from './media.botanicals'
import { svgDocument } from './media.scene'
import { between, hashString, mix, r1, rngFrom, safeColor, shade, smoothClosed, softFilter, tint, type Point, type Rng } from './media.svg'

/**
 * Wide home-page banners. The storefront lays the title over the left side, so the left ~45% stays
 * calm (gradient and light only) and the motif gathers on the right.
 */
export const BANNER_WIDTH = 1600
const W = BANNER_WIDTH
const H = 600

interface BannerScene {
  color: string
  accent: string
  content: string
  green: string
  rng: Rng
}

/** A big leaf with side veins, growing from its base towards `angle`. */
function bigLeaf(x: number, y: number, angle: number, len: number, width: number, fill: string, vein: string): string {
  const w = (len * width) / 2
  let d = `<path d="M0 0C${r1(len * 0.25)} ${r1(-w * 1.3)} ${r1(len * 0.75)} ${r1(-w * 1.1)} ${r1(len)} 0C${r1(len * 0.72)} ${r1(w * 1.15)} ${r1(len * 0.25)} ${r1(w * 1.25)} 0 0Z" fill="${fill}"/>`
  d += `<path d="M0 0Q${r1(len * 0.5)} ${r1(-w * 0.08)} ${r1(len * 0.96)} 0" stroke="${vein}" stroke-width="2.2" fill="none" opacity=".6"/>`
  for (let k = 1; k <= 6; k++) {
    const t = k / 7.4
    const edge = Math.sin(Math.PI * Math.min(1, t + 0.12)) * w * 0.95
    for (const side of [-1, 1]) {
      d += `<path d="M${r1(len * t)} 0Q${r1(len * (t + 0.06))} ${r1(side * edge * 0.55)} ${r1(len * (t + 0.14))} ${r1(side * edge * 0.85)}" stroke="${vein}" stroke-width="1.3" fill="none" opacity=".4"/>`
    }
  }
  return `<g transform="translate(${r1(x)} ${r1(y)}) rotate(${r1(angle)})">${d}</g>`
}

function leaves(s: BannerScene): string {
  const { rng, green } = s
  const tones = [green, shade(green, 0.22), mix(green, s.color, 0.35), tint(green, 0.18), shade(green, 0.1)]
  const items: string[] = []
  const plan: [number, number, number, number][] = [
    [1480, 660, -128, 520], [1330, 680, -104, 470], [1620, 620, -150, 430], [1180, 700, -82, 380],
    [1560, 700, -112, 560], [1420, 720, -140, 360], [1650, 520, -170, 330], [1080, 690, -66, 300],
  ]
  plan.forEach(([x, y, a, len], i) => {
    const fill = tones[i % tones.length]!
    const leaf = bigLeaf(x + between(rng, -20, 20), y, a + between(rng, -6, 6), len, between(rng, 0.3, 0.4), fill, tint(fill, 0.55))
    items.push(`<g opacity=".18" transform="translate(14 20)" filter="url(#soft)">${leaf.replace(/fill="#[0-9a-f]{6}"/g, 'fill="#2b2118"')}</g>${leaf}`)
  })
  for (const [x, a, len] of [[1500, 118, 300], [1390, 82, 240], [1600, 140, 260]] as const) {
    items.push(bigLeaf(x, -30, a + between(rng, -5, 5), len, 0.34, mix(green, s.color, 0.5), tint(green, 0.5)))
  }
  return items.join('')
}

function dropPath(x: number, y: number, r: number): string {
  return `M${r1(x)} ${r1(y - r * 1.55)}C${r1(x + r * 0.3)} ${r1(y - r * 0.95)} ${r1(x + r)} ${r1(y - r * 0.45)} ${r1(x + r)} ${r1(y + r * 0.15)}A${r1(r)} ${r1(r)} 0 0 1 ${r1(x - r)} ${r1(y + r * 0.15)}C${r1(x - r)} ${r1(y - r * 0.45)} ${r1(x - r * 0.3)} ${r1(y - r * 0.95)} ${r1(x)} ${r1(y - r * 1.55)}Z`
}

function drops(s: BannerScene): string {
  const { rng } = s
  let out = ''
  for (let k = 0; k < 6; k++) {
    const rx = 90 + k * 70
    out += `<ellipse cx="1230" cy="520" rx="${rx}" ry="${r1(rx * 0.18)}" fill="none" stroke="#fff" stroke-width="${3 - k * 0.4}" opacity="${r1(0.55 - k * 0.08)}"/>`
  }
  const plan: [number, number, number][] = [[1230, 330, 120], [1440, 190, 62], [1020, 180, 46], [1500, 420, 40], [1110, 430, 28], [1350, 90, 26], [900, 330, 20]]
  for (const [x0, y0, r] of plan) {
    const x = x0 + between(rng, -15, 15)
    const y = y0 + between(rng, -10, 10)
    out += `<path d="${dropPath(x + r * 0.18, y + r * 0.3, r)}" fill="#2b2118" opacity=".14" filter="url(#soft)"/>`
      + `<path d="${dropPath(x, y, r)}" fill="url(#drop)"/>`
      + `<path d="${dropPath(x, y, r)}" fill="none" stroke="#fff" stroke-width="${r1(Math.max(1.5, r * 0.03))}" opacity=".55"/>`
      + `<ellipse cx="${r1(x - r * 0.4)}" cy="${r1(y - r * 0.1)}" rx="${r1(r * 0.18)}" ry="${r1(r * 0.36)}" fill="#fff" opacity=".7" transform="rotate(20 ${r1(x - r * 0.4)} ${r1(y - r * 0.1)})"/>`
      + `<path d="M${r1(x + r * 0.55)} ${r1(y + r * 0.35)}A${r1(r * 0.75)} ${r1(r * 0.75)} 0 0 1 ${r1(x + r * 0.1)} ${r1(y + r * 0.78)}" stroke="#fff" stroke-width="${r1(Math.max(1.5, r * 0.06))}" fill="none" stroke-linecap="round" opacity=".45"/>`
  }
  return out
}

function petals(s: BannerScene): string {
  const { rng } = s
  const pal = { ...paletteFor('rose', s.color), bloom: tint(s.content, 0.35), bloomDark: shade(s.content, 0.06) }
  let out = bigLeaf(1240, 330, -150, 320, 0.36, s.green, tint(s.green, 0.5)) + bigLeaf(1300, 330, 30, 300, 0.36, shade(s.green, 0.15), tint(s.green, 0.5))
    + bigLeaf(1270, 330, 100, 280, 0.36, mix(s.green, s.color, 0.3), tint(s.green, 0.5))
  out += `<circle cx="1290" cy="320" r="220" fill="#2b2118" opacity=".12" filter="url(#soft)"/>`
  out += flowerHead('rose', 1270, 300, 230, pal, rng, -18)
  out += flowerHead('rose', 1540, 560, 120, pal, rng, 10)
  for (let i = 0; i < 16; i++) {
    const x = between(rng, 760, 1600)
    const y = between(rng, 30, 580)
    if (Math.hypot(x - 1270, y - 300) < 250) continue
    const size = between(rng, 26, 54)
    const w = size * 0.55
    out += `<path d="M0 0C${r1(size * 0.1)} ${r1(-w)} ${r1(size)} ${r1(-w)} ${r1(size)} 0C${r1(size)} ${r1(w)} ${r1(size * 0.1)} ${r1(w)} 0 0Z" fill="${i % 3 ? pal.bloom : pal.bloomDark}" opacity="${r1(between(rng, 0.65, 0.95))}" transform="translate(${r1(x)} ${r1(y)}) rotate(${r1(rng() * 360)}) scale(1 ${r1(between(rng, 0.5, 0.9))})"/>`
  }
  return out
}

function waves(s: BannerScene): string {
  const { rng } = s
  const sun = mix(tint(s.accent, 0.45), '#f6d6a4', 0.55)
  let out = `<circle cx="1250" cy="200" r="210" fill="url(#sun)"/><circle cx="1250" cy="200" r="104" fill="${sun}"/>`
  for (let k = 0; k < 6; k++) {
    const base = 250 + k * 62
    const amp = between(rng, 22, 44)
    const len = between(rng, 520, 820)
    const phase = rng() * Math.PI * 2
    const pts: Point[] = []
    for (let x = -40; x <= W + 40; x += 40) pts.push([x, base + Math.sin((x / len) * Math.PI * 2 + phase) * amp])
    const d = `M${pts.map(([x, y]) => `${r1(x)} ${r1(y)}`).join('L')}L${W + 40} ${H + 10}L-40 ${H + 10}Z`
    out += `<linearGradient id="w${k}" x1="0" x2="1" y1="0" y2="0"><stop offset="0" stop-color="${tint(s.color, 0.7 - k * 0.07)}" stop-opacity=".25"/><stop offset=".55" stop-color="${mix(tint(s.color, 0.45 - k * 0.06), s.accent, k * 0.08)}" stop-opacity=".85"/><stop offset="1" stop-color="${mix(s.color, s.accent, k * 0.1)}"/></linearGradient>`
      + `<path d="${d}" fill="url(#w${k})" stroke="#fff" stroke-opacity=".35" stroke-width="2" stroke-linejoin="round"/>`
  }
  return out
}

/** A lotus petal standing on its base, pointing up. */
const lotusPetal = (len: number, w: number) =>
  `M0 0C${r1(w)} ${r1(-len * 0.35)} ${r1(w * 0.6)} ${r1(-len * 0.85)} 0 ${r1(-len)}C${r1(-w * 0.6)} ${r1(-len * 0.85)} ${r1(-w)} ${r1(-len * 0.35)} 0 0Z`

function lotus(s: BannerScene): string {
  const { rng } = s
  const pink = mix('#f2a9bf', s.accent, 0.25)
  let out = `<rect y="400" width="${W}" height="200" fill="url(#water)"/>`
  for (let k = 0; k < 6; k++) {
    const rx = 150 + k * 80
    out += `<ellipse cx="1220" cy="448" rx="${rx}" ry="${r1(rx * 0.13)}" fill="none" stroke="#fff" stroke-width="2" opacity="${r1(0.5 - k * 0.07)}"/>`
  }
  for (const [x, y, rx, notch] of [[960, 520, 150, 20], [1480, 470, 120, -30], [1360, 560, 170, 200]] as const) {
    const ry = rx * 0.26
    out += `<path d="M${x} ${y}L${r1(x + Math.cos(((notch - 12) * Math.PI) / 180) * rx)} ${r1(y + Math.sin(((notch - 12) * Math.PI) / 180) * ry)}A${rx} ${r1(ry)} 0 1 0 ${r1(x + Math.cos(((notch + 12) * Math.PI) / 180) * rx)} ${r1(y + Math.sin(((notch + 12) * Math.PI) / 180) * ry)}Z" fill="${s.green}"/>`
      + `<ellipse cx="${x}" cy="${y}" rx="${r1(rx * 0.7)}" ry="${r1(ry * 0.6)}" fill="#fff" opacity=".08"/>`
  }
  const flower = (opacity: number, flip: boolean) => {
    let f = ''
    const layers: [number, number, number[], string][] = [
      [300, 100, [-62, -40, 40, 62], shade(pink, 0.12)],
      [320, 96, [-24, 24], mix(pink, '#ffffff', 0.1)],
      [300, 110, [-10, 10, 0], tint(pink, 0.3)],
      [220, 80, [-38, 38], tint(pink, 0.45)],
    ]
    for (const [len, w, angles, fill] of layers) {
      for (const a of angles) f += `<path d="${lotusPetal(len, w)}" fill="${fill}" stroke="${shade(pink, 0.2)}" stroke-opacity=".25" transform="rotate(${a + between(rng, -2, 2)})"/>`
    }
    return `<g transform="translate(1220 ${flip ? 452 : 440}) scale(1 ${flip ? -0.35 : 1})" opacity="${opacity}">${f}</g>`
  }
  out += flower(0.18, true) + flower(1, false)
  return out
}

export function renderBannerScene(art: BannerArt): string {
  const rng = rngFrom(hashString(art.id))
  const color = safeColor(art.style.color, '#cdbba4')
  const accent = safeColor(art.style.accent, '#6f8a62')
  const content = safeColor(art.style.content, '#f3ebe0')
  const s: BannerScene = { color, accent, content, green: mix('#7e9f76', color, 0.15), rng }
  const defs = `<linearGradient id="bg" x1="0" y1="0" x2="1" y2=".4"><stop offset="0" stop-color="${tint(color, 0.9)}"/><stop offset=".5" stop-color="${tint(color, 0.78)}"/><stop offset="1" stop-color="${tint(color, 0.55)}"/></linearGradient>`
    + `<radialGradient id="glow"><stop offset="0" stop-color="#fff" stop-opacity=".7"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></radialGradient>`
    + `<radialGradient id="sun"><stop offset="0" stop-color="${tint(accent, 0.7)}" stop-opacity=".9"/><stop offset="1" stop-color="${tint(accent, 0.7)}" stop-opacity="0"/></radialGradient>`
    + `<radialGradient id="drop" cx=".35" cy=".62" r=".85"><stop offset="0" stop-color="#fff" stop-opacity=".95"/><stop offset=".4" stop-color="${tint(content, 0.25)}" stop-opacity=".8"/><stop offset=".85" stop-color="${mix(content, shade(color, 0.2), 0.6)}" stop-opacity=".95"/><stop offset="1" stop-color="${shade(mix(content, color, 0.5), 0.3)}"/></radialGradient>`
    + `<linearGradient id="water" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${mix(tint(color, 0.7), '#a9cbc6', 0.6)}"/><stop offset="1" stop-color="${mix(tint(color, 0.45), '#7fa9a3', 0.6)}"/></linearGradient>`
    + softFilter('soft', 14)
  const motif = { leaves, drops, petals, waves, lotus }[art.style.motif] ?? leaves
  const body = `<rect width="${W}" height="${H}" fill="url(#bg)"/><ellipse cx="1180" cy="300" rx="520" ry="340" fill="url(#glow)"/>`
    + `<path d="${smoothClosed([[-80, 520], [300, 470], [700, 560], [820, 700], [-80, 700]])}" fill="${tint(color, 0.7)}" opacity=".35"/>`
    + motif(s)
  return svgDocument(W, H, art.title, defs, body)
}
