import {
  bool,
  nullableNum,
  nullableText,
  num,
  replyList,
  replyObject,
  text,
} from '../../lib/schemas';

const auditEventFields = {
  auditEventId: num,
  created: text,
  createdById: nullableNum,
  createdByName: nullableText,
  entityType: text,
  entityId: nullableText,
  eventType: text,
};

/** AuditEventPage of src/shared/contracts/audit. */
export const auditEventPageReply = replyObject({
  data: replyList(replyObject(auditEventFields)),
  nextCursor: nullableText,
});

/** AuditEventDetails of src/shared/contracts/audit; the payload is any JSON value. */
export const auditEventDetailsReply = replyObject({
  ...auditEventFields,
  payload: {},
  entityDeleted: bool,
});
