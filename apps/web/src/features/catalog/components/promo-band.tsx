import { useState } from 'react'
import { useTranslation } from '../../../lib/i18n-runtime'
import { CheckIcon, TagIcon } from '../../../components/ui/icons'

/** The current offer (GET15) with its code, which one press copies. */
export function PromoBand({ text, code }: { text: string; code: string }) {
  const { t } = useTranslation('catalog')
  const [copied, setCopied] = useState(false)

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(code)
      setCopied(true)
      window.setTimeout(() => setCopied(false), 2500)
    } catch {
      // No clipboard (insecure context or denied): the code stays visible to type by hand.
    }
  }

  return (
    <section
      aria-label={t('home.promoLabel')}
      className="relative my-8 overflow-hidden rounded-3xl bg-clay-600 px-6 py-8 text-cream-50 sm:px-10 md:my-10 md:flex md:items-center md:justify-between md:gap-8 md:py-10"
    >
      <svg viewBox="0 0 200 200" aria-hidden="true" className="pointer-events-none absolute -bottom-16 -right-10 size-64 text-clay-500 opacity-70">
        <circle cx="100" cy="100" r="96" fill="currentColor" />
      </svg>
      <div className="relative flex items-start gap-4">
        <span className="hidden size-12 shrink-0 place-items-center rounded-full bg-cream-50/15 sm:grid">
          <TagIcon size={24} />
        </span>
        <div>
          <p className="text-xs font-semibold uppercase tracking-[0.2em] text-clay-50">{t('home.promoEyebrow')}</p>
          <p className="mt-1 font-display text-2xl leading-snug md:text-3xl">{text}</p>
        </div>
      </div>
      <div className="relative mt-5 flex flex-wrap items-center gap-3 md:mt-0 md:shrink-0">
        <span className="rounded-xl border-2 border-dashed border-cream-50/60 px-4 py-2 font-mono text-lg font-semibold tracking-widest">{code}</span>
        <button
          type="button"
          onClick={copy}
          className="inline-flex h-11 items-center gap-2 rounded-full bg-cream-50 px-5 text-sm font-semibold text-clay-700 transition hover:bg-cream-100"
        >
          {copied && <CheckIcon size={16} />}
          {copied ? t('home.copied') : t('home.copyCode')}
        </button>
        <span className="sr-only" aria-live="polite">
          {copied ? t('home.copied') : ''}
        </span>
      </div>
    </section>
  )
}
