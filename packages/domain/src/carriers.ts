/**
 * The carriers a shipping method names and a shipment is handed to. `tracking` builds the address
 * of the carrier's own tracking page for a tracking number (the shopper's tracking page and the
 * "shipped" email link to it). Formats as the carriers' public tracking pages take them.
 */
export const CARRIERS = ['packeta', 'ppl', 'dpd', 'gls', 'ceska_posta', 'posta_slovenije', 'dhl', 'ups'] as const
export type Carrier = (typeof CARRIERS)[number]

export const CARRIER_NAMES: Record<Carrier, string> = {
  packeta: 'Packeta',
  ppl: 'PPL',
  dpd: 'DPD',
  gls: 'GLS',
  ceska_posta: 'Česká pošta',
  posta_slovenije: 'Pošta Slovenije',
  dhl: 'DHL',
  ups: 'UPS',
}

const TRACKING: Record<Carrier, (n: string) => string> = {
  packeta: (n) => `https://tracking.packeta.com/en/?id=${n}`,
  ppl: (n) => `https://www.ppl.cz/vyhledat-zasilku?shipmentId=${n}`,
  dpd: (n) => `https://tracking.dpd.de/status/en_US/parcel/${n}`,
  gls: (n) => `https://gls-group.com/CZ/en/parcel-tracking/?match=${n}`,
  ceska_posta: (n) => `https://www.postaonline.cz/trackandtrace/-/zasilka/cislo?parcelNumbers=${n}`,
  posta_slovenije: (n) => `https://sledenje.posta.si/?lang=en&track=${n}`,
  dhl: (n) => `https://www.dhl.com/global-en/home/tracking/tracking-parcel.html?submit=1&tracking-id=${n}`,
  ups: (n) => `https://www.ups.com/track?loc=en_US&tracknum=${n}`,
}

/** A tracking number as carriers print them: letters, digits, no spaces (checked by the schema that takes it). */
export const TRACKING_NUMBER_PATTERN = /^[A-Za-z0-9]{6,40}$/

/** The carrier's tracking page for this number (the number is URL-encoded). */
export function trackingUrl(carrier: Carrier, trackingNumber: string): string {
  return TRACKING[carrier](encodeURIComponent(trackingNumber))
}
