/**
 * The root of every query key of the module: the module, then the organization. Each slice
 * builds its keys from it (`[...templateRoot.organization(org), 'items']`); the frame's refresh
 * and an organization's invalidation reach everything under it.
 */
export const templateRoot = {
  all: ['template'] as const,
  organization: (org: number) => ['template', org] as const,
};
