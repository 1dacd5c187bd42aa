/** Query keys of the platform module; invalidate through these only. */
export const platformKeys = {
  all: ['platform'] as const,
  status: () => ['platform', 'status'] as const,
};
