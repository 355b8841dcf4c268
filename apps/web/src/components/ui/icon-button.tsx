import type { ButtonHTMLAttributes, ReactNode, Ref } from 'react'
import { cx } from './cx'

export const iconButtonClasses =
  'relative inline-flex size-10 shrink-0 items-center justify-center rounded-full text-ink-800 transition-colors ' +
  'hover:bg-sage-100 hover:text-sage-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-clay-500 ' +
  'data-[state=open]:bg-sage-100 data-[state=open]:text-sage-800 disabled:opacity-50'

export interface IconButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'aria-label'> {
  /** The accessible name: an icon alone tells a screen reader nothing. */
  label: string
  children: ReactNode
  ref?: Ref<HTMLButtonElement>
}

export function IconButton({ label, className, children, type = 'button', ...props }: IconButtonProps) {
  return (
    <button type={type} aria-label={label} title={label} className={cx(iconButtonClasses, className)} {...props}>
      {children}
    </button>
  )
}
