import {
  ExchangeRateInputSchema,
  ExchangeRateParamsSchema,
  MarketInputSchema,
  MarketParamsSchema,
  MarketPatchSchema,
  StaffMarketsAnswerSchema,
  VatRateInputSchema,
  VatRateParamsSchema,
} from '@shop/domain'
import type { FastifyPluginAsync } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { requireStaff, staffArea } from '../../http/auth'
import { security } from '../../http/openapi'
import type { MarketsDesk } from './markets.desk.service'

const tags = ['staff']

/** The owner's markets desk: markets and their countries, exchange rates, VAT rates (decision 041). */
export const marketsDeskRoutes: FastifyPluginAsync<{ desk: MarketsDesk }> = async (fastify, { desk }) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>()
  app.addHook('onRequest', staffArea('owner'))

  app.get('/api/staff/markets', {
    schema: { response: { 200: StaffMarketsAnswerSchema }, tags, security, summary: 'Markets with their countries, exchange rates with rounding, VAT rates per country with their history (owners)' },
  }, async () => desk.overview())

  app.post('/api/staff/markets', {
    schema: { body: MarketInputSchema, tags, security, summary: 'Create a market; its countries leave the markets they were in' },
  }, async (req, reply) => {
    await desk.create(requireStaff(req, 'owner'), req.body)
    return reply.status(201).send(await desk.overview())
  })

  app.patch('/api/staff/markets/:code', {
    schema: { params: MarketParamsSchema, body: MarketPatchSchema, tags, security, summary: 'Change a market: name, currency, language, tax mode, countries (the whole list)' },
  }, async (req) => {
    await desk.update(requireStaff(req, 'owner'), req.params.code, req.body)
    return desk.overview()
  })

  app.delete('/api/staff/markets/:code', {
    schema: { params: MarketParamsSchema, tags, security, summary: 'Remove a market without countries (never the rest-of-the-world market)' },
  }, async (req, reply) => {
    await desk.remove(requireStaff(req, 'owner'), req.params.code)
    return reply.status(204).send()
  })

  app.put('/api/staff/exchange-rates/:currency', {
    schema: { params: ExchangeRateParamsSchema, body: ExchangeRateInputSchema, tags, security, summary: 'Set a currency’s rate per 1 USD and its rounding; the prices filled from it follow (USD stays 1)' },
  }, async (req) => {
    await desk.setRate(requireStaff(req, 'owner'), req.params.currency, req.body)
    return desk.overview()
  })

  app.post('/api/staff/vat-rates', {
    schema: { body: VatRateInputSchema, tags, security, summary: 'Add a country’s VAT rate from a day on (today or later)' },
  }, async (req, reply) => {
    await desk.addVatRate(requireStaff(req, 'owner'), req.body)
    return reply.status(201).send(await desk.overview())
  })

  app.delete('/api/staff/vat-rates/:country/:valid_from', {
    schema: { params: VatRateParamsSchema, tags, security, summary: 'Remove a VAT rate that is not yet in force' },
  }, async (req, reply) => {
    await desk.removeVatRate(requireStaff(req, 'owner'), req.params.country, req.params.valid_from)
    return reply.status(204).send()
  })
}
