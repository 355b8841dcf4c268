import { formatDate, type Language, type StaffRole } from '@shop/domain'
import { escapeHtml } from '../../lib/html'
import type { MailMessage } from '../notifications/notifications.types'

/** The invitation mail's words, in the invitee's language (the owner picks it when inviting). */
interface InvitationTexts {
  subject: (inviter: string) => string
  hello: string
  invited: (inviter: string) => string
  role: (words: string) => string
  roles: Record<StaffRole, string>
  acceptHere: (until: string) => string
  acceptLink: string
  worksOnce: (until: string) => string
  ignore: string
  signOff: string
}

const TEXTS: Record<Language, InvitationTexts> = {
  en: {
    subject: (who) => `${who} invited you to the Lumen & Leaf team`,
    hello: 'Hello,',
    invited: (who) => `${who} invited you to run the Lumen & Leaf shop with them.`,
    role: (words) => `Your role: ${words}.`,
    roles: {
      owner: 'owner (everything, including the team and settings)',
      catalog: 'catalog (products, stock, categories, brands, coupons)',
      fulfilment: 'fulfilment (orders, cancellations, returns, shipping)',
      support: 'support (complaints, messages, reviews, testimonials, customers)',
    },
    acceptHere: (until) => `Accept the invitation here (the link works once, until ${until}):`,
    acceptLink: 'Accept the invitation',
    worksOnce: (until) => `The link works once, until ${until}.`,
    ignore: 'If you did not expect this, ignore this email: nothing changes without the link.',
    signOff: 'The Lumen & Leaf team',
  },
  cz: {
    subject: (who) => `${who} vás zve do týmu Lumen & Leaf`,
    hello: 'Dobrý den,',
    invited: (who) => `${who} vás zve do týmu, který vede obchod Lumen & Leaf.`,
    role: (words) => `Vaše role: ${words}.`,
    roles: {
      owner: 'majitel (vše, včetně týmu a nastavení)',
      catalog: 'katalog (produkty, sklad, kategorie, značky, kupony)',
      fulfilment: 'expedice (objednávky, storna, vratky, doprava)',
      support: 'podpora (reklamace, zprávy, recenze, reference, zákazníci)',
    },
    acceptHere: (until) => `Pozvánku přijmete zde (odkaz funguje jednou, do ${until}):`,
    acceptLink: 'Přijmout pozvánku',
    worksOnce: (until) => `Odkaz funguje jednou, do ${until}.`,
    ignore: 'Pokud jste tento e-mail nečekali, nevšímejte si ho: bez odkazu se nic nezmění.',
    signOff: 'Tým Lumen & Leaf',
  },
  sl: {
    subject: (who) => `${who} vas vabi v ekipo Lumen & Leaf`,
    hello: 'Pozdravljeni,',
    invited: (who) => `${who} vas vabi v ekipo, ki vodi trgovino Lumen & Leaf.`,
    role: (words) => `Vaša vloga: ${words}.`,
    roles: {
      owner: 'lastnik (vse, tudi ekipa in nastavitve)',
      catalog: 'katalog (izdelki, zaloga, kategorije, blagovne znamke, kuponi)',
      fulfilment: 'odprema (naročila, preklici, vračila, dostava)',
      support: 'podpora (pritožbe, sporočila, ocene, mnenja, stranke)',
    },
    acceptHere: (until) => `Povabilo sprejmete tukaj (povezava deluje enkrat, do ${until}):`,
    acceptLink: 'Sprejmi povabilo',
    worksOnce: (until) => `Povezava deluje enkrat, do ${until}.`,
    ignore: 'Če tega e-sporočila niste pričakovali, ga prezrite: brez povezave se nič ne spremeni.',
    signOff: 'Ekipa Lumen & Leaf',
  },
  ge: {
    subject: (who) => `${who} lädt Sie ins Team von Lumen & Leaf ein`,
    hello: 'Hallo,',
    invited: (who) => `${who} lädt Sie ein, den Shop Lumen & Leaf im Team mitzuführen.`,
    role: (words) => `Ihre Rolle: ${words}.`,
    roles: {
      owner: 'Inhaber (alles, auch das Team und die Einstellungen)',
      catalog: 'Sortiment (Produkte, Lager, Kategorien, Marken, Gutscheincodes)',
      fulfilment: 'Versand (Bestellungen, Stornierungen, Rücksendungen, Lieferung)',
      support: 'Kundenservice (Reklamationen, Nachrichten, Bewertungen, Erfahrungsberichte, Kunden)',
    },
    acceptHere: (until) => `Hier nehmen Sie die Einladung an (der Link funktioniert einmal, bis zum ${until}):`,
    acceptLink: 'Einladung annehmen',
    worksOnce: (until) => `Der Link funktioniert einmal, bis zum ${until}.`,
    ignore: 'Falls Sie diese E-Mail nicht erwartet haben, ignorieren Sie sie einfach: Ohne den Link ändert sich nichts.',
    signOff: 'Ihr Team von Lumen & Leaf',
  },
}

/** The invitation mail, in the invitee's language: who invites, to which role, the single-use link and until when it works. */
export function invitationEmail(m: { to: string; role: StaffRole; lang: Language; inviter: string; link: string; expiresAt: string }): MailMessage {
  const t = TEXTS[m.lang]
  const until = formatDate(m.expiresAt, m.lang)
  const e = escapeHtml
  // A header line: whatever the inviter's name holds must not start new headers.
  const subject = t.subject(m.inviter.replace(/[\r\n\t]+/g, ' '))
  const role = t.role(t.roles[m.role])
  const text = [t.hello, '', t.invited(m.inviter), role, '', t.acceptHere(until), m.link, '', t.ignore, '', t.signOff, ''].join('\n')
  const html = [
    '<div style="font-family:Georgia,serif;color:#2f3b2f;max-width:560px">',
    `<p>${e(t.hello)}</p>`,
    `<p>${e(t.invited(m.inviter))}<br>${e(role)}</p>`,
    `<p><a href="${e(m.link)}">${e(t.acceptLink)}</a><br>${e(t.worksOnce(until))}</p>`,
    `<p>${e(t.ignore)}</p>`,
    `<p>${e(t.signOff)}</p>`,
    '</div>',
  ].join('\n')
  return { to: m.to, subject, text, html }
}
