import { GIFT_CARD_MESSAGES, PAYMENT_MESSAGES, WALLET_MESSAGES } from '@shop/domain'
import { useCallback } from 'react'
import { useTranslation } from 'react-i18next'
import { ApiError } from '../../../lib/api-client'

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

const KEY_OF = new Map<string, string>(Object.entries(KNOWN_MESSAGES).map(([key, text]) => [text, key]))

/** Texts of the wallet, gift card and redeem pages, and server messages in the shopper's language. */
export function useWalletText() {
  const { t } = useTranslation('wallet')

  /** A text from the schemas or the server, translated when known; anything else as it came. */
  const message = useCallback(
    (text: string | undefined): string => {
      if (!text) return ''
      const key = KEY_OF.get(text)
      return key ? t(`message.${key}`) : text
    },
    [t],
  )

  /** What to say about a failed call: by code where the code says it all, else the server's text. */
  const failure = useCallback(
    (err: unknown): string => {
      if (!(err instanceof ApiError)) return t('error.generic')
      if (err.code === 'network') return t('error.network')
      if (err.code === 'rate_limited') return t('error.rateLimited')
      if (err.code === 'internal' || err.code === 'unavailable') return t('error.generic')
      // A schema failure's detail prefixes each message with its path; the messages read better alone.
      const issues = err.problem?.errors
      if (issues?.length) return [...new Set(issues.map((i) => message(i.message)))].join(' ')
      return message(err.problem?.detail ?? err.message)
    },
    [t, message],
  )

  return { t, message, failure }
}
