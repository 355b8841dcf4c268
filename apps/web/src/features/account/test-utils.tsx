import type { Address, Me } from '@shop/domain'
import type { ReactNode } from 'react'
import { renderRoutes } from '../../test/render-routes'

/** Renders `ui` inside a router and a fresh query client, waiting for its texts like the app does. */
export function renderAccount(ui: ReactNode) {
  return renderRoutes([{ path: '*', element: ui }])
}

export { fakeServer, problem, type FakeCall } from '../../test/fake-server'

export const ADDRESS: Address = {
  id: 'adr_aaaaaaaaaaaaaaaa',
  first_name: 'Jana',
  last_name: 'Nováková',
  street: 'Vinohradská 12',
  city: 'Praha',
  state: '',
  country: 'CZ',
  zip_code: '120 00',
  is_default: true,
  created_at: '2026-11-21T10:00:00.000Z',
}

export const ME: Me = {
  id: 'usr_aaaaaaaaaaaaaaaa',
  username: 'Jana',
  email: 'jana@example.com',
  phone_number: null,
  gender: '',
  email_verified: true,
  phone_verified: false,
  two_factor_enabled: false,
  pending_contact: null,
  role: 'shopper',
  has_password: true,
}
