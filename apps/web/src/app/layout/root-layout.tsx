import type { MouseEvent, ReactNode } from 'react'
import { useTranslation } from '../../lib/i18n-runtime'
import { Footer } from './footer'
import { Header } from './header'
import { useIntroAnimation } from './intro'
import { PromoStrip } from './promo-strip'
import { ScrollToTop } from './scroll-to-top'

function skipToContent(event: MouseEvent<HTMLAnchorElement>) {
  // Focus, not a #hash navigation: the router would treat the hash change as a new page.
  event.preventDefault()
  document.getElementById('main')?.focus()
}

/** Header, footer and the page (`children`: app/router.tsx puts the page's Suspense and error boundary there). */
export function RootLayout({ children }: { children: ReactNode }) {
  const { t } = useTranslation()
  useIntroAnimation()
  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main"
        onClick={skipToContent}
        className="fixed top-3 left-3 z-[60] -translate-y-[calc(100%+2.5rem)] rounded-full bg-clay-600 px-5 py-3 font-medium text-white shadow-lg transition-transform focus:translate-y-0"
      >
        {t('skipToContent')}
      </a>
      <PromoStrip />
      <Header />
      <main id="main" tabIndex={-1} className="flex-1 outline-none">
        {children}
      </main>
      <Footer />
      <ScrollToTop />
    </div>
  )
}
