import { formatMoney, type Currency } from '@shop/domain'
import type { MailMessage } from '../notifications/notifications.types'
import { escapeHtml } from '../../lib/html'

const SHOP_NAME = 'Lumen & Leaf'

export interface GiftCardMailInput {
  to: string
  recipientName: string
  senderName: string
  message: string
  amountCents: number
  currency: Currency
  code: string
  publicUrl: string
}

/** The only place the full code ever goes: the recipient's mailbox. Everything the sender typed is escaped in the HTML. */
export function giftCardMail(m: GiftCardMailInput): MailMessage {
  const amount = formatMoney(m.amountCents, 'en', { currency: m.currency })
  const redeemUrl = `${m.publicUrl.replace(/\/+$/, '')}/redeem`
  const text = [
    `Hello ${m.recipientName},`,
    '',
    `${m.senderName} sent you a ${SHOP_NAME} gift card worth ${amount}.`,
    ...(m.message ? ['', `“${m.message}”`, `— ${m.senderName}`] : []),
    '',
    `Your gift card code: ${m.code}`,
    '',
    `To use it, sign in at ${redeemUrl} and enter the code: its value goes into your wallet, ready for your next order.`,
    'The code can be redeemed once. Keep it like cash.',
    '',
    SHOP_NAME,
  ].join('\n')
  const e = escapeHtml
  const html = [
    `<p>Hello ${e(m.recipientName)},</p>`,
    `<p>${e(m.senderName)} sent you a ${SHOP_NAME.replace('&', '&amp;')} gift card worth <strong>${e(amount)}</strong>.</p>`,
    ...(m.message ? [`<blockquote style="white-space:pre-wrap">${e(m.message)}</blockquote><p>— ${e(m.senderName)}</p>`] : []),
    `<p>Your gift card code:</p><p style="font-size:20px;font-family:monospace;letter-spacing:2px"><strong>${e(m.code)}</strong></p>`,
    `<p>To use it, sign in at <a href="${e(redeemUrl)}">${e(redeemUrl)}</a> and enter the code: its value goes into your wallet, ready for your next order.</p>`,
    '<p>The code can be redeemed once. Keep it like cash.</p>',
  ].join('\n')
  // A header line: whatever line breaks the sender typed must not start new headers.
  const subject = `${m.senderName.replace(/[\r\n\t]+/g, ' ')} sent you a ${amount} gift card`
  return { to: m.to, subject, text, html }
}
