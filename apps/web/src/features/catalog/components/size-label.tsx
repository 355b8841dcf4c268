import type { ProductSummary } from '@shop/domain'
import { useTranslation } from '../../../lib/i18n-runtime'
import { formatNumber } from '../../../lib/format'
import { useLanguage } from '../../../lib/i18n'

/** "50 ml", "100 g", "3 pcs" in the shopper's words and number format. */
export function useSizeLabel() {
  const { t } = useTranslation('catalog')
  const lang = useLanguage()
  return (size: ProductSummary['size']) => t(`size.${size.unit}`, { count: size.value, value: formatNumber(size.value, lang) })
}
