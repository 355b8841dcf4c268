import {
  StaffProductCreateSchema,
  StaffProductIdParamsSchema,
  StaffProductSchema,
  StaffStockAdjustmentSchema,
  StaffVariantParamsSchema,
  StockMovementListSchema,
} from '@shop/domain'
import type { FastifyPluginAsync } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { requireStaff, staffArea } from '../../http/auth'
import { security } from '../../http/openapi'
import type { ProductAuthoring } from './catalog.admin-create'
import type { StockAdjustments } from './catalog.admin-stock'

const tags = ['staff']

/** Staff create and duplicate products and adjust stock with a reason (issue 17, decision 034); the catalog role and owners. */
export const productAuthoringRoutes: FastifyPluginAsync<{ authoring: ProductAuthoring; stock: StockAdjustments }> = async (fastify, { authoring, stock }) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>()
  app.addHook('onRequest', staffArea('catalog'))

  app.post(
    '/api/staff/products',
    {
      schema: {
        body: StaffProductCreateSchema,
        response: { 201: StaffProductSchema },
        tags,
        security,
        summary: 'Create a product as a draft with its sizes (English texts required; an empty language shows English); a taken slug or SKU is 409 with the field',
      },
    },
    async (req, reply) => reply.status(201).send(await authoring.create(requireStaff(req, 'catalog'), req.body)),
  )

  app.post(
    '/api/staff/products/:id/duplicate',
    {
      schema: {
        params: StaffProductIdParamsSchema,
        response: { 201: StaffProductSchema },
        tags,
        security,
        summary: 'Copy a product into a new draft: texts, attributes, photos and sizes (SKUs get -COPY, GTINs cleared, stock 0)',
      },
    },
    async (req, reply) => reply.status(201).send(await authoring.duplicate(requireStaff(req, 'catalog'), req.params.id)),
  )

  app.post(
    '/api/staff/products/:id/variants/:variantId/stock',
    {
      schema: {
        params: StaffVariantParamsSchema,
        body: StaffStockAdjustmentSchema,
        response: { 200: StaffProductSchema },
        tags,
        security,
        summary: "Adjust a size's stock by a signed quantity with a reason (received, damaged, correction, returned, other + note); never below zero (409 stock_below_zero); kept in the history",
      },
    },
    async (req) => stock.adjust(requireStaff(req, 'catalog'), req.params.id, req.params.variantId, req.body),
  )

  app.get(
    '/api/staff/products/:id/stock-movements',
    {
      schema: { params: StaffProductIdParamsSchema, response: { 200: StockMovementListSchema }, tags, security, summary: "A product's stock adjustments, newest first (the last 200)" },
    },
    async (req) => {
      requireStaff(req, 'catalog')
      return stock.history(req.params.id)
    },
  )
}
