import { defineMessages } from '../../../shared/i18n';

/** The items page: what the resource kit's list, form and confirmation say of items. */
export const itemMessages = defineMessages({
  heading: { id: 'template.items.heading', defaultMessage: 'Items' },
  table: { id: 'template.items.table', defaultMessage: 'Items' },
  empty: { id: 'template.items.empty', defaultMessage: 'No items yet.' },
  create: { id: 'template.items.create', defaultMessage: 'Create item' },
  createTitle: { id: 'template.items.createTitle', defaultMessage: 'New item' },
  editTitle: { id: 'template.items.editTitle', defaultMessage: 'Edit item' },
  confirmTitle: { id: 'template.items.confirm.title', defaultMessage: 'Delete items' },
  confirmText: {
    id: 'template.items.confirm.text',
    defaultMessage: '{count, plural, one {Delete # item?} other {Delete # items?}}',
  },
  deleted: {
    id: 'template.items.deleted',
    defaultMessage: '{count, plural, one {# item deleted.} other {# items deleted.}}',
  },
  deletedWithErrors: {
    id: 'template.items.deletedWithErrors',
    defaultMessage: 'Items deleted with errors. Failed to delete: {names}',
  },
  deleteFailed: {
    id: 'template.items.deleteFailed',
    defaultMessage: 'Something went wrong when deleting items',
  },
  createFailed: {
    id: 'template.items.createFailed',
    defaultMessage: 'Something went wrong when creating the item',
  },
  editFailed: {
    id: 'template.items.editFailed',
    defaultMessage: 'Something went wrong when editing the item',
  },
});
