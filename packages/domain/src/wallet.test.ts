import { describe, expect, it } from 'vitest'
import { EU_COUNTRIES } from './markets'
import { cardMayFundWallet, TEST_CARDS, testCardCountry } from './payments'
import { GIFT_CARD_LIMITS, giftCardAmountIssue, isTopUpAmount, TopUpSchema, TOP_UP_AMOUNTS } from './wallet'

describe('cards that may fund a wallet (decision 041)', () => {
  it('are the 27 EU countries and Iceland, Liechtenstein and Norway', () => {
    for (const c of EU_COUNTRIES) expect(cardMayFundWallet(c), c).toBe(true)
    for (const c of ['IS', 'LI', 'NO', 'de']) expect(cardMayFundWallet(c), c).toBe(true)
  })
  it('are not the rest of the world, nor a card of unknown country', () => {
    for (const c of ['US', 'GB', 'CH', 'BR', 'CA', '', null, undefined]) expect(cardMayFundWallet(c), String(c)).toBe(false)
  })
  it('the test cards: the abroad one is Brazilian, the approved one German, one Norwegian', () => {
    expect(testCardCountry(TEST_CARDS.issuedAbroad)).toBe('BR')
    expect(testCardCountry(TEST_CARDS.approved)).toBe('DE')
    expect(testCardCountry(TEST_CARDS.issuedInGermany)).toBe('DE')
    expect(testCardCountry(TEST_CARDS.issuedInNorway)).toBe('NO')
  })
})

describe('amounts per currency', () => {
  it('top-ups take only the market currency’s presets', () => {
    expect(TOP_UP_AMOUNTS).toEqual({ USD: [1000, 2500, 5000, 10000, 20000], EUR: [2000, 5000, 10000], CZK: [50000, 100000, 250000] })
    expect(isTopUpAmount(50000, 'CZK')).toBe(true)
    expect(isTopUpAmount(50000, 'USD')).toBe(false)
    expect(isTopUpAmount(1000, 'EUR')).toBe(false)
    // The schema accepts any currency's preset; the server checks it against the shopper's currency.
    expect(TopUpSchema.shape.amount_cents.safeParse(250000).success).toBe(true)
    expect(TopUpSchema.shape.amount_cents.safeParse(3000).success).toBe(false)
  })
  it('gift cards stay within their currency’s range', () => {
    expect(giftCardAmountIssue(1000, 'USD')).toBeNull()
    expect(giftCardAmountIssue(50100, 'EUR')).toBe('A gift card is worth at most 500 €')
    expect(giftCardAmountIssue(20000, 'CZK')).toBe('A gift card is worth at least 250 Kč')
    expect(giftCardAmountIssue(GIFT_CARD_LIMITS.CZK.max_cents, 'CZK')).toBeNull()
    expect(giftCardAmountIssue(GIFT_CARD_LIMITS.CZK.max_cents + 100, 'CZK')).toBe('A gift card is worth at most 12,500 Kč')
  })
})
