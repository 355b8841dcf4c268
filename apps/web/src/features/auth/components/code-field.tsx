import type { InputHTMLAttributes, Ref } from 'react'
import { TextField } from '../../../components/ui/fields'

/** SPEC's 6-digit one-time code: digits only, offered by the phone's keyboard and autofill. */
export function CodeField(props: Omit<InputHTMLAttributes<HTMLInputElement>, 'size'> & { label: string; error?: string; hint?: string; ref?: Ref<HTMLInputElement> }) {
  return (
    <TextField
      type="text"
      inputMode="numeric"
      autoComplete="one-time-code"
      pattern="[0-9]*"
      maxLength={6}
      spellCheck={false}
      className="[&_input]:text-center [&_input]:font-mono [&_input]:text-2xl [&_input]:tracking-[0.5em]"
      {...props}
    />
  )
}
