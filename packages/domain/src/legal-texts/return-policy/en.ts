import type { PageText } from '../content-types'

export const en: PageText = {
  title: 'Return policy',
  intro:
    'Not quite right for you? Within 14 days of delivery you can send products back. Because we sell cosmetics, there is one important rule about hygiene – here is how it all works.',
  sections: [
    {
      id: 'at-a-glance',
      heading: 'At a glance',
      blocks: [
        {
          list: [
            '**14 days** from delivery to request a return.',
            '**Sealed, unopened products** can be returned for any reason, including a simple change of mind.',
            '**Opened products** can be returned only if they are faulty, damaged or not what you ordered.',
            '**Your refund** goes to your wallet or back to your card – you choose.',
          ],
        },
      ],
    },
    {
      id: 'what-you-can-return',
      heading: 'What you can return',
      blocks: [
        'You can return any product that is still **sealed and unopened** – with its protective seal, film or tamper-evident cap intact – within 14 days of delivery. You do not have to justify your decision, but we ask for a short reason with every request: it helps us and our makers do better.',
        { subheading: 'Why opened products cannot come back' },
        'Creams, serums, balms and oils touch your skin, hair and lips. Once a seal is broken, nobody can be sure a product has stayed clean, so we could not pass it on to another shopper with a clear conscience. That is why products **unsealed after delivery** cannot be returned – an exception EU consumer law makes for sealed goods that are unsuitable for return for reasons of health protection or hygiene.',
        'This rule never applies to faulty products. If a product has separated, smells off, its pump does not work, it arrived broken or it is simply not what you ordered, you can return it even when it is open – see [faulty or damaged products](#faulty-products).',
        { subheading: 'Sets and products without a seal' },
        'A combo set can be returned as a whole while every product in it is still sealed. Products that have no seal by nature, such as solid soaps and shampoo bars, can be returned unused in their original wrapping.',
      ],
    },
    {
      id: 'how-to-request',
      heading: 'How to request a return',
      blocks: [
        {
          steps: [
            'Open [your orders](/orderhistory), choose the delivered order and select **Request a return**.',
            'Tell us the reason in a few words; for a faulty product, describe what you noticed.',
            'Choose where your refund should go: to your wallet or back to the card you paid with.',
            'Send the request. The order shows **Return requested**, and within one working day we email you the return address and a packing slip.',
          ],
        },
        'Ordered as a guest? [Write to us](/contactus) with your order number, and we will start the return for you.',
      ],
    },
    {
      id: 'sending-back',
      heading: 'How to send products back',
      blocks: [
        {
          list: [
            'Pack the products carefully, ideally in the box they came in, and wrap glass in paper.',
            'Put the packing slip from our email – or simply a note with your order number – in the parcel.',
            'Send the parcel to the address in our email with a tracked service, and keep the receipt until your refund arrives.',
            'Please send it within 14 days of your request.',
          ],
        },
        'When a product is faulty, damaged or not what you ordered, we pay for the return shipping. Otherwise the cost of sending the parcel back is yours.',
      ],
    },
    {
      id: 'our-decision',
      heading: 'Our decision',
      blocks: [
        'When your parcel arrives, we check it, usually within two working days, and decide:',
        {
          list: [
            '**Return accepted:** we refund you straight away, and products that can be sold again go back into stock.',
            '**Return rejected:** when a product was opened and is not faulty, or the request came later than 14 days after delivery. We explain our reasons by email and, if you wish, send the products back to you at our cost.',
          ],
        },
        'If a request is clearly outside this policy, we tell you before you send anything, so you never post a parcel for nothing. Each step appears in the order’s timeline in [order tracking](/trackorder).',
      ],
    },
    {
      id: 'refunds',
      heading: 'Refunds',
      blocks: [
        {
          terms: [
            {
              term: 'Your wallet',
              text: 'Credited the moment we accept the return and ready for any order. A wallet balance cannot be paid out to a bank account or used to buy gift cards.',
            },
            {
              term: 'Your card',
              text: 'Sent back to the card you paid with as soon as we accept the return; depending on your bank, it appears on your statement within 5 to 10 working days.',
            },
          ],
        },
        'We refund the price of the returned products; when you return a whole order, we also refund the original standard delivery cost. Whatever you paid from your wallet goes back to your wallet. Orders paid in cash on delivery are refunded to your wallet or, if you prefer, by bank transfer.',
      ],
    },
    {
      id: 'faulty-products',
      heading: 'Faulty or damaged products',
      blocks: [
        'A product that arrives damaged or turns out to be faulty is covered by the two-year legal guarantee, not only by these 14 days. [File a complaint](/complain) for the order, with a photo of the product and its batch number if you can find it. We replace the product or refund it, whichever you prefer, and we pay for any shipping.',
        'Has a product irritated your skin? Stop using it and tell us through a [complaint](/complain). We pass every reaction on to the maker, and we will find a solution with you.',
      ],
    },
  ],
  related: [
    { to: '/cancelpolicy', label: 'Cancellation policy', text: 'Not shipped yet? Cancelling may be quicker than returning.' },
    { to: '/faq', label: 'Frequently asked questions', text: 'Refunds, the wallet and patch tests in short answers.' },
  ],
}
