import { screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { fakeServer, makeDashboard, renderAt, shopperProfile, signIn, staffProfile } from '../../features/admin/test-utils'
import { Component as AdminApp } from './admin-app'

afterEach(() => {
  vi.unstubAllGlobals()
})

const open = (url = '/admin') => renderAt(<AdminApp />, { pattern: '/admin/*?', url })

describe('staff area guard', () => {
  it('sends a guest to sign in, remembering where they were going', async () => {
    const server = fakeServer({})
    const { router } = open('/admin/orders')
    expect((await screen.findByTestId('location')).textContent).toBe('/login')
    expect(router.location().state).toEqual({ from: '/admin/orders' })
    expect(server.calls).toEqual([])
  })

  it('shows a shopper "Staff only" and asks no staff endpoint', async () => {
    signIn('Jana', 'tok_shopper')
    const server = fakeServer({ 'GET /auth/profile': shopperProfile })
    open()
    expect(await screen.findByRole('heading', { level: 1, name: 'Staff only' })).toBeTruthy()
    expect(screen.queryByRole('navigation', { name: 'Staff area' })).toBeNull()
    expect(server.calls.filter((c) => c.path.startsWith('/api/staff'))).toEqual([])
  })

  it('says so when the role could not be asked, with a way to ask again', async () => {
    signIn('Eva', 'tok_blip')
    let fail = true
    fakeServer({ 'GET /auth/profile': () => (fail ? { status: 503, body: { code: 'unavailable', detail: 'Down' } } : staffProfile), 'GET /api/staff/dashboard': { body: makeDashboard() } })
    open()
    expect(await screen.findByRole('heading', { level: 1, name: 'The staff area could not be opened' })).toBeTruthy()
    fail = false
    screen.getByRole('button', { name: 'Try again' }).click()
    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeTruthy()
  })
})

describe('staff dashboard', () => {
  it("shows today's figures, the pending counts linking to their lists, and low stock", async () => {
    signIn()
    const server = fakeServer({ 'GET /auth/profile': staffProfile, 'GET /api/staff/dashboard': { body: makeDashboard() } })
    open()
    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeTruthy()
    expect((await screen.findByTestId('today-orders')).textContent).toBe('4')
    expect(screen.getByTestId('today-revenue').textContent).toBe('$123.45')
    expect(server.called('GET /api/staff/dashboard')[0]!.query.get('lang')).toBe('en')

    const cancel = screen.getByRole('link', { name: /Cancellation requests/ })
    expect(cancel.getAttribute('href')).toBe('/admin/requests?kind=cancel')
    expect(within(cancel).getByTestId('pending-cancel_requests').textContent).toBe('2')
    expect(screen.getByRole('link', { name: /Open complaints/ }).getAttribute('href')).toBe('/admin/complaints?status=open')
    expect(screen.getByTestId('pending-contact_messages').textContent).toBe('7')

    // 14 bars, one per day, each described for screen readers.
    expect(screen.getByRole('img', { name: 'Revenue per day over the last 14 days' }).querySelectorAll('rect')).toHaveLength(14)
    expect(screen.getAllByText('Nov 21: 1 order, $25.00').map((el) => el.tagName)).toEqual(['title', 'LI'])

    expect(screen.getByRole('link', { name: 'Rose Face Oil' })).toBeTruthy()
    expect(screen.getByText('Sold out')).toBeTruthy()
    expect(screen.getByText('3 left')).toBeTruthy()
  })

  it('has the staff navigation, marking the current page', async () => {
    signIn()
    fakeServer({ 'GET /auth/profile': staffProfile, 'GET /api/staff/dashboard': { body: makeDashboard() } })
    open()
    const nav = await screen.findByRole('navigation', { name: 'Staff area' })
    const links = within(nav).getAllByRole('link')
    expect(links.map((l) => l.getAttribute('href'))).toEqual(expect.arrayContaining(['/admin', '/admin/orders', '/admin/requests', '/admin/coupons', '/admin/gift-cards', '/admin/audit']))
    expect(within(nav).getByRole('link', { name: 'Dashboard' }).getAttribute('aria-current')).toBe('page')
  })

  it('shows a staff page that does not exist as such', async () => {
    signIn()
    fakeServer({ 'GET /auth/profile': staffProfile })
    open('/admin/nothing-here')
    expect(await screen.findByRole('heading', { level: 1, name: 'This staff page does not exist' })).toBeTruthy()
  })
})
