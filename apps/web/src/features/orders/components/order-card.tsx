import { useId, type ReactNode } from 'react'

/** A white panel of the order pages, named by its heading. */
export function OrderCard({ title, children }: { title?: string; children: ReactNode }) {
  const headingId = useId()
  return (
    <section aria-labelledby={title ? headingId : undefined} className="rounded-2xl bg-white p-5 ring-1 ring-ink-100 sm:p-6">
      {title && (
        <h2 id={headingId} className="mb-4 font-display text-xl text-ink-900">
          {title}
        </h2>
      )}
      {children}
    </section>
  )
}
