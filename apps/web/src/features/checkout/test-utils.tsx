import { TERMS_VERSION, type CheckoutAddress, type Order, type Quote } from '@shop/domain'
import type { ReactNode } from 'react'
import { useLocation } from '../../lib/router'
import { renderRoutes } from '../../test/render-routes'
import { storeSession } from '../../lib/session'
import { updateCheckout, type CheckoutState } from './checkout-state'

export { fakeServer, problem, type FakeCall, type FakeReply } from '../../test/fake-server'

/** Shows where a navigation landed, so a test can assert the next step. */
function Landed() {
  const location = useLocation()
  return <p data-testid="landed">{location.pathname + location.search}</p>
}

/**
 * Renders `ui` at `path` inside a memory router (every other path shows where it landed), a fresh
 * query client and Suspense for the texts, like the app does.
 */
export function renderCheckout(ui: ReactNode, { path = '/step' }: { path?: string } = {}) {
  return renderRoutes([{ path: path.split('?')[0]!, element: ui }, { path: '*', element: <Landed /> }], path)
}

export function signIn(username = 'Jana') {
  storeSession({ access: 'token-123', username } as Parameters<typeof storeSession>[0])
}

export function startCheckout(state: Partial<CheckoutState>) {
  updateCheckout(state)
}

export const ADDRESS: CheckoutAddress = {
  first_name: 'Jana',
  last_name: 'Nováková',
  street: 'Vinohradská 12',
  city: 'Praha',
  state: '',
  country: 'CZ',
  zip_code: '120 00',
}

/** A dollar quote without VAT (the rest-of-the-world market's terms): amounts as the shop priced before markets. */
export const QUOTE: Quote = {
  currency: 'USD',
  market: 'world',
  tax_mode: 'none',
  vat_rate_bp: 0,
  lines: [
    { product_id: 'prd_rose', variant_id: 'var_rose', sku: 'ROS-00001-30ML', size_label: '30 ml', has_sizes: true, name: 'Rose Face Oil', image: '/media/rose.svg', quantity: 2, unit_price_cents: 2450, line_total_cents: 4900, discount_cents: 0, net_cents: 4900, vat_rate_bp: 0, vat_cents: 0 },
    { product_id: 'prd_soap', variant_id: 'var_soap', sku: 'OAT-00002-100G', size_label: '100 g', has_sizes: false, name: 'Oat Soap', image: '/media/soap.svg', quantity: 1, unit_price_cents: 1200, line_total_cents: 1200, discount_cents: 0, net_cents: 1200, vat_rate_bp: 0, vat_cents: 0 },
  ],
  item_count: 3,
  subtotal_cents: 6100,
  coupons: [{ code: 'GET15', kind: 'fixed', value: 1500, amount_cents: 1500 }],
  rejected_coupons: [],
  discount_cents: 1500,
  shipping_method: 'standard',
  shipping_cents: 499,
  shipping_net_cents: 499,
  shipping_vat_cents: 0,
  coupon_cancels_free_shipping: false,
  free_shipping_threshold_cents: 5000,
  country: 'CZ',
  shipping_options: [
    { code: 'standard', name: 'Standard delivery', carrier: 'ppl', delivery_days: '3–5', price_cents: 499, free_from_cents: 5000, cents: 499 },
    { code: 'express', name: 'Express delivery', carrier: 'dpd', delivery_days: '1–2', price_cents: 1290, free_from_cents: null, cents: 1290 },
  ],
  total_cents: 5099,
  vat_cents: 0,
  vat_breakdown: [{ vat_rate_bp: 0, net_cents: 5099, vat_cents: 0, gross_cents: 5099 }],
  lang: 'en',
  skipped: [],
  wallet_balance_cents: null,
  terms_version: TERMS_VERSION,
}

export const ORDER: Order = {
  id: 'ord_abcdefghijklmnop',
  number: 'NL-7KX2M9PQ',
  status: 'new_order',
  created_at: '2026-11-21T10:00:00.000Z',
  item_count: 3,
  total_cents: 5099,
  currency: 'USD',
  email: 'guest@example.com',
  lang: 'en',
  lines: QUOTE.lines,
  subtotal_cents: 6100,
  discount_cents: 1500,
  coupons: [{ code: 'GET15', amount_cents: 1500 }],
  shipping_method: 'standard',
  shipping_cents: 499,
  shipping_net_cents: 499,
  shipping_vat_rate_bp: 0,
  shipping_vat_cents: 0,
  market: 'world',
  tax_mode: 'none',
  vat_country: '',
  vat_cents: 0,
  vat_breakdown: [{ vat_rate_bp: 0, net_cents: 5099, vat_cents: 0, gross_cents: 5099 }],
  shipping_address: ADDRESS,
  payment: { wallet_cents: 0, gift_card_cents: 0, card_cents: 5099, cod_cents: 0, transfer_cents: 0, transfer_paid_at: null, card: { brand: 'visa', last4: '4242' }, card_refund_only: false },
  refunded_cents: 0,
  refundable_cents: 0,
  refunds: [],
  events: [{ status: 'new_order', at: '2026-11-21T10:00:00.000Z', actor: 'system', note: '' }],
  requests: [],
  cancel_mode: 'immediate',
  can_return: false,
  return_deadline: null,
  shipment: null,
  terms_version: TERMS_VERSION,
}
