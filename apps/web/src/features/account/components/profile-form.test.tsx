import { AUTH_MESSAGES, type Me } from '@shop/domain'
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { notify } from '../../../lib/toast'
import { fakeServer, ME, problem, renderAccount } from '../test-utils'
import { ProfilePanel } from './profile-panel'

vi.mock('../../../lib/toast', () => ({ notify: { success: vi.fn(), error: vi.fn(), info: vi.fn() } }))

afterEach(() => {
  vi.unstubAllGlobals()
  vi.clearAllMocks()
})

const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } })
const save = () => fireEvent.click(screen.getByRole('button', { name: 'Save changes' }))
const pendingBox = () => screen.queryByRole('region', { name: 'Confirm your new contact' })

async function renderProfile(me: Me, routes: Parameters<typeof fakeServer>[0] = {}, onUsernameChange = vi.fn()) {
  const server = fakeServer({ 'GET /auth/profile': { body: me }, ...routes })
  const view = renderAccount(<ProfilePanel onUsernameChange={onUsernameChange} />)
  await screen.findByRole('button', { name: 'Save changes' })
  return { ...view, server, onUsernameChange }
}

describe('profile', () => {
  it('shows name, email, phone and gender from the server', async () => {
    await renderProfile({ ...ME, phone_number: '+420777123456', gender: 'female' })
    expect((screen.getByLabelText('Name') as HTMLInputElement).value).toBe('Jana')
    expect((screen.getByLabelText('Email') as HTMLInputElement).value).toBe('jana@example.com')
    expect((screen.getByLabelText('Phone number') as HTMLInputElement).value).toBe('+420777123456')
    expect((screen.getByLabelText('Gender') as HTMLSelectElement).value).toBe('female')
    expect(screen.getByText('Confirmed')).toBeTruthy()
    expect(screen.getByText('Not confirmed')).toBeTruthy()
    expect(pendingBox()).toBeNull()
  })

  it("saves only what changed and says SPEC's message; a new name is handed on", async () => {
    const { server, onUsernameChange } = await renderProfile(ME, {
      'PATCH /auth/profile': (call) => ({ body: { message: AUTH_MESSAGES.profileUpdated, user: { ...ME, ...(call.body as object) } } }),
    })
    type('Name', 'Jana Nová')
    fireEvent.change(screen.getByLabelText('Gender'), { target: { value: 'female' } })
    save()
    await waitFor(() => expect(notify.success).toHaveBeenCalledWith('Profile updated successfully'))
    expect(server.called('PATCH /auth/profile')[0]!.body).toEqual({ username: 'Jana Nová', gender: 'female' })
    expect(onUsernameChange).toHaveBeenCalledWith('Jana Nová')
  })

  it("checks the form with SPEC's messages before sending", async () => {
    const { server } = await renderProfile(ME)
    type('Name', '  ')
    type('Email', 'jana@example')
    type('Phone number', '777 123 456')
    save()
    expect(await screen.findByText(AUTH_MESSAGES.nameRequired)).toBeTruthy()
    expect(screen.getByText(AUTH_MESSAGES.contactInvalid)).toBeTruthy()
    type('Email', 'jana@@example.com')
    save()
    expect(await screen.findByText(AUTH_MESSAGES.emailInvalid)).toBeTruthy()
    expect(server.called('PATCH /auth/profile')).toHaveLength(0)
  })

  it('keeps a changed email pending until its code is entered', async () => {
    const changed: Me = { ...ME, pending_contact: 'jana.nova@example.com' }
    let otpAccepted = false
    const { server } = await renderProfile(ME, {
      'PATCH /auth/profile': { body: { message: AUTH_MESSAGES.profileUpdated, user: changed } },
      'POST /auth/verify-otp': (call) => {
        const { otp } = call.body as { otp: string }
        if (otp !== '246810') return { status: 400, body: problem(400, 'validation_failed', AUTH_MESSAGES.wrongOtp) }
        otpAccepted = true
        return { body: { message: 'Your new contact is verified and saved', user: { ...ME, email: 'jana.nova@example.com' } } }
      },
    })
    type('Email', 'jana.nova@example.com')
    type('Current password', 'secret1')
    save()
    await waitFor(() => expect(notify.success).toHaveBeenCalledWith('Profile updated successfully'))
    expect(server.called('PATCH /auth/profile')[0]!.body).toEqual({ email: 'jana.nova@example.com', current_password: 'secret1' })

    // Pending: the old address is still the one in use, and a code field asks for the new one's code.
    const box = await screen.findByRole('region', { name: 'Confirm your new contact' })
    expect(within(box).getByText(/jana\.nova@example\.com/)).toBeTruthy()
    expect((screen.getByLabelText('Email') as HTMLInputElement).value).toBe('jana@example.com')
    const code = within(box).getByLabelText('6-digit code')
    expect(code.getAttribute('autocomplete')).toBe('one-time-code')
    expect(document.activeElement).toBe(code)

    fireEvent.change(code, { target: { value: '12345' } })
    fireEvent.click(within(box).getByRole('button', { name: 'Confirm' }))
    expect(await within(box).findByText(AUTH_MESSAGES.wrongOtp)).toBeTruthy()
    expect(server.called('POST /auth/verify-otp')).toHaveLength(0)

    fireEvent.change(code, { target: { value: '111111' } })
    fireEvent.click(within(box).getByRole('button', { name: 'Confirm' }))
    expect(await within(box).findByText(AUTH_MESSAGES.wrongOtp)).toBeTruthy()
    expect(server.called('POST /auth/verify-otp')[0]!.body).toEqual({ email: 'jana.nova@example.com', otp: '111111', purpose: 'contact_change' })

    fireEvent.change(within(pendingBox()!).getByLabelText('6-digit code'), { target: { value: '246810' } })
    fireEvent.click(within(pendingBox()!).getByRole('button', { name: 'Confirm' }))
    await waitFor(() => expect(pendingBox()).toBeNull())
    expect(otpAccepted).toBe(true)
    expect(notify.success).toHaveBeenCalledWith('Your new contact is confirmed.')
    expect((screen.getByLabelText('Email') as HTMLInputElement).value).toBe('jana.nova@example.com')
  })

  it('shows a pending change found on load, and sends a new code on request', async () => {
    const me: Me = { ...ME, phone_number: '+420777123456', pending_contact: '+420608111222' }
    const { server } = await renderProfile(me, { 'PATCH /auth/profile': { body: { message: AUTH_MESSAGES.profileUpdated, user: me } } })
    const box = pendingBox()!
    expect(within(box).getByText(/\+420608111222/)).toBeTruthy()
    fireEvent.click(within(box).getByRole('button', { name: 'Send a new code' }))
    await waitFor(() => expect(notify.info).toHaveBeenCalledWith('We sent you a new code.'))
    expect(server.called('PATCH /auth/profile')[0]!.body).toEqual({ phone_number: '+420608111222' })
  })

  it('says when the new email belongs to another account', async () => {
    await renderProfile(ME, {
      'PATCH /auth/profile': { status: 409, body: problem(409, 'email_taken', 'User with this email already exists') },
    })
    type('Email', 'taken@example.com')
    type('Current password', 'secret1')
    save()
    expect(await screen.findByText('Another account already uses this email address.')).toBeTruthy()
    expect(pendingBox()).toBeNull()
  })

  it('asks for the current password only when the email or phone changes, and says when it is wrong', async () => {
    const { server } = await renderProfile(ME, {
      'PATCH /auth/profile': {
        status: 400,
        body: problem(400, 'validation_failed', 'Current password is not correct', [{ path: 'current_password', message: 'Current password is not correct' }]),
      },
    })
    expect(screen.queryByLabelText('Current password')).toBeNull()
    type('Email', 'jana.nova@example.com')
    expect(screen.getByLabelText('Current password').getAttribute('autocomplete')).toBe('current-password')
    save()
    expect(await screen.findByText('Enter your current password to change your email or phone number.')).toBeTruthy()
    expect(server.called('PATCH /auth/profile')).toHaveLength(0)

    type('Current password', 'guess')
    save()
    expect(await screen.findByText('This is not your current password.')).toBeTruthy()
    expect(server.called('PATCH /auth/profile')[0]!.body).toEqual({ email: 'jana.nova@example.com', current_password: 'guess' })
    expect(pendingBox()).toBeNull()

    // back to the old email: no proof needed any more
    type('Email', 'jana@example.com')
    expect(screen.queryByLabelText('Current password')).toBeNull()
  })

  it('an account without a password sends a code to its current email and saves with it', async () => {
    const me: Me = { ...ME, has_password: false }
    const { server } = await renderProfile(me, {
      'POST /auth/profile/contact-proof': { body: { message: AUTH_MESSAGES.otpSent, sent_to: 'j•••@example.com' } },
      'PATCH /auth/profile': { body: { message: AUTH_MESSAGES.profileUpdated, user: { ...me, pending_contact: 'jana.nova@example.com' } } },
    })
    type('Phone number', '+420 777 123 456')
    expect(screen.queryByLabelText('Current password')).toBeNull()
    const box = screen.getByRole('region', { name: 'Confirm it is you' })
    save()
    expect(await within(box).findByText('Enter the 6-digit code we sent to your current contact.')).toBeTruthy()
    expect(server.called('PATCH /auth/profile')).toHaveLength(0)

    fireEvent.click(within(box).getByRole('button', { name: 'Send a code to j•••@example.com' }))
    expect(await within(box).findByText(/We sent a 6-digit code to j•••@example.com/)).toBeTruthy()
    expect(server.called('POST /auth/profile/contact-proof')).toHaveLength(1)
    fireEvent.change(within(box).getByLabelText('Code from your current contact'), { target: { value: '135790' } })
    save()
    await waitFor(() => expect(server.called('PATCH /auth/profile')).toHaveLength(1))
    expect(server.called('PATCH /auth/profile')[0]!.body).toEqual({ phone_number: '+420 777 123 456', proof_code: '135790' })
  })
})
