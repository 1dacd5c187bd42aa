import { describe, expect, it } from 'vitest';
import type { FlowSpecEdit } from '../../../../shared/contracts';
import { checkSpecText, isExclusiveRange, lineColumnOf, schemaHints } from './specDraft';

const edit: FlowSpecEdit = {
  specVersion: 3,
  description: 'Meter readings in',
  exchangePattern: 'InOnly',
  groups: ['metering'],
  owner: 'team@example.com',
  allowAnonymousAccess: false,
  redeliveryStrategy: { maxAttempts: 3, timeoutMs: 1000 },
  deadLetterStrategy: { id: 'dlq', logFullMessage: false, redeliveryMs: 0 },
  processors: [
    {
      identifier: 'receive',
      type: 'rest-inbound',
      properties: {},
      concurrencyMax: 4,
      logDescription: true,
      logFullMessage: false,
    },
  ],
};
const text = (value: unknown) => JSON.stringify(value, null, 2);

describe('checkSpecText', () => {
  it('accepts a spec that fits the schema', () => {
    expect(checkSpecText(text(edit))).toEqual({ ok: true, edit });
  });

  it('says where the JSON breaks', () => {
    const result = checkSpecText('{\n  "a": 1,\n  ]\n}');
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.syntax).toMatchObject({ line: 3, column: 3 });
    const cut = checkSpecText('{\n  "a": ');
    if (!cut.ok) expect(cut.syntax).toMatchObject({ line: 2 });
  });

  it('names each field that does not fit, with the reason', () => {
    const result = checkSpecText(
      text({
        ...edit,
        description: '',
        exchangePattern: 'Both',
        extra: true,
        redeliveryStrategy: { maxAttempts: 1.5, timeoutMs: 120000 },
        processors: [edit.processors[0], { ...edit.processors[0], identifier: 'bad id' }],
        owner: undefined,
      }),
    );
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.issues).toEqual(
      expect.arrayContaining([
        { path: '/owner', kind: 'required' },
        { path: '/description', kind: 'required', min: 1 },
        { path: '/exchangePattern', kind: 'oneOf', values: 'InOnly, InOut' },
        { path: '/extra', kind: 'unknown' },
        { path: '/redeliveryStrategy/maxAttempts', kind: 'integer' },
        { path: '/redeliveryStrategy/timeoutMs', kind: 'range', min: 0, max: 120000 },
        { path: '/processors/1/identifier', kind: 'format' },
      ]),
    );
  });

  it('refuses processors with the same identifier, as the server does', () => {
    const result = checkSpecText(
      text({ ...edit, processors: [...edit.processors, ...edit.processors] }),
    );
    expect(result).toMatchObject({
      ok: false,
      issues: [{ path: '/processors/1/identifier', kind: 'duplicate' }],
    });
  });
});

describe('the helpers', () => {
  it('turn an offset into a line and column', () => {
    expect(lineColumnOf('ab\ncd', 4)).toEqual({ line: 2, column: 2 });
  });
  it('list the schema fields, nested ones by path', () => {
    const paths = schemaHints().map((hint) => hint.path);
    expect(paths).toContain('/exchangePattern');
    expect(paths).toContain('/redeliveryStrategy/timeoutMs');
    expect(paths).toContain('/processors/*/identifier');
  });
});

describe('isExclusiveRange', () => {
  it('tells limits refused on both sides (spec 5 milliseconds) from allowed ones', () => {
    expect(isExclusiveRange('/redeliveryStrategy/timeoutMs')).toBe(true);
    expect(isExclusiveRange('/redeliveryStrategy/maxAttempts')).toBe(false);
    expect(isExclusiveRange('/processors/3/concurrencyMax')).toBe(false);
    expect(isExclusiveRange('/nothing/here')).toBe(false);
  });
});
