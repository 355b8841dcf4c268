import { StaffProductIdParamsSchema, StaffProductSchema, StaffVariantCreateSchema, StaffVariantParamsSchema, StaffVariantUpdateSchema } from '@shop/domain'
import type { FastifyPluginAsync } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { requireStaff, staffArea } from '../../http/auth'
import { security } from '../../http/openapi'
import type { VariantAdmin } from './catalog.admin-variants'

const tags = ['staff']

/** Staff editing of a product's sizes (decision 029); each answers the whole product as the editor shows it. */
export const variantAdminRoutes: FastifyPluginAsync<{ variants: VariantAdmin }> = async (fastify, { variants }) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>()
  // Before the body is read or validated (the catalog role and owners, decision 030).
  app.addHook('onRequest', staffArea('catalog'))

  app.post(
    '/api/staff/products/:id/variants',
    { schema: { params: StaffProductIdParamsSchema, body: StaffVariantCreateSchema, response: { 201: StaffProductSchema }, tags, security, summary: 'Add a size: SKU (unique), GTIN (EAN-13, unique when set), size, label, weight, prices, stock' } },
    async (req, reply) => reply.status(201).send(await variants.add(requireStaff(req, 'catalog'), req.params.id, req.body)),
  )

  app.patch(
    '/api/staff/products/:id/variants/:variantId',
    { schema: { params: StaffVariantParamsSchema, body: StaffVariantUpdateSchema, response: { 200: StaffProductSchema }, tags, security, summary: "Change a size's fields; send expected_stock with stock to refuse (409) a count that orders changed meanwhile" } },
    async (req) => variants.update(requireStaff(req, 'catalog'), req.params.id, req.params.variantId, req.body),
  )

  app.delete(
    '/api/staff/products/:id/variants/:variantId',
    { schema: { params: StaffVariantParamsSchema, response: { 200: StaffProductSchema }, tags, security, summary: 'Remove a size (not the last one, nor one a set is made of)' } },
    async (req) => variants.remove(requireStaff(req, 'catalog'), req.params.id, req.params.variantId),
  )
}
