import type { ErrorCode } from '@shop/domain'
import { useCallback } from 'react'
import { useTranslation } from 'react-i18next'
import { ApiError } from './api-client'

/**
 * Makes a feature's text hook. The shared schemas and the server speak English; `known` lists the
 * texts the namespace translates, each under `message.<key>` (SPEC's stay word for word in the
 * English file). `codeTexts` gives a failure code the namespace's own words, used unless the server
 * sent a known text with it.
 */
export function createServerMessages(namespace: string, known: Readonly<Record<string, string>>, codeTexts: Partial<Record<ErrorCode, string>> = {}) {
  const keyOf = new Map(Object.entries(known).map(([key, text]) => [text, key]))

  return function useServerMessages() {
    const { t } = useTranslation(namespace)

    /** A text from the schema or the server, translated when known; anything else as it came. */
    const message = useCallback(
      (text: string | undefined): string => {
        if (!text) return ''
        const key = keyOf.get(text)
        return key ? t(`message.${key}`) : text
      },
      [t],
    )

    /** What to say about a failed call: by code where the code says it all, else the server's text. */
    const failure = useCallback(
      (err: unknown): string => {
        if (!(err instanceof ApiError)) return t('error.generic')
        if (err.code === 'network') return t('error.network')
        if (err.code === 'rate_limited') return t('error.rateLimited')
        if (err.code === 'internal' || err.code === 'unavailable') return t('error.generic')
        const own = codeTexts[err.code]
        if (own && !keyOf.has(err.problem?.detail ?? '')) return t(own)
        // A schema failure's detail prefixes each message with its path; the messages read better alone.
        const issues = err.problem?.errors
        if (issues?.length) return [...new Set(issues.map((i) => message(i.message)))].join(' ')
        return message(err.problem?.detail ?? err.message)
      },
      [t, message],
    )

    return { t, message, failure }
  }
}
