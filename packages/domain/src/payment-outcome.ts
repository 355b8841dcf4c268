import { z } from 'zod'
import { OrderSchema } from './orders'
import { GiftCardReceiptSchema, WalletSchema } from './wallet'

/**
 * What POST /api/payments/:id/complete answers the payment's owner (decision 050): 200 with what
 * the payment bought, or 202 `processing` (ask again). A failure is a problem with its reason.
 * (Its own file: wallet.ts and orders.ts import payments.ts, so payments.ts cannot import them.)
 */
export const PaymentOutcomeSchema = z.discriminatedUnion('purpose', [
  z.object({ status: z.literal('succeeded'), purpose: z.literal('order'), order: OrderSchema }),
  z.object({ status: z.literal('succeeded'), purpose: z.literal('top_up'), wallet: WalletSchema }),
  z.object({ status: z.literal('succeeded'), purpose: z.literal('gift_card'), gift_card: GiftCardReceiptSchema }),
])
export type PaymentOutcome = z.infer<typeof PaymentOutcomeSchema>

export const PaymentProcessingSchema = z.object({ status: z.literal('processing') })
