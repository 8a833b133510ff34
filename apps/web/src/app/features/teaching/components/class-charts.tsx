import type { ClassInsights } from '@quizwise/contract';
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

const COLOURS = ['#6366f1', '#f59e0b', '#10b981', '#ef4444', '#0ea5e9', '#a855f7', '#84cc16', '#ec4899'];

/** One row per hosted quiz (oldest first) with the class's score on each skill it tested. */
export function overTimeRows(insights: ClassInsights): Array<Record<string, number | string>> {
  return insights.over_time.map((point) => {
    const row: Record<string, number | string> = {
      label: point.title,
      Average: Math.round(point.average_percentage),
    };
    for (const skill of point.skills) row[skill.skill] = Math.round(skill.percentage);
    return row;
  });
}

/**
 * Skills development over time (lines) and the class's skills breakdown (bars). Pictures for sighted
 * readers; the tables beside them carry the same figures for everyone, so the charts are hidden from
 * assistive technology and take no keyboard focus (recharts' accessibility layer off).
 */
export default function ClassCharts({ insights }: { insights: ClassInsights }) {
  const skills = insights.skills.slice(0, COLOURS.length).map((s) => s.skill);
  const tick = { fill: 'var(--muted)', fontSize: 12 };
  return (
    <div className="teaching-charts" aria-hidden="true">
      <div className="card card-pad">
        <h3 className="chart-title">Skills over time</h3>
        <ResponsiveContainer width="100%" height={240}>
          <LineChart
            data={overTimeRows(insights)}
            margin={{ top: 8, right: 12, left: -18, bottom: 0 }}
            accessibilityLayer={false}
          >
            <CartesianGrid stroke="var(--line)" vertical={false} />
            <XAxis dataKey="label" tick={tick} tickLine={false} />
            <YAxis domain={[0, 100]} tick={tick} tickLine={false} axisLine={false} unit="%" />
            <Tooltip />
            <Legend />
            {skills.map((skill, i) => (
              <Line
                key={skill}
                type="monotone"
                dataKey={skill}
                stroke={COLOURS[i]}
                strokeWidth={2}
                connectNulls
              />
            ))}
          </LineChart>
        </ResponsiveContainer>
      </div>
      <div className="card card-pad">
        <h3 className="chart-title">Skills breakdown</h3>
        <ResponsiveContainer width="100%" height={240}>
          <BarChart
            data={insights.skills.map((s) => ({ skill: s.skill, Score: Math.round(s.percentage) }))}
            accessibilityLayer={false}
          >
            <CartesianGrid stroke="var(--line)" vertical={false} />
            <XAxis dataKey="skill" tick={tick} tickLine={false} />
            <YAxis domain={[0, 100]} tick={tick} tickLine={false} axisLine={false} unit="%" />
            <Tooltip />
            <Bar dataKey="Score" fill="#6366f1" radius={[4, 4, 0, 0]} />
          </BarChart>
        </ResponsiveContainer>
      </div>
    </div>
  );
}
