import type { WithdrawalFormText } from '@shop/domain/legal-texts/withdrawal-form'
import { cx } from '../../../components/ui/cx'
import type { Block, StageTone } from '../content-types'
import { RichText } from './rich-text'
import { WithdrawalFormSheet } from './withdrawal-form-sheet'

/**
 * The body of a section or of an FAQ answer, block by block. `withdrawalForm` is the model form
 * addressed to the seller, for a page that holds one.
 */
export function ContentBlocks({ blocks, withdrawalForm }: { blocks: Block[]; withdrawalForm?: WithdrawalFormText }) {
  return (
    <div className="space-y-4 text-[1.0625rem] leading-relaxed text-ink-700">
      {blocks.map((block, i) => (
        <ContentBlock key={i} block={block} withdrawalForm={withdrawalForm} />
      ))}
    </div>
  )
}

function ContentBlock({ block, withdrawalForm }: { block: Block; withdrawalForm?: WithdrawalFormText }) {
  if (typeof block === 'string') {
    return (
      <p>
        <RichText text={block} />
      </p>
    )
  }
  if ('subheading' in block) {
    return <h3 className="pt-2 font-display text-xl text-ink-900">{block.subheading}</h3>
  }
  if ('list' in block) {
    return (
      <ul className="space-y-2.5">
        {block.list.map((item, i) => (
          <li key={i} className="relative pl-6">
            <span aria-hidden="true" className="absolute top-[0.7em] left-1 size-1.5 rounded-full bg-sage-500" />
            <RichText text={item} />
          </li>
        ))}
      </ul>
    )
  }
  if ('steps' in block) {
    return (
      <ol className="space-y-3">
        {block.steps.map((step, i) => (
          <li key={i} className="flex gap-3.5">
            <span
              aria-hidden="true"
              className="mt-0.5 flex size-7 shrink-0 items-center justify-center rounded-full bg-sage-100 text-sm font-semibold text-sage-800 tabular-nums"
            >
              {i + 1}
            </span>
            <span className="min-w-0">
              <RichText text={step} />
            </span>
          </li>
        ))}
      </ol>
    )
  }
  if ('note' in block) {
    return (
      <div className="flex gap-3 rounded-2xl border border-clay-100 bg-clay-50 px-4 py-3.5 text-ink-800 sm:px-5">
        <InfoIcon />
        <p className="min-w-0">
          <RichText text={block.note} />
        </p>
      </div>
    )
  }
  if ('terms' in block) {
    return (
      <dl className="divide-y divide-ink-100 rounded-2xl border border-ink-100 bg-white/60">
        {block.terms.map((entry, i) => (
          <div key={i} className="px-4 py-3.5 sm:grid sm:grid-cols-[minmax(0,13rem)_minmax(0,1fr)] sm:gap-6 sm:px-5">
            <dt className="font-semibold text-ink-900">
              <RichText text={entry.term} />
            </dt>
            <dd className="mt-1 sm:mt-0">
              <RichText text={entry.text} />
            </dd>
          </div>
        ))}
      </dl>
    )
  }
  if ('withdrawalForm' in block) {
    return withdrawalForm ? <WithdrawalFormSheet form={withdrawalForm} /> : null
  }
  if ('cards' in block) {
    return (
      <ul className="grid gap-3 sm:grid-cols-2">
        {block.cards.map((card) => (
          <li key={card.title} className="rounded-2xl border border-ink-100 bg-white/70 p-5">
            <p className="text-xs font-semibold tracking-[0.14em] text-sage-700 uppercase">{card.meta}</p>
            <p className="mt-1.5 font-display text-xl text-ink-900">{card.title}</p>
            <p className="mt-2 text-[0.975rem] text-ink-600">
              <RichText text={card.text} />
            </p>
          </li>
        ))}
      </ul>
    )
  }
  return <Stages stages={block.stages} />
}

/** A small "i" in a circle: the note is worth reading, not a warning. */
function InfoIcon() {
  return (
    <svg width={18} height={18} viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={1.75} strokeLinecap="round" aria-hidden="true" focusable="false" className="mt-1 shrink-0 text-clay-600">
      <circle cx="12" cy="12" r="9" />
      <path d="M12 11v5.5M12 7.6v.1" />
    </svg>
  )
}

const toneDot: Record<StageTone, string> = {
  yes: 'border-sage-600 bg-sage-500',
  ask: 'border-clay-500 bg-clay-200',
  no: 'border-ink-300 bg-cream-50',
}

const toneLine: Record<StageTone, string> = {
  yes: 'bg-sage-300',
  ask: 'bg-clay-200',
  no: 'bg-ink-200',
}

/** A vertical timeline: order stages and what may happen in each. */
function Stages({ stages }: { stages: { label: string; text: string; tone: StageTone }[] }) {
  return (
    <ol className="rounded-2xl border border-ink-100 bg-white/60 px-4 py-5 sm:px-6">
      {stages.map((stage, i) => (
        <li key={i} className="relative flex gap-4 pb-5 last:pb-0">
          {i < stages.length - 1 && (
            <span
              aria-hidden="true"
              className={cx('absolute top-5 bottom-0 left-[0.4375rem] w-0.5 rounded-full', toneLine[stage.tone])}
            />
          )}
          <span aria-hidden="true" className={cx('relative mt-1.5 size-4 shrink-0 rounded-full border-2', toneDot[stage.tone])} />
          <div className="min-w-0">
            <p className="font-semibold text-ink-900">{stage.label}</p>
            <p className="mt-0.5 text-[0.975rem] text-ink-600">
              <RichText text={stage.text} />
            </p>
          </div>
        </li>
      ))}
    </ol>
  )
}
