import { useTranslation } from '../../../lib/i18n-runtime'
import { Link } from '../../../lib/router'
import { Button, buttonClasses } from '../../../components/ui/button'
import { EmptyState } from '../../../components/ui/empty-state'
import { AlertIcon, LeafIcon } from '../../../components/ui/icons'

/** The words people see for a failed load: the code picks the sentence, the server adds detail. */
export function errorMessage(error: unknown, t: (key: string) => string): string {
  const err = error as { code?: string; message?: string } | null
  if (err?.code === 'network') return t('errors.network')
  if (err?.code === 'rate_limited') return t('errors.rateLimited')
  return err?.message || t('errors.unknown')
}

export function ErrorState({ error, onRetry, className }: { error: unknown; onRetry?: () => void; className?: string }) {
  const { t } = useTranslation('catalog')
  return (
    <EmptyState
      tone="error"
      className={className}
      icon={<AlertIcon size={28} />}
      title={t('errors.title')}
      message={errorMessage(error, t)}
      action={
        onRetry && (
          <Button variant="secondary" size="sm" onClick={onRetry} className="mt-2">
            {t('errors.retry')}
          </Button>
        )
      }
    />
  )
}

/**
 * A missing category, product or page: say so kindly and offer a way on. It is usually the whole
 * page, so its title is the page's <h1>; pass another level when it sits under a heading.
 */
export function NotFoundState({
  title,
  text,
  backTo = '/',
  backLabel,
  headingLevel = 1,
}: {
  title: string
  text: string
  backTo?: string
  backLabel: string
  headingLevel?: 1 | 2 | 3
}) {
  return (
    <EmptyState
      headingLevel={headingLevel}
      className="mx-auto max-w-xl py-14"
      icon={<LeafIcon size={32} />}
      title={title}
      message={text}
      action={
        <Link to={backTo} className={buttonClasses({ className: 'mt-2' })}>
          {backLabel}
        </Link>
      }
    />
  )
}
