import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, XAxis, YAxis } from 'recharts';

export interface LoginsChartProps {
  /** One bar group per day, in order. */
  data: readonly { day: string; label: string; success: number; failed: number }[];
  /** What the chart shows, for screen readers (the table beside it carries the figures). */
  label: string;
  successLabel: string;
  failedLabel: string;
}

/**
 * Successful and refused sign-ins per day as stacked SVG bars (recharts, docs/decisions/0140). Its own chunk:
 * only the user stats tab of /arms/logs loads it.
 */
export default function LoginsChart({ data, label, successLabel, failedLabel }: LoginsChartProps) {
  return (
    <div role="img" aria-label={label}>
      <ResponsiveContainer width="100%" height={260}>
        <BarChart
          data={[...data]}
          maxBarSize={48}
          margin={{ left: 0, right: 8, top: 8, bottom: 4 }}
          accessibilityLayer={false}
        >
          <CartesianGrid vertical={false} stroke="var(--arms-color-border)" />
          <XAxis dataKey="label" tick={{ fill: 'var(--arms-color-textMuted)', fontSize: 12 }} minTickGap={8} />
          <YAxis allowDecimals={false} width={36} tick={{ fill: 'var(--arms-color-textMuted)', fontSize: 12 }} />
          <Legend wrapperStyle={{ fontSize: 12 }} />
          <Bar
            dataKey="success"
            name={successLabel}
            stackId="logins"
            fill="var(--arms-color-primary)"
            isAnimationActive={false}
          />
          <Bar
            dataKey="failed"
            name={failedLabel}
            stackId="logins"
            fill="var(--arms-color-danger)"
            isAnimationActive={false}
            radius={[3, 3, 0, 0]}
          />
        </BarChart>
      </ResponsiveContainer>
    </div>
  );
}
