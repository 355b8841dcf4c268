import { AUTH_MESSAGES, type Address } from '@shop/domain'
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { notify } from '../../../lib/toast'
import { ADDRESS, fakeServer, problem, renderAccount } from '../test-utils'
import { AddressBook } from './address-book'
import { ShippingAddressPicker } from './shipping-address-picker'

vi.mock('../../../lib/toast', () => ({ notify: { success: vi.fn(), error: vi.fn(), info: vi.fn() } }))

afterEach(() => {
  vi.unstubAllGlobals()
  vi.clearAllMocks()
})

const BRNO: Address = { ...ADDRESS, id: 'adr_bbbbbbbbbbbbbbbb', street: 'Masarykova 45', city: 'Brno', zip_code: '602 00', is_default: false }

/** A little server holding a book: GET lists it, PATCH and DELETE change it. */
function bookServer(initial: Address[], failPatch = false) {
  let book = [...initial]
  return fakeServer({
    'GET /auth/user-address': () => ({ body: { message: 'Your addresses', data: book } }),
    'PATCH /auth/user-address': (call) => {
      if (failPatch) return { status: 404, body: problem(404, 'not_found', AUTH_MESSAGES.addressUpdateFailed) }
      const { id } = call.body as { id: string }
      book = book.map((a) => ({ ...a, is_default: a.id === id })).sort((a, b) => Number(b.is_default) - Number(a.is_default))
      return { body: { message: AUTH_MESSAGES.addressUpdated, data: book[0] } }
    },
    'DELETE /auth/user-address': (call) => {
      const { id } = call.body as { id: string }
      book = book.filter((a) => a.id !== id)
      return { body: { message: 'Address deleted', data: { id } } }
    },
  })
}

describe('address book', () => {
  it('lists the addresses, the default marked, and makes another one default', async () => {
    const server = bookServer([ADDRESS, BRNO])
    renderAccount(<AddressBook />)
    const list = await screen.findByRole('list', { name: 'Your addresses' })
    const cards = within(list).getAllByRole('listitem')
    expect(cards).toHaveLength(2)
    expect(within(cards[0]!).getByText('Default')).toBeTruthy()
    expect(within(cards[1]!).queryByText('Default')).toBeNull()

    fireEvent.click(screen.getByRole('button', { name: 'Make default: Masarykova 45' }))
    await waitFor(() => expect(notify.success).toHaveBeenCalledWith('Your information updated successfully'))
    expect(server.called('PATCH /auth/user-address')[0]!.body).toEqual({ id: BRNO.id, is_default: true })
    await waitFor(() => expect(within(screen.getAllByRole('listitem')[0]!).getByText('Masarykova 45')).toBeTruthy())
  })

  it('deletes only after a confirmation', async () => {
    const server = bookServer([ADDRESS, BRNO])
    renderAccount(<AddressBook />)
    fireEvent.click(await screen.findByRole('button', { name: 'Delete the address Masarykova 45' }))
    const confirm = screen.getByRole('group', { name: 'Delete this address?' })
    expect(document.activeElement).toBe(within(confirm).getByRole('button', { name: 'Cancel' }))
    expect(server.called('DELETE /auth/user-address')).toHaveLength(0)
    fireEvent.click(within(confirm).getByRole('button', { name: 'Yes, delete' }))
    await waitFor(() => expect(notify.success).toHaveBeenCalledWith('The address was deleted.'))
    expect(server.called('DELETE /auth/user-address')[0]!.body).toEqual({ id: BRNO.id })
    await waitFor(() => expect(screen.queryByText('Masarykova 45')).toBeNull())
  })

  it('offers no new address when the book holds 20', async () => {
    bookServer(Array.from({ length: 20 }, (_, i) => ({ ...BRNO, id: `adr_${String(i).padStart(16, 'c')}`, is_default: i === 0 })))
    renderAccount(<AddressBook />)
    expect(await screen.findByText('You can keep up to 20 addresses. Delete one to add another.')).toBeTruthy()
    expect((screen.getByRole('button', { name: 'Add a new address' }) as HTMLButtonElement).disabled).toBe(true)
  })
})

describe('shipping address', () => {
  it('chooses the default shipping address from the book', async () => {
    const server = bookServer([ADDRESS, BRNO])
    renderAccount(<ShippingAddressPicker />)
    const group = await screen.findByRole('radiogroup', { name: 'Deliver to' })
    const radios = within(group).getAllByRole('radio') as HTMLInputElement[]
    expect(radios.map((r) => r.checked)).toEqual([true, false])
    fireEvent.click(radios[1]!)
    await waitFor(() => expect(notify.success).toHaveBeenCalledWith('Your information updated successfully'))
    expect(server.called('PATCH /auth/user-address')[0]!.body).toEqual({ id: BRNO.id, is_default: true })
  })

  it("says SPEC's update failure when the choice is refused", async () => {
    bookServer([ADDRESS, BRNO], true)
    renderAccount(<ShippingAddressPicker />)
    const radios = within(await screen.findByRole('radiogroup', { name: 'Deliver to' })).getAllByRole('radio') as HTMLInputElement[]
    fireEvent.click(radios[1]!)
    await waitFor(() => expect(notify.error).toHaveBeenCalledWith('Unfortunately we cannot update your information'))
    await waitFor(() => expect(radios[0]!.checked).toBe(true))
  })

  it('adds a new address inline, ticked as the default', async () => {
    fakeServer({ 'GET /auth/user-address': { body: { message: 'Your addresses', data: [ADDRESS] } } })
    renderAccount(<ShippingAddressPicker />)
    fireEvent.click(await screen.findByRole('button', { name: 'Deliver somewhere new' }))
    expect((screen.getByLabelText('Use as my default shipping address') as HTMLInputElement).checked).toBe(true)
    expect(document.activeElement).toBe(screen.getByLabelText('First name'))
  })
})
