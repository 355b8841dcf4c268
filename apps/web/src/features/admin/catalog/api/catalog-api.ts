import type {
  Language,
  ProductDetail,
  ProductPhotoUpload,
  ProductStatus,
  StaffBrand,
  StaffBrandCreate,
  StaffBrandUpdate,
  StaffCategory,
  StaffCategoryCreate,
  StaffCategoryUpdate,
  StaffProduct,
  StaffProductCreate,
  StaffProductList,
  StaffStockAdjustment,
  StockMovementList,
  StaffProductUpdate,
  StaffVariantCreate,
  StaffVariantUpdate,
} from '@shop/domain'
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { api } from '../../../../lib/api-client'

/** The staff catalog endpoints (shapes: packages/domain/src/staff-catalog.ts). */

export interface ProductFilters {
  q?: string
  status?: ProductStatus
  page: number
}

interface List<T> {
  data: T[]
  total: number
  page: number
}

const productPath = (id: string) => `/api/staff/products/${encodeURIComponent(id)}`

export const catalogApi = {
  products: (f: ProductFilters, signal?: AbortSignal) => api.get<StaffProductList>('/api/staff/products', { ...f }, signal),
  product: (id: string, signal?: AbortSignal) => api.get<StaffProduct>(productPath(id), undefined, signal),
  updateProduct: (id: string, patch: StaffProductUpdate) => api.patch<StaffProduct>(productPath(id), patch),
  addPhoto: (id: string, upload: ProductPhotoUpload) => api.post<StaffProduct>(`${productPath(id)}/images`, upload),
  setStatus: (id: string, status: ProductStatus) => api.post<StaffProduct>(`${productPath(id)}/status`, { status }),
  preview: (id: string, lang: Language, signal?: AbortSignal) => api.get<ProductDetail>(`${productPath(id)}/preview`, { lang }, signal),
  addVariant: (id: string, input: StaffVariantCreate) => api.post<StaffProduct>(`${productPath(id)}/variants`, input),
  updateVariant: (id: string, variantId: string, patch: StaffVariantUpdate) => api.patch<StaffProduct>(`${productPath(id)}/variants/${encodeURIComponent(variantId)}`, patch),
  removeVariant: (id: string, variantId: string) => api.delete<StaffProduct>(`${productPath(id)}/variants/${encodeURIComponent(variantId)}`),
  removePhoto: (id: string, imageId: string) => api.delete<StaffProduct>(`${productPath(id)}/images/${encodeURIComponent(imageId)}`),
  categories: (signal?: AbortSignal) => api.get<List<StaffCategory>>('/api/staff/categories', undefined, signal),
  createCategory: (input: StaffCategoryCreate) => api.post<StaffCategory>('/api/staff/categories', input),
  updateCategory: (id: string, patch: StaffCategoryUpdate) => api.patch<StaffCategory>(`/api/staff/categories/${encodeURIComponent(id)}`, patch),
  brands: (signal?: AbortSignal) => api.get<List<StaffBrand>>('/api/staff/brands', undefined, signal),
  createBrand: (input: StaffBrandCreate) => api.post<StaffBrand>('/api/staff/brands', input),
  updateBrand: (id: string, patch: StaffBrandUpdate) => api.patch<StaffBrand>(`/api/staff/brands/${encodeURIComponent(id)}`, patch),
  createProduct: (input: StaffProductCreate) => api.post<StaffProduct>('/api/staff/products', input),
  duplicateProduct: (id: string) => api.post<StaffProduct>(`${productPath(id)}/duplicate`, {}),
  adjustStock: (id: string, variantId: string, input: StaffStockAdjustment) => api.post<StaffProduct>(`${productPath(id)}/variants/${encodeURIComponent(variantId)}/stock`, input),
  stockMovements: (id: string, signal?: AbortSignal) => api.get<StockMovementList>(`${productPath(id)}/stock-movements`, undefined, signal),
}

export const catalogKeys = {
  products: (f: ProductFilters) => ['staff', 'catalog', 'products', f] as const,
  product: (id: string) => ['staff', 'catalog', 'product', id] as const,
  preview: (id: string, lang: Language) => ['staff', 'catalog', 'preview', id, lang] as const,
  categories: ['staff', 'catalog', 'categories'] as const,
  brands: ['staff', 'catalog', 'brands'] as const,
  movements: (id: string) => ['staff', 'catalog', 'movements', id] as const,
}

export function useStaffProducts(f: ProductFilters) {
  return useQuery({ queryKey: catalogKeys.products(f), queryFn: ({ signal }) => catalogApi.products(f, signal), placeholderData: keepPreviousData })
}

export function useStaffProduct(id: string) {
  return useQuery({ queryKey: catalogKeys.product(id), queryFn: ({ signal }) => catalogApi.product(id, signal) })
}

/**
 * Every product change answers with the product as it is now: the edit page takes it as is, and
 * the lists (names, prices, stock, pictures) and the dashboard's low-stock list are asked again.
 */
function useProductChange<V>(id: string, send: (vars: V) => Promise<StaffProduct>) {
  const client = useQueryClient()
  return useMutation({
    mutationFn: send,
    onSuccess: (product) => client.setQueryData(catalogKeys.product(id), product),
    // Refused (e.g. the stock moved meanwhile): show the product as it is now.
    onError: () => client.invalidateQueries({ queryKey: catalogKeys.product(id) }),
    onSettled: () => client.invalidateQueries({ queryKey: ['staff'], predicate: (q) => !(q.queryKey[1] === 'catalog' && q.queryKey[2] === 'product') }),
  })
}

export function useUpdateProduct(id: string) {
  return useProductChange(id, (patch: StaffProductUpdate) => catalogApi.updateProduct(id, patch))
}

export function useAddPhoto(id: string) {
  return useProductChange(id, (upload: ProductPhotoUpload) => catalogApi.addPhoto(id, upload))
}

/** A product's sizes (decision 029): add, change, remove; each answers the whole product. */
export function useAddVariant(id: string) {
  return useProductChange(id, (input: StaffVariantCreate) => catalogApi.addVariant(id, input))
}

export function useUpdateVariant(id: string) {
  return useProductChange(id, ({ variantId, patch }: { variantId: string; patch: StaffVariantUpdate }) => catalogApi.updateVariant(id, variantId, patch))
}

export function useRemoveVariant(id: string) {
  return useProductChange(id, (variantId: string) => catalogApi.removeVariant(id, variantId))
}

export function useRemovePhoto(id: string) {
  return useProductChange(id, (imageId: string) => catalogApi.removePhoto(id, imageId))
}

/** Publish, unpublish, archive or restore (docs/decisions/033). */
export function useSetProductStatus(id: string) {
  return useProductChange(id, (status: ProductStatus) => catalogApi.setStatus(id, status))
}

/** The product as the shop would show it, whatever its status: read when staff open the preview. */
export function useProductPreview(id: string, lang: Language, enabled: boolean) {
  return useQuery({ queryKey: catalogKeys.preview(id, lang), queryFn: ({ signal }) => catalogApi.preview(id, lang, signal), enabled })
}

export function useStaffCategories() {
  return useQuery({ queryKey: catalogKeys.categories, queryFn: ({ signal }) => catalogApi.categories(signal) })
}

export function useSaveCategory() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: ({ id, input }: { id?: string; input: StaffCategoryCreate }) => {
      if (!id) return catalogApi.createCategory(input)
      // The parent stays once a category exists (moving one would move its products).
      const { parent_id: _parent, ...patch } = input
      return catalogApi.updateCategory(id, patch)
    },
    onSettled: () => client.invalidateQueries({ queryKey: ['staff', 'catalog'] }),
  })
}

export function useStaffBrands() {
  return useQuery({ queryKey: catalogKeys.brands, queryFn: ({ signal }) => catalogApi.brands(signal) })
}

export function useSaveBrand() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: ({ id, input }: { id?: string; input: StaffBrandCreate }) => (id ? catalogApi.updateBrand(id, input) : catalogApi.createBrand(input)),
    onSettled: () => client.invalidateQueries({ queryKey: ['staff', 'catalog'] }),
  })
}

/* ---- New products, copies and stock adjustments (decision 034) ---- */

/** A new draft or a copy: the lists are asked again; the caller opens the new product's editor. */
function useNewProduct<V>(send: (vars: V) => Promise<StaffProduct>) {
  const client = useQueryClient()
  return useMutation({
    mutationFn: send,
    onSuccess: (product) => {
      client.setQueryData(catalogKeys.product(product.id), product)
      void client.invalidateQueries({ queryKey: ['staff', 'catalog', 'products'] })
    },
  })
}

export function useCreateProduct() {
  return useNewProduct((input: StaffProductCreate) => catalogApi.createProduct(input))
}

export function useDuplicateProduct(id: string) {
  return useNewProduct(() => catalogApi.duplicateProduct(id))
}

export function useAdjustStock(id: string) {
  const client = useQueryClient()
  const change = useProductChange(id, ({ variantId, input }: { variantId: string; input: StaffStockAdjustment }) => catalogApi.adjustStock(id, variantId, input))
  return {
    ...change,
    mutateAsync: (vars: { variantId: string; input: StaffStockAdjustment }) =>
      change.mutateAsync(vars).finally(() => client.invalidateQueries({ queryKey: catalogKeys.movements(id) })),
  }
}

export function useStockMovements(id: string) {
  return useQuery({ queryKey: catalogKeys.movements(id), queryFn: ({ signal }) => catalogApi.stockMovements(id, signal) })
}
