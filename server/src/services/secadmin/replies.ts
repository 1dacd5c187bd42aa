import type {
  AuthzRole,
  DeleteByIdResult,
  Permission,
  SessionConcurrentLimit,
  SessionLifetimeLimit,
  UserGroup,
} from '@contracts/authorization';
import type {
  DeleteKnownClientsResult,
  KnownClient,
  SessionInfo,
  SessionList,
  TerminateSessionsResult,
} from '@contracts/secadmin';
import * as s from '../../lib/schemas';

/** SessionList of src/shared/contracts/secadmin. */
export const sessionListReply = s.contractReply<SessionList>()({
  sessions: s.replyList(
    s.contractReply<SessionInfo>()({
      sessionId: s.text,
      username: s.text,
      clientId: s.text,
      clientIp: s.text,
      proxyIp: s.nullableText,
      tokenIssued: s.text,
      tokenExpires: s.text,
    }),
  ),
  total: s.num,
});

/** TerminateSessionsResult of src/shared/contracts/secadmin. */
export const terminateSessionsReply = s.contractReply<TerminateSessionsResult>()({
  terminated: s.replyList(s.text),
  failed: s.replyList(s.text),
});

/** KnownClient of src/shared/contracts/secadmin. */
export const knownClientReply = s.contractReply<KnownClient>()({
  knownClientId: s.num,
  name: s.text,
  notation: s.text,
  description: s.text,
  created: s.text,
  createdBy: s.nullableNum,
  updated: s.text,
  updatedBy: s.nullableNum,
});

export const knownClientsReply = s.replyList(knownClientReply);

/** DeleteKnownClientsResult of src/shared/contracts/secadmin. */
export const deleteKnownClientsReply = s.contractReply<DeleteKnownClientsResult>()({
  deleted: s.replyList(s.num),
  failed: s.replyList(s.num),
});

const stamped = {
  id: s.num,
  created: s.text,
  createdBy: s.nullableNum,
  updated: s.text,
  updatedBy: s.nullableNum,
} as const;
const ids = s.replyList(s.num);

/** Permission of src/shared/contracts/authorization. */
export const permissionReply = s.contractReply<Permission>()({
  ...stamped,
  name: s.text,
  description: s.text,
});
/** AuthzRole of src/shared/contracts/authorization. */
export const authzRoleReply = s.contractReply<AuthzRole>()({
  ...stamped,
  name: s.text,
  description: s.text,
  permissionIds: ids,
});
/** UserGroup of src/shared/contracts/authorization. */
export const userGroupReply = s.contractReply<UserGroup>()({
  ...stamped,
  name: s.text,
  description: s.text,
  mappedGroupName: s.text,
  roleIds: ids,
  memberIds: ids,
});
/** SessionLifetimeLimit of src/shared/contracts/authorization. */
export const lifetimeLimitReply = s.contractReply<SessionLifetimeLimit>()({
  ...stamped,
  name: s.text,
  description: s.text,
  rank: s.num,
  timeoutSeconds: s.num,
  userGroupIds: ids,
  knownClientIds: ids,
});
/** SessionConcurrentLimit of src/shared/contracts/authorization. */
export const concurrentLimitReply = s.contractReply<SessionConcurrentLimit>()({
  ...stamped,
  description: s.text,
  rank: s.num,
  userLimit: s.num,
  clientIpLimit: s.nullableNum,
  onLimit: s.text,
  userGroupIds: ids,
  knownClientIds: ids,
});
/** DeleteByIdResult of src/shared/contracts/authorization. */
export const deleteByIdReply = s.contractReply<DeleteByIdResult>()({ deleted: ids, failed: ids });
