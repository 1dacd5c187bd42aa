import type {
  MyInvitation,
  MyInvitationList,
  OrgInvitation,
  OrgInvitationList,
  OrgUser,
  OrgUserPage,
} from '@contracts/org-users';
import * as s from '../../lib/schemas';
import { roleEntryReply } from './replies';

/** OrgUser of src/shared/contracts/org-users. */
export const orgUserReply = s.contractReply<OrgUser>()({
  userId: s.num,
  name: s.text,
  email: s.text,
  phone: s.nullableText,
  type: s.text,
  role: s.text,
  externalRoles: s.replyList(roleEntryReply),
  created: s.text,
  updated: s.text,
  lastLogin: s.nullableText,
  disabled: s.bool,
  canDisable: s.bool,
});

/** OrgUserPage of src/shared/contracts/org-users. */
export const orgUserPageReply = s.contractReply<OrgUserPage>()({
  users: s.replyList(orgUserReply),
  nextAfter: s.nullableNum,
});

/** OrgInvitationList of src/shared/contracts/org-users. */
export const orgInvitationListReply = s.contractReply<OrgInvitationList>()({
  invitations: s.replyList(
    s.contractReply<OrgInvitation>()({
      invitationId: s.num,
      email: s.text,
      role: s.text,
      invitedBy: s.nullableText,
      created: s.text,
      expires: s.text,
    }),
  ),
});

/** MyInvitationList of src/shared/contracts/org-users. */
export const myInvitationListReply = s.contractReply<MyInvitationList>()({
  invitations: s.replyList(
    s.contractReply<MyInvitation>()({
      invitationId: s.num,
      organizationId: s.num,
      organizationName: s.text,
      role: s.text,
      invitedBy: s.nullableText,
      created: s.text,
      expires: s.text,
    }),
  ),
});
