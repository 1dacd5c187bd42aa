import { proxy } from 'valtio';

/** Time frames of the status page; a service started inside the frame shows as a restart. */
export const TIME_FRAMES = {
  '15m': 15 * 60 * 1000,
  '1h': 60 * 60 * 1000,
  '24h': 24 * 60 * 60 * 1000,
  '7d': 7 * 24 * 60 * 60 * 1000,
} as const;
export type TimeFrame = keyof typeof TIME_FRAMES;

export const isTimeFrame = (value: string): value is TimeFrame => value in TIME_FRAMES;

export const statusPageState = proxy<{ timeFrame: TimeFrame }>({ timeFrame: '1h' });
