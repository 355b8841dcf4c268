import { AUTH_MESSAGES, PASSWORD_MAX, PASSWORD_MIN, FIELD_MESSAGES } from '@shop/domain'
import { z } from 'zod'

/**
 * Browser forms for the password screens. The rules and messages are the shared ones
 * (packages/domain/src/auth.ts); only the fields differ from the request bodies.
 */

export const PASSWORD_REQUIRED = FIELD_MESSAGES.passwordRequired

const newPassword = z.string().min(PASSWORD_MIN, AUTH_MESSAGES.passwordTooShort).max(PASSWORD_MAX)
const code = z.string().regex(/^\d{6}$/, AUTH_MESSAGES.wrongOtp)

export const ResetPasswordFormSchema = z
  .object({ otp: code, password: newPassword, confirm_password: z.string() })
  .refine((v) => v.password === v.confirm_password, { message: AUTH_MESSAGES.passwordMismatch, path: ['confirm_password'] })
export type ResetPasswordForm = z.infer<typeof ResetPasswordFormSchema>

export const ChangePasswordFormSchema = z
  .object({ current_password: z.string().min(1, PASSWORD_REQUIRED).max(PASSWORD_MAX), password: newPassword, confirm_password: z.string() })
  .refine((v) => v.password === v.confirm_password, { message: AUTH_MESSAGES.passwordMismatch, path: ['confirm_password'] })
export type ChangePasswordForm = z.infer<typeof ChangePasswordFormSchema>
