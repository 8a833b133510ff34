import { FilePlus2, Sparkles } from 'lucide-react';
import { Link } from 'react-router';
import { paths } from '../../../paths.js';

/**
 * A new student's first step, on the first screen after sign-up (and until the library has anything):
 * one clear thing to do, with what it costs.
 */
export function FirstStep({ credits }: { credits: number | undefined }) {
  return (
    <section className="first-step card card-pad" aria-labelledby="first-step-title">
      <p className="first-step-eyebrow">Your first step</p>
      <h2 id="first-step-title" className="first-step-title">
        Turn a page of your notes into a practice quiz
      </h2>
      <p className="first-step-text">
        Paste a page of notes, or upload a PDF or a photo of a page, and Quizwise writes the questions. A quiz
        of up to 20 questions costs 1 credit
        {credits !== undefined ? `; you have ${credits}` : ''}.
      </p>
      <div className="first-step-actions">
        <Link className="btn btn-primary" to={paths.generate.href()}>
          <Sparkles aria-hidden="true" size={18} /> Make my first quiz
        </Link>
        <Link className="btn btn-ghost" to={paths.newRawText.href()}>
          <FilePlus2 aria-hidden="true" size={18} /> Save my notes first
        </Link>
      </div>
    </section>
  );
}
