import {
  ShippingIdParamsSchema,
  ShippingMethodInfoSchema,
  ShippingMethodInputSchema,
  ShippingMethodPatchSchema,
  ShippingZoneInputSchema,
  ShippingZoneListSchema,
  ShippingZonePatchSchema,
  ShippingZoneSchema,
} from '@shop/domain'
import type { FastifyPluginAsync } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { requireStaff } from '../../http/auth'
import { security } from '../../http/openapi'
import type { ShippingService } from './shipping.service'

const tags = ['staff']

/** Staff edit shipping zones and their methods (area 'fulfilment'). Shoppers see methods through the checkout quote. */
export const shippingRoutes: FastifyPluginAsync<{ shipping: ShippingService }> = async (fastify, { shipping }) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>()
  // Before validation: who may not edit shipping learns nothing from its input rules.
  app.addHook('onRequest', async (req) => {
    requireStaff(req, 'fulfilment')
  })

  app.get('/api/staff/shipping/zones', {
    schema: { response: { 200: ShippingZoneListSchema }, tags, security, summary: 'Every shipping zone with its countries and methods (inactive ones too)' },
  }, async () => shipping.list())

  app.post('/api/staff/shipping/zones', {
    schema: {
      body: ShippingZoneInputSchema,
      response: { 201: ShippingZoneSchema },
      tags,
      security,
      summary: 'Create a zone of countries (a country another zone holds: 409)',
    },
  }, async (req, reply) => reply.status(201).send(await shipping.createZone(requireStaff(req, 'fulfilment'), req.body)))

  app.patch('/api/staff/shipping/zones/:id', {
    schema: {
      params: ShippingIdParamsSchema,
      body: ShippingZonePatchSchema,
      response: { 200: ShippingZoneSchema },
      tags,
      security,
      summary: "Rename a zone, reorder it, or set its countries (the list given becomes the zone's; a country another zone holds: 409)",
    },
  }, async (req) => shipping.updateZone(requireStaff(req, 'fulfilment'), req.params.id, req.body))

  app.post('/api/staff/shipping/zones/:id/methods', {
    schema: {
      params: ShippingIdParamsSchema,
      body: ShippingMethodInputSchema,
      response: { 201: ShippingMethodInfoSchema },
      tags,
      security,
      summary: 'Add a method to a zone (its code once per zone: 409)',
    },
  }, async (req, reply) => reply.status(201).send(await shipping.createMethod(requireStaff(req, 'fulfilment'), req.params.id, req.body)))

  app.patch('/api/staff/shipping/methods/:id', {
    schema: {
      params: ShippingIdParamsSchema,
      body: ShippingMethodPatchSchema,
      response: { 200: ShippingMethodInfoSchema },
      tags,
      security,
      summary: 'Change some fields of a method; `active: false` takes it off the checkout',
    },
  }, async (req) => shipping.updateMethod(requireStaff(req, 'fulfilment'), req.params.id, req.body))
}
