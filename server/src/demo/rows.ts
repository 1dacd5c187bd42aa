import type { Processor } from '@contracts/heartbeat';

/** The stamps of a row the demo seeds: made and last changed at `at`, by no user. */
export const seededStamps = (at: string) => ({
  created: at,
  created_by: null,
  updated: at,
  updated_by: null,
});

/** A step of a demo flow: at most four at once, its description logged, not its messages. */
export function processor(
  identifier: string,
  type: Processor['type'],
  properties: Record<string, string>,
): Processor {
  return {
    identifier,
    type,
    properties,
    concurrencyMax: 4,
    logDescription: true,
    logFullMessage: false,
  };
}
