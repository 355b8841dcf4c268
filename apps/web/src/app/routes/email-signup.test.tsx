import { NEWSLETTER_MESSAGES } from '@shop/domain'
import { fireEvent, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { fakeServer, problem, renderRoute } from '../../features/orders/test-utils'
import { notify } from '../../lib/toast'
import { Component as EmailSignup } from './email-signup'

vi.mock('../../lib/toast', () => ({ notify: { success: vi.fn(), error: vi.fn(), info: vi.fn() } }))

afterEach(() => {
  vi.unstubAllGlobals()
  vi.clearAllMocks()
})

const TOKEN = 'tok_0123456789abcdef0123'
const open = (url = '/emailsignup') => renderRoute(<EmailSignup />, { pattern: '/emailsignup', url })

describe('/emailsignup', () => {
  it('signs up with SPEC\'s toast, then asks to confirm from the inbox; the hidden trap goes out empty', async () => {
    const server = fakeServer({ 'POST /api/newsletter': { body: { message: NEWSLETTER_MESSAGES.signedUp } } })
    open()
    expect(await screen.findByRole('heading', { level: 1, name: 'Join our newsletter' })).toBeTruthy()
    expect(screen.getByText(/A personal 5% code once you confirm your address/)).toBeTruthy()
    fireEvent.change(screen.getByLabelText('Email address'), { target: { value: '  Jana@Example.com ' } })
    fireEvent.click(screen.getByRole('button', { name: 'Sign me up' }))
    expect(await screen.findByText('Check your inbox to confirm')).toBeTruthy()
    expect(notify.success).toHaveBeenCalledWith('Newsletter signed up successfully')
    expect(server.called('POST /api/newsletter')[0]!.body).toEqual({ email: 'jana@example.com', lang: 'en', website: '' })
    expect(document.title).toBe('Newsletter · Lumen & Leaf')
  })

  it('keeps the trap field out of sight and sends what a bot typed into it', async () => {
    const server = fakeServer({ 'POST /api/newsletter': { body: { message: NEWSLETTER_MESSAGES.signedUp } } })
    const { container } = open()
    await screen.findByLabelText('Email address')
    const trap = container.querySelector<HTMLInputElement>('input[name="website"]')!
    expect(trap.closest('[aria-hidden="true"]')).toBeTruthy()
    expect(trap.tabIndex).toBe(-1)
    fireEvent.change(trap, { target: { value: 'https://spam.example' } })
    fireEvent.change(screen.getByLabelText('Email address'), { target: { value: 'bot@example.com' } })
    fireEvent.click(screen.getByRole('button', { name: 'Sign me up' }))
    await screen.findByText('Check your inbox to confirm')
    expect((server.called('POST /api/newsletter')[0]!.body as { website: string }).website).toBe('https://spam.example')
  })

  it('refuses a malformed address without asking the server', async () => {
    const server = fakeServer({})
    open()
    fireEvent.change(await screen.findByLabelText('Email address'), { target: { value: 'jana@' } })
    fireEvent.click(screen.getByRole('button', { name: 'Sign me up' }))
    expect((await screen.findByText('Email is not valid')).getAttribute('role')).toBe('alert')
    expect(server.calls).toHaveLength(0)
  })

  it('says so when the server is busy', async () => {
    fakeServer({ 'POST /api/newsletter': { status: 429, body: problem(429, 'rate_limited', 'Too many requests') } })
    open()
    fireEvent.change(await screen.findByLabelText('Email address'), { target: { value: 'jana@example.com' } })
    fireEvent.click(screen.getByRole('button', { name: 'Sign me up' }))
    expect(await screen.findByText('Too many attempts. Please wait a few minutes and try again.')).toBeTruthy()
    expect(notify.success).not.toHaveBeenCalled()
  })

  it('?confirm= confirms once and shows the personal code with a copy button and a link to the coupons', async () => {
    const writeText = vi.fn(async () => {})
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } })
    const server = fakeServer({ 'POST /api/newsletter/confirm': { body: { message: NEWSLETTER_MESSAGES.confirmed, coupon_code: 'NEWS-7KQ2-M9XD' } } })
    open(`/emailsignup?confirm=${TOKEN}`)
    expect(await screen.findByRole('heading', { level: 1, name: 'Confirm your subscription' })).toBeTruthy()
    expect((await screen.findByTestId('newsletter-code')).textContent).toBe('NEWS-7KQ2-M9XD')
    expect(screen.getByText(NEWSLETTER_MESSAGES.confirmed)).toBeTruthy()
    expect(screen.getByRole('link', { name: 'See your coupons' }).getAttribute('href')).toBe('/coupan')
    fireEvent.click(screen.getByRole('button', { name: 'Copy code' }))
    await vi.waitFor(() => expect(notify.success).toHaveBeenCalledWith('Code NEWS-7KQ2-M9XD copied'))
    expect(writeText).toHaveBeenCalledWith('NEWS-7KQ2-M9XD')
    expect(server.called('POST /api/newsletter/confirm').map((c) => c.body)).toEqual([{ token: TOKEN }])
  })

  it('?confirm= with an expired link says what to do', async () => {
    fakeServer({ 'POST /api/newsletter/confirm': { status: 400, body: problem(400, 'newsletter_link_expired', NEWSLETTER_MESSAGES.expiredLink) } })
    open(`/emailsignup?confirm=${TOKEN}`)
    expect(await screen.findByText(NEWSLETTER_MESSAGES.expiredLink)).toBeTruthy()
    expect(screen.getByRole('heading', { name: 'We could not confirm your subscription' })).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Sign up again' }).getAttribute('href')).toBe('/emailsignup')
  })

  it('?unsubscribe= unsubscribes and shows the result', async () => {
    const server = fakeServer({ 'POST /api/newsletter/unsubscribe': { body: { message: NEWSLETTER_MESSAGES.unsubscribed } } })
    open(`/emailsignup?unsubscribe=${TOKEN}`)
    expect(await screen.findByRole('heading', { name: 'You are unsubscribed' })).toBeTruthy()
    expect(screen.getByText(NEWSLETTER_MESSAGES.unsubscribed)).toBeTruthy()
    expect(server.called('POST /api/newsletter/unsubscribe').map((c) => c.body)).toEqual([{ token: TOKEN }])
    expect(server.called('POST /api/newsletter')).toHaveLength(0)
  })
})
