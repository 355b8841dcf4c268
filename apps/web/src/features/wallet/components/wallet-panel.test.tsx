import { PAYMENT_MESSAGES, WALLET_MESSAGES, type Wallet } from '@shop/domain'
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { notify } from '../../../lib/toast'
import { loadProcessor } from '../../../lib/processor-loader'
import { DECLINED, fakeProcessor } from '../../../test/fake-processor'
import { fakeServer, problem, renderWallet } from '../test-utils'
import { WalletPanel } from './wallet-panel'

vi.mock('../../../lib/toast', () => ({ notify: { success: vi.fn(), error: vi.fn(), info: vi.fn() } }))

afterEach(() => {
  vi.unstubAllGlobals()
  vi.clearAllMocks()
})

const WALLET: Wallet = {
  balance_cents: 1250,
  currency: 'USD',
  market_currency: 'USD',
  top_up_amounts: [1000, 2500, 5000, 10000, 20000],
  gift_card: { amounts: [2500, 5000, 10000, 20000], min_cents: 1000, max_cents: 50000 },
  entries: [
    { id: 'we_2', kind: 'order_payment', amount_cents: -1750, currency: 'USD', reference: 'LL-10042', created_at: '2026-11-20T09:15:00.000Z' },
    { id: 'we_1', kind: 'top_up', amount_cents: 3000, currency: 'USD', reference: 'visa 4242', created_at: '2026-11-19T08:00:00.000Z' },
  ],
}

vi.mock('../../../lib/processor-loader', () => ({ loadProcessor: vi.fn() }))
let processor = fakeProcessor()
beforeEach(() => {
  processor = fakeProcessor()
  vi.mocked(loadProcessor).mockResolvedValue(processor.processor)
})
const cardFieldsShown = () => waitFor(() => expect(screen.getByTestId('card-element').querySelector('iframe')).toBeTruthy())
const START = { id: 'pay_2', client_secret: 'pi_2_secret_y', amount_cents: 2500, currency: 'USD', expires_at: '2026-11-28T10:15:00.000Z' }
const submit = () => fireEvent.click(screen.getByRole('button', { name: /^Top up/ }))

describe('wallet', () => {
  it("shows the balance, SPEC's three notes and the ledger with signs", async () => {
    fakeServer({ 'GET /api/wallet': { body: WALLET } })
    renderWallet(<WalletPanel />)
    expect((await screen.findByTestId('wallet-balance')).textContent).toBe('$12.50')
    expect(screen.getByText('The balance cannot be withdrawn to a bank account.')).toBeTruthy()
    expect(screen.getByText('The wallet cannot buy gift cards: they are paid by card.')).toBeTruthy()
    expect(screen.getByText('Cards issued abroad cannot top up the wallet (abroad: outside the EU/EEA).')).toBeTruthy()
    expect(screen.getByText('The wallet holds one currency at a time: USD. Amounts in another currency are refused, never converted.')).toBeTruthy()
    const rows = within(screen.getByRole('list', { name: 'History' })).getAllByRole('listitem')
    expect(rows.map((r) => r.textContent)).toEqual([expect.stringMatching(/^Order payment.*LL-10042.*−\$17\.50$/), expect.stringMatching(/^Top-up.*visa 4242.*\+\$30\.00$/)])
  })

  it('says "Please select an amount" without asking the server when none is chosen', async () => {
    const server = fakeServer({ 'GET /api/wallet': { body: WALLET } })
    renderWallet(<WalletPanel />)
    await screen.findByTestId('wallet-balance')
    submit()
    expect((await screen.findByText(WALLET_MESSAGES.selectAmount)).getAttribute('role')).toBe('alert')
    // The cursor goes to what needs fixing: the amount buttons.
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('radio', { name: '$10' })))
    expect(server.called('POST /api/wallet/top-up')).toHaveLength(0)
  })

  it('tops up the chosen amount in the processor’s fields (captured by the shop later), says so and shows the new balance', async () => {
    let wallet = WALLET
    const server = fakeServer({
      'GET /api/wallet': () => ({ body: wallet }),
      'POST /api/wallet/top-up': { status: 202, body: START },
      [`POST /api/payments/${START.id}/complete`]: () => {
        wallet = { ...WALLET, balance_cents: 3750 }
        return { body: { status: 'succeeded', purpose: 'top_up', wallet } }
      },
    })
    renderWallet(<WalletPanel />)
    await screen.findByTestId('wallet-balance')
    await cardFieldsShown()
    expect(processor.calls.elements[0]).toMatchObject({ mode: 'payment', currency: 'usd', captureMethod: 'manual' })
    fireEvent.click(screen.getByRole('radio', { name: '$25' }))
    await waitFor(() => expect(processor.calls.updates.at(-1)).toMatchObject({ amount: 2500 }))
    expect(screen.getByRole('button', { name: 'Top up $25.00' })).toBeTruthy()
    submit()
    await waitFor(() => expect(notify.success).toHaveBeenCalledWith('Your wallet has been topped up'))
    const body = server.called('POST /api/wallet/top-up')[0]!.body as Record<string, unknown>
    // No card details: they went to the processor.
    expect(body).toEqual({ amount_cents: 2500, idempotency_key: expect.stringMatching(/^[A-Za-z0-9_-]{16,100}$/) })
    expect(processor.calls.confirm).toEqual([{ clientSecret: START.client_secret }])
    await waitFor(() => expect(screen.getByTestId('wallet-balance').textContent).toBe('$37.50'))
  })

  it('says why a card issued abroad cannot top up (nothing charged)', async () => {
    fakeServer({
      'GET /api/wallet': { body: WALLET },
      'POST /api/wallet/top-up': { status: 202, body: { payment: START } },
      [`POST /api/payments/${START.id}/complete`]: { status: 409, body: problem(409, 'card_issued_abroad', PAYMENT_MESSAGES.issuedAbroad) },
    })
    renderWallet(<WalletPanel />)
    await screen.findByTestId('wallet-balance')
    await cardFieldsShown()
    fireEvent.click(screen.getByRole('radio', { name: '$10' }))
    submit()
    expect((await screen.findByText(/Cards issued outside the EU and the EEA cannot be used here/)).closest('[role="alert"]')).toBeTruthy()
    expect(notify.success).not.toHaveBeenCalled()
  })

  it('retries with the same key after a network error, and a new one after a declined card', async () => {
    const server = fakeServer({
      'GET /api/wallet': { body: WALLET },
      'POST /api/wallet/top-up': { status: 202, body: START },
      [`POST /api/payments/${START.id}/complete`]: { status: 409, body: problem(409, 'card_declined', PAYMENT_MESSAGES.declined) },
    })
    const fetchMock = server.fetchMock
    const real = fetchMock.getMockImplementation()!
    fetchMock.mockImplementationOnce(real) // GET /api/wallet
    renderWallet(<WalletPanel />)
    await screen.findByTestId('wallet-balance')
    await cardFieldsShown()
    fireEvent.click(screen.getByRole('radio', { name: '$50' }))
    fetchMock.mockImplementationOnce(async () => {
      throw new TypeError('Failed to fetch')
    })
    processor.confirmAnswers(DECLINED, DECLINED)
    submit()
    expect(await screen.findByText(/could not reach the shop/)).toBeTruthy()
    submit()
    expect(await screen.findByText('Your card was declined. Please try another card.')).toBeTruthy()
    submit()
    // The dropped request never reached the fake server: the fetch calls show all three.
    await waitFor(() => expect(server.called('POST /api/wallet/top-up')).toHaveLength(2))
    const keys = fetchMock.mock.calls.filter(([url]) => String(url).endsWith('/api/wallet/top-up')).map(([, init]) => JSON.parse(String(init!.body)).idempotency_key)
    expect(keys).toHaveLength(3)
    expect(keys[1]).toBe(keys[0])
    expect(keys[2]).not.toBe(keys[1])
  })

  it('lets the processor check the typed card first', async () => {
    const server = fakeServer({ 'GET /api/wallet': { body: WALLET } })
    processor.submitAnswers({ error: { type: 'validation_error', code: 'incomplete_cvc', message: 'Your card’s security code is incomplete.' } })
    renderWallet(<WalletPanel />)
    await screen.findByTestId('wallet-balance')
    await cardFieldsShown()
    fireEvent.click(screen.getByRole('radio', { name: '$10' }))
    submit()
    expect(await screen.findByText('Your card’s security code is incomplete.')).toBeTruthy()
    expect(server.called('POST /api/wallet/top-up')).toHaveLength(0)
  })

  it('shows a wallet in crowns, and the market’s crown presets for a top-up', async () => {
    const czk: Wallet = {
      ...WALLET,
      balance_cents: 125000,
      currency: 'CZK',
      market_currency: 'CZK',
      top_up_amounts: [50000, 100000, 250000],
      entries: [{ id: 'we_3', kind: 'gift_card', amount_cents: 125000, currency: 'CZK', reference: 'Gift card •••• K7QZ', created_at: '2026-11-21T09:00:00.000Z' }],
    }
    fakeServer({ 'GET /api/wallet': { body: czk } })
    renderWallet(<WalletPanel />)
    const nb = (text: string | null) => (text ?? '').replace(/\u00a0/g, ' ')
    expect(nb((await screen.findByTestId('wallet-balance')).textContent)).toBe('CZK 1,250')
    expect(screen.getByRole('radio', { name: /^CZK.500$/ })).toBeTruthy()
    expect(screen.getByRole('radio', { name: /^CZK.2,500$/ })).toBeTruthy()
    const rows = within(screen.getByRole('list', { name: 'History' })).getAllByRole('listitem')
    expect(nb(rows[0]!.textContent)).toMatch(/\+CZK 1,250$/)
  })

  it('offers no top-up in a currency the wallet does not hold, and says why', async () => {
    fakeServer({ 'GET /api/wallet': { body: { ...WALLET, currency: 'EUR', market_currency: 'CZK', top_up_amounts: [50000, 100000, 250000] } } })
    renderWallet(<WalletPanel />)
    await screen.findByTestId('wallet-balance')
    expect(screen.getByText(/Your wallet holds EUR, and top-ups here are in CZK/)).toBeTruthy()
    expect(screen.queryByRole('button', { name: /^Top up/ })).toBeNull()
  })
})
