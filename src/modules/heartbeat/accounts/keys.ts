/** Key fragment of service accounts: the organization's list and one account's details. */
export const accountKeys = {
  serviceAccounts: (org: number) => ['heartbeat', org, 'service-accounts'] as const,
  serviceAccount: (org: number, accountId: number) =>
    ['heartbeat', org, 'service-accounts', accountId] as const,
};
