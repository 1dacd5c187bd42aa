/**
 * The root of every heartbeat query key: the module, then the organization. Each slice builds
 * its keys from it (`[...heartbeatRoot.organization(org), 'alerts']`); the frame's refresh and
 * an organization's invalidation reach everything under it.
 */
export const heartbeatRoot = {
  all: ['heartbeat'] as const,
  organization: (org: number) => ['heartbeat', org] as const,
};
