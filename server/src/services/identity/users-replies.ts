import { nullableNum, nullableText, replyList, replyObject, text } from '../../lib/schemas';
import { roleEntryReply } from './replies';

/** OrgUser of src/shared/contracts/org-users. */
export const orgUserReply = replyObject({
  userId: { type: 'number' },
  name: text,
  email: text,
  phone: nullableText,
  type: text,
  role: text,
  externalRoles: replyList(roleEntryReply),
  created: text,
  updated: text,
  lastLogin: nullableText,
  disabled: { type: 'boolean' },
  canDisable: { type: 'boolean' },
});

/** OrgUserPage of src/shared/contracts/org-users. */
export const orgUserPageReply = replyObject({
  users: replyList(orgUserReply),
  nextAfter: nullableNum,
});
