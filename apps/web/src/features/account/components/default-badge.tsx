export function DefaultBadge({ label }: { label: string }) {
  return (
    <span className="inline-flex items-center gap-1 rounded-full bg-sage-100 px-2.5 py-0.5 text-xs font-semibold tracking-wide text-sage-800 uppercase">
      {label}
    </span>
  )
}
