import { SellerSettingsAnswerSchema, SellerSettingsSchema } from '@shop/domain'
import type { FastifyPluginAsync } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { requireStaff } from '../../http/auth'
import { security } from '../../http/openapi'
import type { SettingsService } from './settings.service'

const tags = ['staff']

/** The owner's shop settings: the seller's details printed on invoices and credit notes. */
export const settingsRoutes: FastifyPluginAsync<{ settings: SettingsService }> = async (fastify, { settings }) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>()
  // Before validation: who may not edit settings learns nothing from its input rules.
  app.addHook('onRequest', async (req) => {
    requireStaff(req, 'owner')
  })

  app.get('/api/staff/settings/seller', {
    schema: { response: { 200: SellerSettingsAnswerSchema }, tags, security, summary: "The seller's details that invoices and credit notes copy" },
  }, async () => settings.seller())

  app.put('/api/staff/settings/seller', {
    schema: {
      body: SellerSettingsSchema,
      response: { 200: SellerSettingsAnswerSchema },
      tags,
      security,
      summary: "Change the seller's details (every field; documents already issued keep the details they were issued with)",
    },
  }, async (req) => settings.updateSeller(requireStaff(req, 'owner'), req.body))
}
