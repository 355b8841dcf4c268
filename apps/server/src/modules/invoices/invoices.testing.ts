/** Test helpers for invoices: orders turned into VAT orders as the checkout will write them, PDF text. */
import { taxOrder, type Currency, type TaxMode } from '@shop/domain'
import { execFileSync } from 'node:child_process'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import type { TestContext } from '../../test/harness'
import { createAuditService } from '../audit/audit.service'
import { createSettingsService } from '../settings/settings.service'
import { createInvoicesService } from './invoices.service'

/**
 * Gives a placed order a currency and VAT the way the checkout writes them (migration 0032, domain
 * taxOrder): each line's net and VAT after its share of the discount, the shipping's, the total VAT.
 * The fixture's prices stay the same numbers, read as the new currency's hundredths; what is not
 * prepaid is due on delivery.
 */
export async function makeVatOrder(
  ctx: TestContext,
  orderId: string,
  vat: { currency: Currency; country: string; rate_bp: number; mode?: TaxMode; market?: string; shipping_cents?: number },
): Promise<{ total_cents: number; vat_cents: number }> {
  const k = ctx.db.kysely
  const order = await k.selectFrom('shop_order').selectAll().where('id', '=', orderId).executeTakeFirstOrThrow()
  const lines = await k.selectFrom('order_line').selectAll().where('order_id', '=', orderId).orderBy('product_id').orderBy('variant_id').execute()
  const mode = vat.mode ?? 'included'
  const taxed = taxOrder({
    lines: lines.map((l) => ({ amount_cents: l.line_total_cents })),
    discount_cents: order.discount_cents,
    shipping_cents: vat.shipping_cents ?? order.shipping_cents,
    mode,
    rate_bp: vat.rate_bp,
  })
  for (const [i, l] of lines.entries()) {
    const t = taxed.lines[i]!
    await k
      .updateTable('order_line')
      .set({ discount_cents: t.discount_cents, net_cents: t.net_cents, vat_rate_bp: t.vat_rate_bp, vat_cents: t.vat_cents })
      .where('order_id', '=', orderId)
      .where('variant_id', '=', l.variant_id)
      .execute()
  }
  await k
    .updateTable('shop_order')
    .set({
      currency: vat.currency,
      market: vat.market ?? 'cz',
      tax_mode: mode,
      vat_country: vat.country,
      vat_cents: taxed.vat_cents,
      shipping_net_cents: taxed.shipping.net_cents,
      shipping_vat_rate_bp: taxed.shipping.vat_rate_bp,
      shipping_vat_cents: taxed.shipping.vat_cents,
      shipping_cents: vat.shipping_cents ?? order.shipping_cents,
      total_cents: taxed.total_cents,
      // What the wallet, gift card or card did not pay is due on delivery (the paid-in-full check).
      cod_cents: taxed.total_cents - order.paid_wallet_cents - order.paid_gift_card_cents - order.paid_card_cents,
    })
    .where('id', '=', orderId)
    .execute()
  return { total_cents: taxed.total_cents, vat_cents: taxed.vat_cents }
}

/** An invoices service over the test database, with its own clock. */
export function invoicesAt(ctx: TestContext, at: () => Date) {
  const audit = createAuditService({ db: ctx.db })
  return createInvoicesService({ db: ctx.db, settings: createSettingsService({ db: ctx.db, audit }), now: at })
}

/** The text of a PDF as Debian's pdftotext reads it (layout kept), no-break spaces as spaces. */
export function pdfText(pdf: Buffer): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'invoice-pdf-'))
  try {
    const file = path.join(dir, 'doc.pdf')
    writeFileSync(file, pdf)
    return execFileSync('/usr/bin/pdftotext', ['-layout', '-enc', 'UTF-8', file, '-'], { encoding: 'utf8' }).replace(/\u00a0/g, ' ')
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
}

/** An amount as the PDF prints it (every hundredth shown), no-break spaces as spaces. */
export const spaced = (text: string) => text.replace(/\u00a0/g, ' ')
