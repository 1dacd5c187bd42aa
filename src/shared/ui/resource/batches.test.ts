import { describe, expect, it } from 'vitest';
import { inBatches, removeEach } from './batches';

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

describe('removeEach', () => {
  it('deletes one at a time; the refused are the failed ones', async () => {
    const asked: string[] = [];
    const remove = removeEach(async (organizationId, id) => {
      asked.push(`${organizationId}/${id}`);
      if (id === 2) throw new Error('gone');
    });
    expect(await remove(7, [1, 2, 3])).toEqual({ deleted: [1, 3], failed: [2] });
    expect(asked).toEqual(['7/1', '7/2', '7/3']);
  });

  it('throws the first refusal when none goes, so its reason is shown', async () => {
    const remove = removeEach(async (_organizationId, id) => {
      throw new Error(`refused ${id}`);
    });
    await expect(remove(7, [4, 5])).rejects.toThrow('refused 4');
  });
});
