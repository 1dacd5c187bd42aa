import { defineMessages } from '../../../shared/i18n';
import { fieldMessages } from '../../../shared/ui';

export const featuresMessages = defineMessages({
  title: { id: 'settings.features.title', defaultMessage: 'Feature configuration' },
  intro: {
    id: 'settings.features.intro',
    defaultMessage:
      'Features turn parts of the console on or off per organization. Consoles follow on their next configuration load.',
  },
  table: { id: 'settings.features.table', defaultMessage: 'Features' },
  key: { id: 'settings.features.key', defaultMessage: 'Feature key' },
  name: { id: 'settings.features.name', defaultMessage: 'Name' },
  description: { id: 'settings.features.description', defaultMessage: 'Description' },
  enabled: { id: 'settings.features.enabled', defaultMessage: 'Enabled' },
  organizations: { id: 'settings.features.organizations', defaultMessage: 'Organizations' },
  allOrganizations: {
    id: 'settings.features.allOrganizations',
    defaultMessage: 'Turn on for all organizations',
  },
  everyOrganization: { id: 'settings.features.everyOrganization', defaultMessage: 'All' },
  actions: { id: 'settings.features.actions', defaultMessage: 'Actions' },
  yes: { id: 'settings.features.yes', defaultMessage: 'Yes' },
  no: { id: 'settings.features.no', defaultMessage: 'No' },
  create: { id: 'settings.features.create', defaultMessage: 'Create feature' },
  edit: { id: 'settings.features.edit', defaultMessage: 'Edit' },
  editLabel: { id: 'settings.features.editLabel', defaultMessage: 'Edit {name}' },
  editTitle: { id: 'settings.features.editTitle', defaultMessage: 'Edit feature {name}' },
  delete: { id: 'settings.features.delete', defaultMessage: 'Delete' },
  deleteLabel: { id: 'settings.features.deleteLabel', defaultMessage: 'Delete {name}' },
  deleteTitle: { id: 'settings.features.deleteTitle', defaultMessage: 'Delete feature' },
  deleteText: {
    id: 'settings.features.deleteText',
    defaultMessage: 'Delete {name}? Every organization loses it on its next configuration load.',
  },
  created: { id: 'settings.features.created', defaultMessage: 'Feature {name} created.' },
  saved: { id: 'settings.features.saved', defaultMessage: 'Feature {name} saved.' },
  deleted: { id: 'settings.features.deleted', defaultMessage: 'Feature {name} deleted.' },
  saveFailed: {
    id: 'settings.features.saveFailed',
    defaultMessage: 'Something went wrong when saving the feature',
  },
  deleteFailed: {
    id: 'settings.features.deleteFailed',
    defaultMessage: 'Something went wrong when deleting the feature',
  },
  empty: { id: 'settings.features.empty', defaultMessage: 'No features are configured.' },
  required: fieldMessages.required,
  tooLong: fieldMessages.tooLong,
  keyFormat: {
    id: 'settings.features.keyFormat',
    defaultMessage: 'Use letters and digits, starting with a letter.',
  },
  nameTaken: { id: 'settings.features.nameTaken', defaultMessage: 'Feature name is taken' },
  keyTaken: { id: 'settings.features.keyTaken', defaultMessage: 'A feature with this key exists.' },
});
