import type * as c from '@contracts/resources';
import * as s from '../../lib/schemas';

/** ResourceType of src/shared/contracts/resources. */
export const resourceTypesReply = s.replyList(
  s.contractReply<c.ResourceType>()({
    type: s.text,
    name: s.text,
    description: s.text,
    contentType: s.text,
    deploysFlow: s.bool,
  }),
);

const summaryFields = {
  type: s.text,
  id: s.text,
  revision: s.num,
  shortDescription: s.text,
  created: s.text,
  createdByName: s.nullableText,
  updated: s.text,
  updatedByName: s.nullableText,
};

export const resourcesReply = s.replyList(s.contractReply<c.ResourceSummary>()(summaryFields));

export const resourceRevisionReply = s.contractReply<c.ResourceRevision>()({
  ...summaryFields,
  latestRevision: s.num,
  description: s.text,
  changeComment: s.text,
  content: s.text,
  revisionCreated: s.text,
  revisionCreatedByName: s.nullableText,
});

const revisionContent = s.contractReply<c.ResourceDiff['current']>()({
  revision: s.num,
  content: s.text,
});
export const resourceDiffReply = s.contractReply<c.ResourceDiff>()({
  type: s.text,
  id: s.text,
  current: revisionContent,
  previous: s.nullable(revisionContent),
});

export const deployTargetReply = s.contractReply<c.DeployTarget>()({
  flowId: s.text,
  exists: s.bool,
});
export const deployResultReply = s.contractReply<c.DeployResult>()({
  flowId: s.text,
  created: s.bool,
  specVersion: s.num,
});

/** SecretSummary: names of values only, never a value. */
const secretFields = {
  key: s.text,
  description: s.text,
  valueKeys: s.replyList(s.text),
  created: s.text,
  createdByName: s.nullableText,
  updated: s.text,
  updatedByName: s.nullableText,
};
export const secretsReply = s.replyList(s.contractReply<c.SecretSummary>()(secretFields));
export const secretDetailsReply = s.contractReply<c.SecretDetails>()({
  ...secretFields,
  history: s.replyList(
    s.contractReply<c.SecretChange>()({
      auditEventId: s.num,
      eventType: s.text,
      changedKeys: s.replyList(s.text),
      removedKeys: s.replyList(s.text),
      at: s.text,
      byName: s.nullableText,
    }),
  ),
});

export const lookupTableReply = s.contractReply<c.LookupTable>()({
  name: s.text,
  description: s.text,
  columns: s.replyList(s.contractReply<c.LookupColumn>()({ columnId: s.text, name: s.text })),
  rowCount: s.num,
  created: s.text,
  updated: s.text,
  updatedByName: s.nullableText,
});
export const lookupTablesReply = s.replyList(lookupTableReply);

export const lookupRowReply = s.contractReply<c.LookupRow>()({
  rowId: s.num,
  cells: s.contractMap<c.LookupRow['cells']>()(s.text),
});
export const lookupRowsReply = s.contractReply<c.LookupRowsPage>()({
  rows: s.replyList(lookupRowReply),
  meta: s.contractReply<c.LookupRowsMeta>()({
    requestedResultMaxSize: s.num,
    requestedOffset: s.num,
    nextOffset: s.nullableNum,
    totalNoOfAvailableRows: s.num,
  }),
});
export const lookupImportReply = s.contractReply<c.LookupImportResult>()({
  imported: s.num,
  totalNoOfAvailableRows: s.num,
});
