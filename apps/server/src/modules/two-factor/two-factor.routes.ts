import {
  SecurityQuestionsSchema,
  TwoFactorConfirmSchema,
  TwoFactorDisableSchema,
  TwoFactorRecoveryCodeSchema,
  TwoFactorResetSchema,
  TwoFactorSetupSchema,
  TwoFactorVerifySchema,
} from '@shop/domain'
import type { FastifyPluginAsync, FastifyRequest } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { requireUser } from '../../http/auth'
import type { RateLimiter, RateRule } from '../../http/rate-limit'
import type { TwoFactorService } from './two-factor.service'

const tags = ['two-factor']

/** Per IP and per account; a challenge's own five tries and a code's five come on top. */
export const TWO_FACTOR_LIMITS = {
  /** password, code or answer checks of a signed-in user (setup, confirm, questions, disable, reset) */
  accountUser: { name: '2fa:account:user', limit: 10, windowSeconds: 900 },
  accountIp: { name: '2fa:account:ip', limit: 30, windowSeconds: 900 },
  verifyIp: { name: '2fa:verify:ip', limit: 20, windowSeconds: 600 },
  recoveryIp: { name: '2fa:recovery:ip', limit: 5, windowSeconds: 600 },
} satisfies Record<string, RateRule>

const byIp = (req: FastifyRequest) => req.ip
const byUser = (req: FastifyRequest) => req.user?.id

export const twoFactorRoutes: FastifyPluginAsync<{ twoFactor: TwoFactorService; limiter: RateLimiter }> = async (fastify, { twoFactor, limiter }) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>()
  const L = TWO_FACTOR_LIMITS
  const account = limiter.guard([L.accountIp, byIp], [L.accountUser, byUser])

  app.get('/auth/two-factor', { schema: { tags, summary: 'Whether two-factor authentication is on, and its parts' } }, async (req) =>
    twoFactor.status(requireUser(req).id),
  )

  app.post(
    '/auth/two-factor/setup',
    { schema: { tags, summary: 'A new authenticator secret with its otpauth URL and QR code', body: TwoFactorSetupSchema }, preHandler: account },
    async (req) => twoFactor.setup(requireUser(req), req.body.password),
  )

  app.post(
    '/auth/two-factor/confirm',
    { schema: { tags, summary: 'Confirm the authenticator with a code; turns two-factor authentication on', body: TwoFactorConfirmSchema }, preHandler: account },
    async (req) => twoFactor.confirm(requireUser(req), req.body.code),
  )

  app.post(
    '/auth/two-factor/questions',
    { schema: { tags, summary: 'Set the three security questions (answers stored hashed)', body: SecurityQuestionsSchema }, preHandler: account },
    async (req) => twoFactor.setQuestions(requireUser(req), req.body),
  )

  app.post(
    '/auth/two-factor/verify',
    { schema: { tags, summary: 'The second step of a login: authenticator code, or answers with the emailed code', body: TwoFactorVerifySchema }, preHandler: limiter.guard([L.verifyIp, byIp]) },
    async (req) => twoFactor.verify(req.body),
  )

  app.post(
    '/auth/two-factor/recovery-code',
    { schema: { tags, summary: 'Phone lost: email a recovery code and list the security questions', body: TwoFactorRecoveryCodeSchema }, preHandler: limiter.guard([L.recoveryIp, byIp]) },
    async (req) => twoFactor.sendRecoveryCode(req.user, req.body.challenge),
  )

  app.post(
    '/auth/two-factor/disable',
    { schema: { tags, summary: 'Turn two-factor authentication off (password and a code or the answers)', body: TwoFactorDisableSchema }, preHandler: account },
    async (req) => twoFactor.disable(requireUser(req), req.body),
  )

  app.post(
    '/auth/two-factor/reset',
    { schema: { tags, summary: 'Phone lost: password, answers and emailed code turn it off for a new setup', body: TwoFactorResetSchema }, preHandler: account },
    async (req) => twoFactor.reset(requireUser(req), req.body),
  )
}
