import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { PositionChartCard } from './chart-card';

describe('PositionChartCard', () => {
  it('renders the empty card at the chart size on the server, as the hydration does', () => {
    const html = renderToString(
      <PositionChartCard
        points={[
          { label: '1', position: 3 },
          { label: '2', position: 1 },
        ]}
        bottom={10}
        axisLabel="Speelronde"
      />,
    );
    // The card and its sized plot, no chart and no loading text: nothing waits on the server
    // (a boundary left waiting would make the first screen fall back to the browser).
    expect(html).toMatch(/^<div class="chart [^"]+"><div class="[^"]+"><\/div><\/div>$/);
    expect(html).not.toContain('<svg');
    expect(html).not.toContain('<!--$');
  });
});
