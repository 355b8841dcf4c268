import {
  awaitsTransferBefore,
  DomainError,
  FULFILMENT_MESSAGES,
  ORDER_MESSAGES,
  forwardSteps,
  type BulkPick,
  type BulkPickResult,
  type OrderStatus,
  type ShipOrder,
} from '@shop/domain'
import type { FastifyBaseLogger } from 'fastify'
import type { Db } from '../../db/database'
import type { AuthUser } from '../../http/auth'
import type { AuditLog } from '../audit/audit.service'
import { addEvent, moveStatus, nextEventTime, setShipment, type OrderStateRow, type OrdersRepository } from './orders.repository'
import type { OrderNotifier } from './orders.types'

type StaffActor = Pick<AuthUser, 'id' | 'username'>

export interface FulfilmentDeps {
  db: Db
  repo: OrdersRepository
  notifier: OrderNotifier
  audit: AuditLog
  log: FastifyBaseLogger
  now: () => Date
}

const REQUEST_WAITING: readonly OrderStatus[] = ['request_cancel', 'request_return']

/** Why an order cannot go forward to `target`, as a refusal (409). */
function cannotReach(order: OrderStateRow, target: OrderStatus): DomainError {
  if (REQUEST_WAITING.includes(order.status)) return new DomainError('order_request_pending', ORDER_MESSAGES.requestPending)
  return new DomainError('order_move_illegal', FULFILMENT_MESSAGES.noForwardPath(order.status, target))
}

/**
 * Fulfilment (issue 17): staff move an order forward several steps in one action: picked in bulk,
 * shipped with a carrier and tracking number. Each step is its own event and audit line, exactly as
 * if staff had pressed "Move to" for it, and the steps of one order commit together or not at all.
 */
export function createFulfilment({ db, repo, notifier, audit, log, now }: FulfilmentDeps) {
  async function walk(staff: StaffActor, order: OrderStateRow, target: OrderStatus, note: string, shipment?: Pick<ShipOrder, 'carrier' | 'tracking_number'>) {
    const steps = forwardSteps(order, target)
    if (!steps) throw cannotReach(order, target)
    if (awaitsTransferBefore(order, target)) throw new DomainError('transfer_awaited', ORDER_MESSAGES.transferAwaited)
    let queued = false
    await db.kysely.transaction().execute(async (tx) => {
      let from = order.status
      let first = ''
      let at = ''
      for (const [i, to] of steps.entries()) {
        const last = i === steps.length - 1
        at = await nextEventTime(tx, order.id, now())
        first ||= at
        // Back on the forward path after a rejected cancel: the remembered status has done its job.
        const extra = i === 0 && order.status === 'cancel_reject' ? { resume_status: null } : {}
        // The first step is conditional on the status read: an order someone moved meanwhile is refused whole.
        if (!(await moveStatus(tx, order.id, from, to, at, extra))) throw new DomainError('order_move_illegal', ORDER_MESSAGES.illegalTransition(from, to))
        const stepNote = last ? note : ''
        await addEvent(tx, { order_id: order.id, status: to, actor: 'staff', actor_id: staff.id, note: stepNote, at })
        const details = { number: order.number, from, to, note: stepNote, ...(last && shipment ? shipment : {}) }
        await audit.record(tx, staff, { action: 'order.status', entity: 'order', entity_id: order.id, details })
        from = to
      }
      if (shipment) await setShipment(tx, order.id, shipment, at)
      queued = await notifier.queueStatus(tx, order.id, first, at)
    })
    if (!queued) notifier.statusChanged(order.id, target).catch((err: unknown) => log.error({ err, orderId: order.id }, 'order status email failed'))
  }

  return {
    /**
     * Each selected order goes to order_picked through every step before it, in a transaction of
     * its own: those that cannot are reported by number with the reason, the others move.
     */
    async pick(staff: StaffActor, input: BulkPick): Promise<BulkPickResult> {
      const result: BulkPickResult = { moved: [], refused: [] }
      for (const id of input.ids) {
        const order = await repo.state(id)
        if (!order) {
          result.refused.push({ id, number: null, reason: 'order_not_found', message: ORDER_MESSAGES.notFound })
          continue
        }
        try {
          await walk(staff, order, 'order_picked', input.note)
          result.moved.push({ id, number: order.number, status: 'order_picked' })
        } catch (err) {
          if (!(err instanceof DomainError)) throw err
          result.refused.push({ id, number: order.number, reason: err.reason, message: err.message })
        }
      }
      return result
    },

    /** Up to shipped_order in one step, carrier and tracking number stored on the order with it. */
    async ship(staff: StaffActor, id: string, input: ShipOrder): Promise<void> {
      const order = await repo.state(id)
      if (!order) throw new DomainError('order_not_found', ORDER_MESSAGES.notFound)
      await walk(staff, order, 'shipped_order', input.note, { carrier: input.carrier, tracking_number: input.tracking_number })
    },
  }
}
