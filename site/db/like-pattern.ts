/**
 * `text` as a LIKE pattern matching any value that contains it, its `\`, `%` and `_` escaped with
 * `\` (say `escape '\'` after it: SQLite has no escape character unless told, PostgreSQL's is `\`).
 */
export const likeContaining = (text: string): string => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
