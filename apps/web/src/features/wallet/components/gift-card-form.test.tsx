import { GIFT_CARD_MESSAGES, PAYMENT_MESSAGES, WALLET_MESSAGES, type GiftCardReceipt } from '@shop/domain'
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { useState } from 'react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { setLanguage } from '../../../lib/i18n'
import { loadProcessor } from '../../../lib/processor-loader'
import { fakeProcessor } from '../../../test/fake-processor'
import { fakeServer, problem, renderWallet } from '../test-utils'
import { GiftCardForm } from './gift-card-form'
import { GiftCardList, GiftCardSent } from './gift-card-receipts'

afterEach(async () => {
  vi.unstubAllGlobals()
  await act(() => setLanguage('en'))
})

const RECEIPT: GiftCardReceipt = {
  id: 'gc_1',
  amount_cents: 7500,
  currency: 'USD',
  recipient_email: 'petra@example.com',
  code_last4: 'K7QZ',
  created_at: '2026-11-21T10:00:00.000Z',
  message: 'Happy birthday!',
}

/** The page's composition: the form, then the receipt once bought, and the list. */
function GiftCardScreen() {
  const [sent, setSent] = useState<GiftCardReceipt>()
  return (
    <>
      {sent ? <GiftCardSent receipt={sent} onAnother={() => setSent(undefined)} /> : <GiftCardForm onBought={setSent} />}
      <GiftCardList />
    </>
  )
}

vi.mock('../../../lib/processor-loader', () => ({ loadProcessor: vi.fn() }))
let processor = fakeProcessor()
beforeEach(() => {
  processor = fakeProcessor()
  vi.mocked(loadProcessor).mockResolvedValue(processor.processor)
})
const cardFieldsShown = () => waitFor(() => expect(screen.getByTestId('card-element').querySelector('iframe')).toBeTruthy())
const START = { id: 'pay_3', client_secret: 'pi_3_secret_z', amount_cents: 7500, currency: 'USD', expires_at: '2026-11-28T10:15:00.000Z' }

const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } })
const buy = () => fireEvent.click(screen.getByRole('button', { name: 'Buy and send' }))

describe('gift card purchase', () => {
  it('checks every field in the browser and sends nothing until they are right', async () => {
    const server = fakeServer({ 'GET /api/gift-cards': { body: { data: [] } } })
    renderWallet(<GiftCardScreen />)
    await screen.findByText('You have not bought any gift cards yet.')
    expect(screen.getByText('The wallet cannot buy gift cards: they are paid by card.')).toBeTruthy()
    buy()
    expect(await screen.findByText(WALLET_MESSAGES.selectAmount)).toBeTruthy()
    expect(screen.getByText('Please enter the recipient’s name')).toBeTruthy()
    expect(screen.getByText('Email is not valid')).toBeTruthy()
    expect(screen.getByText('Please enter your name')).toBeTruthy()

    fireEvent.click(screen.getByRole('radio', { name: 'Other amount' }))
    type('Amount in dollars (10–500)', '5')
    buy()
    expect(await screen.findByText('A gift card is worth at least $10')).toBeTruthy()
    type('Amount in dollars (10–500)', '')
    buy()
    expect(await screen.findByText('Please enter an amount in whole dollars')).toBeTruthy()
    expect(server.called('POST /api/gift-cards')).toHaveLength(0)
  })

  it('counts the message against its 500 characters', async () => {
    fakeServer({ 'GET /api/gift-cards': { body: { data: [] } } })
    renderWallet(<GiftCardScreen />)
    expect(await screen.findByText('0 / 500')).toBeTruthy()
    type('Personal message (optional)', 'Happy birthday!')
    expect(screen.getByText('15 / 500')).toBeTruthy()
  })

  it('sends the purchase by card only, then shows where it went and the end of its code', async () => {
    let bought: GiftCardReceipt[] = []
    const server = fakeServer({
      'GET /api/gift-cards': () => ({ body: { data: bought } }),
      'POST /api/gift-cards': { status: 202, body: { payment: START } },
      [`POST /api/payments/${START.id}/complete`]: () => {
        bought = [RECEIPT]
        return { body: { status: 'succeeded', purpose: 'gift_card', gift_card: RECEIPT } }
      },
    })
    renderWallet(<GiftCardScreen />)
    await screen.findByText('You have not bought any gift cards yet.')
    fireEvent.click(screen.getByRole('radio', { name: 'Other amount' }))
    type('Amount in dollars (10–500)', '75')
    type('Recipient’s name', 'Petra')
    type('Recipient’s email', ' petra@example.com ')
    type('Your name', 'Jana')
    type('Personal message (optional)', 'Happy birthday!')
    await cardFieldsShown()
    await waitFor(() => expect(processor.calls.updates.at(-1)).toEqual({ amount: 7500 }))
    buy()
    expect(await screen.findByRole('heading', { name: GIFT_CARD_MESSAGES.bought })).toBeTruthy()
    expect(screen.getByText('A $75.00 gift card was sent to petra@example.com.')).toBeTruthy()
    expect(screen.getByText('Its code ends with K7QZ.')).toBeTruthy()
    const body = server.called('POST /api/gift-cards')[0]!.body as Record<string, unknown>
    expect(body).toEqual({
      amount_cents: 7500,
      recipient_name: 'Petra',
      recipient_email: 'petra@example.com',
      sender_name: 'Jana',
      message: 'Happy birthday!',
      idempotency_key: expect.stringMatching(/^[A-Za-z0-9_-]{16,100}$/),
    })
    expect(Object.keys(body).some((k) => k.startsWith('wallet'))).toBe(false)
    expect(processor.calls.elements[0]).toMatchObject({ captureMethod: 'manual' })
    expect(processor.calls.confirm).toEqual([{ clientSecret: START.client_secret }])
    const list = await screen.findByRole('list', { name: 'Gift cards you bought' })
    await waitFor(() => expect(within(list).getByText('To petra@example.com')).toBeTruthy())
    expect(within(list).getByText('$75.00')).toBeTruthy()
  })

  it("shows a card issued abroad refused (as for a top-up) in the shopper's language", async () => {
    await act(() => setLanguage('cz'))
    fakeServer({
      'GET /api/gift-cards': { body: { data: [] } },
      'POST /api/gift-cards': { status: 202, body: { payment: START } },
      [`POST /api/payments/${START.id}/complete`]: { status: 409, body: problem(409, 'card_issued_abroad', PAYMENT_MESSAGES.issuedAbroad) },
    })
    renderWallet(<GiftCardForm onBought={() => {}} />)
    const amount = (await screen.findAllByRole('radio'))[0]!
    fireEvent.click(amount)
    type('Jméno obdarovaného', 'Petra')
    type('E-mail obdarovaného', 'petra@example.com')
    type('Vaše jméno', 'Jana')
    await cardFieldsShown()
    expect(processor.calls.elements[0]).toMatchObject({ locale: 'cs' })
    fireEvent.click(screen.getByRole('button', { name: 'Koupit a odeslat' }))
    expect((await screen.findByText(/Karty vydané mimo EU a EHP zde použít nelze/)).closest('[role="alert"]')).toBeTruthy()
  })

  it('sells in the shopper’s market currency: crown presets, a crown range and the crown limit in the browser', async () => {
    const server = fakeServer({
      'GET /api/gift-cards': { body: { data: [] } },
      'GET /api/wallet': {
        body: {
          balance_cents: 0,
          currency: 'USD',
          entries: [],
          market_currency: 'CZK',
          top_up_amounts: [50000, 100000, 250000],
          gift_card: { amounts: [50000, 100000, 250000, 500000], min_cents: 25000, max_cents: 1250000 },
        },
      },
    })
    renderWallet(<GiftCardScreen />)
    expect(await screen.findByRole('radio', { name: /^CZK.1,000$/ })).toBeTruthy()
    expect(screen.queryByRole('radio', { name: '$25' })).toBeNull()
    fireEvent.click(screen.getByRole('radio', { name: 'Other amount' }))
    type('Amount in crowns (250–12,500)', '200')
    buy()
    expect(await screen.findByText('A gift card is worth at least 250 Kč')).toBeTruthy()
    expect(server.called('POST /api/gift-cards')).toHaveLength(0)
  })
})
