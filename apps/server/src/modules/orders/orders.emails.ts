import type { FastifyBaseLogger } from 'fastify'
import type { Config } from '../../config'
import type { Db } from '../../db/database'
import type { Mailer } from '../notifications/notifications.types'
import type { OrderNotifier } from './orders.types'

// SKELETON (helper replaces)
export function createOrderNotifier(_deps: { db: Db; mailer: Mailer; config: Config; log: FastifyBaseLogger }): OrderNotifier {
  return { placed: async () => {}, statusChanged: async () => {} }
}
