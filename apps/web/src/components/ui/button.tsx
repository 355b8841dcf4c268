import type { ButtonHTMLAttributes, Ref } from 'react'
import { cx } from './cx'
import { SpinnerIcon } from './spinner'

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'accent'
export type ButtonSize = 'sm' | 'md' | 'lg'

const base =
  'inline-flex items-center justify-center gap-2 rounded-full font-medium whitespace-nowrap select-none transition-colors duration-150 ' +
  'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-clay-500 ' +
  'disabled:cursor-not-allowed disabled:opacity-55'

const variants: Record<ButtonVariant, string> = {
  primary: 'bg-sage-700 text-cream-50 hover:bg-sage-800 active:bg-sage-900',
  secondary: 'border border-sage-300 bg-white/70 text-sage-800 hover:border-sage-500 hover:bg-sage-50',
  ghost: 'text-ink-800 hover:bg-sage-50 hover:text-sage-800',
  accent: 'bg-clay-500 text-white hover:bg-clay-600 active:bg-clay-700',
}

const sizes: Record<ButtonSize, string> = {
  sm: 'h-9 px-3.5 text-sm',
  md: 'h-11 px-5 text-[0.95rem]',
  lg: 'h-12 px-7 text-base',
}

/** The button look, for links that should look like buttons: `<Link className={buttonClasses()}>`. */
export function buttonClasses({
  variant = 'primary',
  size = 'md',
  className,
}: { variant?: ButtonVariant; size?: ButtonSize; className?: string } = {}): string {
  return cx(base, variants[variant], sizes[size], className)
}

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant
  size?: ButtonSize
  /** Shows a spinner and disables the button while an action runs. */
  busy?: boolean
  ref?: Ref<HTMLButtonElement>
}

export function Button({ variant, size, busy = false, className, disabled, children, type = 'button', ...props }: ButtonProps) {
  return (
    <button
      type={type}
      className={buttonClasses({ variant, size, className })}
      disabled={disabled || busy}
      aria-busy={busy || undefined}
      {...props}
    >
      {busy && <SpinnerIcon className="size-4" />}
      {children}
    </button>
  )
}
