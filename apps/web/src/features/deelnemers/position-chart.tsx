import {
  CartesianGrid,
  Line,
  LineChart,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import type { Deelnemer } from '@clubelf/contract';

/** The tussenstand position after each speelronde; position 1 at the top. Loaded on demand. */
export default function PositionChart({
  rounds,
  deelnemerCount,
}: {
  rounds: Deelnemer['rounds'];
  deelnemerCount: number;
}) {
  const data = rounds.map((r) => ({ ronde: r.round, positie: r.position }));
  const bottom = Math.max(deelnemerCount, 1);
  // Position 1 always gets a tick: that is the top everybody looks for.
  const ticks = [...new Set([1, ...[0.25, 0.5, 0.75].map((f) => Math.round(bottom * f)), bottom])];
  return (
    <div className="chart">
      <ResponsiveContainer width="100%" height={260}>
        <LineChart data={data} margin={{ top: 8, right: 16, bottom: 8, left: 0 }}>
          <CartesianGrid stroke="#d9e3dc" strokeDasharray="3 3" />
          <XAxis
            dataKey="ronde"
            tickLine={false}
            label={{ value: 'Speelronde', position: 'insideBottom', offset: -4 }}
            height={40}
          />
          <YAxis
            reversed
            allowDecimals={false}
            domain={[1, bottom]}
            ticks={ticks}
            width={44}
            tickLine={false}
          />
          <Tooltip
            formatter={(value) => [`${String(value)}e`, 'Positie']}
            labelFormatter={(label) => `Speelronde ${String(label)}`}
          />
          <Line
            type="monotone"
            dataKey="positie"
            stroke="#0b5d2a"
            strokeWidth={3}
            dot={{ r: 3 }}
            isAnimationActive={false}
          />
        </LineChart>
      </ResponsiveContainer>
    </div>
  );
}
