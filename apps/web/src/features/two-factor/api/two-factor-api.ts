import type { AuthSession, SecurityQuestions, TwoFactorRecovery, TwoFactorSetup, TwoFactorStatus, TwoFactorVerify } from '@shop/domain'
import { api } from '../../../lib/api-client'

/** The two-factor endpoints (shapes: packages/domain/src/auth.ts). */
export const twoFactorApi = {
  status: (signal?: AbortSignal) => api.get<TwoFactorStatus>('/auth/two-factor', undefined, signal),
  setup: (password: string) => api.post<TwoFactorSetup>('/auth/two-factor/setup', { password }),
  confirm: (code: string) => api.post<TwoFactorStatus>('/auth/two-factor/confirm', { code }),
  setQuestions: (body: SecurityQuestions) => api.post<TwoFactorStatus>('/auth/two-factor/questions', body),
  verify: (body: TwoFactorVerify) => api.post<AuthSession>('/auth/two-factor/verify', body),
  /** With the login's challenge at the second step; signed in without. */
  recoveryCode: (challenge?: string) => api.post<TwoFactorRecovery>('/auth/two-factor/recovery-code', challenge ? { challenge } : {}),
  disable: (body: { password: string; code?: string; answers?: string[] }) => api.post<TwoFactorStatus>('/auth/two-factor/disable', body),
  reset: (body: { password: string; answers: string[]; email_otp: string }) => api.post<TwoFactorStatus>('/auth/two-factor/reset', body),
}

export const TWO_FACTOR_STATUS_KEY = ['two-factor', 'status'] as const
