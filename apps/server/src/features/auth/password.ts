import { hash, verify } from '@node-rs/argon2';
import { PASSWORD_MIN_LENGTH } from '@quizwise/contract';

/** argon2id with the library's defaults (≈17 ms a hash here): slow enough for stored passwords. */
export function hashPassword(password: string): Promise<string> {
  return hash(password);
}

export async function verifyPassword(stored: string, password: string): Promise<boolean> {
  try {
    return await verify(stored, password);
  } catch {
    return false;
  }
}

// Verifying against a real hash when the account does not exist keeps log-in timing uniform.
let dummyHash: Promise<string> | undefined;
export async function burnVerifyTime(password: string): Promise<void> {
  dummyHash ??= hash('not-a-real-password-000');
  await verifyPassword(await dummyHash, password);
}

/** Django-like password rules; returns the messages for the `password` field (empty when fine). */
export function passwordProblems(password: string, email: string): string[] {
  const problems: string[] = [];
  if (password.length < PASSWORD_MIN_LENGTH) {
    problems.push(`This password is too short. It must contain at least ${PASSWORD_MIN_LENGTH} characters.`);
  }
  if (/^\d+$/.test(password)) problems.push('This password is entirely numeric.');
  const lowered = password.toLowerCase();
  const local = email.toLowerCase().split('@')[0] ?? '';
  if (lowered === email.toLowerCase() || (local.length >= 4 && lowered.includes(local))) {
    problems.push('The password is too similar to the email.');
  }
  return problems;
}
