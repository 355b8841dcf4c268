import {
  PRODUCT_PHOTO_BODY_LIMIT,
  ProductPhotoUploadSchema,
  StaffBrandCreateSchema,
  StaffBrandIdParamsSchema,
  StaffBrandListSchema,
  StaffBrandSchema,
  StaffBrandUpdateSchema,
  StaffCategoryCreateSchema,
  StaffCategoryIdParamsSchema,
  StaffCategoryListSchema,
  StaffCategorySchema,
  StaffCategoryUpdateSchema,
  StaffPhotoParamsSchema,
  StaffProductIdParamsSchema,
  StaffProductListSchema,
  StaffProductQuerySchema,
  StaffProductSchema,
  StaffProductUpdateSchema,
  LangQuerySchema,
  ProductDetailSchema,
  StaffProductStatusChangeSchema,
} from '@shop/domain'
import type { FastifyPluginAsync } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { requireStaff, staffArea } from '../../http/auth'
import { security } from '../../http/openapi'
import type { CatalogAdminService } from './catalog.admin.service'
import type { TaxonomyService } from './catalog.admin-taxonomy'
import type { ProductLifecycle } from './catalog.lifecycle'

const tags = ['staff']

/** Staff catalog editing: products, their photos, status, categories and brands (the catalog role and owners, decision 030). */
export const catalogAdminRoutes: FastifyPluginAsync<{ products: CatalogAdminService; taxonomy: TaxonomyService; lifecycle: ProductLifecycle }> = async (
  fastify,
  { products, taxonomy, lifecycle },
) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>()
  // Before the body is read or validated: others learn nothing, and send no megabytes.
  app.addHook('onRequest', staffArea('catalog'))

  app.get(
    '/api/staff/products',
    { schema: { querystring: StaffProductQuerySchema, response: { 200: StaffProductListSchema }, tags, security, summary: 'Products for editing, by slug; q searches names in every language, slug, brand and id (25 per page)' } },
    async (req) => products.list(req.query),
  )

  app.get(
    '/api/staff/products/:id',
    { schema: { params: StaffProductIdParamsSchema, response: { 200: StaffProductSchema }, tags, security, summary: 'One product with its texts in all four languages and its photos' } },
    async (req) => products.get(req.params.id),
  )

  app.patch(
    '/api/staff/products/:id',
    {
      schema: {
        params: StaffProductIdParamsSchema,
        body: StaffProductUpdateSchema,
        response: { 200: StaffProductSchema },
        tags,
        security,
        summary: 'Change texts (all four languages), price, compare-at price, stock or featured; send expected_stock with stock to refuse (409) a count that orders changed meanwhile',
      },
    },
    async (req) => products.update(requireStaff(req, 'catalog'), req.params.id, req.body),
  )

  app.post(
    '/api/staff/products/:id/images',
    {
      bodyLimit: PRODUCT_PHOTO_BODY_LIMIT,
      schema: {
        params: StaffProductIdParamsSchema,
        body: ProductPhotoUploadSchema,
        response: { 201: StaffProductSchema },
        tags,
        security,
        summary: 'Upload a photo (PNG, JPEG or WebP as base64, at most 2 MB: 413 above); photos replace the drawn pictures in the shop',
      },
    },
    async (req, reply) => reply.status(201).send(await products.addPhoto(requireStaff(req, 'catalog'), req.params.id, req.body)),
  )

  app.delete(
    '/api/staff/products/:id/images/:imageId',
    { schema: { params: StaffPhotoParamsSchema, response: { 200: StaffProductSchema }, tags, security, summary: 'Delete a photo (with none left the drawn pictures show again)' } },
    async (req) => products.removePhoto(requireStaff(req, 'catalog'), req.params.id, req.params.imageId),
  )

  app.get(
    '/api/staff/categories',
    { schema: { response: { 200: StaffCategoryListSchema }, tags, security, summary: 'Every category with all four languages, each followed by its subcategories' } },
    async () => taxonomy.categories(),
  )

  app.post(
    '/api/staff/categories',
    { schema: { body: StaffCategoryCreateSchema, response: { 201: StaffCategorySchema }, tags, security, summary: 'Add a category (parent_id null) or a subcategory' } },
    async (req, reply) => reply.status(201).send(await taxonomy.createCategory(requireStaff(req, 'catalog'), req.body)),
  )

  app.patch(
    '/api/staff/categories/:id',
    { schema: { params: StaffCategoryIdParamsSchema, body: StaffCategoryUpdateSchema, response: { 200: StaffCategorySchema }, tags, security, summary: 'Change a category: slug, position, names or descriptions' } },
    async (req) => taxonomy.updateCategory(requireStaff(req, 'catalog'), req.params.id, req.body),
  )

  app.get(
    '/api/staff/brands',
    { schema: { response: { 200: StaffBrandListSchema }, tags, security, summary: 'Every brand with its descriptions in all four languages' } },
    async () => taxonomy.brands(),
  )

  app.post(
    '/api/staff/brands',
    { schema: { body: StaffBrandCreateSchema, response: { 201: StaffBrandSchema }, tags, security, summary: 'Add a brand' } },
    async (req, reply) => reply.status(201).send(await taxonomy.createBrand(requireStaff(req, 'catalog'), req.body)),
  )

  app.patch(
    '/api/staff/brands/:id',
    { schema: { params: StaffBrandIdParamsSchema, body: StaffBrandUpdateSchema, response: { 200: StaffBrandSchema }, tags, security, summary: 'Change a brand: slug, name, country, position or descriptions' } },
    async (req) => taxonomy.updateBrand(requireStaff(req, 'catalog'), req.params.id, req.body),
  )

  // Product lifecycle (docs/decisions/033): draft, published, archived.
  app.post(
    '/api/staff/products/:id/status',
    {
      schema: {
        params: StaffProductIdParamsSchema,
        body: StaffProductStatusChangeSchema,
        response: { 200: StaffProductSchema },
        tags,
        security,
        summary: 'Publish, unpublish (to draft), archive or restore a product; audited; the shop and its cached pages follow at once',
      },
    },
    async (req) => lifecycle.move(requireStaff(req, 'catalog'), req.params.id, req.body.status),
  )

  app.get(
    '/api/staff/products/:id/preview',
    {
      schema: {
        params: StaffProductIdParamsSchema,
        querystring: LangQuerySchema,
        response: { 200: ProductDetailSchema },
        tags,
        security,
        summary: 'A product in any state (a draft too) as the shop shows it once published',
      },
    },
    async (req) => {
      requireStaff(req, 'catalog')
      return lifecycle.preview(req.params.id, req.query.lang)
    },
  )
}
