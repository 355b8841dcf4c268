import { ESSENTIAL_COOKIES, ESSENTIAL_STORAGE } from '../../cookies'
import { TAX_RECORDS_KEPT_YEARS } from '../../privacy'
import type { PageText } from '../content-types'
import { SHOP } from '../shop-identity'

const address = '{seller.name}, {seller.address}'
const privacyMail = `[${SHOP.privacyEmail}](mailto:${SHOP.privacyEmail})`
const lifetime = (days: number) => (days % 365 === 0 ? (days === 365 ? '1 year' : `${days / 365} years`) : `${days} days`)

export const en: PageText = {
  title: 'Privacy policy',
  intro:
    'Which personal data we keep when you shop with us, why, for how long, who helps us process it, and how you download or delete it yourself. We collect as little as we can and protect what we keep.',
  sections: [
    {
      id: 'controller',
      heading: 'Who is responsible',
      blocks: [
        `The controller of your personal data is **{seller.name}**, {seller.address} (company ID {seller.registration}). For anything in this policy, write to ${privacyMail} or to the postal address above.`,
      ],
    },
    {
      id: 'what-we-collect',
      heading: 'What we collect',
      blocks: [
        {
          terms: [
            {
              term: 'Account',
              text: 'Your name, email address or phone number and when you verified them, your gender if you chose one, your password (only as a hash, see section 4) and, if you use them, your two-factor settings and security questions. If you sign in with Google or Facebook, we keep the provider’s account identifier and the email address it confirmed – never your password there.',
            },
            {
              term: 'Sign-ins',
              text: 'When each sign-in started, when it was last used and when it ended – no device, browser or location. Failed sign-ins are counted per IP address until the next successful one from that address, so that nobody can guess your password.',
            },
            {
              term: 'Addresses, cart and wishlist',
              text: 'The addresses you save (name, street and number, city, region, country, postcode), what is in your cart and what you keep on your wishlist.',
            },
            {
              term: 'Orders and payments',
              text: 'What you bought, prices, VAT, coupons, the delivery address, the language of the order, every change of its status, and the cancellations and withdrawals you ask for with the reason you gave. Invoices and credit notes. Of a card we keep only its brand, its last four digits and the country where it was issued. Your wallet’s movements, and the gift cards you buy (with the names, recipient’s email and message you write) or redeem.',
            },
            {
              term: 'Reviews and testimonials',
              text: 'Your stars and text, the product they belong to and the name they are published under.',
            },
            {
              term: 'Newsletter and consents',
              text: 'The email address and language of your subscription, its dates and your personal discount code; which version of our terms you accepted with each order and when; when you gave and withdrew your consent to the newsletter.',
            },
            {
              term: 'Messages',
              text: 'What you send us through the contact form, complaints and feedback, with the contact details you give us.',
            },
            {
              term: 'Technical data',
              text: 'Our server logs note each request’s address within the shop, its time and result. To stop abuse, requests are counted per IP address for up to an hour.',
            },
          ],
        },
      ],
    },
    {
      id: 'purposes',
      heading: 'Why we use it, and on what legal basis',
      blocks: [
        {
          terms: [
            {
              term: 'Your account and orders',
              text: 'Creating your account, signing you in, delivering orders, payments, refunds, cancellations and withdrawals, and the emails about them. **Legal basis:** performance of a contract (Art. 6(1)(b) GDPR).',
            },
            {
              term: 'Security',
              text: 'Verifying your email or phone with one-time codes, two-factor authentication, slowing down repeated failed sign-ins, and asking for your password (or a code) before your data is downloaded or your account deleted. **Legal basis:** our legitimate interest in a secure shop (Art. 6(1)(f) GDPR).',
            },
            {
              term: 'Accounting and tax',
              text: `Keeping invoices, credit notes and the orders and payments behind them for ${TAX_RECORDS_KEPT_YEARS} years. **Legal basis:** legal obligation (Art. 6(1)(c) GDPR; the Czech VAT Act, § 35).`,
            },
            {
              term: 'Newsletter',
              text: 'Sending news and offers, only after you confirmed your subscription from the email we sent. **Legal basis:** your consent (Art. 6(1)(a) GDPR), which you withdraw at any time with the link in every newsletter.',
            },
            {
              term: 'Reviews',
              text: 'Publishing your review with the product and marking it as a verified purchase. **Legal basis:** our legitimate interest in honest reviews that help other shoppers (Art. 6(1)(f) GDPR).',
            },
            {
              term: 'Customer care',
              text: 'Answering your messages and handling complaints and feedback. **Legal basis:** the contract, or our legitimate interest in answering you (Art. 6(1)(b) and (f) GDPR).',
            },
          ],
        },
        'We do not sell your data, we build no advertising profiles, and we make no decisions about you by automated means alone.',
      ],
    },
    {
      id: 'security',
      heading: 'How we protect your account',
      blocks: [
        {
          list: [
            '**Passwords** are stored only as argon2id hashes – a deliberately slow, memory-hard method built to resist cracking. Nobody at Lumen & Leaf can read your password.',
            '**Card numbers never reach us.** Card details go straight to our payment gateway; we keep only the brand (for example Visa), the last four digits and the country of issue.',
            '**One-time codes** travel only by email or SMS, never to the browser. They expire after 10 minutes, work once and allow only a few attempts.',
            '**Security answers** for two-factor authentication are stored only as hashes.',
            '**Sessions** end when you sign out or after 30 days without use; changing your password or your two-factor settings signs out your other devices, and deleting your account signs out all of them.',
            'All traffic between your browser and the shop is encrypted (HTTPS).',
          ],
        },
      ],
    },
    {
      id: 'cookies',
      heading: 'Cookies and storage in your browser',
      blocks: [
        'We use no advertising or analytics cookies, no tracking pixels and no third-party cookies. The shop keeps only what it needs to do what you ask of it, so there is no cookie banner: these cookies are strictly necessary, and EU rules (Art. 5(3) of the ePrivacy Directive) let them be set without consent. If we ever wanted to use anything else, we would ask you first.',
        { subheading: 'Cookies' },
        {
          terms: ESSENTIAL_COOKIES.map((c) => ({
            term: c.name,
            text: `${c.purpose.en} Kept ${lifetime(c.days)}${c.httpOnly ? '; scripts cannot read it' : ''}.`,
          })),
        },
        { subheading: 'Local and session storage' },
        {
          terms: ESSENTIAL_STORAGE.map((s) => ({ term: s.name, text: `${s.purpose.en}${s.area === 'session' ? '' : ' Stays in your browser until removed.'}` })),
        },
        'Sign-in with Google or Facebook opens their page in a window of its own, and the check that you are not a robot (only when we text you a code) loads from its provider: those companies may use their own cookies on their own sites under their own policies. You can delete everything the shop keeps in your browser at any time in your browser settings.',
      ],
    },
    {
      id: 'processors',
      heading: 'Who processes data for us',
      blocks: [
        'We share personal data only with providers who process it on our behalf under a data processing agreement, and only as much as each of them needs:',
        {
          terms: [
            {
              term: 'Payment gateway (Stripe)',
              text: 'Processes card payments, wallet top-ups and gift cards. It receives your card details directly, runs 3-D Secure with your bank and tells us only whether the payment went through, with the card’s brand, last four digits and country.',
            },
            { term: 'Email and SMS provider', text: 'Delivers order emails, one-time codes and, if you subscribed, the newsletter.' },
            { term: 'Hosting provider', text: 'Runs the shop’s servers and database in data centres within the EU.' },
            { term: 'Carriers', text: 'Receive your name and delivery address to deliver your parcel.' },
          ],
        },
        'If you sign in with Google or Facebook, those companies are independent controllers for their part, and their own privacy policies apply. Where a provider processes data outside the European Economic Area, we rely on an adequacy decision of the European Commission or on standard contractual clauses.',
      ],
    },
    {
      id: 'retention',
      heading: 'How long we keep data',
      blocks: [
        {
          terms: [
            { term: 'Account', text: 'As long as your account exists. When you delete it, your profile, addresses, wishlist, cart, sign-ins and two-factor settings are erased at once.' },
            {
              term: 'Orders, invoices and payments',
              text: `${TAX_RECORDS_KEPT_YEARS} years from the end of the year of the sale, as Czech tax law requires – also after you delete your account, then only for this purpose and without your email address.`,
            },
            { term: 'One-time codes', text: 'Until they are used or expire; then they are deleted.' },
            { term: 'Reviews, testimonials, messages, complaints and feedback', text: 'Until you delete your account, or sooner if you ask us.' },
            { term: 'Newsletter', text: 'Until you unsubscribe or delete your account. The record of when you gave and withdrew your consent stays as proof, without your email once your account is deleted.' },
            { term: 'Server logs', text: 'At most 30 days.' },
          ],
        },
      ],
    },
    {
      id: 'your-rights',
      heading: 'Your rights',
      blocks: [
        'Under the GDPR you have the right to **access** your data, to have it **corrected**, **erased** or its processing **restricted**, to receive it in a machine-readable format (**portability**), to **object** to processing based on our legitimate interest, and to **withdraw a consent** at any time without affecting what happened before. Two of these you use yourself, at any time, in [your account](/youraccount) under **Your data**:',
        { subheading: 'Download my data' },
        'One file (JSON) with everything we hold about you: your account and sign-ins, addresses, cart and wishlist, orders with their lines and status history, invoices and credit notes, card payments, wallet and gift cards, coupons, reviews, testimonials, messages, complaints and feedback, your newsletter subscription and your consents. It leaves out only secrets that would help nobody but an intruder – your password’s hash, the secret of your authenticator app, sign-in tokens and one-time codes – and names them in the file.',
        { subheading: 'Delete my account' },
        `Your account is deleted at once: it can no longer sign in, every device is signed out, and your profile, phone number, addresses, wishlist, cart, two-factor settings, Google or Facebook link, reviews, testimonials, messages, complaints, feedback and newsletter subscription are erased. What tax law requires us to keep stays for ${TAX_RECORDS_KEPT_YEARS} years: your orders with their invoices, credit notes and payments, with your name and address as on the invoice, but no longer linked to your email. Your email address is free for a new account. An order that is still open, or money left in your wallet, has to be settled first – the page tells you which. Our staff see in their log that an account was deleted, not whose.`,
        `Both ask for your password first – or, for an account you opened with Google or Facebook, a code we send to your email – so that nobody else who got hold of your device can do it. For anything else, write to ${privacyMail}: we answer within one month.`,
      ],
    },
    {
      id: 'consents',
      heading: 'The consents we record',
      blocks: [
        {
          list: [
            '**Newsletter:** when you confirm your subscription from our email, we record the time and the version of the wording you agreed to; when you unsubscribe, the time you withdrew it. A new subscription is a new consent.',
            '**Terms:** each order records which version of our terms you accepted with it, and when.',
          ],
        },
        'Both appear in your data download.',
      ],
    },
    {
      id: 'contact-and-complaints',
      heading: 'Contact and complaints',
      blocks: [
        `Questions about your data: ${privacyMail}, or by post to ${address}.`,
        'If you believe we handle your data unlawfully, you can complain to the Czech Office for Personal Data Protection (Úřad pro ochranu osobních údajů, ÚOOÚ), Pplk. Sochora 27, 170 00 Praha 7 ([uoou.gov.cz](https://uoou.gov.cz)), or to the data protection authority of the EU country where you live or work.',
        'We update this policy when our shop or the law changes. The date at the top shows the current version, and we tell account holders about important changes by email.',
      ],
    },
  ],
  related: [
    { to: '/youraccount', label: 'Your account', text: 'Download your data or delete your account under “Your data”.' },
    { to: '/t&c', label: 'Terms and conditions', text: 'The rules of buying, paying and reviewing in our shop.' },
    { to: '/faq', label: 'Frequently asked questions', text: 'Two-factor authentication and account security in short answers.' },
  ],
}
