/** PostgreSQL error codes the services turn into answers (https://www.postgresql.org/docs/current/errcodes-appendix.html). */
export const PG = {
  uniqueViolation: '23505',
  foreignKeyViolation: '23503',
} as const;

/** The PostgreSQL error code of a failed query: drizzle wraps the driver's error in `cause`. */
export function pgCode(error: unknown): string | undefined {
  const e = error as { code?: unknown; cause?: { code?: unknown } } | null;
  const code = e?.cause?.code ?? e?.code;
  return typeof code === 'string' ? code : undefined;
}
