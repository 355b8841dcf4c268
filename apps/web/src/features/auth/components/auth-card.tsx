import type { ReactNode } from 'react'
import { Container } from '../../../components/ui/container'
import { LeafIcon } from '../../../components/ui/icons'

/** The frame every account screen shares: a centred card with a heading, on phones edge to edge. */
export function AuthCard({ title, intro, children, footer }: { title: string; intro?: ReactNode; children: ReactNode; footer?: ReactNode }) {
  return (
    <Container className="py-6 sm:py-12 md:py-16">
      <div className="mx-auto w-full max-w-md">
        <section
          aria-labelledby="auth-title"
          className="rounded-3xl bg-white/80 px-5 py-7 ring-1 ring-ink-100 shadow-sm sm:px-9 sm:py-10 sm:shadow-lg sm:shadow-ink-900/5"
        >
          <span className="inline-flex size-11 items-center justify-center rounded-full bg-sage-100 text-sage-700" aria-hidden="true">
            <LeafIcon size={22} />
          </span>
          <h1 id="auth-title" className="mt-4 font-display text-3xl leading-tight text-ink-900 sm:text-4xl">
            {title}
          </h1>
          {intro && <div className="mt-2 text-ink-600 [overflow-wrap:anywhere]">{intro}</div>}
          <div className="mt-7">{children}</div>
        </section>
        {footer && <div className="mt-6 text-center text-ink-700">{footer}</div>}
      </div>
    </Container>
  )
}

/** "or" between the form and the social buttons. */
export function OrDivider({ label }: { label: string }) {
  return (
    <div className="my-6 flex items-center gap-3 text-sm text-ink-500" role="separator" aria-label={label}>
      <span className="h-px flex-1 bg-ink-100" />
      <span aria-hidden="true">{label}</span>
      <span className="h-px flex-1 bg-ink-100" />
    </div>
  )
}

export const textLinkClasses = 'font-medium text-sage-800 underline underline-offset-4 hover:text-sage-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-clay-500 rounded-sm'
