import type { Agent, Beatbox, EdgeServer } from '@contracts/beatbox';
import * as s from '../../lib/schemas';

const server = s.contractReply<EdgeServer>()({
  hostname: s.nullableText,
  ip: s.nullableText,
  os: s.nullableText,
  version: s.nullableText,
  lastSeen: s.nullableText,
});

const common = {
  name: s.text,
  status: s.text,
  server,
  flowIds: s.replyList(s.text),
  created: s.text,
  createdBy: s.nullableNum,
  updated: s.text,
  updatedBy: s.nullableNum,
};

/** Beatbox of src/shared/contracts/beatbox. */
export const beatboxReply = s.contractReply<Beatbox>()({ beatboxId: s.num, ...common });
export const beatboxesReply = s.replyList(beatboxReply);

/** Agent of src/shared/contracts/beatbox. */
export const agentReply = s.contractReply<Agent>()({
  agentId: s.num,
  ...common,
  baseDomain: s.text,
  serverTrustPem: s.nullableText,
});
export const agentsReply = s.replyList(agentReply);
