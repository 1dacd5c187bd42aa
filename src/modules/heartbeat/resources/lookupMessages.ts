import { defineMessages } from '../../../shared/i18n';

/** Lookup tables: rows, columns and cells, CSV import and export. */
export const lookupMessages = defineMessages({
  table: { id: 'heartbeat.lookup.table', defaultMessage: 'Lookup tables' },
  empty: { id: 'heartbeat.lookup.empty', defaultMessage: 'No lookup tables yet.' },
  name: { id: 'heartbeat.lookup.name', defaultMessage: 'Name' },
  columns: { id: 'heartbeat.lookup.columns', defaultMessage: 'Columns' },
  columnsHint: {
    id: 'heartbeat.lookup.columnsHint',
    defaultMessage: 'Column names, separated by commas',
  },
  rowCount: { id: 'heartbeat.lookup.rowCount', defaultMessage: 'Rows' },
  create: { id: 'heartbeat.lookup.create', defaultMessage: 'New lookup table' },
  createFailed: {
    id: 'heartbeat.lookup.createFailed',
    defaultMessage: 'Something went wrong when creating the lookup table',
  },
  fetchFailed: {
    id: 'heartbeat.lookup.fetchFailed',
    defaultMessage: 'Something went wrong when fetching rows',
  },
  notFound: { id: 'heartbeat.lookup.notFound', defaultMessage: 'There is no lookup table {name}.' },
  rowsTable: { id: 'heartbeat.lookup.rowsTable', defaultMessage: 'Rows of {name}' },
  noRows: { id: 'heartbeat.lookup.noRows', defaultMessage: 'No rows yet.' },
  page: {
    id: 'heartbeat.lookup.page',
    defaultMessage: 'Rows {from} to {to} of {total}',
  },
  previous: { id: 'heartbeat.lookup.previous', defaultMessage: 'Previous rows' },
  next: { id: 'heartbeat.lookup.next', defaultMessage: 'Next rows' },
  addRow: { id: 'heartbeat.lookup.addRow', defaultMessage: 'Add row' },
  editRow: { id: 'heartbeat.lookup.editRow', defaultMessage: 'Edit row {id}' },
  newRow: { id: 'heartbeat.lookup.newRow', defaultMessage: 'New row' },
  saveRow: { id: 'heartbeat.lookup.saveRow', defaultMessage: 'Save row' },
  deleteRow: { id: 'heartbeat.lookup.deleteRow', defaultMessage: 'Delete row' },
  clearCell: { id: 'heartbeat.lookup.clearCell', defaultMessage: 'Clear {column}' },
  draftNote: {
    id: 'heartbeat.lookup.draftNote',
    defaultMessage: 'Your unsaved row, kept since you typed it.',
  },
  addColumn: { id: 'heartbeat.lookup.addColumn', defaultMessage: 'Add column' },
  columnName: { id: 'heartbeat.lookup.columnName', defaultMessage: 'Column name' },
  renameColumn: { id: 'heartbeat.lookup.renameColumn', defaultMessage: 'Rename column' },
  deleteColumn: { id: 'heartbeat.lookup.deleteColumn', defaultMessage: 'Delete column' },
  column: { id: 'heartbeat.lookup.column', defaultMessage: 'Column' },
  deleteColumnTitle: {
    id: 'heartbeat.lookup.deleteColumnTitle',
    defaultMessage: 'Delete the column {column}?',
  },
  deleteColumnText: {
    id: 'heartbeat.lookup.deleteColumnText',
    defaultMessage: 'Its cells are removed from every row.',
  },
  rowsFailed: {
    id: 'heartbeat.lookup.rowsFailed',
    defaultMessage: 'Something went wrong when {action} rows',
  },
  columnsFailed: {
    id: 'heartbeat.lookup.columnsFailed',
    defaultMessage: 'Something went wrong when {action} columns',
  },
  cellsFailed: {
    id: 'heartbeat.lookup.cellsFailed',
    defaultMessage: 'Something went wrong when {action} cells',
  },
  creating: { id: 'heartbeat.lookup.creating', defaultMessage: 'creating' },
  editing: { id: 'heartbeat.lookup.editing', defaultMessage: 'editing' },
  deleting: { id: 'heartbeat.lookup.deleting', defaultMessage: 'deleting' },
  exportCsv: { id: 'heartbeat.lookup.exportCsv', defaultMessage: 'Export CSV' },
  importCsv: { id: 'heartbeat.lookup.importCsv', defaultMessage: 'Import CSV' },
  importTitle: { id: 'heartbeat.lookup.importTitle', defaultMessage: 'Import CSV into {name}' },
  chooseFile: { id: 'heartbeat.lookup.chooseFile', defaultMessage: 'CSV file' },
  preview: {
    id: 'heartbeat.lookup.preview',
    defaultMessage: '{rows} rows to add, {errors} with errors',
  },
  previewTable: { id: 'heartbeat.lookup.previewTable', defaultMessage: 'Rows of the file' },
  line: { id: 'heartbeat.lookup.line', defaultMessage: 'Line' },
  problem: { id: 'heartbeat.lookup.problem', defaultMessage: 'Error' },
  unknownColumn: {
    id: 'heartbeat.lookup.unknownColumn',
    defaultMessage: 'The header names no column {columns}.',
  },
  emptyFile: { id: 'heartbeat.lookup.emptyFile', defaultMessage: 'The file has no rows.' },
  cellCount: {
    id: 'heartbeat.lookup.cellCount',
    defaultMessage: '{cells} cells, the header has {header}',
  },
  importRows: { id: 'heartbeat.lookup.importRows', defaultMessage: 'Import {rows} rows' },
  fixErrors: {
    id: 'heartbeat.lookup.fixErrors',
    defaultMessage: 'Fix the rows with errors in the file, then choose it again.',
  },
  imported: { id: 'heartbeat.lookup.imported', defaultMessage: '{rows} rows imported.' },
  backToList: { id: 'heartbeat.lookup.backToList', defaultMessage: 'All lookup tables' },
});
