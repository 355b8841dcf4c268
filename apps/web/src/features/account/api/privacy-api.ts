import type { AccountProof, ContactProofAnswer, ErasureAnswer, ErasureCheck } from '@shop/domain'
import { useQuery } from '@tanstack/react-query'
import { api } from '../../../lib/api-client'
import { fetchFile, saveFile } from '../../../lib/download'

/** A shopper's own data (decision 046; shapes: packages/domain/src/privacy.ts). */
export const privacyApi = {
  /** Whether the account can be erased now, and what to settle first. */
  erasureCheck: (signal?: AbortSignal) => api.get<ErasureCheck>('/api/account/erase', undefined, signal),
  erase: (proof: AccountProof) => api.post<ErasureAnswer>('/api/account/erase', proof),
  /** An account without a password: a code to its verified contact, the proof both actions ask for. */
  sendCode: () => api.post<ContactProofAnswer>('/api/account/privacy-code'),
  /** Everything the shop holds about the shopper, saved as the file the server names. */
  async download(proof: AccountProof): Promise<string> {
    const { blob, name } = await fetchFile('/api/account/data', 'application/json', 'lumen-leaf-data.json', proof)
    saveFile(blob, name)
    return name
  },
}

export const privacyKeys = { erasure: ['account', 'erasure'] as const }

export function useErasureCheck(enabled: boolean) {
  return useQuery({ queryKey: privacyKeys.erasure, queryFn: ({ signal }) => privacyApi.erasureCheck(signal), enabled, staleTime: 0 })
}
