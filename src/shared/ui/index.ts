export { PendingPage, PENDING_DELAY_MS } from './PendingPage';
export { QueryError } from './QueryError';
export { commonMessages, fieldMessages, uiMessages } from './messages';
export { roleMessages } from './roleMessages';
export { LabelledValue } from './LabelledValue';
export { SectionCard } from './SectionCard';
