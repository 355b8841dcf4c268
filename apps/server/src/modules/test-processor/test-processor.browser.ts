import type { FastifyInstance } from 'fastify'
import type { Form, ProcessorApi } from './test-processor.api'
import type { Context } from './test-processor.objects'
import type { Keys } from './test-processor.repository'

export interface BrowserDeps {
  api: ProcessorApi
  keys: Keys
  ctx: Context
  /** An intent changed: deliver its events now */
  afterChange(): void
}

/** What the processor serves browsers from its own origin: the 3-D Secure answer. */
export function registerBrowserRoutes(app: FastifyInstance, deps: BrowserDeps): void {
  app.post<{ Params: { id: string } }>('/3ds/:id/authenticate', async (req) => {
    const form = (req.body as Form | undefined) ?? {}
    const result = form.result === 'complete' ? 'complete' : 'fail'
    const intent = await deps.api.authenticate(req.params.id, form.client_secret ?? '', result)
    deps.afterChange()
    return intent
  })
}
