import { AUTH_MESSAGES, PRIVACY_MESSAGES, type ErasureCheck, type Me } from '@shop/domain'
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { setLanguage } from '../../../lib/i18n'
import { notify } from '../../../lib/toast'
import { fakeServer, ME, problem, renderAccount } from '../test-utils'
import { YourData } from './your-data'

vi.mock('../../../lib/toast', () => ({ notify: { success: vi.fn(), error: vi.fn(), info: vi.fn() } }))

const saved: string[] = []
beforeEach(() => {
  saved.length = 0
  URL.createObjectURL = vi.fn(() => 'blob:data')
  URL.revokeObjectURL = vi.fn()
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push(this.download)
  })
})
afterEach(async () => {
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
  vi.clearAllMocks()
  await setLanguage('en')
})

const CLEAR: ErasureCheck = { blockers: [], has_password: true }

async function renderYourData(me: Me = ME, routes: Parameters<typeof fakeServer>[0] = {}) {
  const server = fakeServer({ 'GET /api/account/erase': { body: CLEAR }, ...routes })
  const onErased = vi.fn()
  renderAccount(<YourData me={me} onErased={onErased} />)
  await screen.findByRole('heading', { name: 'Your data' })
  return { server, onErased }
}
const card = (title: string) => screen.getByRole('heading', { level: 3, name: title }).closest('article') as HTMLElement

describe('your data', () => {
  it('downloads everything after the password, saved under the name the server gives', async () => {
    const { server } = await renderYourData(ME, {
      'POST /api/account/data': (call) => ({ body: { format: 'lumen-leaf-personal-data', account: { email: ME.email }, asked: call.body } }),
    })
    const download = card('Download my data')
    fireEvent.click(within(download).getByRole('button', { name: 'Download my data' }))
    fireEvent.click(within(download).getByRole('button', { name: 'Download the file' }))
    expect(await within(download).findByText('Enter your password.')).toBeTruthy()
    expect(server.called('POST /api/account/data')).toHaveLength(0)

    fireEvent.change(within(download).getByLabelText('Your password'), { target: { value: 'secret1' } })
    fireEvent.click(within(download).getByRole('button', { name: 'Download the file' }))
    await waitFor(() => expect(saved).toEqual(['lumen-leaf-data.json']))
    const [call] = server.called('POST /api/account/data')
    expect(call!.body).toEqual({ current_password: 'secret1' })
    expect(call!.headers.get('accept')).toBe('application/json')
    expect(notify.success).toHaveBeenCalledWith('Your data was saved as lumen-leaf-data.json.')
  })

  it('says so on the field when the password is wrong, and saves nothing', async () => {
    await renderYourData(ME, {
      'POST /api/account/data': { status: 400, body: problem(400, 'current_password_wrong', 'Current password is not correct', [{ path: 'current_password', message: 'Current password is not correct' }]) },
    })
    const download = card('Download my data')
    fireEvent.click(within(download).getByRole('button', { name: 'Download my data' }))
    fireEvent.change(within(download).getByLabelText('Your password'), { target: { value: 'nope' } })
    fireEvent.click(within(download).getByRole('button', { name: 'Download the file' }))
    expect(await within(download).findByText('This password is not correct.')).toBeTruthy()
    expect(saved).toEqual([])
  })

  it('shows what goes and what stays, then erases with the password', async () => {
    const { server, onErased } = await renderYourData(ME, { 'POST /api/account/erase': { body: { message: PRIVACY_MESSAGES.erased } } })
    fireEvent.click(within(card('Delete my account')).getByRole('button', { name: 'Delete my account' }))
    const step = await screen.findByRole('region', { name: 'Delete your account for good?' })
    expect(document.activeElement).toBe(within(step).getByRole('heading', { name: 'Delete your account for good?' }))
    expect(within(step).getByText(/cannot sign in again/)).toBeTruthy()
    expect(within(step).getByText(/stay for 10 years, as tax law requires/)).toBeTruthy()
    fireEvent.change(await within(step).findByLabelText('Your password'), { target: { value: 'secret1' } })
    fireEvent.click(within(step).getByRole('button', { name: 'Delete my account permanently' }))
    await waitFor(() => expect(onErased).toHaveBeenCalledTimes(1))
    expect(server.called('POST /api/account/erase')[0]!.body).toEqual({ current_password: 'secret1' })
    expect(notify.success).toHaveBeenCalledWith('Your account has been deleted.')
  })

  it('names what has to be settled first, and offers no delete button then', async () => {
    const { server } = await renderYourData(ME, {
      'GET /api/account/erase': {
        body: {
          blockers: [
            { reason: 'erase_open_orders', orders: ['2026-000123', '2026-000124'] },
            { reason: 'erase_wallet_balance', balance_cents: 1250, currency: 'EUR' },
          ],
          has_password: true,
        },
      },
    })
    fireEvent.click(within(card('Delete my account')).getByRole('button', { name: 'Delete my account' }))
    const step = await screen.findByRole('region', { name: 'Delete your account for good?' })
    const blocked = await within(step).findByRole('alert')
    expect(blocked.textContent).toContain('Open orders: 2026-000123, 2026-000124.')
    expect(blocked.textContent).toMatch(/Your wallet holds €12\.50\. Spend it first\./)
    expect(within(blocked).getByRole('link', { name: 'Your orders' }).getAttribute('href')).toBe('/orderhistory')
    expect(within(step).queryByRole('button', { name: 'Delete my account permanently' })).toBeNull()
    fireEvent.click(within(step).getByRole('button', { name: 'Keep my account' }))
    expect(screen.queryByRole('region', { name: 'Delete your account for good?' })).toBeNull()
    expect(server.called('POST /api/account/erase')).toHaveLength(0)
  })

  it('asks an account without a password for a code sent to its email', async () => {
    const passwordless: Me = { ...ME, has_password: false }
    const { server, onErased } = await renderYourData(passwordless, {
      'GET /api/account/erase': { body: { blockers: [], has_password: false } },
      'POST /api/account/privacy-code': { body: { message: AUTH_MESSAGES.otpSent, sent_to: 'j***@example.com' } },
      'POST /api/account/erase': (call) =>
        (call.body as { proof_code?: string }).proof_code === '246810'
          ? { body: { message: PRIVACY_MESSAGES.erased } }
          : { status: 400, body: problem(400, 'otp_wrong', AUTH_MESSAGES.wrongOtp) },
    })
    fireEvent.click(within(card('Delete my account')).getByRole('button', { name: 'Delete my account' }))
    const step = await screen.findByRole('region', { name: 'Delete your account for good?' })
    expect(within(step).queryByLabelText('Your password')).toBeNull()
    fireEvent.click(await within(step).findByRole('button', { name: 'Send me a code' }))
    expect(await within(step).findByText('We sent a 6-digit code to j***@example.com.')).toBeTruthy()
    fireEvent.change(within(step).getByLabelText('The 6-digit code'), { target: { value: '111111' } })
    fireEvent.click(within(step).getByRole('button', { name: 'Delete my account permanently' }))
    expect(await within(step).findByText('This code is not correct or has expired.')).toBeTruthy()
    fireEvent.change(within(step).getByLabelText('The 6-digit code'), { target: { value: '246810' } })
    fireEvent.click(within(step).getByRole('button', { name: 'Delete my account permanently' }))
    await waitFor(() => expect(onErased).toHaveBeenCalled())
    expect(server.called('POST /api/account/privacy-code')).toHaveLength(1)
  })

  it('speaks the shopper’s language', async () => {
    await act(() => setLanguage('cz'))
    fakeServer({ 'GET /api/account/erase': { body: CLEAR } })
    renderAccount(<YourData me={ME} onErased={() => {}} />)
    expect(await screen.findByRole('heading', { name: 'Vaše údaje' })).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Stáhnout moje údaje' })).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Smazat můj účet' })).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Jak s vašimi údaji zacházíme' })).toBeTruthy()
  })
})
