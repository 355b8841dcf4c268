import { COMPLAINT_STATUSES, COMPLAINT_TOPICS, FEEDBACK_QUESTIONS, LANGUAGES } from '@shop/domain'
import { describe, expect, it } from 'vitest'
import { KNOWN_MESSAGES as COMPLAINTS } from '../../features/complaints/hooks/use-complaints-text'
import { KNOWN_MESSAGES as CONTACT } from '../../features/contact/hooks/use-contact-text'
import { KNOWN_MESSAGES as FEEDBACK } from '../../features/feedback/hooks/use-feedback-text'
import { KNOWN_MESSAGES as NEWSLETTER } from '../../features/newsletter/hooks/use-newsletter-text'
import { itHasCompleteTexts, loadTexts } from '../../test/i18n-completeness'

/** The namespaces of /emailsignup, /contactus, /feedback and /complain, with the server texts each translates. */
const NAMESPACES = { newsletter: NEWSLETTER, contact: CONTACT, feedback: FEEDBACK, complaints: COMPLAINTS } as const

describe.each(Object.entries(NAMESPACES))('the %s texts', (ns, known: Record<string, string>) => {
  const texts = itHasCompleteTexts(ns)
  const others = LANGUAGES.filter((l) => l !== 'en')

  it("keeps SPEC's and the server's texts word for word in English, and translates them elsewhere", () => {
    for (const [key, text] of Object.entries(known)) {
      expect(texts.en.get(`message.${key}`)).toBe(text)
      for (const lang of others) expect(texts[lang].get(`message.${key}`), `${lang} ${key}`).not.toBe(text)
    }
  })

  it('is written in every language rather than copied from English', () => {
    const english = new Set([...texts.en.values()].filter((s) => s.split(' ').length > 2))
    for (const lang of others) expect([...texts[lang].values()].filter((s) => english.has(s))).toEqual([])
  })
})

describe('codes from the domain', () => {
  it('words every feedback question and option', () => {
    const m = loadTexts('feedback').en
    for (const q of FEEDBACK_QUESTIONS) {
      expect(m.get(`questions.${q.id}.text`), q.id).toBeTruthy()
      for (const o of q.options) expect(m.get(`questions.${q.id}.options.${o}`), `${q.id}.${o}`).toBeTruthy()
    }
  })

  it('names every complaint topic and status', () => {
    const m = loadTexts('complaints').en
    for (const topic of COMPLAINT_TOPICS) expect(m.get(`topic.${topic}`), topic).toBeTruthy()
    for (const status of COMPLAINT_STATUSES) {
      expect(m.get(`status.${status}`), status).toBeTruthy()
      expect(m.get(`statusNote.${status}`), status).toBeTruthy()
    }
  })
})
