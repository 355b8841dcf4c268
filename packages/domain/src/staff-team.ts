import { z } from 'zod'
import { NewPasswordSchema, PersonNameSchema, type Address } from './auth'
import { FIELD_MESSAGES } from './field-messages'
import { DEFAULT_LANGUAGE, LANGUAGES } from './languages'
import { OrderSummarySchema } from './orders'
import { STAFF_ROLES } from './staff-roles'
import { WalletSchema } from './wallet'

/* ---- The shop's team (issue 17): the owner lists, invites, re-roles and revokes staff ---- */

/** An invitation is good for a week, once. */
export const STAFF_INVITATION_DAYS = 7

export const STAFF_TEAM_MESSAGES = {
  lastOwner: 'The shop needs at least one owner: make someone else owner first',
  alreadyMember: 'This person is already on the team: change their role instead',
  memberNotFound: 'Staff member was not found',
  invitationInvalid: 'This invitation is no longer valid. Please ask the shop owner for a new one.',
  invitationSignIn: 'An account with this email exists: please sign in to it first, then accept',
  invitationOtherAccount: 'You are signed in to another account than the invitation is for',
  invitationNeedsAccount: 'Please choose your name and a password to create your account',
  customerNotFound: 'Customer was not found',
} as const

const userId = z.string().regex(/^usr_[a-z0-9]{16}$/, 'Account id is not valid')
const StaffRoleSchema = z.enum(STAFF_ROLES)

export const StaffMemberSchema = z.object({
  id: z.string(),
  username: z.string(),
  email: z.string().nullable(),
  role: StaffRoleSchema,
})
export type StaffMember = z.infer<typeof StaffMemberSchema>

/** The invitee's language: the email is written in it and its link opens the acceptance page in it. */
const InvitationLanguageSchema = z.enum(LANGUAGES, { error: () => `Language: use one of ${LANGUAGES.join(', ')}` })

export const StaffInvitationSchema = z.object({
  id: z.string(),
  email: z.string(),
  role: StaffRoleSchema,
  lang: InvitationLanguageSchema,
  invited_by: z.string(),
  created_at: z.string(),
  expires_at: z.string(),
})
export type StaffInvitation = z.infer<typeof StaffInvitationSchema>

export const StaffTeamSchema = z.object({ members: z.array(StaffMemberSchema), invitations: z.array(StaffInvitationSchema) })
export type StaffTeam = z.infer<typeof StaffTeamSchema>

export const StaffInviteBodySchema = z.object({
  email: z.string().trim().toLowerCase().pipe(z.email(FIELD_MESSAGES.emailInvalid).max(254, FIELD_MESSAGES.emailInvalid)),
  role: StaffRoleSchema,
  lang: InvitationLanguageSchema.default(DEFAULT_LANGUAGE),
})
export type StaffInviteBody = z.input<typeof StaffInviteBodySchema>
export type StaffInviteBodyParsed = z.infer<typeof StaffInviteBodySchema>

export const StaffMemberParamsSchema = z.object({ id: userId })
export const StaffRoleBodySchema = z.object({ role: StaffRoleSchema })

/* ---- Accepting an invitation (the invitee, not yet staff) ---- */

const invitationToken = z.string().regex(/^[A-Za-z0-9_-]{20,200}$/, 'This invitation link is not complete')
export const StaffInvitationParamsSchema = z.object({ token: invitationToken })
export const StaffInvitationPreviewSchema = z.object({
  email: z.string(),
  role: StaffRoleSchema,
  lang: InvitationLanguageSchema,
  /** An account with this email exists: accepting needs it signed in; otherwise accepting creates it */
  account_exists: z.boolean(),
  expires_at: z.string(),
})
export type StaffInvitationPreview = z.infer<typeof StaffInvitationPreviewSchema>

export const StaffInvitationAcceptSchema = z.object({
  token: invitationToken,
  /** For a new account only */
  username: PersonNameSchema.optional(),
  password: NewPasswordSchema.optional(),
})
export type StaffInvitationAccept = z.infer<typeof StaffInvitationAcceptSchema>
export const StaffInvitationAcceptedSchema = z.object({ email: z.string(), role: StaffRoleSchema, account: z.enum(['created', 'upgraded']) })
export type StaffInvitationAccepted = z.infer<typeof StaffInvitationAcceptedSchema>

/* ---- Customer look-up (read-only) ---- */

export const StaffCustomerQuerySchema = z.object({
  /** part of the email or the name; empty: the newest accounts */
  q: z.string().trim().max(120).optional(),
  page: z.coerce.number().int().min(1, 'page starts at 1').max(10_000).default(1),
})
export const StaffCustomerSchema = z.object({
  id: z.string(),
  username: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  created_at: z.string(),
})
export type StaffCustomer = z.infer<typeof StaffCustomerSchema>
export const StaffCustomerListSchema = z.object({ data: z.array(StaffCustomerSchema), total: z.number().int(), page: z.number().int() })
export const StaffCustomerParamsSchema = z.object({ id: userId })

const AddressViewSchema = z.object({
  id: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  street: z.string(),
  city: z.string(),
  state: z.string(),
  country: z.string(),
  zip_code: z.string(),
  is_default: z.boolean(),
  created_at: z.string(),
}) satisfies z.ZodType<Address>

export const StaffCustomerDetailSchema = z.object({
  customer: StaffCustomerSchema,
  /** The newest orders (the first page the shopper would see), and how many there are */
  orders: z.array(OrderSummarySchema),
  orders_total: z.number().int(),
  addresses: z.array(AddressViewSchema),
  wallet: WalletSchema,
})
export type StaffCustomerDetail = z.infer<typeof StaffCustomerDetailSchema>
