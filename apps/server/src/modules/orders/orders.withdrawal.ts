import {
  DomainError,
  isLanguage,
  ORDER_MESSAGES,
  pieceShare,
  remainingLines,
  splitRefund,
  NotFound,
  ValidationFailed,
  WITHDRAWAL_MESSAGES,
  withdrawalAmounts,
  withdrawalIssues,
  type Language,
  type RefundParts,
  type WithdrawableLine,
  type WithdrawalAmounts,
  type WithdrawalInput,
} from '@shop/domain'
import type { Db } from '../../db/database'
import { tablesOf } from '../../db/tables'
import type { AuthUser } from '../../http/auth'
import type { AuditLog } from '../audit/audit.service'
import type { OrdersTables } from '../../db/tables/orders'
import type { Tx } from '../../db/tx'
import type { StockService } from '../catalog/catalog.types'
import type { WalletService } from '../wallet/wallet.types'
import { nameIn } from './orders.read'
import { parseRecord, refundInTx, type Refunded } from './orders.refunds'
import { refundLinesOf } from './orders.refund-rows'
import { insertRequest, type OrderStateRow, type PendingRequest } from './orders.repository'
import type { CreditLine } from './orders.types'

/**
 * The withdrawal's steps inside an order change's transaction (decision 044). They run after the
 * change's conditional status update, which holds the order's row: what is withdrawn already is
 * read then, so two withdrawals sent at once, or one sent while another was being decided, can
 * never take the same pieces twice.
 */

const own = (tx: Tx) => tablesOf<OrdersTables>(tx)

/** The order's lines as withdrawals see them (bought, withdrawn, waiting) and its shipping, read in the transaction. */
export async function withdrawableInTx(tx: Tx, orderId: string): Promise<{ lines: WithdrawableLine[]; shipping: { net_cents: number; vat_cents: number; vat_rate_bp: number } }> {
  const order = await own(tx).selectFrom('shop_order').select(['shipping_net_cents', 'shipping_vat_cents', 'shipping_vat_rate_bp']).where('id', '=', orderId).executeTakeFirstOrThrow()
  const lines = await own(tx).selectFrom('order_line').select(['variant_id', 'quantity', 'net_cents', 'vat_cents', 'vat_rate_bp']).where('order_id', '=', orderId).orderBy('variant_id').execute()
  const taken = await own(tx)
    .selectFrom('order_request_line as rl')
    .innerJoin('order_request as r', 'r.id', 'rl.request_id')
    .select(['rl.variant_id', 'r.status', 'rl.quantity'])
    .where('rl.order_id', '=', orderId)
    .where('r.status', 'in', ['pending', 'accepted'])
    .execute()
  const sum = (variant: string, status: string) => taken.filter((t) => t.variant_id === variant && t.status === status).reduce((n, t) => n + Number(t.quantity), 0)
  // Pieces staff refunded (decision 053) count as given back: neither a withdrawal nor another refund takes them again.
  const staffRefunds = await own(tx).selectFrom('order_refund').select('lines').where('order_id', '=', orderId).execute()
  const refunded = (variant: string) => staffRefunds.flatMap((r) => refundLinesOf(r.lines)).filter((l) => l.line_id === variant).reduce((n, l) => n + l.quantity, 0)
  return {
    lines: lines.map((l) => ({
      line_id: l.variant_id,
      quantity: l.quantity,
      withdrawn: sum(l.variant_id, 'accepted') + refunded(l.variant_id),
      pending: sum(l.variant_id, 'pending'),
      net_cents: l.net_cents,
      vat_cents: l.vat_cents,
      vat_rate_bp: l.vat_rate_bp,
    })),
    shipping: { net_cents: order.shipping_net_cents, vat_cents: order.shipping_vat_cents, vat_rate_bp: order.shipping_vat_rate_bp },
  }
}

/** What the order's accepted withdrawals and staff refunds (decision 053) gave back of each payment part, summed. */
export async function givenBack(tx: Tx, orderId: string): Promise<RefundParts> {
  const rows = await own(tx).selectFrom('order_request').select('refund_parts').where('order_id', '=', orderId).where('status', '=', 'accepted').execute()
  const staffRefunds = await own(tx).selectFrom('order_refund').select('parts').where('order_id', '=', orderId).execute()
  const out: RefundParts = { wallet: 0, gift_card: 0, card: 0, cod: 0 }
  for (const json of [...rows.map((r) => r.refund_parts), ...staffRefunds.map((r) => r.parts)]) {
    const rec = parseRecord(json)
    if (!rec) continue
    out.wallet += rec.wallet
    out.gift_card += rec.gift_card
    out.card += rec.card
    out.cod += rec.cod
  }
  return out
}

/**
 * Writes a withdrawal in the change's transaction: checks the chosen lines (none: everything left)
 * against what is withdrawn or waiting now, computes what it gives back (domain withdrawalAmounts),
 * and inserts the request with its lines. Cash paid on delivery goes back by bank transfer when an
 * IBAN is given, else as wallet credit, which a guest does not have: then the IBAN is required.
 * Answers the request's id and its amounts.
 */
export async function insertWithdrawal(
  tx: Tx,
  order: OrderStateRow,
  input: WithdrawalInput,
  at: string,
): Promise<{ id: string; amounts: WithdrawalAmounts }> {
  const { lines, shipping } = await withdrawableInTx(tx, order.id)
  const left = remainingLines(lines)
  if (!left.length) throw new DomainError('withdrawal_nothing_left', WITHDRAWAL_MESSAGES.nothingLeft)
  const chosen = input.lines ?? left
  const issues = withdrawalIssues(lines, chosen)
  if (issues.length) throw new ValidationFailed('withdrawal_lines_invalid', issues[0]!.message, issues)
  const codLeft = order.cod_cents - (await givenBack(tx, order.id)).cod
  if (codLeft > 0 && !input.iban && !order.user_id) {
    throw new ValidationFailed('withdrawal_iban_required', WITHDRAWAL_MESSAGES.ibanRequired, [{ path: 'iban', message: WITHDRAWAL_MESSAGES.ibanRequired }])
  }
  const amounts = withdrawalAmounts(lines, shipping, chosen)
  const id = await insertRequest(tx, order.id, 'return', {
    reason: input.reason,
    details: input.details,
    refund_to: input.refund_to,
    amount_cents: amounts.amount_cents,
    shipping_cents: amounts.shipping?.gross_cents ?? 0,
    iban: codLeft > 0 ? input.iban : '',
  }, at)
  // The one-waiting-request index: a request of this order got in first.
  if (!id) throw new DomainError('order_request_pending', ORDER_MESSAGES.requestPending)
  await own(tx)
    .insertInto('order_request_line')
    .values(amounts.lines.map((l) => ({ request_id: id, order_id: order.id, variant_id: l.line_id, quantity: l.quantity, amount_cents: l.gross_cents, net_cents: l.net_cents, vat_cents: l.vat_cents, vat_rate_bp: l.vat_rate_bp })))
    .execute()
  return { id, amounts }
}

/** An accepted withdrawal: its refund and what its credit note lists. */
export interface AcceptedWithdrawal {
  refund: Refunded
  /** The credit note's reason is the withdrawal (the invoices' texts word it in the order's language) */
  credit: { key: string; amount_cents: number; lines: CreditLine[]; reason: 'withdrawal' }
}

/**
 * Accepting the waiting withdrawal, in the change's transaction: its pieces go back to stock (as
 * accepting a return always did), its amount is split over what is left of each payment part
 * (domain splitRefund) and refunded (orders.refunds.ts), and the record of where the money went is
 * kept on the request. Answers the refund and the credit note's lines in the order's language.
 */
export async function acceptWithdrawalInTx(
  tx: Tx,
  deps: { wallet: WalletService; stock: StockService },
  order: OrderStateRow,
  request: PendingRequest,
  cardMayGoToWallet: boolean,
  at: string,
): Promise<AcceptedWithdrawal> {
  const rows = await own(tx).selectFrom('order_request_line').selectAll().where('request_id', '=', request.id).orderBy('variant_id').execute()
  const lines = await own(tx)
    .selectFrom('order_line')
    .select(['product_id', 'variant_id', 'name', 'variant_label', 'quantity', 'unit_price_cents', 'discount_cents'])
    .where('order_id', '=', order.id)
    .execute()
  const meta = await own(tx).selectFrom('shop_order').select(['lang', 'shipping_net_cents', 'shipping_vat_cents', 'shipping_vat_rate_bp', 'shipping_cents']).where('id', '=', order.id).executeTakeFirstOrThrow()
  const lang: Language = isLanguage(meta.lang) ? meta.lang : 'en'

  await deps.stock.restore(
    tx,
    rows.map((r) => ({ product_id: lines.find((l) => l.variant_id === r.variant_id)?.product_id ?? '', variant_id: r.variant_id, quantity: r.quantity })),
  )

  // Pieces of each line withdrawn before this one (accepted), for the discount's share on the credit note.
  const before = await own(tx)
    .selectFrom('order_request_line as rl')
    .innerJoin('order_request as r', 'r.id', 'rl.request_id')
    .select(['rl.variant_id', 'rl.quantity'])
    .where('rl.order_id', '=', order.id)
    .where('r.status', '=', 'accepted')
    .where('r.id', '!=', request.id)
    .execute()
  const earlier = (variant: string) => before.filter((b) => b.variant_id === variant).reduce((n, b) => n + Number(b.quantity), 0)

  const given = await givenBack(tx, order.id)
  const left: RefundParts = {
    wallet: order.paid_wallet_cents - given.wallet,
    gift_card: order.paid_gift_card_cents - given.gift_card,
    card: order.paid_card_cents - given.card,
    cod: order.cod_cents - given.cod,
  }
  const parts = splitRefund(request.amount_cents, left)
  const refund = await refundInTx(tx, deps.wallet, order, parts, {
    cardTo: cardMayGoToWallet ? request.refund_to : 'card',
    codTo: request.iban ? 'bank' : 'wallet',
    at,
    scope: request.id,
  })
  await own(tx).updateTable('order_request').set({ refund_parts: JSON.stringify(refund.record) }).where('id', '=', request.id).execute()

  const creditLines: CreditLine[] = rows.map((r) => {
    const line = lines.find((l) => l.variant_id === r.variant_id)
    return {
      kind: 'item',
      name: line ? nameIn(line.name, lang) : r.variant_id,
      size: line ? nameIn(line.variant_label, lang) : '',
      quantity: r.quantity,
      unit_price_cents: line?.unit_price_cents ?? 0,
      discount_cents: line ? pieceShare(line.discount_cents, earlier(r.variant_id), r.quantity, line.quantity) : 0,
      net_cents: r.net_cents,
      vat_rate_bp: r.vat_rate_bp,
      vat_cents: r.vat_cents,
      gross_cents: r.amount_cents,
    }
  })
  if (request.shipping_cents > 0) {
    creditLines.push({
      kind: 'shipping',
      name: '',
      size: '',
      quantity: 1,
      unit_price_cents: meta.shipping_cents,
      discount_cents: 0,
      net_cents: meta.shipping_net_cents,
      vat_rate_bp: meta.shipping_vat_rate_bp,
      vat_cents: meta.shipping_vat_cents,
      gross_cents: meta.shipping_net_cents + meta.shipping_vat_cents,
    })
  }
  return { refund, credit: { key: `withdrawal:${request.id}`, amount_cents: creditLines.reduce((s, l) => s + l.gross_cents, 0), lines: creditLines, reason: 'withdrawal' } }
}

/**
 * Staff sent the bank transfer of an accepted withdrawal's cash-on-delivery refund (decision 044):
 * marked once, with an audit line, in one transaction. Answers the order's id. Anything else (not
 * accepted, nothing owed by bank, marked already, a concurrent mark that won) is refused with 409.
 */
export async function markBankSent(db: Db, audit: AuditLog, staff: Pick<AuthUser, 'id' | 'username'>, requestId: string, at: Date): Promise<string> {
  return db.kysely.transaction().execute(async (tx) => {
    const row = await own(tx).selectFrom('order_request').select(['order_id', 'status', 'refund_parts', 'iban']).where('id', '=', requestId).executeTakeFirst()
    if (!row) throw new NotFound('Request')
    const record = parseRecord(row.refund_parts)
    const owed = row.status === 'accepted' && record?.cod_to === 'bank' && record.cod > 0
    const marked = owed
      ? await own(tx).updateTable('order_request').set({ bank_sent_at: at.toISOString() }).where('id', '=', requestId).where('bank_sent_at', 'is', null).executeTakeFirst()
      : null
    if (!marked || Number(marked.numUpdatedRows) !== 1) throw new DomainError('withdrawal_bank_not_due', WITHDRAWAL_MESSAGES.bankNotDue)
    await audit.record(tx, staff, { action: 'order.bank_refund_sent', entity: 'order', entity_id: row.order_id, details: { request: requestId, amount_cents: record!.cod, iban: row.iban } })
    return row.order_id
  })
}
