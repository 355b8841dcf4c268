import { PublicSellerSchema, SellerSettingsAnswerSchema, SellerSettingsSchema } from '@shop/domain'
import type { FastifyPluginAsync } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { requireStaff } from '../../http/auth'
import { security } from '../../http/openapi'
import { pageRead } from '../../http/page-reads'
import { sendJson } from '../../http/reply'
import type { SettingsService } from './settings.service'

/** What server-rendered pages read of the settings: the seller the legal pages name (decision 042). */
export function settingsPageReads(settings: SettingsService) {
  return {
    seller: pageRead({ path: '/api/seller', query: z.object({}), read: () => settings.publicSellerJson() }),
  }
}

/**
 * Who the seller is, for everyone: the terms, the withdrawal policy and its model form, and the
 * imprint fill it in. Browsers may keep it a minute, as the rendered pages that carry it.
 */
export const sellerRoutes: FastifyPluginAsync<{ settings: SettingsService }> = async (fastify, { settings }) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>()
  const reads = settingsPageReads(settings)
  app.get(reads.seller.path, {
    schema: {
      response: { 200: PublicSellerSchema },
      tags: ['content'],
      summary: "The seller's name, address, country, VAT and registration numbers, email and phone, as the owner's settings hold them",
    },
  }, async (_req, reply) => {
    reply.header('cache-control', 'public, max-age=60')
    return sendJson(reply, await reads.seller.read({}, {}))
  })
}

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
