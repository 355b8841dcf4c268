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

export function escapeXml(text: string): string {
  return text.replace(/[<>&'"]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c]!)
    // Characters XML 1.0 forbids would make the whole picture unreadable.
    .replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/g, '')
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

/** Greedy word wrap at `size`; a word longer than the line is broken with a hyphen. */
export function wrapWords(text: string, size: number, maxWidth: number): string[] {
  const lines: string[] = []
  let line = ''
  for (const raw of text.split(/\s+/).filter(Boolean)) {
    let word = raw
    while (textWidth(word, size) > maxWidth && word.length > 4) {
      let cut = word.length - 1
      while (cut > 2 && textWidth(`${word.slice(0, cut)}-`, size) > maxWidth) cut--
      if (line) lines.push(line)
      lines.push(`${word.slice(0, cut)}-`)
      line = ''
      word = word.slice(cut)
    }
    const next = line ? `${line} ${word}` : word
    if (line && textWidth(next, size) > maxWidth) {
      lines.push(line)
      line = word
    } else line = next
  }
  if (line) lines.push(line)
  return lines
}

/**
 * The largest size from `max` down to `min` at which `text` fits in `maxLines` lines of `maxWidth`;
 * at the smallest size the last line is cut with an ellipsis.
 */
export function fitText(text: string, opts: { max: number; min: number; maxWidth: number; maxLines: number }): { size: number; lines: string[] } {
  for (let size = opts.max; size >= opts.min; size -= 1) {
    const lines = wrapWords(text, size, opts.maxWidth)
    if (lines.length <= opts.maxLines) return { size, lines }
  }
  const lines = wrapWords(text, opts.min, opts.maxWidth).slice(0, opts.maxLines)
  let last = lines[lines.length - 1] ?? ''
  while (last.length > 1 && textWidth(`${last}…`, opts.min) > opts.maxWidth) last = last.slice(0, -1).trimEnd()
  lines[lines.length - 1] = `${last}…`
  return { size: opts.min, lines }
}

/** A single line shrunk (down to `min`) or cut so it fits `maxWidth`. */
export function fitLine(text: string, opts: { max: number; min: number; maxWidth: number; letterSpacing?: number }): { size: number; text: string } {
  const ls = opts.letterSpacing ?? 0
  for (let size = opts.max; size >= opts.min; size -= 1) {
    if (textWidth(text, size, ls * (size / opts.max)) <= opts.maxWidth) return { size, text }
  }
  let cut = text
  while (cut.length > 1 && textWidth(`${cut}…`, opts.min, ls * (opts.min / opts.max)) > opts.maxWidth) cut = cut.slice(0, -1).trimEnd()
  return { size: opts.min, text: `${cut}…` }
}

export const SERIF = "Georgia, 'Times New Roman', serif"
