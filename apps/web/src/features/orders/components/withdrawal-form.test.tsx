import { WITHDRAWAL_MESSAGES, type Order } from '@shop/domain'
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { ApiError } from '../../../lib/api-client'
import { setLanguage } from '../../../lib/i18n'
import { fakeServer, makeOrder, problem, renderRoute } from '../test-utils'
import { TrackOrder } from './track-order'
import { WithdrawalForm } from './withdrawal-form'

vi.mock('../../../lib/toast', () => ({ notify: { success: vi.fn(), error: vi.fn(), info: vi.fn() } }))

afterEach(async () => {
  vi.unstubAllGlobals()
  vi.clearAllMocks()
  await act(() => setLanguage('en'))
})

/**
 * A delivered crown order with a 10 % coupon and 21 % VAT, paid in cash on delivery: 3 oils and a
 * mask as the server stores them after the coupon (net and VAT per line), 89 Kč shipping.
 */
const CZK: Order = makeOrder({
  status: 'delivered_order',
  cancel_mode: null,
  can_return: true,
  return_deadline: '2026-12-05T22:59:59.999Z',
  currency: 'CZK',
  tax_mode: 'included',
  lines: [
    { ...makeOrder().lines[0]!, quantity: 3, unit_price_cents: 29_900, line_total_cents: 89_700, discount_cents: 8_970, net_cents: 66_719, vat_rate_bp: 2100, vat_cents: 14_011 },
    { ...makeOrder().lines[1]!, quantity: 1, unit_price_cents: 45_900, line_total_cents: 45_900, discount_cents: 4_590, net_cents: 34_140, vat_rate_bp: 2100, vat_cents: 7_170 },
  ],
  shipping_cents: 8_900,
  shipping_net_cents: 7_355,
  shipping_vat_rate_bp: 2100,
  shipping_vat_cents: 1_545,
  total_cents: 130_940,
  payment: { wallet_cents: 0, gift_card_cents: 0, card_cents: 0, cod_cents: 130_940, transfer_cents: 0, transfer_paid_at: null, card: null, card_refund_only: false },
})

const summary = () => within(screen.getByRole('region', { name: 'Your refund' }))
const nbsp = (s: string | null) => (s ?? '').replace(/\u00a0/g, ' ')

describe('withdrawal form', () => {
  it('preselects every line, refunds the shipping only with the whole order, and follows the chosen quantities', async () => {
    fakeServer({})
    const send = vi.fn(async () => CZK)
    renderRoute(<WithdrawalForm order={CZK} send={send} busy={false} onDone={() => {}} />)
    await screen.findByRole('region', { name: 'Your refund' })
    const total = () => nbsp(summary().getByText('To be refunded').nextSibling!.textContent)
    // Everything: both lines as paid after the coupon, and the shipping.
    expect(total()).toBe('CZK 1,309.40')
    expect(summary().getByText('Shipping (whole order withdrawn)')).toBeTruthy()

    // Keep the mask and send back one of three oils: a third of the oil's paid price, no shipping.
    fireEvent.click(screen.getByRole('checkbox', { name: /Green Clay Mask/ }))
    fireEvent.change(screen.getByLabelText('How many of Rose Face Oil'), { target: { value: '1' } })
    expect(total()).toBe('CZK 269.10')
    expect(summary().queryByText('Shipping (whole order withdrawn)')).toBeNull()
    expect(screen.getByText('Shipping is refunded when you withdraw from the whole order.')).toBeTruthy()

    // Nothing chosen: said so, nothing sent.
    fireEvent.click(screen.getByRole('checkbox', { name: /Rose Face Oil/ }))
    fireEvent.click(screen.getByRole('button', { name: 'Confirm withdrawal' }))
    expect(await screen.findByText('Choose at least one item')).toBeTruthy()
    expect(send).not.toHaveBeenCalled()
  })

  it('asks an account whether cash goes to the wallet or a bank account, and needs the IBAN for the bank', async () => {
    fakeServer({})
    const send = vi.fn(async () => CZK)
    renderRoute(<WithdrawalForm order={CZK} send={send} busy={false} onDone={() => {}} />)
    expect(((await screen.findByRole('radio', { name: /To my wallet/ })) as HTMLInputElement).checked).toBe(true)
    expect(screen.queryByLabelText('IBAN for the refund')).toBeNull()
    fireEvent.click(screen.getByRole('radio', { name: /By bank transfer/ }))
    fireEvent.click(screen.getByRole('button', { name: 'Confirm withdrawal' }))
    expect(await screen.findByText('Please give the IBAN of the account that should receive the cash you paid on delivery')).toBeTruthy()
    expect(send).not.toHaveBeenCalled()
    fireEvent.change(screen.getByLabelText('IBAN for the refund'), { target: { value: 'cz65 0800 0000 1920 0014 5399' } })
    fireEvent.change(screen.getByLabelText('Reason (optional)'), { target: { value: 'changed_mind' } })
    fireEvent.click(screen.getByRole('button', { name: 'Confirm withdrawal' }))
    await waitFor(() => expect(send).toHaveBeenCalledTimes(1))
    expect(send).toHaveBeenCalledWith({
      reason: 'changed_mind',
      details: '',
      refund_to: 'card',
      iban: 'CZ6508000000192000145399',
      lines: [
        { line_id: 'var_rose', quantity: 3 },
        { line_id: 'var_clay', quantity: 1 },
      ],
    })
  })

  it("shows a refusal (the period ended meanwhile) in the shopper's language", async () => {
    await act(() => setLanguage('cz'))
    fakeServer({})
    const send = vi.fn(async (): Promise<Order> => {
      throw new ApiError('conflict', 409, WITHDRAWAL_MESSAGES.periodOver, problem(409, 'withdrawal_period_over', WITHDRAWAL_MESSAGES.periodOver))
    })
    renderRoute(<WithdrawalForm order={CZK} send={send} busy={false} guest onDone={() => {}} />)
    fireEvent.change(await screen.findByLabelText('IBAN pro vrácení peněz'), { target: { value: 'CZ6508000000192000145399' } })
    fireEvent.click(screen.getByRole('button', { name: 'Potvrdit odstoupení' }))
    expect(await screen.findByText('Lhůta 14 dnů pro odstoupení od smlouvy u této objednávky již uplynula')).toBeTruthy()
  })
})

describe('withdrawal from the tracking page', () => {
  it('lets a guest withdraw one of two lines without a reason, naming the order by number and email', async () => {
    const answered = { ...CZK, status: 'request_return' as const, can_return: false }
    const server = fakeServer({
      'POST /api/orders/track': { body: CZK },
      'POST /api/orders/track/return': { body: answered },
    })
    renderRoute(<TrackOrder />)
    fireEvent.change(await screen.findByLabelText('Order number'), { target: { value: 'LL-10042' } })
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'jana@example.com' } })
    fireEvent.click(screen.getByRole('button', { name: 'Track' }))
    fireEvent.click(await screen.findByRole('button', { name: 'Withdraw from contract' }))
    const form = await screen.findByRole('form', { name: 'Withdraw from contract' })
    // A guest: no wallet, the cash paid on delivery goes back to an IBAN.
    expect(within(form).queryByRole('radio')).toBeNull()
    fireEvent.click(within(form).getByRole('checkbox', { name: /Green Clay Mask/ }))
    fireEvent.change(within(form).getByLabelText('IBAN for the refund'), { target: { value: 'CZ6508000000192000145399' } })
    expect(within(form).getByText(/Withdrawal by Jana Nováková from order LL-10042\. We confirm its receipt at once by email to jana@example.com\./)).toBeTruthy()
    fireEvent.click(within(form).getByRole('button', { name: 'Confirm withdrawal' }))
    await waitFor(() => expect(server.called('POST /api/orders/track/return')).toHaveLength(1))
    expect(server.called('POST /api/orders/track/return')[0]!.body).toEqual({
      number: 'LL-10042',
      email: 'jana@example.com',
      reason: '',
      details: '',
      refund_to: 'card',
      iban: 'CZ6508000000192000145399',
      lines: [{ line_id: 'var_rose', quantity: 3 }],
    })
    // The form closes and the order shows its new status.
    await waitFor(() => expect(screen.queryByRole('form', { name: 'Withdraw from contract' })).toBeNull())
    expect(screen.getAllByText('Withdrawal received').length).toBeGreaterThan(0)
  })
})
