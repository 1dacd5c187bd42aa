/** Query keys of the module, all under its id; invalidate through these only. */
export const securityKeys = {
  all: ['security'] as const,
  sessions: (organizationId: number) => ['security', 'sessions', organizationId] as const,
  knownClients: (organizationId: number) => ['security', 'knownClients', organizationId] as const,
  idp: (organizationId: number, list: string) => ['security', 'idp', organizationId, list] as const,
  loginUi: (organizationId: number) => ['security', 'loginUi', organizationId] as const,
  /** Authorization and session limits, one kind by its secAdmin path. */
  entities: (organizationId: number, path: string) =>
    ['security', 'entities', path, organizationId] as const,
  organizationUsers: (organizationId: number) =>
    ['security', 'organizationUsers', organizationId] as const,
};
