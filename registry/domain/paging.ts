// Generic list paging shared by every list route: the query string, `page_size` and `page` as DRF reads them, the
// `offset` of lists that resume after a row, and a page source over any query (one page of rows, and the count).
import { sql, type SelectQueryBuilder } from 'kysely';
import { HttpError, MESSAGES, validationError } from './errors.ts';

export type Query = Record<string, string | undefined>;

export const DEFAULT_PAGE_SIZE = 20;
export const MAX_PAGE_SIZE = 1000;

export type PageSize = number | 'off';

/** Pages beyond this are refused like any other invalid page (offsets stay far inside PostgreSQL's bigint). */
export const MAX_PAGE = 1_000_000;
/** The largest `offset` a list accepts (activities resume after any row with it). */
export const MAX_OFFSET = 1_000_000_000;
const DIGITS = /^\d{1,10}$/;

/** DRF's rule: a page_size that is not a positive whole number falls back to the default; larger caps at the max. */
export function parsePageSize(value: string | undefined): PageSize {
  if (value === 'off') return 'off';
  const size = value !== undefined && DIGITS.test(value) ? Number(value) : NaN;
  if (!Number.isFinite(size) || size < 1) return DEFAULT_PAGE_SIZE;
  return Math.min(size, MAX_PAGE_SIZE);
}

/** `page` is a whole number from 1 to MAX_PAGE; anything else (`-1`, `1.5`, `abc`, 10^20) is 404 'Invalid page.' as in DRF. */
export function parsePage(value: string | undefined): number | null {
  if (value === undefined) return null;
  const page = DIGITS.test(value) ? Number(value) : NaN;
  if (!Number.isInteger(page) || page < 1 || page > MAX_PAGE) throw new HttpError(404, { detail: MESSAGES.invalidPage });
  return page;
}

/** An optional `offset` query parameter: a whole number from 0 to MAX_OFFSET, else 400. */
export function parseOffset(value: string | undefined, field = 'offset'): number | null {
  if (value === undefined) return null;
  const offset = DIGITS.test(value) ? Number(value) : NaN;
  if (!Number.isInteger(offset) || offset > MAX_OFFSET) throw validationError({ [field]: [MESSAGES.invalidInteger] });
  return offset;
}

export interface OffsetPageSource<Row> {
  /** The rows of one page (all rows when `limit` is null), in the list's order. */
  rows(limit: number | null, offset: number): Promise<Row[]>;
  count(): Promise<number>;
}

/** Pages of `query` in the order `order` gives it; the count runs the same query without its columns. */
export function pageSourceOf<DB, TB extends keyof DB, O>(
  query: SelectQueryBuilder<DB, TB, O>,
  order: (query: SelectQueryBuilder<DB, TB, O>) => SelectQueryBuilder<DB, TB, O>,
): OffsetPageSource<O> {
  return {
    rows: (limit, offset) => {
      const ordered = order(query);
      return (limit === null ? ordered : ordered.limit(limit).offset(offset)).execute();
    },
    count: async () => {
      // Kysely cannot name the selection's type over an unknown table list; it is this one column.
      const row = (await query
        .clearSelect()
        .select(sql<number>`count(*)`.as('count'))
        .executeTakeFirstOrThrow()) as { count: number | string };
      return Number(row.count);
    },
  };
}
