import type { StaffBrand, StaffCategory, StaffProduct, StaffProductRow, StaffVariant } from '@shop/domain'

/** Test data for the staff catalog pages (used by tests only). */

export const PRODUCT_ID = 'prd_roseoil01'

export function makeStaffProduct(changes: Partial<StaffProduct> = {}): StaffProduct {
  return {
    id: PRODUCT_ID,
    slug: 'rose-face-oil',
    kind: 'single',
    brand: { id: 'brd_aaaaaaaaaaaaaaaa', name: 'Alpska Roža' },
    category: { id: 'cat_aaaaaaaaaaaaaaaa', name: 'Face' },
    subcategory: { id: 'sub_aaaaaaaaaaaaaaaa', name: 'Face oils' },
    price_cents: 1899,
    compare_at_cents: null,
    stock: 42,
    featured: false,
    image: `/api/media/product/${PRODUCT_ID}/front.svg`,
    name: { en: 'Rose Face Oil', cz: 'Růžový pleťový olej', sl: 'Rožno olje za obraz', ge: 'Rosen-Gesichtsöl' },
    description: { en: 'A light oil.', cz: 'Lehký olej.', sl: 'Lahko olje.', ge: 'Ein leichtes Öl.' },
    usage: { en: 'Warm three drops.', cz: 'Zahřejte tři kapky.', sl: 'Segrejte tri kapljice.', ge: 'Drei Tropfen erwärmen.' },
    warnings: { en: '', cz: '', sl: '', ge: '' },
    photos: [],
    drawn_images: ['front', 'texture', 'ingredients'].map((v) => `/api/media/product/${PRODUCT_ID}/${v}.svg`),
    created_at: '2026-10-01T08:00:00.000Z',
    status: 'published',
    variants: [makeStaffVariant()],
    ...changes,
  }
}

export function makeStaffVariant(changes: Partial<StaffVariant> = {}): StaffVariant {
  return {
    id: 'var_roseoil01',
    position: 0,
    sku: 'ALP-00001-30ML',
    gtin: '2000000000015',
    size_value: 30,
    size_unit: 'ml',
    label: null,
    weight_g: 95,
    price_cents: 1899,
    compare_at_cents: null,
    price_eur_cents: 1790,
    compare_at_eur_cents: null,
    price_eur_manual: false,
    price_czk_cents: 43900,
    compare_at_czk_cents: null,
    price_czk_manual: false,
    stock: 42,
    low_stock_threshold: 5,
    photo_id: null,
    ...changes,
  }
}

export function makeProductRow(changes: Partial<StaffProductRow> = {}): StaffProductRow {
  const p = makeStaffProduct()
  return {
    id: p.id,
    slug: p.slug,
    kind: p.kind,
    name: p.name.en,
    brand: p.brand,
    category: p.category,
    subcategory: p.subcategory,
    price_cents: p.price_cents,
    compare_at_cents: p.compare_at_cents,
    stock: p.stock,
    featured: p.featured,
    image: p.image,
    photo_count: 0,
    status: p.status,
    ...changes,
  }
}

export const FACE: StaffCategory = {
  id: 'cat_aaaaaaaaaaaaaaaa',
  slug: 'face',
  parent_id: null,
  position: 1,
  name: { en: 'Face', cz: 'Pleť', sl: 'Obraz', ge: 'Gesicht' },
  description: { en: 'Care for the face.', cz: 'Péče o pleť.', sl: 'Nega obraza.', ge: 'Pflege fürs Gesicht.' },
  product_count: 12,
}

export const FACE_OILS: StaffCategory = {
  id: 'sub_aaaaaaaaaaaaaaaa',
  slug: 'face-oils',
  parent_id: FACE.id,
  position: 1,
  name: { en: 'Face oils', cz: 'Pleťové oleje', sl: 'Olja za obraz', ge: 'Gesichtsöle' },
  description: { en: '', cz: '', sl: '', ge: '' },
  product_count: 4,
}

export const BRAND: StaffBrand = {
  id: 'brd_aaaaaaaaaaaaaaaa',
  slug: 'alpska-roza',
  name: 'Alpska Roža',
  country: 'SI',
  position: 1,
  description: { en: 'Alpine roses.', cz: 'Alpské růže.', sl: 'Alpske vrtnice.', ge: 'Alpenrosen.' },
  product_count: 7,
  responsible_name: 'Alpska Roža d.o.o.',
  responsible_address: 'Cesta 5\n4260 Bled\nSlovenia',
  responsible_email: 'info@alpska-roza.si',
}
