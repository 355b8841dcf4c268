import type { Stripe } from '@stripe/stripe-js'
import type { Processor } from '../lib/processor-loader'

type ProcessorError = { type: string; code?: string; decline_code?: string; message?: string }
type ConfirmResult = { error: ProcessorError } | { paymentIntent: { id: string; status: string } }

/**
 * A test double of Stripe.js for component tests (the real one, or the test processor's stand-in,
 * runs in the journeys): the Payment Element mounts a placeholder, `elements.submit()` and
 * `confirmPayment` answer what the test queues. Use with
 * `vi.mock('…/lib/processor-loader')` and `vi.mocked(loadProcessor).mockResolvedValue(fake.processor)`.
 */
export function fakeProcessor(kind: 'test' | 'stripe' = 'test') {
  const submits: Array<{ error?: ProcessorError }> = []
  const confirms: ConfirmResult[] = []
  const calls = {
    elements: [] as Array<Record<string, unknown>>,
    updates: [] as Array<Record<string, unknown>>,
    submit: 0,
    confirm: [] as Array<{ clientSecret: string }>,
  }
  const stripe = {
    elements(options: Record<string, unknown>) {
      calls.elements.push(options)
      return {
        create: () => {
          const ready: Array<() => void> = []
          return {
            on(event: string, cb: () => void) {
              if (event === 'ready') ready.push(cb)
            },
            mount(target: HTMLElement) {
              target.innerHTML = '<iframe title="Secure payment input frame"></iframe>'
              setTimeout(() => ready.forEach((cb) => cb()))
            },
            destroy() {},
          }
        },
        update: (o: Record<string, unknown>) => calls.updates.push(o),
        submit: async () => {
          calls.submit++
          return submits.shift() ?? {}
        },
      }
    },
    async confirmPayment(args: { clientSecret: string }) {
      calls.confirm.push({ clientSecret: args.clientSecret })
      return confirms.shift() ?? { paymentIntent: { id: 'pi_fake', status: 'succeeded' } }
    },
  } as unknown as Stripe
  const processor: Processor = {
    config: { processor: kind, publishable_key: 'pk_test_fake', script_url: 'http://processor.test/v3/stripe.js' },
    stripe,
  }
  return {
    processor,
    calls,
    /** What the next `elements.submit()` answers (fields incomplete: `{ error }`) */
    submitAnswers: (...answers: Array<{ error?: ProcessorError }>) => submits.push(...answers),
    /** What the next `confirmPayment` calls answer */
    confirmAnswers: (...answers: ConfirmResult[]) => confirms.push(...answers),
  }
}

export const DECLINED = { error: { type: 'card_error', code: 'card_declined', decline_code: 'generic_decline', message: 'Your card was declined.' } }
export const AUTH_FAILED = { error: { type: 'card_error', code: 'payment_intent_authentication_failure', message: 'We are unable to authenticate your payment method.' } }
