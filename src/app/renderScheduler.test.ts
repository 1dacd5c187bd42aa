import { notifyManager } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { HIDDEN_FLUSH_MS, renderAnswersPerFrame } from './renderScheduler';

describe('renderAnswersPerFrame', () => {
  let frames: FrameRequestCallback[];
  beforeEach(() => {
    vi.useFakeTimers();
    frames = [];
    vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => {
      frames.push(callback);
      return frames.length;
    });
    // A called-off frame is never drawn for its callback.
    vi.stubGlobal('cancelAnimationFrame', (handle: number) => {
      frames[handle - 1] = () => undefined;
    });
    renderAnswersPerFrame();
  });
  afterEach(() => {
    notifyManager.setScheduler((callback) => setTimeout(callback, 0));
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it('tells the components of every answer since the last frame in that frame, once', () => {
    const told: string[] = [];
    const tell = notifyManager.batchCalls((answer: string) => told.push(answer));
    tell('flows');
    tell('metrics');
    expect(told).toEqual([]);
    expect(frames).toHaveLength(1);
    frames[0]?.(0);
    expect(told).toEqual(['flows', 'metrics']);
    // A later answer waits for the next frame.
    tell('summary');
    expect(told).toEqual(['flows', 'metrics']);
    frames[1]?.(16);
    expect(told).toEqual(['flows', 'metrics', 'summary']);
  });

  it('keeps the next answers for their own frame, whatever the last frame left behind', () => {
    const told: string[] = [];
    const tell = notifyManager.batchCalls((answer: string) => told.push(answer));
    tell('flows');
    frames[0]?.(0);
    expect(told).toEqual(['flows']);
    // Shortly before the last batch's hidden-tab timeout would have run.
    vi.advanceTimersByTime(HIDDEN_FLUSH_MS - 10);
    tell('metrics');
    vi.advanceTimersByTime(20);
    expect(told).toEqual(['flows']);
    frames[1]?.(16);
    expect(told).toEqual(['flows', 'metrics']);
  });

  it('tells them after a moment in a tab that draws no frames (hidden)', () => {
    const told: string[] = [];
    const tell = notifyManager.batchCalls((answer: string) => told.push(answer));
    tell('flows');
    tell('metrics');
    vi.advanceTimersByTime(HIDDEN_FLUSH_MS);
    expect(told).toEqual(['flows', 'metrics']);
    tell('summary');
    vi.advanceTimersByTime(HIDDEN_FLUSH_MS);
    expect(told).toEqual(['flows', 'metrics', 'summary']);
    expect(frames).toHaveLength(2);
  });
});
