import { countryName, formatMoney, splitRefund, type Language, type Order, type OrderStatus, type SellerSettingsAnswer } from '@shop/domain'
import type { FastifyBaseLogger } from 'fastify'
import type { Config } from '../../config'
import type { Db } from '../../db/database'
import { escapeHtml } from '../../lib/html'
import type { Mailer, MailMessage } from '../notifications/notifications.types'
import { trackingUrl } from './orders.emails'
import { readOrder } from './orders.read'
import { givenBack } from './orders.withdrawal'
import { WITHDRAWAL_EMAIL_TEXTS } from './orders.withdrawal-email-texts'

/** Where the money of a withdrawal goes, as the receipt promises it (the split the acceptance will make). */
export interface RefundPreview {
  card_cents: number
  wallet_cents: number
  gift_card_cents: number
  bank_cents: number
}

const LOCALES: Record<Language, [string, Intl.DateTimeFormatOptions]> = {
  en: ['en-GB', { dateStyle: 'long', timeStyle: 'short' }],
  cz: ['cs-CZ', { dateStyle: 'long', timeStyle: 'short' }],
  sl: ['sl-SI', { day: 'numeric', month: 'numeric', year: 'numeric', hour: '2-digit', minute: '2-digit' }],
  ge: ['de-DE', { dateStyle: 'long', timeStyle: 'short' }],
}

/** The moment a withdrawal was received, on the seller's clock, named as such. */
function receivedAt(iso: string, lang: Language): string {
  const [locale, options] = LOCALES[lang]
  const when = new Intl.DateTimeFormat(locale, { ...options, timeZone: 'Europe/Prague' }).format(new Date(iso))
  return `${when} (${WITHDRAWAL_EMAIL_TEXTS[lang].zone})`
}

const BRANDS: Record<string, string> = { visa: 'Visa', mastercard: 'Mastercard', amex: 'American Express', discover: 'Discover' }

/** Where each part of a refund goes, worded: card, wallet, gift card, bank. */
function refundLines(order: Order, to: RefundPreview, iban: string): string[] {
  const t = WITHDRAWAL_EMAIL_TEXTS[order.lang]
  const money = (c: number) => formatMoney(c, order.lang, { currency: order.currency })
  const card = order.payment.card ? `${BRANDS[order.payment.card.brand] ?? order.payment.card.brand} •••• ${order.payment.card.last4}` : ''
  return [
    ...(to.card_cents > 0 ? [t.refundCard(money(to.card_cents), card)] : []),
    ...(to.wallet_cents > 0 ? [t.refundWallet(money(to.wallet_cents))] : []),
    ...(to.gift_card_cents > 0 ? [t.refundGiftCard(money(to.gift_card_cents))] : []),
    ...(to.bank_cents > 0 ? [t.refundBank(money(to.bank_cents), iban)] : []),
  ]
}

/**
 * The receipt of a withdrawal (Directive 2011/83/EU Art. 11a(4)), in the order's language: when it
 * was received, what was withdrawn and what it gives back, the return address (the seller's, from
 * the settings), and where the money will go. Every text that came from people is escaped in the HTML.
 */
export function composeWithdrawalReceipt(
  order: Order,
  requestId: string,
  seller: Pick<SellerSettingsAnswer, 'name' | 'street' | 'city' | 'postal_code' | 'country'>,
  refund: RefundPreview,
  publicUrl: string,
): Omit<MailMessage, 'to'> | null {
  const request = order.requests.find((r) => r.id === requestId)
  const w = request?.withdrawal
  if (!request || !w) return null
  const t = WITHDRAWAL_EMAIL_TEXTS[order.lang]
  const money = (c: number) => formatMoney(c, order.lang, { currency: order.currency })
  const items = w.lines.map((l) => ({ label: `${l.quantity} × ${l.name}${l.size_label ? ` (${l.size_label})` : ''}`, amount: money(l.amount_cents) }))
  if (w.shipping_cents > 0) items.push({ label: t.shipping, amount: money(w.shipping_cents) })
  const address = [seller.name, seller.street, `${seller.postal_code} ${seller.city}`, countryName(seller.country, order.lang)]
  const goes = refundLines(order, refund, w.iban)
  const track = trackingUrl(publicUrl, order.number)
  const reasonName = t.reasons[request.reason as keyof typeof t.reasons] ?? request.reason
  const why = [reasonName, request.details].filter(Boolean).join(': ')

  const text = [
    t.hello,
    '',
    t.received(order.number, receivedAt(request.created_at, order.lang)),
    '',
    `${t.withdrawn}:`,
    ...items.map((i) => `  ${i.label} — ${i.amount}`),
    `${t.refundTotal}: ${money(w.amount_cents)}`,
    ...(why ? [`${t.reason}: ${why}`] : []),
    '',
    `${t.nextTitle}:`,
    t.sendBack,
    ...address.map((a) => `  ${a}`),
    '',
    t.refundWhen,
    ...goes.map((g) => `  ${g}`),
    '',
    t.hygiene,
    '',
    `${t.track}: ${track}`,
    '',
    t.thanks,
    seller.name,
    '',
  ].join('\n')

  const e = escapeHtml
  const html = [
    '<div style="font-family:Georgia,serif;color:#2f3b2f;max-width:560px">',
    `<p>${e(t.hello)}</p>`,
    `<p>${e(t.received(order.number, receivedAt(request.created_at, order.lang)))}</p>`,
    `<p><b>${e(t.withdrawn)}</b></p>`,
    '<table style="border-collapse:collapse">',
    ...items.map((i) => `<tr><td style="padding:2px 12px 2px 0">${e(i.label)}</td><td style="text-align:right">${e(i.amount)}</td></tr>`),
    `<tr><td style="padding:2px 12px 2px 0"><b>${e(t.refundTotal)}</b></td><td style="text-align:right"><b>${e(money(w.amount_cents))}</b></td></tr>`,
    '</table>',
    why ? `<p><i>${e(t.reason)}:</i> ${e(why)}</p>` : '',
    `<p><b>${e(t.nextTitle)}</b><br>${e(t.sendBack)}<br>${address.map(e).join('<br>')}</p>`,
    `<p>${e(t.refundWhen)}<br>${goes.map(e).join('<br>')}</p>`,
    `<p><small>${e(t.hygiene)}</small></p>`,
    `<p><a href="${e(track)}">${e(t.track)}</a></p>`,
    `<p>${e(t.thanks)}<br>${e(seller.name)}</p>`,
    '</div>',
  ].join('\n')
  return { subject: t.subject(order.number), text, html }
}

/**
 * What a status email says about the withdrawal it answers (the latest decided one): when accepted,
 * what was refunded and where; when refused, the ground in the shopper's language. Nothing for
 * other statuses.
 */
export function withdrawalStatusLines(order: Order, status: OrderStatus | null): string[] {
  if (status !== 'return_accept' && status !== 'return_reject') return []
  const decided = order.requests.filter((r) => r.kind === 'return' && r.status !== 'pending').at(-1)
  if (!decided?.withdrawal) return []
  const t = WITHDRAWAL_EMAIL_TEXTS[order.lang]
  if (status === 'return_reject') return decided.refusal ? [`${t.refusedBecause} ${t.refusal[decided.refusal]}`] : []
  const r = decided.withdrawal.refunded
  if (!r) return []
  const total = r.card_cents + r.wallet_cents + r.gift_card_cents + r.bank_cents
  const lines = [t.acceptedRefund(formatMoney(total, order.lang, { currency: order.currency })), ...refundLines(order, r, decided.withdrawal.iban).map((l) => `  ${l}`)]
  if (r.bank_cents > 0 && !decided.withdrawal.bank_sent_at) lines.push(t.bankSoon(decided.withdrawal.iban))
  return lines
}

export interface WithdrawalReceiptsDeps {
  db: Db
  mailer: Mailer
  config: Pick<Config, 'PUBLIC_URL'>
  log: FastifyBaseLogger
  /** The seller's address, where the goods go back (modules/settings) */
  seller: () => Promise<Pick<SellerSettingsAnswer, 'name' | 'street' | 'city' | 'postal_code' | 'country'>>
}

/** Receipts of withdrawals, mailed at once after the withdrawal committed; a failure is logged by the caller. */
export function createWithdrawalReceipts({ db, mailer, config, seller, log }: WithdrawalReceiptsDeps) {
  return {
    async received(orderId: string, requestId: string): Promise<void> {
      const order = await readOrder(db, orderId, new Date())
      const request = order?.requests.find((r) => r.id === requestId)
      if (!order || !request?.withdrawal) {
        log.warn({ orderId, requestId }, 'withdrawal receipt skipped: the withdrawal was not found')
        return
      }
      // The split the acceptance will make: over what is left of each payment part (domain splitRefund).
      const given = await givenBack(db.kysely, orderId)
      const parts = splitRefund(request.withdrawal.amount_cents, {
        wallet: order.payment.wallet_cents - given.wallet,
        gift_card: order.payment.gift_card_cents - given.gift_card,
        card: order.payment.card_cents - given.card,
        cod: order.payment.cod_cents - given.cod,
      })
      const cardToWallet = request.refund_to === 'wallet' && !order.payment.card_refund_only && !!order.payment.card
      const codToBank = !!request.withdrawal.iban
      const preview: RefundPreview = {
        card_cents: cardToWallet ? 0 : parts.card,
        wallet_cents: parts.wallet + (cardToWallet ? parts.card : 0) + (codToBank ? 0 : parts.cod),
        gift_card_cents: parts.gift_card,
        bank_cents: codToBank ? parts.cod : 0,
      }
      const mail = composeWithdrawalReceipt(order, requestId, await seller(), preview, config.PUBLIC_URL)
      if (mail) await mailer.send({ to: order.email, ...mail })
    },
  }
}
