/** Key fragment of CA certificates: the organization's list. */
export const certificateKeys = {
  certificates: (org: number) => ['heartbeat', org, 'certificates'] as const,
};
