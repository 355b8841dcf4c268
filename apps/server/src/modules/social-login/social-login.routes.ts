import { DomainError, SocialLoginBodySchema } from '@shop/domain'
import type { FastifyPluginAsync, FastifyRequest } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import type { RateLimiter, RateRule } from '../../http/rate-limit'
import type { SocialLoginService } from './social-login.service'

const tags = ['auth']

/** Each attempt costs the provider a round trip; a flood of forged tokens is cut off per address. */
export const SOCIAL_LOGIN_LIMIT = { name: 'social-login:ip', limit: 20, windowSeconds: 300 } satisfies RateRule

export const TOKEN_REQUIRED = 'A provider token is required'

/**
 * SPEC's client sent a bare `uid`; a uid proves nothing, so a body without a provider token is
 * refused with that reason (before the schema, which would list every missing field instead).
 */
async function requireProviderToken(req: FastifyRequest): Promise<void> {
  const body = req.body
  if (body && typeof body === 'object' && !Array.isArray(body)) {
    const token = (body as Record<string, unknown>).token
    if (token === undefined || token === null || token === '') throw new DomainError('social_token_missing', TOKEN_REQUIRED)
  }
}

export const socialLoginRoutes: FastifyPluginAsync<{ socialLogin: SocialLoginService; limiter: RateLimiter }> = async (fastify, { socialLogin, limiter }) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>()

  app.post('/auth/social-login/', {
    preValidation: requireProviderToken,
    preHandler: limiter.guard([SOCIAL_LOGIN_LIMIT, (req) => req.ip]),
    schema: {
      body: SocialLoginBodySchema,
      tags,
      summary: 'Sign in with a Google ID token or a Facebook access token; answers a session ({ access, username }) or a two-factor challenge',
    },
  }, async (req, reply) => {
    const answer = await socialLogin.login(req.body)
    reply.header('cache-control', 'no-store')
    return answer
  })

  app.get('/auth/social-config', {
    schema: { tags, summary: 'Which sign-in providers are configured, and where the browser opens them' },
  }, async () => socialLogin.config())
}
