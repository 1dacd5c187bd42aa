import { Alert, Text } from '@mantine/core';
import type { Disablement } from '../../../../shared/contracts';
import { useI18n } from '../../../../shared/i18n';
import { flowControlMessages } from '../messages';

/** Who paused the flow, when and why. */
export function DisablementNotice({ disablement }: { disablement: Disablement }) {
  const { t, formatDateTime } = useI18n();
  return (
    <Alert color="orange" title={t(flowControlMessages.disabledTitle)} data-testid="disablement">
      <Text size="sm">
        {t(flowControlMessages.disabledBy, {
          name: disablement.disabledByName,
          time: formatDateTime(disablement.disabledAt),
        })}
      </Text>
      <Text size="sm">{t(flowControlMessages.disabledReason, { reason: disablement.reason })}</Text>
    </Alert>
  );
}
