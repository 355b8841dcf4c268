import { LANGUAGES, type Language } from '@shop/domain'
import { imprintText } from '@shop/domain/legal-texts/imprint'
import { act, fireEvent, screen, within } from '@testing-library/react'
import { fakeServer } from '../../../test/fake-server'
import { renderRoutes } from '../../../test/render-routes'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { setLanguage } from '../../../lib/i18n'
import type { Block, FaqText, PageText } from '../content-types'
import { aboutText } from '../texts/about'
import { cancelPolicyText } from '@shop/domain/legal-texts/cancel-policy'
import { faqText } from '../texts/faq'
import { privacyPolicyText } from '@shop/domain/legal-texts/privacy-policy'
import { returnPolicyText } from '@shop/domain/legal-texts/return-policy'
import { termsText } from '@shop/domain/legal-texts/terms'
import { ContentPage } from './content-page'

afterEach(async () => {
  vi.unstubAllGlobals()
  await act(() => setLanguage('en'))
})

function renderPage(texts: Record<Language, PageText>, props: { showUpdated?: boolean; numbered?: boolean; version?: string } = {}) {
  const { router } = renderRoutes(
    [
      { path: '/cancelpolicy', element: <ContentPage texts={texts} {...props} /> },
      { path: '/returnpolicy', element: <h1>Return page</h1> },
    ],
    '/cancelpolicy',
  )
  return router
}

describe('ContentPage', () => {
  it('shows the page, its table of contents and the revision date in Czech when the language is cz', async () => {
    await act(() => setLanguage('cz'))
    renderPage(cancelPolicyText, { showUpdated: true })

    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Zrušení objednávky')
    expect(screen.queryByText('Cancellation policy')).toBeNull()
    expect(screen.getByText(/Naposledy aktualizováno/).textContent).toContain('28. listopadu 2026')
    // The folded box for phones and the side list for wide screens carry the same entries.
    const tocs = screen.getAllByRole('navigation', { name: 'Na této stránce', hidden: true })
    expect(tocs.length).toBe(2)
    for (const toc of tocs) {
      const entries = within(toc).getAllByRole('link', { hidden: true }).map((a) => a.textContent)
      expect(entries).toEqual(cancelPolicyText.cz.sections.map((s) => s.heading))
    }
    expect(document.title).toContain('Zrušení objednávky')
  })

  it('follows a language switch while it is open', async () => {
    renderPage(cancelPolicyText)
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Cancellation policy')

    await act(() => setLanguage('sl'))

    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Preklic naročila')
  })

  it('opens other shop pages through the router', async () => {
    const router = renderPage(cancelPolicyText)
    const [link] = screen.getAllByRole('link', { name: 'withdrawal policy' })

    await act(async () => {
      fireEvent.click(link!)
    })

    expect(router.location().pathname).toBe('/returnpolicy')
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Return page')
  })

  it('jumps to a section from the table of contents and moves focus to its heading', async () => {
    // The policy names the seller of the settings: the page waits for them.
    fakeServer({ 'GET /api/seller': { body: { name: 'Lumen & Leaf s.r.o.', street: 'Korunní 2569/108', city: 'Praha 10', postal_code: '101 00', country: 'CZ', vat_number: 'CZ12345678', registration_number: '12345678', email: 'hello@lumenleaf.shop', phone: '+420 220 000 000' } } })
    renderPage(privacyPolicyText, { numbered: true })
    const toc = (await screen.findAllByRole('navigation', { name: 'On this page', hidden: true }))[0]!

    fireEvent.click(within(toc).getByRole('link', { name: /Your rights/, hidden: true }))

    const heading = screen.getByRole('heading', { level: 2, name: /Your rights/ })
    expect(document.activeElement).toBe(heading)
    expect(heading.textContent).toBe('8.Your rights')
    expect(window.location.hash).toBe('#your-rights')
  })

  it('has no table of contents on a short page and no date where none is asked for', () => {
    const short = Object.fromEntries(
      LANGUAGES.map((lang) => [lang, { ...aboutText[lang], sections: aboutText[lang].sections.slice(0, 3) }]),
    ) as Record<Language, PageText>

    renderPage(short)

    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('About us')
    expect(screen.queryByRole('navigation', { name: 'On this page', hidden: true })).toBeNull()
    expect(screen.queryByText(/Last updated/)).toBeNull()
  })
})

/** Every string of a page, so the texts can be checked for gaps and copied English. */
function blockStrings(block: Block): string[] {
  if (typeof block === 'string') return [block]
  if ('list' in block) return block.list
  if ('steps' in block) return block.steps
  if ('note' in block) return [block.note]
  if ('subheading' in block) return [block.subheading]
  if ('terms' in block) return block.terms.flatMap((t) => [t.term, t.text])
  if ('cards' in block) return block.cards.flatMap((c) => [c.meta, c.text])
  if ('stages' in block) return block.stages.flatMap((s) => [s.label, s.text])
  return []
}

function pageStrings(page: PageText | FaqText): string[] {
  if ('groups' in page) {
    return [
      page.title,
      page.intro,
      ...page.groups.flatMap((g) => [g.heading, ...g.items.flatMap((i) => [i.question, ...i.answer.flatMap(blockStrings)])]),
    ]
  }
  return [page.title, page.intro, ...page.sections.flatMap((s) => [s.heading, ...s.blocks.flatMap(blockStrings)])]
}

function anchors(page: PageText | FaqText): string[] {
  return 'groups' in page ? page.groups.flatMap((g) => [g.id, ...g.items.map((i) => i.id)]) : page.sections.map((s) => s.id)
}

const PAGES = {
  about: aboutText,
  faq: faqText,
  cancelPolicy: cancelPolicyText,
  returnPolicy: returnPolicyText,
  privacyPolicy: privacyPolicyText,
  terms: termsText,
  imprint: imprintText,
} as const

/** SPEC's paths a content page may link to. */
const SHOP_PATHS = new Set([
  '/', '/about', '/faq', '/cancelpolicy', '/returnpolicy', '/privacy&policy', '/t&c', '/contactus', '/complain',
  '/orderhistory', '/trackorder', '/topbrand', '/coupan', '/wallet', '/giftcart', '/redeem', '/emailsignup',
  '/youraccount', '/twofactorauthentication', '/imprint',
])

describe.each(Object.entries(PAGES))('the %s texts', (_name, texts: Record<Language, PageText | FaqText>) => {
  it('have the same anchors in every language, so shared links work in all of them', () => {
    for (const lang of LANGUAGES) expect(anchors(texts[lang])).toEqual(anchors(texts.en))
  })

  it('are written in every language rather than copied from English', () => {
    const english = new Set(pageStrings(texts.en).filter((s) => s.split(' ').length > 3))
    for (const lang of LANGUAGES.filter((l) => l !== 'en')) {
      const strings = pageStrings(texts[lang])
      expect(strings.every((s) => s.trim().length > 0)).toBe(true)
      expect(strings.filter((s) => english.has(s))).toEqual([])
      expect(strings.join(' ')).not.toMatch(/translation\s+pending/i)
    }
  })

  it('link only to pages of the shop, to mail addresses or to https sites', () => {
    for (const lang of LANGUAGES) {
      for (const [, href] of pageStrings(texts[lang]).join('\n').matchAll(/\]\(([^)\s]+)\)/g)) {
        const known = href!.startsWith('#') || href!.startsWith('mailto:') || href!.startsWith('https://') || SHOP_PATHS.has(href!.split('#')[0]!)
        expect(known, `${lang}: ${href}`).toBe(true)
      }
    }
  })
})
