import { trackingUrl } from '@shop/domain'
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { canShip } from '../../features/admin/components/ship-dialog'
import { fakeServer, makeStaffOrder, makeSummary, ORDER_ID, renderAt, signIn } from '../../features/admin/test-utils'
import { Component as OrderDetail } from './order-detail'
import { Component as Orders } from './orders'
import { Component as PackingSlips } from './packing-slips'

vi.mock('../../lib/toast', () => ({ notify: { success: vi.fn(), error: vi.fn(), info: vi.fn() } }))

afterEach(() => {
  vi.unstubAllGlobals()
})

const SECOND = 'ord_bbbbbbbbbbbbbbbb'
const ORDER_PATH = `/api/staff/orders/${ORDER_ID}`

describe('bulk pick in the staff order list', () => {
  it('marks the ticked orders picked and lists the ones that did not move, by number and why', async () => {
    signIn()
    const server = fakeServer({
      'GET /api/staff/orders': { body: { data: [makeSummary(), makeSummary({ id: SECOND, number: 'LL-10043', status: 'shipped_order' })], total: 2, page: 1 } },
      'POST /api/staff/orders/pick': {
        body: {
          moved: [{ id: ORDER_ID, number: 'LL-10042', status: 'order_picked' }],
          refused: [{ id: SECOND, number: 'LL-10043', reason: 'order_move_illegal', message: 'An order in shipped_order cannot move forward to order_picked' }],
        },
      },
    })
    renderAt(<Orders />, { pattern: '/admin/orders', url: '/admin/orders' })
    expect(await screen.findByRole('link', { name: 'LL-10042' }, { timeout: 4000 })).toBeTruthy()
    const pick = screen.getByRole('button', { name: 'Mark picked' })
    expect((pick as HTMLButtonElement).disabled).toBe(true)

    fireEvent.click(screen.getByRole('checkbox', { name: 'Select order LL-10042' }))
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select order LL-10043' }))
    expect(screen.getByText('2 orders selected')).toBeTruthy()
    expect((screen.getByRole('checkbox', { name: 'Select all on this page' }) as HTMLInputElement).checked).toBe(true)
    expect(screen.getByRole('link', { name: 'Packing slips' }).getAttribute('href')).toBe(`/admin/packing-slips?ids=${ORDER_ID},${SECOND}`)

    fireEvent.click(pick)
    await waitFor(() => expect(server.called('POST /api/staff/orders/pick')).toHaveLength(1))
    expect(server.called('POST /api/staff/orders/pick')[0]!.body).toEqual({ ids: [ORDER_ID, SECOND], note: '' })
    const refused = await screen.findByRole('alert')
    expect(refused.textContent).toContain('1 order was not moved:')
    expect(refused.textContent).toContain('LL-10043: it is already past packing, or closed')
    // What moved is unticked; what did not stays ticked for another look.
    expect(screen.getByText('1 order selected')).toBeTruthy()
    expect((screen.getByRole('checkbox', { name: 'Select order LL-10043' }) as HTMLInputElement).checked).toBe(true)
  })
})

describe('ship in one step', () => {
  it('knows which orders can still be shipped in one step', () => {
    expect(canShip({ status: 'new_order', staff_targets: [] })).toBe(true)
    expect(canShip({ status: 'order_recieved', staff_targets: [] })).toBe(true)
    expect(canShip({ status: 'shipped_order', staff_targets: [] })).toBe(false)
    expect(canShip({ status: 'request_cancel', staff_targets: ['cancelled_order', 'cancel_reject'] })).toBe(false)
    expect(canShip({ status: 'cancel_reject', staff_targets: ['order_picked'] })).toBe(true)
    expect(canShip({ status: 'cancel_reject', staff_targets: ['dispatched_order'] })).toBe(false)
  })

  it('checks the tracking number before asking the server, then ships and shows the carrier link', async () => {
    signIn()
    const shipment = { carrier: 'ppl' as const, tracking_number: 'PPL40001234', tracking_url: trackingUrl('ppl', 'PPL40001234') }
    const server = fakeServer({
      [`GET ${ORDER_PATH}`]: { body: makeStaffOrder() },
      [`POST ${ORDER_PATH}/ship`]: { body: makeStaffOrder({ status: 'shipped_order', staff_targets: ['dispatched_order'], shipment }) },
    })
    renderAt(<OrderDetail />, { pattern: '/admin/orders/:id', url: `/admin/orders/${ORDER_ID}` })
    fireEvent.click(await screen.findByRole('button', { name: 'Ship' }, { timeout: 4000 }))
    const dialog = screen.getByRole('dialog', { name: 'Ship order LL-10042' })

    fireEvent.change(within(dialog).getByLabelText('Tracking number'), { target: { value: 'PPL 4000' } })
    fireEvent.click(within(dialog).getByRole('button', { name: 'Ship order' }))
    expect(await within(dialog).findByText('Please choose a carrier.')).toBeTruthy()
    expect(within(dialog).getByText('A tracking number is 6 to 40 letters or digits, without spaces.')).toBeTruthy()
    expect(server.called(`POST ${ORDER_PATH}/ship`)).toHaveLength(0)

    fireEvent.change(within(dialog).getByLabelText('Carrier'), { target: { value: 'ppl' } })
    fireEvent.change(within(dialog).getByLabelText('Tracking number'), { target: { value: 'PPL40001234' } })
    fireEvent.click(within(dialog).getByRole('button', { name: 'Ship order' }))
    await waitFor(() => expect(server.called(`POST ${ORDER_PATH}/ship`)).toHaveLength(1))
    expect(server.called(`POST ${ORDER_PATH}/ship`)[0]!.body).toEqual({ carrier: 'ppl', tracking_number: 'PPL40001234', note: '' })
    const link = await screen.findByRole('link', { name: /Track the parcel on the PPL website/ })
    expect(link.getAttribute('href')).toBe('https://www.ppl.cz/vyhledat-zasilku?shipmentId=PPL40001234')
    expect(screen.queryByRole('button', { name: 'Ship' })).toBeNull()
  })
})

describe('packing slips', () => {
  it('prints one sheet per order with address, lines, SKU and size, quantities and no prices', async () => {
    signIn()
    const withSku = makeStaffOrder({ id: SECOND, number: 'LL-10043' })
    withSku.lines = withSku.lines.map((l, i) => ({ ...l, ...(i === 0 ? { sku: 'ROSE-30', size_label: '30 ml' } : {}) }))
    fakeServer({ [`GET ${ORDER_PATH}`]: { body: makeStaffOrder() }, [`GET /api/staff/orders/${SECOND}`]: { body: withSku } })
    renderAt(<PackingSlips />, { pattern: '/admin/packing-slips', url: `/admin/packing-slips?ids=${ORDER_ID},${SECOND},not-an-id` })
    const first = await screen.findByRole('article', { name: 'Packing slip for order LL-10042' }, { timeout: 4000 })
    const second = screen.getByRole('article', { name: 'Packing slip for order LL-10043' })
    expect(screen.getAllByRole('article')).toHaveLength(2)
    expect(within(first).getByText('Vinohradská 12', { exact: false })).toBeTruthy()
    expect(within(first).getByText('Rose Face Oil')).toBeTruthy()
    expect(within(first).getByText('ROS-00001-30ML · 30 ml')).toBeTruthy()
    expect(within(second).getByText('SKU / size')).toBeTruthy()
    expect(within(second).getByText('ROSE-30 · 30 ml')).toBeTruthy()
    // Quantities 2 and 1, 3 in total; no money anywhere on a slip.
    expect(within(first).getAllByRole('row').map((r) => r.lastElementChild?.textContent)).toEqual(['Qty', '2', '1', '3'])
    expect(first.textContent).not.toMatch(/\$|18\.99|58\.97/)
    expect(document.querySelector('style')?.textContent).toContain('@media print')
  })
})
