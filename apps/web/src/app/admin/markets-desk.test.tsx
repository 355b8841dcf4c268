import { convertPrice, EXCHANGE_RATE_SEEDS, formatMoney, type StaffMarketsAnswer } from '@shop/domain'
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { fakeServer, problem, renderAt, signIn } from '../../features/admin/test-utils'
import { Component as ExchangeRates } from './exchange-rates'
import { Component as Markets } from './markets'
import { Component as VatRates } from './vat-rates'

vi.mock('../../lib/toast', () => ({ notify: { success: vi.fn(), error: vi.fn(), info: vi.fn() } }))

afterEach(() => {
  vi.unstubAllGlobals()
})

const DESK: StaffMarketsAnswer = {
  markets: [
    { code: 'cz', name: 'Czechia', currency: 'CZK', default_lang: 'cz', tax_mode: 'included', countries: ['CZ'], rest_of_world: false },
    { code: 'nordics', name: 'Nordics', currency: 'EUR', default_lang: 'en', tax_mode: 'included', countries: [], rest_of_world: false },
    { code: 'world', name: 'Rest of the world', currency: 'USD', default_lang: 'en', tax_mode: 'none', countries: ['US'], rest_of_world: true },
  ],
  exchange_rates: EXCHANGE_RATE_SEEDS.map((r) => ({ currency: r.currency, rate: String(r.rate_micros / 1_000_000), rate_micros: r.rate_micros, rounding: r.rounding, updated_at: '2026-11-28T10:00:00.000Z' })),
  vat_rates: [
    { country: 'CZ', current: { rate_bp: 2100, valid_from: '2021-07-01' }, history: [{ rate_bp: 2300, valid_from: '2027-01-01', in_force: false }, { rate_bp: 2100, valid_from: '2021-07-01', in_force: true }] },
    { country: 'SK', current: { rate_bp: 2300, valid_from: '2025-01-01' }, history: [{ rate_bp: 2300, valid_from: '2025-01-01', in_force: true }, { rate_bp: 2000, valid_from: '2021-07-01', in_force: true }] },
  ],
  today: '2026-11-28',
}
const desk = { body: DESK }
const nb = (text: string | null) => (text ?? '').replace(/\u00a0/g, ' ')

describe('the owner’s markets desk pages', () => {
  it('previews a rate with domain convertPrice and saves rate and rounding', async () => {
    signIn()
    const server = fakeServer({ 'GET /api/staff/markets': desk, 'PUT /api/staff/exchange-rates/CZK': { body: DESK } })
    renderAt(<ExchangeRates />, { pattern: '/admin/exchange-rates', url: '/admin/exchange-rates' })
    const form = await screen.findByRole('form', { name: 'CZK price list' }, { timeout: 4000 })
    const preview = () => nb(within(form).getByTestId('preview-CZK').textContent)
    expect(preview()).toBe(`$18.90 → ${nb(formatMoney(convertPrice(1890, 23_000_000, 'whole_9'), 'en', { currency: 'CZK' }))}`)
    fireEvent.change(within(form).getByLabelText('CZK per 1 USD'), { target: { value: '25,1' } })
    fireEvent.change(within(form).getByLabelText('Rounding'), { target: { value: 'cents' } })
    expect(preview()).toBe(`$18.90 → ${nb(formatMoney(convertPrice(1890, 25_100_000, 'cents'), 'en', { currency: 'CZK' }))}`)
    fireEvent.click(within(form).getByRole('button', { name: 'Save CZK rate' }))
    await waitFor(() => expect(server.called('PUT /api/staff/exchange-rates/CZK')).toHaveLength(1))
    expect(server.called('PUT /api/staff/exchange-rates/CZK')[0]!.body).toEqual({ rate: '25.1', rounding: 'cents' })
  })

  it('refuses a rate that is not a positive number in the browser', async () => {
    signIn()
    const server = fakeServer({ 'GET /api/staff/markets': desk })
    renderAt(<ExchangeRates />, { pattern: '/admin/exchange-rates', url: '/admin/exchange-rates' })
    const form = await screen.findByRole('form', { name: 'EUR price list' }, { timeout: 4000 })
    fireEvent.change(within(form).getByLabelText('EUR per 1 USD'), { target: { value: 'abc' } })
    expect(within(form).getByText('Enter a rate to see an example.')).toBeTruthy()
    fireEvent.click(within(form).getByRole('button', { name: 'Save EUR rate' }))
    expect(await within(form).findByText('Enter the rate as a positive number with at most six decimals.')).toBeTruthy()
    expect(server.called('PUT /api/staff/exchange-rates/EUR')).toHaveLength(0)
  })

  it('lists VAT rates with the rate to come, adds one from a future day and says when that day exists', async () => {
    signIn()
    const server = fakeServer({
      'GET /api/staff/markets': desk,
      'POST /api/staff/vat-rates': { status: 409, body: problem(409, 'vat_rate_exists', 'This country already has a rate from that day', [{ path: 'valid_from', message: 'This country already has a rate from that day' }]) },
    })
    renderAt(<VatRates />, { pattern: '/admin/vat-rates', url: '/admin/vat-rates' })
    const cz = await screen.findByTestId('vat-CZ', undefined, { timeout: 4000 })
    expect(nb(cz.textContent)).toContain('21% since Jul 1, 2021')
    expect(nb(cz.textContent)).toContain('23% from Jan 1, 2027')
    expect(within(screen.getByTestId('vat-SK')).getByText('History (2 rates)')).toBeTruthy()
    const add = screen.getByRole('form', { name: 'Add a rate from a future day' })
    fireEvent.change(within(add).getByLabelText('Rate'), { target: { value: '24' } })
    fireEvent.change(within(add).getByLabelText('Applies from'), { target: { value: '2020-01-01' } })
    fireEvent.click(within(add).getByRole('button', { name: 'Add rate' }))
    expect(await within(add).findByText('A new rate applies from today or a later day.')).toBeTruthy()
    expect(server.called('POST /api/staff/vat-rates')).toHaveLength(0)
    fireEvent.change(within(add).getByLabelText('Applies from'), { target: { value: '2027-01-01' } })
    fireEvent.click(within(add).getByRole('button', { name: 'Add rate' }))
    expect(await within(add).findByText('This country already has a rate from that day.')).toBeTruthy()
    expect(server.called('POST /api/staff/vat-rates')[0]!.body).toEqual({ country: 'CZ', rate: '24', valid_from: '2027-01-01' })
  })

  it('shows markets with their facts, offers removal only for an empty one, and edits a market', async () => {
    signIn()
    const server = fakeServer({ 'GET /api/staff/markets': desk, 'PATCH /api/staff/markets/cz': { body: DESK } })
    renderAt(<Markets />, { pattern: '/admin/markets', url: '/admin/markets' })
    const cz = await screen.findByRole('region', { name: 'Czechia' }, { timeout: 4000 })
    expect(within(cz).getByText('Prices include VAT')).toBeTruthy()
    expect(within(cz).queryByRole('button', { name: 'Remove Czechia' })).toBeNull()
    expect(within(screen.getByRole('region', { name: 'Rest of the world' })).queryByRole('button', { name: /Remove/ })).toBeNull()
    expect(within(screen.getByRole('region', { name: 'Nordics' })).getByRole('button', { name: 'Remove Nordics' })).toBeTruthy()

    fireEvent.click(within(cz).getByRole('button', { name: 'Edit Czechia' }))
    const form = await screen.findByRole('form', { name: 'Edit Czechia' })
    // Slovakia is in no market here; the US is in the rest of the world and moves when ticked.
    fireEvent.click(within(form).getByRole('checkbox', { name: /Slovakia/ }))
    fireEvent.click(within(form).getByRole('checkbox', { name: /United States/ }))
    expect(within(form).getByText('Moves here from Rest of the world')).toBeTruthy()
    fireEvent.click(within(form).getByRole('button', { name: 'Save' }))
    await waitFor(() => expect(server.called('PATCH /api/staff/markets/cz')).toHaveLength(1))
    expect(server.called('PATCH /api/staff/markets/cz')[0]!.body).toEqual({ name: 'Czechia', currency: 'CZK', default_lang: 'cz', tax_mode: 'included', countries: ['CZ', 'SK', 'US'] })
  })
})
