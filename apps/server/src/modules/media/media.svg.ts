/** Small, pure helpers the renderers share: colours, text, numbers, a seeded PRNG. */

export type Rgb = [number, number, number]

const HEX = /^#[0-9a-fA-F]{6}$/

/** A colour from stored data; anything that is not #rrggbb falls back so it can never break the markup. */
export function safeColor(value: string | undefined, fallback: string): string {
  return value && HEX.test(value) ? value.toLowerCase() : fallback
}

export function toRgb(hex: string): Rgb {
  const n = Number.parseInt(hex.slice(1), 16)
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255]
}

export function toHex([r, g, b]: Rgb): string {
  const h = (v: number) => Math.round(Math.min(255, Math.max(0, v))).toString(16).padStart(2, '0')
  return `#${h(r)}${h(g)}${h(b)}`
}

/** `a` moved towards `b` by `t` (0 → a, 1 → b). */
export function mix(a: string, b: string, t: number): string {
  const x = toRgb(a)
  const y = toRgb(b)
  return toHex([x[0] + (y[0] - x[0]) * t, x[1] + (y[1] - x[1]) * t, x[2] + (y[2] - x[2]) * t])
}

export const tint = (c: string, t: number) => mix(c, '#ffffff', t)
export const shade = (c: string, t: number) => mix(c, '#000000', t)

/** WCAG relative luminance, 0 (black) … 1 (white). */
export function luminance(hex: string): number {
  const lin = (v: number) => {
    const s = v / 255
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4
  }
  const [r, g, b] = toRgb(hex)
  return 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b)
}

/** Ink that reads well on `background`: a warm cream on dark colours, a deep tone of it on light ones. */
export function inkOn(background: string): string {
  return luminance(background) > 0.42 ? mix(shade(background, 0.78), '#2a2320', 0.5) : '#fffaf2'
}

const XML_ENTITIES: Record<string, string> = { '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' }

/** Characters XML 1.0 forbids (control characters but tab and newlines) would make the whole picture unreadable. */
function allowedInXml(ch: string): boolean {
  const code = ch.codePointAt(0)!
  return code >= 0x20 ? code !== 0xfffe && code !== 0xffff : code === 0x09 || code === 0x0a || code === 0x0d
}

export function escapeXml(text: string): string {
  let out = ''
  for (const ch of text) if (allowedInXml(ch)) out += XML_ENTITIES[ch] ?? ch
  return out
}

/** Rounds for compact markup. */
export const r1 = (n: number) => Math.round(n * 10) / 10

/* ---- Deterministic randomness: the same product always gets the same picture ---- */

export function hashString(s: string): number {
  let h = 2166136261
  for (let i = 0; i < s.length; i++) {
    h ^= s.charCodeAt(i)
    h = Math.imul(h, 16777619)
  }
  return h >>> 0
}

export type Rng = () => number

/** mulberry32: tiny, fast, good enough for picking leaves. */
export function rngFrom(seed: number): Rng {
  let a = seed >>> 0
  return () => {
    a = (a + 0x6d2b79f5) >>> 0
    let t = a
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

export const between = (rng: Rng, lo: number, hi: number) => lo + (hi - lo) * rng()

/* ---- Text layout without fonts: width estimates for Georgia-like serifs ---- */

const NARROW = new Set("iljtfr.,;:'!|()[] ")
const WIDE = new Set('mwMW@%')

/** Estimated advance of `text` at `size` px (Georgia averages a little over half an em). */
export function textWidth(text: string, size: number, letterSpacing = 0): number {
  let em = 0
  for (const ch of text) {
    if (ch === ' ') em += 0.25
    else if (NARROW.has(ch)) em += 0.3
    else if (WIDE.has(ch)) em += 0.86
    else if (ch >= 'A' && ch <= 'Z') em += 0.7
    else if (ch >= '0' && ch <= '9') em += 0.58
    else em += 0.52
  }
  return em * size + letterSpacing * Math.max(0, [...text].length - 1)
}

/** Greedy word wrap at `size`; a word longer than the line is broken with a hyphen (and `broken` set). */
export function wrapWords(text: string, size: number, maxWidth: number): { lines: string[]; broken: boolean } {
  const lines: string[] = []
  let line = ''
  let broken = false
  for (const raw of text.split(/\s+/).filter(Boolean)) {
    let word = raw
    while (textWidth(word, size) > maxWidth && word.length > 4) {
      let cut = word.length - 1
      while (cut > 2 && textWidth(`${word.slice(0, cut)}-`, size) > maxWidth) cut--
      if (line) lines.push(line)
      lines.push(`${word.slice(0, cut)}-`)
      line = ''
      word = word.slice(cut)
      broken = true
    }
    const next = line ? `${line} ${word}` : word
    if (line && textWidth(next, size) > maxWidth) {
      lines.push(line)
      line = word
    } else line = next
  }
  if (line) lines.push(line)
  return { lines, broken }
}

/**
 * The largest size from `max` down to `min` at which `text` fits in `maxLines` lines of `maxWidth`
 * (and `maxHeight`, lines set at `lineHeight` em) without breaking a word; at the smallest size
 * words may break and the last line is cut with an ellipsis.
 */
export function fitText(
  text: string,
  opts: { max: number; min: number; maxWidth: number; maxLines: number; maxHeight?: number; lineHeight?: number },
): { size: number; lines: string[] } {
  const lh = opts.lineHeight ?? 1.16
  for (let size = opts.max; size >= opts.min; size -= 1) {
    const { lines, broken } = wrapWords(text, size, opts.maxWidth)
    const height = size + (lines.length - 1) * size * lh
    if (!broken && lines.length <= opts.maxLines && (opts.maxHeight === undefined || height <= opts.maxHeight)) {
      return { size, lines: balance(text, size, opts.maxWidth, lines.length) }
    }
  }
  const all = wrapWords(text, opts.min, opts.maxWidth).lines
  const lines = all.slice(0, opts.maxLines)
  if (all.length > lines.length) {
    let last = lines[lines.length - 1] ?? ''
    while (last.length > 1 && textWidth(`${last}…`, opts.min) > opts.maxWidth) last = last.slice(0, -1).trimEnd()
    lines[lines.length - 1] = `${last.replace(/-$/, '')}…`
  }
  return { size: opts.min, lines }
}

/** The same number of lines at the narrowest width that keeps it: no lonely last word. */
function balance(text: string, size: number, maxWidth: number, count: number): string[] {
  let lo = maxWidth * 0.5
  let hi = maxWidth
  for (let i = 0; i < 12; i++) {
    const mid = (lo + hi) / 2
    const { lines, broken } = wrapWords(text, size, mid)
    if (broken || lines.length > count) lo = mid
    else hi = mid
  }
  return wrapWords(text, size, hi).lines
}

/** A single line shrunk (down to `min`) or cut so it fits `maxWidth`; tracking is letter spacing in em. */
export function fitLine(text: string, opts: { max: number; min: number; maxWidth: number; tracking?: number }): { size: number; text: string } {
  const tr = opts.tracking ?? 0
  for (let size = opts.max; size >= opts.min; size -= 1) {
    if (textWidth(text, size, tr * size) <= opts.maxWidth) return { size, text }
  }
  let cut = text
  while (cut.length > 1 && textWidth(`${cut}…`, opts.min, tr * opts.min) > opts.maxWidth) cut = cut.slice(0, -1).trimEnd()
  return { size: opts.min, text: `${cut}…` }
}

export const SERIF = "Georgia, 'Times New Roman', serif"

export type Point = [number, number]

/** A smooth closed curve through `points` (Catmull-Rom turned into cubic Béziers). */
export function smoothClosed(points: Point[]): string {
  const n = points.length
  const p = (i: number) => points[((i % n) + n) % n]!
  let d = `M${r1(p(0)[0])} ${r1(p(0)[1])}`
  for (let i = 0; i < n; i++) {
    const [p0, p1, p2, p3] = [p(i - 1), p(i), p(i + 1), p(i + 2)]
    d += `C${r1(p1[0] + (p2[0] - p0[0]) / 6)} ${r1(p1[1] + (p2[1] - p0[1]) / 6)} ${r1(p2[0] - (p3[0] - p1[0]) / 6)} ${r1(p2[1] - (p3[1] - p1[1]) / 6)} ${r1(p2[0])} ${r1(p2[1])}`
  }
  return `${d}Z`
}

/** An organic round shape: an ellipse whose radius wanders by up to `jitter`. */
export function blob(cx: number, cy: number, rx: number, ry: number, rng: Rng, n = 9, jitter = 0.16): string {
  const pts: Point[] = []
  for (let i = 0; i < n; i++) {
    const a = (i / n) * Math.PI * 2
    const k = 1 + (rng() * 2 - 1) * jitter
    pts.push([cx + Math.cos(a) * rx * k, cy + Math.sin(a) * ry * k])
  }
  return smoothClosed(pts)
}

export const softFilter = (id: string, blur: number) =>
  `<filter id="${id}" x="-30%" y="-30%" width="160%" height="160%"><feGaussianBlur stdDeviation="${blur}"/></filter>`
