import { CARRIER_NAMES, countryName, formatMoney, formatVatRate, type Language, type Order, type OrderStatus } from '@shop/domain'
import type { FastifyBaseLogger } from 'fastify'
import type { Config } from '../../config'
import type { Db } from '../../db/database'
import type { MailAttachment, MailMessage, Mailer } from '../notifications/notifications.types'
import { confirmationParts, type OrderConfirmation } from './orders.confirmation'
import { ORDER_EMAIL_TEXTS, SHOP_NAME } from './orders.email-texts'
import { readOrder } from './orders.read'
import type { OrderNotifier, OrderSeller } from './orders.types'
import { escapeHtml } from '../../lib/html'
import { withdrawalStatusLines } from './orders.withdrawal-emails'
import type { Tx } from '../../db/tx'
import type { BurstItem, BurstQueue } from '../notifications/notifications.types'


export function trackingUrl(publicUrl: string, number: string): string {
  return `${publicUrl.replace(/\/+$/, '')}/trackorder?number=${encodeURIComponent(number)}`
}

/** The burst kind order status emails are queued under (modules/notifications). */
export const ORDER_STATUS_BURST = 'order_status'

/** What an order email links to besides the order: the invoice's address once the order has one (the invoices' helper supplies it). */
export interface OrderEmailLinks {
  invoice_url?: string | null
}

/**
 * The confirmation (status null) or a status change, in the order's language: plain text and a
 * simple HTML twin in which every text that came from people (names, address, notes) is escaped.
 * `steps`: the statuses one email covers when several changes came within the burst window.
 * `confirmation`: what the confirmation of a new order adds (decision 043): the order date, unit
 * prices, delivery and payment, the terms accepted, the right of withdrawal with the model form,
 * and the seller's identity.
 */
export function composeOrderEmail(
  order: Order,
  status: OrderStatus | null,
  publicUrl: string,
  steps: OrderStatus[] = [],
  links: OrderEmailLinks = {},
  confirmation?: OrderConfirmation,
): Omit<MailMessage, 'to'> {
  const t = ORDER_EMAIL_TEXTS[order.lang]
  // Every amount in the order's currency (decision 038).
  const money = (cents: number) => formatMoney(cents, order.lang, { currency: order.currency })
  const statusName = status ? t.status[status] : null
  const intro = statusName ? t.changedIntro(order.number, statusName) : t.placedIntro
  const extra = status ? t.statusNote[status] : undefined
  // The note staff wrote with this change, if any (the shopper's own reason needs no echo).
  const event = status ? order.events.filter((e) => e.status === status).at(-1) : undefined
  const staffNote = event?.actor === 'staff' && event.note ? event.note : null
  // An accepted withdrawal's refund, or the ground it was refused on (decision 044).
  const withdrawal = withdrawalStatusLines(order, status)

  const track = trackingUrl(publicUrl, order.number)
  const c = status === null && confirmation ? confirmationParts(order, confirmation, publicUrl, track) : null
  // The confirmation names each line's unit price too (its main characteristics: name, size, quantity, price).
  const lines = order.lines.map((l) => ({
    label: `${l.quantity} × ${l.name} (${l.size_label})${c ? ` · ${c.each(money(l.unit_price_cents))}` : ''}`,
    amount: money(l.line_total_cents),
  }))
  const totals: Array<[string, string]> = [[t.subtotal, money(order.subtotal_cents)]]
  if (order.discount_cents > 0) totals.push([t.discount, `−${money(order.discount_cents)}`])
  totals.push([t.shipping, money(order.shipping_cents)], [t.total, money(order.total_cents)])
  // The VAT in the total, per rate, as the order stores it (no line without VAT: exports carry none).
  if (order.tax_mode !== 'none') {
    for (const b of order.vat_breakdown.filter((v) => v.vat_rate_bp > 0)) {
      const rate = formatVatRate(b.vat_rate_bp, order.lang)
      totals.push([order.tax_mode === 'included' ? t.vatIncluded(rate) : t.vatAdded(rate), money(b.vat_cents)])
    }
  }
  if (order.refunded_cents > 0) totals.push([t.refunded, money(order.refunded_cents)])
  const a = order.shipping_address
  const address = [`${a.first_name} ${a.last_name}`, a.street, `${a.zip_code} ${a.city}`, a.state, countryName(a.country, order.lang)].filter((s) => s.trim())
  const stepNames = steps.length > 1 ? steps.map((s) => t.status[s]) : []
  const parcel = order.shipment ? { label: t.parcel(CARRIER_NAMES[order.shipment.carrier]), url: order.shipment.tracking_url, number: order.shipment.tracking_number } : null

  const text = [
    t.hello,
    '',
    intro,
    ...(extra ? [extra] : []),
    ...withdrawal,
    ...(stepNames.length ? ['', `${t.steps}: ${stepNames.join(' → ')}`] : []),
    ...(staffNote ? ['', `${t.staffNote}: ${staffNote}`] : []),
    ...(parcel ? ['', `${t.trackingNumber}: ${parcel.number}`, `${parcel.label}: ${parcel.url}`] : []),
    '',
    `${t.orderNumber}: ${order.number}`,
    ...(c ? [c.date] : []),
    `${t.items}:`,
    ...lines.map((l) => `  ${l.label} — ${l.amount}`),
    ...totals.map(([label, value]) => `${label}: ${value}`),
    ...(c ? ['', c.delivery, `${c.payment.title}:`, ...c.payment.parts.map(([label, cents]) => `  ${label}: ${money(cents)}`)] : []),
    ...(c?.transfer ? ['', ...c.transfer.text] : []),
    '',
    `${t.shipTo}:`,
    ...address.map((s) => `  ${s}`),
    '',
    `${t.track}: ${track}`,
    t.trackHint,
    ...(links.invoice_url ? ['', `${t.invoice}: ${links.invoice_url}`] : []),
    ...(c ? c.text : []),
    '',
    t.thanks,
    SHOP_NAME,
    '',
  ].join('\n')

  const e = escapeHtml
  const row = (label: string, value: string, bold = false) =>
    `<tr><td style="padding:2px 12px 2px 0">${bold ? `<b>${e(label)}</b>` : e(label)}</td><td style="text-align:right">${bold ? `<b>${e(value)}</b>` : e(value)}</td></tr>`
  const html = [
    '<div style="font-family:Georgia,serif;color:#2f3b2f;max-width:560px">',
    `<p>${e(t.hello)}</p>`,
    `<p>${e(intro)}${extra ? `<br>${e(extra)}` : ''}</p>`,
    withdrawal.length ? `<p>${withdrawal.map((l) => e(l.trim())).join('<br>')}</p>` : '',
    stepNames.length ? `<p>${e(t.steps)}: ${stepNames.map(e).join(' → ')}</p>` : '',
    staffNote ? `<p><i>${e(t.staffNote)}:</i> ${e(staffNote)}</p>` : '',
    parcel ? `<p>${e(t.trackingNumber)}: <b>${e(parcel.number)}</b><br><a href="${e(parcel.url)}">${e(parcel.label)}</a></p>` : '',
    `<p>${e(t.orderNumber)}: <b>${e(order.number)}</b>${c ? `<br>${e(c.date)}` : ''}</p>`,
    '<table style="border-collapse:collapse">',
    ...lines.map((l) => row(l.label, l.amount)),
    ...totals.map(([label, value]) => row(label, value, label === t.total)),
    '</table>',
    c ? `<p>${e(c.delivery)}<br>${e(c.payment.title)}: ${c.payment.parts.map(([label, cents]) => `${e(label)} ${e(money(cents))}`).join(', ')}</p>` : '',
    c?.transfer ? c.transfer.html : '',
    `<p><b>${e(t.shipTo)}</b><br>${address.map(e).join('<br>')}</p>`,
    `<p><a href="${e(track)}">${e(t.track)}</a><br><small>${e(t.trackHint)}</small></p>`,
    links.invoice_url ? `<p><a href="${e(links.invoice_url)}">${e(t.invoice)}</a></p>` : '',
    ...(c ? c.html : []),
    `<p>${e(t.thanks)}<br>${e(SHOP_NAME)}</p>`,
    '</div>',
  ].join('\n')

  return { subject: statusName ? t.changedSubject(order.number, statusName) : t.placedSubject(order.number), text, html }
}

type Keyed = { product_id: string; variant_id: string }
const byProductId = (a: Keyed, b: Keyed) => (a.product_id < b.product_id ? -1 : a.product_id > b.product_id ? 1 : a.variant_id < b.variant_id ? -1 : a.variant_id > b.variant_id ? 1 : 0)

export interface OrderNotifierDeps {
  db: Db
  mailer: Mailer
  config: Pick<Config, 'PUBLIC_URL'>
  log: FastifyBaseLogger
  /** Status emails wait for the burst to end; without it each change is mailed at once */
  bursts?: BurstQueue
  /**
   * The address of an order's invoice, when it has one (the invoices module supplies this at the
   * merge, decision 038); the emails link it. Without it no email names an invoice.
   */
  invoiceUrlOf?: (order: Order) => Promise<string | null>
  /**
   * The seller's details the confirmation names (modules/settings through the app's wiring,
   * decision 043). Without it the confirmation is the short one of status emails.
   */
  seller?: () => Promise<OrderSeller>
  /** The terms PDF of the version an order accepted, in its language, to attach (modules/legal through the app's wiring) */
  termsOf?: (version: string, lang: Language) => Promise<MailAttachment>
  /** An order paid by bank transfer: its instructions and QR code for the confirmation (modules/bank-transfers, decision 052) */
  transferOf?: (order: Order) => Promise<{ text: string[]; html: string; attachments: MailAttachment[] } | null>
}

/** Order emails; a failure is logged and never reaches the caller (the change has committed). */
export function createOrderNotifier({ db, mailer, config, log, bursts, invoiceUrlOf, seller, termsOf, transferOf }: OrderNotifierDeps): OrderNotifier & { sendBurst(item: BurstItem): Promise<void> } {
  const linksOf = async (order: Order): Promise<OrderEmailLinks> => ({ invoice_url: invoiceUrlOf ? await invoiceUrlOf(order) : null })

  /**
   * A new order's confirmation: the seller and the terms it accepted as a PDF (decision 043). A
   * terms file that cannot be had is logged and left out: the mail still goes, linking the terms.
   */
  async function confirmationOf(order: Order): Promise<{ confirmation?: OrderConfirmation; attachments: MailAttachment[] }> {
    if (!seller) return { attachments: [] }
    const [identity, terms, transfer] = await Promise.all([
      seller(),
      order.terms_version && termsOf
        ? termsOf(order.terms_version, order.lang).catch((err: unknown) => {
            log.error({ err, orderId: order.id, terms_version: order.terms_version }, 'the terms PDF could not be attached to the order confirmation')
            return null
          })
        : Promise.resolve(null),
      transferOf ? transferOf(order) : Promise.resolve(null),
    ])
    return {
      confirmation: { seller: identity, terms_file: terms?.filename ?? null, transfer },
      attachments: [...(terms ? [terms] : []), ...(transfer?.attachments ?? [])],
    }
  }

  async function send(orderId: string, status: OrderStatus | null, placed?: Order): Promise<void> {
    try {
      // Lines in the order readOrder lists them (by product id, then variant id), as in every other mail about the order.
      const order = placed ? { ...placed, lines: [...placed.lines].sort(byProductId) } : await readOrder(db, orderId, new Date())
      if (!order) {
        log.warn({ orderId }, 'order email skipped: the order was not found')
        return
      }
      const { confirmation, attachments } = status === null ? await confirmationOf(order) : { confirmation: undefined, attachments: [] }
      const mail = composeOrderEmail(order, status, config.PUBLIC_URL, [], await linksOf(order), confirmation)
      await mailer.send({ to: order.email, ...mail, ...(attachments.length ? { attachments } : {}) })
    } catch (err) {
      log.error({ err, orderId, status }, 'order email failed')
    }
  }
  return {
    placed: (order) => send(order.id, null, order),
    statusChanged: (orderId, status) => send(orderId, status),

    async queueStatus(tx: Tx, orderId: string, since: string, at: string): Promise<boolean> {
      if (!bursts) return false
      await bursts.queue(tx, { key: `order:${orderId}`, kind: ORDER_STATUS_BURST, ref: orderId, since, at })
      return true
    },

    /**
     * A burst is over: one email with the status the order is in now, naming every step since the
     * burst began. A failure is thrown, so the outbox tries again.
     */
    async sendBurst({ ref, since }: BurstItem): Promise<void> {
      const order = await readOrder(db, ref, new Date())
      if (!order) {
        log.warn({ orderId: ref }, 'order email skipped: the order was not found')
        return
      }
      const steps = order.events.filter((e) => e.at >= since && e.status !== 'new_order').map((e) => e.status)
      await mailer.send({ to: order.email, ...composeOrderEmail(order, order.status, config.PUBLIC_URL, steps, await linksOf(order)) })
    },
  }
}
