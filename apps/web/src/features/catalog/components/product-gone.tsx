import { useTranslation } from '../../../lib/i18n-runtime'
import { useDocumentTitle } from '../../../lib/use-document-title'
import { NotFoundState } from './status'

/**
 * An archived product's page (decision 033): the "not found" look with "no longer sold". Its texts
 * live with what can and cannot be bought (`cart:gone`), a namespace loaded after the first page:
 * in `catalog` they would weigh on every first page for a page this rare, and a namespace of their
 * own would add its loaders to the app's entry chunk.
 */
export function ProductGone() {
  const { t } = useTranslation('cart')
  useDocumentTitle(t('gone.title'))
  return <NotFoundState title={t('gone.title')} text={t('gone.text')} backTo="/categoryoverview" backLabel={t('gone.back')} />
}
