import { GIFT_CARD_LIMIT_MESSAGES, GIFT_CARD_MESSAGES, PAYMENT_MESSAGES, WALLET_MESSAGES, FIELD_MESSAGES } from '@shop/domain'
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
  // GiftCardPurchaseSchema and RedeemSchema (packages/domain), word for word.
  cardNameLong: FIELD_MESSAGES.nameTooLong,
  giftMin: FIELD_MESSAGES.giftCardMin,
  giftMax: FIELD_MESSAGES.giftCardMax,
  giftWhole: FIELD_MESSAGES.giftCardWholeDollars,
  giftMinEur: GIFT_CARD_LIMIT_MESSAGES.EUR.min,
  giftMaxEur: GIFT_CARD_LIMIT_MESSAGES.EUR.max,
  giftMinCzk: GIFT_CARD_LIMIT_MESSAGES.CZK.min,
  giftMaxCzk: GIFT_CARD_LIMIT_MESSAGES.CZK.max,
  recipientName: FIELD_MESSAGES.giftCardRecipientName,
  emailInvalid: FIELD_MESSAGES.emailInvalid,
  senderName: FIELD_MESSAGES.nameRequired,
  messageLong: FIELD_MESSAGES.giftCardMessageTooLong,
  codeRequired: FIELD_MESSAGES.giftCardCodeRequired,
} as const

/** The processor's card fields' texts: `processor.*` in this namespace. */
export const WALLET_CARD_TEXTS = { namespace: 'wallet', prefix: 'processor.' } as const

/** Texts of the wallet, gift card and redeem pages, and server messages in the shopper's language. */
export const useWalletText = createServerMessages('wallet', KNOWN_MESSAGES)
