/**
 * Text handling shared by the indexer and the query side. Both must agree exactly, so every string
 * that reaches the index or a query passes through `normalise` and `tokenise` here.
 */

const MARKS = /\p{M}+/gu
const SEPARATORS = /[^\p{L}\p{N}]+/u

/** Lowercase, without diacritics (NFD, marks removed); ß and æ/œ spelled out. */
export function normalise(text: string): string {
  return text
    .normalize('NFD')
    .replace(MARKS, '')
    .toLowerCase()
    .replace(/ß/g, 'ss')
    .replace(/æ/g, 'ae')
    .replace(/œ/g, 'oe')
}

/** Normalised words: letters and digits, everything else separates. */
export function tokenise(text: string): string[] {
  return normalise(text).split(SEPARATORS).filter(Boolean)
}

/** Lowercase words keeping their diacritics, in the same positions as `tokenise` returns them. */
export function displayTokens(text: string): string[] {
  return text.normalize('NFC').toLowerCase().split(SEPARATORS).filter(Boolean)
}

/** The normalised form of a whole query: tokens joined by one space. Used as cache and count key. */
export function normaliseQuery(text: string): string {
  return tokenise(text).join(' ')
}

/**
 * Optimal string alignment distance (Levenshtein plus adjacent transposition), stopping early once
 * every cell of a row exceeds `max` (then returns max + 1).
 */
export function editDistance(a: string, b: string, max = Number.POSITIVE_INFINITY): number {
  if (a === b) return 0
  if (Math.abs(a.length - b.length) > max) return max + 1
  if (a.length === 0) return b.length
  if (b.length === 0) return a.length
  let prevPrev = new Array<number>(b.length + 1).fill(0)
  let prev = Array.from({ length: b.length + 1 }, (_, j) => j)
  let cur = new Array<number>(b.length + 1).fill(0)
  for (let i = 1; i <= a.length; i++) {
    cur[0] = i
    let rowMin = cur[0]
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1
      let v = Math.min(prev[j]! + 1, cur[j - 1]! + 1, prev[j - 1]! + cost)
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) v = Math.min(v, prevPrev[j - 2]! + 1)
      cur[j] = v
      if (v < rowMin) rowMin = v
    }
    if (rowMin > max) return max + 1
    ;[prevPrev, prev, cur] = [prev, cur, prevPrev]
  }
  return prev[b.length]!
}

/** How many typos a word of this length may carry and still be corrected. */
export function allowedTypos(word: string): number {
  if (word.length < 4) return 0
  if (word.length <= 5) return 1
  if (word.length <= 9) return 2
  return 3
}

/** Distance from `word` to the closest beginning of `term`: how far a half-typed word is off. */
export function prefixDistance(word: string, term: string, max: number): number {
  let best = max + 1
  const from = Math.max(1, word.length - max)
  const to = Math.min(term.length, word.length + max)
  for (let j = from; j <= to && best > 0; j++) best = Math.min(best, editDistance(word, term.slice(0, j), max))
  return best
}
