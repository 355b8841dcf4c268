import type { ShippingZone } from '@shop/domain'
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { fakeServer, problem, renderAt, signIn } from '../../features/admin/test-utils'
import { Component as Shipping } from './shipping'

vi.mock('../../lib/toast', () => ({ notify: { success: vi.fn(), error: vi.fn(), info: vi.fn() } }))

afterEach(() => {
  vi.unstubAllGlobals()
})

const NAME = (en: string) => ({ en, cz: `${en} cz`, sl: `${en} sl`, ge: `${en} ge` })
const ZONES: ShippingZone[] = [
  {
    id: 'shz_home',
    name: 'Czechia',
    countries: ['CZ'],
    position: 0,
    methods: [{ id: 'shm_cz_std', zone_id: 'shz_home', code: 'standard', name: NAME('Standard delivery'), price_cents: 499, free_from_cents: 5000, price_eur_cents: 490, free_from_eur_cents: 4595, price_czk_cents: 11900, free_from_czk_cents: 114900, carrier: 'ppl', delivery_days: '3–5', position: 0, active: true }],
  },
  {
    id: 'shz_near',
    name: 'Neighbours',
    countries: ['AT', 'DE'],
    position: 1,
    methods: [{ id: 'shm_de_exp', zone_id: 'shz_near', code: 'express', name: NAME('Express delivery'), price_cents: 1690, free_from_cents: null, price_eur_cents: 1590, free_from_eur_cents: null, price_czk_cents: 38900, free_from_czk_cents: null, carrier: 'dpd', delivery_days: '1–3', position: 1, active: true }],
  },
]
const list = { body: { data: ZONES } }
const open = () => renderAt(<Shipping />, { pattern: '/admin/shipping', url: '/admin/shipping' })

describe('staff shipping page', () => {
  it('lists zones with their countries and methods: carrier, days, price and free line', async () => {
    signIn()
    fakeServer({ 'GET /api/staff/shipping/zones': list })
    open()
    const near = await screen.findByRole('region', { name: 'Neighbours' }, { timeout: 4000 })
    expect(within(near).getByRole('list', { name: 'Countries of Neighbours' }).textContent).toBe('AustriaGermany')
    expect(within(near).getByText('DPD · 1–3 business days · $16.90 · €15.90 · CZK 389 · never free')).toBeTruthy()
    const home = screen.getByRole('region', { name: 'Czechia' })
    expect(within(home).getByText('PPL · 3–5 business days · $4.99 · €4.90 · CZK 119 · free from $50.00 · €45.95 · CZK 1,149')).toBeTruthy()
  })

  it('adds a method to a zone: only kinds the zone lacks, checked before sending, then posted as cents', async () => {
    signIn()
    const server = fakeServer({
      'GET /api/staff/shipping/zones': list,
      'POST /api/staff/shipping/zones/shz_near/methods': (call) => ({ status: 201, body: { id: 'shm_new', zone_id: 'shz_near', position: 0, active: true, ...(call.body as object) } }),
    })
    open()
    fireEvent.click(await screen.findByRole('button', { name: 'Add method to Neighbours' }, { timeout: 4000 }))
    const kind = screen.getByLabelText('Kind') as HTMLSelectElement
    expect([...kind.options].map((o) => o.value)).toEqual(['standard', 'economy', 'pickup_point', 'same_day'])
    fireEvent.click(screen.getByRole('button', { name: 'Add method' }))
    expect(await screen.findByText('Please fix the marked fields.')).toBeTruthy()
    expect(server.called('POST /api/staff/shipping/zones/shz_near/methods')).toHaveLength(0)

    fireEvent.change(kind, { target: { value: 'pickup_point' } })
    fireEvent.change(screen.getByLabelText('Carrier'), { target: { value: 'packeta' } })
    for (const [lang, text] of [['English', 'Pickup point'], ['Czech', 'Výdejní místo'], ['Slovenian', 'Prevzemno mesto'], ['German', 'Abholstelle']]) {
      fireEvent.change(screen.getByLabelText(`Name (${lang})`), { target: { value: text } })
    }
    fireEvent.change(screen.getByLabelText('Price ($)'), { target: { value: '3,90' } })
    fireEvent.change(screen.getByLabelText('Free from ($)'), { target: { value: '40' } })
    fireEvent.change(screen.getByLabelText('Delivery days'), { target: { value: '2–4' } })
    fireEvent.click(screen.getByRole('button', { name: 'Add method' }))
    await waitFor(() => expect(server.called('POST /api/staff/shipping/zones/shz_near/methods')).toHaveLength(1))
    expect(server.called('POST /api/staff/shipping/zones/shz_near/methods')[0]!.body).toEqual({
      code: 'pickup_point',
      name: { en: 'Pickup point', cz: 'Výdejní místo', sl: 'Prevzemno mesto', ge: 'Abholstelle' },
      price_cents: 390,
      free_from_cents: 4000,
      carrier: 'packeta',
      delivery_days: '2–4',
      position: 0,
      active: true,
    })
    expect(await screen.findByRole('region', { name: 'Czechia' })).toBeTruthy()
  })

  it('deactivates a method with one click (a patch of `active`)', async () => {
    signIn()
    const server = fakeServer({
      'GET /api/staff/shipping/zones': list,
      'PATCH /api/staff/shipping/methods/shm_de_exp': { body: { ...ZONES[1]!.methods[0], active: false } },
    })
    open()
    fireEvent.click(await screen.findByRole('button', { name: 'Deactivate Express delivery in Neighbours' }, { timeout: 4000 }))
    await waitFor(() => expect(server.called('PATCH /api/staff/shipping/methods/shm_de_exp')).toHaveLength(1))
    expect(server.called('PATCH /api/staff/shipping/methods/shm_de_exp')[0]!.body).toEqual({ active: false })
  })

  it("offers only countries no other zone holds, and shows the server's refusal in the staff member's words", async () => {
    signIn()
    fakeServer({
      'GET /api/staff/shipping/zones': list,
      'POST /api/staff/shipping/zones': { status: 409, body: problem(409, 'shipping_country_taken', 'A country can be in one shipping zone only') },
    })
    open()
    fireEvent.click(await screen.findByRole('button', { name: 'New zone' }, { timeout: 4000 }))
    expect((screen.getByRole('checkbox', { name: /Germany/ }) as HTMLInputElement).disabled).toBe(true)
    expect(screen.getByRole('checkbox', { name: /Germany/ }).closest('label')!.textContent).toContain('in Neighbours')
    fireEvent.click(screen.getByRole('button', { name: 'Create zone' }))
    expect(await screen.findByText('Please choose at least one country')).toBeTruthy()
    fireEvent.change(screen.getByLabelText('Zone name'), { target: { value: 'Nordics' } })
    fireEvent.click(screen.getByRole('checkbox', { name: /Sweden/ }))
    fireEvent.click(screen.getByRole('button', { name: 'Create zone' }))
    expect(await screen.findByText('A country can be in one shipping zone only')).toBeTruthy()
  })
})
