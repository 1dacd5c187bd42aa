import { TEMPLATE_ACTIONS } from '@contracts/_template';
import { forRule } from '../permissions/matrix';
import type { Case } from '../permissions/matrix';

const { viewItems, manageItems } = TEMPLATE_ACTIONS;
const ITEMS = '/api/template/v1/2/items';
const item = { name: 'matrix-item', description: '' };

/**
 * The module's service in the permission matrix (server/test/permissions): each route against
 * every kind of caller, by the contract's rules. Changes go to an item that does not exist (404
 * for allowed callers), or create one whose name the next allowed callers find taken.
 */
export const TEMPLATE_ROWS: Record<string, Case> = {
  'GET /api/template/v1/:org/items': {
    request: { url: ITEMS },
    expected: forRule(viewItems, 200),
  },
  'GET /api/template/v1/:org/items/:itemId': {
    request: { url: `${ITEMS}/999999` },
    expected: forRule(viewItems, 404),
  },
  'POST /api/template/v1/:org/items': {
    request: { method: 'POST', url: ITEMS, payload: item },
    expected: { ...forRule(manageItems, 409), owner: 201 },
  },
  'PUT /api/template/v1/:org/items/:itemId': {
    request: { method: 'PUT', url: `${ITEMS}/999999`, payload: item },
    expected: forRule(manageItems, 404),
  },
  'POST /api/template/v1/:org/items/delete': {
    request: { method: 'POST', url: `${ITEMS}/delete`, payload: { itemIds: [999999] } },
    expected: forRule(manageItems, 200),
  },
};
