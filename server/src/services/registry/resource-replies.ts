import {
  bool,
  nullableNum,
  nullableText,
  num,
  replyList,
  replyObject,
  text,
} from '../../lib/schemas';

/** ResourceType of src/shared/contracts/resources. */
export const resourceTypesReply = replyList(
  replyObject({ type: text, name: text, description: text, contentType: text, deploysFlow: bool }),
);

const summaryFields = {
  type: text,
  id: text,
  revision: num,
  shortDescription: text,
  created: text,
  createdByName: nullableText,
  updated: text,
  updatedByName: nullableText,
};

export const resourcesReply = replyList(replyObject(summaryFields));

export const resourceRevisionReply = replyObject({
  ...summaryFields,
  latestRevision: num,
  description: text,
  changeComment: text,
  content: text,
  revisionCreated: text,
  revisionCreatedByName: nullableText,
});

const revisionContent = replyObject({ revision: num, content: text });
export const resourceDiffReply = replyObject({
  type: text,
  id: text,
  current: revisionContent,
  previous: { anyOf: [revisionContent, { type: 'null' }] },
});

export const deployTargetReply = replyObject({ flowId: text, exists: bool });
export const deployResultReply = replyObject({ flowId: text, created: bool, specVersion: num });

/** SecretSummary: names of values only, never a value. */
const secretFields = {
  key: text,
  description: text,
  valueKeys: replyList(text),
  created: text,
  createdByName: nullableText,
  updated: text,
  updatedByName: nullableText,
};
export const secretsReply = replyList(replyObject(secretFields));
export const secretDetailsReply = replyObject({
  ...secretFields,
  history: replyList(
    replyObject({
      auditEventId: num,
      eventType: text,
      changedKeys: replyList(text),
      removedKeys: replyList(text),
      at: text,
      byName: nullableText,
    }),
  ),
});

const lookupTableReply = replyObject({
  name: text,
  description: text,
  columns: replyList(replyObject({ columnId: text, name: text })),
  rowCount: num,
  created: text,
  updated: text,
  updatedByName: nullableText,
});
export { lookupTableReply };
export const lookupTablesReply = replyList(lookupTableReply);

const cellsReply = { type: 'object', additionalProperties: text } as const;
export const lookupRowReply = replyObject({ rowId: num, cells: cellsReply });
export const lookupRowsReply = replyObject({
  rows: replyList(lookupRowReply),
  meta: replyObject({
    requestedResultMaxSize: num,
    requestedOffset: num,
    nextOffset: nullableNum,
    totalNoOfAvailableRows: num,
  }),
});
export const lookupImportReply = replyObject({ imported: num, totalNoOfAvailableRows: num });
