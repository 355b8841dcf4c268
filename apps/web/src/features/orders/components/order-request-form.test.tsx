import { ORDER_MESSAGES } from '@shop/domain'
import { act, fireEvent, screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { setLanguage } from '../../../lib/i18n'
import { fakeServer, makeOrder, ORDER_ID, problem, renderRoute, signIn } from '../test-utils'
import { OrderRequestForm } from './order-request-form'

afterEach(async () => {
  vi.unstubAllGlobals()
  await act(() => setLanguage('en'))
})

const ABROAD = makeOrder({ payment: { ...makeOrder().payment, card_refund_only: true } })

describe('refund destination of an order paid by a card issued abroad', () => {
  it('shows the wallet as unavailable, says why in one line, and sends the refund to the card', async () => {
    signIn()
    const server = fakeServer({ [`POST /api/orders/${ORDER_ID}/cancel`]: { body: { ...ABROAD, status: 'request_cancel', cancel_mode: null } } })
    renderRoute(<OrderRequestForm order={ABROAD} onDone={() => {}} />)
    const wallet = (await screen.findByRole('radio', { name: /To my wallet/ })) as HTMLInputElement
    expect(wallet.disabled).toBe(true)
    expect(wallet.getAttribute('aria-describedby') && document.getElementById(wallet.getAttribute('aria-describedby')!)!.textContent).toBe(
      'Not available: a payment by a card issued abroad is refunded to that card only.',
    )
    expect((screen.getByRole('radio', { name: /Back to my card/ }) as HTMLInputElement).checked).toBe(true)
    fireEvent.click(wallet)
    fireEvent.change(screen.getByLabelText('Reason'), { target: { value: 'found_cheaper' } })
    fireEvent.click(screen.getByRole('button', { name: 'Send cancellation request' }))
    await waitFor(() => expect(server.called(`POST /api/orders/${ORDER_ID}/cancel`)).toHaveLength(1))
    expect(server.called(`POST /api/orders/${ORDER_ID}/cancel`)[0]!.body).toMatchObject({ refund_to: 'card' })
  }, 15_000)

  it('offers the wallet for a card from the shop country', async () => {
    signIn()
    fakeServer({})
    renderRoute(<OrderRequestForm order={makeOrder()} onDone={() => {}} />)
    expect(((await screen.findByRole('radio', { name: /To my wallet/ })) as HTMLInputElement).disabled).toBe(false)
    expect(screen.queryByText(/issued abroad/)).toBeNull()
  })

  it("shows the server's refusal in the shopper's language", async () => {
    signIn()
    await act(() => setLanguage('cz'))
    fakeServer({
      [`POST /api/orders/${ORDER_ID}/cancel`]: {
        status: 400,
        body: { ...problem(400, 'validation_failed', ORDER_MESSAGES.refundToCardOnly), errors: [{ path: 'refund_to', message: ORDER_MESSAGES.refundToCardOnly }] },
      },
    })
    renderRoute(<OrderRequestForm order={makeOrder()} onDone={() => {}} />)
    fireEvent.click(await screen.findByRole('radio', { name: /Do mé peněženky|peněžen/i }))
    fireEvent.change(screen.getByLabelText(/Důvod/), { target: { value: 'found_cheaper' } })
    fireEvent.click(screen.getByRole('button', { name: /Odeslat/ }))
    expect(await screen.findByText('Tato objednávka byla zaplacena kartou vydanou v zahraničí, proto lze peníze vrátit jen na tuto kartu')).toBeTruthy()
  })
})
