import type { Language } from '@shop/domain'
import type { Alternative, MatchPlan, SearchRepository, Term } from './search.repository'
import { allowedTypos, editDistance, prefixDistance } from './search.text'

/** Longer queries are cut here: more words only narrow the match and cost lookups. */
const MAX_WORDS = 8
const MAX_FIXES = 5

export interface PlannedWord {
  /** As typed, normalised. */
  typed: string
  /** How it is understood, normalised (the correction, or the completion it plainly meant). */
  understood: string
  /** How it is shown back to people, with the catalog's spelling. */
  shown: string
  how: 'known' | 'prefix' | 'corrected' | 'unknown'
  alternatives: Alternative[]
}

export interface Planned {
  words: PlannedWord[]
  plan: MatchPlan
  /** The query as corrected, when a typo correction was applied; else null. */
  didYouMean: string | null
  /** The normalised query as understood: what popular searches count. */
  understood: string
}

/**
 * Turns normalised query words into a match plan. A word in the vocabulary matches as itself (the
 * last one also as a prefix, since people are still typing it); a word that starts vocabulary words
 * matches as a prefix; anything else is corrected to the nearest vocabulary words by edit distance
 * among candidates the database finds by trigram similarity.
 */
export async function planQuery(repo: SearchRepository, lang: Language, tokens: string[]): Promise<Planned> {
  const typed = tokens.slice(0, MAX_WORDS)
  const known = await repo.knownTerms(lang, typed)
  const words: PlannedWord[] = []
  for (const [i, word] of typed.entries()) {
    const last = i === typed.length - 1
    const minPrefix = last && typed.length > 1 ? 1 : 2
    const hit = known.get(word)
    if (hit) {
      words.push({ typed: word, understood: word, shown: hit.display, how: 'known', alternatives: [{ word, prefix: last && word.length >= minPrefix }] })
      continue
    }
    if (word.length >= minPrefix) {
      const completions = await repo.completions(lang, word, 5)
      if (completions.length) {
        // The word it plainly meant ("shampo" → "shampoo"), if one is that close.
        const plain = nearest(word, completions, allowedTypos(word))[0]
        words.push({
          typed: word,
          understood: plain?.term ?? word,
          shown: plain?.display ?? word,
          how: 'prefix',
          alternatives: [{ word, prefix: true }],
        })
        continue
      }
    }
    const fixes = await corrections(repo, lang, word, last)
    if (fixes.length) {
      words.push({
        typed: word,
        understood: fixes[0]!.term,
        shown: fixes[0]!.display,
        how: 'corrected',
        alternatives: fixes.map((f) => ({ word: f.term, prefix: false })),
      })
      continue
    }
    // Matches nothing: an honest empty answer rather than silently dropping a word.
    words.push({ typed: word, understood: word, shown: word, how: 'unknown', alternatives: [{ word, prefix: false }] })
  }
  const corrected = words.some((w) => w.how === 'corrected')
  return {
    words,
    plan: words.map((w) => w.alternatives),
    didYouMean: corrected ? words.map((w) => w.shown).join(' ') : null,
    understood: words.map((w) => w.understood).join(' '),
  }
}

/** The vocabulary words nearest to `word` (all at the smallest distance), most frequent first. */
async function corrections(repo: SearchRepository, lang: Language, word: string, last: boolean): Promise<Term[]> {
  const max = allowedTypos(word)
  if (max === 0) return []
  return nearest(word, await repo.similarTerms(lang, word), max, last)
}

function nearest(word: string, candidates: Term[], max: number, halfTyped = false): Term[] {
  let best = max + 1
  let found: Term[] = []
  for (const c of candidates) {
    let d = editDistance(word, c.term, max)
    // A half-typed last word is compared with the beginnings of longer words too, ranked after whole words.
    if (halfTyped && d > max) d = prefixDistance(word, c.term, max) + 0.5
    if (d < best) {
      best = d
      found = [c]
    } else if (d === best) {
      found.push(c)
    }
  }
  return found.sort((a, b) => b.weight - a.weight || a.term.localeCompare(b.term)).slice(0, MAX_FIXES)
}

/** Does a name (brand, subcategory) satisfy every clause of the plan? */
export function nameMatches(plan: MatchPlan, nameWords: string[]): boolean {
  return plan.every((clause) =>
    clause.some((a) => nameWords.some((w) => (a.prefix ? w.startsWith(a.word) : w === a.word))),
  )
}
