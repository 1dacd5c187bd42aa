import { defineMessages } from '../../i18n';

export const tableMessages = defineMessages({
  /** Header of the column of the rows' details buttons (read by screen readers only). */
  detailsColumn: { id: 'shared.table.detailsColumn', defaultMessage: 'More' },
  showDetails: { id: 'shared.table.showDetails', defaultMessage: 'More about {row}' },
});
