import { insights } from '../copy.js';
import { anchors } from '../../lib/paths.js';

const skills = [
  { name: 'Reading for detail', score: 86 },
  { name: 'Inference', score: 71 },
  { name: 'Vocabulary in context', score: 58 },
];

function SkillsVisual() {
  return (
    <ul className="insight-bars" aria-label="Example skills breakdown">
      {skills.map((skill) => (
        <li key={skill.name}>
          <span className="insight-bar-label">
            {skill.name}
            <strong>{skill.score}%</strong>
          </span>
          <span className="insight-bar" aria-hidden="true">
            <span style={{ width: `${skill.score}%` }} data-level={skill.score < 65 ? 'low' : 'ok'} />
          </span>
        </li>
      ))}
    </ul>
  );
}

function AnalysisVisual() {
  return (
    <figure className="insight-analysis">
      <blockquote>
        Most of the class is secure on cell structure. Seven students mixed up osmosis and diffusion: a short
        recap with one worked example should close the gap.
      </blockquote>
      <figcaption>Example analysis, Year 9 Biology quiz</figcaption>
    </figure>
  );
}

function TrendVisual() {
  return (
    <figure className="insight-trend">
      <svg
        viewBox="0 0 240 96"
        width="240"
        height="96"
        role="img"
        aria-label="Example: inference score rising from 48% to 79% over six quizzes"
      >
        <path d="M0 88h240M0 56h240M0 24h240" stroke="#e4e4f0" strokeWidth="1" />
        <path
          d="M8 78 52 70 96 62 140 50 184 36 232 22"
          fill="none"
          stroke="#4338ca"
          strokeWidth="3"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
        <path d="M8 78 52 70 96 62 140 50 184 36 232 22V96H8Z" fill="#4338ca" opacity="0.08" />
        <circle cx="232" cy="22" r="5" fill="#f59e0b" stroke="#fff" strokeWidth="2" />
      </svg>
      <figcaption>
        Inference <strong>+31 points</strong> in six quizzes
      </figcaption>
    </figure>
  );
}

const visuals = [
  <SkillsVisual key="skills" />,
  <AnalysisVisual key="analysis" />,
  <TrendVisual key="trend" />,
];

/** The skills-insight section: three insight cards, each with an example of what the teacher sees. */
export function Insights() {
  return (
    <section id={anchors.secondaryFeatures} className="section insights" aria-labelledby="insights-title">
      <div className="container">
        <header className="section-head">
          <p className="eyebrow">{insights.eyebrow}</p>
          <h2 id="insights-title">{insights.title}</h2>
          <p className="section-intro">{insights.intro}</p>
        </header>
        <ul className="insight-cards">
          {insights.points.map((point, index) => (
            <li key={point.title} className="insight-card">
              <div className="insight-visual">{visuals[index]}</div>
              <h3>{point.title}</h3>
              <p>{point.text}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
