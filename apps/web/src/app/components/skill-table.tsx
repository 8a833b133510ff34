import { percent } from '../lib/format.js';
import { TableScroll } from './table-scroll.js';

export interface SkillRow {
  skill: string;
  correct: number;
  total: number;
  percentage: number | null;
  /** The skill's score at each attempt or quiz, oldest first. */
  trend: number[];
}

/**
 * Results per skill as a table: the screen-reader and no-chart view of the skills charts, shared by
 * the student's Progress page and the teachers' class insights.
 */
export function SkillTable({ rows, label }: { rows: SkillRow[]; label: string }) {
  return (
    <TableScroll label={label}>
      <table className="table table-cards">
        <thead>
          <tr>
            <th scope="col">Skill</th>
            <th scope="col" className="num">
              Correct
            </th>
            <th scope="col" className="num">
              Score
            </th>
            <th scope="col">Over time</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.skill}>
              <th scope="row">{row.skill}</th>
              <td className="num" data-label="Correct">
                {row.correct} / {row.total}
              </td>
              <td className="num" data-label="Score">
                {percent(row.percentage)}
              </td>
              <td className="trend" data-label="Over time">
                {row.trend.map((value) => percent(value)).join(' → ')}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableScroll>
  );
}
