import { DomainError, methodCost, SHIPPING_MESSAGES, sizeLabels, type Language, type Quote, type ShippingMethod, type ShippingMethodInfo } from '@shop/domain'
import type { CheckoutCart, CheckoutLine } from '../cart/cart.types'
import type { AppliedCoupon, CouponService } from '../coupons/coupons.types'

export interface PriceInput {
  lang: Language
  shipping_method: ShippingMethod
  /** The destination country and the active methods of its zone (none: the country is not served) */
  country: string
  methods: ShippingMethodInfo[]
  /**
   * An order takes only a method the zone offers; a quote prices the zone's first one instead, so
   * a changed address shows its own methods rather than an error
   */
  strict_method: boolean
  coupons: string[]
  user_id: string | null
  /** The account's email when signed in, else the guest's (per-shopper limits, personal codes) */
  email: string | null
  now: Date
}

export interface Priced {
  /** Everything of the answer but the wallet balance */
  quote: Omit<Quote, 'wallet_balance_cents'>
  lines: CheckoutLine[]
  applied: AppliedCoupon[]
}

/**
 * The cart's totals in cents: goods, coupons (percent first, then fixed, never more than the goods),
 * shipping on the goods after discounts, total. The quote and the order both come from here, so
 * what the shopper saw is what is charged.
 */
export async function priceCart(deps: { coupons: CouponService }, { lines, skipped }: Pick<CheckoutCart, 'lines' | 'skipped'>, input: PriceInput): Promise<Priced> {
  const method = chooseMethod(input)
  const subtotal = lines.reduce((sum, l) => sum + l.unit_price_cents * l.quantity, 0)
  const { applied, rejected } = lines.length
    ? await deps.coupons.evaluate(input.coupons, { lang: input.lang, subtotal_cents: subtotal, user_id: input.user_id, email: input.email, now: input.now })
    : { applied: [], rejected: [] }
  const discount = applied.reduce((sum, c) => sum + c.amount_cents, 0)
  // Nothing to send, nothing to pay for sending it.
  const goods = subtotal - discount
  const shipping = lines.length ? methodCost(method, goods) : 0
  return {
    lines,
    applied,
    quote: {
      lines: lines.map((l) => ({
        product_id: l.product_id,
        variant_id: l.variant_id,
        sku: l.sku,
        size_label: sizeLabels(l)[input.lang],
        has_sizes: l.has_sizes,
        name: l.name[input.lang] || l.name.en,
        image: l.image,
        quantity: l.quantity,
        unit_price_cents: l.unit_price_cents,
        line_total_cents: l.unit_price_cents * l.quantity,
      })),
      item_count: lines.reduce((n, l) => n + l.quantity, 0),
      subtotal_cents: subtotal,
      coupons: applied.map((c) => ({ code: c.code, kind: c.kind, value: c.value, amount_cents: c.amount_cents })),
      rejected_coupons: rejected,
      discount_cents: discount,
      shipping_method: method.code,
      shipping_cents: shipping,
      free_shipping_threshold_cents: method.free_from_cents,
      country: input.country,
      shipping_options: input.methods.map((m) => ({
        code: m.code,
        name: m.name[input.lang] || m.name.en,
        carrier: m.carrier,
        delivery_days: m.delivery_days,
        price_cents: m.price_cents,
        free_from_cents: m.free_from_cents,
        cents: lines.length ? methodCost(m, goods) : 0,
      })),
      total_cents: subtotal - discount + shipping,
      lang: input.lang,
      skipped: skipped.map((s) => ({ product_id: s.product_id, name: s.name[input.lang] || s.name.en })),
    },
  }
}

function chooseMethod(input: PriceInput): ShippingMethodInfo {
  const [first] = input.methods
  if (!first) throw new DomainError('shipping_country_unserved', SHIPPING_MESSAGES.countryUnserved, [{ path: 'country', message: SHIPPING_MESSAGES.countryUnserved }])
  const asked = input.methods.find((m) => m.code === input.shipping_method)
  if (asked) return asked
  if (input.strict_method) {
    throw new DomainError('shipping_method_unavailable', SHIPPING_MESSAGES.methodUnavailable, [{ path: 'shipping_method', message: SHIPPING_MESSAGES.methodUnavailable }])
  }
  return first
}
