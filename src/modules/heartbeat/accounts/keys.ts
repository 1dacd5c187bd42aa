import { heartbeatRoot } from '../model/keys';

const serviceAccounts = (org: number) =>
  [...heartbeatRoot.organization(org), 'service-accounts'] as const;

/** Key fragment of service accounts: the organization's list and one account's details. */
export const accountKeys = {
  serviceAccounts,
  serviceAccount: (org: number, accountId: number) => [...serviceAccounts(org), accountId] as const,
};
