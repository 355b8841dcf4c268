import type { ArtShape } from './media.types'
import { drawBotanical, fallenPiece } from './media.botanicals'
import { PRODUCT_SIZE, svgDocument, type ProductScene } from './media.scene'
import { between, blob, escapeXml, fitLine, fitText, luminance, mix, r1, SERIF, shade, smoothClosed, softFilter, tint, type Point } from './media.svg'

/* ---- Texture: the product itself, seen from above on a stone-coloured surface ---- */

type Texture = 'cream' | 'liquid' | 'oil' | 'lather' | 'powder'

const TEXTURE_OF: Record<ArtShape, Texture> = {
  jar: 'cream', tube: 'cream', pump: 'cream', tin: 'cream', box: 'cream',
  bottle: 'liquid', spray: 'liquid', dropper: 'oil', bar: 'lather', pouch: 'powder',
}

function flatBackdrop(s: ProductScene): { defs: string; body: string } {
  const defs = `<radialGradient id="bg" cx=".45" cy=".42" r=".75"><stop offset="0" stop-color="${tint(s.base, 0.92)}"/><stop offset="1" stop-color="${tint(s.base, 0.7)}"/></radialGradient>`
  return { defs, body: `<rect width="800" height="800" fill="url(#bg)"/>` }
}

/** A finger-swiped smear: thick and round where it started, thinning towards its end. */
function cream(s: ProductScene): string {
  const { content, rng } = s
  const P = [[180, 430], [340, 370], [470, 500], [640, 410]] as const
  const c = (t: number): Point => {
    const u = 1 - t
    return [
      u ** 3 * P[0][0] + 3 * u * u * t * P[1][0] + 3 * u * t * t * P[2][0] + t ** 3 * P[3][0],
      u ** 3 * P[0][1] + 3 * u * u * t * P[1][1] + 3 * u * t * t * P[2][1] + t ** 3 * P[3][1],
    ]
  }
  const normal = (t: number): Point => {
    const [x0, y0] = c(Math.max(0, t - 0.01))
    const [x1, y1] = c(Math.min(1, t + 0.01))
    const len = Math.hypot(x1 - x0, y1 - y0) || 1
    return [-(y1 - y0) / len, (x1 - x0) / len]
  }
  const width = (t: number) => 92 * (1 - 0.5 * t)
  const left: Point[] = []
  const right: Point[] = []
  const N = 12
  for (let i = 0; i <= N; i++) {
    const t = i / N
    const [x, y] = c(t)
    const [nx, ny] = normal(t)
    const w = width(t) * (1 + (rng() - 0.5) * 0.05)
    left.push([x + nx * w, y + ny * w])
    right.unshift([x - nx * w, y - ny * w])
  }
  const [sx, sy] = c(0)
  const [ex, ey] = c(1)
  const [tx, ty] = c(0.03)
  const tl = Math.hypot(tx - sx, ty - sy) || 1
  const head: Point = [sx - ((tx - sx) / tl) * 88, sy - ((ty - sy) / tl) * 88]
  const [ux, uy] = c(0.97)
  const ul = Math.hypot(ex - ux, ey - uy) || 1
  const tail: Point = [ex + ((ex - ux) / ul) * 40, ey + ((ey - uy) / ul) * 40]
  const outline = smoothClosed([...left, tail, ...right, head])
  let ridges = ''
  for (const off of [-0.55, -0.2, 0.2, 0.55]) {
    const pts = Array.from({ length: 11 }, (_, i) => {
      const t = 0.05 + i * 0.088
      const [x, y] = c(t)
      const [nx, ny] = normal(t)
      return `${r1(x + nx * width(t) * off)} ${r1(y + ny * width(t) * off)}`
    })
    ridges += `<path d="M${pts.join('L')}" stroke="${off < 0 ? '#fff' : shade(content, 0.14)}" stroke-width="${off < 0 ? 6 : 3.5}" fill="none" stroke-linejoin="round" stroke-linecap="round" opacity="${off < 0 ? 0.45 : 0.3}" filter="url(#blur2)"/>`
  }
  return `<path d="${outline}" fill="#3a2c20" opacity=".2" transform="translate(10 18)" filter="url(#blur12)"/>`
    + `<path d="${outline}" fill="url(#stuff)"/>${ridges}`
    + `<ellipse cx="${r1(sx - 10)}" cy="${r1(sy - 38)}" rx="56" ry="20" fill="#fff" opacity=".5" transform="rotate(-30 ${r1(sx - 10)} ${r1(sy - 38)})" filter="url(#blur6)"/>`
    + drop(640, 560, 26) + drop(690, 520, 12)
}

function drop(x: number, y: number, r: number, alpha = 1): string {
  return `<circle cx="${r1(x + r * 0.15)}" cy="${r1(y + r * 0.3)}" r="${r1(r)}" fill="#3a2c20" opacity="${0.18 * alpha}" filter="url(#blur6)"/>`
    + `<circle cx="${r1(x)}" cy="${r1(y)}" r="${r1(r)}" fill="url(#drop)" opacity="${alpha}"/>`
    + `<ellipse cx="${r1(x - r * 0.35)}" cy="${r1(y - r * 0.38)}" rx="${r1(r * 0.32)}" ry="${r1(r * 0.2)}" fill="#fff" opacity=".75" transform="rotate(-35 ${r1(x - r * 0.35)} ${r1(y - r * 0.38)})"/>`
}

function liquid(s: ProductScene, oil: boolean): string {
  const { rng } = s
  const pool = blob(410, 450, oil ? 180 : 230, oil ? 130 : 160, rng, 10, 0.14)
  let out = `<path d="${pool}" fill="#3a2c20" opacity=".16" transform="translate(8 16)" filter="url(#blur12)"/>`
    + `<path d="${pool}" fill="url(#stuff)" opacity="${oil ? 0.9 : 0.95}"/>`
    + `<path d="${pool}" fill="none" stroke="${shade(s.content, 0.25)}" stroke-width="3" opacity=".3"/>`
    + `<path d="M${oil ? 300 : 250} 400Q${oil ? 360 : 320} 330 ${oil ? 460 : 440} 336" stroke="#fff" stroke-width="14" fill="none" stroke-linecap="round" opacity=".5" filter="url(#blur6)"/>`
  const drops: [number, number, number][] = oil
    ? [[620, 250, 30], [660, 330, 16], [212, 610, 22], [620, 620, 12]]
    : [[630, 240, 34], [676, 318, 18], [188, 640, 26], [640, 640, 15], [240, 240, 12]]
  for (const [x, y, r] of drops) out += drop(x + between(rng, -8, 8), y + between(rng, -8, 8), r)
  if (oil) {
    for (let i = 0; i < 7; i++) {
      const x = between(rng, 320, 500)
      const y = between(rng, 390, 520)
      out += `<circle cx="${r1(x)}" cy="${r1(y)}" r="${r1(between(rng, 3, 9))}" fill="none" stroke="#fff" stroke-width="1.5" opacity=".55"/>`
    }
    out += `<path d="M400 120C412 150 430 170 430 192A30 30 0 0 1 370 192C370 170 388 150 400 120Z" fill="url(#drop)"/>`
      + `<ellipse cx="388" cy="186" rx="7" ry="11" fill="#fff" opacity=".7"/>`
  }
  return out
}

function lather(s: ProductScene): string {
  const { rng, content } = s
  const base = blob(400, 450, 250, 170, rng, 11, 0.12)
  let out = `<path d="${base}" fill="#3a2c20" opacity=".15" transform="translate(8 16)" filter="url(#blur12)"/>`
    + `<path d="${base}" fill="${tint(content, 0.8)}"/>`
  const bubbles: [number, number, number][] = []
  for (let i = 0; i < 70; i++) {
    const a = rng() * Math.PI * 2
    const d = Math.sqrt(rng())
    bubbles.push([400 + Math.cos(a) * d * 230, 450 + Math.sin(a) * d * 150, between(rng, 10, 44) * (1.1 - d * 0.5)])
  }
  bubbles.sort((a, b) => a[2] - b[2])
  for (const [x, y, r] of bubbles) {
    out += `<circle cx="${r1(x)}" cy="${r1(y)}" r="${r1(r)}" fill="url(#bubble)" stroke="#fff" stroke-width="1.4" stroke-opacity=".85"/>`
      + `<path d="M${r1(x - r * 0.55)} ${r1(y - r * 0.2)}A${r1(r * 0.6)} ${r1(r * 0.6)} 0 0 1 ${r1(x - r * 0.1)} ${r1(y - r * 0.6)}" stroke="#fff" stroke-width="${r1(Math.max(1.2, r * 0.1))}" fill="none" stroke-linecap="round" opacity=".8"/>`
  }
  return out
}

function powder(s: ProductScene): string {
  const { rng, content } = s
  const heap = smoothClosed([[170, 560], [260, 470], [350, 360], [420, 340], [500, 400], [610, 500], [660, 570], [420, 600]])
  let out = `<ellipse cx="420" cy="585" rx="270" ry="46" fill="#3a2c20" opacity=".2" filter="url(#blur12)"/>`
    + `<path d="${heap}" fill="url(#heap)"/>`
  for (let i = 0; i < 240; i++) {
    const x = between(rng, 180, 650)
    const y = between(rng, 350, 600)
    out += `<circle cx="${r1(x)}" cy="${r1(y)}" r="${r1(between(rng, 0.8, 2.4))}" fill="${rng() < 0.5 ? shade(content, 0.25) : tint(content, 0.5)}" opacity=".6"/>`
  }
  for (let i = 0; i < 60; i++) {
    out += `<circle cx="${r1(between(rng, 120, 720))}" cy="${r1(between(rng, 590, 700))}" r="${r1(between(rng, 1, 3))}" fill="${content}" opacity=".8"/>`
  }
  out += `<path d="M370 366Q420 330 480 380" stroke="#fff" stroke-width="16" fill="none" stroke-linecap="round" opacity=".35" filter="url(#blur6)"/>`
  return out
}

export function textureScene(s: ProductScene): string {
  const bd = flatBackdrop(s)
  const { content, rng, plant, palette } = s
  const kind = TEXTURE_OF[s.art.style.shape] ?? 'cream'
  const defs = bd.defs + softFilter('blur12', 12) + softFilter('blur6', 6) + softFilter('blur2', 1.6)
    + `<radialGradient id="stuff" cx=".4" cy=".35" r=".8"><stop offset="0" stop-color="${tint(content, 0.35)}"/><stop offset=".55" stop-color="${content}"/><stop offset="1" stop-color="${shade(content, 0.12)}"/></radialGradient>`
    + `<radialGradient id="drop" cx=".38" cy=".35" r=".75"><stop offset="0" stop-color="${tint(content, 0.55)}"/><stop offset=".7" stop-color="${content}"/><stop offset="1" stop-color="${shade(content, 0.3)}"/></radialGradient>`
    + `<radialGradient id="bubble" cx=".4" cy=".35" r=".7"><stop offset="0" stop-color="#fff" stop-opacity=".25"/><stop offset=".8" stop-color="${tint(content, 0.88)}" stop-opacity=".7"/><stop offset="1" stop-color="#fff" stop-opacity=".9"/></radialGradient>`
    + `<linearGradient id="heap" x1="0" y1="0" x2=".3" y2="1"><stop offset="0" stop-color="${tint(content, 0.3)}"/><stop offset="1" stop-color="${shade(content, 0.15)}"/></linearGradient>`
  const deco = drawBotanical(plant, { x: 40, y: 800, angle: between(rng, -52, -40), size: 330 }, palette, rng)
    + drawBotanical(plant, { x: 800, y: 20, angle: between(rng, 130, 145), size: 260, opacity: 0.85 }, palette, rng)
    + fallenPiece(plant, 660, 720, 40, palette, 30) + fallenPiece(plant, 120, 140, 34, palette, -40)
  const stuff = kind === 'cream' ? cream(s) : kind === 'lather' ? lather(s) : kind === 'powder' ? powder(s) : liquid(s, kind === 'oil')
  return svgDocument(PRODUCT_SIZE, PRODUCT_SIZE, `${s.art.brand} ${s.art.name}: texture`, defs, bd.body + deco + stuff)
}

/* ---- Ingredients: a letterpress card listing the first INCI names ---- */

export function ingredientsScene(s: ProductScene): string {
  const { art, rng, plant, palette, base } = s
  const bd = flatBackdrop(s)
  const paper = '#fffcf6'
  const ink = '#3b332c'
  // The accent prints on cream paper here, so a light one is darkened until it reads.
  let accent = s.accent
  while (luminance(accent) > 0.22) accent = shade(accent, 0.15)
  const defs = bd.defs + softFilter('blur12', 12)
    + `<filter id="lift" x="-20%" y="-20%" width="140%" height="140%"><feGaussianBlur in="SourceAlpha" stdDeviation="5"/><feOffset dx="3" dy="7"/><feComponentTransfer><feFuncA type="linear" slope=".28"/></feComponentTransfer><feMerge><feMergeNode/><feMergeNode in="SourceGraphic"/></feMerge></filter>`
  // Flat lay: one sprig tucked behind the card, one lying across its lower corner.
  const behind = drawBotanical(plant, { x: -30, y: -10, angle: between(rng, 46, 56), size: 340 }, palette, rng)
  const across = drawBotanical(plant, { x: 810, y: 810, angle: between(rng, -150, -142), size: 210 }, palette, rng)
  let card = `<rect x="124" y="104" width="552" height="600" rx="18" fill="#3a2c20" opacity=".18" transform="translate(6 14)" filter="url(#blur12)"/>`
    + `<rect x="124" y="104" width="552" height="600" rx="18" fill="${paper}"/>`
    + `<rect x="140" y="120" width="520" height="568" rx="10" fill="none" stroke="${accent}" stroke-width="1.2" opacity=".5"/>`
  card += `<clipPath id="card"><rect x="140" y="120" width="520" height="568" rx="10"/></clipPath>`
    + `<g clip-path="url(#card)" opacity=".1">${drawBotanical(plant, { x: 690, y: 720, angle: -140, size: 380 }, palette, rng)}</g>`
  const brand = fitLine(art.brand.toUpperCase(), { max: 15, min: 10, maxWidth: 420, tracking: 0.28 })
  card += `<text x="400" y="176" text-anchor="middle" font-family="${SERIF}" font-size="${brand.size}" letter-spacing="${r1(brand.size * 0.28)}" fill="${accent}">${escapeXml(brand.text)}</text>`
    + `<text x="400" y="230" text-anchor="middle" font-family="${SERIF}" font-style="italic" font-size="40" fill="${ink}">Key ingredients</text>`
    + `<path d="M290 262L382 262M418 262L510 262" stroke="${accent}" stroke-width="1.2"/>`
    + `<path d="M386 262Q400 246 414 262Q400 278 386 262Z" fill="${accent}"/>`
  const list = art.inci.slice(0, 5)
  const step = 70
  const y0 = 330 + ((5 - list.length) * step) / 2
  list.forEach((name, i) => {
    const y = y0 + i * step
    const line = fitLine(name, { max: 29, min: 18, maxWidth: 410 })
    card += `<path d="M184 ${y - 9}Q194 ${y - 24} 206 ${y - 12}Q194 ${y + 2} 184 ${y - 9}Z" fill="${mix(palette.leaf, accent, 0.3)}"/>`
      + `<text x="226" y="${y}" font-family="${SERIF}" font-size="${line.size}" fill="${ink}">${escapeXml(line.text)}</text>`
    if (i < list.length - 1) card += `<line x1="226" x2="616" y1="${y + 26}" y2="${y + 26}" stroke="${tint(base, 0.4)}" stroke-width="1" opacity=".6"/>`
  })
  const more = art.inci.length - list.length
  const footer = fitText(more > 0 ? `and ${more} more · ${art.name}` : art.name, { max: 17, min: 12, maxWidth: 360, maxLines: 1 })
  card += `<text x="400" y="664" text-anchor="middle" font-family="${SERIF}" font-style="italic" font-size="${footer.size}" fill="${ink}" opacity=".6">${escapeXml(footer.lines[0] ?? '')}</text>`
  return svgDocument(PRODUCT_SIZE, PRODUCT_SIZE, `${art.brand} ${art.name}: ingredients`, defs, bd.body + behind + card + `<g filter="url(#lift)">${across}</g>`)
}
