import { CLIENT_VERSION } from '../contracts';
import { request } from './http';

export interface ClientErrorReport {
  userAgent: string;
  errorMessage: string;
  clientVersion: string;
  currentUrl: string;
}

/** Client of the frontend server (docs/api.md, "Frontend server"). */
export const frontendApi = {
  logError: (errorMessage: string) =>
    request<undefined>('frontend', '/client-api/logging/error', {
      method: 'POST',
      auth: false,
      body: {
        userAgent: navigator.userAgent,
        errorMessage,
        clientVersion: CLIENT_VERSION,
        currentUrl: window.location.href,
      } satisfies ClientErrorReport,
    }),
};
