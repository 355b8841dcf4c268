import { useTranslation } from '../../../lib/i18n-runtime'
import { Link, useLocation } from '../../../lib/router'
import { Button, buttonClasses } from '../../../components/ui/button'
import { cx } from '../../../components/ui/cx'
import { useLanguage } from '../../../lib/i18n'
import { notify } from '../../../lib/toast'
import type { LoginRedirectState } from '../../../lib/session'
import { useAuth } from '../../../lib/use-auth'
import { useWishlist, useWishlistChange } from '../api/wishlist-api'
import { wishlistErrorText } from '../api/wishlist-errors'
import { HeartIcon } from './heart-icon'

/**
 * The product page's heart. Signed in: adds or removes, and shows SPEC's message from the server.
 * A guest gets a link to sign in that comes back to this product afterwards; the wishlist is kept
 * on the account, so there is nothing to save before signing in.
 */
export function WishlistToggle({ productId, className }: { productId: string; className?: string }) {
  const { t } = useTranslation('wishlist')
  const { user } = useAuth()
  const location = useLocation()
  if (!user) {
    const state: LoginRedirectState = { from: location.pathname + location.search }
    return (
      <Link
        to="/login"
        state={state}
        onClick={() => notify.info(t('signInToSave'))}
        className={buttonClasses({ variant: 'secondary', size: 'lg', className: cx('w-full sm:w-auto', className) })}
      >
        <HeartIcon />
        {t('toggle.add')}
      </Link>
    )
  }
  return <SignedInToggle productId={productId} className={className} />
}

function SignedInToggle({ productId, className }: { productId: string; className?: string }) {
  const { t } = useTranslation('wishlist')
  const lang = useLanguage()
  const list = useWishlist(lang)
  const { add, remove } = useWishlistChange(lang)
  const saved = list.data?.data.some((p) => p.id === productId) ?? false
  const busy = add.isPending || remove.isPending
  const change = saved ? remove : add

  const toggle = () =>
    change.mutate(productId, {
      onSuccess: (answer) => notify.success(answer.message),
      onError: (err) => notify.error(wishlistErrorText(err, t)),
    })

  return (
    <Button
      variant="secondary"
      size="lg"
      busy={busy}
      // Until the list is known the button cannot tell "add" from "remove".
      disabled={list.isPending}
      onClick={toggle}
      className={cx('w-full sm:w-auto', saved && 'border-clay-200 text-clay-700 hover:border-clay-400 hover:bg-clay-50', className)}
    >
      {!busy && <HeartIcon filled={saved} className={saved ? 'text-clay-500' : undefined} />}
      {saved ? t('toggle.remove') : t('toggle.add')}
    </Button>
  )
}
