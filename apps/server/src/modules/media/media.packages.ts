import type { ArtShape } from './media.types'
import { mix, r1, shade, tint } from './media.svg'

/**
 * The packages, drawn front-on in an 800×800 scene standing on the ground line y = 690.
 * Each returns its markup and the box the label goes in; gradients are referenced by id from
 * `packageDefs`, so every package gets the same light from the upper left.
 */
export const GROUND = 690

export interface PackageStyle {
  color: string
  accent: string
  content: string
  /** Cap, lid, pump colour */
  cap: string
  metal: boolean
}

export interface LabelBox {
  x: number
  y: number
  w: number
  h: number
  rx: number
  /** A round label (tin lid) */
  round?: boolean
  /** Curved surface: the label gets the cylinder's light and shade */
  curved: boolean
}

export interface PackageDrawing {
  /** Drawn before the label */
  body: string
  label: LabelBox
  /** Drawn over the label (ribbons, glints) */
  over?: string
  /** Horizontal extent and top, for placing decoration around it */
  left: number
  right: number
  top: number
}

function stops(list: [number, string, number?][]): string {
  return list.map(([o, c, a]) => `<stop offset="${o}" stop-color="${c}"${a !== undefined ? ` stop-opacity="${a}"` : ''}/>`).join('')
}

function cylinder(id: string, c: string, metal: boolean): string {
  const s: [number, string][] = metal
    ? [[0, shade(c, 0.42)], [0.16, tint(c, 0.55)], [0.3, c], [0.52, tint(c, 0.3)], [0.78, shade(c, 0.18)], [1, shade(c, 0.45)]]
    : [[0, shade(c, 0.3)], [0.1, shade(c, 0.1)], [0.27, tint(c, 0.3)], [0.4, tint(c, 0.08)], [0.7, c], [0.9, shade(c, 0.14)], [1, shade(c, 0.32)]]
  return `<linearGradient id="${id}" x1="0" x2="1" y1="0" y2="0">${stops(s)}</linearGradient>`
}

export function packageDefs(st: PackageStyle): string {
  return [
    cylinder('body', st.color, false),
    cylinder('cap', st.cap, st.metal),
    cylinder('acc', st.accent, false),
    `<linearGradient id="flat" x1="0" x2="1" y1="0" y2="0">${stops([[0, shade(st.color, 0.16)], [0.3, tint(st.color, 0.18)], [0.75, st.color], [1, shade(st.color, 0.2)]])}</linearGradient>`,
    `<linearGradient id="lshade" x1="0" x2="1" y1="0" y2="0">${stops([[0, '#000', 0.26], [0.16, '#000', 0], [0.3, '#fff', 0.16], [0.44, '#fff', 0], [0.76, '#000', 0], [1, '#000', 0.28]])}</linearGradient>`,
    `<linearGradient id="top" x1="0" x2="0" y1="0" y2="1">${stops([[0, tint(st.color, 0.35)], [1, shade(st.color, 0.05)]])}</linearGradient>`,
    `<radialGradient id="shadow">${stops([[0, '#2b2118', 0.34], [0.6, '#2b2118', 0.12], [1, '#2b2118', 0]])}</radialGradient>`,
  ].join('')
}

/** The soft contact shadow under a package. */
export function groundShadow(left: number, right: number): string {
  const cx = (left + right) / 2
  const rx = (right - left) / 2 + 40
  return `<ellipse cx="${r1(cx + 14)}" cy="${GROUND + 4}" rx="${r1(rx)}" ry="26" fill="url(#shadow)"/>`
}

const glint = (x: number, y: number, w: number, h: number, o = 0.32) =>
  `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="${w / 2}" fill="#fff" opacity="${o}"/>`

const ribs = (x0: number, x1: number, y0: number, y1: number, step: number, color: string) => {
  let out = ''
  for (let x = x0 + step; x < x1 - step / 2; x += step) out += `<line x1="${x}" y1="${y0}" x2="${x}" y2="${y1}" stroke="${color}" stroke-width="1.5" opacity=".28"/>`
  return out
}

function bottle(st: PackageStyle): PackageDrawing {
  const body = `<path d="M268 410C268 342 300 314 356 304L356 262L444 262L444 304C500 314 532 342 532 410L532 662Q532 690 504 690L296 690Q268 690 268 662Z" fill="url(#body)"/>`
    + glint(292, 372, 11, 290) + `<path d="M318 330Q344 314 356 312" stroke="#fff" stroke-width="6" stroke-linecap="round" opacity=".35" fill="none"/>`
    + `<rect x="344" y="168" width="112" height="106" rx="12" fill="url(#cap)"/>${ribs(344, 456, 176, 266, 9, shade(st.cap, 0.4))}`
    + `<rect x="344" y="262" width="112" height="10" fill="${shade(st.cap, 0.3)}" opacity=".5"/>`
  return { body, label: { x: 284, y: 430, w: 232, h: 214, rx: 6, curved: true }, left: 268, right: 532, top: 168 }
}

function pump(st: PackageStyle): PackageDrawing {
  const body = `<path d="M276 420C276 356 304 330 352 322L352 300L448 300L448 322C496 330 524 356 524 420L524 662Q524 690 496 690L304 690Q276 690 276 662Z" fill="url(#body)"/>`
    + glint(298, 384, 11, 278)
    + `<rect x="352" y="266" width="96" height="44" rx="8" fill="url(#cap)"/>${ribs(352, 448, 272, 306, 8, shade(st.cap, 0.4))}`
    + `<rect x="389" y="214" width="22" height="56" fill="url(#cap)"/>`
    + `<path d="M344 206Q344 186 364 186L436 186Q452 186 458 196L516 196Q526 196 526 206L526 212Q526 218 518 218L458 218L456 222L344 222Z" fill="url(#cap)"/>`
    + `<rect x="352" y="190" width="90" height="5" rx="2.5" fill="#fff" opacity=".25"/>`
  return { body, label: { x: 292, y: 440, w: 216, h: 210, rx: 6, curved: true }, left: 276, right: 526, top: 186 }
}

function dropper(st: PackageStyle): PackageDrawing {
  const liquid = mix(st.color, st.content, 0.35)
  const body = `<path d="M292 470C292 420 318 398 362 392L362 372L438 372L438 392C482 398 508 420 508 470L508 664Q508 690 482 690L318 690Q292 690 292 664Z" fill="url(#body)"/>`
    + `<path d="M300 476C300 440 320 420 350 414L450 414C480 420 500 440 500 476Z" fill="${liquid}" opacity=".35"/>`
    + glint(308, 430, 10, 238, 0.45) + glint(486, 470, 5, 180, 0.2)
    + `<rect x="352" y="326" width="96" height="58" rx="7" fill="url(#cap)"/>${ribs(352, 448, 332, 380, 7, shade(st.cap, 0.45))}`
    + `<path d="M368 332L368 248C368 200 432 200 432 248L432 332Z" fill="url(#acc)"/>`
    + `<path d="M380 250C380 222 398 214 410 218" stroke="#fff" stroke-width="5" fill="none" opacity=".3" stroke-linecap="round"/>`
    + `<rect x="362" y="322" width="76" height="10" rx="5" fill="${shade(st.accent, 0.25)}"/>`
  return { body, label: { x: 306, y: 484, w: 188, h: 176, rx: 5, curved: true }, left: 292, right: 508, top: 206 }
}

function spray(st: PackageStyle): PackageDrawing {
  const body = `<path d="M296 380C296 340 318 322 356 318L444 318C482 322 504 340 504 380L504 664Q504 690 478 690L322 690Q296 690 296 664Z" fill="url(#body)"/>`
    + glint(314, 344, 10, 318)
    + `<rect x="354" y="284" width="92" height="40" rx="6" fill="url(#cap)"/>${ribs(354, 446, 290, 320, 8, shade(st.cap, 0.4))}`
    + `<path d="M364 292L364 230Q364 206 388 206L420 206Q438 206 438 228L438 292Z" fill="url(#cap)"/>`
    + `<circle cx="372" cy="232" r="5" fill="${shade(st.cap, 0.55)}"/><rect x="372" y="214" width="48" height="5" rx="2.5" fill="#fff" opacity=".22"/>`
  return { body, label: { x: 310, y: 404, w: 180, h: 246, rx: 5, curved: true }, left: 296, right: 504, top: 206 }
}

function jar(st: PackageStyle): PackageDrawing {
  const body = `<path d="M226 462L574 462L574 652Q574 690 536 690L264 690Q226 690 226 652Z" fill="url(#body)"/>`
    + glint(244, 476, 11, 190, 0.3)
    + `<rect x="236" y="446" width="328" height="20" fill="${shade(st.color, 0.25)}" opacity=".55"/>`
    + `<rect x="212" y="360" width="376" height="92" rx="14" fill="url(#cap)"/>${ribs(212, 588, 368, 444, 10, shade(st.cap, 0.45))}`
    + `<rect x="224" y="366" width="352" height="6" rx="3" fill="#fff" opacity=".28"/>`
  return { body, label: { x: 246, y: 482, w: 308, h: 190, rx: 6, curved: true }, left: 212, right: 588, top: 360 }
}

function tube(st: PackageStyle): PackageDrawing {
  const body = `<path d="M252 232L548 232L514 566Q510 590 488 596L312 596Q290 590 286 566Z" fill="url(#body)"/>`
    + `<path d="M312 596L488 596L450 624L350 624Z" fill="url(#body)"/>`
    + glint(284, 260, 10, 280, 0.3)
    + `<rect x="242" y="196" width="316" height="44" rx="5" fill="url(#body)"/>`
    + `<rect x="242" y="196" width="316" height="44" rx="5" fill="#000" opacity=".06"/>`
    + Array.from({ length: 5 }, (_, i) => `<line x1="246" x2="554" y1="${202 + i * 8}" y2="${202 + i * 8}" stroke="${shade(st.color, 0.35)}" stroke-width="1.5" opacity=".3"/>`).join('')
    + `<rect x="346" y="616" width="108" height="74" rx="10" fill="url(#cap)"/>${ribs(346, 454, 624, 684, 9, shade(st.cap, 0.4))}`
  return { body, label: { x: 298, y: 282, w: 204, h: 264, rx: 6, curved: true }, left: 242, right: 558, top: 196 }
}

function bar(st: PackageStyle): PackageDrawing {
  const soap = st.content
  const specks = Array.from({ length: 26 }, (_, i) => {
    const x = i % 2 ? 196 + ((i * 37) % 70) : 536 + ((i * 53) % 66)
    const y = 470 + ((i * 71) % 190)
    return `<circle cx="${x}" cy="${y}" r="${1.5 + (i % 3)}" fill="${shade(soap, 0.35)}" opacity=".45"/>`
  }).join('')
  const body = `<path d="M186 478Q186 446 220 440L580 440Q614 446 614 478L614 652Q614 690 576 690L224 690Q186 690 186 652Z" fill="${soap}"/>`
    + `<path d="M186 478Q186 446 220 440L580 440Q614 446 614 478L614 652Q614 690 576 690L224 690Q186 690 186 652Z" fill="url(#lshade)"/>`
    + `<path d="M220 440L580 440Q600 420 576 404L244 404Q204 412 220 440Z" fill="${tint(soap, 0.25)}"/>`
    + specks
    + `<path d="M254 400L546 400L560 440L560 690L240 690L240 440Z" fill="url(#flat)"/>`
    + `<path d="M254 400L546 400L560 440L240 440Z" fill="#fff" opacity=".22"/>`
  return { body, label: { x: 262, y: 462, w: 276, h: 204, rx: 4, curved: false }, left: 186, right: 614, top: 400 }
}

function tin(st: PackageStyle): PackageDrawing {
  const body = `<circle cx="414" cy="454" r="212" fill="${shade(st.cap, 0.35)}"/>`
    + `<circle cx="400" cy="440" r="212" fill="url(#cap)"/>`
    + `<circle cx="400" cy="440" r="194" fill="none" stroke="${shade(st.cap, 0.3)}" stroke-width="3" opacity=".5"/>`
    + `<circle cx="400" cy="440" r="186" fill="${mix(st.cap, '#ffffff', 0.08)}" opacity=".35"/>`
    + `<path d="M262 330A176 176 0 0 1 470 276" stroke="#fff" stroke-width="8" fill="none" stroke-linecap="round" opacity=".35"/>`
  return { body, label: { x: 400 - 150, y: 440 - 150, w: 300, h: 300, rx: 150, round: true, curved: false }, left: 188, right: 626, top: 228 }
}

function pouch(st: PackageStyle): PackageDrawing {
  const outline = 'M262 222L538 222L542 300Q560 480 556 640Q554 690 510 690L290 690Q246 690 244 640Q240 480 258 300Z'
  const body = `<path d="${outline}" fill="url(#flat)"/>`
    + `<path d="M262 222L538 222L540 262L260 262Z" fill="${shade(st.color, 0.08)}"/>`
    + Array.from({ length: 34 }, (_, i) => `<line x1="${266 + i * 8}" x2="${266 + i * 8}" y1="226" y2="258" stroke="${shade(st.color, 0.3)}" stroke-width="1.2" opacity=".35"/>`).join('')
    + `<path d="M538 236L526 242L538 248" fill="none" stroke="${shade(st.color, 0.35)}" stroke-width="2"/>`
    + `<line x1="262" x2="538" y1="290" y2="290" stroke="${shade(st.color, 0.25)}" stroke-width="3" opacity=".5"/>`
    + `<path d="M250 648Q400 622 550 648" fill="none" stroke="${shade(st.color, 0.25)}" stroke-width="2" opacity=".4"/>`
    + `<path d="M276 310Q266 480 270 620" stroke="#fff" stroke-width="9" stroke-linecap="round" fill="none" opacity=".25"/>`
  return { body, label: { x: 290, y: 360, w: 220, h: 236, rx: 10, curved: false }, left: 242, right: 558, top: 222 }
}

function box(st: PackageStyle): PackageDrawing {
  const ribbon = st.accent
  const dark = shade(ribbon, 0.22)
  const loop = (dir: 1 | -1, d: number) =>
    `M400 338C${400 + dir * (36 + d)} ${280 - d} ${400 + dir * (104 + d)} ${286 - d} ${400 + dir * (86 + d * 0.6)} ${334}C${400 + dir * (72 + d * 0.4)} ${360} ${400 + dir * 30} ${352} 400 338Z`
  const body = `<rect x="204" y="438" width="392" height="252" fill="url(#flat)"/>`
    + `<path d="M188 372L612 372L612 448L188 448Z" fill="url(#flat)"/><rect x="188" y="438" width="424" height="12" fill="#000" opacity=".14"/>`
    + `<path d="M230 322L570 322L612 372L188 372Z" fill="url(#top)"/>`
    + `<path d="M380 372L420 372L412 322L388 322Z" fill="${ribbon}"/>`
    + `<rect x="380" y="372" width="40" height="318" fill="url(#acc)"/>`
    + `<g transform="translate(400 338) scale(1.35) translate(-400 -338)">`
    + `<path d="M394 346L360 412L378 404L388 418L402 350Z M406 346L440 412L422 404L412 418L398 350Z" fill="${dark}"/>`
    + `<path d="${loop(-1, 0)}" fill="${ribbon}"/><path d="${loop(1, 0)}" fill="${shade(ribbon, 0.06)}"/>`
    + `<path d="M400 338C380 318 352 312 340 322" stroke="${dark}" stroke-width="3" fill="none" opacity=".5"/>`
    + `<path d="M400 338C420 318 448 312 460 322" stroke="${dark}" stroke-width="3" fill="none" opacity=".5"/>`
    + `<rect x="386" y="324" width="28" height="28" rx="9" fill="${dark}"/><rect x="390" y="327" width="12" height="6" rx="3" fill="#fff" opacity=".25"/></g>`
  return { body, label: { x: 252, y: 484, w: 296, h: 176, rx: 6, curved: false }, left: 188, right: 612, top: 282 }
}

const SHAPES: Record<ArtShape, (st: PackageStyle) => PackageDrawing> = { bottle, pump, dropper, spray, jar, tube, bar, tin, pouch, box }

export function drawPackage(shape: ArtShape, st: PackageStyle): PackageDrawing {
  return (SHAPES[shape] ?? bottle)(st)
}
