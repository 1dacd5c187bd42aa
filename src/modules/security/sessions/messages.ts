import { defineMessages } from '../../../shared/i18n';

/** The sessions page (spec 2.4 "Sessions table", spec 8 "Sessions"). */
export const sessionsMessages = defineMessages({
  heading: { id: 'security.sessions.heading', defaultMessage: 'Sessions' },
  table: { id: 'security.sessions.table', defaultMessage: 'Live sessions' },
  columnSessionId: { id: 'security.sessions.column.sessionId', defaultMessage: 'Session id' },
  columnUsername: { id: 'security.sessions.column.username', defaultMessage: 'Username' },
  columnClientId: { id: 'security.sessions.column.clientId', defaultMessage: 'Client id' },
  columnClientIp: { id: 'security.sessions.column.clientIp', defaultMessage: 'Client IP' },
  columnProxyIp: { id: 'security.sessions.column.proxyIp', defaultMessage: 'Proxy IP' },
  columnTokenIssued: { id: 'security.sessions.column.tokenIssued', defaultMessage: 'Token issued' },
  columnTokenExpires: {
    id: 'security.sessions.column.tokenExpires',
    defaultMessage: 'Token expires',
  },
  selectAll: { id: 'security.sessions.selectAll', defaultMessage: 'Select all sessions' },
  selectSession: { id: 'security.sessions.select', defaultMessage: 'Select session {sessionId}' },
  count: {
    id: 'security.sessions.count',
    defaultMessage: '{count, plural, one {# live session} other {# live sessions}}',
  },
  capped: {
    id: 'security.sessions.capped',
    defaultMessage: 'Showing the {shown} most recently active of {total} live sessions.',
  },
  empty: { id: 'security.sessions.empty', defaultMessage: 'No live sessions.' },
  terminateSelected: {
    id: 'security.sessions.terminateSelected',
    defaultMessage: 'Terminate selected ({count})',
  },
  confirmTitle: { id: 'security.sessions.confirm.title', defaultMessage: 'Terminate sessions' },
  confirmText: {
    id: 'security.sessions.confirm.text',
    defaultMessage:
      '{count, plural, one {End # session? Its user is signed out at once.} other {End # sessions? Their users are signed out at once.}}',
  },
  confirm: { id: 'security.sessions.confirm.terminate', defaultMessage: 'Terminate' },
  terminated: {
    id: 'security.sessions.terminated',
    defaultMessage: '{count, plural, one {# session terminated.} other {# sessions terminated.}}',
  },
  terminatedWithErrors: {
    id: 'security.sessions.terminatedWithErrors',
    defaultMessage:
      'Session terminated with errors. Failed to terminate Websocket connection: {ids}',
  },
  terminateFailed: {
    id: 'security.sessions.terminateFailed',
    defaultMessage: 'Something went wrong when terminating sessions',
  },
});
