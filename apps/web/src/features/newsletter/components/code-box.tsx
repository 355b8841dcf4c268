import { Button } from '../../../components/ui/button'
import { notify } from '../../../lib/toast'
import { useNewsletterText } from '../hooks/use-newsletter-text'

/** The personal code, large and selectable, with a copy button. */
export function CodeBox({ code }: { code: string }) {
  const { t } = useNewsletterText()

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(code)
      notify.success(t('confirm.copied', { code }))
    } catch {
      // No clipboard (insecure context or denied): the code stays on screen to copy by hand.
      notify.info(t('confirm.copyManually', { code }))
    }
  }

  return (
    <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
      <span
        data-testid="newsletter-code"
        className="rounded-xl border-2 border-dashed border-sage-300 bg-sage-50 px-4 py-2 text-center font-mono text-xl font-semibold tracking-widest text-sage-900 select-all [overflow-wrap:anywhere]"
      >
        {code}
      </span>
      <Button variant="secondary" onClick={() => void copy()}>
        {t('confirm.copy')}
      </Button>
    </div>
  )
}
