import { LOOKUP_CELL_MAX, LOOKUP_COLUMNS_MAX, RESOURCE_ID_PATTERN } from '@contracts/resources';
import { HEARTBEAT_ACTIONS } from '@contracts/rules';
import { idSchema, plainText } from '../../lib/schemas';

/** Who may call the lookup table routes: every member reads, Operators change rows and cells,
 * Deployers tables and columns. */
export const read = { access: { role: 'AGENT' as const } };
export const rows = { access: { role: HEARTBEAT_ACTIONS.editLookupRows.role } };
export const structure = { access: { role: HEARTBEAT_ACTIONS.editResources.role } };

export const nameText = { type: 'string', pattern: RESOURCE_ID_PATTERN } as const;
export const columnName = plainText(100);
export const columnIdText = { type: 'string', pattern: '^c[0-9]{1,6}$' } as const;
export const cellsSchema = {
  type: 'object',
  maxProperties: LOOKUP_COLUMNS_MAX,
  propertyNames: columnIdText,
  additionalProperties: { type: 'string', maxLength: LOOKUP_CELL_MAX },
} as const;
export const tableParams = {
  type: 'object',
  required: ['org', 'name'],
  additionalProperties: false,
  properties: { org: idSchema, name: nameText },
} as const;
export const rowParams = {
  ...tableParams,
  required: [...tableParams.required, 'rowId'],
  properties: { ...tableParams.properties, rowId: idSchema },
} as const;
export const cellParams = {
  ...rowParams,
  required: [...rowParams.required, 'columnId'],
  properties: { ...rowParams.properties, columnId: columnIdText },
} as const;
export const columnParams = {
  ...tableParams,
  required: [...tableParams.required, 'columnId'],
  properties: { ...tableParams.properties, columnId: columnIdText },
} as const;
export const cellsBody = {
  type: 'object',
  additionalProperties: false,
  required: ['cells'],
  properties: { cells: cellsSchema },
} as const;
export const nameBody = {
  type: 'object',
  additionalProperties: false,
  required: ['name'],
  properties: { name: columnName },
} as const;

export const TABLE_NOT_FOUND = 'We could not find the lookup table.';
export const ROW_NOT_FOUND = 'We could not find the row.';
