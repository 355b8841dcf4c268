import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { fakeServer, makeStaffOrder, ORDER_ID, problem, renderAt, signIn } from '../../features/admin/test-utils'
import { Component as OrderDetail } from './order-detail'

vi.mock('../../lib/toast', () => ({ notify: { success: vi.fn(), error: vi.fn(), info: vi.fn() } }))

const ORDER_PATH = `/api/staff/orders/${ORDER_ID}`
/** Delivered, paid 58.97 by card, nothing refunded yet. */
const delivered = (changes = {}) => makeStaffOrder({ status: 'delivered_order', staff_targets: [], refundable_cents: 5897, ...changes })

describe('the staff refund dialog (decision 053)', () => {
  it('refunds chosen pieces: steppers up to what is left, the total shown, one key per dialog, the refund listed after', async () => {
    signIn()
    const refunded = delivered({
      refunded_cents: 1899,
      refundable_cents: 3998,
      refunds: [
        {
          id: 'orf_1', created_at: '2026-11-25T10:00:00.000Z', amount_cents: 1899, kind: 'lines', reason: 'Leaking bottle', shipping_cents: 0, restocked: false,
          lines: [{ line_id: 'var_rose', name: 'Rose Face Oil', size_label: '30 ml', quantity: 1, amount_cents: 1899 }],
          to: { card_cents: 1899, wallet_cents: 0, gift_card_cents: 0, bank_cents: 0 }, credit_note: 'CN-2026-000001',
        },
      ],
    })
    const server = fakeServer({ [`GET ${ORDER_PATH}`]: { body: delivered() }, [`POST ${ORDER_PATH}/refunds`]: { status: 201, body: refunded } })
    renderAt(<OrderDetail />, { pattern: '/admin/orders/:id', url: `/admin/orders/${ORDER_ID}` })
    fireEvent.click(await screen.findByRole('button', { name: 'Refund' }, { timeout: 4000 }))
    const dialog = screen.getByRole('dialog', { name: 'Refund order LL-10042' })
    expect(within(dialog).getByText('Left to refund: $58.97 of $58.97')).toBeTruthy()
    // The whole order by default.
    expect(within(dialog).getByRole('button', { name: 'Refund $58.97' })).toBeTruthy()

    fireEvent.click(within(dialog).getByRole('radio', { name: 'Chosen items' }))
    const rose = within(dialog).getByRole('group', { name: 'Quantity of Rose Face Oil · 30 ml' })
    fireEvent.click(within(rose).getByRole('button', { name: 'One piece more' }))
    expect(within(dialog).getByText('To refund: $18.99')).toBeTruthy()
    fireEvent.change(within(dialog).getByLabelText('Reason (on the credit note and in the email)'), { target: { value: 'Leaking bottle' } })
    fireEvent.click(within(dialog).getByRole('button', { name: 'Refund $18.99' }))
    await waitFor(() => expect(server.called(`POST ${ORDER_PATH}/refunds`)).toHaveLength(1))
    const body = server.called(`POST ${ORDER_PATH}/refunds`)[0]!.body as Record<string, unknown>
    expect(body).toMatchObject({ lines: [{ line_id: 'var_rose', quantity: 1 }], reason: 'Leaking bottle', to: 'card', restock: false })
    expect(String(body.idempotency_key)).toMatch(/^[0-9a-f-]{36}$/)
    expect(await screen.findByText('Refunded $18.99 to the card on Nov 25, 2026', {}, { timeout: 4000 })).toBeTruthy()
    expect(screen.getByText('Credit note CN-2026-000001')).toBeTruthy()
  })

  it('checks an amount before asking, and words a refusal by its reason', async () => {
    signIn()
    const server = fakeServer({
      [`GET ${ORDER_PATH}`]: { body: delivered() },
      [`POST ${ORDER_PATH}/refunds`]: { status: 409, body: problem(409, 'refund_exceeds_left', 'At most $0.00 is left') },
    })
    renderAt(<OrderDetail />, { pattern: '/admin/orders/:id', url: `/admin/orders/${ORDER_ID}` })
    fireEvent.click(await screen.findByRole('button', { name: 'Refund' }, { timeout: 4000 }))
    const dialog = screen.getByRole('dialog', { name: 'Refund order LL-10042' })
    fireEvent.click(within(dialog).getByRole('radio', { name: 'An amount' }))
    fireEvent.change(within(dialog).getByLabelText('Amount (USD)'), { target: { value: '60' } })
    fireEvent.click(within(dialog).getByRole('button', { name: 'Refund $60.00' }))
    expect(await within(dialog).findByText('Enter an amount between 0.01 and what is left')).toBeTruthy()
    expect(server.called(`POST ${ORDER_PATH}/refunds`)).toHaveLength(0)

    fireEvent.change(within(dialog).getByLabelText('Amount (USD)'), { target: { value: '12,50' } })
    fireEvent.click(within(dialog).getByRole('button', { name: 'Refund $12.50' }))
    await waitFor(() => expect(server.called(`POST ${ORDER_PATH}/refunds`)).toHaveLength(1))
    expect(server.called(`POST ${ORDER_PATH}/refunds`)[0]!.body).toMatchObject({ amount_cents: 1250 })
    expect(await within(dialog).findByText('That is more than is left to refund on this order (someone may have just refunded it)', {}, { timeout: 4000 })).toBeTruthy()
  })

  it('offers no refund when nothing is left or a request waits', async () => {
    signIn()
    fakeServer({ [`GET ${ORDER_PATH}`]: { body: delivered({ refundable_cents: 0 }) } })
    renderAt(<OrderDetail />, { pattern: '/admin/orders/:id', url: `/admin/orders/${ORDER_ID}` })
    await screen.findByText('Order LL-10042', {}, { timeout: 4000 })
    expect(screen.queryByRole('button', { name: 'Refund' })).toBeNull()
  })
})
