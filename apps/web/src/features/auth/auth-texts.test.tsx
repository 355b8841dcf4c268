import { AUTH_MESSAGES, LANGUAGES, type Language } from '@shop/domain'
import { fireEvent, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { setLanguage } from '../../lib/i18n'
import { itHasCompleteTexts } from '../../test/i18n-completeness'
import { SignupForm } from './components/signup-form'
import { fakeServer, renderScreen } from './test-utils'

describe('auth texts', () => {
  // `<link>` tags wrap the words that become links; a translation keeps them.
  const texts = itHasCompleteTexts('auth', { placeholders: /\{\{(\w+)\}\}|<(\w+)>/g })

  it('keep SPEC\'s English messages word for word and translate them elsewhere', () => {
    const spec = (lang: Language) => Object.fromEntries([...texts[lang]].flatMap(([k, v]) => (k.startsWith('spec.') ? [[k.slice(5), v]] : [])))
    expect(spec('en')).toEqual(AUTH_MESSAGES)
    for (const lang of LANGUAGES.filter((l) => l !== 'en')) {
      for (const [key, english] of Object.entries(AUTH_MESSAGES)) expect(spec(lang)[key], `${lang} ${key}`).not.toBe(english)
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
