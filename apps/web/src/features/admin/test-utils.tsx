import type { OrderSummary, StaffDashboard } from '@shop/domain'
import type { ReactNode } from 'react'
import { Elsewhere, renderRoutes } from '../../test/render-routes'
import type { StaffOrder } from './api/staff-api'
import { forgetStaffRole } from './hooks/use-staff-role'

export { fakeServer, problem, type FakeCall } from '../../test/fake-server'

/** Renders `ui` as the route `pattern` opened at `url`; any other address shows where the app went. */
export function renderAt(ui: ReactNode, { pattern, url }: { pattern: string; url: string }) {
  return renderRoutes([{ path: pattern, element: ui }, { path: '*', element: <Elsewhere /> }], url)
}

/** Signs someone in the way the app remembers it; the staff question is asked afresh. */
export function signIn(username = 'Eva', token = 'tok_staff') {
  forgetStaffRole()
  localStorage.setItem('Token', token)
  localStorage.setItem('Username', username)
}

export const staffProfile = { body: { username: 'Eva', email: 'eva@shop.test', role: 'owner' } }
export const shopperProfile = { body: { username: 'Jana', email: 'jana@example.com', role: 'shopper' } }

export const ORDER_ID = 'ord_aaaaaaaaaaaaaaaa'

export function makeDashboard(changes: Partial<StaffDashboard> = {}): StaffDashboard {
  const days = Array.from({ length: 14 }, (_, i) => ({
    day: `2026-11-${String(8 + i).padStart(2, '0')}`,
    orders: i % 3,
    revenue_cents: (i % 3) * 2500,
  }))
  return {
    today: { orders: 4, revenue_cents: 12345 },
    days,
    pending: { cancel_requests: 2, return_requests: 1, reviews: 5, testimonials: 0, complaints: 3, contact_messages: 7 },
    low_stock: [
      { id: 'prd_rose', variant_id: 'var_rose', sku: 'ROS-00001-30ML', name: 'Rose Face Oil', stock: 0 },
      { id: 'prd_clay', variant_id: 'var_clay', sku: 'CLA-00002-100G', name: 'Green Clay Mask · 100 g', stock: 3 },
    ],
    ...changes,
  }
}

export function makeSummary(changes: Partial<OrderSummary> = {}): OrderSummary {
  return { id: ORDER_ID, number: 'LL-10042', status: 'confirm_order', created_at: '2026-11-20T09:15:00.000Z', item_count: 3, total_cents: 5897, currency: 'USD', ...changes }
}

/** A card-paid order confirmed yesterday, as staff see it. */
export function makeStaffOrder(changes: Partial<StaffOrder> = {}): StaffOrder {
  return {
    ...makeSummary(),
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
    payment: { wallet_cents: 0, gift_card_cents: 0, card_cents: 5897, cod_cents: 0, transfer_cents: 0, transfer_paid_at: null, card: { brand: 'visa', last4: '4242' }, card_refund_only: false },
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
    staff_targets: ['order_picked', 'cancelled_order'],
    ...changes,
  }
}
