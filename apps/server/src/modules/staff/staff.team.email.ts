import type { StaffRole } from '@shop/domain'
import { escapeHtml } from '../../lib/html'
import type { MailMessage } from '../notifications/notifications.types'

const ROLE_WORDS: Record<StaffRole, string> = {
  owner: 'owner (everything, including the team and settings)',
  catalog: 'catalog (products, stock, categories, brands, coupons)',
  fulfilment: 'fulfilment (orders, cancellations, returns, shipping)',
  support: 'support (complaints, messages, reviews, testimonials, customers)',
}

/** The invitation mail: who invites, to which role, the single-use link and until when it works. */
export function invitationEmail(m: { to: string; role: StaffRole; inviter: string; link: string; expiresAt: string }): MailMessage {
  const until = m.expiresAt.slice(0, 10)
  // A header line: whatever the inviter's name holds must not start new headers.
  const subject = `${m.inviter.replace(/[\r\n\t]+/g, ' ')} invited you to the shop's staff area`
  const text = [
    `${m.inviter} invited you to run the shop with them, in the role ${ROLE_WORDS[m.role]}.`,
    '',
    `Accept the invitation here (it works once, until ${until}):`,
    m.link,
    '',
    'If you did not expect this, ignore this email: nothing changes without the link.',
  ].join('\n')
  const html = [
    `<p>${escapeHtml(m.inviter)} invited you to run the shop with them, in the role ${escapeHtml(ROLE_WORDS[m.role])}.</p>`,
    `<p><a href="${escapeHtml(m.link)}">Accept the invitation</a> (it works once, until ${until}).</p>`,
    '<p>If you did not expect this, ignore this email: nothing changes without the link.</p>',
  ].join('\n')
  return { to: m.to, subject, text, html }
}
