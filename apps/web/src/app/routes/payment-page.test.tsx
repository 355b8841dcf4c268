import { CHECKOUT_MESSAGES, PAYMENT_MESSAGES, TERMS_VERSION, type PlaceOrder } from '@shop/domain'
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { readCheckout } from '../../features/checkout/checkout-state'
import { ADDRESS, fakeServer, ORDER, problem, QUOTE, renderCheckout, signIn, startCheckout, type FakeReply } from '../../features/checkout/test-utils'
import { i18n } from '../../lib/i18n'
import { Component as PaymentPage } from './payment-page'

afterEach(() => {
  vi.unstubAllGlobals()
  sessionStorage.clear()
  document.cookie = 'ship_to=; Max-Age=0; Path=/'
})

const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } })
const place = () => fireEvent.click(screen.getByRole('button', { name: 'Order with obligation to pay' }))

function fillCard(number = '4242 4242 4242 4242') {
  type('Card number', number)
  type('Expiry (MM/YY)', '12/30')
  type('Security code (CVC)', '123')
  type('Name on the card', 'Jana Nováková')
}

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

  it('pays with wallet plus card, keeps the idempotency key when retrying after a network error, and confirms', async () => {
    signIn()
    startCheckout({ address: ADDRESS, coupons: ['GET15'] })
    const server = fakeServer({
      'POST /api/checkout/quote': { body: { ...QUOTE, wallet_balance_cents: 2000 } },
      'POST /api/orders': ordersAnswering('network', { status: 201, body: ORDER }),
    })
    renderCheckout(<PaymentPage />, { path: '/paymentpage' })
    fireEvent.click(await screen.findByRole('checkbox', { name: /Use wallet balance/ }))
    expect((screen.getByLabelText('Amount from the wallet') as HTMLInputElement).value).toBe('20.00')
    type('Amount from the wallet', '12,50')
    fillCard()
    expect(screen.getByLabelText('Card number').getAttribute('autocomplete')).toBe('cc-number')
    expect(screen.getByLabelText('Card number').getAttribute('inputmode')).toBe('numeric')
    place()
    expect(await screen.findByText(/We could not reach the shop/)).toBeTruthy()
    place()
    expect((await screen.findByTestId('landed')).textContent).toBe(`/confirmorder?order=${ORDER.id}`)

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
      payment: {
        wallet_cents: 1250,
        card: { number: '4242424242424242', exp_month: 12, exp_year: 2030, cvc: '123', name: 'Jana Nováková' },
        cash_on_delivery: false,
        bank_transfer: false,
      },
    })
    expect(readCheckout()).toMatchObject({ placed: ORDER, attempt_key: null })
  })

  it('shows a declined card under the card form and makes a new attempt (new key) after it', async () => {
    startCheckout({ email: 'guest@example.com', address: ADDRESS, coupons: ['GET15'] })
    const server = fakeServer({
      'POST /api/checkout/quote': { body: QUOTE },
      'POST /api/orders': ordersAnswering({ status: 402, body: problem(402, 'card_declined', PAYMENT_MESSAGES.declined) }, { status: 201, body: ORDER }),
    })
    renderCheckout(<PaymentPage />, { path: '/paymentpage' })
    await screen.findByLabelText('Card number')
    expect(screen.queryByRole('checkbox', { name: /Use wallet balance/ })).toBeNull()
    fillCard('4000 0000 0000 0002')
    place()
    const declined = await screen.findByText('Your card was declined')
    expect(declined.closest('[role="alert"]')).toBeTruthy()
    expect(readCheckout().attempt_key).toBeNull()

    type('Card number', '4242424242424242')
    await waitFor(() => expect(screen.queryByText('Your card was declined')).toBeNull())
    place()
    await screen.findByTestId('landed')
    const [first, second] = server.called('POST /api/orders').map((c) => c.body as PlaceOrder)
    expect(first!.email).toBe('guest@example.com')
    expect(second!.idempotency_key).not.toBe(first!.idempotency_key)
  })

  it('checks the card in the browser before sending anything', async () => {
    startCheckout({ email: 'guest@example.com', address: ADDRESS })
    const server = fakeServer({ 'POST /api/checkout/quote': { body: QUOTE } })
    renderCheckout(<PaymentPage />, { path: '/paymentpage' })
    await screen.findByLabelText('Card number')
    type('Card number', '4242 4242 4242 4241')
    type('Expiry (MM/YY)', '13')
    place()
    expect(await screen.findByText('Please enter a valid card number')).toBeTruthy()
    expect(screen.getByText('Please enter the expiry date as MM/YY')).toBeTruthy()
    expect(screen.getByText('Please enter the 3 or 4 digit security code')).toBeTruthy()
    expect(screen.getByText('Please enter the name on the card')).toBeTruthy()
    expect(server.called('POST /api/orders')).toHaveLength(0)
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
    await screen.findByLabelText('Card number')
    fillCard()
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
    expect(screen.queryByLabelText('Card number')).toBeNull()
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
    fillCard()
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
