/** A LIKE pattern for `text` anywhere, its own % _ \ taken literally (used with ESCAPE '\'). */
export const containsPattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`
