import {
  Bar,
  BarChart,
  CartesianGrid,
  Legend,
  Line,
  LineChart,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';

export interface SkillSeries {
  skill: string;
  percentage: number;
  points: Array<{ attempt_id: number; date: string; percentage: number }>;
}

const COLOURS = ['#6366f1', '#f59e0b', '#10b981', '#ef4444', '#0ea5e9', '#a855f7', '#84cc16', '#ec4899'];
const day = new Intl.DateTimeFormat(undefined, { day: 'numeric', month: 'short' });

/** One row per attempt date with each skill's percentage, for the line chart. */
export function timeline(skills: SkillSeries[]): Array<Record<string, number | string>> {
  const rows = new Map<string, Record<string, number | string>>();
  for (const skill of skills) {
    for (const point of skill.points) {
      const key = `${point.date}#${point.attempt_id}`;
      const row = rows.get(key) ?? {
        key,
        label: day.format(new Date(point.date)),
        time: Date.parse(point.date),
      };
      row[skill.skill] = Math.round(point.percentage);
      rows.set(key, row);
    }
  }
  return [...rows.values()].sort((a, b) => Number(a.time) - Number(b.time));
}

/**
 * The charts: each skill's score per attempt over time (lines) and overall per skill (bars). They are
 * pictures for sighted readers; the table next to them carries the same figures for everyone.
 */
export function SkillCharts({ skills }: { skills: SkillSeries[] }) {
  const shown = skills.slice(0, COLOURS.length);
  const rows = timeline(shown);
  const tick = { fill: 'var(--muted)', fontSize: 12 };
  return (
    <div className="charts" aria-hidden="true">
      <div className="chart-card card card-pad">
        <h3 className="chart-title">Score per attempt, by skill</h3>
        <ResponsiveContainer width="100%" height={260}>
          <LineChart
            data={rows}
            margin={{ top: 8, right: 12, left: -18, bottom: 0 }}
            accessibilityLayer={false}
          >
            <CartesianGrid stroke="var(--line)" vertical={false} />
            <XAxis dataKey="label" tick={tick} tickLine={false} axisLine={{ stroke: 'var(--line)' }} />
            <YAxis domain={[0, 100]} tick={tick} tickLine={false} axisLine={false} unit="%" />
            <Tooltip
              contentStyle={{
                background: 'var(--surface)',
                border: '1px solid var(--line)',
                borderRadius: 10,
              }}
              formatter={(value) => `${String(value)}%`}
            />
            <Legend wrapperStyle={{ fontSize: 12 }} />
            {shown.map((skill, index) => (
              <Line
                key={skill.skill}
                type="monotone"
                dataKey={skill.skill}
                stroke={COLOURS[index]}
                strokeWidth={2.5}
                dot={{ r: 3 }}
                connectNulls
                isAnimationActive={false}
              />
            ))}
          </LineChart>
        </ResponsiveContainer>
      </div>
      <div className="chart-card card card-pad">
        <h3 className="chart-title">Overall, by skill</h3>
        <ResponsiveContainer width="100%" height={Math.max(160, shown.length * 38)}>
          <BarChart
            data={shown}
            layout="vertical"
            margin={{ top: 0, right: 16, left: 8, bottom: 0 }}
            accessibilityLayer={false}
          >
            <CartesianGrid stroke="var(--line)" horizontal={false} />
            <XAxis type="number" domain={[0, 100]} tick={tick} unit="%" axisLine={false} tickLine={false} />
            <YAxis
              type="category"
              dataKey="skill"
              width={120}
              tick={tick}
              axisLine={false}
              tickLine={false}
            />
            <Bar dataKey="percentage" radius={[0, 6, 6, 0]} fill="#6366f1" isAnimationActive={false} />
          </BarChart>
        </ResponsiveContainer>
      </div>
    </div>
  );
}

export default SkillCharts;
