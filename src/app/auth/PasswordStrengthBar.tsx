import { Progress, Text } from '@mantine/core';
import { useT } from '../../shared/i18n';
import { passwordMessages } from './passwordMessages';
import { STRENGTH_COLORS, type StrengthScore } from './passwordStrength';

/** The strength bar, coloured by the zxcvbn score (spec 5). */
export function PasswordStrengthBar({ score }: { score: StrengthScore }) {
  const t = useT();
  const label = t(passwordMessages.strengthValue, { score });
  return (
    <div data-score={score}>
      <Progress
        value={((score + 1) / 5) * 100}
        color={STRENGTH_COLORS[score]}
        aria-label={t(passwordMessages.strength)}
        aria-valuetext={label}
      />
      <Text size="xs" mt={4}>
        {label}
      </Text>
    </div>
  );
}
