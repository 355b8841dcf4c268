import {
  ChangePasswordBodySchema,
  CheckUserQuerySchema,
  contactKind,
  ForgotPasswordBodySchema,
  LoginBodySchema,
  normaliseContact,
  ProfileUpdateSchema,
  RegisterBodySchema,
  ResendOtpBodySchema,
  ResetPasswordBodySchema,
  SecurityUndoBodySchema,
  SendOtpBodySchema,
  VerifyOtpBodySchema,
} from '@shop/domain'
import type { FastifyPluginAsync, FastifyRequest } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { requireUser } from '../../http/auth'
import type { RateLimiter, RateRule } from '../../http/rate-limit'
import type { AuthService } from './auth.service'

const tags = ['auth']

/**
 * Per IP and per account or number; a code's own 5 tries and the login slow-down (decision 021) come
 * on top. No rule counts an account alone across every IP: a stranger could spend it and lock the owner out.
 */
export const AUTH_LIMITS = {
  checkUserIp: { name: 'check-user:ip', limit: 30, windowSeconds: 60 },
  registerIp: { name: 'register:ip', limit: 10, windowSeconds: 600 },
  loginIp: { name: 'login:ip', limit: 20, windowSeconds: 300 },
  /** one account from one IP */
  loginAccount: { name: 'login:account+ip', limit: 10, windowSeconds: 900 },
  sendOtpIp: { name: 'send-otp:ip', limit: 5, windowSeconds: 600 },
  sendOtpNumber: { name: 'send-otp:number', limit: 3, windowSeconds: 600 },
  verifyOtpIp: { name: 'verify-otp:ip', limit: 20, windowSeconds: 600 },
  verifyOtpContact: { name: 'verify-otp:contact', limit: 10, windowSeconds: 600 },
  resendOtpIp: { name: 'resend-otp:ip', limit: 10, windowSeconds: 600 },
  resendOtpContact: { name: 'resend-otp:contact', limit: 5, windowSeconds: 600 },
  forgotIp: { name: 'forgot-password:ip', limit: 5, windowSeconds: 600 },
  forgotContact: { name: 'forgot-password:contact', limit: 3, windowSeconds: 600 },
  resetIp: { name: 'reset-password:ip', limit: 20, windowSeconds: 600 },
  resetContact: { name: 'reset-password:contact', limit: 10, windowSeconds: 600 },
  changePasswordUser: { name: 'change-password:user', limit: 10, windowSeconds: 900 },
} satisfies Record<string, RateRule>

const byIp = (req: FastifyRequest) => req.ip
/** The normalised email or phone of a body's `email` / `phone_number` field. */
const byContact = (field: 'email' | 'phone_number') => (req: FastifyRequest) => {
  const value = (req.body as Record<string, unknown> | undefined)?.[field]
  return typeof value === 'string' && contactKind(value) ? normaliseContact(value) : null
}
/** The normalised contact together with the client's IP. */
const byContactAndIp = (field: 'email' | 'phone_number') => (req: FastifyRequest) => {
  const contact = byContact(field)(req)
  return contact ? `${contact}|${req.ip}` : null
}

/**
 * Proof of the account before a contact changes (issue 14): every PATCH /auth/profile that carries
 * a password or code counts per user, right or wrong, so a stolen session cannot guess the password;
 * codes to the current contact count per user and IP; the "not you?" link per IP.
 */
export const ACCOUNT_SECURITY_LIMITS = {
  profileProofUser: { name: 'profile-proof:user', limit: 10, windowSeconds: 900 },
  contactProofUser: { name: 'contact-proof:user', limit: 3, windowSeconds: 600 },
  contactProofIp: { name: 'contact-proof:ip', limit: 10, windowSeconds: 600 },
  securityUndoIp: { name: 'security-undo:ip', limit: 10, windowSeconds: 600 },
} satisfies Record<string, RateRule>

/** The user, when the profile change carries a proof (a name change alone is not counted). */
const byUserWithProof = (req: FastifyRequest) => {
  const body = req.body as { current_password?: unknown; proof_code?: unknown } | undefined
  return body?.current_password !== undefined || body?.proof_code !== undefined ? req.user?.id : null
}

export const authRoutes: FastifyPluginAsync<{ auth: AuthService; limiter: RateLimiter }> = async (fastify, { auth, limiter }) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>()
  const L = AUTH_LIMITS

  app.get(
    '/auth/check-user',
    { schema: { tags, summary: 'Whether an email or phone number has an account', querystring: CheckUserQuerySchema }, preHandler: limiter.guard([L.checkUserIp, byIp]) },
    async (req) => auth.checkUser(req.query),
  )

  app.post(
    '/auth/register',
    { schema: { tags, summary: 'Sign up by email (a code is mailed) or by a verified phone number', body: RegisterBodySchema }, preHandler: limiter.guard([L.registerIp, byIp]) },
    async (req, reply) => reply.status(201).send(await auth.register(req.body)),
  )

  app.post(
    '/auth/send-otp',
    {
      schema: { tags, summary: 'Text a signup code to a phone number (captcha-guarded)', body: SendOtpBodySchema },
      preHandler: limiter.guard([L.sendOtpIp, byIp], [L.sendOtpNumber, byContact('phone_number')]),
    },
    async (req) => auth.sendPhoneCode(req.body, req.ip),
  )

  app.post(
    '/auth/verify-otp',
    {
      schema: { tags, summary: 'Check a one-time code (signup, reset or contact change)', body: VerifyOtpBodySchema },
      preHandler: limiter.guard([L.verifyOtpIp, byIp], [L.verifyOtpContact, byContact('email')]),
    },
    async (req) => auth.verifyCode(req.body, req.user),
  )

  app.post(
    '/auth/resend-otp',
    {
      schema: { tags, summary: 'Send a new one-time code (after a 60-second cooldown)', body: ResendOtpBodySchema },
      preHandler: limiter.guard([L.resendOtpIp, byIp], [L.resendOtpContact, byContact('email')]),
    },
    async (req) => auth.resendCode(req.body, req.user, req.ip),
  )

  app.post(
    '/auth/login',
    {
      schema: { tags, summary: 'Sign in with email or phone and password', body: LoginBodySchema },
      preHandler: limiter.guard([L.loginIp, byIp], [L.loginAccount, byContactAndIp('email')]),
    },
    async (req) => auth.login(req.body, req.ip),
  )

  app.post('/auth/logout', { schema: { tags, summary: 'End this session' } }, async (req, reply) => {
    await auth.logout(requireUser(req))
    return reply.status(204).send()
  })

  app.get('/auth/me', { schema: { tags, summary: 'The signed-in user' } }, async (req) => auth.getProfile(requireUser(req)))

  app.post(
    '/auth/forgot-password',
    {
      schema: { tags, summary: 'Send a password reset code (same answer whether or not the account exists)', body: ForgotPasswordBodySchema },
      preHandler: limiter.guard([L.forgotIp, byIp], [L.forgotContact, byContact('email')]),
    },
    async (req) => auth.forgotPassword(req.body, req.ip),
  )

  app.post(
    '/auth/reset-password',
    {
      schema: { tags, summary: 'Set a new password with the reset code', body: ResetPasswordBodySchema },
      preHandler: limiter.guard([L.resetIp, byIp], [L.resetContact, byContact('email')]),
    },
    async (req) => auth.resetPassword(req.body),
  )

  app.post(
    '/auth/change-password',
    {
      schema: { tags, summary: 'Change the password; every other session ends', body: ChangePasswordBodySchema },
      preHandler: limiter.guard([L.changePasswordUser, (req) => req.user?.id]),
    },
    async (req) => auth.changePassword(requireUser(req), req.body),
  )

  app.get('/auth/profile', { schema: { tags, summary: 'The signed-in user\'s profile' } }, async (req) => auth.getProfile(requireUser(req)))

  const S = ACCOUNT_SECURITY_LIMITS
  app.patch(
    '/auth/profile',
    {
      schema: { tags, summary: 'Change name, gender, or (with the password or a proof code, then a code to it) email or phone', body: ProfileUpdateSchema },
      preHandler: limiter.guard([S.profileProofUser, byUserWithProof]),
    },
    async (req) => auth.updateProfile(requireUser(req), req.body),
  )

  app.post(
    '/auth/profile/contact-proof',
    {
      schema: { tags, summary: 'An account without a password: send a code to its current contact, the proof a contact change needs' },
      preHandler: limiter.guard([S.contactProofIp, byIp], [S.contactProofUser, (req) => req.user?.id]),
    },
    async (req) => auth.sendContactProof(requireUser(req)),
  )

  app.post(
    '/auth/security/undo',
    {
      schema: { tags, summary: 'A security notice\'s "not you?" link: undo a contact change, end every session, send a reset code', body: SecurityUndoBodySchema },
      preHandler: limiter.guard([S.securityUndoIp, byIp]),
    },
    async (req) => auth.undoSecurityChange(req.body.token),
  )
}
