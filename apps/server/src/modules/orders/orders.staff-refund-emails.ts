import { formatMoney, type Order } from '@shop/domain'
import type { FastifyBaseLogger } from 'fastify'
import type { Config } from '../../config'
import type { Db } from '../../db/database'
import { escapeHtml } from '../../lib/html'
import type { Mailer, MailMessage } from '../notifications/notifications.types'
import { trackingUrl } from './orders.emails'
import { readOrder } from './orders.read'
import { STAFF_REFUND_EMAIL_TEXTS } from './orders.staff-refund-email-texts'

const BRANDS: Record<string, string> = { visa: 'Visa', mastercard: 'Mastercard', amex: 'American Express', discover: 'Discover' }

/**
 * The email about a staff refund (decision 053), in the order's language: how much, for what (the
 * pieces, or an amount), the reason staff gave, where each part of the money goes, and the credit
 * note's link (opens without signing in). Every text that came from people is escaped in the HTML.
 */
export function composeStaffRefundEmail(order: Order, refundId: string, publicUrl: string, creditNoteUrl: string | null): Omit<MailMessage, 'to'> | null {
  const refund = order.refunds.find((r) => r.id === refundId)
  if (!refund) return null
  const t = STAFF_REFUND_EMAIL_TEXTS[order.lang]
  const money = (c: number) => formatMoney(c, order.lang, { currency: order.currency })
  const items = refund.lines.map((l) => ({ label: `${l.quantity} × ${l.name}${l.size_label ? ` (${l.size_label})` : ''}`, amount: money(l.amount_cents) }))
  if (refund.shipping_cents > 0) items.push({ label: t.shipping, amount: money(refund.shipping_cents) })
  if (!items.length) items.push({ label: t.amountOnly, amount: money(refund.amount_cents) })
  const card = order.payment.card ? `${BRANDS[order.payment.card.brand] ?? order.payment.card.brand} •••• ${order.payment.card.last4}` : ''
  const to = refund.to
  const goes = [
    ...(to.card_cents > 0 ? [t.toCard(money(to.card_cents), card)] : []),
    ...(to.wallet_cents > 0 ? [t.toWallet(money(to.wallet_cents))] : []),
    ...(to.gift_card_cents > 0 ? [t.toGiftCard(money(to.gift_card_cents))] : []),
    ...(to.bank_cents > 0 ? [t.toBank(money(to.bank_cents))] : []),
  ]
  const track = trackingUrl(publicUrl, order.number)
  const note = refund.credit_note && creditNoteUrl ? { label: t.creditNote(refund.credit_note), url: creditNoteUrl } : null

  const text = [
    t.hello,
    '',
    t.refunded(money(refund.amount_cents), order.number),
    '',
    `${t.items}:`,
    ...items.map((i) => `  ${i.label} — ${i.amount}`),
    ...(refund.reason ? [`${t.reason}: ${refund.reason}`] : []),
    '',
    `${t.whereTitle}:`,
    ...goes.map((g) => `  ${g}`),
    ...(to.card_cents > 0 ? [t.cardWhen] : []),
    '',
    ...(note ? [`${note.label}: ${note.url}`] : []),
    `${t.order}: ${track}`,
    '',
    t.thanks,
    'Lumen & Leaf',
    '',
  ].join('\n')

  const e = escapeHtml
  const html = [
    '<div style="font-family:Georgia,serif;color:#2f3b2f;max-width:560px">',
    `<p>${e(t.hello)}</p>`,
    `<p>${e(t.refunded(money(refund.amount_cents), order.number))}</p>`,
    `<p><b>${e(t.items)}</b></p>`,
    '<table style="border-collapse:collapse">',
    ...items.map((i) => `<tr><td style="padding:2px 12px 2px 0">${e(i.label)}</td><td style="text-align:right">${e(i.amount)}</td></tr>`),
    '</table>',
    refund.reason ? `<p><i>${e(t.reason)}:</i> ${e(refund.reason)}</p>` : '',
    `<p><b>${e(t.whereTitle)}</b><br>${goes.map(e).join('<br>')}</p>`,
    to.card_cents > 0 ? `<p><small>${e(t.cardWhen)}</small></p>` : '',
    note ? `<p><a href="${e(note.url)}">${e(note.label)}</a></p>` : '',
    `<p><a href="${e(track)}">${e(t.order)}</a></p>`,
    `<p>${e(t.thanks)}<br>Lumen &amp; Leaf</p>`,
    '</div>',
  ].join('\n')
  return { subject: t.subject(order.number), text, html }
}

export interface StaffRefundMailsDeps {
  db: Db
  mailer: Mailer
  config: Pick<Config, 'PUBLIC_URL'>
  log: FastifyBaseLogger
  /** The credit note's address that opens without signing in (modules/invoices, wired in app.ts) */
  creditNoteUrl: (orderId: string, number: string) => Promise<string>
}

/** Mails the shopper about a staff refund once it committed and its credit note was issued. */
export function createStaffRefundMails({ db, mailer, config, log, creditNoteUrl }: StaffRefundMailsDeps) {
  return {
    async refunded(orderId: string, refundId: string): Promise<void> {
      const order = await readOrder(db, orderId, new Date())
      const refund = order?.refunds.find((r) => r.id === refundId)
      if (!order || !refund) {
        log.warn({ orderId, refundId }, 'refund email skipped: the refund was not found')
        return
      }
      const url = refund.credit_note ? await creditNoteUrl(orderId, refund.credit_note) : null
      const mail = composeStaffRefundEmail(order, refundId, config.PUBLIC_URL, url)
      if (mail) await mailer.send({ to: order.email, ...mail })
    },
  }
}
