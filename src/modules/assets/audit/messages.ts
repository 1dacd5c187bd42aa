import { defineMessages } from '../../../shared/i18n';

export const auditMessages = defineMessages({
  heading: { id: 'assets.audit.heading', defaultMessage: 'Assets audit log' },
  table: { id: 'assets.audit.table', defaultMessage: 'Audit log entries' },
  operationTime: { id: 'assets.audit.operationTime', defaultMessage: 'Operation time' },
  operation: { id: 'assets.audit.operation', defaultMessage: 'Operation' },
  entityType: { id: 'assets.audit.entityType', defaultMessage: 'Entity type' },
  entityId: { id: 'assets.audit.entityId', defaultMessage: 'Entity id' },
  userId: { id: 'assets.audit.userId', defaultMessage: 'User id' },
  organization: { id: 'assets.audit.organization', defaultMessage: 'Organization' },
  automation: { id: 'assets.audit.automation', defaultMessage: 'Automation' },
  payload: { id: 'assets.audit.payload', defaultMessage: 'Payload' },
  payloadLabel: { id: 'assets.audit.payloadLabel', defaultMessage: 'Payload of entry {id}' },
  payloadTitle: { id: 'assets.audit.payloadTitle', defaultMessage: 'Payload of entry {id}' },
  rowLabel: { id: 'assets.audit.rowLabel', defaultMessage: 'Entry {id}' },
  empty: { id: 'assets.audit.empty', defaultMessage: 'No entries in this time range.' },
  shown: {
    id: 'assets.audit.shown',
    defaultMessage: '{shown} of {total, plural, one {# entry} other {# entries}}',
  },
});
