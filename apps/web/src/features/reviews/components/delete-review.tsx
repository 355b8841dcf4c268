import type { Review } from '@shop/domain'
import { useState } from 'react'
import { Button } from '../../../components/ui/button'
import { notify } from '../../../lib/toast'
import { useDeleteReview } from '../api/reviews-api'
import { useReviewsText } from '../hooks/use-reviews-text'

/**
 * The author's delete button for their own review, asking first: the confirmation's safe choice
 * has the focus, so Enter never deletes by accident.
 */
export function DeleteReview({ review }: { review: Pick<Review, 'id' | 'product_id'> }) {
  const { t, failure } = useReviewsText()
  const remove = useDeleteReview()
  const [confirming, setConfirming] = useState(false)

  const confirm = async () => {
    try {
      await remove.mutateAsync(review)
      notify.success(t('delete.done'))
    } catch (err) {
      notify.error(failure(err))
      setConfirming(false)
    }
  }

  if (!confirming) {
    return (
      <Button size="sm" variant="ghost" className="mt-3" onClick={() => setConfirming(true)}>
        {t('delete.button')}
      </Button>
    )
  }
  return (
    <div role="group" aria-label={t('delete.confirm')} className="mt-3 rounded-xl bg-clay-50 px-4 py-3">
      <p className="text-sm font-medium text-clay-700">{t('delete.confirm')}</p>
      <div className="mt-3 flex flex-wrap gap-2">
        <Button size="sm" variant="accent" busy={remove.isPending} onClick={confirm}>
          {t('delete.yes')}
        </Button>
        <Button size="sm" variant="ghost" autoFocus onClick={() => setConfirming(false)}>
          {t('delete.no')}
        </Button>
      </div>
    </div>
  )
}
