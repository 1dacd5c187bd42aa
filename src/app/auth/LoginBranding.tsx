import { Alert, Image, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { identityApi } from '../../shared/api';
import { useT } from '../../shared/i18n';
import { authMessages } from './messages';

/** The sign-in page's customization: read once a minute at most, kept for offline starts. */
const loginCustomizationQuery = {
  queryKey: ['auth', 'loginCustomization'] as const,
  queryFn: () => identityApi.loginCustomization(),
  staleTime: 60_000,
  retry: 1,
};

/**
 * What the platform's administrators set for the sign-in page (spec 3.4 "Login UI
 * customization"): logo, company title, attention and the disclosure. Nothing shows while it
 * loads, when it fails or when nothing is set: the page signs in as it did.
 */
export function LoginBranding() {
  const t = useT();
  const { data } = useQuery(loginCustomizationQuery);
  if (!data) return null;
  const { logoUrl, companyTitle, attention, disclosureIntro, disclosureText } = data;
  if (!logoUrl && !companyTitle && !attention && !disclosureIntro && !disclosureText) return null;
  return (
    <Stack gap="xs" align="stretch">
      {logoUrl && <Image src={logoUrl} alt={t(authMessages.companyLogo)} mah={80} fit="contain" />}
      {companyTitle && (
        <Text component="p" ta="center" fw={600} size="lg" data-testid="login-company-title">
          {companyTitle}
        </Text>
      )}
      {attention && (
        <Alert color="yellow" title={t(authMessages.attention)}>
          <Text size="sm" style={{ whiteSpace: 'pre-line' }}>
            {attention}
          </Text>
        </Alert>
      )}
      {(disclosureIntro || disclosureText) && (
        <Stack gap={2} role="note" aria-label={t(authMessages.disclosure)}>
          {disclosureIntro && (
            <Text size="sm" fw={600}>
              {disclosureIntro}
            </Text>
          )}
          {disclosureText && (
            <Text size="xs" c="dimmed" style={{ whiteSpace: 'pre-line' }}>
              {disclosureText}
            </Text>
          )}
        </Stack>
      )}
    </Stack>
  );
}
