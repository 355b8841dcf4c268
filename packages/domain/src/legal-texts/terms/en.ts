import type { PageText } from '../content-types'
import { SHOP } from '../shop-identity'

const mail = `[${SHOP.email}](mailto:${SHOP.email})`

export const en: PageText = {
  title: 'Terms and conditions',
  intro:
    'The rules for shopping with us: how a purchase comes about, how prices, coupons, gift cards and the wallet work, and what each of us is responsible for. We have kept them as short and plain as the law allows.',
  sections: [
    {
      id: 'who-we-are',
      heading: 'Who we are',
      blocks: [
        `The shop is run by **${SHOP.company}**, ${SHOP.street}, ${SHOP.city}, ${SHOP.country.en}, company register ${SHOP.register}, VAT ID ${SHOP.vat}. You can reach us through the [contact form](/contactus), by email at ${mail} or by phone at ${SHOP.phone}.`,
        'These terms apply to every order placed in our shop, in any of its four languages. Where the law of your country gives you more protection as a consumer, that protection applies.',
      ],
    },
    {
      id: 'your-account',
      heading: 'Your account',
      blocks: [
        {
          list: [
            'You can shop as a guest, create an account with your email address or phone number, or sign in with Google or Facebook. You must be at least 18 years old, or order with the consent of a parent or guardian.',
            'Before an account is complete, we verify your email address or phone number with a one-time code.',
            'Keep your details accurate and your password to yourself. We recommend turning on [two-factor authentication](/twofactorauthentication).',
            'We may suspend an account used for fraud, coupon abuse or attacks on the shop, and we tell you why unless the law forbids it.',
            'You can close your account at any time; our [privacy policy](/privacy&policy) explains what then happens to your data.',
          ],
        },
      ],
    },
    {
      id: 'prices',
      heading: 'Prices and currency',
      blocks: [
        'All prices are in US dollars (USD) and include VAT. Shipping costs are shown in the cart before you pay. If your card is in another currency, your bank converts the amount and may charge a fee of its own.',
        'We check our prices with care. Should an obvious pricing error slip through, we tell you before we confirm your order, and you decide whether to buy at the correct price or cancel with a full refund.',
      ],
    },
    {
      id: 'coupons',
      heading: 'Coupons',
      blocks: [
        {
          list: [
            'A coupon takes a fixed amount or a percentage off your order. It may require a minimum order value, expire on a certain date and be limited in how often it can be used, overall and per shopper. You see the conditions under [your coupons](/coupan).',
            '**GET15** takes $15 off in the English storefront and 15% off in the Czech, Slovenian and German storefronts. An order keeps the language in which it was placed, and with it the discount.',
            'Signing up for the newsletter gives you a personal, single-use code for 5% off, which can be combined with one other coupon. Otherwise, one coupon applies per order.',
            'Coupons have no cash value and cannot be exchanged for money or wallet credit.',
          ],
        },
      ],
    },
    {
      id: 'gift-cards-and-wallet',
      heading: 'Gift cards and the wallet',
      blocks: [
        { subheading: 'Gift cards' },
        {
          list: [
            'Gift cards are bought by card. You choose the amount, the recipient’s email address and, if you like, a message; we email the recipient a unique code.',
            'A code can be redeemed once, on the [redeem page](/redeem), by a signed-in shopper. Its value is then added to that shopper’s wallet.',
            'Keep the code as safe as cash: whoever redeems it first receives its value.',
          ],
        },
        { subheading: 'Wallet' },
        {
          list: [
            'The wallet is a balance in your account, made up of a record of every top-up, payment and refund. It never goes below zero.',
            'You can top it up by card with an amount of your choice and use it to pay for an order in full or in part; the rest can be paid by card.',
            'A wallet balance **cannot be withdrawn** to a bank account and **cannot be used to buy gift cards**.',
            `**Cards issued abroad cannot top up the wallet:** only cards issued in ${SHOP.country.en}, where our company is registered, are accepted for top-ups.`,
            'Refunds for cancelled or returned orders go to your wallet or back to your card, as you choose.',
          ],
        },
      ],
    },
    {
      id: 'orders',
      heading: 'Orders and the contract',
      blocks: [
        {
          steps: [
            'You put products in the cart, choose delivery and payment, and check everything on the review page.',
            'By placing the order, you make a binding offer to buy those products. We confirm its receipt by email straight away; this email does not yet accept your offer.',
            'The contract is concluded when we confirm your order (status **Confirmed**), which we also tell you by email. If we cannot accept an order – for example because of an obvious pricing error – we let you know and refund anything you paid in full.',
          ],
        },
        'Your order and the terms that applied to it remain available in [your orders](/orderhistory). The contract language is the language of the storefront in which you ordered.',
      ],
    },
    {
      id: 'payment',
      heading: 'Payment',
      blocks: [
        'You can pay by card, from your wallet (including redeemed gift cards), with a combination of wallet and card, or in cash on delivery. Card payments are processed by our payment gateway; we never store your card number. A card is charged when you place the order, and if the order is cancelled or not accepted, the money is refunded.',
        'With cash on delivery, you pay the courier when the parcel arrives. We may decline cash on delivery for an order if earlier parcels were repeatedly not collected.',
      ],
    },
    {
      id: 'delivery',
      heading: 'Delivery',
      blocks: [
        'We deliver to the addresses offered at checkout. We usually pack within one or two working days of confirmation; delivery times and costs are shown before you order, and you can follow every step in [order tracking](/trackorder). The risk of loss or damage passes to you when the parcel is handed over to you.',
        'Please check the parcel on arrival. If it is damaged, tell the courier if you can and [file a complaint](/complain) – your statutory rights remain either way.',
      ],
    },
    {
      id: 'cancellation-and-returns',
      heading: 'Cancellation, returns and the right of withdrawal',
      blocks: [
        'As a consumer in the EU, you may withdraw from the contract within 14 days of delivery without giving reasons. Our [return policy](/returnpolicy) explains how this works in our shop, including the exception for cosmetics unsealed after delivery, which are unsuitable for return for reasons of health protection and hygiene. Before shipping, you can cancel an order as set out in our [cancellation policy](/cancelpolicy). Both policies form part of these terms.',
      ],
    },
    {
      id: 'faulty-products',
      heading: 'Faulty products',
      blocks: [
        'You have the statutory warranty rights: if a product is faulty on delivery, we replace it or refund it, and a defect that shows within one year of delivery is presumed to have existed at delivery. Report a defect through a [complaint](/complain) for the order.',
        'Please observe the period after opening and any expiry date stated for each product; a product that changes after these dates is not faulty.',
      ],
    },
    {
      id: 'reviews',
      heading: 'Reviews',
      blocks: [
        {
          list: [
            'Only shoppers who bought a product can review it, once per product, and each review is marked as a verified purchase.',
            'Write about your own experience with the product. Leave out personal data, links, advertising, offensive language and claims that a product cures an illness.',
            'We publish good and critical reviews alike, as plain text; we neither pay for reviews nor edit them. We remove reviews that break these rules.',
            'By posting a review, you allow us to show it in our shop free of charge for as long as it is published. You can delete it at any time.',
          ],
        },
      ],
    },
    {
      id: 'liability',
      heading: 'Liability',
      blocks: [
        'Please read the ingredients and allergens before use, follow the directions and do a patch test with any new product. Our product texts inform; they do not replace medical advice.',
        'We are liable without limitation for intent and gross negligence, for injury to life, body or health, and under product liability law. For slight negligence, we are liable only for breaches of essential contractual duties, and only up to the damage typical and foreseeable for this kind of contract. Your statutory warranty rights remain unaffected.',
      ],
    },
    {
      id: 'governing-law',
      heading: 'Governing law and disputes',
      blocks: [
        'These terms are governed by Austrian law, excluding the UN Convention on Contracts for the International Sale of Goods. If you are a consumer living in another EU country, you keep the protection of the mandatory consumer law of that country, and you may bring proceedings in its courts.',
        'If something goes wrong, please [write to us](/contactus) first – we would much rather solve it together. You can also turn to an alternative dispute resolution body; in Austria, this is the Internet Ombudsstelle ([ombudsstelle.at](https://www.ombudsstelle.at)).',
      ],
    },
    {
      id: 'changes',
      heading: 'Changes to these terms',
      blocks: [
        'We may change these terms for future orders, for example when the law or our services change. Each order is governed by the terms in force when it was placed, and we tell account holders about important changes by email before they take effect.',
      ],
    },
  ],
  related: [
    { to: '/privacy&policy', label: 'Privacy policy', text: 'What we collect, why, and how we protect it.' },
    { to: '/returnpolicy', label: 'Return policy', text: 'Fourteen days to change your mind about sealed products.' },
  ],
}
