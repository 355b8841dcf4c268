import type { PageText } from '../content-types'

export const en: PageText = {
  title: 'Cancellation policy',
  intro:
    'Changed your mind after ordering? How easily you can cancel depends on how far your order has travelled. Here is exactly what happens at each step.',
  sections: [
    {
      id: 'at-a-glance',
      heading: 'At a glance',
      blocks: [
        {
          stages: [
            { label: 'New order', text: 'Cancel it yourself – the order is cancelled the moment you confirm.', tone: 'yes' },
            { label: 'Confirmed', text: 'Send a cancellation request; our team accepts or rejects it.', tone: 'ask' },
            { label: 'Being picked', text: 'Send a cancellation request; our team accepts or rejects it.', tone: 'ask' },
            { label: 'Received by the carrier', text: 'The last moment for a cancellation request.', tone: 'ask' },
            { label: 'Shipped', text: 'No cancellation any more.', tone: 'no' },
            { label: 'Out for delivery', text: 'No cancellation any more.', tone: 'no' },
            { label: 'Delivered', text: 'No cancellation – you can withdraw under our [withdrawal policy](/returnpolicy) instead.', tone: 'no' },
          ],
        },
      ],
    },
    {
      id: 'how-to-cancel',
      heading: 'How to cancel',
      blocks: [
        {
          steps: [
            'Open [your orders](/orderhistory) and choose the order you want to cancel.',
            'Select **Cancel order**.',
            'Choose where your refund should go: to your wallet or back to the card you paid with.',
            'Confirm. You see the result straight away, and we send you an email.',
          ],
        },
        'Ordered as a guest? [Write to us](/contactus) with your order number and the email address you used, and we will cancel the order for you under the same rules.',
      ],
    },
    {
      id: 'new-orders',
      heading: 'New orders: cancelled at once',
      blocks: [
        'While your order has the status **New order**, we have not started working on it, so your cancellation takes effect immediately. The order changes to **Cancelled**, the products go back into stock for other shoppers, and your refund is on its way.',
      ],
    },
    {
      id: 'cancellation-requests',
      heading: 'From confirmation to the carrier: a request',
      blocks: [
        'Once we have confirmed your order, we start preparing it: the products are picked from the shelves, packed and handed to the carrier. From **Confirmed** up to **Received by the carrier**, cancelling becomes a request. The order shows **Cancellation requested**, and a member of our team decides on it, usually within one working day.',
        {
          list: [
            '**Accepted:** the order is cancelled, the products return to stock and we refund you.',
            '**Rejected:** the order shows **Cancellation rejected** and continues on its way to you. We reject a request only when the parcel can no longer be stopped.',
          ],
        },
        'Either way we let you know by email, and every step appears in the order’s timeline in [order tracking](/trackorder).',
      ],
    },
    {
      id: 'after-shipping',
      heading: 'After shipping',
      blocks: [
        {
          note: 'Once an order has been **shipped**, it can no longer be cancelled. You can still change your mind: withdraw from the whole order or from single products within 14 days of delivery under our [withdrawal policy](/returnpolicy).',
        },
      ],
    },
    {
      id: 'refunds',
      heading: 'Refunds',
      blocks: [
        'When a cancellation goes through, we refund the full price of the order, including shipping, the way you paid. For the part you paid by card, you choose where the money goes:',
        {
          terms: [
            {
              term: 'Your wallet',
              text: 'Credited the moment the order is cancelled, ready for your next order (only for cards issued in the EU or EEA). A wallet balance cannot be paid out to a bank account or used to buy gift cards.',
            },
            {
              term: 'Your card',
              text: 'Sent back to the card you paid with straight away; depending on your bank, it appears on your statement within 5 to 10 working days.',
            },
          ],
        },
        'Whatever you paid from your wallet always goes back to your wallet, and a gift card’s part back to the gift card. An order with cash on delivery has not been charged yet, so there is nothing to refund.',
      ],
    },
  ],
  related: [
    { to: '/returnpolicy', label: 'Withdrawal policy', text: 'Already delivered? Withdraw within 14 days, with or without the model form.' },
    { to: '/orderhistory', label: 'Your orders', text: 'See where each order is and cancel it from there.' },
  ],
}
