import { useId } from 'react'
import { cx } from './cx'

/** A five-pointed star in a 24×24 box. */
export const STAR = 'M12 2.8l2.8 5.9 6.4.8-4.7 4.4 1.2 6.4L12 17.1l-5.7 3.2 1.2-6.4-4.7-4.4 6.4-.8z'
const SIZES = { xs: 'size-3.5', sm: 'size-4', md: 'size-5', lg: 'size-8' } as const

/**
 * Five stars filled to `value` (fractions too, for averages). The picture is one image whose name
 * is `label` ("4 out of 5 stars"), so a screen reader says the number once, not five shapes;
 * without a label it is decorative (the text beside it says the rating).
 */
export function Stars({ value, label, size = 'sm', className }: { value: number; label?: string; size?: keyof typeof SIZES; className?: string }) {
  const id = useId()
  const v = Math.max(0, Math.min(5, value))
  return (
    <span role={label ? 'img' : undefined} aria-label={label} aria-hidden={label ? undefined : true} className={cx('inline-flex shrink-0', className)}>
      {[0, 1, 2, 3, 4].map((i) => {
        const fill = Math.max(0, Math.min(1, v - i))
        return (
          <svg key={i} viewBox="0 0 24 24" aria-hidden="true" className={cx(SIZES[size], 'shrink-0')}>
            <defs>
              <linearGradient id={`${id}-${i}`}>
                <stop offset={fill} stopColor="var(--color-olive-500)" />
                <stop offset={fill} stopColor="var(--color-ink-200)" />
              </linearGradient>
            </defs>
            <path d={STAR} fill={`url(#${id}-${i})`} />
          </svg>
        )
      })}
    </span>
  )
}
