import { AUTH_MESSAGES } from '@shop/domain'
import { fireEvent, screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { notify } from '../../../lib/toast'
import { ADDRESS, fakeServer, problem, renderAccount } from '../test-utils'
import { AddressForm } from './address-form'

vi.mock('../../../lib/toast', () => ({ notify: { success: vi.fn(), error: vi.fn(), info: vi.fn() } }))

afterEach(() => {
  vi.unstubAllGlobals()
  vi.clearAllMocks()
})

const LABELS = ['First name', 'Last name', 'Street and descriptive number', 'City', 'State', 'Country', 'Zip code']

const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } })
const save = () => fireEvent.click(screen.getByRole('button', { name: 'Save address' }))

function fillValid() {
  type('First name', 'Jana')
  type('Last name', 'Nováková')
  type('Street and descriptive number', 'Vinohradská 12')
  type('City', 'Praha')
  type('Country', 'CZ')
  type('Zip code', '120 00')
}

async function renderForm(props: Parameters<typeof AddressForm>[0] = {}) {
  const view = renderAccount(<AddressForm {...props} />)
  await screen.findByRole('button', { name: 'Save address' })
  return view
}

describe('address form', () => {
  it("labels its fields with SPEC's address fields", async () => {
    fakeServer({})
    await renderForm()
    for (const label of LABELS) expect(screen.getByLabelText(label).tagName, label).toBe(label === 'Country' ? 'SELECT' : 'INPUT')
    expect(screen.getByLabelText('Zip code').getAttribute('autocomplete')).toBe('postal-code')
  })

  it('shows each missing field under the field, sends nothing, and clears a message when its field is edited', async () => {
    const server = fakeServer({})
    await renderForm()
    save()
    expect(await screen.findByText('Please fill first name')).toBeTruthy()
    for (const text of ['Please fill last name', 'Please fill street and number', 'Please fill city', 'Please fill country', 'Please enter a valid zip code']) {
      expect(screen.getByText(text)).toBeTruthy()
    }
    // State is optional.
    expect(screen.getByLabelText('State').getAttribute('aria-invalid')).toBeNull()
    const first = screen.getByLabelText('First name')
    expect(first.getAttribute('aria-invalid')).toBe('true')
    expect(document.getElementById(first.getAttribute('aria-describedby')!)!.textContent).toBe('Please fill first name')
    expect(server.calls).toHaveLength(0)

    type('First name', 'Jana')
    await waitFor(() => expect(screen.queryByText('Please fill first name')).toBeNull())
    expect(screen.getByText('Please fill last name')).toBeTruthy()
  })

  it('refuses a zip code that is no zip code', async () => {
    fakeServer({})
    await renderForm()
    fillValid()
    type('Zip code', '12')
    save()
    expect(await screen.findByText('Please enter a valid zip code')).toBeTruthy()
  })

  it("adds an address and says SPEC's success message", async () => {
    const server = fakeServer({
      'POST /auth/user-address': { status: 201, body: { message: AUTH_MESSAGES.addressAdded, data: ADDRESS } },
    })
    const onDone = vi.fn()
    await renderForm({ onDone })
    fillValid()
    fireEvent.click(screen.getByLabelText('Use as my default shipping address'))
    save()
    await waitFor(() => expect(notify.success).toHaveBeenCalledWith('Your information added successfully'))
    expect(server.called('POST /auth/user-address')[0]!.body).toEqual({
      first_name: 'Jana',
      last_name: 'Nováková',
      street: 'Vinohradská 12',
      city: 'Praha',
      state: '',
      country: 'CZ',
      zip_code: '120 00',
      is_default: true,
    })
    expect(onDone).toHaveBeenCalledWith(ADDRESS)
  })

  it("says SPEC's add failure message, and why when the book is full", async () => {
    fakeServer({
      'POST /auth/user-address': {
        status: 409,
        body: problem(409, 'address_limit', AUTH_MESSAGES.addressAddFailed, [{ path: '', message: 'You can keep at most 20 addresses. Please delete one first.' }]),
      },
    })
    const onDone = vi.fn()
    await renderForm({ onDone })
    fillValid()
    save()
    await waitFor(() => expect(notify.error).toHaveBeenCalledWith('Unfortunately we cannot add your information'))
    expect(await screen.findByText('You can keep up to 20 addresses. Delete one to add another.')).toBeTruthy()
    expect(notify.success).not.toHaveBeenCalled()
    expect(onDone).not.toHaveBeenCalled()
  })

  it("puts the server's field reasons under their fields", async () => {
    fakeServer({
      'POST /auth/user-address': {
        status: 400,
        body: problem(400, 'validation_failed', AUTH_MESSAGES.addressAddFailed, [{ path: 'city', message: 'Please fill city' }]),
      },
    })
    await renderForm()
    fillValid()
    save()
    expect(await screen.findByText('Please fill city')).toBeTruthy()
    expect(screen.getByLabelText('City').getAttribute('aria-invalid')).toBe('true')
    expect(notify.error).toHaveBeenCalledWith('Unfortunately we cannot add your information')
  })

  it("changes an address with SPEC's update messages, and never un-sets the default", async () => {
    let status = 200
    const server = fakeServer({
      'PATCH /auth/user-address': (call) =>
        status === 200
          ? { body: { message: AUTH_MESSAGES.addressUpdated, data: { ...ADDRESS, ...(call.body as object) } } }
          : { status, body: problem(status, 'not_found', AUTH_MESSAGES.addressUpdateFailed) },
    })
    await renderForm({ address: ADDRESS })
    expect((screen.getByLabelText('City') as HTMLInputElement).value).toBe('Praha')
    // The default address has no "use as default" box: another address is made default instead.
    expect(screen.queryByLabelText('Use as my default shipping address')).toBeNull()
    type('City', 'Brno')
    save()
    await waitFor(() => expect(notify.success).toHaveBeenCalledWith('Your information updated successfully'))
    const body = server.called('PATCH /auth/user-address')[0]!.body as Record<string, unknown>
    expect(body).toMatchObject({ id: ADDRESS.id, city: 'Brno' })
    expect(body).not.toHaveProperty('is_default')

    status = 404
    save()
    await waitFor(() => expect(notify.error).toHaveBeenCalledWith('Unfortunately we cannot update your information'))
  })

  it('picks the country from a list in the shopper\'s language, and asks again for a country typed before the list', async () => {
    const server = fakeServer({
      'PATCH /auth/user-address': (call) => ({ body: { message: AUTH_MESSAGES.addressUpdated, data: { ...ADDRESS, ...(call.body as object) } } }),
    })
    await renderForm({ address: { ...ADDRESS, country: 'Bohemia' } })
    const country = screen.getByLabelText('Country') as HTMLSelectElement
    expect(country.value).toBe('')
    const names = [...country.options].map((o) => o.textContent)
    expect(names[0]).toBe('Choose a country')
    expect(names).toContain('Germany')
    expect(names.slice(1)).toEqual([...names.slice(1)].sort((a, b) => a!.localeCompare(b!, 'en')))
    save()
    expect(await screen.findByText('Please fill country')).toBeTruthy()
    expect(server.calls).toHaveLength(0)
    type('Country', 'DE')
    save()
    await waitFor(() => expect(server.called('PATCH /auth/user-address')).toHaveLength(1))
    expect(server.called('PATCH /auth/user-address')[0]!.body).toMatchObject({ country: 'DE' })
  })
})
