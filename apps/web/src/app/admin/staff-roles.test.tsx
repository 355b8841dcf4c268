import { act, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { i18n } from '../../lib/i18n'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { fakeServer, makeDashboard, problem, renderAt, signIn } from '../../features/admin/test-utils'
import { Component as AdminApp } from './admin-app'

afterEach(() => {
  vi.unstubAllGlobals()
})

const profile = (role: string) => ({ body: { id: 'usr_aaaaaaaaaaaaaaaa', username: 'Eva', email: 'eva@shop.test', role } })
const open = (url = '/admin') => renderAt(<AdminApp />, { pattern: '/admin/*?', url })
const navLinks = async () => {
  const nav = await screen.findByRole('navigation', { name: 'Staff area' })
  return within(nav)
    .getAllByRole('link')
    .map((l) => l.getAttribute('href'))
    .filter((href) => href !== '/' && href !== '/admin')
}

describe('the staff area by role', () => {
  it('shows a support member only the support entries, and refuses a catalog page without asking the server', async () => {
    signIn('Sue', 'tok_support')
    const server = fakeServer({ 'GET /auth/profile': profile('support'), 'GET /api/staff/dashboard': { body: makeDashboard() } })
    open()
    expect((await navLinks()).sort()).toEqual(
      ['/admin/complaints', '/admin/contact-messages', '/admin/customers', '/admin/feedback', '/admin/gift-cards', '/admin/reviews', '/admin/testimonials'].sort(),
    )
    expect(screen.getByText('Support')).toBeTruthy()

    server.calls.length = 0
    open('/admin/products')
    expect(await screen.findByRole('heading', { level: 1, name: 'Not part of your role' })).toBeTruthy()
    expect(screen.getByText(/Your role \(Support\) does not open this part/)).toBeTruthy()
    expect(server.calls.filter((c) => c.path.startsWith('/api/staff/products'))).toEqual([])
  })

  it('shows the owner everything, including the team and the audit log', async () => {
    signIn('Olga', 'tok_owner')
    fakeServer({ 'GET /auth/profile': profile('owner'), 'GET /api/staff/dashboard': { body: makeDashboard() } })
    open()
    const links = await navLinks()
    expect(links).toEqual(expect.arrayContaining(['/admin/team', '/admin/audit', '/admin/products', '/admin/orders', '/admin/customers', '/admin/newsletter']))
  })

  it('shows a catalog member products and coupons but not orders or customers', async () => {
    signIn('Cat', 'tok_catalog')
    fakeServer({ 'GET /auth/profile': profile('catalog'), 'GET /api/staff/dashboard': { body: makeDashboard() } })
    open()
    const links = await navLinks()
    expect(links).toEqual(expect.arrayContaining(['/admin/products', '/admin/coupons', '/admin/categories', '/admin/brands']))
    expect(links.filter((l) => ['/admin/orders', '/admin/customers', '/admin/team', '/admin/audit'].includes(l!))).toEqual([])
  })
})

describe('the team desk', () => {
  const team = {
    members: [
      { id: 'usr_aaaaaaaaaaaaaaaa', username: 'Eva', email: 'eva@shop.test', role: 'owner' },
      { id: 'usr_bbbbbbbbbbbbbbbb', username: 'Sue', email: 'sue@shop.test', role: 'support' },
    ],
    invitations: [{ id: 'inv_cccccccccccccccc', email: 'new@shop.test', role: 'catalog', lang: 'en', invited_by: 'Eva', created_at: '2026-11-27T10:00:00.000Z', expires_at: '2026-12-04T10:00:00.000Z' }],
  }

  it('invites by email with a role, changes a role, and says why the last owner stays owner', async () => {
    signIn('Eva', 'tok_owner')
    const server = fakeServer({
      'GET /auth/profile': profile('owner'),
      'GET /api/staff/team': { body: team },
      'POST /api/staff/team/invitations': (call) => ({ status: 201, body: { ...team.invitations[0], ...(call.body as object) } }),
      'PATCH /api/staff/team/usr_bbbbbbbbbbbbbbbb': (call) => ({ body: { ...team.members[1], ...(call.body as object) } }),
      'PATCH /api/staff/team/usr_aaaaaaaaaaaaaaaa': { status: 409, body: problem(409, 'staff_last_owner', 'The shop needs at least one owner') },
    })
    open('/admin/team')
    expect(await screen.findByRole('heading', { level: 1, name: 'Team and roles' })).toBeTruthy()
    expect(await screen.findByText('new@shop.test')).toBeTruthy()
    expect(screen.getByText('you')).toBeTruthy()

    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'ana@shop.test' } })
    fireEvent.change(screen.getByLabelText('Role'), { target: { value: 'fulfilment' } })
    // The invitee's language starts as the owner's own, and the owner may pick another.
    const language = screen.getByLabelText('Their language') as HTMLSelectElement
    expect(language.value).toBe('en')
    expect([...language.options].map((o) => o.text)).toEqual(['English', 'Czech', 'Slovenian', 'German'])
    fireEvent.change(language, { target: { value: 'cz' } })
    fireEvent.click(screen.getByRole('button', { name: 'Send invitation' }))
    expect(await screen.findByText('The invitation is on its way to ana@shop.test.')).toBeTruthy()
    expect(server.called('POST /api/staff/team/invitations')[0]!.body).toEqual({ email: 'ana@shop.test', role: 'fulfilment', lang: 'cz' })
    expect(screen.getByText(/Catalog · English · valid until/)).toBeTruthy()

    fireEvent.change(screen.getByLabelText('Role of Sue'), { target: { value: 'catalog' } })
    await waitFor(() => expect(server.called('PATCH /api/staff/team/usr_bbbbbbbbbbbbbbbb')[0]?.body).toEqual({ role: 'catalog' }))

    fireEvent.change(screen.getByLabelText('Role of Eva'), { target: { value: 'support' } })
    expect(await screen.findByText('The shop needs at least one owner: make someone else owner first')).toBeTruthy()
  })
})

describe('the invitation language', () => {
  it("starts as the owner's UI language: a German owner invites in German unless they pick another", async () => {
    signIn('Eva', 'tok_owner')
    const server = fakeServer({
      'GET /auth/profile': profile('owner'),
      'GET /api/staff/team': { body: { members: [], invitations: [] } },
      'POST /api/staff/team/invitations': (call) => ({ status: 201, body: { id: 'inv_dddddddddddddddd', invited_by: 'Eva', created_at: '2026-11-27T10:00:00.000Z', expires_at: '2026-12-04T10:00:00.000Z', ...(call.body as object) } }),
    })
    await act(() => i18n.changeLanguage('de'))
    try {
      open('/admin/team')
      const language = (await screen.findByLabelText('Sprache der Person')) as HTMLSelectElement
      expect(language.value).toBe('ge')
      fireEvent.change(screen.getByLabelText('E-Mail'), { target: { value: 'max@shop.test' } })
      fireEvent.click(screen.getByRole('button', { name: 'Einladung senden' }))
      await waitFor(() => expect(server.called('POST /api/staff/team/invitations')).toHaveLength(1))
      expect(server.called('POST /api/staff/team/invitations')[0]!.body).toMatchObject({ email: 'max@shop.test', lang: 'ge' })
    } finally {
      await act(() => i18n.changeLanguage('en'))
    }
  })
})

describe('the customer look-up', () => {
  it('finds customers and shows one read-only, linking orders only for roles that open them', async () => {
    signIn('Sue', 'tok_support')
    const customer = { id: 'usr_dddddddddddddddd', username: 'Zuzana', email: 'zuzana@example.com', phone: null, created_at: '2026-10-01T08:00:00.000Z' }
    const server = fakeServer({
      'GET /auth/profile': profile('support'),
      'GET /api/staff/customers': { body: { data: [customer], total: 1, page: 1 } },
      'GET /api/staff/customers/usr_dddddddddddddddd': {
        body: {
          customer,
          orders: [{ id: 'ord_aaaaaaaaaaaaaaaa', number: 'LL-10042', status: 'delivered_order', created_at: '2026-11-20T09:15:00.000Z', item_count: 1, total_cents: 2599 }],
          orders_total: 1,
          addresses: [{ id: 'adr_aaaaaaaaaaaaaaaa', first_name: 'Zuzana', last_name: 'Nová', street: 'Dlouhá 5', city: 'Praha', state: '', country: 'Czechia', zip_code: '11000', is_default: true, created_at: '2026-10-01T08:00:00.000Z' }],
          wallet: { balance_cents: 1500, entries: [{ id: 'wle_1', kind: 'top_up', amount_cents: 1500, reference: 'Visa •••• 4242', created_at: '2026-10-02T08:00:00.000Z' }], top_up_amounts: [] },
        },
      },
    })
    open('/admin/customers')
    fireEvent.change(await screen.findByLabelText('Email, name or phone'), { target: { value: 'zuz' } })
    fireEvent.click(screen.getByRole('button', { name: 'Search' }))
    await waitFor(() => expect(server.called('GET /api/staff/customers').at(-1)!.query.get('q')).toBe('zuz'))
    fireEvent.click(await screen.findByRole('link', { name: /Zuzana/ }))
    expect(await screen.findByRole('heading', { level: 1, name: 'Zuzana' })).toBeTruthy()
    expect(screen.getByText('LL-10042').tagName).toBe('SPAN')
    expect(screen.getByText('Dlouhá 5')).toBeTruthy()
    expect(screen.getAllByText('$15.00').length).toBeGreaterThan(0)
    expect(screen.getByText('Top-up')).toBeTruthy()
  })
})
