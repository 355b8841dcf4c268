import { fireEvent, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { fakeServer, problem } from '../../test/fake-server'
import { Elsewhere, renderRoutes } from '../../test/render-routes'
import { StaffInvitation } from './invitation'

afterEach(() => {
  vi.unstubAllGlobals()
  localStorage.clear()
})

const TOKEN = 'tok_aaaaaaaaaaaaaaaaaaaaaaaaaaaa'
const preview = (account_exists: boolean) => ({ body: { email: 'sue@shop.test', role: 'support', account_exists, expires_at: '2026-12-04T10:00:00.000Z' } })
const open = (onAccepted = vi.fn()) =>
  renderRoutes([{ path: '/staff-invitation', element: <StaffInvitation token={TOKEN} onAccepted={onAccepted} /> }, { path: '*', element: <Elsewhere /> }], '/staff-invitation')

describe('accepting a staff invitation', () => {
  it('creates the account of a new person with the name and password they choose', async () => {
    const server = fakeServer({
      [`GET /api/staff-invitations/${TOKEN}`]: preview(false),
      'POST /api/staff-invitations/accept': { body: { email: 'sue@shop.test', role: 'support', account: 'created' } },
    })
    const onAccepted = vi.fn()
    open(onAccepted)
    expect(await screen.findByText('sue@shop.test is invited to the team in the role Support.')).toBeTruthy()
    fireEvent.change(screen.getByLabelText('Your name'), { target: { value: 'Sue' } })
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'secret12' } })
    fireEvent.click(screen.getByRole('button', { name: 'Create account and join' }))
    expect(await screen.findByText(/Welcome to the team! Your account is ready with the role Support\./)).toBeTruthy()
    expect(server.called('POST /api/staff-invitations/accept')[0]!.body).toEqual({ token: TOKEN, username: 'Sue', password: 'secret12' })
    expect(onAccepted).toHaveBeenCalled()
    expect(screen.getByRole('link', { name: 'Sign in' })).toBeTruthy()
  })

  it('asks the holder of an existing account to sign in first, coming back to the invitation', async () => {
    const server = fakeServer({ [`GET /api/staff-invitations/${TOKEN}`]: preview(true) })
    const { router } = open()
    expect(await screen.findByText('An account with sue@shop.test exists. Sign in to it, then accept the invitation.')).toBeTruthy()
    fireEvent.click(screen.getByRole('link', { name: 'Sign in' }))
    expect((await screen.findByTestId('location')).textContent).toBe('/login')
    expect(router.location().state).toEqual({ from: `/staff-invitation#token=${TOKEN}` })
    expect(server.called('POST /api/staff-invitations/accept')).toEqual([])
  })

  it('says so when the link is no longer valid', async () => {
    fakeServer({ [`GET /api/staff-invitations/${TOKEN}`]: { status: 404, body: problem(404, 'staff_invitation_invalid', 'gone') } })
    open()
    expect(await screen.findByText('This invitation is no longer valid. Please ask the shop owner for a new one.')).toBeTruthy()
  })
})
