import { heartbeatRoot } from '../model/keys';

const beatboxes = (org: number) => [...heartbeatRoot.organization(org), 'beatboxes'] as const;

/** Key fragment of beatboxes: the organization's list and one beatbox. */
export const beatboxKeys = {
  beatboxes,
  beatbox: (org: number, beatboxId: number) => [...beatboxes(org), beatboxId] as const,
};
