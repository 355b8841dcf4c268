import Fastify, { type FastifyInstance } from 'fastify'
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { z } from 'zod'
import { registerErrorHandling } from './errors'
import type { InvalidInputAnswer } from './validation'

const Body = z.object({
  name: z.string().min(1, 'Please enter a name'),
  amount: z.number({ error: 'Please select an amount' }).int().positive('Please select an amount'),
})

/** One route per way of answering, all with the same schema, on the real error handler. */
async function appWith(answers: Record<string, InvalidInputAnswer | undefined>): Promise<FastifyInstance> {
  const app = Fastify({ logger: false })
  app.setValidatorCompiler(validatorCompiler)
  registerErrorHandling(app)
  const typed = app.withTypeProvider<ZodTypeProvider>()
  for (const [name, answer] of Object.entries(answers)) {
    typed.post(`/${name}`, { ...(answer ? { config: { invalidInput: answer } } : {}), schema: { body: Body } }, async () => ({ ok: true }))
  }
  await app.ready()
  return app
}

describe('a route that words its refusal of bad input (config.invalidInput)', () => {
  let app: FastifyInstance
  const seen: unknown[] = []
  beforeAll(async () => {
    app = await appWith({
      generic: undefined,
      plain: {},
      lead: { lead: 'amount' },
      sentence: { detail: 'Please enter valid details' },
      picked: { detail: (issues, body) => (seen.push(body), issues.some((i) => i.path === 'name') ? 'Name first, please' : undefined) },
    })
  })
  afterAll(() => app.close())

  const post = (url: string, payload: unknown) => app.inject({ method: 'POST', url, payload: payload as object })
  const bad = { name: '', amount: 0 }

  it('without one, answers the handler\'s generic detail with each issue under its part of the request', async () => {
    const res = await post('/generic', bad)
    expect(res.statusCode).toBe(400)
    expect(res.json()).toMatchObject({
      code: 'validation_failed',
      detail: 'body.name: Please enter a name; body.amount: Please select an amount',
      errors: [{ path: 'body.name', message: 'Please enter a name' }, { path: 'body.amount', message: 'Please select an amount' }],
    })
  })

  it('lets the first issue speak, with fields named within the body', async () => {
    const res = await post('/plain', bad)
    expect(res.statusCode).toBe(400)
    expect(res.headers['content-type']).toBe('application/problem+json; charset=utf-8')
    expect(res.json()).toMatchObject({
      code: 'validation_failed',
      detail: 'Please enter a name',
      error: 'Please enter a name',
      errors: [{ path: 'name', message: 'Please enter a name' }, { path: 'amount', message: 'Please select an amount' }],
    })
  })

  it('puts the lead field first when it has an issue, else the first issue', async () => {
    expect((await post('/lead', bad)).json().detail).toBe('Please select an amount')
    expect((await post('/lead', { name: '', amount: 5 })).json().detail).toBe('Please enter a name')
  })

  it("answers the route's own sentence for any bad body, keeping each field's words in errors", async () => {
    const res = await post('/sentence', { name: 'Jo' })
    expect(res.json()).toMatchObject({ detail: 'Please enter valid details', error: 'Please enter valid details', errors: [{ path: 'amount', message: 'Please select an amount' }] })
  })

  it('lets the route pick its sentence from the issues and the body, or fall back to the leading issue', async () => {
    expect((await post('/picked', bad)).json().detail).toBe('Name first, please')
    expect(seen.at(-1)).toEqual(bad)
    expect((await post('/picked', { name: 'Jo', amount: -1 })).json().detail).toBe('Please select an amount')
  })

  it('passes good input through untouched', async () => {
    const res = await post('/sentence', { name: 'Jo', amount: 5 })
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual({ ok: true })
  })
})
