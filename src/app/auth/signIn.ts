import { useMutation } from '@tanstack/react-query';
import { identityApi, storeTokens } from '../../shared/api';
import { removeDraft } from '../../shared/lib';
import { MissingTokensError } from './loginErrors';

/** The sign-in page keeps the e-mail typed so far in this tab (session storage). */
export const LOGIN_EMAIL_DRAFT = 'login.email';

export interface Credentials {
  email: string;
  password: string;
}

/** The e-mail is sent lowercased (spec 5). */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

export function useSignIn() {
  return useMutation({
    mutationFn: async ({ email, password }: Credentials) => {
      const answer = await identityApi.signIn(normalizeEmail(email), password);
      if (!answer?.access_token) throw new MissingTokensError();
      storeTokens(answer.access_token, answer.refresh_token ?? null);
      removeDraft('session', LOGIN_EMAIL_DRAFT);
    },
  });
}
