import { PLANS, type PlanId } from '@quizwise/contract';
import type { Db } from '../../db/client.js';
import { grantCredits } from '../credits/charges.js';
import { longDate, type PlanSettings } from './plan-rules.js';
import { findPlanRowByEmail } from './plans.repository.js';
import { planOf, setPlan } from './plans.service.js';

/** The largest grant one command may make: a typo of a few zeros is refused, not booked. */
export const MAX_OPERATOR_GRANT = 1_000_000;

export const OPERATOR_USAGE = `Usage:
  npm run credits -- grant <email> <credits>          add credits (booked as "operator grant")
  npm run credits -- set-plan <email> free|professional   change the plan (renews a month from now)
  npm run credits -- show <email>                     the plan, balance and next renewal`;

/** How the command ends: the text to print and the process exit code. */
export interface CommandOutcome {
  exitCode: 0 | 1 | 2;
  /** For stdout on success, stderr on failure. */
  message: string;
}

/** A parsed command line, or a usage error (exit 2) before the database is opened. */
export type OperatorCommand =
  | { kind: 'grant'; email: string; credits: number }
  | { kind: 'set-plan'; email: string; plan: PlanId }
  | { kind: 'show'; email: string };

export function parseOperatorCommand(argv: readonly string[]): OperatorCommand | CommandOutcome {
  const [command, email, value, ...extra] = argv;
  const usage = (problem: string): CommandOutcome => ({
    exitCode: 2,
    message: `${problem}\n\n${OPERATOR_USAGE}`,
  });
  if (!command || command === 'help' || command === '--help') return usage('Say what to do.');
  if (!email) return usage(`"${command}" needs an e-mail address.`);
  if (extra.length > 0) return usage(`Unexpected: ${extra.join(' ')}`);
  switch (command) {
    case 'grant': {
      if (value === undefined) return usage('"grant" needs a number of credits.');
      if (!/^[0-9]+$/.test(value) || Number(value) < 1 || Number(value) > MAX_OPERATOR_GRANT) {
        return usage(
          `"${value}" is not a number of credits: give a whole number from 1 to ${MAX_OPERATOR_GRANT}.`,
        );
      }
      return { kind: 'grant', email, credits: Number(value) };
    }
    case 'set-plan': {
      if (value !== 'free' && value !== 'professional') {
        return usage(`"${value ?? ''}" is not a plan: give free or professional.`);
      }
      return { kind: 'set-plan', email, plan: value };
    }
    case 'show':
      if (value !== undefined) return usage(`Unexpected: ${value}`);
      return { kind: 'show', email };
    default:
      return usage(`Unknown command "${command}".`);
  }
}

async function describe(db: Db, userId: number, email: string, now: Date, settings: PlanSettings) {
  const plan = await planOf(db, userId, now, settings);
  const row = await findPlanRowByEmail(db, email);
  const trial =
    plan.is_trial && plan.trial_ends_at ? `, trial ends ${longDate(new Date(plan.trial_ends_at))}` : '';
  const renewal = plan.renews_at
    ? `; next allowance ${plan.monthly_credits} credits on ${longDate(new Date(plan.renews_at))}`
    : '';
  return `${email}: ${plan.name}${trial}; balance ${row?.credits ?? 0} credits${renewal}.`;
}

/** Runs a parsed command against the database the server uses. */
export async function runOperatorCommand(
  db: Db,
  command: OperatorCommand,
  now: Date,
  settings: PlanSettings,
): Promise<CommandOutcome> {
  const account = await findPlanRowByEmail(db, command.email);
  if (!account) return { exitCode: 1, message: `No account has the e-mail address ${command.email}.` };
  const email = account.email;
  switch (command.kind) {
    case 'grant': {
      const balance = await grantCredits(db, account.id, command.credits, 'operator_grant', {
        by: 'operator',
      });
      return { exitCode: 0, message: `Granted ${command.credits} credits to ${email}; balance ${balance}.` };
    }
    case 'set-plan': {
      await setPlan(db, account.id, command.plan, { renewsAt: null, source: 'operator', now, settings });
      return {
        exitCode: 0,
        message: `${PLANS[command.plan].name} plan set. ${await describe(db, account.id, email, now, settings)}`,
      };
    }
    case 'show':
      return { exitCode: 0, message: await describe(db, account.id, email, now, settings) };
  }
}
