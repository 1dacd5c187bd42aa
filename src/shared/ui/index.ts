export { PendingPage, PENDING_DELAY_MS } from './PendingPage';
export { ErrorAlert } from './ErrorAlert';
export { uiMessages } from './messages';
export { roleMessages } from './roleMessages';
