/** Query keys of the signed-in session's data, shared by the shell and the modules. */
export const sessionKeys = {
  all: ['session'] as const,
  user: (userId: number) => ['session', 'user', userId] as const,
  organization: (organizationId: number) => ['session', 'organization', organizationId] as const,
  modules: (organizationId: number) => ['session', 'modules', organizationId] as const,
  features: (organizationId: number) => ['session', 'features', organizationId] as const,
  configuration: (organizationId: number, userId: number) =>
    ['session', 'configuration', organizationId, userId] as const,
};
