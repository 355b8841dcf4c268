import { fireEvent, render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { Notice, PasswordField, SelectField, TextAreaField, TextField } from './fields'

describe('TextField', () => {
  it('ties the hint to the input, and replaces it with an announced error', () => {
    const { rerender } = render(<TextField label="Email" hint="We never share it." />)
    const input = screen.getByLabelText('Email')
    expect(document.getElementById(input.getAttribute('aria-describedby')!)!.textContent).toBe('We never share it.')
    expect(input.getAttribute('aria-invalid')).toBeNull()

    rerender(<TextField label="Email" hint="We never share it." error="Please enter your email" />)
    expect(screen.getByRole('alert').textContent).toBe('Please enter your email')
    expect(screen.queryByText('We never share it.')).toBeNull()
    expect(input.getAttribute('aria-describedby')).toBe(screen.getByRole('alert').id)
    expect(input.getAttribute('aria-invalid')).toBe('true')
  })

  it('shows what is beside the label', () => {
    render(<TextField label="Phone" aside={<span>Confirmed</span>} />)
    expect(screen.getByText('Confirmed')).toBeTruthy()
    expect(screen.getByLabelText('Phone')).toBeTruthy()
  })
})

describe('PasswordField', () => {
  it('shows and hides the password with a toggle named after the field', () => {
    render(<PasswordField label="Confirm password" />)
    const input = screen.getByLabelText('Confirm password')
    expect(input.getAttribute('type')).toBe('password')
    fireEvent.click(screen.getByRole('button', { name: 'Show Confirm password' }))
    expect(input.getAttribute('type')).toBe('text')
    expect(screen.getByRole('button', { name: 'Hide Confirm password' }).getAttribute('aria-pressed')).toBe('true')
  })

  it('says just "password" where the form has only one', () => {
    render(<PasswordField label="Your password" genericToggle />)
    fireEvent.click(screen.getByRole('button', { name: 'Show password' }))
    expect(screen.getByRole('button', { name: 'Hide password' })).toBeTruthy()
  })
})

describe('SelectField', () => {
  it('offers its options under its label and announces an error', () => {
    render(<SelectField label="Language" options={[{ value: 'en', label: 'English' }]} error="Choose a language" />)
    const select = screen.getByRole('combobox', { name: 'Language' })
    expect(screen.getByRole('option', { name: 'English' })).toBeTruthy()
    expect(select.getAttribute('aria-describedby')).toBe(screen.getByRole('alert').id)
  })
})

describe('Notice', () => {
  it('announces a failure at once and a note politely', () => {
    render(
      <>
        <Notice>Something went wrong</Notice>
        <Notice tone="info">Code sent</Notice>
      </>,
    )
    expect(screen.getByRole('alert').textContent).toBe('Something went wrong')
    expect(screen.getByRole('status').textContent).toBe('Code sent')
  })
})

describe('TextAreaField', () => {
  it('is a labelled text box of several lines whose error replaces the hint', () => {
    const { rerender } = render(<TextAreaField label="Message" hint="Up to 2000 characters." />)
    const area = screen.getByRole('textbox', { name: 'Message' })
    expect(area.tagName).toBe('TEXTAREA')
    expect(area.getAttribute('rows')).toBe('4')
    expect(document.getElementById(area.getAttribute('aria-describedby')!)!.textContent).toBe('Up to 2000 characters.')

    rerender(<TextAreaField label="Message" hint="Up to 2000 characters." error="Please write a message" rows={6} />)
    expect(area.getAttribute('rows')).toBe('6')
    expect(area.getAttribute('aria-invalid')).toBe('true')
    expect(area.getAttribute('aria-describedby')).toBe(screen.getByRole('alert').id)
    expect(screen.queryByText('Up to 2000 characters.')).toBeNull()
  })
})
