import { GIFT_CARD_MESSAGES, type Reason } from '@shop/domain'
import { fireEvent, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { fakeServer, problem, renderWallet } from '../test-utils'
import { formatCodeInput, RedeemForm } from './redeem-form'

afterEach(() => {
  vi.unstubAllGlobals()
})

const code = () => screen.getByLabelText('Gift card code') as HTMLInputElement
const type = (value: string) => fireEvent.change(code(), { target: { value } })
const redeem = () => fireEvent.click(screen.getByRole('button', { name: 'Redeem' }))

describe('redeem', () => {
  it('formats the code as it is typed', async () => {
    fakeServer({})
    renderWallet(<RedeemForm />)
    await screen.findByLabelText('Gift card code')
    type('abcd efgh2345jkmn')
    expect(code().value).toBe('ABCD-EFGH-2345-JKMN')
    type('ABCD-EFGH-2345-JKMNXYZ')
    expect(code().value).toBe('ABCD-EFGH-2345-JKMN')
    expect(formatCodeInput('abcde')).toBe('ABCD-E')
  })

  it('adds the card to the wallet and shows the new balance with a link to it', async () => {
    const server = fakeServer({
      'POST /api/gift-cards/redeem': { body: { message: GIFT_CARD_MESSAGES.redeemed, amount_cents: 5000, balance_cents: 6250 } },
    })
    renderWallet(<RedeemForm />)
    await screen.findByLabelText('Gift card code')
    type('abcdefgh2345jkmn')
    redeem()
    expect(await screen.findByText(GIFT_CARD_MESSAGES.redeemed)).toBeTruthy()
    expect(screen.getByText('$50.00 added. Your wallet balance is now $62.50.')).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Go to your wallet' }).getAttribute('href')).toBe('/wallet')
    expect(server.called('POST /api/gift-cards/redeem')[0]!.body).toEqual({ code: 'ABCD-EFGH-2345-JKMN' })
  })

  it('refuses a malformed code without asking the server', async () => {
    const server = fakeServer({})
    renderWallet(<RedeemForm />)
    await screen.findByLabelText('Gift card code')
    redeem()
    expect(await screen.findByText('Please enter the gift card code')).toBeTruthy()
    type('ABCD-EFGH')
    redeem()
    expect(await screen.findByText(GIFT_CARD_MESSAGES.invalidCode)).toBeTruthy()
    expect(server.calls).toHaveLength(0)
  })

  it.each<[number, Reason, string, string]>([
    [400, 'gift_card_unknown', GIFT_CARD_MESSAGES.invalidCode, GIFT_CARD_MESSAGES.invalidCode],
    [409, 'gift_card_redeemed', GIFT_CARD_MESSAGES.alreadyRedeemed, GIFT_CARD_MESSAGES.alreadyRedeemed],
    [429, 'rate_limited', 'Too many requests', 'Too many attempts. Please wait a few minutes and try again.'],
  ])('answers %i %s with a message', async (status, errorCode, detail, shown) => {
    fakeServer({ 'POST /api/gift-cards/redeem': { status, body: problem(status, errorCode, detail) } })
    renderWallet(<RedeemForm />)
    await screen.findByLabelText('Gift card code')
    type('ABCDEFGH2345JKMN')
    redeem()
    expect((await screen.findByText(shown)).getAttribute('role')).toBe('alert')
  })
})
