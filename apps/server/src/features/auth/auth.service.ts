import { SIGNUP_CREDITS, TRIAL_DAYS, type LoginBody, type SignupBody, type User } from '@quizwise/contract';
import type { Db } from '../../db/client.js';
import { errors } from '../../lib/errors.js';
import type { RateLimiter } from '../../lib/rate-limiter.js';
import { burnVerifyTime, hashPassword, passwordProblems, verifyPassword } from './password.js';
import { findUserByEmail, insertUserWithCredits, type UserRow } from './users.repository.js';
import type { AuthUser } from './auth-user.js';

const DAY_MS = 24 * 60 * 60 * 1000;
const FAILED_LOGIN_WINDOW_SECONDS = 15 * 60;

export interface AuthLimits {
  perAddressPerMinute: number;
  failedLoginsPerAccount: number;
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
  };
}

export function toAuthUser(row: UserRow, via: AuthUser['via']): AuthUser {
  return {
    id: row.id,
    email: row.email,
    name: row.name,
    credits: row.credits,
    plan: row.plan as AuthUser['plan'],
    trialEndsAt: row.trialEndsAt,
    dateJoined: row.dateJoined,
    isStaff: row.isStaff,
    via,
  };
}

/** Sign-up and log-in share one per-address budget, counted outside the process. */
export async function checkAddressLimit(limiter: RateLimiter, ip: string, limits: AuthLimits): Promise<void> {
  const state = await limiter.hit(`auth:ip:${ip}`, 60);
  if (state.count > limits.perAddressPerMinute) throw errors.throttled(state.retryAfter);
}

/**
 * Creates an account on the 14-day Professional trial with the starting credits. The unique index
 * on e-mail settles races: the loser gets the same 400 as a plain duplicate.
 */
export async function signUp(db: Db, body: SignupBody): Promise<UserRow> {
  const problems = passwordProblems(body.password, body.email);
  if (problems.length > 0) throw errors.validation({ password: problems });
  const taken = await findUserByEmail(db, body.email);
  if (taken) throw errors.field('email', 'A user with that email already exists.');
  const user = await insertUserWithCredits(db, {
    email: body.email,
    name: body.name ?? '',
    passwordHash: await hashPassword(body.password),
    credits: SIGNUP_CREDITS,
    plan: 'professional_trial',
    trialEndsAt: new Date(Date.now() + TRIAL_DAYS * DAY_MS),
    utmSource: body.utm_source || null,
    utmId: body.utm_id || null,
  });
  if (!user) throw errors.field('email', 'A user with that email already exists.');
  return user;
}

/**
 * Checks e-mail and password. Failed attempts are counted per account; past the limit the account
 * answers 429 for the rest of the window, whatever the password.
 */
export async function logIn(
  db: Db,
  limiter: RateLimiter,
  body: LoginBody,
  limits: AuthLimits,
): Promise<UserRow> {
  const failureKey = `auth:fail:${body.email}`;
  const failures = await limiter.peek(failureKey, FAILED_LOGIN_WINDOW_SECONDS);
  if (failures.count >= limits.failedLoginsPerAccount) throw errors.throttled(failures.retryAfter);
  const user = await findUserByEmail(db, body.email);
  const ok = user
    ? await verifyPassword(user.passwordHash, body.password)
    : (await burnVerifyTime(body.password), false);
  if (!user || !ok) {
    await limiter.hit(failureKey, FAILED_LOGIN_WINDOW_SECONDS);
    throw errors.nonField('Unable to log in with provided credentials.');
  }
  return user;
}

/** HTTP Basic: the same check as log-in, without starting a session. */
export async function authenticateBasic(db: Db, email: string, password: string): Promise<UserRow | null> {
  const user = await findUserByEmail(db, email.trim().toLowerCase());
  if (!user) {
    await burnVerifyTime(password);
    return null;
  }
  return (await verifyPassword(user.passwordHash, password)) ? user : null;
}
