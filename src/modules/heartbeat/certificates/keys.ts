import { heartbeatRoot } from '../model/keys';

/** Key fragment of CA certificates: the organization's list. */
export const certificateKeys = {
  certificates: (org: number) => [...heartbeatRoot.organization(org), 'certificates'] as const,
};
