import { describe, expect, it } from 'vitest';
import { createTranslator } from '../../../shared/i18n';
import { itemsKind } from './kind';

const { t } = createTranslator('en', {}, 'UTC');

describe('the items kind', () => {
  it("checks the form by spec 5's rules before it is sent", () => {
    expect(itemsKind.validate(t, { name: ' ', description: '' })).toEqual({
      name: 'Field is required',
      description: null,
    });
    expect(itemsKind.validate(t, { name: 'x'.repeat(101), description: 'y'.repeat(1001) })).toEqual(
      {
        name: 'Must be less then 100 characters.',
        description: 'Must be less then 1000 characters.',
      },
    );
    expect(itemsKind.validate(t, { name: 'Pumps', description: '' })).toEqual({
      name: null,
      description: null,
    });
  });

  it('keeps a draft only of its own shape, and edits an item as its input', () => {
    expect(itemsKind.isInput({ name: 'Pumps', description: '' })).toBe(true);
    expect(itemsKind.isInput({ name: 'Pumps' })).toBe(false);
    const item = {
      itemId: 4,
      name: 'Pumps',
      description: 'North',
      created: '2026-01-01T00:00:00.000Z',
      createdBy: 1,
      updated: '2026-01-01T00:00:00.000Z',
      updatedBy: 1,
    };
    expect(itemsKind.toInput(item)).toEqual({ name: 'Pumps', description: 'North' });
    expect([itemsKind.idOf(item), itemsKind.labelOf(item)]).toEqual([4, 'Pumps']);
  });
});
