import { MIN_PASSWORD_SCORE } from '../../shared/contracts';

export type StrengthScore = 0 | 1 | 2 | 3 | 4;

/** zxcvbn is large: it is fetched only when the set-password form needs it. */
export async function loadStrengthMeter(): Promise<(password: string) => StrengthScore> {
  const { default: zxcvbn } = await import('zxcvbn');
  return (password) => zxcvbn(password).score;
}

export function isStrongEnough(score: number): boolean {
  return score >= MIN_PASSWORD_SCORE;
}

/** The bar's colour for each score of the 0-4 scale. */
export const STRENGTH_COLORS: Record<StrengthScore, string> = {
  0: 'red',
  1: 'orange',
  2: 'yellow',
  3: 'lime',
  4: 'green',
};
