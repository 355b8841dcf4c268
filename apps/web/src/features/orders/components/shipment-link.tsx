import { CARRIER_NAMES, type Order } from '@shop/domain'
import { useOrdersText } from '../hooks/use-orders-text'

/** Who carries the parcel, its tracking number and a link to the carrier's own tracking page. */
export function ShipmentLink({ shipment }: { shipment: NonNullable<Order['shipment']> }) {
  const { t } = useOrdersText()
  const carrier = CARRIER_NAMES[shipment.carrier]
  return (
    <div className="rounded-xl bg-sage-50 px-4 py-3 text-sm text-sage-900 ring-1 ring-sage-100">
      <p>
        {t('shipment.with', { carrier })} · {t('shipment.number')}: <span className="font-mono font-semibold">{shipment.tracking_number}</span>
      </p>
      <a
        href={shipment.tracking_url}
        target="_blank"
        rel="noopener noreferrer"
        className="mt-1 inline-block font-semibold text-sage-800 underline underline-offset-4 hover:text-sage-900"
      >
        {t('shipment.link', { carrier })} <span aria-hidden="true">↗</span>
      </a>
    </div>
  )
}
