import type { LoginCustomization } from '@contracts/idp';
import type { loginCustomization } from './idp-store';

/** The answer schema lives with the other IdP replies. */
export { loginCustomizationReply } from './idp-replies';

/** The public address of an organization's logo: it names the logo's version. */
export function logoPath(organizationId: number, version: string): string {
  return `/api/identity/login-ui/${organizationId}/logo/${version}`;
}

export function toLoginCustomization(
  organizationId: number,
  row: Awaited<ReturnType<typeof loginCustomization>>,
): LoginCustomization {
  return {
    companyTitle: row?.company_title ?? '',
    disclosureIntro: row?.disclosure_intro ?? '',
    disclosureText: row?.disclosure_text ?? '',
    attention: row?.attention ?? '',
    logoUrl: row?.logo_version ? logoPath(organizationId, row.logo_version) : null,
  };
}
