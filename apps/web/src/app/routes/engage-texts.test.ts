import { COMPLAINT_STATUSES, COMPLAINT_TOPICS, FEEDBACK_QUESTIONS, HTML_LANG, LANGUAGES } from '@shop/domain'
import { describe, expect, it } from 'vitest'
import { KNOWN_MESSAGES as COMPLAINTS } from '../../features/complaints/hooks/use-complaints-text'
import { KNOWN_MESSAGES as CONTACT } from '../../features/contact/hooks/use-contact-text'
import { KNOWN_MESSAGES as FEEDBACK } from '../../features/feedback/hooks/use-feedback-text'
import { KNOWN_MESSAGES as NEWSLETTER } from '../../features/newsletter/hooks/use-newsletter-text'

type Tree = { [key: string]: string | Tree }
const PLURAL = /_(zero|one|two|few|many|other)$/
const files = import.meta.glob<Tree>('../../i18n/*/{newsletter,contact,feedback,complaints}.json', { import: 'default', eager: true })

function flatten(tree: Tree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>()
  for (const [k, v] of Object.entries(tree)) {
    if (typeof v === 'string') out.set(prefix + k, v)
    else for (const [kk, vv] of flatten(v, `${prefix}${k}.`)) out.set(kk, vv)
  }
  return out
}

/** The namespaces of /emailsignup, /contactus, /feedback and /complain, with the server texts each translates. */
const NAMESPACES = { newsletter: NEWSLETTER, contact: CONTACT, feedback: FEEDBACK, complaints: COMPLAINTS } as const

describe.each(Object.entries(NAMESPACES))('the %s texts', (ns, known: Record<string, string>) => {
  const flat = Object.fromEntries(LANGUAGES.map((l) => [l, flatten(files[`../../i18n/${l}/${ns}.json`] ?? {})]))
  const base = (m: Map<string, string>) => new Set([...m.keys()].map((k) => k.replace(PLURAL, '')))

  it.each(LANGUAGES)('%s has every text the English file has, none empty, each plural form its language needs', (lang) => {
    const m = flat[lang]!
    expect(m.size).toBeGreaterThan(0)
    expect([...base(m)].sort()).toEqual([...base(flat.en!)].sort())
    for (const [key, value] of m) expect(value.trim(), key).not.toBe('')
    const forms = new Intl.PluralRules(HTML_LANG[lang]).resolvedOptions().pluralCategories
    const plurals = new Set([...m.keys()].filter((k) => PLURAL.test(k)).map((k) => k.replace(PLURAL, '')))
    for (const key of plurals) for (const form of forms) expect(m.has(`${key}_${form}`), `${key}_${form}`).toBe(true)
  })

  it("keeps SPEC's and the server's texts word for word in English, and translates them elsewhere", () => {
    for (const [key, text] of Object.entries(known)) {
      expect(flat.en!.get(`message.${key}`)).toBe(text)
      for (const lang of LANGUAGES.filter((l) => l !== 'en')) expect(flat[lang]!.get(`message.${key}`), `${lang} ${key}`).not.toBe(text)
    }
  })

  it('is written in every language rather than copied from English', () => {
    const english = new Set([...flat.en!.values()].filter((s) => s.split(' ').length > 2))
    for (const lang of LANGUAGES.filter((l) => l !== 'en')) expect([...flat[lang]!.values()].filter((s) => english.has(s))).toEqual([])
  })
})

describe('codes from the domain', () => {
  const en = (ns: string) => flatten(files[`../../i18n/en/${ns}.json`] ?? {})

  it('words every feedback question and option', () => {
    const m = en('feedback')
    for (const q of FEEDBACK_QUESTIONS) {
      expect(m.get(`questions.${q.id}.text`), q.id).toBeTruthy()
      for (const o of q.options) expect(m.get(`questions.${q.id}.options.${o}`), `${q.id}.${o}`).toBeTruthy()
    }
  })

  it('names every complaint topic and status', () => {
    const m = en('complaints')
    for (const topic of COMPLAINT_TOPICS) expect(m.get(`topic.${topic}`), topic).toBeTruthy()
    for (const status of COMPLAINT_STATUSES) {
      expect(m.get(`status.${status}`), status).toBeTruthy()
      expect(m.get(`statusNote.${status}`), status).toBeTruthy()
    }
  })
})
