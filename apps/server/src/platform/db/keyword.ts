/**
 * A "contains" keyword as a LIKE pattern with the operator to match it with.
 *
 * ILIKE folds case on both sides of every row it reads; with a UTF-8 LC_CTYPE that is several times slower than LIKE.
 * A keyword without letters that have case (Chinese, digits, punctuation) finds the same rows either way, so it is
 * matched with LIKE. Both are served by a trigram index (pg_trgm's gin_trgm_ops) when the keyword has at least three
 * characters (migration 202611250600).
 */
export function containsPattern(keyword: string): { operator: 'like' | 'ilike'; pattern: string } {
  return { operator: keyword.toLowerCase() === keyword.toUpperCase() ? 'like' : 'ilike', pattern: likeContains(keyword) };
}

/**
 * The LIKE pattern of "contains `keyword`", its own `%`, `_` and `\` taken literally (backslash is the default LIKE
 * escape in PostgreSQL): a search for "50%" finds "50%" only, not every row with a 50.
 */
export function likeContains(keyword: string): string {
  return `%${keyword.replace(/[\\%_]/g, '\\$&')}%`;
}
