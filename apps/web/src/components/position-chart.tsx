import {
  CartesianGrid,
  Line,
  LineChart,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import { positionTicks } from './position-ticks';

export interface PositionPoint {
  /** The point's place on the horizontal axis: a speelronde, a season. */
  label: string;
  /** null: no position there (a season without results); the line breaks. */
  position: number | null;
  /** The number of participants the position is among, when it differs per point. */
  of?: number;
}

export interface PositionChartProps {
  points: readonly PositionPoint[];
  /** The lowest position the axis shows (the number of participants). */
  bottom: number;
  /** 'Speelronde', 'Seizoen': names the axis and each point in the tooltip. */
  axisLabel: string;
}

/**
 * A position over time, position 1 at the top: a participant's tussenstand position per speelronde,
 * a person's final position per season. recharts is big: pages show it through PositionChartCard
 * (chart-card.tsx), which loads this module on demand and gives it its card and height.
 */
export default function PositionChart({ points, bottom, axisLabel }: PositionChartProps) {
  const last = Math.max(bottom, 1);
  const ticks = positionTicks(last);
  // A few points (seasons) get room at the ends, so their labels clear the position axis.
  const few = points.length <= 12;
  return (
    // The height of the box it is drawn in (chart-card.module.css: 260 px).
    <ResponsiveContainer width="100%" height="100%">
      <LineChart data={[...points]} margin={{ top: 8, right: 16, bottom: 8, left: 0 }}>
        <CartesianGrid stroke="#d9e3dc" strokeDasharray="3 3" />
        <XAxis
          dataKey="label"
          tickLine={false}
          padding={few ? { left: 40, right: 40 } : undefined}
          label={{ value: axisLabel, position: 'insideBottom', offset: -4 }}
          height={40}
        />
        <YAxis
          reversed
          allowDecimals={false}
          domain={[1, last]}
          ticks={ticks}
          interval={0}
          width={44}
          tickLine={false}
        />
        <Tooltip
          formatter={(value, _name, item) => {
            const of = (item.payload as PositionPoint | undefined)?.of;
            return [`${String(value)}e${of === undefined ? '' : ` van ${of}`}`, 'Positie'];
          }}
          labelFormatter={(label) => `${axisLabel} ${String(label)}`}
        />
        <Line
          type="monotone"
          dataKey="position"
          stroke="#0b5d2a"
          strokeWidth={3}
          dot={{ r: few ? 5 : 3 }}
          isAnimationActive={false}
        />
      </LineChart>
    </ResponsiveContainer>
  );
}
