import { templateRoot } from '../model/keys';

/** Key fragment of the items slice: the organization's list. */
export const itemKeys = {
  items: (org: number) => [...templateRoot.organization(org), 'items'] as const,
};
