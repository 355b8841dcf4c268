import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import * as domain from '@shop/domain'
import { describe, expect, it } from 'vitest'

/**
 * Screens branch on a refusal's `reason`, never on the words of its message: a reworded sentence
 * (or a translation) must not change what a screen does. This scans the app's own source (tests
 * aside) for the ways code has compared message text.
 */

const NAME = String.raw`[\w$.?!\]\[()]*\b(?:detail|message|error)\b`
/** What a message may be safely compared with: nothing there, or its type. */
const HARMLESS = String.raw`(?:null|undefined|''|""|\`\`|'(?:string|object|undefined)')`
const EQ = String.raw`[!=]==?(?!=)`

const RULES: Array<{ why: string; re: RegExp }> = [
  { why: 'a message compared with ===/!==', re: new RegExp(String.raw`(?<!typeof\s+\S*)${NAME}\s*${EQ}(?!\s*${HARMLESS}(?![\w.]))`) },
  { why: 'a message compared with ===/!==', re: new RegExp(String.raw`${EQ}\s*(?!typeof\b)${NAME}(?!\s*\()`) },
  { why: 'a message searched with includes/startsWith/endsWith', re: new RegExp(String.raw`${NAME}\s*\??\.\s*(?:includes|startsWith|endsWith)\(`) },
  { why: 'a message looked for in a list of texts', re: new RegExp(String.raw`\.includes\(\s*${NAME}\s*\)`) },
  { why: 'a *_MESSAGES text compared', re: /(?:[!=]==?|\.includes\(|\.startsWith\(|\.endsWith\()\s*\w*_MESSAGES\b|\b\w*_MESSAGES\.\w+\s*[!=]==?/ },
  { why: 'a text compared with a translation', re: /[!=]==?\s*t\(|\bt\([^()]*\)\s*[!=]==?/ },
]

export interface Finding {
  line: number
  why: string
  text: string
}

/** Every comparison of message text in one file's source. */
export function textComparisons(source: string): Finding[] {
  const found: Finding[] = []
  source.split('\n').forEach((text, i) => {
    const code = text.replace(/\/\/.*$/, '').replace(/^\s*\*.*$/, '')
    for (const rule of RULES) {
      if (rule.re.test(code)) {
        found.push({ line: i + 1, why: rule.why, text: text.trim() })
        break
      }
    }
  })
  return found
}

const SRC = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) return entry.name === 'test' ? [] : sourceFiles(full)
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : []
  })
}

describe('no screen compares message text', () => {
  it.each([
    ["err.message === CART_MESSAGES.outOfStock ? t('a') : t('b')"],
    ["if (quote.error.message === CHECKOUT_MESSAGES.emptyCart) return true"],
    ["if (text === t('spec.wrongOtp')) setError('otp')"],
    ["if (t('spec.wrongOtp') !== text) return"],
    ['const gone = err.problem?.detail === "This product is no longer sold"'],
    ['if (problem.error !== expected) return'],
    ["if (err.message.includes('out of stock')) return"],
    ["if (err.problem?.detail?.startsWith('Order')) return"],
    ['if (GIFT_CARD_TEXTS.includes(err.message)) return'],
    ['const tooLong = issues.some((i) => i.message === FEEDBACK_MESSAGES.issueTooLong)'],
    ['if (ORDER_MESSAGES.cannotCancel === shown) return'],
  ])('finds a planted comparison: %s', (line) => {
    expect(textComparisons(`const a = 1\n${line}\n`)).toMatchObject([{ line: 2 }])
  })

  it.each([
    ["if (err.reason === 'out_of_stock') return t('errors.outOfStock')"],
    ["if (err.code === 'network') return"],
    ['<Dialog.Root open={message !== null} />'],
    ["if (typeof error === 'object') return"],
    ['if (error === undefined) return'],
    ["setError('code', { message: t('msg.codeNeeded') })"],
    ['const text = message(issue.message)'],
    ['// the old code compared err.message === CART_MESSAGES.outOfStock'],
  ])('lets a comparison of reasons, codes or presence be: %s', (line) => {
    expect(textComparisons(line)).toEqual([])
  })

  it('holds for every source file of the web app', () => {
    const files = sourceFiles(SRC)
    expect(files.length).toBeGreaterThan(100)
    const found = files.flatMap((file) => textComparisons(readFileSync(file, 'utf8')).map((f) => `${path.relative(SRC, file)}:${f.line} ${f.why}: ${f.text}`))
    expect(found).toEqual([])
  })
})

/**
 * The shared messages (every `*_MESSAGES` and FIELD_MESSAGES text, every `*_MESSAGE` constant) as
 * the domain spells them. A screen that needs one names the constant: a copy of the sentence would
 * stop matching the day the sentence is reworded.
 */
function sharedMessages(): Set<string> {
  const texts = new Set<string>()
  for (const [name, value] of Object.entries(domain)) {
    if (/_MESSAGES$/.test(name) && value && typeof value === 'object') {
      for (const text of Object.values(value)) if (typeof text === 'string' && text.length > 12) texts.add(text)
    } else if (/_MESSAGE$/.test(name) && typeof value === 'string') texts.add(value)
  }
  return texts
}

/** String literals in a file's source that copy a shared message word for word. */
export function copiedMessages(source: string, shared: ReadonlySet<string>): Finding[] {
  const found: Finding[] = []
  source.split('\n').forEach((text, i) => {
    const code = text.replace(/\/\/.*$/, '').replace(/^\s*\*.*$/, '')
    for (const m of code.matchAll(/'((?:[^'\\\n]|\\.)*)'|"((?:[^"\\\n]|\\.)*)"|`([^`$\n]*)`/g)) {
      const literal = m[1] ?? m[2] ?? m[3] ?? ''
      // A translation's English default (t('error.title', 'Something went wrong')) is shown, not matched.
      const isDefaultText = /\bt\(\s*'[^']*'\s*,\s*$/.test(code.slice(0, m.index))
      if (shared.has(literal) && !isDefaultText) found.push({ line: i + 1, why: 'a copy of a shared message', text: text.trim() })
    }
  })
  return found
}

describe('no screen keeps its own copy of a shared message', () => {
  const shared = sharedMessages()

  it('knows the shared messages', () => {
    expect(shared.has(domain.FIELD_MESSAGES.cardNumberInvalid)).toBe(true)
    expect(shared.has(domain.CART_MESSAGES.outOfStock)).toBe(true)
    expect(shared.has(domain.PASSWORD_TOO_LONG_MESSAGE)).toBe(true)
  })

  it('finds a planted copy, and lets the constant be', () => {
    const planted = `const KEYS = new Map([\n  ['${domain.FIELD_MESSAGES.cardNumberInvalid}', 'messages.card.number'],\n])`
    expect(copiedMessages(planted, shared)).toMatchObject([{ line: 2 }])
    expect(copiedMessages("const KEYS = new Map([[FIELD_MESSAGES.cardNumberInvalid, 'messages.card.number']])", shared)).toEqual([])
    expect(copiedMessages(`t('error.title', '${domain.AUTH_MESSAGES.somethingWrong}')`, shared)).toEqual([])
  })

  it('holds for every source file of the web app', () => {
    const found = sourceFiles(SRC).flatMap((file) => copiedMessages(readFileSync(file, 'utf8'), shared).map((f) => `${path.relative(SRC, file)}:${f.line} ${f.text}`))
    expect(found).toEqual([])
  })
})
