import type { FastifyBaseLogger } from 'fastify'
import { mkdir, writeFile } from 'node:fs/promises'
import path from 'node:path'
import type { Config } from '../../config'
import { newId } from '../../lib/ids'
import type { SmsSender } from './notifications.types'

/**
 * Texts through an HTTP provider (POST {to, text} with a bearer token) when SMS_URL is set;
 * otherwise an outbox: one JSON file per text under DATA_DIR/outbox/sms/ and a log line.
 */
export function createSmsSender(config: Pick<Config, 'SMS_URL' | 'SMS_TOKEN' | 'DATA_DIR'>, log: FastifyBaseLogger): SmsSender {
  const url = config.SMS_URL
  if (url) {
    return {
      async send(message) {
        const res = await fetch(url, {
          method: 'POST',
          headers: { 'content-type': 'application/json', ...(config.SMS_TOKEN ? { authorization: `Bearer ${config.SMS_TOKEN}` } : {}) },
          body: JSON.stringify({ to: message.to, text: message.text }),
          signal: AbortSignal.timeout(10_000),
        })
        if (!res.ok) throw new Error(`SMS provider answered ${res.status}`)
      },
    }
  }
  const dir = path.join(config.DATA_DIR, 'outbox', 'sms')
  return {
    async send(message) {
      await mkdir(dir, { recursive: true })
      const at = new Date().toISOString()
      const file = path.join(dir, `${at.replace(/[:.]/g, '-')}-${newId('sms')}.json`)
      await writeFile(file, JSON.stringify({ at, ...message }, null, 2))
      log.info({ to: message.to, file }, 'text message written to the outbox')
    },
  }
}
