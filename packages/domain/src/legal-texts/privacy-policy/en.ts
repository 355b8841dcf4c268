import type { PageText } from '../content-types'
import { SHOP } from '../shop-identity'

const address = `${SHOP.company}, ${SHOP.street}, ${SHOP.city}, ${SHOP.country.en}`
const privacyMail = `[${SHOP.privacyEmail}](mailto:${SHOP.privacyEmail})`

export const en: PageText = {
  title: 'Privacy policy',
  intro:
    'Which personal data we collect when you shop with us, why we need it, who helps us process it and what rights you have. We collect as little as we can and protect what we keep.',
  sections: [
    {
      id: 'controller',
      heading: 'Who is responsible',
      blocks: [
        `The controller of your personal data is **${SHOP.company}**, ${SHOP.street}, ${SHOP.city}, ${SHOP.country.en}, registered in the Austrian company register under ${SHOP.register}. For anything in this policy, write to ${privacyMail} or to the postal address above.`,
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
              text: 'Your name, email address or phone number, your password (only as a hash, see section 4) and, if you use them, your two-factor authentication settings and security questions. If you sign in with Google or Facebook, we receive your name, email address and an account identifier from them – never your password there.',
            },
            {
              term: 'Addresses',
              text: 'The delivery and billing addresses you save or enter at checkout: name, street and number, city, state, country and postcode.',
            },
            {
              term: 'Orders and payments',
              text: 'What you bought, prices, coupons used, the language of the order, its status history, and your wallet and gift card transactions. Of a card we keep only its brand, its last four digits and the country where it was issued.',
            },
            {
              term: 'Reviews',
              text: 'Your stars and text and the product they belong to, published with your display name.',
            },
            {
              term: 'Newsletter',
              text: 'Your email address, your language, the date you signed up and the personal discount code we sent you.',
            },
            {
              term: 'Messages',
              text: 'What you send us through the contact form, complaints and feedback, with the contact details you give us.',
            },
            {
              term: 'Technical data',
              text: 'IP address, browser type and the time of requests, in our server logs, which we need to keep the shop secure and running.',
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
              text: 'Creating your account, signing you in, delivering orders, processing payments, refunds, cancellations and returns, and sending order emails. **Legal basis:** performance of a contract (Art. 6(1)(b) GDPR).',
            },
            {
              term: 'Security',
              text: 'Verifying your email or phone with one-time codes, two-factor authentication, limiting sign-in attempts and detecting abuse. **Legal basis:** our legitimate interest in a secure shop (Art. 6(1)(f) GDPR).',
            },
            {
              term: 'Accounting and tax',
              text: 'Keeping invoices and payment records for as long as the law requires. **Legal basis:** legal obligation (Art. 6(1)(c) GDPR).',
            },
            {
              term: 'Newsletter',
              text: 'Sending news and offers, only if you signed up. **Legal basis:** your consent (Art. 6(1)(a) GDPR), which you can withdraw at any time with the link in every newsletter.',
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
            '**Card numbers are never stored.** Card details go straight to our payment gateway; we keep only the brand (for example Visa), the last four digits and the country of issue.',
            '**One-time codes** that verify your email or phone or restore your access travel only by email or SMS, never to the browser. They expire after a short time, work once and allow only a few attempts.',
            '**Security answers** for two-factor authentication are stored only as hashes.',
            '**Sessions** end when you sign out, and changing your password or two-factor settings signs out all your other devices.',
            'All traffic between your browser and the shop is encrypted (HTTPS).',
          ],
        },
      ],
    },
    {
      id: 'cookies',
      heading: 'Cookies and local storage',
      blocks: [
        'We use no advertising or analytics cookies and no tracking pixels, so there is nothing to accept. Your browser keeps only what the shop needs to work:',
        {
          terms: [
            { term: 'Language', text: 'The language you chose (en, cz, sl or ge), stored under the key “lang”, so the shop opens in it next time.' },
            { term: 'Sign-in token', text: 'Keeps you signed in. It is removed when you sign out and stops working when the session ends.' },
            { term: 'Guest cart', text: 'If you shop without signing in, a reference to your cart, so it survives a page reload.' },
          ],
        },
        'These are strictly necessary for the service you ask for, so under EU rules they need no consent. You can delete them at any time in your browser settings.',
      ],
    },
    {
      id: 'processors',
      heading: 'Who processes data for us',
      blocks: [
        'We share personal data only with providers who process it on our behalf under a data processing agreement, and only as much as each of them needs:',
        {
          terms: [
            { term: 'Email and SMS provider', text: 'Delivers order emails, one-time codes and, if you signed up, the newsletter.' },
            {
              term: 'Payment gateway',
              text: 'Processes card payments and wallet top-ups. It receives your card details directly and decides with your bank whether to approve a payment.',
            },
            { term: 'Hosting provider', text: 'Runs the shop’s servers and database in data centres within the EU.' },
            { term: 'Carriers', text: 'Receive your name, delivery address and phone number to deliver your parcel.' },
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
            { term: 'Account', text: 'As long as your account exists. When you delete it, we erase your profile, addresses and wishlist within 30 days.' },
            { term: 'Orders and invoices', text: 'Seven years from the end of the year of purchase, as Austrian tax law requires – after account deletion for this purpose only.' },
            { term: 'One-time codes', text: 'Until they are used or expire; then they are deleted.' },
            { term: 'Reviews', text: 'Until you delete them or your account.' },
            { term: 'Newsletter', text: 'Until you unsubscribe.' },
            { term: 'Messages and complaints', text: 'Up to three years after the matter is closed, the general period for legal claims.' },
            { term: 'Server logs', text: '30 days.' },
          ],
        },
      ],
    },
    {
      id: 'your-rights',
      heading: 'Your rights',
      blocks: [
        'Under the GDPR you have the right to:',
        {
          list: [
            '**Access** – receive a copy of the personal data we hold about you.',
            '**Correction** – have inaccurate data corrected; most of it you can change yourself in [your account](/youraccount).',
            '**Deletion** – have your data erased, unless the law obliges us to keep it (invoices, for example).',
            '**Restriction** – have processing limited while a question about it is being resolved.',
            '**Portability** – receive the data you gave us in a common machine-readable format, or have it sent to someone else.',
            '**Objection** – object to processing based on our legitimate interest; to the newsletter you can object at any time, without giving reasons.',
            '**Withdrawal of consent** – at any time, without affecting processing before the withdrawal.',
          ],
        },
        `To use any of these rights, write to ${privacyMail}. We answer within one month and may first ask you to confirm your identity, so that nobody else can obtain your data.`,
      ],
    },
    {
      id: 'contact-and-complaints',
      heading: 'Contact and complaints',
      blocks: [
        `Questions about your data: ${privacyMail}, or by post to ${address}.`,
        'If you believe we handle your data unlawfully, you can complain to a data protection authority – in Austria the Datenschutzbehörde ([dsb.gv.at](https://www.dsb.gv.at)), or the authority in the EU country where you live or work.',
        'We update this policy when our shop or the law changes. The date at the top shows the current version, and we tell account holders about important changes by email.',
      ],
    },
  ],
  related: [
    { to: '/t&c', label: 'Terms and conditions', text: 'The rules of buying, paying and reviewing in our shop.' },
    { to: '/faq', label: 'Frequently asked questions', text: 'Two-factor authentication and account security in short answers.' },
  ],
}
