import { OTP_LENGTH } from '@shop/domain'
import type { Ref } from 'react'
import { TextField } from '../../../components/ui/fields'

/** Keeps the digits of what was typed or pasted ("123 456", "123-456"), at most six. */
export function codeDigits(value: string): string {
  return value.replace(/\D/g, '').slice(0, OTP_LENGTH)
}

export interface CodeInputProps {
  label: string
  value: string
  onChange: (code: string) => void
  error?: string
  hint?: string
  name?: string
  autoFocus?: boolean
  disabled?: boolean
  ref?: Ref<HTMLInputElement>
  onBlur?: () => void
}

/**
 * SPEC's 6-digit code: the phone offers its number pad and the code from a message or an
 * authenticator app (one-time-code autofill); spaces and dashes of a pasted code are dropped.
 */
export function CodeInput({ value, onChange, ...props }: CodeInputProps) {
  return (
    <TextField
      {...props}
      type="text"
      inputMode="numeric"
      autoComplete="one-time-code"
      pattern="[0-9]*"
      spellCheck={false}
      autoCapitalize="off"
      placeholder="000000"
      value={value}
      onChange={(e) => onChange(codeDigits(e.target.value))}
      inputClassName="text-center font-mono text-2xl tracking-[0.45em] placeholder:tracking-[0.45em]"
    />
  )
}
