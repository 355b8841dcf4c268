import type { TwoFactorStatus } from '@shop/domain'
import { fireEvent, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { notify } from '../../../lib/toast'
import { fakeApi, problem, renderAt } from '../test-utils'
import { groupSecret, qrDataUrl, SetupPanel } from './setup-panel'

vi.mock('../../../lib/toast', () => ({ notify: { success: vi.fn(), error: vi.fn(), info: vi.fn() } }))

afterEach(() => {
  vi.unstubAllGlobals()
  vi.clearAllMocks()
})

const off: TwoFactorStatus = { enabled: false, has_questions: true, confirmed: false, questions: ['a?', 'b?', 'c?'] }
const svg = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 29 29"><path d="M0 0h7v7H0z"/></svg>'

describe('/twofactorauthentication', () => {
  it('sends a user without security questions to set them first', async () => {
    renderAt(<SetupPanel status={{ ...off, has_questions: false, questions: [] }} />)
    expect(await screen.findByText(/Please set your three security questions first/)).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Set questions' }).getAttribute('href')).toBe('/twofactorauthenticationquestion')
    expect(screen.queryByLabelText('Your password')).toBeNull()
  })

  it('password → QR code (as a data: image) and key → a 6-digit code turns it on', async () => {
    const api = fakeApi({
      'POST /auth/two-factor/setup': (body) =>
        (body as { password: string }).password === 'right one'
          ? { body: { secret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP', otpauth_url: 'otpauth://totp/x', qr_svg: svg } }
          : { status: 400, body: problem(400, 'validation_failed', 'The password is not correct', [{ path: 'password', message: 'The password is not correct' }]) },
      'POST /auth/two-factor/confirm': { body: { ...off, enabled: true, confirmed: true } },
    })
    renderAt(<SetupPanel status={off} />)
    fireEvent.change(await screen.findByLabelText('Your password'), { target: { value: 'wrong' } })
    fireEvent.click(screen.getByRole('button', { name: 'Show QR code' }))
    expect((await screen.findByRole('alert')).textContent).toBe('The password is not correct')

    fireEvent.change(screen.getByLabelText('Your password'), { target: { value: 'right one' } })
    fireEvent.click(screen.getByRole('button', { name: 'Show QR code' }))
    const img = (await screen.findByRole('img', { name: 'QR code to scan with your authenticator app' })) as HTMLImageElement
    expect(img.getAttribute('src')).toBe(qrDataUrl(svg))
    expect(img.getAttribute('src')).toMatch(/^data:image\/svg\+xml;/)
    expect(screen.getByTestId('totp-secret').textContent).toBe('JBSW Y3DP EHPK 3PXP JBSW Y3DP EHPK 3PXP')

    fireEvent.change(screen.getByLabelText('6-digit code from the app'), { target: { value: '987654' } })
    fireEvent.click(screen.getByRole('button', { name: 'Turn on' }))
    expect((await screen.findByTestId('path')).textContent).toBe('/Twofactor')
    expect(api.bodies('POST /auth/two-factor/confirm')).toEqual([{ code: '987654' }])
    expect(notify.success).toHaveBeenCalledWith('Two-factor authentication is on')
  })

  it('groupSecret splits the key in fours', () => {
    expect(groupSecret('ABCDEFGHIJ')).toBe('ABCD EFGH IJ')
  })
})
