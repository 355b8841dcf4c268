import type { ElementType, ReactNode } from 'react'
import { cx } from './cx'

/** The page width every section shares: full width on phones, centred up to 1280 px. */
export function Container({
  as: As = 'div',
  className,
  children,
}: {
  as?: ElementType
  className?: string
  children: ReactNode
}) {
  return <As className={cx('mx-auto w-full max-w-7xl px-4 sm:px-6 lg:px-8', className)}>{children}</As>
}
