import { useTranslation } from '../../lib/i18n-runtime'
import { useMarket } from '../../lib/market'
import { Link } from '../../lib/router'
import { Container } from '../../components/ui/container'
import { LogoMark } from '../../components/ui/icons'

const linkClasses = 'rounded text-sm text-sage-100/85 transition-colors hover:text-white hover:underline underline-offset-4'

export function Footer() {
  const { t } = useTranslation()
  const market = useMarket()
  const groups = [
    {
      title: t('footer.shop'),
      links: [
        ['/categoryoverview', t('footer.categoryOverview')],
        ['/topbrand', t('footer.topBrands')],
        ['/giftcart', t('footer.giftCards')],
        ['/coupan', t('footer.coupons')],
        ['/review', t('footer.reviews')],
        ['/testimonial', t('footer.testimonials')],
      ],
    },
    {
      title: t('footer.help'),
      links: [
        ['/faq', t('footer.faq')],
        ['/trackorder', t('footer.trackOrder')],
        ['/contactus', t('footer.contact')],
        ['/feedback', t('footer.feedback')],
        ['/complain', t('footer.complaints')],
        ['/cancelpolicy', t('footer.cancelPolicy')],
        ['/returnpolicy', t('footer.returnPolicy')],
      ],
    },
    {
      title: t('footer.company'),
      links: [
        ['/about', t('footer.about')],
        ['/emailsignup', t('footer.newsletter')],
        ['/privacy&policy', t('footer.privacyPolicy')],
        ['/t&c', t('footer.terms')],
        ['/imprint', t('footer.imprint')],
      ],
    },
  ] as const

  return (
    <footer className="mt-16 bg-sage-900 text-cream-50">
      <Container className="grid grid-cols-2 gap-x-6 gap-y-10 py-12 sm:grid-cols-3 md:grid-cols-[1.4fr_1fr_1fr_1fr] md:py-14">
        <div className="col-span-2 max-w-sm sm:col-span-3 md:col-span-1">
          <div className="flex items-center gap-2.5">
            <LogoMark size={36} />
            <span className="font-display text-xl font-semibold">{t('shopName')}</span>
          </div>
          <p className="mt-4 text-sm leading-relaxed text-sage-100/80">{t('footer.blurb')}</p>
        </div>
        {groups.map((group) => (
          <nav key={group.title} aria-label={group.title}>
            <h2 className="font-sans text-xs font-semibold tracking-[0.14em] text-clay-200 uppercase">{group.title}</h2>
            <ul className="mt-4 space-y-2.5 break-words hyphens-auto">
              {group.links.map(([to, label]) => (
                <li key={to}>
                  <Link to={to} className={linkClasses}>
                    {label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </Container>
      <div className="border-t border-white/10">
        <Container className="flex flex-col gap-2 py-5 text-xs text-sage-100/70 sm:flex-row sm:items-center sm:justify-between">
          <p>{t('footer.copyright', { year: new Date().getFullYear() })}</p>
          {/* The shopper's market (decision 040): its currency and whether its prices include VAT. */}
          <p>{t(`footer.prices.${market.tax_mode}`, { currency: market.currency })}</p>
        </Container>
      </div>
    </footer>
  )
}
