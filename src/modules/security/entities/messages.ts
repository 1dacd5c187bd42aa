import { defineMessages } from '../../../shared/i18n';

/** Words every kind of the security module's editable lists shares (spec 5 wording). */
export const entityMessages = defineMessages({
  columnSelect: { id: 'security.entities.column.select', defaultMessage: 'Selected' },
  columnName: { id: 'security.entities.column.name', defaultMessage: 'Name' },
  columnDescription: {
    id: 'security.entities.column.description',
    defaultMessage: 'Description',
  },
  select: { id: 'security.entities.select', defaultMessage: 'Select {name}' },
  edit: { id: 'security.entities.edit', defaultMessage: 'Edit {name}' },
  deleteSelected: {
    id: 'security.entities.deleteSelected',
    defaultMessage: 'Delete selected ({count})',
  },
  confirm: { id: 'security.entities.confirm.delete', defaultMessage: 'Delete' },
  required: { id: 'security.entities.required', defaultMessage: 'Field is required' },
  tooLong: {
    id: 'security.entities.tooLong',
    defaultMessage: 'Must be less then {max} characters.',
  },
  integer: { id: 'security.entities.integer', defaultMessage: 'Must be a integer' },
  between: {
    id: 'security.entities.between',
    defaultMessage: 'Number must be between {min} and {max}',
  },
});
