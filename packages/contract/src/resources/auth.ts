import { z } from 'zod';
import { defineRoute } from '../lib/route.js';
import { ErrorDetail, ValidationErrorBody, isoDateTime } from '../lib/common.js';
import {
  EMAIL_MAX_LENGTH,
  NAME_MAX_LENGTH,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
} from '../lib/limits.js';

export const Plan = z.enum(['professional_trial', 'free', 'professional']);

/** What the person said they are at sign-up; shapes their first screen. Null for older accounts. */
export const AccountRole = z.enum(['student', 'teacher']);
export type AccountRole = z.infer<typeof AccountRole>;

export const User = z.object({
  id: z.number().int(),
  email: z.string(),
  name: z.string(),
  credits: z.number().int(),
  plan: Plan,
  trial_ends_at: isoDateTime.nullable(),
  date_joined: isoDateTime,
  account_role: AccountRole.nullable(),
});
export type User = z.infer<typeof User>;

const email = z
  .string()
  .trim()
  .toLowerCase()
  .max(EMAIL_MAX_LENGTH, `Ensure this field has no more than ${EMAIL_MAX_LENGTH} characters.`)
  .pipe(z.email('Enter a valid email address.'));

export const SignupBody = z.object({
  email,
  password: z
    .string()
    .min(
      PASSWORD_MIN_LENGTH,
      `This password is too short. It must contain at least ${PASSWORD_MIN_LENGTH} characters.`,
    )
    .max(PASSWORD_MAX_LENGTH, `Ensure this field has no more than ${PASSWORD_MAX_LENGTH} characters.`),
  name: z.string().trim().max(NAME_MAX_LENGTH).optional(),
  /** "I'm a student" / "I'm a teacher" (the sign-up page requires it; API clients may leave it out). */
  account_role: AccountRole.optional(),
  /** Marketing attribution carried over from the landing page (localStorage qw_utm_*). */
  utm_source: z.string().trim().max(200).optional(),
  utm_id: z.string().trim().max(200).optional(),
});
export type SignupBody = z.infer<typeof SignupBody>;

export const LoginBody = z.object({
  email: z.string().trim().toLowerCase().max(EMAIL_MAX_LENGTH),
  password: z.string().max(PASSWORD_MAX_LENGTH),
});
export type LoginBody = z.infer<typeof LoginBody>;

const authErrors = { 400: ValidationErrorBody, 403: ErrorDetail, 429: ErrorDetail } as const;

export const authRoutes = {
  authSignup: defineRoute({
    operationId: 'authSignup',
    method: 'POST',
    path: '/api/auth/signup/',
    tag: 'Auth',
    summary: 'Create an account and start a session (14-day Professional trial, 10 credits)',
    access: 'anonymous',
    csrf: 'always',
    body: SignupBody,
    responses: { 201: User, ...authErrors },
  }),
  authLogin: defineRoute({
    operationId: 'authLogin',
    method: 'POST',
    path: '/api/auth/login/',
    tag: 'Auth',
    summary: 'Log in with e-mail and password and start a session',
    access: 'anonymous',
    csrf: 'always',
    body: LoginBody,
    responses: { 200: User, ...authErrors },
  }),
  authLogout: defineRoute({
    operationId: 'authLogout',
    method: 'POST',
    path: '/api/auth/logout/',
    tag: 'Auth',
    summary: 'End the current session server-side',
    access: 'user',
    responses: { 204: null, 403: ErrorDetail },
    responseKind: 'void',
  }),
  authMe: defineRoute({
    operationId: 'authMe',
    method: 'GET',
    path: '/api/auth/me/',
    tag: 'Auth',
    summary: 'The signed-in user',
    access: 'user',
    responses: { 200: User, 403: ErrorDetail },
  }),
} as const;
