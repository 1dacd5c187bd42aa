import { nullableText, replyList, replyObject, num, text } from '../../lib/schemas';

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
