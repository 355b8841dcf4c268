import { CHECKOUT_MESSAGES, DomainError, type Language, type Translated } from '@shop/domain'
import { sql } from 'kysely'
import type { Db } from '../../db/database'
import { tablesOf } from '../../db/tables'
import type { CatalogTables } from '../../db/tables/catalog'
import type { Tx } from '../../db/tx'
import { pick } from './catalog.mapper'
import type { StockLine, StockService } from './catalog.types'

/** What the cart needs of a product, read live (never from the catalog's cache). */
export interface SellableProduct {
  id: string
  slug: string
  kind: 'single' | 'combo'
  name: Translated
  brand: string
  size_value: number
  size_unit: 'ml' | 'g' | 'pcs'
  price_cents: number
  /** Units that can be sold now: for a combo also limited by how many whole bundles its parts make; 0 when not on sale */
  stock: number
  /** Published: false for a draft or an archived product, which a cart shows as unavailable and checkout leaves out */
  on_sale: boolean
}

interface Move {
  /** Units taken from (or put back into) the shelf */
  stock: number
  /** Units the shopper bought of this very product: the popularity count */
  sold: number
}

export type StockReader = ReturnType<typeof createStockService>

export function createStockService(db: Db) {
  /**
   * The units each product moves for these lines: a combo its own units plus its parts' (part
   * quantity × bundles); a single only its own. A product bought alone and inside a bundle adds up.
   */
  async function movesOf(tx: Tx, lines: StockLine[]): Promise<Array<[string, Move]>> {
    const bought = new Map<string, number>()
    for (const line of lines) {
      if (!Number.isInteger(line.quantity) || line.quantity <= 0) throw new DomainError('internal', `Stock line for ${line.product_id} has quantity ${line.quantity}`)
      bought.set(line.product_id, (bought.get(line.product_id) ?? 0) + line.quantity)
    }
    if (!bought.size) return []
    const moves = new Map<string, Move>([...bought].map(([id, n]) => [id, { stock: n, sold: n }]))
    // Only combos have parts: one query covers every line.
    const parts = await tablesOf<CatalogTables>(tx).selectFrom('combo_item').select(['combo_id', 'product_id', 'quantity']).where('combo_id', 'in', [...bought.keys()]).execute()
    for (const part of parts) {
      const move = moves.get(part.product_id) ?? { stock: 0, sold: 0 }
      moves.set(part.product_id, { ...move, stock: move.stock + part.quantity * bought.get(part.combo_id)! })
    }
    // One order of row locks for every transaction: two orders sharing products cannot deadlock.
    return [...moves.entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
  }

  const service = {
    /** Products with at most `threshold` units, fewest first, named in `lang`; archived ones are not restocked, so not listed. */
    async lowStock(threshold: number, limit: number, lang: Language): Promise<Array<{ id: string; name: string; stock: number }>> {
      const rows = await tablesOf<CatalogTables>(db.kysely)
        .selectFrom('product')
        .select(['id', 'name', 'stock'])
        .where('stock', '<=', threshold)
        .where('status', '<>', 'archived')
        .orderBy('stock')
        .orderBy('id')
        .limit(limit)
        .execute()
      return rows.map((r) => ({ ...r, name: pick(r.name, lang) }))
    },

    async take(tx: Tx, lines: StockLine[]): Promise<void> {
      for (const [id, move] of await movesOf(tx, lines)) {
        const update = tablesOf<CatalogTables>(tx)
          .updateTable('product')
          .set({ stock: sql`stock - ${move.stock}`, sold_count: sql`sold_count + ${move.sold}` })
          .where('id', '=', id)
          .where('stock', '>=', move.stock)
        // A product bought must still be on sale (archived or unpublished while the shopper paid: not
        // sold). A bundle's part only gives units: it may be off sale on its own (decision 033).
        const r = await (move.sold > 0 ? update.where('status', '=', 'published') : update).executeTakeFirst()
        // A missing unit, a product taken off sale (or deleted) meanwhile: the caller's transaction rolls back every earlier update.
        if (Number(r.numUpdatedRows) !== 1) throw new DomainError('stock_short', CHECKOUT_MESSAGES.soldOut)
      }
    },

    async restore(tx: Tx, lines: StockLine[]): Promise<void> {
      // Parts follow today's composition of a combo; bundles are not re-composed once sold.
      for (const [id, move] of await movesOf(tx, lines)) {
        await tablesOf<CatalogTables>(tx)
          .updateTable('product')
          .set({
            stock: sql`stock + ${move.stock}`,
            sold_count: sql`case when sold_count >= ${move.sold} then sold_count - ${move.sold} else 0 end`,
          })
          .where('id', '=', id)
          .execute()
      }
    },

    /**
     * Live price and sellable stock of these products (the catalog's rule: a combo is limited by
     * its own stock and by its parts, integer division flooring), keyed by id; unknown ids are absent.
     * `ex` may be a transaction, so a caller inside one does not wait for a second connection.
     */
    async sellable(ids: readonly string[], ex: Tx = db.kysely): Promise<Map<string, SellableProduct>> {
      const unique = [...new Set(ids)]
      if (!unique.length) return new Map()
      const rows = await tablesOf<CatalogTables>(ex)
        .selectFrom('product as p')
        .innerJoin('brand as b', 'b.id', 'p.brand_id')
        .select(['p.id', 'p.slug', 'p.kind', 'p.name', 'b.name as brand', 'p.size_value', 'p.size_unit', 'p.price_cents', 'p.stock', 'p.status'])
        .select((eb) =>
          eb
            .selectFrom('combo_item as ci')
            .innerJoin('product as cp', 'cp.id', 'ci.product_id')
            .select(sql<number | null>`min(cp.stock / ci.quantity)`.as('m'))
            .whereRef('ci.combo_id', '=', 'p.id')
            .as('parts_stock'),
        )
        .where('p.id', 'in', unique)
        .execute()
      return new Map(
        rows.map((r) => {
          const parts = r.parts_stock === null ? null : Number(r.parts_stock)
          const onSale = r.status === 'published'
          const stock = !onSale ? 0 : r.kind === 'combo' && parts !== null ? Math.min(r.stock, parts) : r.stock
          const name = translated(r.name)
          return [r.id, { id: r.id, slug: r.slug, kind: r.kind, name, brand: r.brand, size_value: r.size_value, size_unit: r.size_unit, price_cents: r.price_cents, stock, on_sale: onSale }]
        }),
      )
    },
  }
  return service satisfies StockService
}

/** Translated columns hold JSON objects; a plain string (never expected) stands for every language. */
function translated(json: string): Translated {
  if (!json.startsWith('{')) return { en: json, cz: json, sl: json, ge: json }
  const t = JSON.parse(json) as Partial<Translated>
  const en = t.en ?? ''
  return { en, cz: t.cz ?? en, sl: t.sl ?? en, ge: t.ge ?? en }
}
