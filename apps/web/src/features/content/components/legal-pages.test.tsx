import { TERMS_VERSION, type Language, type PublicSeller } from '@shop/domain'
import { imprintText } from '@shop/domain/legal-texts/imprint'
import { returnPolicyText } from '@shop/domain/legal-texts/return-policy'
import { termsText } from '@shop/domain/legal-texts/terms'
import type { PageText } from '@shop/domain/legal-texts/content-types'
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { setLanguage } from '../../../lib/i18n'
import { fakeServer, problem } from '../../../test/fake-server'
import { renderRoutes } from '../../../test/render-routes'
import { ContentPage } from './content-page'

/** A seller unlike the seeded one, so nothing on the page can come from a copy in the code. */
const SELLER: PublicSeller = {
  name: 'Kapradí a lotos, s.r.o.',
  street: 'Náměstí Míru 9',
  city: 'Brno',
  postal_code: '602 00',
  country: 'CZ',
  vat_number: 'CZ87654321',
  registration_number: '87654321',
  email: 'obchod@kapradi.example',
  phone: '+420 530 000 000',
}

afterEach(async () => {
  vi.unstubAllGlobals()
  await act(() => setLanguage('en'))
})

async function open(texts: Record<Language, PageText>, lang: Language = 'en', props: { version?: string } = {}) {
  await act(() => setLanguage(lang))
  renderRoutes([{ path: '/page', element: <ContentPage texts={texts} {...props} /> }], '/page')
}

const main = () => document.body.textContent ?? ''

describe('the legal pages name the seller of the settings', () => {
  it('fills the terms from GET /api/seller and shows the version in force', async () => {
    const server = fakeServer({ 'GET /api/seller': { body: SELLER } })
    await open(termsText, 'en', { version: TERMS_VERSION })

    expect(await screen.findByText('Kapradí a lotos, s.r.o.', { selector: 'strong' })).toBeTruthy()
    expect(main()).toContain('Náměstí Míru 9, 602 00 Brno, Czechia, company ID 87654321, VAT ID CZ87654321')
    expect(screen.getByRole('link', { name: 'obchod@kapradi.example' }).getAttribute('href')).toBe('mailto:obchod@kapradi.example')
    expect(main()).not.toContain('{seller.')
    expect(main()).not.toMatch(/Lumen & Leaf (GmbH|s\.r\.o\.)|Wien|Korunní/)
    expect(screen.getByText(/^Version/).textContent).toBe('Version 2026-11-28 · In force since: November 28, 2026')
    expect(server.called('GET /api/seller')).toHaveLength(1)
  })

  it('prints the model withdrawal form on the withdrawal policy, in Czech, addressed to the seller', async () => {
    fakeServer({ 'GET /api/seller': { body: SELLER } })
    await open(returnPolicyText, 'cz')

    const form = await screen.findByTestId('withdrawal-form')
    expect(within(form).getByRole('heading', { name: 'Vzorový formulář pro odstoupení od smlouvy' })).toBeTruthy()
    expect(form.textContent).toContain('Adresát: Kapradí a lotos, s.r.o., Náměstí Míru 9, 602 00 Brno, Česko, obchod@kapradi.example')
    expect(form.textContent).toContain('Datum objednání (*)/datum obdržení (*):')
    expect(form.textContent).toContain('(*) Nehodící se škrtněte nebo údaje doplňte.')
    // The right, how to exercise it and where to send the goods name the same seller.
    expect(screen.getByRole('heading', { name: 'Vaše právo odstoupit od smlouvy' })).toBeTruthy()
    expect(main()).toContain('poštou na adresu Kapradí a lotos, s.r.o., Náměstí Míru 9, 602 00 Brno, Česko')
  })

  it('shows the imprint: company, seat, registration, VAT number, contact and the supervisory body', async () => {
    fakeServer({ 'GET /api/seller': { body: SELLER } })
    await open(imprintText, 'ge')

    expect(await screen.findByRole('heading', { level: 1, name: 'Impressum' })).toBeTruthy()
    await screen.findByText('Kapradí a lotos, s.r.o.')
    const facts = Object.fromEntries(
      Array.from(document.querySelectorAll('dl > div'), (row) => [row.querySelector('dt')!.textContent, row.querySelector('dd')!.textContent]),
    )
    expect(facts).toMatchObject({
      Unternehmen: 'Kapradí a lotos, s.r.o.',
      Sitz: 'Náměstí Míru 9, 602 00 Brno, Tschechien',
      'Identifikationsnummer (IČO)': '87654321 (Handelsregister)',
      'USt-IdNr.': 'CZ87654321',
      'E-Mail': 'obchod@kapradi.example',
      Telefon: '+420 530 000 000',
    })
    expect(main()).toContain('Česká obchodní inspekce')
    expect(screen.getByRole('link', { name: 'adr.coi.cz' }).getAttribute('href')).toBe('https://adr.coi.cz')
  })

  it('says so when the seller cannot be read, and shows the page once a retry reads it', async () => {
    let fail = true
    fakeServer({ 'GET /api/seller': () => (fail ? { status: 503, body: problem(503, 'internal', 'down') } : { body: SELLER }) })
    await open(imprintText, 'en')

    expect(await screen.findByText('The seller’s details could not be loaded, so this page cannot be shown in full.')).toBeTruthy()
    expect(main()).not.toContain('{seller.')
    fail = false
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }))
    await waitFor(() => expect(main()).toContain('Kapradí a lotos, s.r.o.'))
  })
})
