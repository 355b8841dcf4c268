import { NEWSLETTER_CONFIRM_DAYS, type Language } from '@shop/domain'
import type { MailMessage } from '../notifications/notifications.types'
import { NEWSLETTER_EMAIL_TEXTS } from './newsletter.email-texts'
import { escapeHtml } from '../../lib/html'


const base = (publicUrl: string) => publicUrl.replace(/\/+$/, '')
export const confirmUrl = (publicUrl: string, token: string) => `${base(publicUrl)}/emailsignup?confirm=${encodeURIComponent(token)}`
export const unsubscribeUrl = (publicUrl: string, token: string) => `${base(publicUrl)}/emailsignup?unsubscribe=${encodeURIComponent(token)}`

export type NewsletterMail =
  | { kind: 'confirm'; confirmToken: string }
  | { kind: 'code'; code: string }
  /** A resubscribe: the code issued at the first confirmation, again (never a second one) */
  | { kind: 'welcome_back'; code: string }

/**
 * Every newsletter mail, the confirmation request included, ends with the unsubscribe link: the
 * address may not be the signer's, and its owner must be able to stop us with one click.
 */
export function composeNewsletterMail(
  mail: NewsletterMail,
  to: { email: string; lang: Language; unsubscribeToken: string },
  publicUrl: string,
): MailMessage {
  const t = NEWSLETTER_EMAIL_TEXTS[to.lang]
  const unsubscribe = unsubscribeUrl(publicUrl, to.unsubscribeToken)
  const e = escapeHtml
  let subject: string
  let body: Array<{ text: string; html: string }>
  switch (mail.kind) {
    case 'confirm': {
      const url = confirmUrl(publicUrl, mail.confirmToken)
      subject = t.confirmSubject
      body = [
        { text: t.confirmIntro, html: `<p>${e(t.confirmIntro)}</p>` },
        { text: `${t.confirmAction}\n${url}`, html: `<p>${e(t.confirmAction)}<br><a href="${e(url)}">${e(url)}</a></p>` },
        { text: t.confirmExpiry(NEWSLETTER_CONFIRM_DAYS), html: `<p><small>${e(t.confirmExpiry(NEWSLETTER_CONFIRM_DAYS))}</small></p>` },
      ]
      break
    }
    case 'code':
      subject = t.codeSubject
      body = [
        { text: t.codeIntro, html: `<p>${e(t.codeIntro)}</p>` },
        {
          text: `${t.codeLine} ${mail.code}`,
          html: `<p>${e(t.codeLine)}</p><p style="font-size:20px;font-family:monospace;letter-spacing:2px"><strong>${e(mail.code)}</strong></p>`,
        },
        { text: t.codeHint, html: `<p>${e(t.codeHint)}</p>` },
      ]
      break
    case 'welcome_back':
      subject = t.welcomeBackSubject
      body = [
        { text: t.welcomeBackIntro, html: `<p>${e(t.welcomeBackIntro)}</p>` },
        { text: `${t.codeLine} ${mail.code}`, html: `<p>${e(t.codeLine)} <strong>${e(mail.code)}</strong></p>` },
      ]
      break
  }
  const text = [t.hello, '', ...body.flatMap((b) => [b.text, '']), t.signOff, '', '--', t.unsubscribe, unsubscribe, ''].join('\n')
  const html = [
    '<div style="font-family:Georgia,serif;color:#2f3b2f;max-width:560px">',
    `<p>${e(t.hello)}</p>`,
    ...body.map((b) => b.html),
    `<p>${e(t.signOff)}</p>`,
    `<hr><p><small>${e(t.unsubscribe)} <a href="${e(unsubscribe)}">${e(unsubscribe)}</a></small></p>`,
    '</div>',
  ].join('\n')
  return { to: to.email, subject, text, html }
}
