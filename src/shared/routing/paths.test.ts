import { describe, expect, it } from 'vitest';
import { carriedQuery, paths, withOrganization } from './paths';

describe('carriedQuery', () => {
  it('keeps only fromDate, toDate, dateOptionIndex and offset', () => {
    expect(
      carriedQuery('?fromDate=1&organization=owner&toDate=2&flowId=x&dateOptionIndex=3&offset=100'),
    ).toBe('?fromDate=1&toDate=2&dateOptionIndex=3&offset=100');
    expect(carriedQuery('?organization=owner')).toBe('');
    expect(carriedQuery('')).toBe('');
  });
});

describe('withOrganization', () => {
  it('sets or replaces the organization parameter', () => {
    expect(withOrganization('', 'owner')).toBe('?organization=owner');
    expect(withOrganization('?a=1&organization=x', 'fjordnett')).toBe(
      '?a=1&organization=fjordnett',
    );
    expect(withOrganization('?organization=x', null)).toBe('');
  });
});

describe('paths', () => {
  it('escapes the set-password token', () => {
    expect(paths.setPassword('a/b c')).toBe('/setpassword/a%2Fb%20c');
  });
});
