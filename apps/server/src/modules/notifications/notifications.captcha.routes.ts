import { CaptchaConfigSchema, type CaptchaConfig } from '@shop/domain'
import type { FastifyPluginAsync } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'

export const captchaRoutes: FastifyPluginAsync<{ widget: CaptchaConfig | null }> = async (fastify, { widget }) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>()

  app.get('/auth/captcha-config', {
    schema: {
      tags: ['auth'],
      summary: 'The captcha widget the browser renders before a text message is sent (null when the captcha is off)',
      response: { 200: CaptchaConfigSchema.nullable() },
    },
  }, async () => widget)
}
