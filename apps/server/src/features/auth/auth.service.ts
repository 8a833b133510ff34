import type { SignupBody, User } from '@quizwise/contract';
import type { AppConfig } from '../../config/env.js';
import type { Db } from '../../db/client.js';
import { errors } from '../../lib/errors.js';
import type { RateLimiter } from '../../lib/rate-limiter.js';
import { burnVerifyTime, hashPassword, passwordProblems, verifyPassword } from './password.js';
import { findUserByEmail, insertUserWithCredits, type CallerRow, type UserRow } from './users.repository.js';
import type { AuthUser } from './auth-user.js';
import { startingPlan } from '../plans/starting-plan.js';
import type { PlanSettings } from '../plans/plan-rules.js';

const FAILED_LOGIN_WINDOW_SECONDS = 15 * 60;

export interface AuthLimits {
  perAddressPerMinute: number;
  /** Failed log-ins per account and address in the 15-minute window. */
  failedLoginsPerAccount: number;
}

export function authLimitsOf(config: AppConfig): AuthLimits {
  return {
    perAddressPerMinute: config.AUTH_RATE_LIMIT,
    failedLoginsPerAccount: config.LOGIN_FAILURES_PER_ACCOUNT,
  };
}

/** The user as the API shows it (presenter: exactly these fields leave the server). */
export function presentUser(user: UserRow | AuthUser): User {
  return {
    id: user.id,
    email: user.email,
    name: user.name,
    credits: user.credits,
    plan: user.plan as User['plan'],
    trial_ends_at: user.trialEndsAt ? user.trialEndsAt.toISOString() : null,
    date_joined: user.dateJoined.toISOString(),
    account_role: user.accountRole === 'student' || user.accountRole === 'teacher' ? user.accountRole : null,
  };
}

export function toAuthUser(row: CallerRow, via: AuthUser['via']): AuthUser {
  return {
    id: row.id,
    email: row.email,
    name: row.name,
    credits: row.credits,
    plan: row.plan as AuthUser['plan'],
    trialEndsAt: row.trialEndsAt,
    planRenewsAt: row.planRenewsAt,
    dateJoined: row.dateJoined,
    isStaff: row.isStaff,
    accountRole: row.accountRole,
    via,
  };
}

/** Sign-up, log-in and failed Basic share one per-address budget, counted outside the process. */
export async function checkAddressLimit(limiter: RateLimiter, ip: string, limits: AuthLimits): Promise<void> {
  const state = await limiter.hit(`auth:ip:${ip}`, 60);
  if (state.count > limits.perAddressPerMinute) throw errors.throttled(state.retryAfter);
}

/**
 * Creates an account on the install's starting plan (the 14-day Professional trial unless DEFAULT_PLAN
 * says otherwise) with its starting credits. The unique index on e-mail settles races: the loser gets
 * the same 400 as a plain duplicate.
 */
export async function signUp(
  db: Db,
  body: SignupBody,
  start: { now: Date; settings: PlanSettings },
): Promise<UserRow> {
  const problems = passwordProblems(body.password, { email: body.email, name: body.name ?? '' });
  if (problems.length > 0) throw errors.validation({ password: problems });
  const taken = await findUserByEmail(db, body.email);
  if (taken) throw errors.field('email', 'A user with that email already exists.');
  const user = await insertUserWithCredits(db, {
    email: body.email,
    name: body.name ?? '',
    passwordHash: await hashPassword(body.password),
    ...startingPlan(start.now, start.settings),
    accountRole: body.account_role ?? null,
    utmSource: body.utm_source || null,
    utmId: body.utm_id || null,
  });
  if (!user) throw errors.field('email', 'A user with that email already exists.');
  return user;
}

/** A distributed guess at one account must reach this many failures times the per-pair ceiling. */
const ACCOUNT_CEILING_FACTOR = 10;

export interface CredentialAttempt {
  email: string;
  password: string;
  /** The caller's address (after TRUST_PROXY), which the per-address counts use. */
  ip: string;
}

function failureKeys(email: string, ip: string): { pair: string; account: string } {
  return { pair: `auth:fail:${email}|${ip}`, account: `auth:fail:${email}` };
}

/**
 * The one credential check behind the log-in form and HTTP Basic, so both share every limit:
 * the per-address budget (the form counts every try, Basic its failures, as a Basic client
 * authenticates each request), failures per account *and* address (a flood from elsewhere does not
 * lock the owner out), and a far higher ceiling per account for guesses spread over many addresses.
 * Past any of them the answer is 429 with Retry-After, whatever the password.
 */
async function checkCredentials(
  db: Db,
  limiter: RateLimiter,
  attempt: CredentialAttempt,
  limits: AuthLimits,
  via: 'form' | 'basic',
): Promise<UserRow | null> {
  const email = attempt.email.trim().toLowerCase();
  const addressKey = `auth:ip:${attempt.ip}`;
  const address = via === 'form' ? await limiter.hit(addressKey, 60) : await limiter.peek(addressKey, 60);
  if (address.count > limits.perAddressPerMinute) throw errors.throttled(address.retryAfter);
  const keys = failureKeys(email, attempt.ip);
  const pair = await limiter.peek(keys.pair, FAILED_LOGIN_WINDOW_SECONDS);
  if (pair.count >= limits.failedLoginsPerAccount) throw errors.throttled(pair.retryAfter);
  const account = await limiter.peek(keys.account, FAILED_LOGIN_WINDOW_SECONDS);
  if (account.count >= limits.failedLoginsPerAccount * ACCOUNT_CEILING_FACTOR) {
    throw errors.throttled(account.retryAfter);
  }

  const user = await findUserByEmail(db, email);
  const ok = user
    ? await verifyPassword(user.passwordHash, attempt.password)
    : (await burnVerifyTime(attempt.password), false);
  if (user && ok) return user;
  await limiter.hit(keys.pair, FAILED_LOGIN_WINDOW_SECONDS);
  await limiter.hit(keys.account, FAILED_LOGIN_WINDOW_SECONDS);
  if (via === 'basic') await limiter.hit(addressKey, 60);
  return null;
}

/** The log-in form: wrong credentials are a 400 naming no field, as DRF's ObtainAuthToken does. */
export async function logIn(
  db: Db,
  limiter: RateLimiter,
  attempt: CredentialAttempt,
  limits: AuthLimits,
): Promise<UserRow> {
  const user = await checkCredentials(db, limiter, attempt, limits, 'form');
  if (!user) throw errors.nonField('Unable to log in with provided credentials.');
  return user;
}

/** HTTP Basic: the same check and limits as log-in, without starting a session. */
export async function authenticateBasic(
  db: Db,
  limiter: RateLimiter,
  attempt: CredentialAttempt,
  limits: AuthLimits,
): Promise<UserRow> {
  const user = await checkCredentials(db, limiter, attempt, limits, 'basic');
  if (!user) throw errors.badCredentials();
  return user;
}
