import type { Address, AddressInput, AddressUpdate, ContactProofAnswer, Me, SecurityUndoAnswer } from '@shop/domain'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { api } from '../../../lib/api-client'

/** The profile and address-book endpoints (shapes: packages/domain/src/auth.ts). */

export interface ProfileChanges {
  username?: string
  email?: string
  phone_number?: string
  gender?: Me['gender']
  /** A new email or phone needs proof of the account: the current password… */
  current_password?: string
  /** …or, without a password, the code sendContactProof sent to the current contact */
  proof_code?: string
}

interface Answer<T> {
  message: string
  data: T
}

export const accountApi = {
  profile: (signal?: AbortSignal) => api.get<Me>('/auth/profile', undefined, signal),
  updateProfile: (changes: ProfileChanges) => api.patch<{ message: string; user: Me }>('/auth/profile', changes),
  /** An account without a password: a code to its current contact, the proof a contact change needs. */
  sendContactProof: () => api.post<ContactProofAnswer>('/auth/profile/contact-proof'),
  /** A security notice's "not you?" link: undoes a contact change, signs out every device, mails a reset code. */
  undoSecurityChange: (token: string) => api.post<SecurityUndoAnswer>('/auth/security/undo', { token }),
  /** Confirms a changed email or phone with the code sent to it; answers the updated user. */
  confirmContact: (contact: string, otp: string) =>
    api.post<{ message?: string; user?: Me }>('/auth/verify-otp', { email: contact, otp, purpose: 'contact_change' }),

  addresses: (signal?: AbortSignal) => api.get<Answer<Address[]>>('/auth/user-address', undefined, signal),
  addAddress: (input: AddressInput) => api.post<Answer<Address>>('/auth/user-address', input),
  updateAddress: (changes: AddressUpdate) => api.patch<Answer<Address>>('/auth/user-address', changes),
  deleteAddress: (id: string) => api.delete<Answer<{ id: string }>>('/auth/user-address', { id }),
}

export const accountKeys = {
  profile: ['account', 'profile'] as const,
  addresses: ['account', 'addresses'] as const,
}

export function useProfile() {
  return useQuery({ queryKey: accountKeys.profile, queryFn: ({ signal }) => accountApi.profile(signal) })
}

/** The signed-in user's addresses, the default first (the server's order). */
export function useAddresses() {
  return useQuery({
    queryKey: accountKeys.addresses,
    queryFn: async ({ signal }) => (await accountApi.addresses(signal)).data,
  })
}

/** Add, change, delete or make default; each refreshes the book when it settles. */
export function useAddressMutations() {
  const client = useQueryClient()
  const refresh = () => client.invalidateQueries({ queryKey: accountKeys.addresses })
  const add = useMutation({ mutationFn: accountApi.addAddress, onSettled: refresh })
  const update = useMutation({ mutationFn: accountApi.updateAddress, onSettled: refresh })
  const remove = useMutation({ mutationFn: accountApi.deleteAddress, onSettled: refresh })
  return { add, update, remove }
}
