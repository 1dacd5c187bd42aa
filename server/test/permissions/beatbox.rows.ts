import { HEARTBEAT_ACTIONS } from '@contracts/rules';
import { forRule, members } from './matrix';
import type { Case } from './matrix';

const {
  viewBeatboxes: viewBoxes,
  manageBeatboxes: manageBoxes,
  viewAgents,
  manageAgents,
} = HEARTBEAT_ACTIONS;
const BOXES = '/api/registry/v1/2/beatboxes';
const AGENTS = '/api/registry/v1/2/agents';
const box = { name: 'matrix-beatbox', hostname: null, ip: null, os: null, version: null };
const agent = { name: 'matrix-agent', baseDomain: 'matrix.example.com', serverTrustPem: null };

/**
 * Beatboxes and agents (under the registry's prefix): each route against every kind of caller
 * (see matrix.ts). Nordkraft has both features on; changes go to a host that does not exist
 * (404 for allowed callers), or create one whose name the next allowed callers find taken.
 * The features off, validation and isolation are tested in server/test/beatbox.
 */
export const BEATBOX_ROWS: Record<string, Case> = {
  'GET /api/registry/v1/:org/beatboxes': {
    request: { url: BOXES },
    expected: forRule(viewBoxes, 200),
  },
  'GET /api/registry/v1/:org/beatboxes/:beatboxId': {
    request: { url: `${BOXES}/999999` },
    expected: forRule(viewBoxes, 404),
  },
  'POST /api/registry/v1/:org/beatboxes': {
    request: { method: 'POST', url: BOXES, payload: { ...box, flowIds: [] } },
    expected: { ...forRule(manageBoxes, 409), owner: 201 },
  },
  'PUT /api/registry/v1/:org/beatboxes/:beatboxId': {
    request: { method: 'PUT', url: `${BOXES}/999999`, payload: { ...box, flowIds: [] } },
    expected: forRule(manageBoxes, 404),
  },
  'DELETE /api/registry/v1/:org/beatboxes/:beatboxId': {
    request: { method: 'DELETE', url: `${BOXES}/999999` },
    expected: forRule(manageBoxes, 404),
  },
  'GET /api/registry/v1/:org/agents': {
    request: { url: AGENTS },
    expected: forRule(viewAgents, 200),
  },
  'GET /api/registry/v1/:org/agents/:agentId': {
    request: { url: `${AGENTS}/999999` },
    expected: members(404),
  },
  'POST /api/registry/v1/:org/agents': {
    request: { method: 'POST', url: AGENTS, payload: { ...agent, flowIds: [] } },
    expected: { ...forRule(manageAgents, 409), owner: 201 },
  },
  'PUT /api/registry/v1/:org/agents/:agentId': {
    request: { method: 'PUT', url: `${AGENTS}/999999`, payload: { ...agent, flowIds: [] } },
    expected: forRule(manageAgents, 404),
  },
  'DELETE /api/registry/v1/:org/agents/:agentId': {
    request: { method: 'DELETE', url: `${AGENTS}/999999` },
    expected: forRule(manageAgents, 404),
  },
};
