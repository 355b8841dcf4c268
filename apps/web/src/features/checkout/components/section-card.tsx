import { useId, type ReactNode } from 'react'

/** A titled white card: one part of a checkout step or of the confirmation. */
export function SectionCard({ title, children }: { title: string; children: ReactNode }) {
  const id = useId()
  return (
    <section aria-labelledby={id} className="rounded-3xl bg-white/80 p-5 ring-1 ring-cream-200 sm:p-7">
      <h2 id={id} className="mb-4 text-xl text-ink-900">
        {title}
      </h2>
      {children}
    </section>
  )
}
