import { nullableNum, nullableText, num, replyList, replyObject, text } from '../../lib/schemas';

/** SessionList of src/shared/contracts/secadmin. */
export const sessionListReply = replyObject({
  sessions: replyList(
    replyObject({
      sessionId: text,
      username: text,
      clientId: text,
      clientIp: text,
      proxyIp: nullableText,
      tokenIssued: text,
      tokenExpires: text,
    }),
  ),
  total: num,
});

/** TerminateSessionsResult of src/shared/contracts/secadmin. */
export const terminateSessionsReply = replyObject({
  terminated: replyList(text),
  failed: replyList(text),
});

/** KnownClient of src/shared/contracts/secadmin. */
export const knownClientReply = replyObject({
  knownClientId: num,
  name: text,
  notation: text,
  description: text,
  created: text,
  createdBy: nullableNum,
  updated: text,
  updatedBy: nullableNum,
});

export const knownClientsReply = replyList(knownClientReply);

/** DeleteKnownClientsResult of src/shared/contracts/secadmin. */
export const deleteKnownClientsReply = replyObject({
  deleted: replyList(num),
  failed: replyList(num),
});
