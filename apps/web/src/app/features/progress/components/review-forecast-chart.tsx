import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';

const day = new Intl.DateTimeFormat(undefined, { weekday: 'short', day: 'numeric', timeZone: 'UTC' });

/**
 * Reviews due per day for the next two weeks. A picture for sighted readers; the table beside it
 * carries the same figures for everyone.
 */
export function ReviewForecastChart({ days }: { days: Array<{ date: string; count: number }> }) {
  // The first bucket holds everything overdue as well as what falls due later today.
  const rows = days.map((d, i) => ({
    label: i === 0 ? 'Today' : day.format(new Date(`${d.date}T00:00:00Z`)),
    count: d.count,
  }));
  const tick = { fill: 'var(--muted)', fontSize: 12 };
  return (
    <div className="chart-card card card-pad" aria-hidden="true">
      <h3 className="chart-title">Reviews due, next 14 days</h3>
      <ResponsiveContainer width="100%" height={220}>
        <BarChart data={rows} margin={{ top: 8, right: 8, left: -18, bottom: 0 }} accessibilityLayer={false}>
          <CartesianGrid stroke="var(--line)" vertical={false} />
          <XAxis
            dataKey="label"
            tick={tick}
            tickLine={false}
            axisLine={{ stroke: 'var(--line)' }}
            interval="preserveStartEnd"
          />
          <YAxis allowDecimals={false} tick={tick} tickLine={false} axisLine={false} />
          <Tooltip
            contentStyle={{ background: 'var(--surface)', border: '1px solid var(--line)', borderRadius: 10 }}
          />
          <Bar
            dataKey="count"
            name="Cards due"
            fill="#6366f1"
            radius={[6, 6, 0, 0]}
            isAnimationActive={false}
          />
        </BarChart>
      </ResponsiveContainer>
    </div>
  );
}

export default ReviewForecastChart;
