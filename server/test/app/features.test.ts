import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FeatureFlag } from '@contracts/features';
import { featureOffMessage } from '../../src/lib/features';
import { INSIGHTS_ROWS } from '../permissions/insights.rows';
import { bearer, login, startTestServer } from '../support';
import type { TestServer } from '../support';

/**
 * The one feature guard (`access.feature` of a route, lib/features.ts): a route behind a
 * toggle the organization has off answers 403 naming the feature, after the role check and
 * the input's validation; turned on for the organization, the same call goes through.
 */
let server: TestServer;
let deployer: string;
let monitor: string;
let operator: string;

beforeAll(async () => {
  server = await startTestServer();
  deployer = (await login(server.app, 'deployer@example.com')).access_token;
  monitor = (await login(server.app, 'monitor@example.com')).access_token;
  operator = (await login(server.app, 'operator@example.com')).access_token;
});
afterAll(() => server.close());

/** Turns a demo feature on for every organization, or for none but those listed. */
async function setFeature(key: FeatureFlag, organizations: number[] | 'all' | 'none') {
  const { db } = server.database;
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom('feature_organizations').where('feature_key', '=', key).execute();
    await trx
      .updateTable('features')
      .set({
        enabled: organizations === 'none' ? 0 : 1,
        all_organizations: organizations === 'all' ? 1 : 0,
      })
      .where('key', '=', key)
      .execute();
    if (Array.isArray(organizations) && organizations.length > 0) {
      await trx
        .insertInto('feature_organizations')
        .values(organizations.map((id) => ({ feature_key: key, organization_id: id })))
        .execute();
    }
  });
}

const pause = (token: string, payload: unknown) =>
  server.app.inject({
    method: 'POST',
    url: '/api/insights/v1/2/flows/outage-report-public/pause',
    headers: bearer(token),
    payload: payload as object,
  });

describe('the feature guard', () => {
  it('refuses a gated route with 403 and the feature named, after the role and the input', async () => {
    await setFeature('flowControl', 'none');
    const off = await pause(deployer, { reason: 'x' });
    expect(off.statusCode).toBe(403);
    expect(off.json()).toEqual({ message: featureOffMessage('flowControl') });
    expect(off.json().message).toBe('The flowControl feature is off for this organization.');
    // Bad input is a 400 whatever the toggle: the guard runs after validation.
    const bad = await pause(deployer, { reason: 42, extra: true });
    expect(bad.statusCode).toBe(400);
    // The role comes first: a monitor or an operator is refused for the role.
    for (const token of [monitor, operator]) {
      const refused = await pause(token, { reason: 'x' });
      expect(refused.statusCode).toBe(403);
      expect(refused.json().message).not.toContain('flowControl');
    }
  });

  it('lets the call through once the organization has the feature, and only that one', async () => {
    await setFeature('flowControl', [3]);
    expect((await pause(deployer, { reason: 'x' })).statusCode).toBe(403);
    await setFeature('flowControl', [2]);
    const paused = await pause(deployer, { reason: 'feature test' });
    expect(paused.statusCode).toBe(200);
    const resumed = await server.app.inject({
      method: 'POST',
      url: '/api/insights/v1/2/flows/outage-report-public/resume',
      headers: bearer(deployer),
      payload: {},
    });
    expect(resumed.statusCode).toBe(200);
    await setFeature('flowControl', 'all');
  });

  it('gates the flow spec editor and resubmits by their toggles', async () => {
    await setFeature('flowSpecEdit', 'none');
    // The permission matrix's schema-valid edit: the toggle answers before the version check.
    const edit = INSIGHTS_ROWS['PUT /api/insights/v1/:org/flows/:flowId/spec']?.request;
    const spec = await server.app.inject({ ...edit, headers: bearer(deployer) });
    expect(spec.statusCode).toBe(403);
    expect(spec.json().message).toBe(featureOffMessage('flowSpecEdit'));
    await setFeature('flowSpecEdit', [1, 2]);

    await setFeature('resubmitTraces', 'none');
    const resubmit = await server.app.inject({
      method: 'POST',
      url: '/api/insights/v2/2/traces/resubmit',
      headers: bearer(deployer),
      payload: { flowId: 'meter-readings-in', traceIds: [1] },
    });
    expect(resubmit.statusCode).toBe(403);
    expect(resubmit.json().message).toBe(featureOffMessage('resubmitTraces'));
    await setFeature('resubmitTraces', 'all');
  });

  it("hides one flow's metrics graph, not the organization's, when metricsGraph is off", async () => {
    await setFeature('metricsGraph', 'none');
    const flowGraph = await server.app.inject({
      url: '/api/insights/v1/2/histograms?flowId=meter-readings-in',
      headers: bearer(monitor),
    });
    expect(flowGraph.statusCode).toBe(403);
    expect(flowGraph.json().message).toBe(featureOffMessage('metricsGraph'));
    const overview = await server.app.inject({
      url: '/api/insights/v1/2/histograms',
      headers: bearer(monitor),
    });
    expect(overview.statusCode).toBe(200);
    await setFeature('metricsGraph', 'all');
    const back = await server.app.inject({
      url: '/api/insights/v1/2/histograms?flowId=meter-readings-in',
      headers: bearer(monitor),
    });
    expect(back.statusCode).toBe(200);
  });
});
