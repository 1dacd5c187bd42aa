import { Alert, Anchor, Button, PasswordInput, Stack, TextInput, Title } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { Link } from 'wouter';
import { clearAuthError, errorMessages, isApiError } from '../../shared/api';
import { DIRECTORY_UNREACHABLE } from '../../shared/contracts/idp';
import { useT } from '../../shared/i18n';
import { useDraft } from '../../shared/lib';
import { NeedsServerNote, useNeedsServer } from '../../shared/ui/offline';
import { paths } from '../../shared/routing';
import { AuthCard } from './AuthCard';
import { LoginBranding } from './LoginBranding';
import { isSessionLimit, isWrongCredentials } from './loginErrors';
import { authMessages } from './messages';
import { LOGIN_EMAIL_DRAFT, useSignIn } from './signIn';
import { useAuthState } from './useAuthState';

const isText = (value: unknown): value is string => typeof value === 'string';
const OFFLINE_NOTE_ID = 'sign-in-offline-note';

interface FieldErrors {
  email?: string;
  password?: string;
}

/**
 * Spec 8's sign-in messages, a session limit's refusal, and the directory's refusals (an LDAP
 * authenticator's).
 */
function failureMessage(error: unknown) {
  if (isWrongCredentials(error)) return authMessages.loginFailed;
  if (isSessionLimit(error)) return authMessages.sessionLimit;
  const said = isApiError(error) ? error.serverMessage : null;
  if (said === DIRECTORY_UNREACHABLE) return authMessages.directoryUnreachable;
  return authMessages.unknownError;
}

export function LoginPage() {
  const t = useT();
  const { error: signedOutReason } = useAuthState();
  const signIn = useSignIn();
  // The e-mail typed so far survives a reload in this tab; the password never is kept.
  const [email, setEmail] = useDraft(LOGIN_EMAIL_DRAFT, '', isText, 'session');
  const needsServer = useNeedsServer(OFFLINE_NOTE_ID);
  const [password, setPassword] = useState('');
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});

  function submit(event: FormEvent) {
    event.preventDefault();
    const errors: FieldErrors = {
      email: email.trim() ? undefined : t(authMessages.fieldRequired),
      password: password ? undefined : t(authMessages.fieldRequired),
    };
    setFieldErrors(errors);
    if (errors.email || errors.password || needsServer.disabled) return;
    clearAuthError();
    signIn.mutate({ email, password });
  }

  const failure = signIn.error ? t(failureMessage(signIn.error)) : null;

  return (
    <AuthCard>
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <LoginBranding />
          <Title order={2} size="h4" ta="center">
            {t(authMessages.signInHeading)}
          </Title>
          {failure && (
            <Alert color="red" role="alert">
              {failure}
            </Alert>
          )}
          {!failure && signedOutReason && (
            <Alert color="yellow" role="status">
              {t(errorMessages[signedOutReason])}
            </Alert>
          )}
          <TextInput
            label={t(authMessages.email)}
            type="email"
            name="email"
            autoComplete="username"
            required
            value={email}
            error={fieldErrors.email}
            onChange={(event) => setEmail(event.currentTarget.value)}
          />
          <PasswordInput
            label={t(authMessages.password)}
            name="password"
            autoComplete="current-password"
            required
            visibilityToggleButtonProps={{ 'aria-label': t(authMessages.togglePassword) }}
            value={password}
            error={fieldErrors.password}
            onChange={(event) => setPassword(event.currentTarget.value)}
          />
          <Button type="submit" loading={signIn.isPending} fullWidth {...needsServer}>
            {t(authMessages.signIn)}
          </Button>
          <NeedsServerNote id={OFFLINE_NOTE_ID} />
          <Anchor component={Link} href={paths.forgotPassword()} ta="center" size="sm">
            {t(authMessages.forgotPassword)}
          </Anchor>
        </Stack>
      </form>
    </AuthCard>
  );
}
