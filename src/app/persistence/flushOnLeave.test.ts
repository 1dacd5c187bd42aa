import { onlineManager } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { flushOnLeave } from './flushOnLeave';

afterEach(() => {
  onlineManager.setOnline(true);
  vi.restoreAllMocks();
});

describe('flushOnLeave', () => {
  it('flushes when the page is hidden, hidden for good, or the console goes offline', () => {
    const flush = vi.fn(() => Promise.resolve());
    const stop = flushOnLeave({ flush });

    window.dispatchEvent(new Event('pagehide'));
    expect(flush).toHaveBeenCalledTimes(1);

    document.dispatchEvent(new Event('visibilitychange'));
    expect(flush).toHaveBeenCalledTimes(1);
    vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    document.dispatchEvent(new Event('visibilitychange'));
    expect(flush).toHaveBeenCalledTimes(2);

    onlineManager.setOnline(false);
    expect(flush).toHaveBeenCalledTimes(3);
    onlineManager.setOnline(true);
    expect(flush).toHaveBeenCalledTimes(3);

    stop();
    window.dispatchEvent(new Event('pagehide'));
    onlineManager.setOnline(false);
    expect(flush).toHaveBeenCalledTimes(3);
  });
});
