import * as Dialog from '@radix-ui/react-dialog'
import { useTranslation } from '../../../lib/i18n-runtime'
import { useNavigate } from '../../../lib/router'
import { Button } from '../../../components/ui/button'

/** SPEC's signup popup: the server's message and a "Go to Login" button. */
export function ServerMessageDialog({ message, onClose }: { message: string | null; onClose: () => void }) {
  const { t } = useTranslation('auth')
  const navigate = useNavigate()
  return (
    <Dialog.Root open={message !== null} onOpenChange={(open) => !open && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-ink-900/40 data-[state=open]:animate-overlay-in" />
        <Dialog.Content className="fixed top-1/2 left-1/2 z-50 w-[calc(100%-2rem)] max-w-sm -translate-x-1/2 -translate-y-1/2 rounded-2xl bg-white p-6 shadow-2xl outline-none data-[state=open]:animate-pop-in">
          <Dialog.Title className="font-display text-2xl text-ink-900">{t('popup.title')}</Dialog.Title>
          <Dialog.Description className="mt-3 text-ink-700">{message}</Dialog.Description>
          <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <Dialog.Close asChild>
              <Button variant="secondary">{t('popup.close')}</Button>
            </Dialog.Close>
            <Button
              onClick={() => {
                onClose()
                navigate('/login')
              }}
            >
              {t('popup.goToLogin')}
            </Button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  )
}
