import { tablesOf } from '../../db/tables'
import type { InvoicesTables } from '../../db/tables/invoices'
import type { Tx } from '../../db/tx'
import type { PersonalDataPart, PrivacySubject } from '../privacy/privacy.types'

export interface InvoicesPrivacyDeps {
  /** The shopper's orders (the orders module answers). */
  orderIds(tx: Tx, subject: PrivacySubject): Promise<string[]>
}

function parsed(text: string): unknown {
  try {
    return JSON.parse(text)
  } catch {
    return text
  }
}

/**
 * Invoices and credit notes in a shopper's data (decision 046): listed in the export with the buyer
 * as printed; never changed at erasure. They are VAT documents the seller must keep as issued (10
 * years in Czechia) and they already hold only what Art. 226 asks of a buyer (decision 039).
 */
export function createInvoicesPrivacy({ orderIds }: InvoicesPrivacyDeps): PersonalDataPart {
  async function documentsOf(tx: Tx, s: PrivacySubject) {
    const ids = await orderIds(tx, s)
    if (!ids.length) return { invoices: [], credit_notes: [] }
    const t = tablesOf<InvoicesTables>(tx)
    const [invoices, notes] = await Promise.all([
      t
        .selectFrom('invoice')
        .select(['number', 'order_number', 'issued_at', 'supplied_at', 'currency', 'net_cents', 'vat_cents', 'total_cents', 'buyer'])
        .where('order_id', 'in', ids)
        .where('number', 'is not', null)
        .orderBy('issued_at')
        .execute(),
      t
        .selectFrom('credit_note')
        .select(['number', 'order_number', 'issued_at', 'currency', 'amount_cents', 'net_cents', 'vat_cents', 'reason'])
        .where('order_id', 'in', ids)
        .orderBy('issued_at')
        .execute(),
    ])
    return { invoices: invoices.map((i) => ({ ...i, buyer: parsed(i.buyer) })), credit_notes: notes }
  }

  return {
    exportFor: documentsOf,

    async erase(tx, s) {
      const { invoices, credit_notes } = await documentsOf(tx, s)
      return { invoices_kept: invoices.length, credit_notes_kept: credit_notes.length }
    },
  }
}
