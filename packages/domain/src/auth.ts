import { z } from 'zod'
import { FIELD_MESSAGES } from './field-messages'
import { STAFF_ROLES } from './staff-roles'
import { CountryCodeSchema } from './countries'

/* ---- SPEC section 5 messages, word for word (odd spellings included) ---- */

export const AUTH_MESSAGES = {
  nameRequired: 'Please fill a name',
  passwordTooShort: 'Password should be atleast 5 character',
  passwordMismatch: 'Password did not match with confirm password',
  emailInvalid: FIELD_MESSAGES.emailInvalid,
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
// No spaces, and no control or format characters left after cleaning (a right-to-left mark, say):
// what cannot be folded into one plain address is refused rather than stored as a second account.
const EMAIL_PATTERN = /^[^\s@\p{Cc}\p{Cf}]+@[^\s@\p{Cc}\p{Cf}]+\.[^\s@\p{Cc}\p{Cf}]+$/u

/** Zero-width space, non-joiner and joiner, word joiner, byte-order mark and soft hyphen. */
const INVISIBLE = /[\u00AD\u200B-\u200D\u2060\uFEFF]/g

/**
 * What a person meant to type: invisible characters dropped and compatibility forms folded (NFKC:
 * full-width "ａｎａ＠ｅｘａｍｐｌｅ．ｃｏｍ" and "+４２０…" become plain ASCII), then trimmed. Look-alikes
 * must not make a second account for the same address.
 */
export function cleanContact(contact: string): string {
  return contact.replace(INVISIBLE, '').normalize('NFKC').trim()
}

export type ContactKind = 'email' | 'phone'

/** A contact with "@" and "." is an email; otherwise it must match the phone pattern (both judged once cleaned). */
export function contactKind(contact: string): ContactKind | null {
  const c = cleanContact(contact)
  if (c.includes('@') && c.includes('.')) return EMAIL_PATTERN.test(c) ? 'email' : null
  return PHONE_PATTERN.test(c) ? 'phone' : null
}

/** The message SPEC shows for an invalid contact. */
export function contactError(contact: string): string | null {
  const c = cleanContact(contact)
  if (c.includes('@') && c.includes('.')) return EMAIL_PATTERN.test(c) ? null : AUTH_MESSAGES.emailInvalid
  return PHONE_PATTERN.test(c) ? null : AUTH_MESSAGES.contactInvalid
}

/** Phone numbers are stored as + and digits only: "+420 777.123-456" → "+420777123456". */
export function normalisePhone(phone: string): string {
  return `+${cleanContact(phone).replace(/\D/g, '')}`
}

/** The one form an email is stored and looked up in: cleaned (see cleanContact), then lowercased. */
export function normaliseEmail(email: string): string {
  return cleanContact(email).toLowerCase()
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

/** A field message with a number in it: the web finds its translation through this constant (see FIELD_MESSAGES). */
export const PASSWORD_TOO_LONG_MESSAGE = `Password should be at most ${PASSWORD_MAX} characters`
const passwordField = z.string().min(PASSWORD_MIN, AUTH_MESSAGES.passwordTooShort).max(PASSWORD_MAX, PASSWORD_TOO_LONG_MESSAGE)
const nameField = z.string().trim().min(1, AUTH_MESSAGES.nameRequired).max(80, FIELD_MESSAGES.nameTooLong80)
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

/** The purposes a client may name in /auth/verify-otp and /auth/resend-otp. */
export const OTP_PURPOSES = ['signup', 'reset', 'contact_change'] as const
/**
 * Every purpose a code can have. '2fa_recovery' (the emailed code that, with the security answers,
 * replaces a lost authenticator) is sent and checked only by the two-factor module's own endpoints;
 * 'reauth' (the code to the current contact that proves a passwordless account before its email or
 * phone changes) only by /auth/profile/contact-proof and PATCH /auth/profile; 'privacy' (the same
 * proof before a data download or an erasure, decision 046) only by the /api/account routes.
 */
export const ALL_OTP_PURPOSES = [...OTP_PURPOSES, '2fa_recovery', 'reauth', 'privacy'] as const
export type OtpPurpose = (typeof ALL_OTP_PURPOSES)[number]

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
  password: z.string().min(1, FIELD_MESSAGES.passwordRequired).max(PASSWORD_MAX),
})

/** GET /auth/captcha-config — what the browser renders the captcha widget with; null when it is off. */
export const CaptchaConfigSchema = z.object({ site_key: z.string(), script_url: z.string() })
export type CaptchaConfig = z.infer<typeof CaptchaConfigSchema>

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
  /** A staff role (owner, catalog, fulfilment, support) opens the /admin areas it may; the server checks every staff call */
  role: UserRole
  /** False for an account made by Google or Facebook sign-in: a code to its contact proves it instead */
  has_password: boolean
}

export const USER_ROLES = ['shopper', ...STAFF_ROLES] as const
export type UserRole = (typeof USER_ROLES)[number]

export const ProfileUpdateSchema = z.object({
  username: nameField.optional(),
  email: z.string().max(254).optional(),
  phone_number: z.string().max(40).optional(),
  gender: z.enum(GENDERS).optional(),
  /** A new email or phone needs proof of the account: the current password… */
  current_password: z.string().max(PASSWORD_MAX).optional(),
  /** …or, for an account without one, the code /auth/profile/contact-proof sent to its current contact. */
  proof_code: z.string().max(OTP_LENGTH).optional(),
})

/** POST /auth/profile/contact-proof: where the code went, masked. */
export interface ContactProofAnswer {
  message: string
  sent_to: string
}

/** "ana@example.com" → "a•••@example.com", "+420777123456" → "+•••••••••456": enough to recognise, not to learn. */
export function maskContact(contact: string): string {
  const at = contact.indexOf('@')
  if (at > 0) return `${contact[0]}•••${contact.slice(at)}`
  return `+${'•'.repeat(Math.max(3, contact.length - 4))}${contact.slice(-3)}`
}

/** What a security notice's "not you?" link (POST /auth/security/undo) reports. */
export const SECURITY_NOTICE_KINDS = [
  'email_changed',
  'phone_changed',
  'password_changed',
  'password_reset',
  'two_factor_off',
  'two_factor_reset',
  'questions_changed',
] as const
export type SecurityNoticeKind = (typeof SECURITY_NOTICE_KINDS)[number]

export const SecurityUndoBodySchema = z.object({ token: z.string().min(20).max(200) })

export interface SecurityUndoAnswer {
  message: string
  kind: SecurityNoticeKind
  /** The contact the notice went to, which is the account's again; the code to set a new password went there */
  contact: string
  /** False when no code could be sent now (one went out under a minute ago): "forgot password" sends one */
  reset_code_sent: boolean
}

/* ---- Addresses (SPEC section 3: address label fields) ---- */

const addressText = (label: string, max = 120) => z.string().trim().min(1, `Please fill ${label}`).max(max, `${label} is too long`)

const addressFields = {
  first_name: addressText('first name', 60),
  last_name: addressText('last name', 60),
  street: addressText('street and number', 160),
  city: addressText('city', 80),
  state: z.string().trim().max(80, 'state is too long'),
  /** An ISO code from COUNTRY_NAMES (a name the list knows is taken as its code) */
  country: CountryCodeSchema,
  zip_code: z.string().trim().regex(/^[A-Za-z0-9 -]{3,12}$/, 'Please enter a valid zip code'),
  is_default: z.boolean(),
}
export const AddressInputSchema = z.object({
  ...addressFields,
  state: addressFields.state.default(''),
  is_default: addressFields.is_default.default(false),
})
export type AddressInput = z.infer<typeof AddressInputSchema>
/** Only the fields sent change: no defaults here, or a partial update would reset state and is_default. */
export const AddressUpdateSchema = z.object(addressFields).partial().extend({ id: z.string().regex(/^adr_[a-z0-9]{16}$/, 'Address id is not valid') })
export type AddressUpdate = z.infer<typeof AddressUpdateSchema>
export const AddressDeleteSchema = z.object({ id: z.string().regex(/^adr_[a-z0-9]{16}$/, 'Address id is not valid') })

export interface Address extends Omit<AddressInput, 'country'> {
  /** An ISO code; an address saved before the country list may keep the text it was typed with */
  country: string
  id: string
  created_at: string
}

/* ---- Two-factor authentication ---- */

/** Messages of the two-factor flows (the web app shows them through its translation files). */
export const TWO_FACTOR_MESSAGES = {
  answersMismatch: 'The answers do not match',
  wrongPassword: 'The password is not correct',
  questionsFirst: 'Please set your three security questions first',
  setupFirst: 'Please scan the QR code and start the setup first',
  alreadyOn: 'Two-factor authentication is already on. Turn it off or reset it first',
  notOn: 'Two-factor authentication is not on',
  codeNeeded: 'Enter the code from your authenticator app to change the questions',
  noEmail: 'Your account has no verified email address for the recovery code',
} as const

export const SECURITY_ANSWER_MIN = 2

/** How a security answer is compared: trimmed, lowercased, inner spaces collapsed. */
export function normaliseAnswer(answer: string): string {
  return answer.trim().toLowerCase().replace(/\s+/g, ' ')
}

const twoFactorCode = z.string().regex(/^\d{6}$/, AUTH_MESSAGES.wrongOtp)
const accountPassword = z.string().min(1, FIELD_MESSAGES.passwordRequired).max(PASSWORD_MAX)
const threeAnswers = z.array(z.string().max(200)).length(3, FIELD_MESSAGES.answersRequired)

/** POST /auth/two-factor/questions — `code` (authenticator) is needed only while 2FA is on. */
export const SecurityQuestionsSchema = z.object({
  questions: z
    .array(z.object({ question: z.string().trim().min(5, FIELD_MESSAGES.questionRequired).max(200), answer: z.string().trim().min(SECURITY_ANSWER_MIN, FIELD_MESSAGES.answerRequired).max(200) }))
    .length(3, FIELD_MESSAGES.questionsRequired)
    .refine(
      (qs) => {
        const written = qs.map((q) => normaliseAnswer(q.question)).filter(Boolean)
        return new Set(written).size === written.length
      },
      { message: FIELD_MESSAGES.questionsDifferent },
    ),
  password: accountPassword,
  code: twoFactorCode.optional(),
})
export type SecurityQuestions = z.infer<typeof SecurityQuestionsSchema>

/**
 * POST /auth/two-factor/verify — the second step of a login: the authenticator code, or (phone
 * lost) the three answers together with the code emailed by /auth/two-factor/recovery-code.
 */
export const TwoFactorVerifySchema = z
  .object({
    challenge: z.string().min(10).max(200),
    code: twoFactorCode.optional(),
    answers: threeAnswers.optional(),
    email_otp: z.string().regex(/^\d{6}$/, AUTH_MESSAGES.wrongOtp).optional(),
  })
  .refine((v) => !!v.code !== !!v.answers, { message: 'Give either the authenticator code or the three answers' })
  .refine((v) => !v.answers || !!v.email_otp, { message: FIELD_MESSAGES.emailCodeNeeded, path: ['email_otp'] })
export type TwoFactorVerify = z.infer<typeof TwoFactorVerifySchema>

/** POST /auth/two-factor/setup */
export const TwoFactorSetupSchema = z.object({ password: accountPassword })

/** POST /auth/two-factor/confirm */
export const TwoFactorConfirmSchema = z.object({ code: twoFactorCode })

/** POST /auth/two-factor/recovery-code — at login with the challenge; signed in without. */
export const TwoFactorRecoveryCodeSchema = z.object({ challenge: z.string().min(10).max(200).optional() })

/** POST /auth/two-factor/disable — the password and either the authenticator code or the answers. */
export const TwoFactorDisableSchema = z
  .object({ password: accountPassword, code: twoFactorCode.optional(), answers: threeAnswers.optional() })
  .refine((v) => !!v.code !== !!v.answers, { message: 'Give either the authenticator code or the three answers' })

/** POST /auth/two-factor/reset — phone lost: password, the answers and the emailed code. */
export const TwoFactorResetSchema = z.object({
  password: accountPassword,
  answers: threeAnswers,
  email_otp: z.string().regex(/^\d{6}$/, AUTH_MESSAGES.wrongOtp),
})

/** GET /auth/two-factor */
export interface TwoFactorStatus {
  /** Logins need the second step */
  enabled: boolean
  has_questions: boolean
  /** The authenticator app has been confirmed with a code */
  confirmed: boolean
  /** The user's own three questions (never the answers) */
  questions: string[]
}

/** POST /auth/two-factor/setup */
export interface TwoFactorSetup {
  /** base32, for typing into the app by hand */
  secret: string
  otpauth_url: string
  /** The otpauth URL as a QR code, an SVG document */
  qr_svg: string
}

/** POST /auth/two-factor/recovery-code */
export interface TwoFactorRecovery {
  questions: string[]
  /** Where the code went, masked: "a***@example.com" */
  sent_to: string
}

/** A person's name and a new password as sign-up checks them (accepting a staff invitation reuses them). */
export const PersonNameSchema = nameField
export const NewPasswordSchema = passwordField
