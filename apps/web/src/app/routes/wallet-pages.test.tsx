import { screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { fakeServer, renderRoute, signIn } from '../../features/orders/test-utils'
import { Component as GiftCardPage } from './gift-cart'
import { Component as RedeemPage } from './redeem'
import { Component as WalletPage } from './wallet'

afterEach(() => {
  vi.unstubAllGlobals()
})

describe('wallet pages', () => {
  it.each([
    ['/wallet', WalletPage],
    ['/giftcart', GiftCardPage],
    ['/redeem', RedeemPage],
  ])('%s sends a guest to sign in', async (path, Page) => {
    fakeServer({})
    renderRoute(<Page />, { pattern: path, url: path })
    expect((await screen.findByTestId('location')).textContent).toBe('/login')
  })

  it('/wallet shows the balance under its heading, with the ways to add to it', async () => {
    signIn()
    fakeServer({ 'GET /api/wallet': { body: { balance_cents: 0, entries: [], top_up_amounts: [1000, 2500] } } })
    renderRoute(<WalletPage />, { pattern: '/wallet', url: '/wallet' })
    expect(await screen.findByRole('heading', { level: 1, name: 'Wallet' })).toBeTruthy()
    expect((await screen.findByTestId('wallet-balance')).textContent).toBe('$0.00')
    expect(screen.getAllByRole('radio').map((r) => (r as HTMLInputElement).value)).toEqual(['1000', '2500'])
    expect(screen.getByRole('link', { name: 'Redeem a gift card' }).getAttribute('href')).toBe('/redeem')
    expect(screen.getByRole('link', { name: 'Buy a gift card' }).getAttribute('href')).toBe('/giftcart')
    expect(screen.getByText('No payments yet')).toBeTruthy()
  })
})
