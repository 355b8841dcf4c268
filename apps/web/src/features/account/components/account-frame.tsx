import type { ReactNode } from 'react'
import { Container } from '../../../components/ui/container'

/** The frame of every account page: breadcrumbs, a heading with its intro, then the content. */
export function AccountFrame({
  title,
  intro,
  breadcrumbs,
  width = 'narrow',
  children,
}: {
  title: string
  intro?: ReactNode
  breadcrumbs?: ReactNode
  /** A form reads best narrow; lists of cards take the page's width. */
  width?: 'narrow' | 'wide'
  children: ReactNode
}) {
  return (
    <Container className="pb-16 pt-5 md:pt-8">
      {breadcrumbs}
      <div className={width === 'narrow' ? 'max-w-3xl' : undefined}>
        <header className="mt-5 max-w-2xl md:mt-7">
          <h1 className="text-3xl text-ink-900 md:text-5xl">{title}</h1>
          {intro && <p className="mt-3 text-ink-600 md:text-lg">{intro}</p>}
        </header>
        <div className="mt-8 md:mt-10">{children}</div>
      </div>
    </Container>
  )
}
