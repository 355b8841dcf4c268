import type { PageText } from '../content-types'

export const en: PageText = {
  title: 'Terms and conditions',
  intro:
    'The rules for shopping with us: how a purchase comes about, how prices, coupons, gift cards and the wallet work, and what each of us is responsible for. We have kept them as short and plain as the law allows.',
  sections: [
    {
      id: 'who-we-are',
      heading: 'Who we are',
      blocks: [
        'The Lumen & Leaf shop is run by **{seller.name}**, {seller.address}, company ID {seller.registration}, VAT ID {seller.vat} (see our [imprint](/imprint)). You can reach us through the [contact form](/contactus), by email at [{seller.email}](mailto:{seller.email}) or by phone at {seller.phone}.',
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
      heading: 'Prices, currencies and VAT',
      blocks: [
        'The country you ship to decides the currency and the taxes of your order. Before you enter an address, the “Ship to” choice at the top of the shop decides; at checkout, your delivery address does.',
        {
          list: [
            '**Czechia:** prices in Czech crowns (CZK), including Czech VAT.',
            '**Slovenia, Germany, Austria and the other EU countries:** prices in euros (EUR), including the VAT of the country you ship to.',
            '**Outside the EU:** prices in US dollars (USD), without VAT. Import duties and taxes of the country of destination may apply and are paid by the recipient.',
          ],
        },
        'Shipping costs come on top and are shown in the cart. Before you order, you see the total with VAT and shipping; if a change of delivery address moves your order to another currency, the checkout shows the new total and asks you to confirm it. If your card is in another currency, your bank converts the amount and may charge a fee of its own.',
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
            '**GET15** takes 15 off in the English storefront, in the currency of your order: $15, €15 or CZK 379. In the Czech, Slovenian and German storefronts it takes 15 % off. An order keeps the language in which it was placed, and with it the discount.',
            'Signing up for the newsletter gives you a personal, single-use code for 5 % off, which can be combined with one other coupon. Otherwise, one coupon applies per order.',
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
            'Gift cards are bought by card, in the currency of the country you shop for. You choose the amount, the recipient’s email address and, if you like, a message; we email the recipient a unique code. A gift card keeps its currency.',
            'The code pays orders in the same currency at checkout – what an order does not use stays on the card – or is redeemed, once, on the [redeem page](/redeem): its remaining value then goes into the wallet of a signed-in shopper whose wallet holds the same currency or is empty.',
            'Keep the code as safe as cash: whoever uses it first receives its value.',
          ],
        },
        { subheading: 'Wallet' },
        {
          list: [
            'The wallet is a balance in your account, made up of a record of every top-up, payment and refund. It never goes below zero.',
            'A wallet holds one currency: the currency of its first credit. It pays orders in that currency, in full or in part (the rest by card). Money in another currency cannot go into it until the balance has been used up; we never convert it.',
            'You can top it up by card with an amount of your choice. A wallet balance **cannot be withdrawn** to a bank account and **cannot be used to buy gift cards**.',
            '**Cards issued abroad cannot top up the wallet:** only a card issued in an EU country, Iceland, Liechtenstein or Norway can top up a wallet or buy a gift card, and only the refund of such a card can go to the wallet. A card issued elsewhere pays orders as usual, and its refunds go back to that card.',
            'Refunds for cancelled or withdrawn orders go back the way you paid; the card part can go to your wallet instead, if you choose so.',
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
            'You put products in the cart, choose delivery and payment, and check everything on the review page: the products, the total including VAT and shipping, and the delivery time. There you also find these terms, our withdrawal policy and our privacy policy.',
            'By pressing **Order with obligation to pay**, you accept these terms and make a binding offer to buy those products. We confirm its receipt by email straight away, with these terms attached as a PDF and our withdrawal policy with its model form; this email does not yet accept your offer.',
            'The contract is concluded when we confirm your order (status **Confirmed**), which we also tell you by email. If we cannot accept an order – for example because of an obvious pricing error – we let you know and refund anything you paid in full.',
          ],
        },
        'Your order and the version of these terms you accepted with it remain available in [your orders](/orderhistory). The contract language is the language of the storefront in which you ordered.',
      ],
    },
    {
      id: 'payment',
      heading: 'Payment',
      blocks: [
        'You can pay by card, from your wallet, with a gift card, with a combination of these, or in cash on delivery. Card payments are processed by our payment gateway, with your bank’s confirmation (3-D Secure) where it asks for one; we never store your card number. A card is charged when you place the order, and if the order is cancelled or not accepted, the money is refunded.',
        'With cash on delivery, you pay the courier when the parcel arrives. It is available for orders up to $300, €300 or CZK 7,500.',
      ],
    },
    {
      id: 'delivery',
      heading: 'Delivery',
      blocks: [
        'We deliver to the countries offered at checkout. We usually pack within one or two working days of confirmation; delivery times and costs are shown before you order, and you can follow every step in [order tracking](/trackorder). The risk of loss or damage passes to you when the parcel is handed over to you.',
        'Please check the parcel on arrival. If it is damaged, tell the courier if you can and [file a complaint](/complain) – your statutory rights remain either way.',
      ],
    },
    {
      id: 'cancellation-and-returns',
      heading: 'Cancellation and the right of withdrawal',
      blocks: [
        'As a consumer, you may withdraw from the contract within 14 days of delivery without giving reasons – from the whole order or from some of its products. You can do it online with the withdrawal function on the order’s page or in [order tracking](/trackorder), or by any other clear statement. Our [withdrawal policy](/returnpolicy) explains the period, how to withdraw, the refund, the model withdrawal form and the one exception: sealed cosmetics whose seal was broken after delivery, which are unsuitable for return for reasons of health protection and hygiene.',
        'Before shipping, you can cancel an order as set out in our [cancellation policy](/cancelpolicy). Both policies form part of these terms.',
      ],
    },
    {
      id: 'faulty-products',
      heading: 'Faulty products',
      blocks: [
        'You have the statutory warranty rights for two years from delivery: if a product is faulty, we repair, replace or refund it, and a defect that shows within one year of delivery is presumed to have existed at delivery. Report a defect through a [complaint](/complain) for the order.',
        'Please observe the period after opening and any expiry date stated for each product; a product that changes after these dates is not faulty.',
      ],
    },
    {
      id: 'reviews',
      heading: 'Reviews',
      blocks: [
        {
          list: [
            'Only shoppers who bought a product in our shop can review it, once per product: we check each review against the reviewer’s orders, and each review is marked as a verified purchase.',
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
        'These terms are governed by Czech law, excluding the UN Convention on Contracts for the International Sale of Goods. If you are a consumer living in another country, you keep the protection of the mandatory consumer law of that country, and you may bring proceedings in its courts.',
        'If something goes wrong, please [write to us](/contactus) first – we would much rather solve it together. As a consumer, you can also turn to the body for out-of-court resolution of consumer disputes, the Czech Trade Inspection Authority (Česká obchodní inspekce, ADR department, Štěpánská 567/15, 120 00 Praha 2, [adr.coi.cz](https://adr.coi.cz)), within one year of first raising your claim with us. We take part in its proceedings.',
      ],
    },
    {
      id: 'changes',
      heading: 'Changes to these terms',
      blocks: [
        'This is version **2026-11-28** of our terms, in force since November 28, 2026.',
        'We may change these terms for future orders, for example when the law or our services change. Each order is governed by the version in force when it was placed, which the order records, and we tell account holders about important changes by email before they take effect.',
      ],
    },
  ],
  related: [
    { to: '/returnpolicy', label: 'Withdrawal policy', text: 'Fourteen days to change your mind, with the model form.' },
    { to: '/imprint', label: 'Imprint', text: 'The seller: company, address, registration and contact.' },
  ],
}
