import { useTranslation } from '../../lib/i18n-runtime'
import { Link } from '../../lib/router'
import { AccountFrame } from '../../features/account/components/account-frame'
import { Breadcrumbs } from '../../features/catalog/components/breadcrumbs'
import { ContactForm } from '../../features/contact/components/contact-form'
import { useSeller } from '../../features/content/api/seller-query'
import { SHOP } from '../../features/content/shop-identity'
import { useCountryName } from '../../components/ui/country-select'
import { useDocumentTitle } from '../../lib/use-document-title'

const SHORTCUTS = [
  ['/trackorder', 'track'],
  ['/complain', 'complain'],
  ['/returnpolicy', 'returns'],
  ['/faq', 'faq'],
] as const

/** SPEC's /contactus: the form, and the other ways to reach the shop beside it. */
export function Component() {
  const { t } = useTranslation('contact')
  // The seller's phone and address are the owner's settings (decision 042); customer care's mailbox is the shop's.
  const seller = useSeller().data
  const country = useCountryName()
  useDocumentTitle(t('page.title'))
  return (
    <AccountFrame width="wide" title={t('page.title')} intro={t('page.intro')} breadcrumbs={<Breadcrumbs items={[{ label: t('page.title') }]} />}>
      <div className="grid gap-8 lg:grid-cols-[minmax(0,1.6fr)_minmax(0,1fr)] lg:items-start lg:gap-12">
        <ContactForm />
        <aside className="space-y-6" aria-label={t('aside.label')}>
          <section className="rounded-3xl bg-sage-50 p-6 ring-1 ring-sage-100">
            <h2 className="font-display text-xl text-ink-900">{t('aside.reach')}</h2>
            <dl className="mt-4 space-y-3 text-sm">
              <div>
                <dt className="font-medium text-ink-800">{t('aside.email')}</dt>
                <dd>
                  <a href={`mailto:${SHOP.email}`} className="text-sage-800 underline underline-offset-2 hover:text-sage-900">
                    {SHOP.email}
                  </a>
                </dd>
              </div>
              {seller && (
                <div>
                  <dt className="font-medium text-ink-800">{t('aside.phone')}</dt>
                  <dd>
                    <a href={`tel:${seller.phone.replace(/[^+\d]/g, '')}`} className="text-sage-800 underline underline-offset-2 hover:text-sage-900">
                      {seller.phone}
                    </a>
                  </dd>
                </div>
              )}
              {seller && (
                <div>
                  <dt className="font-medium text-ink-800">{t('aside.address')}</dt>
                  <dd className="text-ink-700">
                    {seller.name}
                    <br />
                    {seller.street}, {seller.postal_code} {seller.city}
                    <br />
                    {country({ country: seller.country })}
                  </dd>
                </div>
              )}
            </dl>
            <p className="mt-4 text-sm text-ink-600">{t('aside.answerTime')}</p>
          </section>
          <nav aria-labelledby="contact-shortcuts" className="rounded-3xl bg-white p-6 ring-1 ring-ink-100">
            <h2 id="contact-shortcuts" className="font-display text-xl text-ink-900">
              {t('aside.faster')}
            </h2>
            <ul className="mt-3 space-y-2 text-sm">
              {SHORTCUTS.map(([to, key]) => (
                <li key={to}>
                  <Link to={to} className="font-medium text-sage-800 underline underline-offset-2 hover:text-sage-900">
                    {t(`aside.links.${key}`)}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        </aside>
      </div>
    </AccountFrame>
  )
}
