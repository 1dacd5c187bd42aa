import { defineMessages } from '../../../shared/i18n';
import { fieldMessages } from '../../../shared/ui';

/** Secrets: their keys and value names; values are write-only. */
export const secretMessages = defineMessages({
  table: { id: 'heartbeat.secrets.table', defaultMessage: 'Secrets' },
  empty: { id: 'heartbeat.secrets.empty', defaultMessage: 'No secrets yet.' },
  key: { id: 'heartbeat.secrets.key', defaultMessage: 'Key' },
  valueKeys: { id: 'heartbeat.secrets.valueKeys', defaultMessage: 'Values' },
  writeOnly: {
    id: 'heartbeat.secrets.writeOnly',
    defaultMessage: 'Values are write-only: once saved, they are never shown again.',
  },
  create: { id: 'heartbeat.secrets.create', defaultMessage: 'New secret' },
  change: { id: 'heartbeat.secrets.change', defaultMessage: 'Change values' },
  valueName: { id: 'heartbeat.secrets.valueName', defaultMessage: 'Name of value {n}' },
  value: { id: 'heartbeat.secrets.value', defaultMessage: 'Value {n}' },
  newValue: {
    id: 'heartbeat.secrets.newValue',
    defaultMessage: 'New value for {name} (empty keeps it)',
  },
  addValue: { id: 'heartbeat.secrets.addValue', defaultMessage: 'Add a value' },
  remove: { id: 'heartbeat.secrets.remove', defaultMessage: 'Remove {name}' },
  save: { id: 'heartbeat.secrets.save', defaultMessage: 'Save secret' },
  nameTaken: fieldMessages.nameTaken,
  failed: {
    id: 'heartbeat.secrets.failed',
    defaultMessage: 'Something went wrong when saving the secret',
  },
  fetchFailed: {
    id: 'heartbeat.secrets.fetchFailed',
    defaultMessage: 'Something went wrong when fetching secrets',
  },
  notFound: { id: 'heartbeat.secrets.notFound', defaultMessage: 'There is no secret {key}.' },
  history: { id: 'heartbeat.secrets.history', defaultMessage: 'History' },
  historyTable: { id: 'heartbeat.secrets.historyTable', defaultMessage: 'Changes of the secret' },
  when: { id: 'heartbeat.secrets.when', defaultMessage: 'When' },
  by: { id: 'heartbeat.secrets.by', defaultMessage: 'By' },
  event: { id: 'heartbeat.secrets.event', defaultMessage: 'Change' },
  changedKeys: { id: 'heartbeat.secrets.changedKeys', defaultMessage: 'Changed values' },
  removedKeys: { id: 'heartbeat.secrets.removedKeys', defaultMessage: 'Removed values' },
  auditEntry: { id: 'heartbeat.secrets.auditEntry', defaultMessage: 'Audit entry {id}' },
  system: { id: 'heartbeat.secrets.system', defaultMessage: 'the system' },
});
