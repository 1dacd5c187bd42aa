import { describe, expect, it } from 'vitest';
import { inBatches } from './batches';

describe('inBatches', () => {
  it('sends bounded batches one after another and joins the answers', async () => {
    const sent: number[][] = [];
    const answer = await inBatches<number, 'done' | 'failed'>(
      Array.from({ length: 1201 }, (_, i) => i),
      500,
      async (batch) => {
        sent.push([...batch]);
        return { done: batch.filter((id) => id % 2 === 0), failed: batch.filter((id) => id % 2) };
      },
    );
    expect(sent.map((batch) => batch.length)).toEqual([500, 500, 201]);
    expect(answer.done).toHaveLength(601);
    expect(answer.failed).toHaveLength(600);
    expect(answer.failed.at(-1)).toBe(1199);
  });
});
