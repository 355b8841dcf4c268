import { act, fireEvent, render, screen } from '@testing-library/react'
import { testRouter } from '../../../test/render-routes'
import { afterEach, describe, expect, it } from 'vitest'
import { setLanguage } from '../../../lib/i18n'
import { faqText } from '../texts/faq'
import { FaqPage } from './faq-page'

afterEach(async () => {
  await act(() => setLanguage('en'))
})

function renderFaq(url = '/faq') {
  const router = testRouter([{ path: '/faq', element: <FaqPage texts={faqText} /> }], url)
  render(router.element)
}

const questions = () => screen.getAllByRole('button')
const answerOf = (question: HTMLElement) => document.getElementById(question.getAttribute('aria-controls')!)!

describe('FaqPage', () => {
  it('lists every question folded, each button controlling its labelled answer', () => {
    renderFaq()

    const all = questions()
    expect(all.length).toBe(faqText.en.groups.flatMap((g) => g.items).length)
    for (const q of all) {
      expect(q.getAttribute('aria-expanded')).toBe('false')
      expect(answerOf(q).hidden).toBe(true)
      expect(answerOf(q).getAttribute('aria-labelledby')).toBe(q.id)
    }
  })

  it('opens and closes an answer from its question button', () => {
    renderFaq()
    const pao = screen.getByRole('button', { name: /open-jar symbol/ })

    // A native <button>: Enter and Space press it, so keyboard and pointer share this path.
    fireEvent.click(pao)
    expect(pao.getAttribute('aria-expanded')).toBe('true')
    expect(answerOf(pao).hidden).toBe(false)
    expect(screen.getByRole('region', { name: /open-jar symbol/ }).textContent).toContain('12M means twelve months')

    fireEvent.click(pao)
    expect(pao.getAttribute('aria-expanded')).toBe('false')
    expect(answerOf(pao).hidden).toBe(true)
  })

  it('moves between questions with the arrow keys, Home and End', () => {
    renderFaq()
    const all = questions()
    const first = all[0]!
    const last = all[all.length - 1]!
    first.focus()

    fireEvent.keyDown(first, { key: 'ArrowDown' })
    expect(document.activeElement).toBe(all[1])

    fireEvent.keyDown(all[1]!, { key: 'End' })
    expect(document.activeElement).toBe(last)

    fireEvent.keyDown(last, { key: 'ArrowDown' })
    expect(document.activeElement).toBe(first)

    fireEvent.keyDown(first, { key: 'ArrowUp' })
    expect(document.activeElement).toBe(last)

    fireEvent.keyDown(last, { key: 'Home' })
    expect(document.activeElement).toBe(first)
  })

  it('opens the question a link points at', () => {
    renderFaq('/faq#wallet')

    const wallet = screen.getByRole('button', { name: /What is the wallet/ })
    expect(wallet.getAttribute('aria-expanded')).toBe('true')
    expect(answerOf(wallet).textContent).toContain('cannot be withdrawn to a bank account')
  })

  it('is in Czech when the language is cz', async () => {
    await act(() => setLanguage('cz'))
    renderFaq()

    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Časté dotazy')
    expect(screen.getByRole('navigation', { name: 'Témata' })).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Jak zapnu dvoufázové ověření?' })).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Kontaktujte nás' }).getAttribute('href')).toBe('/contactus')
  })
})
