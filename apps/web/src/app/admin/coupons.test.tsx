import type { StaffCoupon } from '@shop/domain'
import { fireEvent, screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { fakeServer, problem, renderAt, signIn } from '../../features/admin/test-utils'
import { Component as Coupons } from './coupons'

vi.mock('../../lib/toast', () => ({ notify: { success: vi.fn(), error: vi.fn(), info: vi.fn() } }))

afterEach(() => {
  vi.unstubAllGlobals()
})

const SPRING5: StaffCoupon = {
  id: 'cpn_spring5aaa',
  code: 'SPRING5',
  kind: 'fixed',
  value: 500,
  lang_terms: {},
  description: { en: '$5 off', cz: 'Sleva 5 $', sl: '5 $ popusta', ge: '5 $ Rabatt' },
  min_order_cents: 2500,
  starts_at: null,
  expires_at: '2099-05-31T22:00:00.000Z',
  usage_limit: 100,
  used_count: 7,
  per_shopper_limit: null,
  owner_email: null,
  owner_user_id: null,
  stackable: false,
  active: true,
  created_at: '2026-11-01T00:00:00.000Z',
  // $5 from $25 in euros follows USD (4,90 € from 22,95 €); the crown amount was typed by hand.
  value_eur_cents: 490,
  value_eur_manual: false,
  value_czk_cents: 9900,
  value_czk_manual: true,
  min_order_eur_cents: 2295,
  min_order_eur_manual: false,
  min_order_czk_cents: 57900,
  min_order_czk_manual: false,
}

const list = { body: { data: [SPRING5], total: 1, page: 1 } }

describe('staff coupons', () => {
  it('lists coupons with their terms and use', async () => {
    signIn()
    const server = fakeServer({ 'GET /api/staff/coupons': list })
    renderAt(<Coupons />, { pattern: '/admin/coupons', url: '/admin/coupons' })
    expect(await screen.findByText('SPRING5', {}, { timeout: 4000 })).toBeTruthy()
    expect(screen.getByText('7 of 100')).toBeTruthy()
    // The euro and crown figures beside the dollar ones (decision 047).
    expect(screen.getByText('€4.90 · CZK 99')).toBeTruthy()
    expect(screen.getByText('€22.95 · CZK 579')).toBeTruthy()
    expect(screen.getByText('Active')).toBeTruthy()
    expect(server.called('GET /api/staff/coupons')[0]!.query.get('scope')).toBe('shop')
  })

  it('checks a new coupon before sending it: nothing is posted while fields are wrong', async () => {
    signIn()
    const server = fakeServer({ 'GET /api/staff/coupons': list })
    renderAt(<Coupons />, { pattern: '/admin/coupons', url: '/admin/coupons?new=1' })
    fireEvent.click(await screen.findByRole('button', { name: 'Create coupon' }, { timeout: 4000 }))
    expect(await screen.findByText('Please correct the marked fields.')).toBeTruthy()
    expect(screen.getByLabelText('Code').getAttribute('aria-invalid')).toBe('true')
    expect(screen.getByText('Please enter a coupon code')).toBeTruthy()
    expect(screen.getByText('Please enter a whole number')).toBeTruthy()
    expect(screen.getAllByText('Please describe the coupon in this language')).toHaveLength(4)

    fireEvent.change(screen.getByLabelText('Percent'), { target: { value: '120' } })
    fireEvent.click(screen.getByRole('button', { name: 'Create coupon' }))
    expect(await screen.findByText('A percent coupon takes at most 100% off')).toBeTruthy()
    expect(server.called('POST /api/staff/coupons')).toHaveLength(0)
  })

  it('posts a valid coupon with cents, language terms and limits, and shows a taken code on its field', async () => {
    signIn()
    const server = fakeServer({
      'GET /api/staff/coupons': list,
      'POST /api/staff/coupons': { status: 409, body: problem(409, 'coupon_code_taken', 'A coupon with this code already exists') },
    })
    renderAt(<Coupons />, { pattern: '/admin/coupons', url: '/admin/coupons?new=1' })
    fireEvent.change(await screen.findByLabelText('Code', {}, { timeout: 4000 }), { target: { value: 'autumn-10' } })
    fireEvent.change(screen.getByLabelText('Kind'), { target: { value: 'fixed' } })
    fireEvent.change(screen.getByLabelText('Amount ($)'), { target: { value: '10,50' } })
    fireEvent.click(screen.getByLabelText('Own terms in German'))
    fireEvent.change(screen.getAllByLabelText('Percent').at(-1)!, { target: { value: '10' } })
    for (const [language, text] of [
      ['English', '$10.50 off'],
      ['Czech', 'Sleva 10,50 $'],
      ['Slovenian', '10,50 $ popusta'],
      ['German', '10 % Rabatt'],
    ]) {
      fireEvent.change(screen.getByLabelText(`Description (${language})`), { target: { value: text } })
    }
    fireEvent.change(screen.getByLabelText('Minimum order ($)'), { target: { value: '40' } })
    fireEvent.change(screen.getByLabelText('Uses per shopper'), { target: { value: '1' } })
    fireEvent.click(screen.getByLabelText('Can be combined with another code'))
    fireEvent.click(screen.getByRole('button', { name: 'Create coupon' }))

    await waitFor(() => expect(server.called('POST /api/staff/coupons')).toHaveLength(1))
    expect(server.called('POST /api/staff/coupons')[0]!.body).toEqual({
      code: 'AUTUMN-10',
      kind: 'fixed',
      value: 1050,
      lang_terms: { ge: { kind: 'percent', value: 10 } },
      description: { en: '$10.50 off', cz: 'Sleva 10,50 $', sl: '10,50 $ popusta', ge: '10 % Rabatt' },
      min_order_cents: 4000,
      starts_at: null,
      expires_at: null,
      usage_limit: null,
      per_shopper_limit: 1,
      stackable: true,
      active: true,
      value_eur_cents: null,
      value_czk_cents: null,
      min_order_eur_cents: null,
      min_order_czk_cents: null,
    })
    expect(await screen.findByText('A coupon with this code already exists')).toBeTruthy()
    expect(screen.getByLabelText('Code').getAttribute('aria-invalid')).toBe('true')
  })

  it('edits a listed coupon with PATCH', async () => {
    signIn()
    const server = fakeServer({
      'GET /api/staff/coupons': list,
      [`PATCH /api/staff/coupons/${SPRING5.id}`]: ({ body }) => ({ body: { ...SPRING5, ...(body as object) } }),
    })
    const { router } = renderAt(<Coupons />, { pattern: '/admin/coupons', url: '/admin/coupons' })
    fireEvent.click(await screen.findByRole('link', { name: 'Edit SPRING5' }, { timeout: 4000 }))
    expect(await screen.findByRole('heading', { level: 1, name: 'Edit SPRING5' })).toBeTruthy()
    expect((screen.getByLabelText('Amount ($)') as HTMLInputElement).value).toBe('5.00')
    fireEvent.change(screen.getByLabelText('Uses in total'), { target: { value: '200' } })
    fireEvent.click(screen.getByRole('button', { name: 'Save coupon' }))
    await waitFor(() => expect(server.called(`PATCH /api/staff/coupons/${SPRING5.id}`)).toHaveLength(1))
    expect(server.called(`PATCH /api/staff/coupons/${SPRING5.id}`)[0]!.body).toMatchObject({ code: 'SPRING5', value: 500, usage_limit: 200, expires_at: SPRING5.expires_at })
    await waitFor(() => expect(router.location().search).toBe(''))
  })

  it('shows each euro and crown figure as following USD or typed by hand, and sends typed ones, freed ones as null (decision 047)', async () => {
    signIn()
    const server = fakeServer({
      'GET /api/staff/coupons': list,
      [`PATCH /api/staff/coupons/${SPRING5.id}`]: ({ body }) => ({ body: { ...SPRING5, ...(body as object) } }),
    })
    renderAt(<Coupons />, { pattern: '/admin/coupons', url: `/admin/coupons?edit=${SPRING5.id}` })
    const euro = (await screen.findByLabelText('Amount (€)', {}, { timeout: 4000 })) as HTMLInputElement
    expect(euro.value).toBe('4.90')
    expect(euro.getAttribute('aria-describedby')).toBeTruthy()
    expect(document.getElementById(euro.getAttribute('aria-describedby')!)!.textContent).toBe('Follows the dollar amount at the current exchange rate. Type an amount to set it by hand.')
    const crowns = screen.getByLabelText('Amount (Kč)') as HTMLInputElement
    expect(crowns.value).toBe('99')
    expect(document.getElementById(crowns.getAttribute('aria-describedby')!)!.textContent).toBe('Set by hand: it stays when the dollar amount or the exchange rate changes.')
    expect((screen.getByLabelText('Minimum order (Kč)') as HTMLInputElement).value).toBe('579')

    // Type the euro amount, let the crown amount follow USD again.
    fireEvent.change(euro, { target: { value: '4,50' } })
    fireEvent.click(screen.getByRole('button', { name: 'Follow USD: Amount (Kč)' }))
    expect(crowns.value).toBe('')
    expect(document.getElementById(crowns.getAttribute('aria-describedby')!)!.textContent).toBe('Will follow the dollar amount again once saved.')
    fireEvent.click(screen.getByRole('button', { name: 'Save coupon' }))
    await waitFor(() => expect(server.called(`PATCH /api/staff/coupons/${SPRING5.id}`)).toHaveLength(1))
    expect(server.called(`PATCH /api/staff/coupons/${SPRING5.id}`)[0]!.body).toMatchObject({
      value: 500,
      value_eur_cents: 450,
      value_czk_cents: null,
      min_order_eur_cents: null,
      min_order_czk_cents: null,
    })
  })

  it('refuses crowns with haléře on the field and posts nothing; a percent coupon has no amount per currency to type', async () => {
    signIn()
    const server = fakeServer({ 'GET /api/staff/coupons': list })
    renderAt(<Coupons />, { pattern: '/admin/coupons', url: '/admin/coupons?new=1' })
    fireEvent.change(await screen.findByLabelText('Code', {}, { timeout: 4000 }), { target: { value: 'CROWNS' } })
    // Percent by default: only the minimum orders per currency.
    expect(screen.queryByLabelText('Amount (Kč)')).toBeNull()
    expect(screen.getByLabelText('Minimum order (Kč)')).toBeTruthy()
    fireEvent.change(screen.getByLabelText('Kind'), { target: { value: 'fixed' } })
    fireEvent.change(screen.getByLabelText('Amount ($)'), { target: { value: '15' } })
    fireEvent.change(screen.getByLabelText('Amount (Kč)'), { target: { value: '379,50' } })
    for (const language of ['English', 'Czech', 'Slovenian', 'German']) {
      fireEvent.change(screen.getByLabelText(`Description (${language})`), { target: { value: '{amount} off' } })
    }
    fireEvent.click(screen.getByRole('button', { name: 'Create coupon' }))
    expect(await screen.findByText('Crowns are whole: type an amount like 379')).toBeTruthy()
    expect(screen.getByLabelText('Amount (Kč)').getAttribute('aria-invalid')).toBe('true')
    expect(server.called('POST /api/staff/coupons')).toHaveLength(0)
  })
})
