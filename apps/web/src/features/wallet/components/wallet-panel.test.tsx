import { PAYMENT_MESSAGES, TEST_CARDS, WALLET_MESSAGES, type Wallet } from '@shop/domain'
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { notify } from '../../../lib/toast'
import { CARD, fakeServer, problem, renderWallet } from '../test-utils'
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

const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } })
function typeCard(card = CARD) {
  type('Card number', card.number)
  type('Expiry (MM/YY)', card.expiry)
  type('Security code (CVC)', card.cvc)
  type('Name on the card', card.name)
}
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
    typeCard()
    submit()
    expect((await screen.findByText(WALLET_MESSAGES.selectAmount)).getAttribute('role')).toBe('alert')
    // The cursor goes to what needs fixing: the amount buttons.
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('radio', { name: '$10' })))
    expect(server.called('POST /api/wallet/top-up')).toHaveLength(0)
  })

  it('tops up the chosen amount by card, says so and shows the new balance', async () => {
    const server = fakeServer({
      'GET /api/wallet': { body: WALLET },
      'POST /api/wallet/top-up': () => ({ body: { ...WALLET, balance_cents: 3750, message: WALLET_MESSAGES.toppedUp } }),
    })
    renderWallet(<WalletPanel />)
    await screen.findByTestId('wallet-balance')
    fireEvent.click(screen.getByRole('radio', { name: '$25' }))
    typeCard()
    expect(screen.getByRole('button', { name: 'Top up $25.00' })).toBeTruthy()
    submit()
    await waitFor(() => expect(notify.success).toHaveBeenCalledWith('Your wallet has been topped up'))
    const body = server.called('POST /api/wallet/top-up')[0]!.body as Record<string, unknown>
    expect(body).toEqual({
      amount_cents: 2500,
      card: { number: TEST_CARDS.approved, exp_month: 12, exp_year: 2030, cvc: '123', name: 'Jana Nováková' },
      idempotency_key: expect.stringMatching(/^[A-Za-z0-9_-]{16,100}$/),
    })
    await waitFor(() => expect(screen.getByTestId('wallet-balance').textContent).toBe('$37.50'))
    expect((screen.getByLabelText('Card number') as HTMLInputElement).value).toBe('')
  })

  it("shows the server's reason for a refused card (issued abroad)", async () => {
    fakeServer({
      'GET /api/wallet': { body: WALLET },
      'POST /api/wallet/top-up': { status: 402, body: problem(402, 'card_issued_abroad', PAYMENT_MESSAGES.issuedAbroad) },
    })
    renderWallet(<WalletPanel />)
    await screen.findByTestId('wallet-balance')
    fireEvent.click(screen.getByRole('radio', { name: '$10' }))
    typeCard({ ...CARD, number: TEST_CARDS.issuedAbroad })
    submit()
    expect((await screen.findByText('Cards issued abroad cannot top up the wallet')).closest('[role="alert"]')).toBeTruthy()
    expect(notify.success).not.toHaveBeenCalled()
  })

  it('retries with the same key after a network error, and a new one after an answer', async () => {
    let attempt = 0
    const server = fakeServer({
      'GET /api/wallet': { body: WALLET },
      'POST /api/wallet/top-up': () => {
        attempt++
        return { status: 402, body: problem(402, 'card_declined', PAYMENT_MESSAGES.declined) }
      },
    })
    const fetchMock = server.fetchMock
    const real = fetchMock.getMockImplementation()!
    fetchMock.mockImplementationOnce(real) // GET /api/wallet
    renderWallet(<WalletPanel />)
    await screen.findByTestId('wallet-balance')
    fireEvent.click(screen.getByRole('radio', { name: '$50' }))
    typeCard()
    fetchMock.mockImplementationOnce(async () => {
      throw new TypeError('Failed to fetch')
    })
    submit()
    expect(await screen.findByText(/could not reach the shop/)).toBeTruthy()
    submit()
    expect(await screen.findByText('Your card was declined')).toBeTruthy()
    submit()
    await waitFor(() => expect(attempt).toBe(2))
    const keys = fetchMock.mock.calls.filter(([, init]) => init?.method === 'POST').map(([, init]) => JSON.parse(String(init!.body)).idempotency_key)
    expect(keys).toHaveLength(3)
    expect(keys[1]).toBe(keys[0])
    expect(keys[2]).not.toBe(keys[1])
  })

  it('checks the card in the browser first', async () => {
    const server = fakeServer({ 'GET /api/wallet': { body: WALLET } })
    renderWallet(<WalletPanel />)
    await screen.findByTestId('wallet-balance')
    fireEvent.click(screen.getByRole('radio', { name: '$10' }))
    typeCard({ number: '4242 4242 4242 4241', expiry: '13', cvc: '1', name: '' })
    submit()
    expect(await screen.findByText('Please enter a valid card number')).toBeTruthy()
    expect(screen.getByText('Please enter the expiry as MM/YY')).toBeTruthy()
    expect(screen.getByText('Please enter the 3 or 4 digit security code')).toBeTruthy()
    expect(screen.getByText('Please enter the name on the card')).toBeTruthy()
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
