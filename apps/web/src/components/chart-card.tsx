import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import type { PositionChartProps } from './position-chart';
import { whenNearView } from './when-near-view';
import styles from './chart-card.module.css';

// recharts is big (365 KB raw): its chunk loads only when a chart comes near the view.
const PositionChart = lazy(() => import('./position-chart'));

/**
 * A position chart's card, at the chart's size from the first render on: the chart itself is
 * drawn only once the card comes near the view, when the browser is idle (decision 031, "The
 * position chart after the first paint"). The server's first screen and the hydration render
 * the empty card alike, so nothing moves and the hydration matches; the table beside the chart
 * (on every page that has one) holds the same figures for screen readers and without the chart.
 */
export function PositionChartCard(props: PositionChartProps) {
  const box = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(false);
  useEffect(() => {
    const element = box.current;
    if (!element) return;
    return whenNearView(element, () => setNear(true));
  }, []);
  return (
    // The plain "chart" class: the browser tests find the chart by it.
    <div ref={box} className={`chart ${styles.chart}`}>
      <div className={styles.plot}>
        {near ? (
          <Suspense fallback={null}>
            <PositionChart {...props} />
          </Suspense>
        ) : null}
      </div>
    </div>
  );
}
