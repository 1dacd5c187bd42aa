/** Query keys of the module, all under its id; invalidate through these only. */
export const securityKeys = {
  all: ['security'] as const,
  sessions: (organizationId: number) => ['security', 'sessions', organizationId] as const,
  knownClients: (organizationId: number) => ['security', 'knownClients', organizationId] as const,
};
