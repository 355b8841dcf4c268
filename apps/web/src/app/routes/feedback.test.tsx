import { FEEDBACK_MESSAGES } from '@shop/domain'
import { fireEvent, screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { fakeServer, problem, renderRoute } from '../../features/orders/test-utils'
import { notify } from '../../lib/toast'
import { Component as Feedback } from './feedback'

vi.mock('../../lib/toast', () => ({ notify: { success: vi.fn(), error: vi.fn(), info: vi.fn() } }))

afterEach(() => {
  vi.unstubAllGlobals()
  vi.clearAllMocks()
})

const QUESTIONS = ['How satisfied are you with your shopping experience?', 'How did you hear about us?', 'How likely are you to recommend us to a friend?']
const open = () => renderRoute(<Feedback />, { pattern: '/feedback', url: '/feedback' })
const group = (name: string) => screen.getByRole('group', { name })
const pick = (question: string, option: string) => fireEvent.click(within(group(question)).getByRole('radio', { name: option }))
const issue = () => screen.getByLabelText(/Did anything bother you/)
const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Send feedback' }))

describe('/feedback', () => {
  it("asks SPEC's four questions: three with 4, 5 and 4 options and one in free text", async () => {
    fakeServer({})
    open()
    expect(await screen.findByRole('heading', { level: 1, name: 'Feedback' })).toBeTruthy()
    expect(QUESTIONS.map((q) => within(group(q)).getAllByRole('radio').length)).toEqual([4, 5, 4])
    expect(within(group(QUESTIONS[1]!)).getAllByRole('radio').map((r) => r.closest('label')!.textContent)).toEqual([
      'Search engine',
      'Social media',
      'From a friend or family',
      'An advertisement',
      'Another way',
    ])
    expect(issue().tagName).toBe('TEXTAREA')
  })

  it('refuses to send with a question unanswered, in SPEC\'s words, and marks what is missing', async () => {
    const server = fakeServer({})
    open()
    await screen.findByRole('heading', { level: 1, name: 'Feedback' })
    pick(QUESTIONS[0]!, 'Satisfied')
    pick(QUESTIONS[2]!, 'Likely')
    fireEvent.change(issue(), { target: { value: 'Nothing, all good.' } })
    submit()
    expect((await screen.findByText('Please answer all question before submit')).getAttribute('role')).toBe('alert')
    expect(group(QUESTIONS[1]!).getAttribute('aria-invalid')).toBe('true')
    expect(group(QUESTIONS[0]!).getAttribute('aria-invalid')).toBeNull()
    expect(server.calls).toHaveLength(0)
    // The free text counts as a question too: blank is unanswered.
    pick(QUESTIONS[1]!, 'Social media')
    fireEvent.change(issue(), { target: { value: '   ' } })
    submit()
    expect(await screen.findByText('Please answer all question before submit')).toBeTruthy()
    expect(issue().getAttribute('aria-invalid')).toBe('true')
    expect(server.calls).toHaveLength(0)
  })

  it("sends the option indexes and the text, then thanks in SPEC's words; the hidden trap goes out empty", async () => {
    const server = fakeServer({ 'POST /api/feedback': { body: { message: FEEDBACK_MESSAGES.thanks } } })
    open()
    await screen.findByRole('heading', { level: 1, name: 'Feedback' })
    pick(QUESTIONS[0]!, 'Very dissatisfied')
    pick(QUESTIONS[1]!, 'Another way')
    pick(QUESTIONS[2]!, 'Very likely')
    fireEvent.change(issue(), { target: { value: 'The parcel <script>alert(1)</script> came late.' } })
    submit()
    expect(await screen.findByRole('heading', { name: 'Thank you for your feedback!' })).toBeTruthy()
    expect(notify.success).toHaveBeenCalledWith('Thank you for your feedback!')
    expect(server.called('POST /api/feedback')[0]!.body).toEqual({
      q1: 3,
      q2: 4,
      q3: 0,
      issue: 'The parcel <script>alert(1)</script> came late.',
      lang: 'en',
      website: '',
    })
    expect(screen.queryByRole('button', { name: 'Send feedback' })).toBeNull()
  })

  it('shows the server\'s refusal in its words and keeps the answers', async () => {
    fakeServer({ 'POST /api/feedback': { status: 400, body: problem(400, 'validation_failed', FEEDBACK_MESSAGES.answerAll, [{ path: 'q3', message: FEEDBACK_MESSAGES.answerAll }]) } })
    open()
    await screen.findByRole('heading', { level: 1, name: 'Feedback' })
    pick(QUESTIONS[0]!, 'Satisfied')
    pick(QUESTIONS[1]!, 'Search engine')
    pick(QUESTIONS[2]!, 'Unlikely')
    fireEvent.change(issue(), { target: { value: 'Shipping costs' } })
    submit()
    expect(await screen.findByText('Please answer all question before submit')).toBeTruthy()
    expect((within(group(QUESTIONS[2]!)).getByRole('radio', { name: 'Unlikely' }) as HTMLInputElement).checked).toBe(true)
    expect(notify.success).not.toHaveBeenCalled()
  })
})
