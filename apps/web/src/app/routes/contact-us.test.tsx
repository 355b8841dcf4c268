import { CONTACT_MESSAGES } from '@shop/domain'
import { fireEvent, screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { fakeServer, problem, renderRoute } from '../../features/orders/test-utils'
import { notify } from '../../lib/toast'
import { Component as ContactUs } from './contact-us'

vi.mock('../../lib/toast', () => ({ notify: { success: vi.fn(), error: vi.fn(), info: vi.fn() } }))

afterEach(() => {
  vi.unstubAllGlobals()
  vi.clearAllMocks()
})

const SCRIPT = '<script>alert(1)</script>'
const open = () => renderRoute(<ContactUs />, { pattern: '/contactus', url: '/contactus' })
const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } })
const send = () => fireEvent.click(screen.getByRole('button', { name: 'Send message' }))

async function fill(values: Partial<Record<'name' | 'email' | 'subject' | 'message', string>> = {}) {
  await screen.findByLabelText('Your name')
  type('Your name', values.name ?? 'Jana Nováková')
  type('Email address', values.email ?? 'jana@example.com')
  type('Subject', values.subject ?? 'Rose oil for dry skin?')
  type('Message', values.message ?? 'Does the rose oil suit very dry skin?')
}

describe('/contactus', () => {
  it("sends the message with SPEC's toast; the hidden trap goes out empty; text with markup stays text", async () => {
    const server = fakeServer({ 'POST /api/contact-us': { body: { message: CONTACT_MESSAGES.sent } } })
    open()
    expect(await screen.findByRole('heading', { level: 1, name: 'Contact us' })).toBeTruthy()
    await fill({ name: SCRIPT, message: `Hello ${SCRIPT} <img src=x onerror=alert(1)>` })
    send()
    expect(await screen.findByRole('heading', { name: `Thank you, ${SCRIPT}` })).toBeTruthy()
    expect(notify.success).toHaveBeenCalledWith('Message Sent Successfuly.')
    expect(server.called('POST /api/contact-us')[0]!.body).toEqual({
      name: SCRIPT,
      email: 'jana@example.com',
      subject: 'Rose oil for dry skin?',
      message: `Hello ${SCRIPT} <img src=x onerror=alert(1)>`,
      lang: 'en',
      website: '',
    })
    expect(document.querySelector('script, img')).toBeNull()
    expect(screen.getByText('Your message has reached us. We usually answer within one working day, at jana@example.com.')).toBeTruthy()
  })

  it('checks the fields in the browser: "Please enter valid details" with each field\'s own words, nothing sent', async () => {
    const server = fakeServer({})
    open()
    await fill({ name: ' ', email: 'jana@', subject: '', message: '' })
    send()
    expect((await screen.findByText('Please enter valid details')).closest('[role="alert"]')).toBeTruthy()
    expect(screen.getByText('Please enter your name')).toBeTruthy()
    expect(screen.getByText('Email is not valid')).toBeTruthy()
    expect(screen.getByText('Please enter a subject')).toBeTruthy()
    expect(screen.getByText('Please write your message')).toBeTruthy()
    expect(document.activeElement).toBe(screen.getByLabelText('Your name'))
    expect(server.called('POST /api/contact-us')).toHaveLength(0)
    // Editing a field clears its message.
    type('Your name', 'Jana')
    expect(screen.queryByText('Please enter your name')).toBeNull()
  })

  it('shows the server\'s 400 the same way, on the field it names', async () => {
    fakeServer({
      'POST /api/contact-us': { status: 400, body: problem(400, 'validation_failed', CONTACT_MESSAGES.invalid, [{ path: 'email', message: 'Email is not valid' }]) },
    })
    open()
    await fill()
    send()
    expect(await screen.findByText('Please enter valid details')).toBeTruthy()
    const email = screen.getByLabelText('Email address')
    expect(email.getAttribute('aria-invalid')).toBe('true')
    expect(screen.getByText('Email is not valid')).toBeTruthy()
    expect(notify.success).not.toHaveBeenCalled()
  })

  it('says when too many messages went out, and lists the other ways to reach the shop', async () => {
    fakeServer({
      'POST /api/contact-us': { status: 429, body: problem(429, 'rate_limited', 'Too many requests') },
      // The seller's phone and address come from the owner's settings (decision 042).
      'GET /api/seller': {
        body: { name: 'Kapradí a lotos, s.r.o.', street: 'Náměstí Míru 9', city: 'Brno', postal_code: '602 00', country: 'CZ', vat_number: 'CZ87654321', registration_number: '87654321', email: 'obchod@kapradi.example', phone: '+420 530 000 000' },
      },
    })
    open()
    await fill()
    send()
    expect(await screen.findByText(/You have sent several messages in a short time/)).toBeTruthy()
    const aside = screen.getByRole('complementary', { name: 'Other ways to reach us' })
    expect(within(aside).getByRole('link', { name: 'hello@lumenleaf.shop' }).getAttribute('href')).toBe('mailto:hello@lumenleaf.shop')
    expect(within(aside).getByRole('link', { name: 'A problem with an order? File a complaint' }).getAttribute('href')).toBe('/complain')
    expect(within(aside).getByRole('link', { name: '+420 530 000 000' }).getAttribute('href')).toBe('tel:+420530000000')
    expect(aside.textContent).toContain('Kapradí a lotos, s.r.o.Náměstí Míru 9, 602 00 BrnoCzechia')
  })
})
