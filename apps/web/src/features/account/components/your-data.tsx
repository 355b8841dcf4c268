import { TAX_RECORDS_KEPT_YEARS, type Currency, type ErasureBlocker, type Me } from '@shop/domain'
import { useEffect, useId, useRef, useState, type FormEvent, type ReactNode } from 'react'
import { Button } from '../../../components/ui/button'
import { Notice } from '../../../components/ui/fields'
import { ApiError } from '../../../lib/api-client'
import { formatPrice } from '../../../lib/format'
import { useLanguage } from '../../../lib/i18n'
import { useTranslation } from '../../../lib/i18n-runtime'
import { Link } from '../../../lib/router'
import { notify } from '../../../lib/toast'
import { privacyApi, useErasureCheck } from '../api/privacy-api'
import { PrivacyProof, usePrivacyProof } from './privacy-proof'

/**
 * "Your data" in the account (issue 19, decision 046): download everything the shop holds about
 * the shopper, or erase the account. Both ask for the password (or an emailed code) first; the
 * erasure shows what goes and what tax law keeps, and what has to be settled before it can happen.
 */
export function YourData({ me, onErased }: { me: Me; onErased: () => void }) {
  const { t } = useTranslation('privacy')
  const headingId = useId()
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId} className="font-sans text-sm font-semibold tracking-wide text-ink-600 uppercase">
        {t('title')}
      </h2>
      <p className="mt-2 max-w-2xl text-ink-700">
        {t('intro')}{' '}
        <Link to="/privacy&policy#your-rights" className="font-medium text-sage-700 underline decoration-sage-300 underline-offset-4 hover:text-sage-900">
          {t('policyLink')}
        </Link>
      </p>
      <div className="mt-4 grid items-start gap-4 lg:grid-cols-2">
        <DownloadCard me={me} />
        <EraseCard me={me} onErased={onErased} />
      </div>
    </section>
  )
}

function Card({ title, text, icon, tone = 'plain', children }: { title: string; text: string; icon: ReactNode; tone?: 'plain' | 'danger'; children: ReactNode }) {
  return (
    <article className={`rounded-2xl bg-white p-5 ring-1 sm:p-6 ${tone === 'danger' ? 'ring-clay-100' : 'ring-ink-100'}`}>
      <div className="flex items-start gap-4">
        <span
          className={`inline-flex size-11 shrink-0 items-center justify-center rounded-full ${tone === 'danger' ? 'bg-clay-50 text-clay-700' : 'bg-sage-100 text-sage-700'}`}
          aria-hidden="true"
        >
          {icon}
        </span>
        <div className="min-w-0 flex-1">
          <h3 className="font-display text-xl text-ink-900">{title}</h3>
          <p className="mt-1 text-sm text-ink-600">{text}</p>
        </div>
      </div>
      <div className="mt-5">{children}</div>
    </article>
  )
}

function DownloadCard({ me }: { me: Me }) {
  const { t } = useTranslation('privacy')
  const proof = usePrivacyProof(me)
  const [open, setOpen] = useState(false)
  const [busy, setBusy] = useState(false)
  const [failed, setFailed] = useState(false)

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    const given = proof.proof()
    if (!given) return
    setBusy(true)
    setFailed(false)
    try {
      const name = await privacyApi.download(given)
      notify.success(t('download.done', { name }))
      setOpen(false)
      proof.setPassword('')
      proof.setCode('')
    } catch (err) {
      if (!proof.refused(err)) setFailed(true)
    } finally {
      setBusy(false)
    }
  }

  return (
    <Card title={t('download.title')} text={t('download.text')} icon={<DownloadGlyph />}>
      {open ? (
        <form noValidate onSubmit={submit} className="space-y-4">
          <PrivacyProof state={proof} autoFocus />
          {failed && <Notice>{t('download.failed')}</Notice>}
          <div className="flex flex-wrap gap-3">
            <Button type="submit" busy={busy}>
              {t('download.confirm')}
            </Button>
            <Button variant="ghost" onClick={() => setOpen(false)}>
              {t('cancel')}
            </Button>
          </div>
        </form>
      ) : (
        <Button variant="secondary" onClick={() => setOpen(true)}>
          {t('download.title')}
        </Button>
      )}
    </Card>
  )
}

function EraseCard({ me, onErased }: { me: Me; onErased: () => void }) {
  const { t } = useTranslation('privacy')
  const [open, setOpen] = useState(false)
  return (
    <Card title={t('erase.title')} text={t('erase.text', { years: TAX_RECORDS_KEPT_YEARS })} icon={<EraseGlyph />} tone="danger">
      {open ? (
        <EraseConfirm me={me} onCancel={() => setOpen(false)} onErased={onErased} />
      ) : (
        <Button variant="accent" onClick={() => setOpen(true)}>
          {t('erase.title')}
        </Button>
      )}
    </Card>
  )
}

/** The confirmation step: what goes, what stays, what blocks; then the proof and the final button. */
function EraseConfirm({ me, onCancel, onErased }: { me: Me; onCancel: () => void; onErased: () => void }) {
  const { t } = useTranslation('privacy')
  const check = useErasureCheck(true)
  const proof = usePrivacyProof(me)
  const [busy, setBusy] = useState(false)
  const [failed, setFailed] = useState(false)
  const titleRef = useRef<HTMLHeadingElement>(null)
  const titleId = useId()
  useEffect(() => titleRef.current?.focus(), [])

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    const given = proof.proof()
    if (!given) return
    setBusy(true)
    setFailed(false)
    try {
      await privacyApi.erase(given)
      notify.success(t('erase.done'))
      onErased()
    } catch (err) {
      if (proof.refused(err)) return
      // Something to settle appeared meanwhile (a new order): show it from the server's answer.
      if (err instanceof ApiError && err.status === 409) await check.refetch()
      else setFailed(true)
    } finally {
      setBusy(false)
    }
  }

  const blockers = check.data?.blockers ?? []
  return (
    <div role="region" aria-labelledby={titleId} className="space-y-4 rounded-xl bg-clay-50/60 p-4 ring-1 ring-clay-100 sm:p-5">
      <h4 id={titleId} ref={titleRef} tabIndex={-1} className="font-display text-lg text-ink-900 outline-none">
        {t('erase.confirmTitle')}
      </h4>
      <ul className="list-disc space-y-1.5 pl-5 text-sm text-ink-700 marker:text-clay-500">
        <li>{t('erase.signOut')}</li>
        <li>{t('erase.erased')}</li>
        <li>{t('erase.kept', { years: TAX_RECORDS_KEPT_YEARS })}</li>
        <li>{t('erase.email')}</li>
      </ul>
      {check.isPending ? (
        <p role="status" className="text-sm text-ink-600">
          {t('erase.checking')}
        </p>
      ) : check.isError ? (
        <Notice>
          {t('erase.checkFailed')}{' '}
          <button type="button" className="font-medium underline underline-offset-4" onClick={() => check.refetch()}>
            {t('retry')}
          </button>
        </Notice>
      ) : blockers.length ? (
        <Blockers blockers={blockers} />
      ) : (
        <form noValidate onSubmit={submit} className="space-y-4">
          <PrivacyProof state={proof} />
          {failed && <Notice>{t('erase.failed')}</Notice>}
          <div className="flex flex-wrap gap-3">
            <Button type="submit" variant="accent" busy={busy}>
              {t('erase.confirm')}
            </Button>
            <Button variant="ghost" onClick={onCancel}>
              {t('erase.cancel')}
            </Button>
          </div>
        </form>
      )}
      {blockers.length > 0 && (
        <Button variant="ghost" onClick={onCancel}>
          {t('erase.cancel')}
        </Button>
      )}
    </div>
  )
}

function Blockers({ blockers }: { blockers: ErasureBlocker[] }) {
  const { t } = useTranslation('privacy')
  const lang = useLanguage()
  const link = 'font-medium text-clay-800 underline underline-offset-4'
  return (
    <Notice>
      <p className="font-medium">{t('erase.blocked')}</p>
      <ul className="mt-2 space-y-2">
        {blockers.map((b) => (
          <li key={b.reason}>
            {b.reason === 'erase_open_orders' && (
              <>
                {t('erase.openOrders', { orders: b.orders.join(', ') })}{' '}
                <Link to="/orderhistory" className={link}>
                  {t('erase.ordersLink')}
                </Link>
              </>
            )}
            {b.reason === 'erase_wallet_balance' && (
              <>
                {t('erase.walletBalance', { amount: formatPrice(b.balance_cents, lang, b.currency as Currency) })}{' '}
                <Link to="/wallet" className={link}>
                  {t('erase.walletLink')}
                </Link>
              </>
            )}
            {b.reason === 'erase_staff_account' && t('erase.staff')}
          </li>
        ))}
      </ul>
    </Notice>
  )
}

function Glyph({ children }: { children: ReactNode }) {
  return (
    <svg width="22" height="22" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.75" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false">
      {children}
    </svg>
  )
}
const DownloadGlyph = () => (
  <Glyph>
    <path d="M12 4v11" />
    <path d="m7.5 10.5 4.5 4.5 4.5-4.5" />
    <path d="M5 19h14" />
  </Glyph>
)
const EraseGlyph = () => (
  <Glyph>
    <path d="M5 7h14" />
    <path d="M10 7V5h4v2" />
    <path d="M7 7l1 12h8l1-12" />
    <path d="M10.5 11v5M13.5 11v5" />
  </Glyph>
)
