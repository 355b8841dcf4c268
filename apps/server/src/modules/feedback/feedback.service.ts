import { FEEDBACK_CHOICE_IDS, FEEDBACK_QUESTIONS, isLanguage, type FeedbackInput, type FeedbackResults } from '@shop/domain'
import type { Db } from '../../db/database'
import { newId } from '../../lib/ids'
import { tablesOf } from '../../db/tables'
import type { FeedbackTables } from '../../db/tables/feedback'

const LATEST_ISSUES = 50

/** The /feedback survey (modules/feedback owns feedback_response) and its results for staff charts. */
export function createFeedbackService({ db, now = () => new Date() }: { db: Db; now?: () => Date }) {
  const k = tablesOf<FeedbackTables>(db.kysely)
  return {
    /** A filled honeypot is a bot: it gets the same answer and nothing is stored. */
    async submit(input: FeedbackInput, userId: string | null): Promise<void> {
      if (input.website) return
      await k
        .insertInto('feedback_response')
        .values({ id: newId('fbk'), q1: input.q1, q2: input.q2, q3: input.q3, issue: input.issue, lang: input.lang, user_id: userId, created_at: now().toISOString() })
        .execute()
    },

    /** Counts per option of each choice question, counted by the database, and the latest issues. */
    async results(): Promise<FeedbackResults> {
      const countsOf = (column: (typeof FEEDBACK_CHOICE_IDS)[number]) =>
        k.selectFrom('feedback_response').select([column, (eb) => eb.fn.countAll<number>().as('n')]).groupBy(column).execute()
      const [total, q1, q2, q3, issues] = await Promise.all([
        k.selectFrom('feedback_response').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
        countsOf('q1'),
        countsOf('q2'),
        countsOf('q3'),
        k.selectFrom('feedback_response').select(['issue', 'lang', 'created_at']).orderBy('created_at', 'desc').orderBy('id').limit(LATEST_ISSUES).execute(),
      ])
      const grouped = { q1, q2, q3 } as Record<(typeof FEEDBACK_CHOICE_IDS)[number], Array<Record<string, unknown>>>
      return {
        total: Number(total.n),
        questions: FEEDBACK_CHOICE_IDS.map((id) => {
          const options = FEEDBACK_QUESTIONS.find((q) => q.id === id)!.options.length
          const counts = Array.from({ length: options }, () => 0)
          for (const row of grouped[id]) {
            const option = Number(row[id])
            if (option >= 0 && option < options) counts[option] = Number(row.n)
          }
          return { id, counts }
        }),
        issues: issues.map((r) => ({ text: r.issue, lang: isLanguage(r.lang) ? r.lang : 'en', at: r.created_at })),
      }
    },
  }
}
export type FeedbackService = ReturnType<typeof createFeedbackService>
