import { useTranslation } from '../../lib/i18n-runtime'
import { Link } from '../../lib/router'
import { LogoMark } from '../../components/ui/icons'

export function Logo() {
  const { t } = useTranslation()
  return (
    <Link
      to="/"
      className="group flex shrink-0 items-center gap-2 rounded-lg sm:gap-2.5 py-1 pr-1 focus-visible:outline-2 focus-visible:outline-offset-4"
    >
      <LogoMark size={36} className="size-8 transition-transform duration-300 group-hover:-rotate-6 sm:size-9" />
      <span className="flex flex-col leading-none max-[349px]:sr-only">
        <span className="font-display text-[1.125rem] font-semibold sm:text-[1.35rem] tracking-tight text-sage-800">{t('shopName')}</span>
        <span className="mt-1 hidden text-[0.7rem] font-medium tracking-[0.14em] text-ink-500 uppercase lg:block">{t('tagline')}</span>
      </span>
    </Link>
  )
}
