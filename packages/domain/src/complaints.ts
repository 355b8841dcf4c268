import { z } from 'zod'
import { LanguageSchema } from './language-schemas'

export const COMPLAINT_TOPICS = ['damaged', 'wrong_item', 'missing_item', 'late_delivery', 'quality', 'refund', 'other'] as const
export type ComplaintTopic = (typeof COMPLAINT_TOPICS)[number]

/** open: waiting for the shop; answered: the shop replied; closed: settled (a new shopper message reopens it). */
export const COMPLAINT_STATUSES = ['open', 'answered', 'closed'] as const
export type ComplaintStatus = (typeof COMPLAINT_STATUSES)[number]

export const COMPLAINT_MESSAGE_MAX = 5000

export const COMPLAINT_MESSAGES = {
  chooseOrder: 'Please choose the order your complaint is about',
  chooseTopic: 'Please choose a topic',
  writeMessage: 'Please describe the problem',
  tooLong: `The message is too long (at most ${COMPLAINT_MESSAGE_MAX} characters)`,
  notFound: 'Complaint was not found',
  orderNotFound: 'Order was not found',
  replyNeeded: 'Please write a reply (or close the complaint)',
} as const

const messageText = z
  .string({ message: COMPLAINT_MESSAGES.writeMessage })
  .trim()
  .min(1, COMPLAINT_MESSAGES.writeMessage)
  .max(COMPLAINT_MESSAGE_MAX, COMPLAINT_MESSAGES.tooLong)

export const ComplaintInputSchema = z.object({
  order_id: z.string({ message: COMPLAINT_MESSAGES.chooseOrder }).regex(/^ord_[a-z0-9]{16}$/, COMPLAINT_MESSAGES.chooseOrder),
  topic: z.enum(COMPLAINT_TOPICS, { error: () => COMPLAINT_MESSAGES.chooseTopic }),
  message: messageText,
})
export type ComplaintInput = z.infer<typeof ComplaintInputSchema>

export const ComplaintMessageInputSchema = z.object({ message: messageText })

export const ComplaintIdParamsSchema = z.object({ id: z.string().regex(/^cmp_[a-z0-9]{16}$/, 'Complaint id is not valid') })

export const ComplaintMessageSchema = z.object({
  id: z.string(),
  author: z.enum(['shopper', 'staff']),
  text: z.string(),
  at: z.string(),
})
export type ComplaintMessage = z.infer<typeof ComplaintMessageSchema>

export const ComplaintSummarySchema = z.object({
  id: z.string(),
  order_id: z.string(),
  order_number: z.string(),
  topic: z.enum(COMPLAINT_TOPICS),
  status: z.enum(COMPLAINT_STATUSES),
  created_at: z.string(),
  updated_at: z.string(),
  last_message: ComplaintMessageSchema.nullable(),
})
export type ComplaintSummary = z.infer<typeof ComplaintSummarySchema>

export const ComplaintSchema = ComplaintSummarySchema.extend({ messages: z.array(ComplaintMessageSchema) })
export type Complaint = z.infer<typeof ComplaintSchema>

export const ComplaintListSchema = z.object({ data: z.array(ComplaintSummarySchema) })
export type ComplaintList = z.infer<typeof ComplaintListSchema>

/* ---- Staff ---- */

export const StaffComplaintQuerySchema = z.object({
  status: z.enum(COMPLAINT_STATUSES).optional(),
  page: z.coerce.number().int().min(1).default(1),
})

/** Who complains: the account's name and the order's email and language (the reply mail uses both). */
const StaffComplaintExtra = { shopper: z.object({ id: z.string(), username: z.string(), email: z.string(), lang: LanguageSchema }) }
export const StaffComplaintSummarySchema = ComplaintSummarySchema.extend(StaffComplaintExtra)
export type StaffComplaintSummary = z.infer<typeof StaffComplaintSummarySchema>
export const StaffComplaintSchema = ComplaintSchema.extend(StaffComplaintExtra)
export type StaffComplaint = z.infer<typeof StaffComplaintSchema>
export const StaffComplaintListSchema = z.object({ data: z.array(StaffComplaintSummarySchema), total: z.number().int(), page: z.number().int() })
export type StaffComplaintList = z.infer<typeof StaffComplaintListSchema>

export const StaffComplaintReplySchema = z
  .object({
    message: z.string().trim().max(COMPLAINT_MESSAGE_MAX, COMPLAINT_MESSAGES.tooLong).default(''),
    close: z.boolean().default(false),
  })
  .refine((r) => r.close || r.message.length > 0, { message: COMPLAINT_MESSAGES.replyNeeded, path: ['message'] })
export type StaffComplaintReply = z.infer<typeof StaffComplaintReplySchema>
