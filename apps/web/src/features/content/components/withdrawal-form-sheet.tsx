import type { WithdrawalFormText } from '@shop/domain/legal-texts/withdrawal-form'

/**
 * The model withdrawal form as a sheet of paper: the title, the instruction, the addressee (the
 * seller of the settings) and each statement with room to fill in by hand when printed.
 */
export function WithdrawalFormSheet({ form }: { form: WithdrawalFormText }) {
  return (
    <section
      aria-labelledby="withdrawal-form-title"
      data-testid="withdrawal-form"
      className="rounded-2xl border border-ink-200 bg-white px-5 py-6 shadow-sm sm:px-8 sm:py-8 print:border-ink-400 print:shadow-none"
    >
      <h3 id="withdrawal-form-title" className="font-display text-xl text-ink-900 sm:text-2xl">
        {form.title}
      </h3>
      <p className="mt-1 text-[0.95rem] text-ink-600 italic">{form.instruction}</p>
      <p className="mt-5 border-l-2 border-sage-400 pl-3 font-medium break-words text-ink-900">{form.to}</p>
      <ol className="mt-5 space-y-5">
        {form.lines.map((line, i) => (
          <li key={i}>
            <p>{line}</p>
            {/* Room to write: a dotted line on screen and on paper, one wider for the goods. */}
            <span aria-hidden="true" className={`block border-b border-dotted border-ink-400 ${i === 0 ? 'h-16' : 'h-8'}`} />
          </li>
        ))}
      </ol>
      <p className="mt-6 text-sm text-ink-500">{form.footnote}</p>
    </section>
  )
}
