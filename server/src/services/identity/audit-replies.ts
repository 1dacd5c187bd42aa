import type { AuditEvent, AuditEventDetails, AuditEventPage } from '@contracts/audit';
import * as s from '../../lib/schemas';

const auditEventFields = {
  auditEventId: s.num,
  created: s.text,
  createdById: s.nullableNum,
  createdByName: s.nullableText,
  entityType: s.text,
  entityId: s.nullableText,
  eventType: s.text,
};

/** AuditEventPage of src/shared/contracts/audit. */
export const auditEventPageReply = s.contractReply<AuditEventPage>()({
  data: s.replyList(s.contractReply<AuditEvent>()(auditEventFields)),
  nextCursor: s.nullableText,
});

/** AuditEventDetails of src/shared/contracts/audit; the payload is any JSON value. */
export const auditEventDetailsReply = s.contractReply<AuditEventDetails>()({
  ...auditEventFields,
  payload: s.anyJson,
  entityDeleted: s.bool,
});
