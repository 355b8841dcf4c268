import type { ComponentType } from 'react'
import { useTranslation } from '../../../lib/i18n-runtime'

type OptionProps = { checked: boolean; onChange: () => void; disabled?: boolean; label: string; text: string }

/** The bank transfer choice beside card and cash on delivery (decision 052): offered in koruna and euro only. */
export function TransferOption({ checked, allowed, onChange, Option }: { checked: boolean; allowed: boolean; onChange: () => void; Option: ComponentType<OptionProps> }) {
  const { t } = useTranslation('orders')
  return <Option checked={checked} onChange={onChange} disabled={!allowed} label={t('bankTransfer.method.label')} text={allowed ? t('bankTransfer.method.text') : t('bankTransfer.method.unavailable')} />
}

/** "To pay by transfer", the summary's label for the rest. */
export function useTransferLabel(): string {
  return useTranslation('orders').t('bankTransfer.byTransfer')
}
