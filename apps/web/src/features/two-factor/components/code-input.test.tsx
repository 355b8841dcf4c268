import { fireEvent, render, screen } from '@testing-library/react'
import { useState } from 'react'
import { describe, expect, it } from 'vitest'
import { CodeInput, codeDigits } from './code-input'

function Harness({ error }: { error?: string }) {
  const [code, setCode] = useState('')
  return (
    <>
      <CodeInput label="6-digit code" value={code} onChange={setCode} error={error} />
      <output data-testid="value">{code}</output>
    </>
  )
}

const input = () => screen.getByLabelText('6-digit code') as HTMLInputElement

describe('CodeInput', () => {
  it('is a labelled field the phone fills from its number pad or a one-time-code suggestion', () => {
    render(<Harness />)
    expect(input().getAttribute('inputmode')).toBe('numeric')
    expect(input().getAttribute('autocomplete')).toBe('one-time-code')
    expect(input().getAttribute('type')).toBe('text')
    expect(input().getAttribute('aria-invalid')).toBeNull()
  })

  it('keeps only digits and at most six of them, so a pasted "123 456" works', () => {
    render(<Harness />)
    fireEvent.change(input(), { target: { value: '123 456' } })
    expect(input().value).toBe('123456')
    fireEvent.change(input(), { target: { value: '12-34ab5678' } })
    expect(screen.getByTestId('value').textContent).toBe('123456')
    fireEvent.change(input(), { target: { value: 'abc' } })
    expect(input().value).toBe('')
  })

  it('shows its error below, marks itself invalid and points to the message', () => {
    render(<Harness error="Enter Correct OTP" />)
    expect(input().getAttribute('aria-invalid')).toBe('true')
    const message = screen.getByRole('alert')
    expect(message.textContent).toBe('Enter Correct OTP')
    expect(input().getAttribute('aria-describedby')).toContain(message.id)
  })

  it('codeDigits drops everything but digits', () => {
    expect(codeDigits(' 0 1 2 3 4 5 6 ')).toBe('012345')
    expect(codeDigits('')).toBe('')
  })
})
