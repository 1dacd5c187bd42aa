import { nullableNum, nullableText, num, replyList, replyObject, text } from '../../lib/schemas';

const server = replyObject({
  hostname: nullableText,
  ip: nullableText,
  os: nullableText,
  version: nullableText,
  lastSeen: nullableText,
});

const common = {
  name: text,
  status: text,
  server,
  flowIds: replyList(text),
  created: text,
  createdBy: nullableNum,
  updated: text,
  updatedBy: nullableNum,
};

/** Beatbox of src/shared/contracts/beatbox. */
export const beatboxReply = replyObject({ beatboxId: num, ...common });
export const beatboxesReply = replyList(beatboxReply);

/** Agent of src/shared/contracts/beatbox. */
export const agentReply = replyObject({
  agentId: num,
  ...common,
  baseDomain: text,
  serverTrustPem: nullableText,
});
export const agentsReply = replyList(agentReply);
