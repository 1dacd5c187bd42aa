import {
  CREDENTIAL_TYPES,
  SERVICE_ACCOUNT_NAME_MAX,
  SERVICE_ACCOUNT_NAME_PATTERN,
  type CredentialType,
} from '../../../shared/contracts';

/**
 * What was typed into the create wizard: kept as a draft, so it survives a reload. Never the
 * credential: that lives in the page's memory only, from the answer to the receipt.
 */
export interface WizardDraft {
  open: boolean;
  step: 'account' | 'access';
  name: string;
  credentialType: CredentialType;
  flowIds: string[];
}

export const EMPTY_WIZARD: WizardDraft = {
  open: false,
  step: 'account',
  name: '',
  credentialType: 'API_KEY',
  flowIds: [],
};

export const wizardDraftKey = (userId: number, org: number) =>
  `user.${userId}.heartbeat.serviceAccountWizard.${org}`;

export function isWizardDraft(value: unknown): value is WizardDraft {
  if (typeof value !== 'object' || value === null) return false;
  const draft = value as Partial<WizardDraft>;
  return (
    typeof draft.open === 'boolean' &&
    (draft.step === 'account' || draft.step === 'access') &&
    typeof draft.name === 'string' &&
    draft.name.length <= 200 &&
    CREDENTIAL_TYPES.some((type) => type === draft.credentialType) &&
    Array.isArray(draft.flowIds) &&
    draft.flowIds.length <= 500 &&
    draft.flowIds.every((id) => typeof id === 'string')
  );
}

export type NameProblem = 'required' | 'rule' | 'tooLong';

/** The name rule of spec 5, as the server applies it. */
export function nameProblem(name: string): NameProblem | null {
  if (name === '') return 'required';
  if (name.length > SERVICE_ACCOUNT_NAME_MAX) return 'tooLong';
  return new RegExp(SERVICE_ACCOUNT_NAME_PATTERN).test(name) ? null : 'rule';
}
