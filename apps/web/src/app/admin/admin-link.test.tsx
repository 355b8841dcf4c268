import { fireEvent, render, screen, waitFor } from '@testing-library/react'
import { testRouter } from '../../test/render-routes'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { fakeServer, shopperProfile, signIn, staffProfile } from '../../features/admin/test-utils'
import { AccountMenu } from '../layout/account-menu'

vi.mock('../../lib/toast', () => ({ notify: { success: vi.fn(), error: vi.fn(), info: vi.fn() } }))

afterEach(() => {
  vi.unstubAllGlobals()
})

async function openMenu() {
  const router = testRouter([{ path: '*', element: <AccountMenu /> }], '/')
  render(router.element)
  const name = /Account: /
  fireEvent.click(screen.getByRole('button', { name }))
  await waitFor(() => {
    if (!screen.queryByRole('menu')) fireEvent.keyDown(screen.getByRole('button', { name }), { key: 'Enter' })
    expect(screen.getByRole('menu')).toBeTruthy()
  })
}

describe('the way into the staff area', () => {
  it('is in the account menu for staff', async () => {
    signIn('Eva', 'tok_menu_staff')
    fakeServer({ 'GET /auth/profile': staffProfile })
    await openMenu()
    expect((await screen.findByRole('menuitem', { name: 'Staff area' })).getAttribute('href')).toBe('/admin')
  })

  it('is not there for a shopper', async () => {
    signIn('Jana', 'tok_menu_shopper')
    const server = fakeServer({ 'GET /auth/profile': shopperProfile })
    await openMenu()
    expect(await screen.findByRole('menuitem', { name: 'Your account' })).toBeTruthy()
    await waitFor(() => expect(server.called('GET /auth/profile')).toHaveLength(1))
    expect(screen.queryByRole('menuitem', { name: 'Staff area' })).toBeNull()
  })
})
