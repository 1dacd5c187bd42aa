/** Layout arithmetic of the kit's charts: pure, so it is tested without a browser. */

/**
 * Round ticks from 0 to at least `max`: steps of 1, 2 or 5 times a power of ten, whole
 * numbers only (the charts count things), about `count` of them.
 */
export function niceTicks(max: number, count = 5): number[] {
  if (!Number.isFinite(max) || max <= 0) return [0, 1];
  const rough = max / Math.max(1, count);
  const magnitude = 10 ** Math.floor(Math.log10(rough));
  const normal = rough / magnitude;
  const factor = normal <= 1 ? 1 : normal <= 2 ? 2 : normal <= 5 ? 5 : 10;
  const step = Math.max(1, factor * magnitude);
  const top = Math.ceil(max / step) * step;
  const ticks: number[] = [];
  for (let tick = 0; tick <= top; tick += step) ticks.push(tick);
  return ticks;
}

/**
 * Which of `count` evenly spaced labels to write so that none overlaps the next: every
 * `step`-th, from the first. `spacing` is the distance between two points (px), `labelWidth`
 * the widest label's, `gap` the least room between two labels.
 */
export function labelStep(count: number, spacing: number, labelWidth: number, gap = 16): number {
  if (count <= 1 || spacing <= 0) return 1;
  return Math.max(1, Math.ceil((labelWidth + gap) / spacing));
}

/** The running totals of stacked series: `tops[s][i]` is the top of series `s` at point `i`. */
export function stackTops(values: readonly (readonly number[])[], seriesCount: number): number[][] {
  return Array.from({ length: seriesCount }, (_, s) =>
    values.map((point) => {
      let sum = 0;
      for (let below = 0; below <= s; below += 1) sum += Math.max(0, point[below] ?? 0);
      return sum;
    }),
  );
}

/** The point nearest to `offset` (px from the plot's left edge), among `count` points. */
export function nearestIndex(offset: number, count: number, spacing: number): number {
  if (count <= 1 || spacing <= 0) return 0;
  return Math.min(count - 1, Math.max(0, Math.round(offset / spacing)));
}

/** An SVG path through the points, as straight segments. */
export function linePath(points: readonly (readonly [number, number])[]): string {
  return points
    .map(([x, y], index) => `${index === 0 ? 'M' : 'L'}${x.toFixed(1)},${y.toFixed(1)}`)
    .join('');
}

/**
 * Where to centre a label `size` wide that belongs at `x`, so that it stays within [0, width]:
 * the first and the last axis label are moved in rather than clipped by the SVG.
 */
export function insideCentre(x: number, size: number, width: number): number {
  return Math.max(size / 2, Math.min(width - size / 2, x));
}
