import type { Order } from '@shop/domain'
import type { ReactNode } from 'react'
import { Elsewhere, renderRoutes } from '../../test/render-routes'

export { fakeServer, problem, type FakeCall } from '../../test/fake-server'

/**
 * Renders `ui` as the route `pattern` opened at `url` (e.g. "/cancelorder/:id" at
 * "/cancelorder/ord_…"); `more` adds routes to land on, anything else shows the location.
 */
export function renderRoute(ui: ReactNode, { pattern = '/', url = '/', more = [] }: { pattern?: string; url?: string; more?: Array<{ path: string; element: ReactNode }> } = {}) {
  return renderRoutes([{ path: pattern, element: ui }, ...more, { path: '*', element: <Elsewhere /> }], url)
}

/** Signs a shopper in the way the app remembers it (SPEC's Token and Username). */
export function signIn(username = 'Jana') {
  localStorage.setItem('Token', 'tok_test')
  localStorage.setItem('Username', username)
}

export const ORDER_ID = 'ord_aaaaaaaaaaaaaaaa'

/** A card-paid order confirmed yesterday: cancel is a request now. */
export function makeOrder(changes: Partial<Order> = {}): Order {
  return {
    id: ORDER_ID,
    number: 'LL-10042',
    status: 'confirm_order',
    created_at: '2026-11-20T09:15:00.000Z',
    item_count: 3,
    total_cents: 5897,
    currency: 'USD',
    email: 'jana@example.com',
    lang: 'en',
    lines: [
      { product_id: 'prd_rose', variant_id: 'var_rose', sku: 'ROS-00001-30ML', size_label: '30 ml', name: 'Rose Face Oil', image: '', quantity: 2, unit_price_cents: 1899, line_total_cents: 3798, discount_cents: 0, net_cents: 3798, vat_rate_bp: 0, vat_cents: 0 },
      { product_id: 'prd_clay', variant_id: 'var_clay', sku: 'CLA-00002-100G', size_label: '100 g', name: 'Green Clay Mask', image: '', quantity: 1, unit_price_cents: 2099, line_total_cents: 2099, discount_cents: 0, net_cents: 2099, vat_rate_bp: 0, vat_cents: 0 },
    ],
    subtotal_cents: 5897,
    discount_cents: 0,
    coupons: [],
    shipping_method: 'standard',
    shipping_cents: 0,
    shipping_net_cents: 0,
    shipping_vat_rate_bp: 0,
    shipping_vat_cents: 0,
    market: 'world',
    tax_mode: 'none',
    vat_country: '',
    vat_cents: 0,
    vat_breakdown: [{ vat_rate_bp: 0, net_cents: 5897, vat_cents: 0, gross_cents: 5897 }],
    shipping_address: { first_name: 'Jana', last_name: 'Nováková', street: 'Vinohradská 12', city: 'Praha', state: '', country: 'Czech Republic', zip_code: '120 00' },
    payment: { wallet_cents: 1000, gift_card_cents: 0, card_cents: 4897, cod_cents: 0, transfer_cents: 0, transfer_paid_at: null, card: { brand: 'visa', last4: '4242' }, card_refund_only: false },
    refunded_cents: 0,
    refundable_cents: 0,
    refunds: [],
    events: [
      { status: 'new_order', at: '2026-11-20T09:15:00.000Z', actor: 'shopper', note: '' },
      { status: 'confirm_order', at: '2026-11-20T11:40:00.000Z', actor: 'staff', note: '' },
    ],
    requests: [],
    cancel_mode: 'request',
    can_return: false,
    return_deadline: null,
    shipment: null,
    terms_version: null,
    ...changes,
  }
}
