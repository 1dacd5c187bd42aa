import type { CrudListQuery, CrudPage, CrudPaging } from './resource';

/** What a list is asked, from its validated query: from the start, a page of the usual size. */
export function listQuery(asked: Partial<CrudListQuery>, paging?: CrudPaging): CrudListQuery {
  const search = asked.search?.trim();
  return {
    offset: asked.offset ?? 0,
    limit: asked.limit ?? paging?.size ?? Number.MAX_SAFE_INTEGER,
    ...(search ? { search } : {}),
  };
}

/**
 * The answer of a page (`pageAnswer`): its rows as answered, what was asked, where the next
 * page starts (null after the last) and how many rows the whole list has.
 */
export function pageOf<Row, Reply>(
  query: Pick<CrudListQuery, 'offset' | 'limit'>,
  page: CrudPage<Row>,
  toReply: (row: Row) => Reply,
) {
  const next = query.offset + page.rows.length;
  return {
    rows: page.rows.map(toReply),
    meta: {
      requestedResultMaxSize: query.limit,
      requestedOffset: query.offset,
      nextOffset: next < page.total ? next : null,
      totalNoOfAvailableRows: page.total,
    },
  };
}
