/** modules/notifications owns notification_burst: one pending email per key, sent once its burst is over. */
export interface NotificationBurstTable {
  key: string
  /** Which sender composes it (e.g. 'order_status') */
  kind: string
  /** What it is about (e.g. an order id) */
  ref: string
  /** ISO time of the burst's first change */
  since: string
  /** ISO time after which it is sent: the last change plus the window */
  due_at: string
  attempts: number
}

export interface NotificationsTables {
  notification_burst: NotificationBurstTable
}
