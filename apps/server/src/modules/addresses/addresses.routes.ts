import { AddressDeleteSchema, AddressInputSchema, AddressUpdateSchema, AUTH_MESSAGES, DomainError } from '@shop/domain'
import type { FastifyPluginAsync } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { requireUser } from '../../http/auth'
import type { AddressService } from './addresses.service'

const tags = ['addresses']
const PATH = '/auth/user-address'

const DeleteQuerySchema = z.object({ id: z.string().max(40).optional() })

export const addressRoutes: FastifyPluginAsync<{ addresses: AddressService }> = async (fastify, { addresses }) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>()

  app.get(PATH, { schema: { tags, summary: "The signed-in user's addresses, the default first" } }, async (req) => {
    const user = requireUser(req)
    return { message: 'Your addresses', data: await addresses.list(user.id) }
  })

  // Bad input to add or update answers with SPEC's failure message as the problem's text, and what
  // was wrong with each field in `errors` (the address form shows those beside its fields). Guests
  // are told to sign in before anything about their input.
  app.post(
    PATH,
    {
      config: { invalidInput: { detail: AUTH_MESSAGES.addressAddFailed } },
      preValidation: async (req) => {
        requireUser(req)
      },
      schema: { body: AddressInputSchema, tags, summary: 'Add an address (at most 20 per user)' },
    },
    async (req, reply) => {
      const user = requireUser(req)
      const data = await addresses.add(user.id, req.body)
      return reply.status(201).send({ message: AUTH_MESSAGES.addressAdded, data })
    },
  )

  app.patch(
    PATH,
    {
      config: { invalidInput: { detail: AUTH_MESSAGES.addressUpdateFailed } },
      preValidation: async (req) => {
        requireUser(req)
      },
      schema: { body: AddressUpdateSchema, tags, summary: 'Change an address of the signed-in user' },
    },
    async (req) => {
      const user = requireUser(req)
      return { message: AUTH_MESSAGES.addressUpdated, data: await addresses.update(user.id, req.body) }
    },
  )

  // The id comes in the JSON body or as ?id= (a DELETE body is not always possible).
  app.delete(
    PATH,
    { schema: { body: AddressDeleteSchema.partial().nullish(), querystring: DeleteQuerySchema, tags, summary: 'Delete an address of the signed-in user' } },
    async (req) => {
      const user = requireUser(req)
      const parsed = AddressDeleteSchema.safeParse({ id: req.body?.id ?? req.query.id })
      if (!parsed.success) throw new DomainError('validation_failed', 'Address id is not valid', [{ path: 'id', message: 'Address id is not valid' }])
      return { message: 'Address deleted', data: await addresses.remove(user.id, parsed.data.id) }
    },
  )
}
