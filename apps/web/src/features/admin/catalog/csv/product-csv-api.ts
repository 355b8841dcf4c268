import { parseCsvIssuePath, PRODUCT_CSV_MESSAGES, type Problem, type ProductCsvImportResult } from '@shop/domain'
import { ApiError } from '../../../../lib/api-client'
import { readToken } from '../../../../lib/session'

export const PRODUCTS_EXPORT_PATH = '/api/staff/products/export.csv'
export const PRODUCTS_IMPORT_PATH = '/api/staff/products/import.csv'

/** Where an upload is: the file going up (bytes), then the server checking and writing the rows. */
export type UploadProgress = { phase: 'sending'; loaded: number; total: number } | { phase: 'checking' }

const authHeader = (): Record<string, string> => {
  const token = readToken()
  return token ? { authorization: `Bearer ${token}` } : {}
}

function problemError(status: number, problem: Problem | undefined, statusText: string): ApiError {
  return new ApiError(problem?.code ?? (status === 413 ? 'payload_too_large' : status >= 500 ? 'internal' : 'validation_failed'), status, problem?.detail ?? statusText, problem)
}

/**
 * Downloads the catalog as CSV. A plain link cannot carry the bearer token, so the file is fetched
 * with it and handed to the browser as the download of an object URL. Resolves with the file name.
 */
export async function downloadProductsCsv(): Promise<string> {
  let res: Response
  try {
    res = await fetch(PRODUCTS_EXPORT_PATH, { credentials: 'same-origin', headers: { accept: 'text/csv', ...authHeader() } })
  } catch {
    throw new ApiError('network', 0, 'Network error')
  }
  if (!res.ok) throw problemError(res.status, (await res.json().catch(() => undefined)) as Problem | undefined, res.statusText)
  const name = /filename="([^"]+)"/.exec(res.headers.get('content-disposition') ?? '')?.[1] ?? 'products.csv'
  const url = URL.createObjectURL(await res.blob())
  const link = document.createElement('a')
  link.href = url
  link.download = name
  link.style.display = 'none'
  document.body.append(link)
  link.click()
  link.remove()
  setTimeout(() => URL.revokeObjectURL(url), 10_000)
  return name
}

/**
 * Sends the file with XMLHttpRequest, whose upload events tell how much has gone (fetch has no
 * upload progress); once all of it is sent the server checks every row and writes them, reported
 * as the 'checking' phase until it answers.
 */
export function uploadProductsCsv(file: Blob, onProgress: (p: UploadProgress) => void): Promise<ProductCsvImportResult> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest()
    xhr.open('POST', PRODUCTS_IMPORT_PATH)
    xhr.withCredentials = true
    xhr.setRequestHeader('content-type', 'text/csv')
    xhr.setRequestHeader('accept', 'application/json')
    for (const [k, v] of Object.entries(authHeader())) xhr.setRequestHeader(k, v)
    xhr.upload.onprogress = (e) => onProgress({ phase: 'sending', loaded: e.loaded, total: e.lengthComputable ? e.total : file.size })
    xhr.upload.onload = () => onProgress({ phase: 'checking' })
    xhr.onerror = () => reject(new ApiError('network', 0, 'Network error'))
    xhr.onload = () => {
      let body: unknown
      try {
        body = JSON.parse(xhr.responseText)
      } catch {
        body = undefined
      }
      if (xhr.status >= 200 && xhr.status < 300) resolve(body as ProductCsvImportResult)
      else reject(problemError(xhr.status, body as Problem | undefined, xhr.statusText))
    }
    onProgress({ phase: 'sending', loaded: 0, total: file.size })
    xhr.send(file)
  })
}

const KEY_OF_MESSAGE = new Map<string, string>(Object.entries(PRODUCT_CSV_MESSAGES).map(([key, message]) => [message, key]))

/** A bad cell as the page lists it: line, column, and the translation key of its message (or the server's words). */
export interface CsvIssueView {
  line: number
  column: string
  key?: string
  message: string
}

export function csvIssuesOf(error: unknown): CsvIssueView[] {
  if (!(error instanceof ApiError)) return []
  return (error.problem?.errors ?? []).flatMap((e) => {
    const at = parseCsvIssuePath(e.path)
    if (!at) return []
    const key = KEY_OF_MESSAGE.get(e.message)
    return [{ ...at, message: e.message, ...(key ? { key } : {}) }]
  })
}
