import { QUESTIONS_PER_CREDIT, SIGNUP_CREDITS } from '@quizwise/contract';
import type { ReactNode } from 'react';
import { Logo } from '../components/logo.js';
import { paths, withBase } from '../lib/paths.js';

interface AccountPageProps {
  basePath: string;
  title: string;
  intro: string;
  children: ReactNode;
  footer: ReactNode;
}

/** The shared frame of the sign-up and log-in pages: brand, a card with the form, a short pitch. */
export function AccountPage({ basePath, title, intro, children, footer }: AccountPageProps) {
  return (
    <div className="account-layout">
      <main className="account-main">
        <a
          className="brand-link"
          href={withBase(basePath, paths.teachers)}
          aria-label="Quizwise for teachers, home"
        >
          <Logo />
        </a>
        <div className="account-card">
          <h1>{title}</h1>
          <p className="account-intro">{intro}</p>
          {children}
          <p className="account-switch">{footer}</p>
        </div>
      </main>
      <aside className="account-aside" aria-label="Why Quizwise">
        <p className="eyebrow">Professional plan · 14 days free</p>
        <ul>
          <li>Quizzes written from your own notes or material in six question types</li>
          <li>Students: practise, and see which skills to revise next</li>
          <li>Teachers: host quizzes, graded automatically, with CSV and XLS results</li>
          <li>Google Classroom and Google Forms built in</li>
          <li>
            {SIGNUP_CREDITS} credits to start: each writes a quiz of up to {QUESTIONS_PER_CREDIT} questions
          </li>
        </ul>
      </aside>
    </div>
  );
}
