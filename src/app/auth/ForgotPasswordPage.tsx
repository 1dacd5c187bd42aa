import { Alert, Anchor, Button, Stack, Text, TextInput, Title } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { Link } from 'wouter';
import { identityApi } from '../../shared/api';
import { useT } from '../../shared/i18n';
import { paths } from '../../shared/routing';
import { AuthCard } from './AuthCard';
import { authMessages } from './messages';
import { passwordMessages } from './passwordMessages';
import { normalizeEmail } from './signIn';

/** Request a reset mail (spec 2.4); the e-mail is required and sent lowercased. */
export function ForgotPasswordPage() {
  const t = useT();
  const [email, setEmail] = useState('');
  const [emailError, setEmailError] = useState<string | null>(null);
  const reset = useMutation({
    mutationFn: (address: string) => identityApi.requestPasswordReset(normalizeEmail(address)),
  });

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!email.trim()) {
      setEmailError(t(authMessages.fieldRequired));
      return;
    }
    setEmailError(null);
    reset.mutate(email);
  }

  return (
    <AuthCard>
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <Title order={2} size="h4" ta="center">
            {t(passwordMessages.forgotHeading)}
          </Title>
          <Text size="sm">{t(passwordMessages.forgotIntro)}</Text>
          {reset.isSuccess && (
            <Alert color="green" role="status">
              {t(passwordMessages.mailSent)}
            </Alert>
          )}
          {reset.isError && (
            <Alert color="red" role="alert">
              {t(authMessages.unknownError)}
            </Alert>
          )}
          <TextInput
            label={t(authMessages.email)}
            type="email"
            name="email"
            autoComplete="email"
            required
            value={email}
            error={emailError}
            onChange={(event) => setEmail(event.currentTarget.value)}
          />
          <Button type="submit" loading={reset.isPending} fullWidth>
            {t(passwordMessages.send)}
          </Button>
          <Anchor component={Link} href={paths.login()} ta="center" size="sm">
            {t(authMessages.backToLogin)}
          </Anchor>
        </Stack>
      </form>
    </AuthCard>
  );
}
