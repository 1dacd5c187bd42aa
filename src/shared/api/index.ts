export {
  ApiError,
  ERROR_CODES,
  ERROR_TEXTS,
  isApiError,
  isAuthFailure,
  isNetworkFailure,
  isRefusal,
  isServerFailure,
  isTokenRefusal,
  type ErrorCode,
} from './errors';
export { decodeAccessToken, tokenExpiresAt, TokenDecodeError, type TokenErrorReason } from './jwt';
export {
  AUTH_STORAGE_KEY,
  clearAuth,
  clearAuthError,
  readAuth,
  signedOutAuth,
  storeTokens,
  subscribeAuth,
  type AuthState,
} from './authStore';
export { loadRuntimeConfig, type ServiceName } from './runtimeConfig';
export { ensureFreshToken, request } from './http';
export { REFRESH_THRESHOLD_MS } from './tokenRefresh';
export { identityApi } from './identity';
export { configApi } from './config';
export { platformApi } from './platform';
export {
  insightsApi,
  type PayloadFile,
  type ResubmitResult,
  type TimeRange,
  type TraceQuery,
} from './insights';
export { registryApi } from './registry';
export { beatboxApi } from './beatbox';
export { alertsApi } from './alerts';
export { resourcesApi } from './resources';
export { adrApi, type ActionQuery, type AssetQuery } from './adr';
export { datalakeApi } from './datalake';
export { frontendApi } from './frontend';
export { secadminApi } from './secadmin';
export { auditApi } from './audit';
export { errorMessages, describeError } from './messages';
