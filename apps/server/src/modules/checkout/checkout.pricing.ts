import { DomainError, methodCost, methodIn, SHIPPING_MESSAGES, sizeLabels, taxOrder, type Language, type Quote, type ShippingMethod, type ShippingMethodInfo } from '@shop/domain'
import type { CheckoutCart, CheckoutLine } from '../cart/cart.types'
import type { AppliedCoupon, CouponService } from '../coupons/coupons.types'
import type { Destination } from '../markets/markets.service'

export interface PriceInput {
  lang: Language
  shipping_method: ShippingMethod
  /** The destination country and the active methods of its zone (none: the country is not served) */
  country: string
  /** Its market: currency (the cart's lines are priced in it), tax mode and VAT rate (decision 038) */
  destination: Destination
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
  quote: Omit<Quote, 'wallet_balance_cents' | 'terms_version'>
  lines: CheckoutLine[]
  applied: AppliedCoupon[]
}

type PricedLine = Quote['lines'][number]

/**
 * The cart's totals in hundredths of the destination market's currency: goods, coupons (percent
 * first, then fixed, never more than the goods), shipping on the goods after discounts in that
 * currency's list, VAT per line and on the shipping (domain taxOrder, the one rounding rule), total. The quote and the order both come from here, so
 * what the shopper saw is what is charged.
 */
export async function priceCart(deps: { coupons: CouponService }, { lines, skipped }: Pick<CheckoutCart, 'lines' | 'skipped'>, input: PriceInput): Promise<Priced> {
  const { currency, tax_mode, vat_rate_bp, market } = input.destination
  const method = chooseMethod(input)
  const subtotal = lines.reduce((sum, l) => sum + l.unit_price_cents * l.quantity, 0)
  const { applied, rejected } = lines.length
    ? await deps.coupons.evaluate(input.coupons, { lang: input.lang, currency, subtotal_cents: subtotal, user_id: input.user_id, email: input.email, now: input.now })
    : { applied: [], rejected: [] }
  const discount = applied.reduce((sum, c) => sum + c.amount_cents, 0)
  // Nothing to send, nothing to pay for sending it.
  const goods = subtotal - discount
  const inList = methodIn(method, currency)
  const shipping = lines.length ? methodCost(inList, goods) : 0
  // The one rounding rule: the discount shared over the lines, each line and the shipping taxed on its own.
  const taxed = taxOrder({ lines: lines.map((l) => ({ amount_cents: l.unit_price_cents * l.quantity })), discount_cents: discount, shipping_cents: shipping, mode: tax_mode, rate_bp: vat_rate_bp })
  const quoteLines: PricedLine[] = lines.map((l, i) => {
    const t = taxed.lines[i]!
    return {
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
      discount_cents: t.discount_cents,
      net_cents: t.net_cents,
      vat_rate_bp: t.vat_rate_bp,
      vat_cents: t.vat_cents,
    }
  })
  return {
    lines,
    applied,
    quote: {
      currency,
      market: market.code,
      tax_mode,
      vat_rate_bp,
      lines: quoteLines,
      item_count: lines.reduce((n, l) => n + l.quantity, 0),
      subtotal_cents: subtotal,
      coupons: applied.map((c) => ({ code: c.code, kind: c.kind, value: c.value, amount_cents: c.amount_cents })),
      rejected_coupons: rejected,
      discount_cents: discount,
      shipping_method: method.code,
      // With VAT added on top (tax mode `excluded`), the shipping charged is its gross
      shipping_cents: taxed.shipping.gross_cents,
      shipping_net_cents: taxed.shipping.net_cents,
      shipping_vat_cents: taxed.shipping.vat_cents,
      coupon_cancels_free_shipping: lines.length > 0 && discount > 0 && inList.free_from_cents !== null && subtotal >= inList.free_from_cents && goods < inList.free_from_cents,
      free_shipping_threshold_cents: inList.free_from_cents,
      country: input.country,
      shipping_options: input.methods.map((m) => {
        const priced = methodIn(m, currency)
        return {
          code: m.code,
          name: m.name[input.lang] || m.name.en,
          carrier: m.carrier,
          delivery_days: m.delivery_days,
          price_cents: priced.price_cents,
          free_from_cents: priced.free_from_cents,
          cents: lines.length ? methodCost(priced, goods) : 0,
        }
      }),
      total_cents: taxed.total_cents,
      vat_cents: taxed.vat_cents,
      vat_breakdown: taxed.breakdown,
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
