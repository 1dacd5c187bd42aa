import type { ErrorCategory } from '../../../shared/contracts';
import { defineMessages, type Message, type Translate } from '../../../shared/i18n';

/** The error categories of spec 8 in words; the code stays beside them for operators. */
export const errorCategoryMessages = defineMessages({
  CONNECTION_REFUSED: {
    id: 'heartbeat.errorCategory.connectionRefused',
    defaultMessage: 'Connection refused',
  },
  CONNECTION_TIMEOUT: {
    id: 'heartbeat.errorCategory.connectionTimeout',
    defaultMessage: 'Connection timed out',
  },
  DATA_PROCESSING_ERROR: {
    id: 'heartbeat.errorCategory.dataProcessingError',
    defaultMessage: 'Data processing error',
  },
  FLOW_CONFIG_ERROR: {
    id: 'heartbeat.errorCategory.flowConfigError',
    defaultMessage: 'Flow configuration error',
  },
  FLOW_PROCESSING_TIMEOUT: {
    id: 'heartbeat.errorCategory.flowProcessingTimeout',
    defaultMessage: 'Flow processing timed out',
  },
  INTERNAL_AUTHENTICATION_FAILURE: {
    id: 'heartbeat.errorCategory.internalAuthenticationFailure',
    defaultMessage: 'Internal sign-in failed',
  },
  INTERNAL_AUTHORIZATION_FAILURE: {
    id: 'heartbeat.errorCategory.internalAuthorizationFailure',
    defaultMessage: 'Internal access refused',
  },
  INTERNAL_SERVER_ERROR: {
    id: 'heartbeat.errorCategory.internalServerError',
    defaultMessage: 'Internal server error',
  },
  INTERNAL_VALIDATION_ERROR: {
    id: 'heartbeat.errorCategory.internalValidationError',
    defaultMessage: 'Internal validation error',
  },
  MARSHALLING_ERROR: {
    id: 'heartbeat.errorCategory.marshallingError',
    defaultMessage: 'Message conversion error',
  },
  PERSISTENCE_ERROR: {
    id: 'heartbeat.errorCategory.persistenceError',
    defaultMessage: 'Storage error',
  },
  REMOTE_AUTHENTICATION_FAILURE: {
    id: 'heartbeat.errorCategory.remoteAuthenticationFailure',
    defaultMessage: 'Remote sign-in failed',
  },
  REMOTE_AUTHORIZATION_FAILURE: {
    id: 'heartbeat.errorCategory.remoteAuthorizationFailure',
    defaultMessage: 'Remote access refused',
  },
  REMOTE_SERVER_ERROR: {
    id: 'heartbeat.errorCategory.remoteServerError',
    defaultMessage: 'Remote server error',
  },
  REMOTE_VALIDATION_ERROR: {
    id: 'heartbeat.errorCategory.remoteValidationError',
    defaultMessage: 'Remote validation error',
  },
  REQUEST_TIMEOUT: {
    id: 'heartbeat.errorCategory.requestTimeout',
    defaultMessage: 'Request timed out',
  },
  RESOURCE_UNAVAILABLE: {
    id: 'heartbeat.errorCategory.resourceUnavailable',
    defaultMessage: 'Resource unavailable',
  },
  RESPONSE_TIMEOUT: {
    id: 'heartbeat.errorCategory.responseTimeout',
    defaultMessage: 'Response timed out',
  },
  UNEXPECTED_PROCESSOR_ERROR: {
    id: 'heartbeat.errorCategory.unexpectedProcessorError',
    defaultMessage: 'Unexpected processor error',
  },
  UNEXPECTED_REMOTE_ERROR: {
    id: 'heartbeat.errorCategory.unexpectedRemoteError',
    defaultMessage: 'Unexpected remote error',
  },
  UNKNOWN_ERROR: { id: 'heartbeat.errorCategory.unknownError', defaultMessage: 'Unknown error' },
  UNRECOVERABLE_PROCESSOR_ERROR: {
    id: 'heartbeat.errorCategory.unrecoverableProcessorError',
    defaultMessage: 'Unrecoverable processor error',
  },
} satisfies Record<ErrorCategory, Message>);

/** An error category in words (a code this console does not know as it is). */
export function errorCategoryLabel(t: Translate, category: string): string {
  return Object.hasOwn(errorCategoryMessages, category)
    ? t(errorCategoryMessages[category as ErrorCategory])
    : category;
}
