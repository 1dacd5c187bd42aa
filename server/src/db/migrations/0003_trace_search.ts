import { sql } from 'kysely';
import type { Migration } from 'kysely';
import type { Db } from './helpers';

/**
 * Free-text trace search (the console's q): it is resolved into exact matches, so each
 * part reads an index ending in (time_stamp, id) instead of every trace in the range.
 * Error messages: a partial index over the failed attempts, also walked (one seek per
 * distinct message) to find the messages that contain the text. Exchange ids: equality.
 */
export function traceSearch(): Migration {
  return {
    async up(db: Db) {
      await db.schema
        .createIndex('traces_org_message_time_idx')
        .on('traces')
        .columns(['organization_id', 'error_message', 'time_stamp', 'id'])
        .where(sql.ref('error_message'), 'is not', null)
        .execute();
      await db.schema
        .createIndex('traces_org_exchange_time_idx')
        .on('traces')
        .columns(['organization_id', 'exchange_id', 'time_stamp', 'id'])
        .execute();
    },
  };
}
