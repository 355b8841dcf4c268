/**
 * modules/catalog-admin owns product_image: uploaded product photos (PNG, JPEG or WebP, ≤ 2 MB),
 * the bytes in the database. The product's `photos` column (db/types.ts) lists their ids in
 * gallery order.
 */
export interface ProductImageTable {
  id: string
  product_id: string
  content_type: 'image/png' | 'image/jpeg' | 'image/webp'
  bytes: number
  width: number
  height: number
  sha256: string
  data: Buffer
  created_by: string
  created_at: string
}

export interface CatalogAdminTables {
  product_image: ProductImageTable
}
