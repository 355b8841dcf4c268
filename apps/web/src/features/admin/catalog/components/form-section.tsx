import { useId, type ReactNode } from 'react'

/** A titled white card holding one part of a staff form. */
export function FormSection({ title, intro, children }: { title: string; intro?: string; children: ReactNode }) {
  const id = useId()
  return (
    <section aria-labelledby={id} className="rounded-2xl border border-ink-100 bg-white p-4 shadow-xs sm:p-5">
      <h2 id={id} className="font-display text-xl text-ink-900">
        {title}
      </h2>
      {intro && <p className="mt-1 text-sm text-ink-600">{intro}</p>}
      <div className="mt-4">{children}</div>
    </section>
  )
}

/** A checkbox with its label on the right. */
export function CheckField({ checked, onChange, label, hint }: { checked: boolean; onChange: (checked: boolean) => void; label: string; hint?: string }) {
  return (
    <label className="flex items-start gap-2.5 text-sm text-ink-800">
      <input type="checkbox" className="mt-0.5 size-5 shrink-0 rounded border-ink-300 accent-sage-700" checked={checked} onChange={(e) => onChange(e.target.checked)} />
      <span>
        <span className="font-medium">{label}</span>
        {hint && <span className="mt-0.5 block text-ink-600">{hint}</span>}
      </span>
    </label>
  )
}
