import {
  changedLanguages,
  DomainError,
  LANGUAGES,
  NotFound,
  STAFF_CATALOG_MESSAGES as MSG,
  slugFromName,
  ValidationFailed,
  type StaffBrand,
  type StaffBrandCreate,
  type StaffBrandUpdate,
  type StaffCategory,
  type StaffCategoryCreate,
  type StaffCategoryUpdate,
  type Translated,
} from '@shop/domain'
import type { BrandTable, CategoryTable } from '../../db/types'
import type { Tx } from '../../db/tx'
import { newId } from '../../lib/ids'
import type { CatalogAdminDeps } from './catalog.admin.service'
import { storeTranslated, translated } from './catalog.admin-mapper'
import { createCatalogAdminRepository, isUniqueViolation } from './catalog.admin.repository'

type Staff = Parameters<CatalogAdminDeps['audit']['record']>[1]

const EMPTY: Translated = { en: '', cz: '', sl: '', ge: '' }

function toCategory(c: CategoryTable, counts: Map<string, number>): StaffCategory {
  return {
    id: c.id,
    slug: c.slug,
    parent_id: c.parent_id,
    position: c.position,
    name: translated(c.name),
    description: translated(c.description),
    product_count: counts.get(c.id) ?? 0,
  }
}

function toBrand(b: BrandTable, counts: Map<string, number>): StaffBrand {
  return {
    id: b.id,
    slug: b.slug,
    name: b.name,
    country: b.country,
    position: b.position,
    description: translated(b.description),
    product_count: counts.get(b.id) ?? 0,
    responsible_name: b.responsible_name,
    responsible_address: b.responsible_address,
    responsible_email: b.responsible_email,
  }
}

/** The storefront shows a top-level category's description: it needs one in every language. */
function requireDescription(description: Translated): void {
  const missing = LANGUAGES.filter((l) => !description[l])
  if (missing.length) {
    throw new ValidationFailed('category_description_missing', MSG.descriptionRequired, missing.map((l) => ({ path: `description.${l}`, message: MSG.descriptionRequired })))
  }
}

/** A name that makes no ASCII slug (all other letters) still gets one. */
function slugFor(given: string | undefined, name: string, id: string): string {
  return given ?? (slugFromName(name) || id.replace('_', '-'))
}

/** Categories and brands: list, create, change. Each change is one transaction with its audit line. */
export function createTaxonomyService({ db, catalog, audit, search }: CatalogAdminDeps) {
  const repo = createCatalogAdminRepository(db)
  /** Runs the change, maps a taken slug to 409, and drops cached storefront answers after the commit. */
  async function commit<T>(change: (tx: Tx) => Promise<T>): Promise<T> {
    let out: T
    try {
      out = await db.kysely.transaction().execute(change)
    } catch (err) {
      if (isUniqueViolation(err)) throw new DomainError('slug_taken', MSG.slugTaken)
      throw err
    }
    await catalog.invalidate()
    return out
  }

  async function category(k: Tx, id: string): Promise<StaffCategory> {
    const row = await repo.category(k, id)
    if (!row) throw new NotFound('Category', 'category_not_found')
    return toCategory(row, await repo.categoryCounts(k))
  }

  async function brand(k: Tx, id: string): Promise<StaffBrand> {
    const row = await repo.brand(k, id)
    if (!row) throw new NotFound('Brand', 'brand_not_found')
    return toBrand(row, await repo.brandCounts(k))
  }

  return {
    /** Every category, each top-level one followed by its subcategories, in shop order. */
    async categories(): Promise<{ data: StaffCategory[]; total: number; page: number }> {
      const [rows, counts] = await Promise.all([repo.categories(db.kysely), repo.categoryCounts(db.kysely)])
      const data = rows
        .filter((c) => c.parent_id === null)
        .flatMap((top) => [top, ...rows.filter((s) => s.parent_id === top.id)])
        .map((c) => toCategory(c, counts))
      return { data, total: data.length, page: 1 }
    },

    async createCategory(staff: Staff, input: StaffCategoryCreate): Promise<StaffCategory> {
      const description = input.description ?? EMPTY
      return commit(async (tx) => {
        if (input.parent_id !== null) {
          const parent = await repo.category(tx, input.parent_id)
          if (!parent || parent.parent_id !== null) throw new ValidationFailed('category_parent_not_top', MSG.parentNotTop, [{ path: 'parent_id', message: MSG.parentNotTop }])
        } else {
          requireDescription(description)
        }
        const id = newId(input.parent_id === null ? 'cat' : 'sub')
        const row: CategoryTable = {
          id,
          slug: slugFor(input.slug, input.name.en, id),
          parent_id: input.parent_id,
          position: input.position ?? (await repo.nextCategoryPosition(tx, input.parent_id)),
          name: storeTranslated(input.name),
          description: storeTranslated(description),
        }
        await repo.insertCategory(tx, row)
        await audit.record(tx, staff, { action: 'category.create', entity: 'category', entity_id: id, details: { slug: row.slug, parent_id: row.parent_id } })
        return category(tx, id)
      })
    },

    async updateCategory(staff: Staff, id: string, patch: StaffCategoryUpdate): Promise<StaffCategory> {
      if (!Object.values(patch).some((v) => v !== undefined)) throw new ValidationFailed('nothing_to_change', MSG.nothingToChange)
      return commit(async (tx) => {
        if (!(await repo.lockCategory(tx, id))) throw new NotFound('Category', 'category_not_found')
        const row = (await repo.category(tx, id))!
        const changes: Record<string, unknown> = {}
        const values: Partial<CategoryTable> = {}
        if (patch.slug !== undefined && patch.slug !== row.slug) {
          values.slug = patch.slug
          changes.slug = { from: row.slug, to: patch.slug }
        }
        if (patch.position !== undefined && patch.position !== row.position) {
          values.position = patch.position
          changes.position = { from: row.position, to: patch.position }
        }
        for (const field of ['name', 'description'] as const) {
          const next = patch[field]
          if (!next) continue
          if (field === 'description' && row.parent_id === null) requireDescription(next)
          const languages = changedLanguages(translated(row[field]), next)
          if (!languages.length) continue
          values[field] = storeTranslated(next)
          changes[field] = { languages }
        }
        if (!Object.keys(values).length) return category(tx, id)
        await repo.updateCategory(tx, id, values)
        // Category names are part of every product's search document.
        if (values.name) await search.reindex(tx, await repo.productIdsInCategory(tx, id))
        await audit.record(tx, staff, { action: 'category.update', entity: 'category', entity_id: id, details: changes })
        return category(tx, id)
      })
    },

    async brands(): Promise<{ data: StaffBrand[]; total: number; page: number }> {
      const [rows, counts] = await Promise.all([repo.brands(db.kysely), repo.brandCounts(db.kysely)])
      return { data: rows.map((b) => toBrand(b, counts)), total: rows.length, page: 1 }
    },

    async createBrand(staff: Staff, input: StaffBrandCreate): Promise<StaffBrand> {
      return commit(async (tx) => {
        const id = newId('brd')
        const row: BrandTable = {
          id,
          slug: slugFor(input.slug, input.name, id),
          name: input.name,
          country: input.country,
          description: storeTranslated(input.description),
          position: input.position ?? (await repo.nextBrandPosition(tx)),
          responsible_name: input.responsible_name,
          responsible_address: input.responsible_address,
          responsible_email: input.responsible_email,
        }
        await repo.insertBrand(tx, row)
        await audit.record(tx, staff, { action: 'brand.create', entity: 'brand', entity_id: id, details: { slug: row.slug, name: row.name } })
        return brand(tx, id)
      })
    },

    async updateBrand(staff: Staff, id: string, patch: StaffBrandUpdate): Promise<StaffBrand> {
      if (!Object.values(patch).some((v) => v !== undefined)) throw new ValidationFailed('nothing_to_change', MSG.nothingToChange)
      return commit(async (tx) => {
        if (!(await repo.lockBrand(tx, id))) throw new NotFound('Brand', 'brand_not_found')
        const row = (await repo.brand(tx, id))!
        const changes: Record<string, unknown> = {}
        const values: Partial<BrandTable> = {}
        for (const field of ['slug', 'name', 'country', 'position', 'responsible_name', 'responsible_address', 'responsible_email'] as const) {
          const next = patch[field]
          if (next === undefined || next === row[field]) continue
          Object.assign(values, { [field]: next })
          changes[field] = { from: row[field], to: next }
        }
        if (patch.description) {
          const languages = changedLanguages(translated(row.description), patch.description)
          if (languages.length) {
            values.description = storeTranslated(patch.description)
            changes.description = { languages }
          }
        }
        if (!Object.keys(values).length) return brand(tx, id)
        await repo.updateBrand(tx, id, values)
        if (values.name !== undefined) await search.reindex(tx, await repo.productIdsOfBrand(tx, id))
        await audit.record(tx, staff, { action: 'brand.update', entity: 'brand', entity_id: id, details: changes })
        return brand(tx, id)
      })
    },
  }
}

export type TaxonomyService = ReturnType<typeof createTaxonomyService>
