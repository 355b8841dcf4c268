import type { Me } from '@shop/domain'
import type { ReactNode } from 'react'
import { useTranslation } from '../../../lib/i18n-runtime'
import { Link } from '../../../lib/router'
import { ArrowRightIcon } from '../../../components/ui/icons'
import { useAccountText } from '../hooks/use-account-text'

interface HubCard {
  to: string
  title: string
  text: string
  icon: ReactNode
  status?: string
}

/** The account's home: cards leading to each account page, grouped as details and security. */
export function AccountHub({ me }: { me: Me | undefined }) {
  const { t } = useAccountText()
  // Orders and wallet pages name themselves in their own namespaces.
  const { t: tm } = useTranslation(['orders', 'wallet'])
  const details: HubCard[] = [
    { to: '/orderhistory', title: tm('orders:link.orders'), text: tm('orders:link.ordersText'), icon: <BagGlyph /> },
    { to: '/wallet', title: tm('wallet:link.wallet'), text: tm('wallet:link.walletText'), icon: <WalletGlyph /> },
    { to: '/profile', title: t('hub.profile'), text: t('hub.profileText'), icon: <PersonGlyph /> },
    { to: '/addressmyinfo', title: t('hub.addresses'), text: t('hub.addressesText'), icon: <BookGlyph /> },
    { to: '/shippingaddress', title: t('hub.shipping'), text: t('hub.shippingText'), icon: <ParcelGlyph /> },
  ]
  const security: HubCard[] = [
    { to: '/changepassword', title: t('hub.password'), text: t('hub.passwordText'), icon: <KeyGlyph /> },
    {
      to: '/Twofactor',
      title: t('hub.twoFactor'),
      text: t('hub.twoFactorText'),
      icon: <ShieldGlyph />,
      status: me ? (me.two_factor_enabled ? t('hub.twoFactorOn') : t('hub.twoFactorOff')) : undefined,
    },
  ]
  return (
    <div className="space-y-10">
      <CardGroup title={t('hub.groupDetails')} cards={details} />
      <CardGroup title={t('hub.groupSecurity')} cards={security} />
    </div>
  )
}

function CardGroup({ title, cards }: { title: string; cards: HubCard[] }) {
  return (
    <section>
      <h2 className="font-sans text-sm font-semibold tracking-wide text-ink-600 uppercase">{title}</h2>
      <ul className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {cards.map((c) => (
          <li key={c.to}>
            <Link
              to={c.to}
              className="group flex h-full items-start gap-4 rounded-2xl bg-white p-5 ring-1 ring-ink-100 transition hover:ring-sage-300 hover:shadow-md hover:shadow-sage-900/5 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-clay-500 sm:p-6"
            >
              <span className="inline-flex size-11 shrink-0 items-center justify-center rounded-full bg-sage-100 text-sage-700" aria-hidden="true">
                {c.icon}
              </span>
              <span className="min-w-0 flex-1">
                <span className="flex flex-wrap items-center gap-x-2 gap-y-1">
                  <span className="font-display text-xl text-ink-900">{c.title}</span>
                  {c.status && <span className="rounded-full bg-cream-200 px-2 py-0.5 text-xs font-semibold text-ink-700">{c.status}</span>}
                </span>
                <span className="mt-1 block text-sm text-ink-600">{c.text}</span>
              </span>
              <ArrowRightIcon size={18} className="mt-1 shrink-0 text-ink-300 transition-transform group-hover:translate-x-0.5 group-hover:text-sage-700" />
            </Link>
          </li>
        ))}
      </ul>
    </section>
  )
}

function Glyph({ children }: { children: ReactNode }) {
  return (
    <svg width="22" height="22" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.75" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false">
      {children}
    </svg>
  )
}
const PersonGlyph = () => (
  <Glyph>
    <circle cx="12" cy="8" r="3.5" />
    <path d="M5 20c.8-3.6 3.6-5.5 7-5.5s6.2 1.9 7 5.5" />
  </Glyph>
)
const BookGlyph = () => (
  <Glyph>
    <path d="M5 4.5A1.5 1.5 0 0 1 6.5 3H19v16H6.5A1.5 1.5 0 0 0 5 20.5z" />
    <path d="M5 20.5A1.5 1.5 0 0 0 6.5 22H19" />
    <circle cx="12" cy="9.5" r="2" />
    <path d="M8.8 15c.6-1.5 1.8-2.3 3.2-2.3s2.6.8 3.2 2.3" />
  </Glyph>
)
const BagGlyph = () => (
  <Glyph>
    <path d="M5 8h14l-1 12H6z" />
    <path d="M9 8V6.5a3 3 0 0 1 6 0V8" />
  </Glyph>
)
const WalletGlyph = () => (
  <Glyph>
    <path d="M4 7.5A1.5 1.5 0 0 1 5.5 6H18v3" />
    <path d="M4 7.5v10A1.5 1.5 0 0 0 5.5 19H20V9H5.5A1.5 1.5 0 0 1 4 7.5" />
    <circle cx="16" cy="14" r="1" />
  </Glyph>
)
const ParcelGlyph = () => (
  <Glyph>
    <path d="m12 3 8 4.5v9L12 21l-8-4.5v-9z" />
    <path d="m4 7.5 8 4.5 8-4.5M12 12v9" />
  </Glyph>
)
const KeyGlyph = () => (
  <Glyph>
    <circle cx="8" cy="15" r="4" />
    <path d="m10.9 12.1 8.6-8.6M16 7l2.5 2.5M14 9l2 2" />
  </Glyph>
)
const ShieldGlyph = () => (
  <Glyph>
    <path d="M12 3 5 6v5.5c0 4.3 3 8 7 9.5 4-1.5 7-5.2 7-9.5V6z" />
    <path d="m9 12 2 2 4-4" />
  </Glyph>
)
