import { PAUSE_REASON_MAX } from '../../../../shared/contracts';

/** The server keeps at most this many characters of a pause reason. */
export const REASON_MAX = PAUSE_REASON_MAX;

export type ReasonError = 'required' | 'tooLong';

/** A pause needs a reason; a resume may give one. Both stay within 500 characters. */
export function reasonError(reason: string, action: 'pause' | 'resume'): ReasonError | null {
  const text = reason.trim();
  if (action === 'pause' && text === '') return 'required';
  if (text.length > REASON_MAX) return 'tooLong';
  return null;
}
