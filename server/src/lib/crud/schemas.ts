import { idSchema, num, nullableNum, PLAIN_TEXT_PATTERN, replyObject } from '../schemas';
import type { CrudDeleteByIds, CrudPaging } from './resource';

/** The body of a delete by ids: `{ [field]: [id, ...] }`, at least one. */
export function deleteByIdsBody(removal: Pick<CrudDeleteByIds, 'field' | 'max' | 'repeats'>) {
  return {
    type: 'object',
    additionalProperties: false,
    required: [removal.field],
    properties: {
      [removal.field]: {
        type: 'array',
        minItems: 1,
        maxItems: removal.max,
        ...(removal.repeats ? {} : { uniqueItems: true }),
        items: idSchema,
      },
    },
  } as const;
}

/** The query of a paged list: `offset`, `limit` and, when it has search, `search`. */
export function pageQuery(paging: CrudPaging) {
  return {
    type: 'object',
    additionalProperties: false,
    properties: {
      offset: { type: 'integer', minimum: 0, maximum: paging.offsetMax },
      limit: { type: 'integer', minimum: 1, maximum: paging.max },
      ...(paging.searchMax === undefined
        ? {}
        : {
            search: { type: 'string', maxLength: paging.searchMax, pattern: PLAIN_TEXT_PATTERN },
          }),
    },
  } as const;
}

/** The answer of a paged list: the page's rows and where the list goes on. */
export function pageAnswer(reply: object) {
  return replyObject({
    rows: { type: 'array', items: reply },
    meta: replyObject({
      requestedResultMaxSize: num,
      requestedOffset: num,
      nextOffset: nullableNum,
      totalNoOfAvailableRows: num,
    }),
  });
}
