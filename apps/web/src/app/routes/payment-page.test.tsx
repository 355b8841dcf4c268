import { CHECKOUT_MESSAGES, PAYMENT_MESSAGES, TERMS_VERSION, type PlaceOrder } from '@shop/domain'
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { readCheckout } from '../../features/checkout/checkout-state'
import { ADDRESS, fakeServer, ORDER, problem, QUOTE, renderCheckout, signIn, startCheckout, type FakeReply } from '../../features/checkout/test-utils'
import { i18n } from '../../lib/i18n'
import { loadProcessor } from '../../lib/processor-loader'
import { AUTH_FAILED, DECLINED, fakeProcessor } from '../../test/fake-processor'
import { Component as PaymentPage } from './payment-page'

afterEach(() => {
  vi.unstubAllGlobals()
  sessionStorage.clear()
  document.cookie = 'ship_to=; Max-Age=0; Path=/'
})

const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } })
const place = () => fireEvent.click(screen.getByRole('button', { name: 'Order with obligation to pay' }))

vi.mock('../../lib/processor-loader', () => ({ loadProcessor: vi.fn() }))

let processor = fakeProcessor()
beforeEach(() => {
  processor = fakeProcessor()
  vi.mocked(loadProcessor).mockResolvedValue(processor.processor)
})

/** The processor's card fields are mounted (a test double of its frame). */
const cardFieldsShown = async () => {
  await waitFor(() => expect(screen.getByTestId('card-element').querySelector('iframe')).toBeTruthy())
}

const START = { id: 'pay_1', client_secret: 'pi_1_secret_x', amount_cents: 5099, currency: 'USD', expires_at: '2026-11-28T10:15:00.000Z' }

/** Answers POST /api/orders with the replies in turn; a thrown reply is a dropped connection. */
function ordersAnswering(...replies: Array<FakeReply | 'network'>) {
  let i = 0
  return () => {
    const reply = replies[Math.min(i++, replies.length - 1)]!
    if (reply === 'network') throw new TypeError('Failed to fetch')
    return reply
  }
}

/** The same cart priced for Germany: euros with 19 % VAT (decision 038). */
const EUR_QUOTE = {
  ...QUOTE,
  currency: 'EUR' as const,
  market: 'de-at',
  tax_mode: 'included' as const,
  vat_rate_bp: 1900,
  country: 'DE',
  coupons: [],
  discount_cents: 0,
  shipping_cents: 695,
  shipping_net_cents: 584,
  shipping_vat_cents: 111,
  total_cents: 6795,
  vat_cents: 1085,
  vat_breakdown: [{ vat_rate_bp: 1900, net_cents: 5710, vat_cents: 1085, gross_cents: 6795 }],
}

describe('/paymentpage', () => {
  it('shows the VAT in the total, and a total in another currency than the shopper saw is confirmed before paying', async () => {
    startCheckout({ email: 'guest@example.com', address: { ...ADDRESS, country: 'DE' }, seen_currency: 'USD' })
    const server = fakeServer({ 'POST /api/checkout/quote': { body: EUR_QUOTE }, 'POST /api/orders': { status: 201, body: { ...ORDER, currency: 'EUR', total_cents: 6795 } } })
    renderCheckout(<PaymentPage />, { path: '/paymentpage' })
    expect(await screen.findByText('Prices are now in euros (€) for Germany, including 19% VAT')).toBeTruthy()
    expect(screen.getByText('incl. VAT 19%')).toBeTruthy()
    expect(screen.getAllByText('€67.95').length).toBeGreaterThan(0)
    // The delivery country settles "Ship to": the header and the cart follow.
    expect(document.cookie).toContain('ship_to=DE')
    expect((screen.getByRole('button', { name: 'Order with obligation to pay' }) as HTMLButtonElement).disabled).toBe(true)
    fireEvent.click(screen.getByRole('button', { name: 'Continue with €67.95' }))
    expect(readCheckout().seen_currency).toBe('EUR')
    expect(screen.queryByText(/Prices are now in/)).toBeNull()
    fireEvent.click(screen.getByRole('radio', { name: /Cash on delivery/ }))
    place()
    await waitFor(() => expect(server.called('POST /api/orders')).toHaveLength(1))
    expect(server.called('POST /api/orders')[0]!.body).toMatchObject({ expected_total_cents: 6795, expected_currency: 'EUR' })
  })

  it('says next to the coupon when it takes the goods under the free-shipping line', async () => {
    startCheckout({ email: 'guest@example.com', address: ADDRESS, coupons: ['GET15'] })
    fakeServer({ 'POST /api/checkout/quote': { body: { ...QUOTE, coupon_cancels_free_shipping: true } } })
    renderCheckout(<PaymentPage />, { path: '/paymentpage' })
    expect(await screen.findByText('With this code your goods fall below the free-shipping line, so shipping is charged.')).toBeTruthy()
  })

  it('names the cash-on-delivery limit in the quote’s currency', async () => {
    startCheckout({ email: 'guest@example.com', address: ADDRESS })
    fakeServer({ 'POST /api/checkout/quote': { body: { ...QUOTE, currency: 'CZK', tax_mode: 'included', vat_rate_bp: 2100, total_cents: 800000 } } })
    renderCheckout(<PaymentPage />, { path: '/paymentpage' })
    expect(await screen.findByText('Cash on delivery is available for orders up to CZK 7,500')).toBeTruthy()
  })

  it('sends a shopper without an address back to the address step', async () => {
    startCheckout({ email: 'guest@example.com' })
    fakeServer({ 'POST /api/checkout/quote': { body: QUOTE } })
    renderCheckout(<PaymentPage />, { path: '/paymentpage' })
    expect((await screen.findByTestId('landed')).textContent).toBe('/shippingaddress')
  })

  it('pays with wallet plus card in the processor’s fields: the shop gets no card details, a retry after a network error keeps the key', async () => {
    signIn()
    startCheckout({ address: ADDRESS, coupons: ['GET15'] })
    const server = fakeServer({
      'POST /api/checkout/quote': { body: { ...QUOTE, wallet_balance_cents: 2000 } },
      'POST /api/orders': ordersAnswering('network', { status: 202, body: { payment: START } }),
      [`POST /api/payments/${START.id}/complete`]: { body: { status: 'succeeded', purpose: 'order', order: ORDER } },
    })
    renderCheckout(<PaymentPage />, { path: '/paymentpage' })
    fireEvent.click(await screen.findByRole('checkbox', { name: /Use wallet balance/ }))
    expect((screen.getByLabelText('Amount from the wallet') as HTMLInputElement).value).toBe('20.00')
    type('Amount from the wallet', '12,50')
    await cardFieldsShown()
    expect(screen.getByText(/go to the processor and never to our shop/)).toBeTruthy()
    // The fields show the amount the card pays, in the quote's currency.
    await waitFor(() => expect(processor.calls.updates.at(-1)).toEqual({ amount: 3849 }))
    // Only what changed: a locale sent again would redraw the fields and lose what was typed.
    expect(processor.calls.updates.some((u) => 'locale' in u)).toBe(false)
    expect(processor.calls.elements[0]).toMatchObject({ mode: 'payment', currency: 'usd', captureMethod: 'automatic', locale: 'en' })
    place()
    expect(await screen.findByText(/We could not reach the shop/)).toBeTruthy()
    place()
    expect((await screen.findByTestId('landed')).textContent).toBe(`/confirmorder?order=${ORDER.id}`)
    expect(processor.calls.confirm).toEqual([{ clientSecret: START.client_secret }])

    const [first, second] = server.called('POST /api/orders').map((c) => c.body as PlaceOrder)
    expect(second!.idempotency_key).toBe(first!.idempotency_key)
    expect(first!.idempotency_key).toMatch(/^[A-Za-z0-9_-]{16,100}$/)
    expect(second).toEqual({
      idempotency_key: first!.idempotency_key,
      shipping_address: ADDRESS,
      shipping_method: 'standard',
      coupons: ['GET15'],
      lang: 'en',
      expected_total_cents: 5099,
      expected_currency: 'USD',
      terms_version: TERMS_VERSION,
      payment: { wallet_cents: 1250, card: true, cash_on_delivery: false, bank_transfer: false },
    })
    expect(readCheckout()).toMatchObject({ placed: ORDER, attempt_key: null })
  })

  it('shows a declined card next to the card fields, keeps the cart, and makes a new attempt (new key) after it', async () => {
    startCheckout({ email: 'guest@example.com', address: ADDRESS, coupons: ['GET15'] })
    const server = fakeServer({
      'POST /api/checkout/quote': { body: QUOTE },
      'POST /api/orders': { status: 202, body: { payment: START } },
      [`POST /api/payments/${START.id}/complete`]: ordersAnswering(
        { status: 409, body: problem(409, 'card_declined', PAYMENT_MESSAGES.declined) },
        { body: { status: 'succeeded', purpose: 'order', order: ORDER } },
      ),
    })
    processor.confirmAnswers(DECLINED)
    renderCheckout(<PaymentPage />, { path: '/paymentpage' })
    await cardFieldsShown()
    expect(screen.queryByRole('checkbox', { name: /Use wallet balance/ })).toBeNull()
    place()
    const declined = await screen.findByText('Your card was declined. Please try another card.')
    expect(declined.closest('[role="alert"]')).toBeTruthy()
    expect(readCheckout().attempt_key).toBeNull()
    expect(readCheckout().placed).toBeNull()

    place()
    await screen.findByTestId('landed')
    const [first, second] = server.called('POST /api/orders').map((c) => c.body as PlaceOrder)
    expect(first!.email).toBe('guest@example.com')
    expect(second!.idempotency_key).not.toBe(first!.idempotency_key)
  })

  it('says a failed 3-D Secure challenge in the shopper’s words when the shop has not heard of it yet, and writes no order', async () => {
    startCheckout({ email: 'guest@example.com', address: ADDRESS })
    fakeServer({
      'POST /api/checkout/quote': { body: QUOTE },
      'POST /api/orders': { status: 202, body: { payment: START } },
      [`POST /api/payments/${START.id}/complete`]: { status: 202, body: { status: 'processing' } },
    })
    processor.confirmAnswers(AUTH_FAILED)
    renderCheckout(<PaymentPage />, { path: '/paymentpage' })
    await cardFieldsShown()
    place()
    expect(await screen.findByText(/security check \(3-D Secure\) was not completed/)).toBeTruthy()
    expect(screen.queryByTestId('landed')).toBeNull()
    expect(readCheckout().placed).toBeNull()
  })

  it('asks the processor to check the typed card before the shop is asked for anything', async () => {
    startCheckout({ email: 'guest@example.com', address: ADDRESS })
    const server = fakeServer({ 'POST /api/checkout/quote': { body: QUOTE } })
    processor.submitAnswers({ error: { type: 'validation_error', code: 'incomplete_number', message: 'Your card number is incomplete.' } })
    renderCheckout(<PaymentPage />, { path: '/paymentpage' })
    await cardFieldsShown()
    place()
    expect(await screen.findByText('Your card number is incomplete.')).toBeTruthy()
    expect(server.called('POST /api/orders')).toHaveLength(0)
  })

  it('asks the shop again while the payment is still processing', async () => {
    startCheckout({ email: 'guest@example.com', address: ADDRESS })
    const server = fakeServer({
      'POST /api/checkout/quote': { body: QUOTE },
      'POST /api/orders': { status: 202, body: { payment: START } },
      [`POST /api/payments/${START.id}/complete`]: ordersAnswering({ status: 202, body: { status: 'processing' } }, { body: { status: 'succeeded', purpose: 'order', order: ORDER } }),
    })
    renderCheckout(<PaymentPage />, { path: '/paymentpage' })
    await cardFieldsShown()
    place()
    expect((await screen.findByTestId('landed', {}, { timeout: 3000 })).textContent).toBe(`/confirmorder?order=${ORDER.id}`)
    expect(server.called(`POST /api/payments/${START.id}/complete`)).toHaveLength(2)
  })

  it('refreshes the quote and says why when the total changed', async () => {
    startCheckout({ email: 'guest@example.com', address: ADDRESS, coupons: ['GET15'] })
    let total = 5099
    const server = fakeServer({
      'POST /api/checkout/quote': () => ({ body: { ...QUOTE, total_cents: total } }),
      'POST /api/orders': () => {
        total = 5599
        return { status: 409, body: problem(409, 'total_changed', CHECKOUT_MESSAGES.totalChanged) }
      },
    })
    renderCheckout(<PaymentPage />, { path: '/paymentpage' })
    await cardFieldsShown()
    place()
    expect(await screen.findByText(CHECKOUT_MESSAGES.totalChanged)).toBeTruthy()
    await waitFor(() => expect(screen.getByTestId('order-total').textContent).toBe('$55.99'))
    expect(server.called('POST /api/checkout/quote').length).toBeGreaterThan(1)
  })

  it('places a cash-on-delivery order without a card', async () => {
    startCheckout({ email: 'guest@example.com', address: ADDRESS })
    const server = fakeServer({ 'POST /api/checkout/quote': { body: QUOTE }, 'POST /api/orders': { status: 201, body: ORDER } })
    renderCheckout(<PaymentPage />, { path: '/paymentpage' })
    fireEvent.click(await screen.findByRole('radio', { name: /Cash on delivery/ }))
    expect(screen.queryByTestId('card-element')).toBeNull()
    place()
    await screen.findByTestId('landed')
    expect((server.called('POST /api/orders')[0]!.body as PlaceOrder).payment).toEqual({ wallet_cents: 0, cash_on_delivery: true, bank_transfer: false })
  })

  it('sends a gift card code and shows its refusal under the gift card field', async () => {
    startCheckout({ email: 'guest@example.com', address: ADDRESS })
    const server = fakeServer({
      'POST /api/checkout/quote': { body: QUOTE },
      'POST /api/orders': { status: 409, body: problem(409, 'gift_card_empty', CHECKOUT_MESSAGES.giftCardEmpty) },
    })
    renderCheckout(<PaymentPage />, { path: '/paymentpage' })
    await screen.findByLabelText('Gift card code')
    type('Gift card code', 'abcd-efgh-jkmn-pqrs')
    await cardFieldsShown()
    place()
    const refusal = await screen.findByText('This gift card has no balance left')
    expect(screen.getByLabelText('Gift card code').getAttribute('aria-describedby')).toBe(refusal.id)
    expect((server.called('POST /api/orders')[0]!.body as PlaceOrder).payment.gift_card_code).toBe('ABCD-EFGH-JKMN-PQRS')
  })

  it('says right before the order button the total with VAT and shipping, when it arrives, and the terms accepted, by version', async () => {
    startCheckout({ email: 'guest@example.com', address: { ...ADDRESS, country: 'DE' }, seen_currency: 'EUR' })
    const server = fakeServer({ 'POST /api/checkout/quote': { body: EUR_QUOTE }, 'POST /api/orders': { status: 201, body: { ...ORDER, currency: 'EUR', total_cents: 6795 } } })
    renderCheckout(<PaymentPage />, { path: '/paymentpage' })
    const block = await screen.findByTestId('order-commitment')
    expect(within(block).getByText('Total including VAT and shipping')).toBeTruthy()
    expect(within(block).getByTestId('commit-total').textContent).toBe('€67.95')
    expect(within(block).getByTestId('commit-delivery').textContent).toBe('Standard delivery: delivered within 3–5 business days')
    const notice = screen.getByTestId('terms-notice')
    expect(notice.textContent).toContain(`By ordering you accept our terms and conditions (opens in a new tab) (version ${TERMS_VERSION})`)
    const href = (name: RegExp) => within(notice).getByRole('link', { name }).getAttribute('href')
    expect(href(/^terms and conditions/)).toBe('/t&c')
    expect(href(/^withdrawal policy/)).toBe('/returnpolicy')
    expect(href(/^privacy policy/)).toBe('/privacy&policy')
    expect(href(/^Save the terms as PDF/)).toBe(`/api/legal/terms.pdf?lang=en&version=${TERMS_VERSION}`)
    // The legal pages open beside the form, which keeps what was typed.
    expect(within(notice).getAllByRole('link').every((a) => a.getAttribute('target') === '_blank' && a.getAttribute('rel') === 'noopener')).toBe(true)
    // Total, delivery and terms come before the button.
    const button = screen.getByRole('button', { name: 'Order with obligation to pay' })
    for (const el of [block, notice]) expect(el.compareDocumentPosition(button) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy()
    fireEvent.click(screen.getByRole('radio', { name: /Cash on delivery/ }))
    place()
    await screen.findByTestId('landed')
    expect((server.called('POST /api/orders')[0]!.body as PlaceOrder).terms_version).toBe(TERMS_VERSION)
  })

  it('names a total without VAT as such outside the EU', async () => {
    startCheckout({ email: 'guest@example.com', address: ADDRESS })
    fakeServer({ 'POST /api/checkout/quote': { body: QUOTE } })
    renderCheckout(<PaymentPage />, { path: '/paymentpage' })
    const block = await screen.findByTestId('order-commitment')
    expect(within(block).getByText('Total including shipping (no VAT)')).toBeTruthy()
    expect(within(block).getByTestId('commit-total').textContent).toBe('$50.99')
  })

  it.each([
    ['cs', 'Objednat s povinností platby', 'Celkem včetně DPH a dopravy', 'obchodními podmínkami'],
    ['sl', 'Naročilo z obveznostjo plačila', 'Skupaj z DDV in dostavo', 'splošne pogoje'],
    ['de', 'Zahlungspflichtig bestellen', 'Gesamtbetrag inkl. MwSt. und Versand', 'AGB'],
  ])('words the order button as the law of the language asks (%s)', async (code, button, total, terms) => {
    startCheckout({ email: 'guest@example.com', address: { ...ADDRESS, country: 'DE' }, seen_currency: 'EUR' })
    fakeServer({ 'POST /api/checkout/quote': { body: EUR_QUOTE } })
    await act(() => i18n.changeLanguage(code))
    try {
      renderCheckout(<PaymentPage />, { path: '/paymentpage' })
      expect(await screen.findByRole('button', { name: button })).toBeTruthy()
      expect(screen.getByText(total)).toBeTruthy()
      expect(within(screen.getByTestId('terms-notice')).getByRole('link', { name: new RegExp(`^${terms}\\s*\\(`) }).getAttribute('href')).toBe('/t&c')
      expect(screen.getByTestId('terms-notice').textContent).toContain(TERMS_VERSION)
    } finally {
      await act(() => i18n.changeLanguage('en'))
    }
  })

  it('when the terms changed meanwhile, names the new version and orders under it on the next press', async () => {
    startCheckout({ email: 'guest@example.com', address: ADDRESS })
    let version = TERMS_VERSION
    const server = fakeServer({
      'POST /api/checkout/quote': () => ({ body: { ...QUOTE, terms_version: version } }),
      'POST /api/orders': ({ body }) => {
        if ((body as PlaceOrder).terms_version === '2027-01-15') return { status: 201, body: ORDER }
        version = '2027-01-15'
        return { status: 409, body: problem(409, 'terms_outdated', CHECKOUT_MESSAGES.termsOutdated) }
      },
    })
    renderCheckout(<PaymentPage />, { path: '/paymentpage' })
    fireEvent.click(await screen.findByRole('radio', { name: /Cash on delivery/ }))
    place()
    expect(await screen.findByText('Our terms have changed since you opened this page. Please read the new version (2027-01-15, linked below) and then order again.')).toBeTruthy()
    await waitFor(() => expect(screen.getByTestId('terms-notice').textContent).toContain('(version 2027-01-15)'))
    expect(readCheckout().placed).toBeFalsy()
    place()
    await screen.findByTestId('landed')
    expect(server.called('POST /api/orders').map((c) => (c.body as PlaceOrder).terms_version)).toEqual([TERMS_VERSION, '2027-01-15'])
  })
})
