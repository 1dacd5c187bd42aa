import { describe, expect, it } from 'vitest';
import { queryString } from './queryString';

describe('queryString', () => {
  it('writes the given values in order, encoded, after a question mark', () => {
    expect(queryString({ search: 'a b&c', offset: 0, limit: 50, download: true })).toBe(
      '?search=a+b%26c&offset=0&limit=50&download=true',
    );
  });

  it('leaves out what is not given (undefined, null or empty), and is empty when nothing is left', () => {
    expect(queryString({ search: '', flowId: undefined, after: null, limit: 10 })).toBe(
      '?limit=10',
    );
    expect(queryString({ search: '', flowId: undefined })).toBe('');
    expect(queryString({})).toBe('');
  });
});
