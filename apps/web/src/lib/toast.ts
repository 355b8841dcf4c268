import type { ToastContainerProps, TypeOptions } from 'react-toastify'
import { loadOnce } from './deferred'

/**
 * SPEC section 8: one toast on screen at a time, 2500 ms, bottom centre, no duplicates.
 * The message itself is the toast id, so the same message never shows (or queues) twice.
 * react-toastify is not on the first page: its code arrives when idle or with the first message,
 * and the toast area (app/providers.tsx) is mounted with the first message. Mounting it earlier cost
 * every page a full style recalculation (~1,000 elements, 10–13 ms) right after it hydrated: the
 * library injects its stylesheet when its container mounts (decision 018).
 */
export const TOAST_CONTAINER_PROPS = {
  limit: 1,
  autoClose: 2500,
  position: 'bottom-center',
  hideProgressBar: true,
  newestOnTop: false,
  closeOnClick: true,
  pauseOnFocusLoss: false,
  theme: 'light',
} as const satisfies ToastContainerProps

/** react-toastify 11 injects its own stylesheet when the container mounts; styles.css recolours it. */
export function loadToastify(): Promise<typeof import('react-toastify')> {
  return import('react-toastify')
}

// Messages on screen or waiting behind the one on screen (react-toastify only dedupes the former).
const pending = new Set<string>()

/** Whether a message has been shown yet: the toast area is mounted from then on. */
let areaWanted = false
const areaListeners = new Set<() => void>()
export const toastAreaWanted = () => areaWanted
export function subscribeToastArea(listener: () => void): () => void {
  areaListeners.add(listener)
  return () => areaListeners.delete(listener)
}

function show(type: Exclude<TypeOptions, 'default'>, message: string): string {
  if (!areaWanted) {
    areaWanted = true
    areaListeners.forEach((listener) => listener())
  }
  if (pending.has(message)) return message
  pending.add(message)
  loadOnce(loadToastify).then(
    ({ toast }) => {
      if (toast.isActive(message)) return
      toast(message, { type, toastId: message, onClose: () => pending.delete(message) })
    },
    () => pending.delete(message),
  )
  return message
}

export const notify = {
  success: (message: string) => show('success', message),
  error: (message: string) => show('error', message),
  info: (message: string) => show('info', message),
}
