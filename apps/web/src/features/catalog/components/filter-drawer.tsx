import * as Dialog from '@radix-ui/react-dialog'
import type { ReactNode } from 'react'
import { useTranslation } from '../../../lib/i18n-runtime'
import { CloseIcon, SlidersIcon } from '../../../components/ui/icons'

/**
 * Filters on narrow screens: a drawer from the left. Changes apply at once (the list behind
 * updates), and the footer button closes the drawer showing how many products match.
 */
export function FilterDrawer({
  activeCount,
  resultCount,
  onClear,
  children,
}: {
  activeCount: number
  resultCount: number | undefined
  onClear: () => void
  children: ReactNode
}) {
  const { t } = useTranslation(['catalog', 'listing'])
  return (
    <Dialog.Root>
      <Dialog.Trigger className="inline-flex h-10 items-center gap-2 rounded-full border border-ink-200 bg-white px-4 text-sm font-medium text-ink-900 transition hover:border-ink-500 md:hidden">
        <SlidersIcon className="size-4" />
        {t('filters.title')}
        {activeCount > 0 && (
          <span className="grid size-5 place-items-center rounded-full bg-sage-700 text-[11px] font-semibold text-cream-50">
            <span className="sr-only">{t('filters.activeCount', { count: activeCount })}</span>
            <span aria-hidden="true">{activeCount}</span>
          </span>
        )}
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-ink-900/40 backdrop-blur-[2px] data-[state=open]:animate-[intro-fade_200ms_ease-out]" />
        <Dialog.Content className="fixed inset-y-0 left-0 z-50 flex w-[min(24rem,90vw)] flex-col bg-cream-50 shadow-2xl outline-none">
          <div className="flex items-center justify-between border-b border-cream-200 px-5 py-4">
            <Dialog.Title className="font-display text-xl text-ink-900">{t('filters.title')}</Dialog.Title>
            <Dialog.Close className="grid size-10 place-items-center rounded-full text-ink-800 hover:bg-sage-100" aria-label={t('filters.close')}>
              <CloseIcon />
            </Dialog.Close>
          </div>
          <Dialog.Description className="sr-only">{t('filters.description')}</Dialog.Description>
          <div className="flex-1 overflow-y-auto px-5 py-5">{children}</div>
          <div className="flex gap-3 border-t border-cream-200 px-5 py-4">
            <button
              type="button"
              onClick={onClear}
              disabled={activeCount === 0}
              className="h-11 flex-1 rounded-full border border-ink-200 text-sm font-medium text-ink-800 transition hover:border-ink-500 disabled:opacity-40"
            >
              {t('filters.clear')}
            </button>
            <Dialog.Close className="h-11 flex-[1.4] rounded-full bg-sage-700 text-sm font-semibold text-cream-50 transition hover:bg-sage-800">
              {resultCount === undefined ? t('filters.done') : t('filters.showResults', { count: resultCount })}
            </Dialog.Close>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  )
}
