// Valid values from a JSON schema (the OpenAPI description's): the baseline that each hostile
// case of openapi-fuzz.ts departs from in one place, so validation passes everywhere else.

export interface Schema {
  type?: string | string[]
  properties?: Record<string, Schema>
  required?: string[]
  items?: Schema
  enum?: unknown[]
  pattern?: string
  format?: string
  minimum?: number
  maximum?: number
  minLength?: number
  maxLength?: number
  minItems?: number
  maxItems?: number
  nullable?: boolean
  anyOf?: Schema[]
  oneOf?: Schema[]
}

/** mulberry32: small, fast, reproducible from a seed. */
export function prng(seed: number): () => number {
  let a = seed >>> 0
  return () => {
    a = (a + 0x6d2b79f5) >>> 0
    let t = a
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}
export type Rnd = () => number
export const pick = <T>(rnd: Rnd, xs: readonly T[]): T => xs[Math.floor(rnd() * xs.length)]!

/** A string the pattern accepts (the patterns here use classes, groups, alternation, counts). */
export function fromPattern(pattern: string, rnd: Rnd): string | undefined {
  let i = 0
  const classOf = (esc: string): string => (esc === 'd' ? '0123456789' : esc === 'w' ? 'abcXYZ019_' : esc === 's' ? ' ' : esc)
  const seq = (): string[][] => {
    // alternatives of sequences of atoms; each atom is a list of possible outputs
    const alts: string[][] = [[]]
    while (i < pattern.length && pattern[i] !== ')') {
      const c = pattern[i]!
      if (c === '|') {
        alts.push([])
        i++
        continue
      }
      let atom: () => string
      if (c === '^' || c === '$') {
        i++
        continue
      } else if (c === '(') {
        i++
        if (pattern.startsWith('?:', i)) i += 2
        const inner = seq()
        i++ // ')'
        atom = () => pick(rnd, inner).join('')
      } else if (c === '[') {
        i++
        let chars = ''
        while (pattern[i] !== ']') {
          let ch = pattern[i++]!
          if (ch === '\\') ch = classOf(pattern[i++]!)
          if (pattern[i] === '-' && pattern[i + 1] !== ']') {
            const to = pattern[i + 1] === '\\' ? pattern[i + 2]! : pattern[i + 1]!
            i += pattern[i + 1] === '\\' ? 3 : 2
            for (let k = ch.charCodeAt(0); k <= to.charCodeAt(0); k++) chars += String.fromCharCode(k)
          } else chars += ch
        }
        i++
        const set = chars
        atom = () => set[Math.floor(rnd() * set.length)]!
      } else if (c === '\\') {
        const set = classOf(pattern[i + 1]!)
        i += 2
        atom = () => set[Math.floor(rnd() * set.length)]!
      } else if (c === '.') {
        i++
        atom = () => 'a'
      } else {
        i++
        atom = () => c
      }
      let [min, max] = [1, 1]
      const q = pattern[i]
      if (q === '?') [min, max] = [0, 1]
      else if (q === '*') [min, max] = [0, 2]
      else if (q === '+') [min, max] = [1, 3]
      else if (q === '{') {
        const end = pattern.indexOf('}', i)
        const [a, b] = pattern.slice(i + 1, end).split(',')
        min = Number(a)
        max = b === undefined ? min : b === '' ? min + 3 : Number(b)
        i = end
      }
      if (q && '?*+{'.includes(q)) i++
      const n = min + Math.floor(rnd() * (Math.min(max, min + 4) - min + 1))
      alts.at(-1)!.push(Array.from({ length: n }, atom).join(''))
    }
    return alts
  }
  try {
    const out = pick(rnd, seq()).join('')
    return new RegExp(pattern).test(out) ? out : undefined
  } catch {
    return undefined
  }
}

export interface Known {
  /** real product ids, so bodies and paths that name a product reach the service */
  productIds: string[]
}

let serial = 0
export const typeOf = (s: Schema): string | undefined => (Array.isArray(s.type) ? s.type.find((t) => t !== 'null') : s.type)

export function example(schema: Schema, rnd: Rnd, known: Known, name = ''): unknown {
  const alt = schema.anyOf ?? schema.oneOf
  if (alt?.length) return example(alt[0]!, rnd, known, name)
  if (schema.enum?.length) return pick(rnd, schema.enum)
  switch (typeOf(schema)) {
    case 'object': {
      const out: Record<string, unknown> = {}
      for (const [k, v] of Object.entries(schema.properties ?? {})) {
        if (schema.required?.includes(k) || rnd() < 0.7) out[k] = example(v, rnd, known, k)
      }
      return out
    }
    case 'array': {
      const n = Math.min(Math.max(schema.minItems ?? 1, 1), schema.maxItems ?? 1)
      return Array.from({ length: n }, () => example(schema.items ?? {}, rnd, known, name))
    }
    case 'integer':
    case 'number': {
      const lo = schema.minimum ?? 0
      const hi = schema.maximum ?? lo + 100
      return Math.min(hi, Math.max(lo, 1))
    }
    case 'boolean':
      return rnd() < 0.5
    case 'string': {
      if (/product_?id/i.test(name) && known.productIds.length) return pick(rnd, known.productIds)
      if (schema.format === 'email') return `fuzz${++serial}@example.com`
      if (schema.format === 'date') return '2026-01-15'
      if (schema.format === 'date-time') return '2026-01-15T10:00:00Z'
      if (schema.pattern) {
        const s = fromPattern(schema.pattern, rnd)
        if (s !== undefined) return s
      }
      const base = `Fuzz ${name} ${++serial} ok`
      const min = schema.minLength ?? 0
      const max = schema.maxLength ?? 200
      return base.padEnd(min, 'x').slice(0, Math.max(min, Math.min(max, base.length)))
    }
    default:
      return 'x'
  }
}
