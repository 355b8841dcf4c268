import { useCallback, useEffect, useRef, useState } from 'react'
import { useTranslation } from '../../../lib/i18n-runtime'
import { useNavigate } from '../../../lib/router'
import { notify } from '../../../lib/toast'
import { useAuth } from '../../../lib/use-auth'
import { socialLoginApi } from '../api/social-login-api'
import {
  authorizeUrl,
  CHANNEL_NAME,
  clearPending,
  idTokenNonce,
  isCallbackMessage,
  popupFeatures,
  startPending,
  type PendingSignIn,
  type SocialConfig,
  type SocialProvider,
} from '../social-flow'

/** SPEC's route of the second login step (registered without a leading slash). */
const TWO_FACTOR_STEP_PATH = '/twofactorauthenicationverifiaction'

/**
 * Starts a provider sign-in in a popup and finishes it when the popup answers: the token goes to
 * POST /auth/social-login/, then SPEC's success (store Username and Token, "User logged in
 * successfully", go to /) or, for a user with two-factor authentication, the second step.
 * Any failure shows "Something went wrong".
 */
export function useSocialSignIn(config: SocialConfig | undefined) {
  const { t } = useTranslation('social')
  const { signIn } = useAuth()
  const navigate = useNavigate()
  const [waitingFor, setWaitingFor] = useState<SocialProvider | null>(null)
  const [finishing, setFinishing] = useState<SocialProvider | null>(null)
  const pending = useRef<PendingSignIn | null>(null)
  const popup = useRef<Window | null>(null)

  const fail = useCallback(() => {
    notify.error(t('failed'))
  }, [t])

  const receive = useCallback(
    async (data: unknown) => {
      const started = pending.current
      if (!isCallbackMessage(data) || !started || data.state !== started.state || data.provider !== started.provider) return
      pending.current = null
      clearPending()
      setWaitingFor(null)
      if (data.error || !data.token) return fail()
      // An ID token made for another sign-in (replayed into this one) is not ours to send.
      if (started.provider === 'google' && idTokenNonce(data.token) !== started.nonce) return fail()
      setFinishing(started.provider)
      try {
        const answer = await socialLoginApi.signIn(started.provider, data.token)
        if ('two_factor_required' in answer) {
          navigate(TWO_FACTOR_STEP_PATH, { state: { challenge: answer.challenge, methods: answer.methods } })
          return
        }
        signIn(answer)
        notify.success(t('signedIn'))
        navigate('/')
      } catch {
        fail()
      } finally {
        setFinishing(null)
      }
    },
    [fail, navigate, signIn, t],
  )

  const latestReceive = useRef(receive)
  useEffect(() => {
    latestReceive.current = receive
  }, [receive])

  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      if (event.origin === window.location.origin) void latestReceive.current(event.data)
    }
    window.addEventListener('message', onMessage)
    const channel = typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel(CHANNEL_NAME)
    if (channel) channel.onmessage = (event: MessageEvent) => void latestReceive.current(event.data)
    return () => {
      window.removeEventListener('message', onMessage)
      channel?.close()
    }
  }, [])

  // A popup closed without answering gives the buttons back once the shopper is back on this page.
  // (A provider page's opener policy can make the popup look closed while it is still open; its
  // answer then arrives by broadcast, which is still awaited.)
  useEffect(() => {
    if (!waitingFor) return
    const timer = window.setInterval(() => {
      if (popup.current?.closed && document.hasFocus()) setWaitingFor(null)
    }, 500)
    return () => window.clearInterval(timer)
  }, [waitingFor])

  const start = useCallback(
    (provider: SocialProvider) => {
      if (!config) return
      const next = startPending(provider)
      const url = authorizeUrl(config, next)
      if (!url) return
      // Opened in the click itself, or popup blockers step in.
      const opened = window.open(url, 'shop-social-login', popupFeatures())
      if (!opened) {
        clearPending()
        return fail()
      }
      opened.focus()
      pending.current = next
      popup.current = opened
      setWaitingFor(provider)
    },
    [config, fail],
  )

  return { start, waitingFor, finishing }
}
