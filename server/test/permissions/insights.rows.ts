import { HEARTBEAT_ACTIONS } from '@contracts/rules';
import { forRule, members } from './matrix';
import type { Case } from './matrix';

/** The insights service and its inbound door: each route against every kind of caller (see matrix.ts). */
export const INSIGHTS_ROWS: Record<string, Case> = {
  'GET /api/insights/v1/:org/flows': {
    request: { url: '/api/insights/v1/2/flows' },
    expected: members(200),
  },
  'GET /api/insights/v1/:org/flows/:flowId': {
    request: { url: '/api/insights/v1/2/flows/meter-readings-in' },
    expected: members(200),
  },
  'POST /api/insights/v1/:org/flows/:flowId/pause': {
    request: {
      method: 'POST',
      url: '/api/insights/v1/2/flows/outage-report-public/pause',
      payload: { reason: 'matrix' },
    },
    // Each allowed caller pauses it; the resume row below runs after and undoes it.
    expected: { ...forRule(HEARTBEAT_ACTIONS.controlFlows, 409), owner: 200 },
  },
  'POST /api/insights/v1/:org/flows/:flowId/resume': {
    request: { method: 'POST', url: '/api/insights/v1/2/flows/outage-report-public/resume' },
    expected: { ...forRule(HEARTBEAT_ACTIONS.controlFlows, 409), owner: 200 },
  },
  'PUT /api/insights/v1/:org/flows/:flowId/spec': {
    // A schema-valid edit against a stale version: allowed callers reach the version check.
    request: {
      method: 'PUT',
      url: '/api/insights/v1/2/flows/outage-report-public/spec',
      payload: {
        specVersion: 1,
        description: 'x',
        exchangePattern: 'InOut',
        groups: [],
        owner: 'x',
        allowAnonymousAccess: true,
        redeliveryStrategy: { maxAttempts: 1, timeoutMs: 1000 },
        deadLetterStrategy: { id: 'dlq', logFullMessage: false, redeliveryMs: 0 },
        processors: [
          {
            identifier: 'receive',
            type: 'rest-inbound',
            properties: {},
            concurrencyMax: 1,
            logDescription: true,
            logFullMessage: false,
          },
        ],
      },
    },
    expected: forRule(HEARTBEAT_ACTIONS.editFlowSpecs, 409),
  },
  'GET /api/insights/v1/:org/reporting': {
    request: { url: '/api/insights/v1/2/reporting' },
    expected: forRule(HEARTBEAT_ACTIONS.viewReports, 200),
  },
  'GET /api/insights/v1/:org/metrics': {
    request: { url: '/api/insights/v1/2/metrics' },
    expected: members(200),
  },
  'GET /api/insights/v1/:org/histograms': {
    request: { url: '/api/insights/v1/2/histograms' },
    expected: members(200),
  },
  'GET /api/insights/v1/:org/summary': {
    request: { url: '/api/insights/v1/2/summary' },
    expected: members(200),
  },
  'GET /api/insights/v2/:org/traces': {
    request: { url: '/api/insights/v2/2/traces' },
    expected: members(200),
  },
  'GET /api/insights/v2/:org/traces/:traceId': {
    request: { url: '/api/insights/v2/2/traces/1' },
    expected: members(200),
  },
  'GET /api/insights/v2/:org/payloads/:payloadId': {
    request: { url: '/api/insights/v2/2/payloads/1' },
    expected: forRule(HEARTBEAT_ACTIONS.viewPayloads, 200),
  },
  'POST /api/insights/v2/:org/traces/resubmit': {
    request: {
      method: 'POST',
      url: '/api/insights/v2/2/traces/resubmit',
      payload: { flowId: 'meter-readings-in', traceIds: [1] },
    },
    expected: forRule(HEARTBEAT_ACTIONS.resubmitTraces, 200),
  },
  'POST /api/insights/v1/:org/connectivity': {
    // A reserved address: allowed callers get its refusal (400), quickly and without DNS.
    request: {
      method: 'POST',
      url: '/api/insights/v1/2/connectivity',
      payload: { hostname: '127.0.0.1', port: 80 },
    },
    expected: forRule(HEARTBEAT_ACTIONS.checkConnectivity, 400),
  },
  'POST /api/inbound/:organization/:flowId': {
    request: {
      method: 'POST',
      url: '/api/inbound/nordkraft/meter-readings-in',
      headers: { 'content-type': 'application/json' },
      payload: '{}',
    },
    // A bearer token is not an API key: the door wants a service account.
    expected: { default: 401 },
  },
};
