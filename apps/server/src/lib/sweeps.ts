/**
 * A sweep that runs now and then (payments' recovery, the invoices' documents): one pass at a
 * time in this process — a pass asked for while one runs joins it — started at once and then every
 * `everyMs`, its timer never keeping the process alive; stopping waits for a pass under way.
 */
export function periodicSweep<R>(pass: () => Promise<R>, { log, what }: { log: { error(obj: object, msg: string): void }; what: string }) {
  let running: Promise<R> | null = null

  /** One pass; a pass already running is joined, not doubled. */
  function sweep(): Promise<R> {
    running ??= pass().finally(() => (running = null))
    return running
  }

  return {
    sweep,

    /** A sweep now and every `everyMs`; the returned stop waits for a sweep under way. */
    start(everyMs: number): () => Promise<void> {
      const run = () => {
        sweep().catch((err: unknown) => log.error({ err }, `${what} failed`))
      }
      run()
      const timer = setInterval(run, everyMs)
      timer.unref()
      return async () => {
        clearInterval(timer)
        await running?.catch(() => undefined)
      }
    },
  }
}
