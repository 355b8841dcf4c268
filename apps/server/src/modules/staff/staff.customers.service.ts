import { DomainError, STAFF_PAGE_SIZE, STAFF_TEAM_MESSAGES, type Address, type OrderSummary, type StaffCustomerDetail, type Wallet } from '@shop/domain'
import type { StaffAccounts } from '../auth/auth.staff-accounts.service'

/** What the look-up reads, each from the module that owns it (the same reads the shopper's own pages use). */
export interface CustomerLookupDeps {
  accounts: Pick<StaffAccounts, 'searchCustomers' | 'customer'>
  orders: { listForUser(userId: string, page: number): Promise<{ data: OrderSummary[]; total: number }> }
  addresses: { list(userId: string): Promise<Address[]> }
  wallet: { overview(userId: string): Promise<Wallet> }
}

/** The customer look-up for staff (support and owners): read-only, it changes nothing. */
export function createCustomerLookup({ accounts, orders, addresses, wallet }: CustomerLookupDeps) {
  return {
    async search(q: string | undefined, page: number) {
      const { data, total } = await accounts.searchCustomers(q || undefined, page, STAFF_PAGE_SIZE)
      return { data, total, page }
    },

    async get(id: string): Promise<StaffCustomerDetail> {
      const customer = await accounts.customer(id)
      if (!customer) throw new DomainError('customer_not_found', STAFF_TEAM_MESSAGES.customerNotFound)
      const [orderPage, saved, purse] = await Promise.all([orders.listForUser(id, 1), addresses.list(id), wallet.overview(id)])
      return { customer, orders: orderPage.data, orders_total: orderPage.total, addresses: saved, wallet: purse }
    },
  }
}
export type CustomerLookup = ReturnType<typeof createCustomerLookup>
