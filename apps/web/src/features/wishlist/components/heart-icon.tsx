/** A heart, outlined or filled (saved). Decorative: the button around it carries the name. */
export function HeartIcon({ filled = false, size = 20, className }: { filled?: boolean; size?: number; className?: string }) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill={filled ? 'currentColor' : 'none'}
      stroke="currentColor"
      strokeWidth={1.8}
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      className={className}
    >
      <path d="M12 20.2s-7.7-4.6-8.9-9.7C2.4 7.4 4.4 4.5 7.5 4.5c1.9 0 3.4 1.1 4.5 2.8 1.1-1.7 2.6-2.8 4.5-2.8 3.1 0 5.1 2.9 4.4 6-1.2 5.1-8.9 9.7-8.9 9.7Z" />
    </svg>
  )
}
