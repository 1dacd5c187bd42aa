import { ASSETS_ACTIONS } from '@contracts/assets';
import { forRule } from './matrix';
import type { Case } from './matrix';

const strategy = {
  name: 'matrix strategy',
  approxWaitTime: 5,
  approxWaitTimeUnit: 'MINUTES',
  deadline: '2099-01-01T00:00:00.000Z',
  maxAttempts: 2,
  startAt: '2020-01-01T00:00:00.000Z',
};

/**
 * The adr service (Assets): each route against every kind of caller (see matrix.ts). Changes
 * go to an action and a strategy that do not exist (404 for allowed callers): the transitions
 * themselves are tested in server/test/adr.
 */
export const ADR_ROWS: Record<string, Case> = {
  'GET /api/adr/v1/:org/assets': {
    request: { url: '/api/adr/v1/2/assets?search=70705750000000001' },
    expected: forRule(ASSETS_ACTIONS.read, 200),
  },
  'GET /api/adr/v1/:org/assets/:assetId': {
    request: { url: '/api/adr/v1/2/assets/1' },
    expected: forRule(ASSETS_ACTIONS.read, 200),
  },
  'GET /api/adr/v1/:org/actions': {
    request: { url: '/api/adr/v1/2/actions?limit=5' },
    expected: forRule(ASSETS_ACTIONS.read, 200),
  },
  'GET /api/adr/v1/:org/actions/:actionId': {
    request: { url: '/api/adr/v1/2/actions/1' },
    expected: forRule(ASSETS_ACTIONS.read, 200),
  },
  'GET /api/adr/v1/:org/actions/:actionId/executions': {
    request: { url: '/api/adr/v1/2/actions/1/executions' },
    expected: forRule(ASSETS_ACTIONS.read, 200),
  },
  'POST /api/adr/v1/:org/actions/:actionId/execute': {
    request: { method: 'POST', url: '/api/adr/v1/2/actions/999999/execute' },
    expected: forRule(ASSETS_ACTIONS.runActions, 404),
  },
  'POST /api/adr/v1/:org/actions/:actionId/close': {
    request: { method: 'POST', url: '/api/adr/v1/2/actions/999999/close' },
    expected: forRule(ASSETS_ACTIONS.runActions, 404),
  },
  'GET /api/adr/v1/:org/automation-strategies': {
    request: { url: '/api/adr/v1/2/automation-strategies' },
    expected: forRule(ASSETS_ACTIONS.read, 200),
  },
  'POST /api/adr/v1/:org/automation-strategies': {
    request: { method: 'POST', url: '/api/adr/v1/2/automation-strategies', payload: strategy },
    // The owner creates it; the next allowed callers find the name taken.
    expected: { ...forRule(ASSETS_ACTIONS.editStrategies, 409), owner: 201 },
  },
  'PUT /api/adr/v1/:org/automation-strategies/:strategyId': {
    request: {
      method: 'PUT',
      url: '/api/adr/v1/2/automation-strategies/999999',
      payload: strategy,
    },
    expected: forRule(ASSETS_ACTIONS.editStrategies, 404),
  },
  'DELETE /api/adr/v1/:org/automation-strategies/:strategyId': {
    request: { method: 'DELETE', url: '/api/adr/v1/2/automation-strategies/999999' },
    expected: forRule(ASSETS_ACTIONS.editStrategies, 404),
  },
  'GET /api/adr/v1/:org/audit-log': {
    request: { url: '/api/adr/v1/2/audit-log' },
    expected: forRule(ASSETS_ACTIONS.readAudit, 200),
  },
};
