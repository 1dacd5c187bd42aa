import { HEARTBEAT_ACTIONS } from '@contracts/rules';
import { forRule } from './matrix';
import type { Case } from './matrix';

const manage = HEARTBEAT_ACTIONS.manageAlerts;

/**
 * Alert rules (insights): Deployers and up of the organization, with the alerts feature.
 * Each allowed caller creates a rule of its own; reads and changes go to a rule that does not
 * exist (404). The rules themselves are tested in server/test/alerts.
 */
export const ALERTS_ROWS: Record<string, Case> = {
  'GET /api/insights/v1/:org/alerts': {
    request: { url: '/api/insights/v1/2/alerts' },
    expected: forRule(manage, 200),
  },
  'POST /api/insights/v1/:org/alerts': {
    request: {
      method: 'POST',
      url: '/api/insights/v1/2/alerts',
      payload: {
        messageType: 'FAILED',
        operator: 'ABOVE',
        count: 10,
        timeValue: 5,
        timeUnit: 'MINUTES',
        flowIds: ['meter-readings-in'],
        recipients: ['matrix@example.com'],
      },
    },
    expected: forRule(manage, 201),
  },
  'GET /api/insights/v1/:org/alerts/:alertId': {
    request: { url: '/api/insights/v1/2/alerts/999999' },
    expected: forRule(manage, 404),
  },
  'PUT /api/insights/v1/:org/alerts/:alertId': {
    request: {
      method: 'PUT',
      url: '/api/insights/v1/2/alerts/999999',
      payload: {
        messageType: 'RECEIVED',
        operator: 'UNDER',
        count: 1,
        timeValue: 1,
        timeUnit: 'HOURS',
        flowIds: ['meter-readings-in'],
        recipients: ['matrix@example.com'],
      },
    },
    expected: forRule(manage, 404),
  },
  'DELETE /api/insights/v1/:org/alerts/:alertId': {
    request: { method: 'DELETE', url: '/api/insights/v1/2/alerts/999999' },
    expected: forRule(manage, 404),
  },
};
