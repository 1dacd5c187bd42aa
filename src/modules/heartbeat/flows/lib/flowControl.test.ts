import { describe, expect, it } from 'vitest';
import { reasonError } from './flowControl';

describe('pause reason', () => {
  it('is required to pause, optional to resume, at most 500 characters', () => {
    expect(reasonError('  ', 'pause')).toBe('required');
    expect(reasonError('maintenance', 'pause')).toBeNull();
    expect(reasonError('', 'resume')).toBeNull();
    expect(reasonError('x'.repeat(501), 'resume')).toBe('tooLong');
  });
});
