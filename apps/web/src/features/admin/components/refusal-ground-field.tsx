import { WITHDRAWAL_REFUSALS, type WithdrawalRefusal } from '@shop/domain'
import { useId } from 'react'
import { useTranslation } from '../../../lib/i18n-runtime'

/**
 * The ground staff refuse a withdrawal on: only one the law allows (decision 044), chosen from the
 * list, never typed. The request card and the order's transition panel both ask it.
 */
export function RefusalGroundField({ value, onChange }: { value: WithdrawalRefusal | ''; onChange: (ground: WithdrawalRefusal | '') => void }) {
  const { t } = useTranslation('admin')
  const id = useId()
  return (
    <div>
      <label htmlFor={id} className="mb-1.5 block text-sm font-medium text-ink-800">
        {t('admin:requests.ground')}
      </label>
      <select
        id={id}
        value={value}
        onChange={(e) => onChange(e.target.value as WithdrawalRefusal | '')}
        className="block h-11 w-full rounded-xl border border-ink-200 bg-white px-3 text-base text-ink-900 shadow-xs focus:outline-2 focus:outline-offset-1 focus:outline-sage-500"
      >
        <option value="">{t('admin:requests.groundChoose')}</option>
        {WITHDRAWAL_REFUSALS.map((g) => (
          <option key={g} value={g}>
            {t(`admin:requests.grounds.${g}`)}
          </option>
        ))}
      </select>
      <p className="mt-1 text-xs text-ink-500">{t('admin:requests.groundHint')}</p>
    </div>
  )
}
