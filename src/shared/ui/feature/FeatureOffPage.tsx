import { Alert, Stack, Text, Title } from '@mantine/core';
import type { FeatureFlag } from '../../contracts';
import { useT } from '../../i18n';
import { featureNames, featureOffMessages as m } from './messages';

interface FeatureOffPageProps {
  /** The toggles the page needs that the organization has off; the first one is named. */
  features: readonly FeatureFlag[];
  /** The active organization's name. */
  organization: string;
}

/**
 * A page behind a feature toggle the active organization has off (spec 2.2): it says so and
 * who can turn it on, rather than showing a blank page or sending the user elsewhere.
 */
export function FeatureOffPage({ features, organization }: FeatureOffPageProps) {
  const t = useT();
  const [first = 'foundation'] = features;
  return (
    <Stack align="flex-start" p="md" data-testid="feature-off" data-features={features.join(' ')}>
      <Title order={1} size="h2">
        {t(m.title, { feature: t(featureNames[first]), organization })}
      </Title>
      <Alert color="gray" variant="light">
        <Stack gap={4}>
          <Text size="sm">{t(m.hint)}</Text>
          {features.length > 1 && (
            <Text size="sm">
              {t(m.several, { features: features.map((flag) => t(featureNames[flag])).join(', ') })}
            </Text>
          )}
        </Stack>
      </Alert>
    </Stack>
  );
}
