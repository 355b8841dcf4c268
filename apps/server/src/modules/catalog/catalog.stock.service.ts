import { CHECKOUT_MESSAGES, DomainError, priceColumns, variantLabel, type Currency, type Language, type Translated } from '@shop/domain'
import { sql } from 'kysely'
import type { Db } from '../../db/database'
import { tablesOf } from '../../db/tables'
import type { CatalogTables } from '../../db/tables/catalog'
import type { Tx } from '../../db/tx'
import { pick } from './catalog.mapper'
import type { StockLine, StockService } from './catalog.types'

/** What the cart needs of a variant and its product, read live (never from the catalog's cache). */
export interface SellableProduct {
  /** The product's id */
  id: string
  variant_id: string
  sku: string
  slug: string
  kind: 'single' | 'combo'
  name: Translated
  brand: string
  /** The variant's size, and its scent or shade (null: the size alone names it) */
  size_value: number
  size_unit: 'ml' | 'g' | 'pcs'
  label: Translated | null
  /** The product comes in more than one variant: carts and orders name the size */
  has_sizes: boolean
  price_cents: number
  /** Units of the variant that can be sold now: for a combo also limited by how many whole bundles its parts' variants make; 0 when not on sale */
  stock: number
  /** Published: false for a draft or an archived product, which a cart shows as unavailable and checkout leaves out */
  on_sale: boolean
}

interface Move {
  /** Units taken from (or put back into) the variant's shelf */
  stock: number
  /** Units the shopper bought of this very variant: the product's popularity count */
  sold: number
  product_id: string
}

/** A size running low, for the staff dashboard. */
export interface LowStockRow {
  id: string
  variant_id: string
  sku: string
  name: string
  stock: number
}

export type StockReader = ReturnType<typeof createStockService>

const byKey = <T,>([a]: [string, T], [b]: [string, T]) => (a < b ? -1 : a > b ? 1 : 0)

export function createStockService(db: Db) {
  /**
   * The units each variant moves for these lines: a combo's variant its own units plus its parts'
   * variants' (part quantity × bundles); a single only its own. A variant bought alone and inside a
   * bundle adds up. Returned in variant id order, with the per-product sums in product id order.
   */
  async function movesOf(tx: Tx, lines: StockLine[]): Promise<{ variants: Array<[string, Move]>; products: Array<[string, Omit<Move, 'product_id'>]> }> {
    const moves = new Map<string, Move>()
    const bundles = new Map<string, number>()
    for (const line of lines) {
      if (!Number.isInteger(line.quantity) || line.quantity <= 0) throw new DomainError('internal', `Stock line for ${line.variant_id} has quantity ${line.quantity}`)
      const m = moves.get(line.variant_id) ?? { stock: 0, sold: 0, product_id: line.product_id }
      moves.set(line.variant_id, { ...m, stock: m.stock + line.quantity, sold: m.sold + line.quantity })
      bundles.set(line.product_id, (bundles.get(line.product_id) ?? 0) + line.quantity)
    }
    if (!moves.size) return { variants: [], products: [] }
    // Only combos have parts: one query covers every line.
    const parts = await tablesOf<CatalogTables>(tx).selectFrom('combo_item').select(['combo_id', 'product_id', 'variant_id', 'quantity']).where('combo_id', 'in', [...bundles.keys()]).execute()
    for (const part of parts) {
      const m = moves.get(part.variant_id) ?? { stock: 0, sold: 0, product_id: part.product_id }
      moves.set(part.variant_id, { ...m, stock: m.stock + part.quantity * bundles.get(part.combo_id)! })
    }
    const products = new Map<string, Omit<Move, 'product_id'>>()
    for (const m of moves.values()) {
      const p = products.get(m.product_id) ?? { stock: 0, sold: 0 }
      products.set(m.product_id, { stock: p.stock + m.stock, sold: p.sold + m.sold })
    }
    // One order of row locks for every transaction (variants, then products, each by id): two orders sharing rows cannot deadlock.
    return { variants: [...moves.entries()].sort(byKey), products: [...products.entries()].sort(byKey) }
  }

  const service = {
    /**
     * Sizes at or under their own low-stock threshold (decision 029), fewest units first, named in
     * `lang` with the size when the product comes in several; archived products are not restocked, so not listed.
     */
    async lowStock(limit: number, lang: Language): Promise<LowStockRow[]> {
      const rows = await tablesOf<CatalogTables>(db.kysely)
        .selectFrom('product_variant as v')
        .innerJoin('product as p', 'p.id', 'v.product_id')
        .select(['p.id', 'p.name', 'p.variant_count', 'v.id as variant_id', 'v.sku', 'v.size_value', 'v.size_unit', 'v.label', 'v.stock'])
        .whereRef('v.stock', '<=', 'v.low_stock_threshold')
        .where('p.status', '<>', 'archived')
        .orderBy('v.stock')
        .orderBy('v.id')
        .limit(limit)
        .execute()
      return rows.map((r) => {
        const name = pick(r.name, lang)
        const size = Number(r.variant_count) > 1 ? variantLabel({ size: { value: r.size_value, unit: r.size_unit }, label: r.label ? pick(r.label, lang) : null }) : null
        return { id: r.id, variant_id: r.variant_id, sku: r.sku, name: size ? `${name} · ${size}` : name, stock: r.stock }
      })
    },

    async take(tx: Tx, lines: StockLine[]): Promise<void> {
      const { variants, products } = await movesOf(tx, lines)
      const k = tablesOf<CatalogTables>(tx)
      for (const [id, move] of variants) {
        // The conditional update settles the last unit: of two orders, one finds it gone.
        const r = await k.updateTable('product_variant').set({ stock: sql`stock - ${move.stock}` }).where('id', '=', id).where('stock', '>=', move.stock).executeTakeFirst()
        // A missing unit (or a variant removed meanwhile): the caller's transaction rolls back every earlier update.
        if (Number(r.numUpdatedRows) !== 1) throw new DomainError('stock_short', CHECKOUT_MESSAGES.soldOut)
      }
      for (const [id, move] of products) {
        // The product's stock is the sum of its variants': it moves by what they moved.
        const update = k.updateTable('product').set({ stock: sql`stock - ${move.stock}`, sold_count: sql`sold_count + ${move.sold}` }).where('id', '=', id)
        // A product bought must still be on sale (archived or unpublished while the shopper paid: not
        // sold). A bundle's part only gives units: it may be off sale on its own (decision 033).
        const r = await (move.sold > 0 ? update.where('status', '=', 'published') : update).executeTakeFirst()
        if (Number(r.numUpdatedRows) !== 1) throw new DomainError('stock_short', CHECKOUT_MESSAGES.soldOut)
      }
    },

    async restore(tx: Tx, lines: StockLine[]): Promise<void> {
      // Parts follow today's composition of a combo; bundles are not re-composed once sold.
      const { variants, products } = await movesOf(tx, lines)
      const k = tablesOf<CatalogTables>(tx)
      const back = new Map<string, number>()
      for (const [id, move] of variants) {
        const r = await k.updateTable('product_variant').set({ stock: sql`stock + ${move.stock}` }).where('id', '=', id).executeTakeFirst()
        // A variant removed since the sale takes nothing back, nor does its product's sum.
        if (Number(r.numUpdatedRows) === 1) back.set(move.product_id, (back.get(move.product_id) ?? 0) + move.stock)
      }
      for (const [id, move] of products) {
        await k
          .updateTable('product')
          .set({
            stock: sql`stock + ${back.get(id) ?? 0}`,
            sold_count: sql`case when sold_count >= ${move.sold} then sold_count - ${move.sold} else 0 end`,
          })
          .where('id', '=', id)
          .execute()
      }
    },

    /**
     * Live price (in `currency`'s price list, decision 036) and sellable stock of these variants (the catalog's rule: a combo is limited by its
     * own stock and by its parts' variants, integer division flooring), keyed by variant id; unknown
     * ids are absent. `ex` may be a transaction, so a caller inside one does not wait for a second connection.
     */
    async sellable(variantIds: readonly string[], ex: Tx = db.kysely, currency: Currency = 'USD'): Promise<Map<string, SellableProduct>> {
      const unique = [...new Set(variantIds)]
      if (!unique.length) return new Map()
      const column = priceColumns(currency).price
      const rows = await tablesOf<CatalogTables>(ex)
        .selectFrom('product_variant as v')
        .innerJoin('product as p', 'p.id', 'v.product_id')
        .innerJoin('brand as b', 'b.id', 'p.brand_id')
        .select(['v.id as variant_id', 'v.sku', 'v.label', 'p.id', 'p.slug', 'p.kind', 'p.name', 'b.name as brand', 'v.size_value', 'v.size_unit', `v.${column} as price_cents`, 'v.stock', 'p.variant_count', 'p.status'])
        .select((eb) =>
          eb
            .selectFrom('combo_item as ci')
            .innerJoin('product_variant as cv', 'cv.id', 'ci.variant_id')
            .select(sql<number | null>`min(cv.stock / ci.quantity)`.as('m'))
            .whereRef('ci.combo_id', '=', 'p.id')
            .as('parts_stock'),
        )
        .where('v.id', 'in', unique)
        .execute()
      return new Map(
        rows.map((r) => {
          const parts = r.parts_stock === null ? null : Number(r.parts_stock)
          const onSale = r.status === 'published'
          const stock = !onSale ? 0 : r.kind === 'combo' && parts !== null ? Math.min(r.stock, parts) : r.stock
          return [
            r.variant_id,
            {
              id: r.id,
              variant_id: r.variant_id,
              sku: r.sku,
              slug: r.slug,
              kind: r.kind,
              name: translated(r.name),
              brand: r.brand,
              size_value: r.size_value,
              size_unit: r.size_unit,
              label: r.label ? translated(r.label) : null,
              has_sizes: Number(r.variant_count) > 1,
              price_cents: r.price_cents,
              stock,
              on_sale: onSale,
            },
          ]
        }),
      )
    },

    /**
     * The variant a shopper's add names: `variantId` when it belongs to the product, else (none
     * named) the product's default one, its lowest-priced (the price the product shows). Null when
     * the product or that variant of it does not exist.
     */
    async variantOf(productId: string, variantId?: string): Promise<string | null> {
      let q = tablesOf<CatalogTables>(db.kysely).selectFrom('product_variant').select('id').where('product_id', '=', productId)
      q = variantId ? q.where('id', '=', variantId) : q.orderBy('price_cents').orderBy('position').orderBy('id').limit(1)
      return (await q.executeTakeFirst())?.id ?? null
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
