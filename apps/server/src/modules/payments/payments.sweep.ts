import { periodicSweep } from '../../lib/sweeps'
import type { PaymentsModule } from './payments.service'

/**
 * Card payments whose hold ran out (decision 050): the processor is asked first — money that came
 * after all completes what it paid for — and otherwise the intent is canceled and the holds released.
 * Every step is a conditional update, so processes sweeping side by side, a late webhook and a
 * shopper coming back settle each payment once.
 */
export function createPaymentSweep({ payments, log }: { payments: Pick<PaymentsModule, 'expireDue'>; log: { error(obj: object, msg: string): void } }) {
  const periodic = periodicSweep(() => payments.expireDue(), { log, what: 'the payment expiry sweep' })
  return {
    sweep: periodic.sweep,
    /** A sweep now (at startup) and every `everyMs`; the returned stop waits for a sweep under way. */
    start: (everyMs = 60_000) => periodic.start(everyMs),
  }
}
