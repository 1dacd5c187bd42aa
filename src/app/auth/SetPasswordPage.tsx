import { Alert, Anchor, Center, Loader, Stack, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useParams } from 'wouter';
import { identityApi } from '../../shared/api';
import { useT } from '../../shared/i18n';
import { paths } from '../../shared/routing';
import { AuthCard } from './AuthCard';
import { authMessages } from './messages';
import { passwordMessages } from './passwordMessages';
import { SetPasswordForm } from './SetPasswordForm';

/** Set a new password: token check first, then the form, then success (spec 4). */
export function SetPasswordPage() {
  const t = useT();
  const { token } = useParams<{ token?: string }>();
  const [done, setDone] = useState(false);
  const check = useQuery({
    queryKey: ['password-reset-token', token],
    queryFn: () => identityApi.verifyResetToken(token ?? ''),
    enabled: Boolean(token),
    retry: false,
    gcTime: 0,
  });

  let body;
  if (!token) {
    body = (
      <Alert color="red" role="alert">
        {t(passwordMessages.missingToken)}
      </Alert>
    );
  } else if (done) {
    body = (
      <Alert color="green" role="status">
        {t(passwordMessages.passwordSet)}
      </Alert>
    );
  } else if (check.isPending) {
    body = (
      <Center>
        <Loader aria-label={t(passwordMessages.checkingToken)} />
      </Center>
    );
  } else if (check.isError || !check.data?.valid) {
    body = (
      <Alert color="red" role="alert">
        {t(passwordMessages.invalidToken)}
      </Alert>
    );
  } else {
    body = <SetPasswordForm token={token} onDone={() => setDone(true)} />;
  }

  return (
    <AuthCard>
      <Stack gap="sm">
        <Title order={2} size="h4" ta="center">
          {t(passwordMessages.setHeading)}
        </Title>
        {body}
        <Anchor component={Link} href={paths.login()} ta="center" size="sm">
          {t(authMessages.backToLogin)}
        </Anchor>
      </Stack>
    </AuthCard>
  );
}
