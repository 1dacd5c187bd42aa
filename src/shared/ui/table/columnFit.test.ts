import { describe, expect, it } from 'vitest';
import { hiddenColumns, type FitColumn } from './columnFit';

const DETAILS = 44;

/** The flows list's columns: flow, description, groups, status, messages, warnings. */
const flows: FitColumn[] = [
  { key: 'flow', minWidth: 180, priority: 'essential' },
  { key: 'description', minWidth: 140, priority: 'high' },
  { key: 'groups', minWidth: 80, priority: 'low' },
  { key: 'status', minWidth: 100, priority: 'essential' },
  { key: 'messages', minWidth: 90, priority: 'high' },
  { key: 'warnings', minWidth: 200, priority: 'high' },
];
const total = 790;

describe('hiddenColumns', () => {
  it('hides nothing when every column fits, with no room kept for the details button', () => {
    expect(hiddenColumns(flows, total, DETAILS)).toEqual([]);
    expect(hiddenColumns(flows, 2000, DETAILS)).toEqual([]);
  });

  it('hides low-priority columns first, and keeps room for the details button', () => {
    // 790 - 80 (groups) + 44 = 754
    expect(hiddenColumns(flows, 789, DETAILS)).toEqual(['groups']);
    expect(hiddenColumns(flows, 754, DETAILS)).toEqual(['groups']);
  });

  it('then high-priority columns, the rightmost first', () => {
    // 754 - 200 (warnings) = 554; then - 90 (messages) = 464
    expect(hiddenColumns(flows, 753, DETAILS)).toEqual(['groups', 'warnings']);
    expect(hiddenColumns(flows, 554, DETAILS)).toEqual(['groups', 'warnings']);
    expect(hiddenColumns(flows, 553, DETAILS)).toEqual(['groups', 'warnings', 'messages']);
  });

  it('keeps the essential columns on a phone, even when they alone do not fit', () => {
    // A 390 px phone: about 356 px for the table. 180 + 100 + 44 = 324.
    expect(hiddenColumns(flows, 356, DETAILS)).toEqual([
      'groups',
      'warnings',
      'messages',
      'description',
    ]);
    expect(hiddenColumns(flows, 200, DETAILS)).toEqual([
      'groups',
      'warnings',
      'messages',
      'description',
    ]);
  });

  it('treats a width exactly the sum of the columns as fitting', () => {
    const two: FitColumn[] = [
      { key: 'a', minWidth: 100, priority: 'essential' },
      { key: 'b', minWidth: 100, priority: 'low' },
    ];
    expect(hiddenColumns(two, 200, DETAILS)).toEqual([]);
    expect(hiddenColumns(two, 199, DETAILS)).toEqual(['b']);
  });

  it('hides nothing from a table of essential columns only', () => {
    const essential = flows.map((column) => ({ ...column, priority: 'essential' as const }));
    expect(hiddenColumns(essential, 300, DETAILS)).toEqual([]);
  });
});
