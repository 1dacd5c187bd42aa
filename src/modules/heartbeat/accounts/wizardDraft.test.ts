import { describe, expect, it } from 'vitest';
import { EMPTY_WIZARD, isWizardDraft, nameProblem } from './wizardDraft';

describe('service account wizard draft', () => {
  it('applies the name rule of the server', () => {
    expect(nameProblem('')).toBe('required');
    expect(nameProblem('meter-gateway_2')).toBeNull();
    expect(nameProblem('Meter')).toBe('rule');
    expect(nameProblem('a b')).toBe('rule');
    expect(nameProblem('a'.repeat(65))).toBe('tooLong');
  });

  it('reads back only a well-formed draft', () => {
    expect(isWizardDraft(EMPTY_WIZARD)).toBe(true);
    expect(isWizardDraft({ ...EMPTY_WIZARD, step: 'receipt' })).toBe(false);
    expect(isWizardDraft({ ...EMPTY_WIZARD, credentialType: 'TOKEN' })).toBe(false);
    expect(isWizardDraft({ ...EMPTY_WIZARD, flowIds: [1] })).toBe(false);
    expect(isWizardDraft(null)).toBe(false);
  });
});
