import { defineMessages } from '../../../shared/i18n';
import { fieldMessages } from '../../../shared/ui';

export const usersMessages = defineMessages({
  menu: { id: 'settings.users.menu', defaultMessage: 'Users' },
  title: { id: 'settings.users.title', defaultMessage: 'Users of {organization}' },
  pageTitle: { id: 'settings.users.pageTitle', defaultMessage: 'Organization users' },
  overviewCard: {
    id: 'settings.users.overviewCard',
    defaultMessage: 'Open the users of {organization}',
  },
  table: { id: 'settings.users.table', defaultMessage: 'Users' },
  empty: { id: 'settings.users.empty', defaultMessage: 'The organization has no users.' },
  loadMore: { id: 'settings.users.loadMore', defaultMessage: 'Load more' },
  columnName: { id: 'settings.users.column.name', defaultMessage: 'Name' },
  columnEmail: { id: 'settings.users.column.email', defaultMessage: 'E-mail' },
  columnType: { id: 'settings.users.column.type', defaultMessage: 'Type' },
  columnRole: { id: 'settings.users.column.role', defaultMessage: 'Role' },
  columnExternal: { id: 'settings.users.column.external', defaultMessage: 'External roles' },
  columnCreated: { id: 'settings.users.column.created', defaultMessage: 'Created' },
  columnUpdated: { id: 'settings.users.column.updated', defaultMessage: 'Updated' },
  columnLastLogin: { id: 'settings.users.column.lastLogin', defaultMessage: 'Last login' },
  never: { id: 'settings.users.never', defaultMessage: 'Never' },
  typeInternal: { id: 'settings.users.type.internal', defaultMessage: 'Internal' },
  typeExternal: { id: 'settings.users.type.external', defaultMessage: 'External' },
  addExisting: { id: 'settings.users.addExisting', defaultMessage: 'Add existing user' },
  addNew: { id: 'settings.users.addNew', defaultMessage: 'Add new user' },
  email: { id: 'settings.users.form.email', defaultMessage: 'E-mail' },
  name: { id: 'settings.users.form.name', defaultMessage: 'Name' },
  phone: { id: 'settings.users.form.phone', defaultMessage: 'Phone number' },
  role: { id: 'settings.users.form.role', defaultMessage: 'Role' },
  required: fieldMessages.required,
  invalidEmail: fieldMessages.invalidEmail,
  invalidFormat: fieldMessages.invalidFormat,
  tooLong: fieldMessages.tooLong,
  nameTaken: fieldMessages.nameTaken,
  invitationPending: {
    id: 'settings.users.form.invitationPending',
    defaultMessage: 'An invitation to this e-mail is pending.',
  },
  tooManyInvitations: {
    id: 'settings.users.form.tooManyInvitations',
    defaultMessage: 'The organization has {max} pending invitations. Withdraw some first.',
  },
  alreadyMember: {
    id: 'settings.users.form.alreadyMember',
    defaultMessage: 'The user is already in this organization.',
  },
  noSuchUser: { id: 'settings.users.form.noSuchUser', defaultMessage: 'No user has this e-mail.' },
  addFailed: {
    id: 'settings.users.form.addFailed',
    defaultMessage: 'The user could not be added.',
  },
  invited: {
    id: 'settings.users.invited',
    defaultMessage: '{name} was added and mailed a link to set a password.',
  },
  added: { id: 'settings.users.added', defaultMessage: '{name} was added.' },
  invitationSent: {
    id: 'settings.users.invitationSent',
    defaultMessage:
      'If a user has this e-mail, they are invited to join. They join when they accept.',
  },
  newUserInvited: {
    id: 'settings.users.newUserInvited',
    defaultMessage:
      'An invitation was mailed. The person joins when they accept it or set their password.',
  },
  pendingTitle: { id: 'settings.users.pending.title', defaultMessage: 'Pending invitations' },
  pendingTable: { id: 'settings.users.pending.table', defaultMessage: 'Pending invitations' },
  pendingEmpty: {
    id: 'settings.users.pending.empty',
    defaultMessage: 'No invitation is pending.',
  },
  columnInvitedBy: { id: 'settings.users.pending.invitedBy', defaultMessage: 'Invited by' },
  columnExpires: { id: 'settings.users.pending.expires', defaultMessage: 'Expires' },
  columnActions: { id: 'settings.users.pending.actions', defaultMessage: 'Actions' },
  withdraw: { id: 'settings.users.pending.withdraw', defaultMessage: 'Withdraw' },
  withdrawLabel: {
    id: 'settings.users.pending.withdrawLabel',
    defaultMessage: 'Withdraw the invitation of {email}',
  },
  withdrawn: {
    id: 'settings.users.pending.withdrawn',
    defaultMessage: 'The invitation of {email} was withdrawn.',
  },
  withdrawFailed: {
    id: 'settings.users.pending.withdrawFailed',
    defaultMessage: 'The invitation could not be withdrawn.',
  },
  unknownInviter: { id: 'settings.users.pending.unknownInviter', defaultMessage: 'Unknown' },
});

/** The signed-in user's own invitations to join organizations. */
export const invitationsMessages = defineMessages({
  menu: { id: 'settings.invitations.menu', defaultMessage: 'Invitations' },
  title: { id: 'settings.invitations.title', defaultMessage: 'Your invitations' },
  intro: {
    id: 'settings.invitations.intro',
    defaultMessage:
      'Administrators of other organizations can invite you to join them. Nothing changes for you until you accept.',
  },
  empty: { id: 'settings.invitations.empty', defaultMessage: 'You have no pending invitations.' },
  card: {
    id: 'settings.invitations.card',
    defaultMessage: 'Invitation to join {organization}',
  },
  details: {
    id: 'settings.invitations.details',
    defaultMessage: '{inviter} invited you to join {organization} as {role}.',
  },
  someone: { id: 'settings.invitations.someone', defaultMessage: 'An administrator' },
  expires: { id: 'settings.invitations.expires', defaultMessage: 'Expires {time}' },
  accept: { id: 'settings.invitations.accept', defaultMessage: 'Accept' },
  decline: { id: 'settings.invitations.decline', defaultMessage: 'Decline' },
  acceptLabel: {
    id: 'settings.invitations.acceptLabel',
    defaultMessage: 'Accept the invitation to join {organization}',
  },
  declineLabel: {
    id: 'settings.invitations.declineLabel',
    defaultMessage: 'Decline the invitation to join {organization}',
  },
  accepted: {
    id: 'settings.invitations.accepted',
    defaultMessage: 'You joined {organization} as {role}. Choose it in the organization menu.',
  },
  declined: {
    id: 'settings.invitations.declined',
    defaultMessage: 'You declined the invitation to join {organization}.',
  },
  answerFailed: {
    id: 'settings.invitations.answerFailed',
    defaultMessage: 'The invitation could not be answered.',
  },
});

export const userPageMessages = defineMessages({
  title: { id: 'settings.user.page.title', defaultMessage: 'User' },
  back: { id: 'settings.user.page.back', defaultMessage: 'Back to the users' },
  contact: { id: 'settings.user.page.contact', defaultMessage: 'Contact' },
  history: { id: 'settings.user.page.history', defaultMessage: 'History' },
  noPhone: { id: 'settings.user.page.noPhone', defaultMessage: 'No phone number' },
  roles: { id: 'settings.user.page.roles', defaultMessage: 'Roles' },
  organization: { id: 'settings.user.page.organization', defaultMessage: 'Organization' },
  actions: { id: 'settings.user.page.actions', defaultMessage: 'Actions' },
  noActions: { id: 'settings.user.page.noActions', defaultMessage: 'No actions allowed' },
  changeRole: {
    id: 'settings.user.page.changeRole',
    defaultMessage: 'Change role in {organization}',
  },
  removeRole: { id: 'settings.user.page.removeRole', defaultMessage: 'Remove role' },
  removeTitle: { id: 'settings.user.page.removeTitle', defaultMessage: 'Remove role?' },
  removeText: {
    id: 'settings.user.page.removeText',
    defaultMessage:
      '{name} loses the role {role} in {organization} at once. Their sessions end only if no role is left in any organization.',
  },
  changeFailed: {
    id: 'settings.user.page.changeFailed',
    defaultMessage: 'The role could not be changed.',
  },
  removed: { id: 'settings.user.page.removed', defaultMessage: 'The role was removed.' },
  disabledBadge: { id: 'settings.user.page.disabledBadge', defaultMessage: 'Disabled' },
  disable: { id: 'settings.user.page.disable', defaultMessage: 'Disable user' },
  enable: { id: 'settings.user.page.enable', defaultMessage: 'Enable user' },
  disableTitle: { id: 'settings.user.page.disableTitle', defaultMessage: 'Disable user?' },
  disableText: {
    id: 'settings.user.page.disableText',
    defaultMessage: '{name} is signed out at once and cannot sign in until enabled again.',
  },
  enableTitle: { id: 'settings.user.page.enableTitle', defaultMessage: 'Enable user?' },
  enableText: { id: 'settings.user.page.enableText', defaultMessage: '{name} can sign in again.' },
  disableFailed: {
    id: 'settings.user.page.disableFailed',
    defaultMessage: 'The user could not be disabled or enabled.',
  },
});
