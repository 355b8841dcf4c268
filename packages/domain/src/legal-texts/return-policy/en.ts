import type { PageText } from '../content-types'

export const en: PageText = {
  title: 'Withdrawal and returns',
  intro:
    'Changed your mind? Within 14 days of delivery you can withdraw from your purchase without giving a reason – from the whole order or from single products. Because we sell cosmetics, one rule about hygiene applies. Here is how it all works.',
  sections: [
    {
      id: 'at-a-glance',
      heading: 'At a glance',
      blocks: [
        {
          list: [
            '**14 days** from delivery to withdraw, without giving a reason.',
            '**The whole order or part of it:** you choose the products and how many of each.',
            '**Online in a minute:** on the order’s page in your account, or as a guest in [order tracking](/trackorder) with your order number and email address. We confirm receipt by email at once.',
            '**Sealed cosmetics whose seal you broke after delivery** cannot be withdrawn, for reasons of hygiene – everything else can.',
            '**Your money back** within 14 days of your withdrawal, the way you paid, with a credit note.',
          ],
        },
      ],
    },
    {
      id: 'right-of-withdrawal',
      heading: 'Your right of withdrawal',
      blocks: [
        'You have the right to withdraw from this contract within 14 days without giving any reason. The withdrawal period expires 14 days after the day on which you, or a third party other than the carrier and indicated by you, take physical possession of the goods. If your order arrives in several parcels, the period runs from the day you receive the last one.',
        'To exercise the right of withdrawal, you must inform us – **{seller.name}**, {seller.address}, [{seller.email}](mailto:{seller.email}), {seller.phone} – of your decision to withdraw from this contract by a clear statement. To meet the withdrawal deadline, it is sufficient for you to send your communication concerning the exercise of the right of withdrawal before the withdrawal period has expired.',
        {
          note: 'We may refuse a withdrawal for only two reasons: it was sent after the withdrawal period, or it concerns sealed cosmetics whose seal was broken after delivery ([see below](#sealed-cosmetics)). We accept every other withdrawal.',
        },
      ],
    },
    {
      id: 'how-to-withdraw',
      heading: 'How to withdraw',
      blocks: [
        'The quickest way is the withdrawal function of our shop:',
        {
          steps: [
            'Signed in: open the delivered order in [your orders](/orderhistory). Ordered as a guest: open [order tracking](/trackorder) and enter your order number and the email address you ordered with.',
            'Choose the withdrawal, then the products and quantities you are sending back – or the whole order.',
            'Tell us why if you like; a reason is never required.',
            'Send it. We confirm receipt by email straight away, and the order shows **Withdrawal received**.',
          ],
        },
        'You can also withdraw by any other clear statement, for example with the [model withdrawal form](#model-form) below, by email to [{seller.email}](mailto:{seller.email}) or by post to {seller.name}, {seller.address}. Using the form is not obligatory.',
      ],
    },
    {
      id: 'sealed-cosmetics',
      heading: 'Sealed cosmetics and hygiene',
      blocks: [
        'Creams, serums, balms and oils touch your skin, hair and lips. Once a seal – a protective film, a sealed cap or a tamper-evident closure – is broken, nobody can be sure a product has stayed clean. That is why the right of withdrawal does not apply to sealed goods that are unsuitable for return for reasons of health protection or hygiene once they were unsealed after delivery.',
        'This exception never applies to faulty products: a product that has separated, smells off, has a broken pump, arrived damaged or is not what you ordered is covered by your statutory rights even when open – see [faulty or damaged products](#faulty-products).',
        { subheading: 'Sets and products without a seal' },
        'A combo set can be withdrawn as long as every product in it is still sealed. Products that have no seal by nature, such as solid soaps and shampoo bars, can be withdrawn like any other goods; you are liable only for any diminished value resulting from handling them beyond what is necessary to establish their nature, characteristics and functioning.',
      ],
    },
    {
      id: 'sending-back',
      heading: 'Sending the products back',
      blocks: [
        'Please send the products back without undue delay and at the latest within 14 days of the day you told us of your withdrawal, to **{seller.name}**, {seller.address}. The deadline is met if you send the products before the 14 days have expired.',
        {
          list: [
            'Pack them carefully, ideally in the box they came in, and wrap glass in paper.',
            'Add a note with your order number.',
            'Use a tracked service and keep the receipt until your refund arrives.',
          ],
        },
        'You bear the direct cost of returning the goods. When a product is faulty, damaged or not what you ordered, we pay for the return.',
      ],
    },
    {
      id: 'refunds',
      heading: 'Your refund',
      blocks: [
        'If you withdraw, we reimburse what you paid for the products you withdraw from (after any discount) and, when you withdraw from the whole order, the delivery cost you paid with it (an express delivery included), without undue delay and at the latest within 14 days of the day on which we received your withdrawal. We may withhold the reimbursement until we have received the goods back or you have supplied evidence of having sent them back, whichever is earliest.',
        {
          terms: [
            {
              term: 'Paid by card',
              text: 'Back to the same card; depending on your bank, it appears on your statement within 5 to 10 working days. If you expressly choose so, we credit it to your wallet instead, at once (only for cards issued in the EU or EEA).',
            },
            {
              term: 'Paid from your wallet or with a gift card',
              text: 'Back to your wallet or to the gift card, the moment we accept the withdrawal.',
            },
            {
              term: 'Paid in cash on delivery',
              text: 'To your wallet, if you have an account, or by bank transfer to an account you give us.',
            },
          ],
        },
        'The refund costs you nothing, and for each one you receive a credit note, which you find with the order together with its invoice.',
      ],
    },
    {
      id: 'our-decision',
      heading: 'What happens next',
      blocks: [
        'When your parcel arrives, we check it, usually within two working days, and accept the withdrawal: we refund you, and products that can be sold again go back into stock. Each step appears in the order’s timeline in [order tracking](/trackorder), and we email you at every change.',
        'If a withdrawal falls under one of the two reasons above, we tell you which one in your language, before you send anything if we can, so you never post a parcel for nothing.',
      ],
    },
    {
      id: 'faulty-products',
      heading: 'Faulty or damaged products',
      blocks: [
        'A product that arrives damaged or turns out to be faulty is covered by the two-year legal guarantee, not only by these 14 days. [File a complaint](/complain) for the order, with a photo of the product and its batch number if you can find it. We repair, replace or refund the product, and we pay for any shipping.',
        'Has a product irritated your skin? Stop using it and tell us through a [complaint](/complain). We pass every reaction on to the maker, and we will find a solution with you.',
      ],
    },
    {
      id: 'model-form',
      heading: 'Withdrawal form',
      blocks: ['You may copy this form into an email or a letter, or print it. You do not have to use it.', { withdrawalForm: true }],
    },
  ],
  related: [
    { to: '/cancelpolicy', label: 'Cancellation policy', text: 'Not shipped yet? Cancelling may be quicker than withdrawing.' },
    { to: '/t&c', label: 'Terms and conditions', text: 'The whole contract, of which this policy is part.' },
  ],
}
