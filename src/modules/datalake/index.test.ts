import { describe, expect, it } from 'vitest';
import { noFeatures } from '../../shared/contracts';
import { visibleNav, type AccessContext } from '../../shared/modules';
import { datalakeModule } from '.';
import { datalakeKeys } from './keys';
import { datalakeMessages } from './messages';

const monitor: AccessContext = {
  features: noFeatures(),
  roles: ['MONITOR'],
  owner: false,
  organizationModules: [datalakeModule.id],
};

describe('the data lake module', () => {
  it('offers its labelled pages in the menu', () => {
    expect(visibleNav(datalakeModule, monitor).map((entry) => entry.path)).toEqual([
      '',
      'graphql',
      'usage-points',
      'workflows',
    ]);
  });

  it('names its messages and query keys after the module', () => {
    for (const message of Object.values(datalakeMessages)) {
      expect(message.id.startsWith('datalake.')).toBe(true);
    }
    expect(datalakeKeys.workflows(2, 'recent').slice(0, 1)).toEqual(datalakeKeys.all);
  });
});
