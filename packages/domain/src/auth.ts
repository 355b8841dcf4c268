import { z } from 'zod'

/* ---- SPEC section 5 messages, word for word (odd spellings included) ---- */

export const AUTH_MESSAGES = {
  nameRequired: 'Please fill a name',
  passwordTooShort: 'Password should be atleast 5 character',
  passwordMismatch: 'Password did not match with confirm password',
  emailInvalid: 'Email is not valid',
  contactInvalid: 'Email/Phone is not valid(For phone number include +Country Code',
  otpSent: 'Otp sent succesfully',
  wrongOtp: 'Enter Correct OTP',
  socialSuccess: 'User logged in successfully',
  somethingWrong: 'Something went wrong',
  profileUpdated: 'Profile updated successfully',
  addressAdded: 'Your information added successfully',
  addressUpdated: 'Your information updated successfully',
  addressAddFailed: 'Unfortunately we cannot add your information',
  addressUpdateFailed: 'Unfortunately we cannot update your information',
} as const

export const PASSWORD_MIN = 5
export const PASSWORD_MAX = 128
export const OTP_LENGTH = 6

/**
 * SPEC's phone pattern: a plus sign, then 6 to 14 digits each optionally followed by one mask
 * character (dot, dash or space), then a final digit: 7 to 15 digits in all.
 */
export const PHONE_PATTERN = /^\+(?:\d[.\- ]?){6,14}\d$/
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/

export type ContactKind = 'email' | 'phone'

/** A contact with "@" and "." is an email; otherwise it must match the phone pattern. */
export function contactKind(contact: string): ContactKind | null {
  const c = contact.trim()
  if (c.includes('@') && c.includes('.')) return EMAIL_PATTERN.test(c) ? 'email' : null
  return PHONE_PATTERN.test(c) ? 'phone' : null
}

/** The message SPEC shows for an invalid contact. */
export function contactError(contact: string): string | null {
  const c = contact.trim()
  if (c.includes('@') && c.includes('.')) return EMAIL_PATTERN.test(c) ? null : AUTH_MESSAGES.emailInvalid
  return PHONE_PATTERN.test(c) ? null : AUTH_MESSAGES.contactInvalid
}

/** Phone numbers are stored as + and digits only: "+420 777.123-456" → "+420777123456". */
export function normalisePhone(phone: string): string {
  return `+${phone.replace(/\D/g, '')}`
}

export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase()
}

export function normaliseContact(contact: string): string {
  return contactKind(contact) === 'phone' ? normalisePhone(contact) : normaliseEmail(contact)
}

const contactField = z
  .string()
  .max(254, AUTH_MESSAGES.contactInvalid)
  .superRefine((v, ctx) => {
    const err = contactError(v)
    if (err) ctx.addIssue({ code: 'custom', message: err })
  })

const passwordField = z.string().min(PASSWORD_MIN, AUTH_MESSAGES.passwordTooShort).max(PASSWORD_MAX, `Password should be at most ${PASSWORD_MAX} characters`)
const nameField = z.string().trim().min(1, AUTH_MESSAGES.nameRequired).max(80, 'Name should be at most 80 characters')
const otpField = z.string().regex(/^\d{6}$/, AUTH_MESSAGES.wrongOtp)

/** The signup screen's form (browser) — the same rules the server applies to /auth/register. */
export const SignupFormSchema = z
  .object({ name: nameField, contact: contactField, password: passwordField, confirm_password: z.string() })
  .refine((v) => v.password === v.confirm_password, { message: AUTH_MESSAGES.passwordMismatch, path: ['confirm_password'] })
export type SignupForm = z.infer<typeof SignupFormSchema>

export const GENDERS = ['', 'female', 'male', 'other'] as const

/** POST /auth/register — SPEC's payload; `email` holds the phone number for a phone signup. */
export const RegisterBodySchema = z.object({
  username: nameField,
  email: contactField,
  gender: z.enum(GENDERS).default(''),
  password: passwordField,
  two_factor_auth: z.boolean().default(false),
  /** For a phone signup: the token /auth/verify-otp gave for the verified number. */
  verification_token: z.string().max(200).optional(),
})
export type RegisterBody = z.infer<typeof RegisterBodySchema>

export const CheckUserQuerySchema = z
  .object({ email: z.string().max(254).optional(), phone_number: z.string().max(40).optional() })
  .refine((v) => !!v.email !== !!v.phone_number, { message: 'Give either email or phone_number' })

export const OTP_PURPOSES = ['signup', 'reset', 'contact_change'] as const
export type OtpPurpose = (typeof OTP_PURPOSES)[number]

/** POST /auth/send-otp — a code by SMS before a phone signup (captcha-guarded). */
export const SendOtpBodySchema = z.object({
  phone_number: contactField,
  captcha_token: z.string().max(4096).optional(),
})

/** POST /auth/verify-otp — `email` holds an email or a phone number, as on the signup screen. */
export const VerifyOtpBodySchema = z.object({
  email: contactField,
  otp: otpField,
  purpose: z.enum(OTP_PURPOSES).default('signup'),
})

export const ResendOtpBodySchema = z.object({
  email: contactField,
  purpose: z.enum(OTP_PURPOSES).default('signup'),
  captcha_token: z.string().max(4096).optional(),
})

export const LoginBodySchema = z.object({
  email: contactField,
  password: z.string().min(1, 'Please enter your password').max(PASSWORD_MAX),
})

export const ForgotPasswordBodySchema = z.object({ email: contactField, captcha_token: z.string().max(4096).optional() })

export const ResetPasswordBodySchema = z
  .object({ email: contactField, otp: otpField, password: passwordField, confirm_password: z.string() })
  .refine((v) => v.password === v.confirm_password, { message: AUTH_MESSAGES.passwordMismatch, path: ['confirm_password'] })

export const ChangePasswordBodySchema = z
  .object({ current_password: z.string().min(1).max(PASSWORD_MAX), password: passwordField, confirm_password: z.string() })
  .refine((v) => v.password === v.confirm_password, { message: AUTH_MESSAGES.passwordMismatch, path: ['confirm_password'] })

/** POST /auth/social-login/ — SPEC sends `uid`; a provider token is required, a bare uid is refused. */
export const SocialLoginBodySchema = z.object({
  provider: z.enum(['google', 'facebook']),
  /** Google: the ID token; Facebook: the user access token */
  token: z.string().min(10).max(8192),
  uid: z.string().max(200).optional(),
})

/** A signed-in session: SPEC's `access`, plus the display name the browser keeps as Username. */
export interface AuthSession {
  access: string
  username: string
}

/** Login of a user with two-factor authentication: a second step is needed. */
export interface TwoFactorChallenge {
  two_factor_required: true
  challenge: string
  methods: Array<'totp' | 'questions'>
}

export type LoginAnswer = AuthSession | TwoFactorChallenge

export interface Me {
  id: string
  username: string
  email: string | null
  phone_number: string | null
  gender: (typeof GENDERS)[number]
  email_verified: boolean
  phone_verified: boolean
  two_factor_enabled: boolean
  /** A changed email or phone waiting for its code */
  pending_contact: string | null
}

export const ProfileUpdateSchema = z.object({
  username: nameField.optional(),
  email: z.string().max(254).optional(),
  phone_number: z.string().max(40).optional(),
  gender: z.enum(GENDERS).optional(),
})

/* ---- Addresses (SPEC section 3: address label fields) ---- */

const addressText = (label: string, max = 120) => z.string().trim().min(1, `Please fill ${label}`).max(max, `${label} is too long`)

export const AddressInputSchema = z.object({
  first_name: addressText('first name', 60),
  last_name: addressText('last name', 60),
  street: addressText('street and number', 160),
  city: addressText('city', 80),
  state: z.string().trim().max(80, 'state is too long').default(''),
  country: addressText('country', 80),
  zip_code: z.string().trim().regex(/^[A-Za-z0-9 -]{3,12}$/, 'Please enter a valid zip code'),
  is_default: z.boolean().default(false),
})
export type AddressInput = z.infer<typeof AddressInputSchema>
export const AddressUpdateSchema = AddressInputSchema.partial().extend({ id: z.string().regex(/^adr_[a-z0-9]{16}$/, 'Address id is not valid') })
export const AddressDeleteSchema = z.object({ id: z.string().regex(/^adr_[a-z0-9]{16}$/, 'Address id is not valid') })

export interface Address extends AddressInput {
  id: string
  created_at: string
}

/* ---- Two-factor authentication ---- */

export const SecurityQuestionsSchema = z.object({
  questions: z
    .array(z.object({ question: z.string().trim().min(5, 'Please write a question').max(200), answer: z.string().trim().min(2, 'Please write an answer').max(200) }))
    .length(3, 'Please set three questions'),
  password: z.string().min(1).max(PASSWORD_MAX),
})

export const TwoFactorVerifySchema = z
  .object({
    challenge: z.string().min(10).max(200),
    code: z.string().regex(/^\d{6}$/, AUTH_MESSAGES.wrongOtp).optional(),
    answers: z.array(z.string().max(200)).length(3).optional(),
  })
  .refine((v) => !!v.code !== !!v.answers, { message: 'Give either the authenticator code or the three answers' })
