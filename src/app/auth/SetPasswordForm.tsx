import { Alert, Button, PasswordInput, Stack } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useState, type FormEvent } from 'react';
import { describeError, identityApi } from '../../shared/api';
import { useT } from '../../shared/i18n';
import { authMessages } from './messages';
import { passwordMessages } from './passwordMessages';
import { PasswordStrengthBar } from './PasswordStrengthBar';
import { isStrongEnough, loadStrengthMeter, type StrengthScore } from './passwordStrength';

interface FieldErrors {
  password?: string;
  repeat?: string;
}

type Meter = (password: string) => StrengthScore;

/** New password with a strength bar and a repeat field (spec 2.4 and 5). */
export function SetPasswordForm({ token, onDone }: { token: string; onDone: () => void }) {
  const t = useT();
  const [meter, setMeter] = useState<{ score: Meter } | null>(null);
  const [password, setPassword] = useState('');
  const [repeat, setRepeat] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const setNewPassword = useMutation({
    mutationFn: () =>
      identityApi.setPassword({
        setPasswordToken: token,
        newPassword: { requestedPassword: password, repeatedPassword: repeat },
      }),
    onSuccess: onDone,
  });

  useEffect(() => {
    let active = true;
    void loadStrengthMeter().then((score) => {
      if (active) setMeter({ score });
    });
    return () => {
      active = false;
    };
  }, []);

  const score: StrengthScore = meter && password ? meter.score(password) : 0;

  function submit(event: FormEvent) {
    event.preventDefault();
    const required = t(authMessages.fieldRequired);
    const next: FieldErrors = {};
    if (!password) next.password = required;
    else if (!meter || !isStrongEnough(score)) next.password = t(passwordMessages.tooWeak);
    if (!repeat) next.repeat = required;
    else if (password && repeat !== password) next.repeat = t(passwordMessages.mustMatch);
    setErrors(next);
    if (!next.password && !next.repeat) setNewPassword.mutate();
  }

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        {setNewPassword.isError && (
          <Alert color="red" role="alert">
            {describeError(setNewPassword.error, t)}
          </Alert>
        )}
        <PasswordInput
          label={t(passwordMessages.newPassword)}
          name="new-password"
          autoComplete="new-password"
          required
          visibilityToggleButtonProps={{ 'aria-label': t(authMessages.togglePassword) }}
          value={password}
          error={errors.password}
          onChange={(event) => setPassword(event.currentTarget.value)}
        />
        <PasswordStrengthBar score={score} />
        <PasswordInput
          label={t(passwordMessages.repeatPassword)}
          name="repeat-password"
          autoComplete="new-password"
          required
          visibilityToggleButtonProps={{ 'aria-label': t(authMessages.togglePassword) }}
          value={repeat}
          error={errors.repeat}
          onChange={(event) => setRepeat(event.currentTarget.value)}
        />
        <Button type="submit" loading={setNewPassword.isPending} fullWidth>
          {t(passwordMessages.submit)}
        </Button>
      </Stack>
    </form>
  );
}
