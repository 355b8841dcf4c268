import type { ToastContainerProps, TypeOptions } from 'react-toastify'
import { loadOnce } from './deferred'

/**
 * SPEC section 8: one toast on screen at a time, 2500 ms, bottom centre, no duplicates.
 * The message itself is the toast id, so the same message never shows (or queues) twice.
 * react-toastify is not on the first page: it arrives when idle (the providers mount the toast
 * area then) or with the first message.
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

function show(type: Exclude<TypeOptions, 'default'>, message: string): string {
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
