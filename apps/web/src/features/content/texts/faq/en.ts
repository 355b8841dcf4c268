import type { FaqText } from '../../content-types'

export const en: FaqText = {
  title: 'Frequently asked questions',
  intro: 'Short answers to the questions we hear most often. If yours is not here, write to us – a person will answer.',
  groups: [
    {
      id: 'orders-and-delivery',
      heading: 'Orders and delivery',
      items: [
        {
          id: 'delivery-time',
          question: 'How quickly will my order arrive?',
          answer: [
            'We pack orders by hand, usually within one or two working days of confirming them. Delivery within the EU then typically takes another two to five working days. The shipping cost for your address is shown in the cart before you pay.',
          ],
        },
        {
          id: 'track-order',
          question: 'How can I see where my order is?',
          answer: [
            'Open [order tracking](/trackorder) or [your orders](/orderhistory). Every order has a timeline with each step – confirmed, picked, handed to the carrier, shipped, out for delivery, delivered – and we email you at every change.',
          ],
        },
        {
          id: 'guest-checkout',
          question: 'Do I need an account to order?',
          answer: [
            'No. You can check out as a guest with your email and delivery address. An account adds your order history, a wishlist, a wallet and a faster checkout, and a cart you filled as a guest stays with you when you sign in.',
          ],
        },
      ],
    },
    {
      id: 'payment',
      heading: 'Payment, coupons and gift cards',
      items: [
        {
          id: 'payment-methods',
          question: 'How can I pay?',
          answer: [
            {
              list: [
                '**Card** – processed by our payment partner; we never see or store your full card number.',
                '**Wallet** – your balance with us from top-ups, refunds and gift cards. You can combine it with a card in one order.',
                '**Gift card** – enter its code at checkout to pay an order in the card’s currency, or redeem it into your wallet on the [redeem page](/redeem).',
                '**Cash on delivery** – pay the courier when your parcel arrives (for orders up to $300, €300 or CZK 7,500).',
              ],
            },
          ],
        },
        {
          id: 'currency-and-vat',
          question: 'Which currency do I pay in, and is VAT included?',
          answer: ['The country you ship to decides. Czechia pays in Czech crowns and the rest of the EU in euros, with the VAT of the delivery country included; outside the EU you pay in US dollars without VAT. Shipping is added in the cart, and the checkout always shows the total with VAT and shipping before you order. Our [terms](/t&c#prices) explain the details.'],
        },
        {
          id: 'coupons',
          question: 'How do coupons work?',
          answer: [
            'Enter the code in the cart or at checkout, and you see the discount before you pay. The codes you can use right now are listed under [your coupons](/coupan); a coupon may have a minimum order value, an expiry date and a usage limit.',
            {
              list: [
                '**GET15** takes 15 off in the English shop, in the currency of your order ($15, €15 or CZK 379), and 15 % off in the Czech, Slovenian and German shops. An order keeps the language it was placed in.',
                '**Newsletter code** – when you [sign up for our newsletter](/emailsignup), you receive a personal, single-use code for 5 % off. You can combine it with one other coupon.',
              ],
            },
          ],
        },
        {
          id: 'wallet',
          question: 'What is the wallet and what can I use it for?',
          answer: [
            'The wallet is a balance in your account, in one currency. You can top it up by card on the [wallet page](/wallet), and refunds and redeemed gift cards can land there too. Spend it on any order in its currency, on its own or together with a card.',
            { note: 'A wallet balance cannot be withdrawn to a bank account or used to buy gift cards, and cards issued abroad cannot top it up: only cards issued in the EU, Iceland, Liechtenstein or Norway can.' },
          ],
        },
        {
          id: 'gift-cards',
          question: 'How do gift cards work?',
          answer: [
            '[Buy a gift card](/giftcart) by card, in the currency of the country you shop for: choose the amount, enter the recipient’s email address and add a message if you like. We email the recipient a unique code. They can pay orders in the same currency with it at checkout, or redeem it once on the [redeem page](/redeem) into their wallet.',
          ],
        },
      ],
    },
    {
      id: 'returns-and-cancellation',
      heading: 'Withdrawal and cancellation',
      items: [
        {
          id: 'cancel-order',
          question: 'Can I cancel my order?',
          answer: [
            'Yes, until it ships. A new order is cancelled immediately. From confirmation until the parcel is with the carrier, you send a cancellation request that our team accepts or rejects. A shipped order can no longer be cancelled. The details are in our [cancellation policy](/cancelpolicy).',
          ],
        },
        {
          id: 'return-product',
          question: 'Can I send products back?',
          answer: [
            'Yes. Within 14 days of delivery you can withdraw from the whole order or from single products without giving a reason: on the order’s page in [your orders](/orderhistory) or, if you ordered as a guest, in [order tracking](/trackorder). For hygiene reasons, sealed cosmetics whose seal you broke after delivery cannot come back – unless they are faulty. The [withdrawal policy](/returnpolicy) explains everything and has the model form.',
          ],
        },
        {
          id: 'refund-time',
          question: 'When do I get my money back?',
          answer: [
            'The way you paid, within 14 days of your withdrawal at the latest – we may wait until the products are back with us. A cancellation is refunded at once. Money for your wallet or gift card arrives the moment we accept the withdrawal; a card refund we send straight away, and your bank usually shows it within 5 to 10 working days. The card part can go to your wallet instead, if you choose.',
          ],
        },
      ],
    },
    {
      id: 'products-and-ingredients',
      heading: 'Products and ingredients',
      items: [
        {
          id: 'inci',
          question: 'What is the INCI list?',
          answer: [
            'INCI (International Nomenclature of Cosmetic Ingredients) is the standard way of naming ingredients on cosmetics across the EU. Ingredients appear in descending order of quantity; those under 1% may follow in any order. Every product page shows the complete INCI list – we never shorten it.',
          ],
        },
        {
          id: 'allergens',
          question: 'How do I know whether a product contains allergens?',
          answer: [
            'Look at the allergens on the product page. EU law requires fragrance allergens such as linalool, limonene or geraniol to be declared above a small threshold, and we list them separately so you see them at a glance. Natural essential oils contain these substances too. If you react to a particular ingredient, check the full INCI list as well.',
          ],
        },
        {
          id: 'pao',
          question: 'What does the open-jar symbol with “12M” mean?',
          answer: [
            'It is the period-after-opening (PAO) symbol: how many months a product stays good once opened – 12M means twelve months. Unopened products keep longer. Natural cosmetics often contain fewer preservatives, so it helps to note the day you open them.',
          ],
        },
        {
          id: 'patch-test',
          question: 'Should I do a patch test?',
          answer: [
            'With a new product, and especially with sensitive skin, yes. Apply a small amount to the inside of your forearm or behind your ear and leave it for 48 hours. If redness, itching or swelling appears, wash it off and do not use the product. Natural does not mean free of allergens.',
          ],
        },
      ],
    },
    {
      id: 'account-and-security',
      heading: 'Account and security',
      items: [
        {
          id: 'two-factor',
          question: 'How do I turn on two-factor authentication?',
          answer: [
            {
              steps: [
                'Open [two-factor authentication](/twofactorauthentication) in your account.',
                'Scan the QR code with an authenticator app, such as Google Authenticator, Microsoft Authenticator or Aegis, and enter the 6-digit code it shows.',
                'Choose three security questions and answer them. We store the answers only in hashed form.',
              ],
            },
            'From then on, signing in asks for the code from your app as well as your password.',
          ],
        },
        {
          id: 'lost-phone',
          question: 'I have lost the phone with my authenticator app. What now?',
          answer: [
            'Choose the reset option when you sign in. Answer your three security questions and confirm the code we send to your verified email address; then set up two-factor authentication again on your new phone. If you no longer remember the answers, [write to us](/contactus) from your verified email address.',
          ],
        },
      ],
    },
  ],
  contact: {
    heading: 'Still have a question?',
    text: 'Write to us, and someone from our team will answer, usually within one working day.',
    to: '/contactus',
    label: 'Contact us',
  },
}
