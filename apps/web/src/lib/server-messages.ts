import type { Reason } from '@shop/domain'
import { useCallback } from 'react'
import { useTranslation } from './i18n-runtime'
import { ApiError } from './api-client'
import { reasonText, specificReason, useReasonTexts } from './reasons'

/**
 * Makes a feature's text hook. `known` lists the English messages of the shared schemas the
 * namespace translates, each under `message.<key>` (SPEC's stay word for word in the English
 * file): a form's field messages come from those schemas, on the client and in a refused
 * request's `errors`. A refusal is worded by its reason (`reason.<reason>` in the reasons
 * namespace, loaded when the screen mounts), or by `reasonTexts`, which gives a reason the namespace's own words.
 */
export function createServerMessages(namespace: string, known: Readonly<Record<string, string>>, reasonTexts: Partial<Record<Reason, string>> = {}) {
  const keyOf = new Map(Object.entries(known).map(([key, text]) => [text, key]))

  return function useServerMessages() {
    const { t } = useTranslation(namespace)
    const reasonsReady = useReasonTexts()

    /** A schema's field message, translated when known; anything else as it came. */
    const message = useCallback(
      (text: string | undefined): string => {
        if (!text) return ''
        const key = keyOf.get(text)
        return key ? t(`message.${key}`) : text
      },
      [t],
    )

    /** What to say about a failed call: by its reason, else by the fields it names. */
    const failure = useCallback(
      (err: unknown): string => {
        if (!(err instanceof ApiError)) return t('error.generic')
        if (err.reason === 'network') return t('error.network')
        if (err.code === 'rate_limited') return t('error.rateLimited')
        if (err.code === 'internal' || err.code === 'unavailable') return t('error.generic')
        const own = reasonTexts[err.reason]
        if (own) return t(own)
        const reason = specificReason(err)
        if (reason && reasonsReady) return reasonText(t, reason)
        // A schema failure names its fields; their messages read better alone than its detail.
        const issues = err.problem?.errors
        if (issues?.length) return [...new Set(issues.map((i) => message(i.message)))].join(' ')
        // The reason texts still on their way (a refusal within moments of arriving): the server's words.
        if (!reasonsReady) return err.problem?.detail ?? t('error.generic')
        return reasonText(t, err.reason)
      },
      [t, message, reasonsReady],
    )

    return { t, message, failure }
  }
}
