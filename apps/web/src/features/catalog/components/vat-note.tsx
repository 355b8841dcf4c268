import { Trans, useTranslation } from '../../../lib/i18n-runtime'
import { useMarket } from '../../../lib/market'
import { Link } from '../../../lib/router'

/**
 * What the price includes, under the product page's price (decision 040): in a market whose prices
 * include VAT "incl. VAT, plus shipping", where VAT is added at the checkout "excl. VAT, plus
 * shipping", outside the EU "plus shipping"; "shipping" leads to the terms (delivery and its costs).
 * A module of its own (decision 045): only the product page shows it, so the cards' chunk, which the
 * first page loads, does not carry it.
 */
export function VatNote() {
  const { t } = useTranslation('product')
  const { tax_mode } = useMarket()
  return (
    <p className="mt-1 text-sm text-ink-500" data-testid="vat-note" data-tax-mode={tax_mode}>
      <Trans
        t={t}
        i18nKey={`vat.${tax_mode}`}
        components={{ ship: <Link to="/t&c" className="underline underline-offset-2 hover:text-ink-800" /> }}
      />
    </p>
  )
}
