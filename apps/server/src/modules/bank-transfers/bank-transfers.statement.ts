import { parse as parseCsv } from 'csv-parse/sync'
import { XMLParser } from 'fast-xml-parser'
import { createHash } from 'node:crypto'
import { BANK_TRANSFER_MESSAGES, DomainError } from '@shop/domain'
import { isCreditorReference } from './bank-transfers.qr'

/** One entry of a bank statement, as both formats give it. */
export interface ParsedLine {
  /** 1-based place in the file */
  line: number
  booked_on: string
  /** Positive: money in */
  amount_cents: number
  currency: string
  credit: boolean
  /** The variable symbol found on the line (digits, no leading zeros), or '' */
  reference: string
  counterparty: string
  /** The bank's own id of the entry when it gives one */
  bank_ref: string
  /** Unique per line and stable across imports of the same statement */
  fingerprint: string
}

export interface ParsedStatement {
  format: 'camt.053' | 'csv'
  lines: ParsedLine[]
}

const unreadable = (detail?: string) => new DomainError('statement_unreadable', detail ? `${BANK_TRANSFER_MESSAGES.unreadable} (${detail})` : BANK_TRANSFER_MESSAGES.unreadable)

/** "1 234,50" / "1234.5" / "-20" → cents; null when it is not an amount. */
export function parseAmount(text: string): number | null {
  const t = text.replace(/[\s\u00a0]/g, '')
  const m = /^([+-]?)(\d+)(?:[.,](\d{1,2}))?$/.exec(t)
  if (!m) return null
  const cents = Number(m[2]) * 100 + Number((m[3] ?? '').padEnd(2, '0') || '0')
  return m[1] === '-' ? -cents : cents
}

/**
 * The variable symbol in a reference or message: an ISO 11649 RF reference's digits, "VS:123",
 * "VS 123", "/VS123/", or a bare number of 1 to 10 digits. Leading zeros go (banks pad to 10).
 */
export function referenceIn(...texts: Array<string | undefined>): string {
  for (const raw of texts) {
    const text = (raw ?? '').trim()
    if (!text) continue
    const compact = text.replace(/\s+/g, '').toUpperCase()
    if (isCreditorReference(compact) && /^\d+$/.test(compact.slice(4))) return strip(compact.slice(4))
    const vs = /VS[:/\s]*0*(\d{1,10})(?!\d)/i.exec(text)
    if (vs) return strip(vs[1]!)
    const bare = /^0*(\d{1,10})$/.exec(compact)
    if (bare) return strip(bare[1]!)
  }
  return ''
}
const strip = (digits: string) => digits.replace(/^0+(?=\d)/, '')

function fingerprintOf(format: string, l: Omit<ParsedLine, 'fingerprint' | 'line'>, occurrence: number): string {
  const key = [format, l.booked_on, l.amount_cents, l.currency, l.credit ? 'C' : 'D', l.reference, l.counterparty, l.bank_ref, occurrence].join('|')
  return createHash('sha256').update(key).digest('hex')
}

/** Equal lines (two payments of one amount from one payer on one day) stay two lines: the nth of its kind is part of its key. */
function withFingerprints(format: ParsedStatement['format'], lines: Array<Omit<ParsedLine, 'fingerprint' | 'line'>>): ParsedLine[] {
  const seen = new Map<string, number>()
  return lines.map((l, i) => {
    const kind = JSON.stringify(l)
    const n = (seen.get(kind) ?? 0) + 1
    seen.set(kind, n)
    return { ...l, line: i + 1, fingerprint: fingerprintOf(format, l, n) }
  })
}

const asArray = <T>(v: T | T[] | undefined): T[] => (v === undefined ? [] : Array.isArray(v) ? v : [v])
type Node = Record<string, unknown>
const text = (v: unknown): string => (v === undefined || v === null ? '' : typeof v === 'object' ? text((v as Node)['#text']) : String(v)).trim()
const child = (n: unknown, ...path: string[]): unknown => path.reduce<unknown>((at, key) => (at && typeof at === 'object' ? (at as Node)[key] : undefined), n)

/** ISO 20022 camt.053: every Ntry of every Stmt; its TxDtls give the reference and the payer. */
export function parseCamt053(xml: string): ParsedStatement {
  let doc: Node
  try {
    doc = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: '@', removeNSPrefix: true, parseTagValue: false, processEntities: true }).parse(xml, true) as Node
  } catch (err) {
    throw unreadable((err as Error).message.split('\n')[0])
  }
  const statements = asArray(child(doc, 'Document', 'BkToCstmrStmt', 'Stmt'))
  if (!child(doc, 'Document', 'BkToCstmrStmt')) throw unreadable('no BkToCstmrStmt')
  const lines: Array<Omit<ParsedLine, 'fingerprint' | 'line'>> = []
  for (const stmt of statements) {
    for (const entry of asArray(child(stmt, 'Ntry') as Node | Node[])) {
      const amt = child(entry, 'Amt') as Node | string | undefined
      const cents = parseAmount(text(amt))
      const currency = typeof amt === 'object' && amt ? text(amt['@Ccy']) : ''
      if (cents === null || !currency) throw unreadable(`an entry without an amount and currency`)
      const tx = asArray(child(entry, 'NtryDtls', 'TxDtls') as Node | Node[])[0]
      const rmt = child(tx, 'RmtInf')
      const strd = asArray(child(rmt, 'Strd') as Node | Node[]).map((s) => text(child(s, 'CdtrRefInf', 'Ref')))
      const ustrd = asArray(child(rmt, 'Ustrd') as unknown).map(text)
      const debtor = child(tx, 'RltdPties', 'Dbtr')
      lines.push({
        booked_on: (text(child(entry, 'BookgDt', 'Dt')) || text(child(entry, 'BookgDt', 'DtTm'))).slice(0, 10),
        amount_cents: Math.abs(cents),
        currency: currency.toUpperCase(),
        credit: text(child(entry, 'CdtDbtInd')) === 'CRDT',
        reference: referenceIn(...strd, text(child(tx, 'Refs', 'EndToEndId')), ...ustrd),
        counterparty: text(child(debtor, 'Nm')) || text(child(debtor, 'Pty', 'Nm')),
        bank_ref: text(child(entry, 'AcctSvcrRef')) || text(child(tx, 'Refs', 'AcctSvcrRef')),
      })
    }
  }
  return { format: 'camt.053', lines: withFingerprints('camt.053', lines) }
}

const COLUMNS = {
  date: ['date', 'booked_on', 'booking_date'],
  amount: ['amount'],
  currency: ['currency'],
  reference: ['reference', 'variable_symbol', 'vs'],
  counterparty: ['counterparty', 'payer', 'name'],
} as const

/** CSV with a header naming date, amount, currency, reference (or variable_symbol), counterparty; comma or semicolon. */
export function parseStatementCsv(csv: string): ParsedStatement {
  const head = csv.replace(/^\uFEFF/, '').split(/\r?\n/, 1)[0] ?? ''
  const delimiter = (head.match(/;/g)?.length ?? 0) > (head.match(/,/g)?.length ?? 0) ? ';' : ','
  let rows: Array<Record<string, string>>
  try {
    rows = parseCsv(csv, { bom: true, delimiter, columns: (h: string[]) => h.map((c) => c.trim().toLowerCase()), skip_empty_lines: true, trim: true })
  } catch (err) {
    throw unreadable((err as Error).message)
  }
  const columns = Object.keys(rows[0] ?? {})
  const pick = (names: readonly string[]) => names.find((n) => columns.includes(n))
  const col = { date: pick(COLUMNS.date), amount: pick(COLUMNS.amount), currency: pick(COLUMNS.currency), reference: pick(COLUMNS.reference), counterparty: pick(COLUMNS.counterparty) }
  if (!rows.length || !col.date || !col.amount || !col.currency || !col.reference) throw unreadable('columns')
  const lines = rows.map((r, i) => {
    const cents = parseAmount(r[col.amount!] ?? '')
    if (cents === null) throw unreadable(`row ${i + 2}: amount`)
    return {
      booked_on: (r[col.date!] ?? '').slice(0, 10),
      amount_cents: Math.abs(cents),
      currency: (r[col.currency!] ?? '').toUpperCase(),
      credit: cents > 0,
      reference: referenceIn(r[col.reference!]),
      counterparty: col.counterparty ? (r[col.counterparty] ?? '') : '',
      bank_ref: '',
    }
  })
  return { format: 'csv', lines: withFingerprints('csv', lines) }
}

/** XML is camt.053; anything else is read as CSV. */
export function parseStatement(body: string): ParsedStatement {
  const trimmed = body.replace(/^\uFEFF/, '').trimStart()
  if (!trimmed) throw unreadable('empty')
  return trimmed.startsWith('<') ? parseCamt053(trimmed) : parseStatementCsv(trimmed)
}
