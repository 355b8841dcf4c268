import { AUTH_MESSAGES, LANGUAGES } from '@shop/domain'
import { fireEvent, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { setLanguage } from '../../lib/i18n'
import { SignupForm } from './components/signup-form'
import { fakeServer, renderScreen } from './test-utils'

const files = import.meta.glob<Record<string, unknown>>('../../i18n/*/auth.json', { eager: true, import: 'default' })
const texts = Object.fromEntries(LANGUAGES.map((l) => [l, files[`../../i18n/${l}/auth.json`]!])) as Record<string, Record<string, unknown>>

function flatten(obj: Record<string, unknown>, prefix = ''): Record<string, string> {
  return Object.fromEntries(
    Object.entries(obj).flatMap(([k, v]) =>
      typeof v === 'string' ? [[prefix + k, v]] : Object.entries(flatten(v as Record<string, unknown>, `${prefix}${k}.`)),
    ),
  )
}
const PLURAL = /_(zero|one|two|few|many|other)$/
const keysOf = (lang: string) => [...new Set(Object.keys(flatten(texts[lang]!)).map((k) => k.replace(PLURAL, '')))].sort()
const placeholders = (s: string) => [...s.matchAll(/\{\{(\w+)\}\}|<(\w+)>/g)].map((m) => m[0]).sort()

describe('auth texts', () => {
  it('exist in all four languages with the same keys, placeholders and link tags', () => {
    const en = flatten(texts.en!)
    for (const lang of LANGUAGES) {
      expect(keysOf(lang), lang).toEqual(keysOf('en'))
      const other = flatten(texts[lang]!)
      for (const [key, value] of Object.entries(other)) {
        const base = en[key] ?? en[key.replace(PLURAL, '_other')]!
        expect(placeholders(value), `${lang} ${key}`).toEqual(placeholders(base))
      }
    }
  })

  it('keep SPEC\'s English messages word for word and translate them elsewhere', () => {
    expect(texts.en!.spec).toEqual(AUTH_MESSAGES)
    for (const lang of LANGUAGES.filter((l) => l !== 'en')) {
      const spec = texts[lang]!.spec as Record<string, string>
      for (const [key, english] of Object.entries(AUTH_MESSAGES)) expect(spec[key], `${lang} ${key}`).not.toBe(english)
    }
  })
})

describe('signup in Czech', () => {
  afterEach(async () => {
    vi.unstubAllGlobals()
    await setLanguage('en')
  })

  it('shows SPEC\'s validation messages in the shopper\'s language', async () => {
    fakeServer({})
    await setLanguage('cz')
    renderScreen(<SignupForm />, { path: '/signup' })
    fireEvent.click(await screen.findByRole('button', { name: 'Zaregistrovat se' }))
    expect(await screen.findByText('Vyplňte prosím jméno')).toBeTruthy()
    expect(screen.getByText('Heslo musí mít alespoň 5 znaků')).toBeTruthy()
    expect(screen.queryByText(AUTH_MESSAGES.nameRequired)).toBeNull()
  })
})
