import { CheckIcon } from '../../../components/ui/icons'
import { useNewsletterText } from '../hooks/use-newsletter-text'

const PERKS = ['code', 'first', 'guides', 'rare'] as const

/** What a subscriber gets, the 5% code first: the reason to confirm the emailed link. */
export function NewsletterOffer() {
  const { t } = useNewsletterText()
  return (
    <div>
      <p className="inline-flex items-center rounded-full bg-clay-50 px-3 py-1 text-sm font-semibold text-clay-700 ring-1 ring-clay-100">{t('offer.badge')}</p>
      <p className="mt-4 max-w-xl text-ink-700 md:text-lg">{t('offer.text')}</p>
      <ul className="mt-6 space-y-3">
        {PERKS.map((perk) => (
          <li key={perk} className="flex gap-3 text-ink-800">
            <span className="mt-0.5 inline-flex size-6 shrink-0 items-center justify-center rounded-full bg-sage-100 text-sage-800">
              <CheckIcon size={16} />
            </span>
            <span>{t(`offer.perks.${perk}`)}</span>
          </li>
        ))}
      </ul>
    </div>
  )
}
