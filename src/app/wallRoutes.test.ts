import { describe, expect, it } from 'vitest';
import { MODULE_IDS, noFeatures, type ModuleId, type Role } from '../shared/contracts';
import { wallRoutes, type AccessContext } from '../shared/modules';
import { consoleModules } from './modules';

function context(role: Role, modules: ModuleId[] = [...MODULE_IDS], foundation = false) {
  const given: AccessContext = {
    features: { ...noFeatures(), foundation },
    roles: [role],
    owner: false,
    organizationModules: modules,
  };
  return given;
}

const paths = (given: AccessContext) =>
  wallRoutes(consoleModules, given).map((wall) => `${wall.path} ${wall.title.defaultMessage}`);

describe("the console's wall pages", () => {
  it('are the Heartbeat overview, flows and flow traces, and Platform status', () => {
    expect(paths(context('MONITOR'))).toEqual([
      '/heartbeat Overview',
      '/heartbeat/flows Flows',
      '/heartbeat/flow-traces Flow traces',
      '/platform Status',
    ]);
  });

  it("follow the organization's modules and its base paths", () => {
    expect(paths(context('ADMIN', ['platform', 'settings']))).toEqual(['/platform Status']);
    expect(paths(context('MONITOR', ['heartbeat'], true))).toEqual([
      '/connect Overview',
      '/connect/flows Flows',
      '/connect/flow-traces Flow traces',
    ]);
  });
});
