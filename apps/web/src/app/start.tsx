import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { RouterProvider } from 'react-router/dom'
import { initI18n } from '../lib/i18n'
import { Providers } from './providers'
import { createAppRouter } from './router'

// Both start at once: the texts of the current language and the chunk of the first page.
const texts = initI18n()
const router = createAppRouter()

void texts.finally(() => {
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <Providers>
        <RouterProvider router={router} />
      </Providers>
    </StrictMode>,
  )
})
