import QRCode from 'qrcode'

/** What a bank QR code asks the shopper's banking app to pay. */
export interface TransferOrder {
  iban: string
  /** Optional in EPC version 002 (inside the EEA); '' when the shop has none configured */
  bic: string
  beneficiary: string
  amount_cents: number
  /** Digits, at most 10 */
  variable_symbol: string
  /** A short note for the shopper's statement, e.g. the order number */
  message: string
}

/** 12345 → "123.45"; whole amounts keep their cents ("100.00"), as both schemes read a dot and two decimals. */
export function amountText(cents: number): string {
  if (!Number.isInteger(cents) || cents <= 0) throw new RangeError(`a transfer amount must be a positive number of cents, not ${cents}`)
  return `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`
}

/** Letters without their accents, and only printable ASCII left ("Čistá pleť" → "Cista plet"). */
function plainAscii(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^\x20-\x7e]/g, '')
}

/**
 * SPAYD 1.0 ("QR Platba", the Czech Banking Association's standard): `SPD*1.0*` then KEY:value
 * pairs separated by `*`. ACC is the IBAN (with `+BIC` when known), AM at most 10 characters with a
 * dot and two decimals, CC the ISO currency, X-VS the variable symbol (at most 10 digits), MSG at
 * most 60 characters. Values are printable ASCII; `*` and `%` are percent-encoded (the spec asks
 * for any other character to be so; we take accents off instead, which every bank shows alike).
 */
export function spaydPayload(t: TransferOrder): string {
  const iban = t.iban.replace(/\s+/g, '').toUpperCase()
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]{11,30}$/.test(iban)) throw new RangeError('SPAYD needs an IBAN')
  const amount = amountText(t.amount_cents)
  if (amount.length > 10) throw new RangeError('SPAYD amounts have at most 10 characters')
  if (!/^\d{1,10}$/.test(t.variable_symbol)) throw new RangeError('a variable symbol is 1 to 10 digits')
  const escape = (v: string) => v.replace(/%/g, '%25').replace(/\*/g, '%2A')
  const msg = escape(plainAscii(t.message).toUpperCase().trim()).slice(0, 60).replace(/%[0-9A-F]?$/, '')
  const acc = t.bic ? `${iban}+${t.bic.toUpperCase()}` : iban
  return ['SPD', '1.0', `ACC:${acc}`, `AM:${amount}`, 'CC:CZK', `X-VS:${t.variable_symbol}`, ...(msg ? [`MSG:${msg}`] : [])].join('*')
}

/**
 * ISO 11649 creditor reference: "RF" + two check digits + the reference, so that
 * `<reference>RF<check>` read as a number (letters as 10..35) is 1 modulo 97.
 */
export function creditorReference(reference: string): string {
  const ref = reference.toUpperCase()
  if (!/^[A-Z0-9]{1,21}$/.test(ref)) throw new RangeError('a creditor reference is 1 to 21 letters or digits')
  const digits = `${ref}RF00`.replace(/[A-Z]/g, (c) => String(c.charCodeAt(0) - 55))
  let rest = 0
  for (const d of digits) rest = (rest * 10 + Number(d)) % 97
  return `RF${String(98 - rest).padStart(2, '0')}${ref}`
}

/** True when `rf` is a well-formed ISO 11649 reference (its check digits hold). */
export function isCreditorReference(rf: string): boolean {
  const compact = rf.replace(/\s+/g, '').toUpperCase()
  if (!/^RF\d{2}[A-Z0-9]{1,21}$/.test(compact)) return false
  return creditorReference(compact.slice(4)) === compact
}

/** The most an EPC payload may hold (EPC069-12). */
export const EPC_MAX_BYTES = 331

/**
 * EPC069-12 SEPA credit transfer QR ("GiroCode"), version 002, UTF-8: the lines BCD, 002, 1, SCT,
 * BIC (may be empty in 002), beneficiary name (at most 70), IBAN, `EUR<amount>` (0.01 to
 * 999999999.99), purpose (empty), then either a structured creditor reference (ISO 11649, at most
 * 35) or unstructured text (at most 140), never both: we give the RF reference built from the
 * variable symbol, which statements carry back as such. Lines end with LF; at most 331 bytes.
 */
export function epcPayload(t: TransferOrder): string {
  const iban = t.iban.replace(/\s+/g, '').toUpperCase()
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]{11,30}$/.test(iban)) throw new RangeError('EPC needs an IBAN')
  if (t.amount_cents > 99_999_999_999) throw new RangeError('EPC amounts are at most 999999999.99')
  const bic = t.bic.replace(/\s+/g, '').toUpperCase()
  if (bic && !/^[A-Z]{6}[A-Z0-9]{2}([A-Z0-9]{3})?$/.test(bic)) throw new RangeError('a BIC has 8 or 11 characters')
  const name = t.beneficiary.replace(/[\r\n]+/g, ' ').trim().slice(0, 70)
  if (!name) throw new RangeError('EPC needs the beneficiary name')
  const lines = ['BCD', '002', '1', 'SCT', bic, name, iban, `EUR${amountText(t.amount_cents)}`, '', creditorReference(t.variable_symbol)]
  const payload = lines.join('\n')
  if (Buffer.byteLength(payload, 'utf8') > EPC_MAX_BYTES) throw new RangeError('an EPC payload holds at most 331 bytes')
  return payload
}

/**
 * The QR code as SVG markup: byte mode (UTF-8), error correction M as EPC069-12 asks (SPAYD
 * accepts it too), a quiet zone of four modules.
 */
export async function qrSvg(payload: string): Promise<string> {
  return QRCode.toString([{ data: Buffer.from(payload, 'utf8'), mode: 'byte' }], { type: 'svg', errorCorrectionLevel: 'M', margin: 4 })
}

/** The same code as PNG for emails (mail clients rarely show SVG). */
export async function qrPng(payload: string): Promise<Buffer> {
  return QRCode.toBuffer([{ data: Buffer.from(payload, 'utf8'), mode: 'byte' }], { type: 'png', errorCorrectionLevel: 'M', margin: 4, scale: 6 })
}
