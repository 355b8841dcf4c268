import type { Language } from '@shop/domain'
import type { MailMessage } from '../notifications/notifications.types'
import { COMPLAINT_EMAIL_TEXTS } from './complaints.email-texts'
import { escapeHtml } from '../../lib/html'


export function complaintUrl(publicUrl: string, id: string): string {
  return `${publicUrl.replace(/\/+$/, '')}/complain?id=${encodeURIComponent(id)}`
}

/** Staff's reply (typed by people, so escaped in the HTML twin) and/or the closing note. */
export function composeComplaintReplyMail(
  c: { id: string; email: string; lang: Language; order_number: string },
  reply: { message: string; closed: boolean },
  publicUrl: string,
): MailMessage {
  const t = COMPLAINT_EMAIL_TEXTS[c.lang]
  const url = complaintUrl(publicUrl, c.id)
  const e = escapeHtml
  const intro = reply.message ? t.replied(c.order_number) : t.closedIntro(c.order_number)
  const text = [
    t.hello,
    '',
    intro,
    ...(reply.message ? ['', ...reply.message.split('\n').map((l) => `> ${l}`)] : []),
    ...(reply.closed ? ['', t.closed] : []),
    '',
    t.view,
    url,
    '',
    t.signOff,
    '',
  ].join('\n')
  const html = [
    '<div style="font-family:Georgia,serif;color:#2f3b2f;max-width:560px">',
    `<p>${e(t.hello)}</p>`,
    `<p>${e(intro)}</p>`,
    reply.message ? `<blockquote style="white-space:pre-wrap;border-left:3px solid #9bb59b;margin:0;padding-left:12px">${e(reply.message)}</blockquote>` : '',
    reply.closed ? `<p>${e(t.closed)}</p>` : '',
    `<p>${e(t.view)}<br><a href="${e(url)}">${e(url)}</a></p>`,
    `<p>${e(t.signOff)}</p>`,
    '</div>',
  ].join('\n')
  const subject = reply.message ? t.replySubject(c.order_number) : t.closedSubject(c.order_number)
  return { to: c.email, subject, text, html }
}
