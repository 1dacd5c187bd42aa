import { describe, expect, it } from 'vitest';
import { noFeatures, type Role } from '../../shared/contracts';
import { visibleNav, type AccessContext } from '../../shared/modules';
import { templateModule } from '.';
import { itemMessages } from './items/messages';
import { templateKeys } from './keys';
import { templateMessages } from './messages';

const member = (role: Role): AccessContext => ({
  features: noFeatures(),
  roles: [role],
  owner: false,
  organizationModules: [templateModule.id],
});

describe('the module', () => {
  it('offers its labelled pages in the menu', () => {
    expect(visibleNav(templateModule, member('ADMIN')).map((entry) => entry.path)).toEqual(['']);
  });

  it('names its messages and query keys after the module', () => {
    for (const message of [...Object.values(templateMessages), ...Object.values(itemMessages)]) {
      expect(message.id.startsWith(`${templateModule.id}.`)).toBe(true);
    }
    expect(templateKeys.items(7).slice(0, 2)).toEqual(templateKeys.organization(7));
    expect(templateKeys.organization(7).slice(0, 1)).toEqual(templateKeys.all);
  });
});
