import { ORGANIZATION_TYPES, type Organization } from '../../../shared/contracts';
import {
  ORGANIZATION_ERRORS,
  ORGANIZATION_LIMITS,
  ORGANIZATION_TEXT_FIELDS,
  SHORT_NAME_PATTERN,
  TENANT_ID_PATTERN,
  type OrganizationInput,
} from '../../../shared/contracts/organizations';
import { EMAIL_PATTERN, PHONE_PATTERN } from '../../../shared/contracts/org-users';
import type { Translate } from '../../../shared/i18n';
import { organizationErrorMessages as e } from './messages';

/** What the organization form holds: every field as typed. */
export type OrganizationDraft = Record<
  Exclude<keyof OrganizationInput, 'managementApiEnabled' | 'type'>,
  string
> & { type: OrganizationInput['type']; managementApiEnabled: boolean };

export type DraftField = keyof OrganizationDraft;

const TEXT_FIELDS = [
  ...ORGANIZATION_TEXT_FIELDS,
  'parentId',
] as const satisfies readonly DraftField[];

export const isOrganizationDraft = (value: unknown): value is OrganizationDraft => {
  if (typeof value !== 'object' || value === null) return false;
  const draft = value as Record<string, unknown>;
  return (
    TEXT_FIELDS.every((key) => typeof draft[key] === 'string') &&
    (ORGANIZATION_TYPES as readonly unknown[]).includes(draft.type) &&
    typeof draft.managementApiEnabled === 'boolean'
  );
};

export function draftOf(organization: Organization | null): OrganizationDraft {
  const text = (value: string | null | undefined) => value ?? '';
  return {
    name: text(organization?.name),
    shortName: text(organization?.shortName),
    type: organization?.type ?? 'customer',
    parentId: organization?.parentId ? String(organization.parentId) : '',
    tenantId: text(organization?.tenantId),
    country: text(organization?.country),
    place: text(organization?.place),
    postalCode: text(organization?.postalCode),
    streetName: text(organization?.streetName),
    streetNumber: text(organization?.streetNumber),
    registrar: text(organization?.registrar),
    registrationId: text(organization?.registrationId),
    email: text(organization?.email),
    phoneNumber: text(organization?.phoneNumber),
    managementApiEnabled: organization?.managementApiEnabled ?? false,
  };
}

export function inputOf(draft: OrganizationDraft): OrganizationInput {
  const value = (text: string) => text.trim() || null;
  return {
    ...draft,
    name: draft.name.trim(),
    shortName: draft.shortName.trim(),
    parentId: draft.parentId ? Number(draft.parentId) : null,
    tenantId: value(draft.tenantId),
    country: value(draft.country),
    place: value(draft.place),
    postalCode: value(draft.postalCode),
    streetName: value(draft.streetName),
    streetNumber: value(draft.streetNumber),
    registrar: value(draft.registrar),
    registrationId: value(draft.registrationId),
    email: value(draft.email),
    phoneNumber: value(draft.phoneNumber),
  };
}

/** The form's checks, the server's own (it checks them again). */
export function draftErrors(t: Translate, draft: OrganizationDraft) {
  const errors: Partial<Record<DraftField, string>> = {};
  for (const key of TEXT_FIELDS) {
    const max =
      key === 'email'
        ? ORGANIZATION_LIMITS.email
        : key === 'name'
          ? ORGANIZATION_LIMITS.name
          : ORGANIZATION_LIMITS.text;
    if (draft[key].trim().length > max) errors[key] = t(e.tooLong, { max });
  }
  const filled = (key: (typeof TEXT_FIELDS)[number]) => draft[key].trim();
  if (!filled('name')) errors.name = t(e.required);
  if (!new RegExp(SHORT_NAME_PATTERN).test(filled('shortName'))) {
    errors.shortName = filled('shortName') ? t(e.shortNameFormat) : t(e.required);
  }
  if (filled('tenantId') && !new RegExp(TENANT_ID_PATTERN).test(filled('tenantId'))) {
    errors.tenantId = t(e.malformedTenantId);
  }
  if (filled('email') && !new RegExp(EMAIL_PATTERN).test(filled('email'))) {
    errors.email = t(e.invalidEmail);
  }
  if (filled('phoneNumber') && !new RegExp(PHONE_PATTERN).test(filled('phoneNumber'))) {
    errors.phoneNumber = t(e.invalidFormat);
  }
  return errors;
}

/** The field a refusal of the server belongs to, with its message in the user's language. */
export function serverFieldError(
  t: Translate,
  message: string | undefined,
): { field: DraftField; message: string } | null {
  if (message === ORGANIZATION_ERRORS.nameTaken) return { field: 'name', message: t(e.nameTaken) };
  if (message === ORGANIZATION_ERRORS.shortNameTaken) {
    return { field: 'shortName', message: t(e.shortNameTaken) };
  }
  if (message === ORGANIZATION_ERRORS.malformedTenantId) {
    return { field: 'tenantId', message: t(e.malformedTenantId) };
  }
  return null;
}
