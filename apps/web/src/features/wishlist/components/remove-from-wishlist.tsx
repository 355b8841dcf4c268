import { useTranslation } from '../../../lib/i18n-runtime'
import { useLanguage } from '../../../lib/i18n'
import { notify } from '../../../lib/toast'
import { useWishlistChange } from '../api/wishlist-api'
import { wishlistErrorText } from '../api/wishlist-errors'
import { HeartIcon } from './heart-icon'

/** A card's "remove" on the wishlist page: a filled heart that empties the slot, named after the product. */
export function RemoveFromWishlistButton({ productId, name }: { productId: string; name: string }) {
  const { t } = useTranslation('wishlist')
  const lang = useLanguage()
  const { remove } = useWishlistChange(lang)
  return (
    <button
      type="button"
      disabled={remove.isPending}
      aria-label={t('removeNamed', { name })}
      title={t('removeNamed', { name })}
      onClick={() =>
        remove.mutate(productId, {
          onSuccess: (answer) => notify.success(answer.message),
          onError: (err) => notify.error(wishlistErrorText(err, t)),
        })
      }
      className="grid size-9 shrink-0 place-items-center rounded-full border border-clay-200 bg-white text-clay-500 transition-colors hover:border-clay-400 hover:bg-clay-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-clay-500 disabled:opacity-50"
    >
      <HeartIcon filled size={18} />
    </button>
  )
}
