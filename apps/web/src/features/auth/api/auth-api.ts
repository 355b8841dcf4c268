import type { AuthSession, LoginAnswer, OtpPurpose } from '@shop/domain'
import { api } from '../../../lib/api-client'

/** The account endpoints as the screens call them (shapes: packages/domain/src/auth.ts). */

export interface MessageAnswer {
  message?: string
}

/** /auth/verify-otp: a session after an email signup, a verification token for a phone. */
export interface VerifyOtpAnswer extends Partial<AuthSession>, MessageAnswer {
  verification_token?: string
}

/** /auth/register: a message; a verified phone signup also carries the session. */
export interface RegisterAnswer extends Partial<AuthSession>, MessageAnswer {}

export interface RegisterPayload {
  username: string
  email: string
  gender: ''
  password: string
  two_factor_auth: false
  verification_token?: string
}

export const authApi = {
  checkUser: (contact: { email: string } | { phone_number: string }) => api.get<{ exists: boolean }>('/auth/check-user', contact),
  register: (body: RegisterPayload) => api.post<RegisterAnswer>('/auth/register', body),
  // A text message costs money: these carry the captcha's token (none when the captcha is off).
  sendOtp: (phone_number: string, captcha_token?: string) => api.post<MessageAnswer>('/auth/send-otp', { phone_number, captcha_token }),
  verifyOtp: (email: string, otp: string, purpose: OtpPurpose = 'signup') =>
    api.post<VerifyOtpAnswer>('/auth/verify-otp', { email, otp, purpose }),
  resendOtp: (email: string, purpose: OtpPurpose = 'signup', captcha_token?: string) =>
    api.post<MessageAnswer>('/auth/resend-otp', { email, purpose, captcha_token }),
  login: (email: string, password: string) => api.post<LoginAnswer>('/auth/login', { email, password }),
  forgotPassword: (email: string, captcha_token?: string) => api.post<MessageAnswer>('/auth/forgot-password', { email, captcha_token }),
  resetPassword: (body: { email: string; otp: string; password: string; confirm_password: string }) =>
    api.post<MessageAnswer>('/auth/reset-password', body),
  changePassword: (body: { current_password: string; password: string; confirm_password: string }) =>
    api.post<AuthSession>('/auth/change-password', body),
}
