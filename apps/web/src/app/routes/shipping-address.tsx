import { isCountryCode, type CheckoutAddress } from '@shop/domain'
import { useCallback, useId, useState } from 'react'
import { Link, useNavigate } from '../../lib/router'
import { Button, buttonClasses } from '../../components/ui/button'
import { Notice } from '../../components/ui/fields'
import { ArrowRightIcon } from '../../components/ui/icons'
import { useAddresses } from '../../features/account/api/account-api'
import { AddressesLoadFailed, AddressesLoading } from '../../features/account/components/address-list-states'
import { AddressForm, MAX_ADDRESSES } from '../../features/account/components/address-form'
import { useAuth } from '../../lib/use-auth'
import { useQuote } from '../../features/checkout/api/checkout-api'
import { updateCheckout, useCheckoutState } from '../../features/checkout/checkout-state'
import { toCheckoutAddress } from '../../features/checkout/checkout-address'
import { CheckoutAddressForm } from '../../features/checkout/components/address-form'
import { CheckoutFrame } from '../../features/checkout/components/checkout-frame'
import { isCartEmpty } from '../../features/checkout/components/order-summary'
import { SavedAddressChoice, type SavedAddress } from '../../features/checkout/components/saved-address-choice'
import { ShippingMethodChoice } from '../../features/checkout/components/shipping-method-choice'
import { StepGuard } from '../../features/checkout/components/step-guard'
import { useCheckoutText } from '../../features/checkout/hooks/use-checkout-text'

/**
 * The checkout's shipping step: where the order goes and how fast. Signed-in shoppers choose from
 * their address book (or add to it with the account's form); guests type the address for this order.
 */
export function Component() {
  return (
    <StepGuard step="address">
      <ShippingStep />
    </StepGuard>
  )
}

function ShippingStep() {
  const { t } = useCheckoutText()
  const { user } = useAuth()
  const quote = useQuote()
  const navigate = useNavigate()
  const state = useCheckoutState()
  const formId = useId()
  const [missing, setMissing] = useState<'address' | 'country' | null>(null)
  // The guest's pick shows that country's delivery options before the address is complete.
  const onCountry = useCallback((country: string | null) => {
    if (country) updateCheckout({ country })
  }, [])

  const shipTo = (address: CheckoutAddress, id: string | null) => {
    updateCheckout({ address: toCheckoutAddress(address), address_id: id, country: address.country })
    navigate('/revieworder')
  }

  return (
    <CheckoutFrame
      step="address"
      title={t('address.title')}
      intro={t('address.intro')}
      quote={quote}
      keepWhenEmpty
      actions={
        !isCartEmpty(quote) && (
          <div className="space-y-4">
            {missing && <Notice>{t(missing === 'country' ? 'address.countryMissing' : 'address.chooseFirst')}</Notice>}
            <div className="flex flex-col-reverse gap-3 sm:flex-row sm:items-center sm:justify-between">
              <Link to={user ? '/cart' : '/checkout'} className={buttonClasses({ variant: 'ghost' })}>
                {t('actions.back')}
              </Link>
              <Button type="submit" form={formId} size="lg">
                {t('address.continue')}
                <ArrowRightIcon size={18} />
              </Button>
            </div>
          </div>
        )
      }
    >
      <div className="space-y-9">
        {user ? (
          <AccountAddresses
            formId={formId}
            onChoose={(a) => {
              // An address saved before the country list (decision 031) cannot be shipped to as it is.
              if (!isCountryCode(a.country)) return setMissing('country')
              setMissing(null)
              shipTo(a, a.id)
            }}
            onMissing={() => setMissing('address')}
          />
        ) : (
          <section aria-labelledby={`${formId}-heading`} className="rounded-3xl bg-white/80 p-5 ring-1 ring-cream-200 sm:p-7">
            <h2 id={`${formId}-heading`} className="mb-5 text-2xl text-ink-900">
              {t('address.guestTitle')}
            </h2>
            <CheckoutAddressForm id={formId} headingId={`${formId}-heading`} initial={state.address} onSubmit={(a) => shipTo(a, null)} onCountry={onCountry} />
          </section>
        )}
        <ShippingMethodChoice quote={quote.data} error={quote.error} current={!quote.isPlaceholderData && !quote.isFetching} />
      </div>
    </CheckoutFrame>
  )
}

/**
 * The address book as a choice for this order. "Continue" submits the (hidden) form `formId`,
 * which takes the chosen address, so the step's button works the same for guests and accounts.
 */
function AccountAddresses({ formId, onChoose, onMissing }: { formId: string; onChoose: (a: SavedAddress) => void; onMissing: () => void }) {
  const { t } = useCheckoutText()
  const addresses = useAddresses()
  const state = useCheckoutState()
  const [adding, setAdding] = useState(false)
  const headingId = useId()

  const list = addresses.data ?? []
  const chosen =
    list.find((a) => a.id === state.address_id) ?? (state.address_id ? undefined : (list.find((a) => a.is_default) ?? list[0]))

  const select = (a: SavedAddress) => void updateCheckout({ address: toCheckoutAddress(a), address_id: a.id, country: a.country })

  const form = (
    <form
      id={formId}
      noValidate
      onSubmit={(e) => {
        e.preventDefault()
        if (chosen) onChoose(chosen)
        else onMissing()
      }}
    />
  )

  if (addresses.isPending) return <AddressesLoading className="space-y-3" cardClassName="h-32" />
  if (addresses.isError) return <AddressesLoadFailed onRetry={() => addresses.refetch()} />

  const showForm = adding || list.length === 0
  return (
    <div className="space-y-5">
      {form}
      {list.length > 0 && <SavedAddressChoice addresses={list} selectedId={chosen?.id ?? null} onSelect={select} />}
      {showForm ? (
        <section aria-labelledby={headingId} className="rounded-3xl bg-white/80 p-5 ring-1 ring-cream-200 sm:p-7">
          <h2 id={headingId} className="text-2xl text-ink-900">
            {t('address.newTitle')}
          </h2>
          <p className="mt-1 mb-5 text-sm text-ink-600">{t('address.newText')}</p>
          <AddressForm
            headingId={headingId}
            autoFocus={adding}
            makeDefault={list.length === 0}
            onDone={(saved) => {
              select(saved)
              setAdding(false)
            }}
            onCancel={list.length > 0 ? () => setAdding(false) : undefined}
          />
        </section>
      ) : (
        list.length < MAX_ADDRESSES && (
          <Button variant="secondary" onClick={() => setAdding(true)}>
            {t('address.addNew')}
          </Button>
        )
      )}
    </div>
  )
}
