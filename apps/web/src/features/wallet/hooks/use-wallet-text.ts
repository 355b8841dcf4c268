import { GIFT_CARD_MESSAGES, PAYMENT_MESSAGES, WALLET_MESSAGES } from '@shop/domain'
import { createServerMessages } from '../../../lib/server-messages'

/**
 * The English texts the shared schemas and the server send, by their key under `message.` in the
 * `wallet` namespace. SPEC's own ("Please select an amount") stay word for word in English; the
 * other languages show their translation.
 */
export const KNOWN_MESSAGES = {
  selectAmount: WALLET_MESSAGES.selectAmount,
  toppedUp: WALLET_MESSAGES.toppedUp,
  noGiftCards: WALLET_MESSAGES.noGiftCards,
  giftBought: GIFT_CARD_MESSAGES.bought,
  redeemed: GIFT_CARD_MESSAGES.redeemed,
  invalidCode: GIFT_CARD_MESSAGES.invalidCode,
  alreadyRedeemed: GIFT_CARD_MESSAGES.alreadyRedeemed,
  declined: PAYMENT_MESSAGES.declined,
  insufficientFunds: PAYMENT_MESSAGES.insufficientFunds,
  issuedAbroad: PAYMENT_MESSAGES.issuedAbroad,
  invalidCard: PAYMENT_MESSAGES.invalidCard,
  gatewayDown: PAYMENT_MESSAGES.gatewayDown,
  // CardInputSchema, GiftCardPurchaseSchema and RedeemSchema (packages/domain), word for word.
  cardNumber: 'Please enter a valid card number',
  expMonth: 'Please enter a valid expiry month',
  expYear: 'Please enter a valid expiry year',
  cvc: 'Please enter the 3 or 4 digit security code',
  cardName: 'Please enter the name on the card',
  cardNameLong: 'The name is too long',
  cardExpired: 'This card has expired',
  giftMin: 'A gift card is worth at least $10',
  giftMax: 'A gift card is worth at most $500',
  giftWhole: 'Please choose a whole dollar amount',
  recipientName: 'Please enter the recipient’s name',
  emailInvalid: 'Email is not valid',
  senderName: 'Please enter your name',
  messageLong: 'The message is too long (at most 500 characters)',
  codeRequired: 'Please enter the gift card code',
} as const

/** Texts of the wallet, gift card and redeem pages, and server messages in the shopper's language. */
export const useWalletText = createServerMessages('wallet', KNOWN_MESSAGES)
