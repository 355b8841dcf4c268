import { formatDate, termsPdfPath, WITHDRAWAL_DAYS, type Order } from '@shop/domain'
import { sellerAddress } from '@shop/domain/legal-texts/seller'
import { withdrawalForm } from '@shop/domain/legal-texts/withdrawal-form'
import { escapeHtml as e } from '../../lib/html'
import { CONFIRMATION_TEXTS } from './orders.confirmation-texts'
import type { OrderSeller } from './orders.types'

/** What only the confirmation of a new order adds (decision 043), handed in by the notifier. */
export interface OrderConfirmation {
  seller: OrderSeller
  /** The name of the terms PDF attached to the mail; null when it could not be attached (the mail links it) */
  terms_file: string | null
  /** How to pay by bank transfer (modules/bank-transfers, decision 052), after the payment rows */
  transfer?: { text: string[]; html: string } | null
}

const base = (url: string) => url.replace(/\/+$/, '')

/** "Visa •••• 4242" */
function cardName(card: { brand: string; last4: string }): string {
  return `${card.brand.charAt(0).toUpperCase()}${card.brand.slice(1)} •••• ${card.last4}`
}

/**
 * The confirmation's own parts in the order's language: its date, delivery and payment (rows after
 * the totals), and the closing sections: the terms accepted, the right of withdrawal with the
 * model form addressed to the seller, and the seller's identity. Plain text and escaped HTML.
 */
export function confirmationParts(order: Order, confirmation: OrderConfirmation, publicUrl: string, trackUrl: string) {
  const t = CONFIRMATION_TEXTS[order.lang]
  const { seller, terms_file } = confirmation
  const paid: Array<[string, number]> = []
  if (order.payment.card_cents > 0) paid.push([order.payment.card ? t.paidCard(cardName(order.payment.card)) : t.paidCard(''), order.payment.card_cents])
  if (order.payment.wallet_cents > 0) paid.push([t.paidWallet, order.payment.wallet_cents])
  if (order.payment.gift_card_cents > 0) paid.push([t.paidGiftCard, order.payment.gift_card_cents])
  if (order.payment.cod_cents > 0) paid.push([t.paidCod, order.payment.cod_cents])
  if (order.payment.transfer_cents > 0) paid.push([t.paidTransfer, order.payment.transfer_cents])

  const address = sellerAddress(seller, order.lang)
  const termsUrl = order.terms_version ? `${base(publicUrl)}${termsPdfPath(order.terms_version, order.lang)}` : null
  const termsText = order.terms_version ? (terms_file ? t.termsAttached(order.terms_version, terms_file) : t.termsLinked(order.terms_version)) : null
  const withdrawal = t.withdrawal(WITHDRAWAL_DAYS)
  const form = withdrawalForm(order.lang, { name: seller.name, address, email: seller.email })
  const sellerLines = [
    seller.name,
    address,
    `${t.vatNumber}: ${seller.vat_number}`,
    `${t.registration}: ${seller.registration_number}`,
    `${t.email}: ${seller.email}`,
    `${t.phone}: ${seller.phone}`,
  ]

  const text = [
    ...(termsText ? ['', `${t.termsTitle}:`, termsText, `${t.termsDownload}: ${termsUrl}`] : []),
    '',
    `${t.withdrawalTitle}:`,
    ...withdrawal,
    `${t.withdrawOnline}: ${trackUrl}`,
    '',
    `${form.title}`,
    form.instruction,
    form.to,
    ...form.lines.map((l) => `${l} ______________________________`),
    form.footnote,
    '',
    `${t.sellerTitle}:`,
    ...sellerLines.map((l) => `  ${l}`),
  ]

  const html = [
    termsText ? `<h3 style="margin:20px 0 4px">${e(t.termsTitle)}</h3><p>${e(termsText)}<br><a href="${e(termsUrl!)}">${e(t.termsDownload)}</a></p>` : '',
    `<h3 style="margin:20px 0 4px">${e(t.withdrawalTitle)}</h3>`,
    ...withdrawal.map((p) => `<p>${e(p)}</p>`),
    `<p><a href="${e(trackUrl)}">${e(t.withdrawOnline)}</a></p>`,
    '<div style="border:1px solid #c9d2cc;padding:12px 16px;margin:16px 0">',
    `<p style="margin:0 0 4px"><b>${e(form.title)}</b></p>`,
    `<p style="margin:0 0 8px"><small>${e(form.instruction)}</small></p>`,
    `<p>${e(form.to)}</p>`,
    ...form.lines.map((l) => `<p style="margin:6px 0 14px">${e(l)}<br>____________________________________________</p>`),
    `<p style="margin:0"><small>${e(form.footnote)}</small></p>`,
    '</div>',
    `<p><b>${e(t.sellerTitle)}</b><br>${sellerLines.map(e).join('<br>')}</p>`,
  ]

  return {
    /** "Order date: 21 Nov 2026", under the number */
    date: `${t.orderDate}: ${formatDate(order.created_at, order.lang)}`,
    /** A line's unit price */
    each: t.each,
    /** "Delivery: Standard delivery", after the totals */
    delivery: `${t.delivery}: ${t.method[order.shipping_method]}`,
    /** How the total was paid: a heading and each means with its amount (cents) */
    payment: { title: t.payment, parts: paid },
    /** Bank transfer instructions, when the order waits for one */
    transfer: confirmation.transfer ?? null,
    /** The closing sections */
    text,
    html,
  }
}
