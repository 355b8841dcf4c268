/** modules/bank-transfers owns bank_transfer, bank_statement_line, bank_transfer_lease (decision 052). */
export interface BankTransferTable {
  order_id: string
  order_number: string
  /** Digits only, at most 10, unique: the Czech variable symbol, and the reference elsewhere */
  variable_symbol: string
  amount_cents: number
  currency: string
  /** The seller's account and name when the order was placed */
  iban: string
  bic: string
  beneficiary: string
  /** YYYY-MM-DD: unpaid after this day, the order is cancelled */
  due_date: string
  /** awaiting | paid | cancelled */
  status: string
  paid_at: string | null
  /** 'statement' or the staff member's id who marked it paid */
  paid_by: string | null
  statement_line_id: string | null
  cancelled_at: string | null
  created_at: string
}

export interface BankStatementLineTable {
  id: string
  /** A hash of the line's fields and its place among equal lines: a statement read twice pays nothing twice */
  fingerprint: string
  booked_on: string
  amount_cents: number
  currency: string
  reference: string
  counterparty: string
  /** matched | one of STATEMENT_LINE_UNMATCHED */
  outcome: string
  order_id: string | null
  imported_by: string
  imported_at: string
}

export interface BankTransferLeaseTable {
  name: string
  holder: string
  expires_at: string
}

export interface BankTransfersTables {
  bank_transfer: BankTransferTable
  bank_statement_line: BankStatementLineTable
  bank_transfer_lease: BankTransferLeaseTable
}
