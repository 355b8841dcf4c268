import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { Suspense, useEffect, useState, useSyncExternalStore, type ReactNode } from 'react'
import { PageSpinner } from '../components/ui/spinner'
import { useDeferredImport } from '../lib/deferred'
import { whenPartsHydrated } from '../lib/hydrate-later'
import { TOAST_CONTAINER_PROPS, loadToastify, subscribeToastArea, toastAreaWanted } from '../lib/toast'

export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: {
        // A failed list shows its error quickly (SPEC: loading, then data or an error); one retry
        // rides out a blip. Client errors are never retried.
        retry: (count, error) => {
          const status = (error as { status?: number }).status ?? 0
          return status >= 400 && status < 500 ? false : count < 1
        },
        refetchOnWindowFocus: false,
      },
    },
  })
}

/**
 * The one toast area (SPEC section 8). Its code is fetched when the page is idle; the area is
 * mounted with the first message (lib/toast.ts), which waits in react-toastify's queue till then.
 */
function Toaster() {
  const { mod, request } = useDeferredImport(loadToastify)
  const wanted = useSyncExternalStore(subscribeToastArea, toastAreaWanted, () => false)
  useEffect(() => {
    if (wanted && !mod) request()
  }, [wanted, mod, request])
  return mod ? <mod.ToastContainer {...TOAST_CONTAINER_PROPS} /> : null
}

export function Providers({ children, queryClient }: { children: ReactNode; queryClient?: QueryClient }) {
  const [client] = useState(() => queryClient ?? createQueryClient())
  // The app has taken over the page (hydrated or rendered): buttons work from here on. Browser
  // journeys wait for it after each navigation (e2e/support.ts), since rendered pages show before it.
  // Parts hydrated later (lib/hydrate-later.ts: the header's search and "Ship to") count too.
  useEffect(() => {
    void whenPartsHydrated().then(() => {
      document.documentElement.dataset.app = 'ready'
    })
  }, [])
  return (
    <QueryClientProvider client={client}>
      <Suspense fallback={<PageSpinner />}>{children}</Suspense>
      <Toaster />
    </QueryClientProvider>
  )
}
