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

const stamped = {
  id: num,
  created: text,
  createdBy: nullableNum,
  updated: text,
  updatedBy: nullableNum,
} as const;
const ids = replyList(num);

/** Permission of src/shared/contracts/authorization. */
export const permissionReply = replyObject({ ...stamped, name: text, description: text });
/** AuthzRole of src/shared/contracts/authorization. */
export const authzRoleReply = replyObject({
  ...stamped,
  name: text,
  description: text,
  permissionIds: ids,
});
/** UserGroup of src/shared/contracts/authorization. */
export const userGroupReply = replyObject({
  ...stamped,
  name: text,
  description: text,
  mappedGroupName: text,
  roleIds: ids,
  memberIds: ids,
});
/** SessionLifetimeLimit of src/shared/contracts/authorization. */
export const lifetimeLimitReply = replyObject({
  ...stamped,
  name: text,
  description: text,
  rank: num,
  timeoutSeconds: num,
  userGroupIds: ids,
  knownClientIds: ids,
});
/** SessionConcurrentLimit of src/shared/contracts/authorization. */
export const concurrentLimitReply = replyObject({
  ...stamped,
  description: text,
  rank: num,
  userLimit: num,
  clientIpLimit: nullableNum,
  onLimit: text,
  userGroupIds: ids,
  knownClientIds: ids,
});
/** DeleteByIdResult of src/shared/contracts/authorization. */
export const deleteByIdReply = replyObject({ deleted: ids, failed: ids });
