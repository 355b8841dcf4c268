import { WITHDRAWAL_DAYS } from './legal'
import { SETTINGS_MESSAGES } from './settings'

/** The withdrawal's fixed texts (decision 044), one constant each: the web finds their translations through these. */
export const WITHDRAWAL_MESSAGES = {
  periodOver: `The ${WITHDRAWAL_DAYS}-day withdrawal period for this order has ended`,
  nothingLeft: 'Everything in this order has already been withdrawn',
  lineUnknown: 'This item is not part of the order',
  quantityTooHigh: 'That is more than you can still withdraw of this item',
  quantityMin: 'Withdraw at least one piece',
  linesEmpty: 'Choose at least one item',
  linesRepeated: 'Each item once, please',
  ibanRequired: 'Please give the IBAN of the account that should receive the cash you paid on delivery',
  ibanInvalid: SETTINGS_MESSAGES.ibanInvalid,
  refusalRequired: 'Choose why the withdrawal is refused',
  refusalMisplaced: 'A refusal reason belongs only to refusing a withdrawal',
  bankNotDue: 'This withdrawal has no bank transfer waiting to be sent',
} as const
