import { describe, expect, it } from 'vitest';
import { noFeatures } from '../../shared/contracts';
import { visibleNav, type AccessContext } from '../../shared/modules';
import { templateModule } from '.';
import { templateKeys } from './keys';
import { templateMessages } from './messages';

const monitor: AccessContext = {
  features: noFeatures(),
  roles: ['MONITOR'],
  owner: false,
  organizationModules: [templateModule.id],
};

describe('the template module', () => {
  it('offers its labelled pages in the menu', () => {
    expect(visibleNav(templateModule, monitor).map((entry) => entry.path)).toEqual(['']);
  });

  it('names its messages and query keys after the module', () => {
    for (const message of Object.values(templateMessages)) {
      expect(message.id.startsWith('template.')).toBe(true);
    }
    expect(templateKeys.example().slice(0, 1)).toEqual(templateKeys.all);
  });
});
