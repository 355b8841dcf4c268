import { createHmac } from 'node:crypto'
import { nowIso, type ProcessorDb } from './test-processor.repository'

export interface DeliveryLog {
  warn(obj: object, msg: string): void
}

export interface WebhookDeliveryOptions {
  secret: string
  url: string | null
  /** Waits before the 1st, 2nd, … retry; the last one repeats until `giveUpAfterMs` */
  retryDelaysMs?: number[]
  giveUpAfterMs?: number
  intervalMs?: number
  log?: DeliveryLog
}

/** Stripe's schedule, shortened at the start: a shop back within seconds gets its events within seconds. */
const RETRY_DELAYS_MS = [1_000, 5_000, 30_000, 120_000, 600_000, 1_800_000, 3_600_000, 7_200_000]
const THREE_DAYS_MS = 3 * 24 * 3600 * 1000
/** A process that died while sending leaves its claim; another takes the row over after this. */
const CLAIM_MS = 30_000
const SEND_TIMEOUT_MS = 10_000
const BATCH = 25

/** `Stripe-Signature: t=<unix>,v1=<hex HMAC-SHA256(secret, "<t>.<body>")>`, what stripe.webhooks.constructEvent checks. */
export function signatureHeader(secret: string, body: string, timestamp = Math.floor(Date.now() / 1000)): string {
  return `t=${timestamp},v1=${createHmac('sha256', secret).update(`${timestamp}.${body}`, 'utf8').digest('hex')}`
}

/**
 * Posts the Events rows to the shop's webhook address: on a timer and at once after each new
 * event. A row is claimed by a conditional update before it is sent, so two processes on one
 * database never both send it; a non-2xx answer or a refused connection puts it back with a later
 * attempt time, so it is retried (also by the next process after a restart) until three days pass.
 */
export function createWebhookDelivery(k: ProcessorDb, opts: WebhookDeliveryOptions) {
  const delays = opts.retryDelaysMs ?? RETRY_DELAYS_MS
  const giveUpAfter = opts.giveUpAfterMs ?? THREE_DAYS_MS
  let url = opts.url
  let closed = false
  let running: Promise<number> | null = null
  let again = false

  async function send(row: { id: string; payload: string; attempts: number; created_at: string }): Promise<void> {
    let outcome: string
    let ok = false
    try {
      const res = await fetch(url!, {
        method: 'POST',
        headers: { 'content-type': 'application/json; charset=utf-8', 'stripe-signature': signatureHeader(opts.secret, row.payload), 'user-agent': 'Stripe/1.0 (+https://stripe.com/docs/webhooks)' },
        body: row.payload,
        signal: AbortSignal.timeout(SEND_TIMEOUT_MS),
      })
      await res.arrayBuffer().catch(() => undefined)
      ok = res.ok
      outcome = `HTTP ${res.status}`
    } catch (err) {
      outcome = (err as Error).name === 'TimeoutError' ? 'timed out' : `no connection (${(err as { cause?: { code?: string } }).cause?.code ?? (err as Error).message})`
    }
    const now = Date.now()
    if (ok) {
      await k.updateTable('test_processor_webhook').set({ status: 'delivered', delivered_at: nowIso(), claimed_until: null, last_response: outcome }).where('id', '=', row.id).execute()
      return
    }
    const attempts = row.attempts + 1
    const next = now + delays[Math.min(attempts - 1, delays.length - 1)]!
    const givingUp = next - Date.parse(row.created_at) > giveUpAfter
    opts.log?.warn({ event: row.id, attempts, outcome, giving_up: givingUp }, 'test processor: webhook not delivered')
    await k
      .updateTable('test_processor_webhook')
      .set({ status: givingUp ? 'failed' : 'pending', attempts, next_attempt_at: new Date(next).toISOString(), claimed_until: null, last_response: outcome })
      .where('id', '=', row.id)
      .execute()
  }

  /** One pass over the due rows; answers how many it sent. */
  async function pass(): Promise<number> {
    if (!url || closed) return 0
    const now = nowIso()
    const due = await k
      .selectFrom('test_processor_webhook')
      .select(['id', 'payload', 'attempts', 'created_at'])
      .where('status', '=', 'pending')
      .where('next_attempt_at', '<=', now)
      .where((eb) => eb.or([eb('claimed_until', 'is', null), eb('claimed_until', '<', now)]))
      .orderBy('created_at')
      .orderBy('id')
      .limit(BATCH)
      .execute()
    const claimUntil = new Date(Date.now() + CLAIM_MS).toISOString()
    const mine: typeof due = []
    for (const row of due) {
      const claimed = await k
        .updateTable('test_processor_webhook')
        .set({ claimed_until: claimUntil })
        .where('id', '=', row.id)
        .where('status', '=', 'pending')
        .where((eb) => eb.or([eb('claimed_until', 'is', null), eb('claimed_until', '<', now)]))
        .executeTakeFirst()
      if (Number(claimed.numUpdatedRows) === 1) mine.push(row)
    }
    await Promise.all(mine.map(send))
    return mine.length
  }

  /** Runs passes until one finds nothing due; concurrent callers share the run. */
  function run(): Promise<number> {
    if (running) {
      again = true
      return running
    }
    running = (async () => {
      let total = 0
      try {
        do {
          again = false
          const sent = await pass()
          total += sent
          if (sent === BATCH) again = true
        } while (again && !closed)
      } finally {
        running = null
      }
      return total
    })()
    return running
  }

  const tick = () => {
    run().catch((err: unknown) => opts.log?.warn({ err: (err as Error).message }, 'test processor: webhook delivery pass failed'))
  }
  const timer = setInterval(tick, opts.intervalMs ?? 1_000)
  timer.unref()

  return {
    setUrl(next: string | null) {
      url = next
      if (url) tick()
    },
    /** A new event: send it now rather than at the next tick. */
    kick: tick,
    /** Sends everything due now and waits for the answers (a run already going is awaited, then another pass). */
    async flush(): Promise<void> {
      await running?.catch(() => 0)
      await run()
    },
    async close() {
      closed = true
      clearInterval(timer)
      await running?.catch(() => 0)
    },
  }
}

export type WebhookDelivery = ReturnType<typeof createWebhookDelivery>
