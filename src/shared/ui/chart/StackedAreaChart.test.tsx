import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../testing/renderWithProviders';
import { StackedAreaChart } from './StackedAreaChart';

const series = [
  { name: 'Successful', color: 'teal' },
  { name: 'Failed', color: 'red' },
];
const points = [
  { label: '10:00', detail: '11.24 10:00', values: [8, 2] },
  { label: '11:00', detail: '11.24 11:00', values: [5, 0] },
  { label: '12:00', detail: '11.24 12:00', values: [1, 4] },
];

/** The chart is drawn once its width has been reported (ResizeObserver's first report). */
async function drawnChart(container: HTMLElement): Promise<SVGSVGElement> {
  return waitFor(() => {
    const svg = container.querySelector<SVGSVGElement>('svg[data-chart]');
    if (!svg) throw new Error('no chart yet');
    return svg;
  });
}

describe('StackedAreaChart', () => {
  afterEach(cleanup);

  it('draws an area and a line per series, with the legend and the axes', async () => {
    const { container } = renderWithProviders(
      <StackedAreaChart points={points} series={series} label="Messages" />,
    );
    const svg = await drawnChart(container);
    expect(svg.querySelectorAll('path')).toHaveLength(4);
    expect(screen.getByText('Successful')).toBeTruthy();
    expect(screen.getByText('Failed')).toBeTruthy();
    expect(screen.getByText('12:00')).toBeTruthy();
    // 10 at most stacked: ticks 0, 2, ... 10.
    expect(screen.getByText('10')).toBeTruthy();
  });

  it('reads the points with the arrow keys, and forgets them on Escape', () => {
    renderWithProviders(
      <StackedAreaChart
        points={points}
        series={series}
        label="Messages"
        formatNumber={(value) => `#${value}`}
      />,
    );
    const chart = screen.getByRole('group', { name: 'Messages' });
    fireEvent.keyDown(chart, { key: 'ArrowRight' });
    expect(screen.getByRole('status').textContent).toBe('11.24 10:00Successful: #8Failed: #2');
    fireEvent.keyDown(chart, { key: 'End' });
    expect(screen.getByRole('status').textContent).toContain('Failed: #4');
    fireEvent.keyDown(chart, { key: 'ArrowLeft' });
    expect(screen.getByRole('status').textContent).toContain('11.24 11:00');
    fireEvent.keyDown(chart, { key: 'Escape' });
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('shows the point under a tap, and keeps it when the finger lifts', async () => {
    const { container } = renderWithProviders(
      <StackedAreaChart points={points} series={series} label="Messages" />,
    );
    const svg = await drawnChart(container);
    // The document has no layout: the chart is 600 px wide, its plot starts after the ticks.
    fireEvent.pointerDown(svg, { clientX: 590, pointerType: 'touch' });
    expect(screen.getByRole('status').textContent).toContain('11.24 12:00');
    fireEvent.pointerLeave(svg, { pointerType: 'touch' });
    expect(screen.getByRole('status').textContent).toContain('11.24 12:00');
    fireEvent.pointerLeave(svg, { pointerType: 'mouse' });
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('keeps the axis labels inside the chart, the first and the last too', async () => {
    const long = ['21/11/2026 (partial)', '22/11/2026', '23/11/2026 (partial)'].map((label) => ({
      label,
      values: [1],
    }));
    const { container } = renderWithProviders(
      <StackedAreaChart points={long} series={series.slice(0, 1)} label="Readings" />,
    );
    const svg = await drawnChart(container);
    const width = Number(svg.getAttribute('width'));
    const labels = [...svg.querySelectorAll('text')].filter((text) =>
      text.textContent?.includes('/'),
    );
    expect(labels).toHaveLength(3);
    for (const text of labels) {
      // About 7 px a character of the 12 px axis font, as the chart reckons.
      const half = ((text.textContent ?? '').length * 7) / 2;
      const x = Number(text.getAttribute('x'));
      const anchor = text.getAttribute('text-anchor');
      const [start, end] =
        anchor === 'start'
          ? [x, x + 2 * half]
          : anchor === 'end'
            ? [x - 2 * half, x]
            : [x - half, x + half];
      expect(start).toBeGreaterThanOrEqual(0);
      expect(end).toBeLessThanOrEqual(width);
    }
  });

  it('draws nothing but its room when there are no points', () => {
    const { container } = renderWithProviders(
      <StackedAreaChart points={[]} series={series} label="Messages" />,
    );
    expect(container.querySelector('svg')).toBeNull();
  });
});
