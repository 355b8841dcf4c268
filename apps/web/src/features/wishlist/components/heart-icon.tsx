import { sprite } from '../../../components/ui/icons'

/** A heart (the sprite's, its stroke in currentColor), outlined or filled (saved). Decorative: the button around it carries the name. */
export function HeartIcon({ filled = false, size = 20, className }: { filled?: boolean; size?: number; className?: string }) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill={filled ? 'currentColor' : 'none'}
      aria-hidden="true"
      className={className}
    >
      <use href={sprite('heart')} />
    </svg>
  )
}
