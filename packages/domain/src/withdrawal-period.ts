import { WITHDRAWAL_DAYS } from './legal'

/**
 * The withdrawal period's end (decision 044). The period runs for WITHDRAWAL_DAYS whole days after
 * the day of delivery (Regulation 1182/71: the day of the event is not counted, a period ends at
 * the end of its last day), counted in the seller's calendar: the shop is in Prague. Delivered on
 * 1 June at any hour, a shopper may withdraw until 15 June 23:59:59 Prague time; on the 16th
 * ("day 15") the server refuses.
 */
export const SHOP_TIME_ZONE = 'Europe/Prague'

/** The calendar day (YYYY-MM-DD) an instant falls on in the shop's time zone. */
function shopDay(at: Date): string {
  // en-CA writes dates as YYYY-MM-DD.
  return new Intl.DateTimeFormat('en-CA', { timeZone: SHOP_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' }).format(at)
}

/** Minutes the shop's time zone is ahead of UTC at an instant (60 in winter, 120 in summer). */
function shopOffsetMinutes(at: Date): number {
  const name = new Intl.DateTimeFormat('en-US', { timeZone: SHOP_TIME_ZONE, timeZoneName: 'longOffset' }).formatToParts(at).find((p) => p.type === 'timeZoneName')?.value ?? ''
  const m = /GMT([+-])(\d{2}):(\d{2})/.exec(name)
  return m ? (m[1] === '-' ? -1 : 1) * (Number(m[2]) * 60 + Number(m[3])) : 0
}

/** The last instant of the withdrawal period of goods delivered at `deliveredAt` (ISO), as ISO. */
export function withdrawalDeadline(deliveredAt: string): string {
  const [y, m, d] = shopDay(new Date(deliveredAt)).split('-').map(Number) as [number, number, number]
  // Midnight that starts the first day after the period, on the shop's clock. Clocks change at
  // 02:00 or 03:00, never at midnight, so the offset read at UTC midnight of that day is the one.
  const endUtc = Date.UTC(y, m - 1, d + WITHDRAWAL_DAYS + 1)
  return new Date(endUtc - shopOffsetMinutes(new Date(endUtc)) * 60_000 - 1).toISOString()
}

/** Whether a withdrawal sent at `now` is within the period of goods delivered at `deliveredAt`. */
export function withinWithdrawalPeriod(deliveredAt: string, now: Date): boolean {
  return now.getTime() <= Date.parse(withdrawalDeadline(deliveredAt))
}
