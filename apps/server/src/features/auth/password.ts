import { hash, verify } from '@node-rs/argon2';
import * as commonLanguage from '@zxcvbn-ts/language-common';
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

/** As Django's CommonPasswordValidator: the 20,000 commonest of a maintained, ranked list. */
const COMMON_PASSWORD_COUNT = 20_000;
let commonPasswords: Set<string> | undefined;
function isCommon(password: string): boolean {
  commonPasswords ??= new Set(
    commonLanguage.dictionary['passwords-common']
      .slice(0, COMMON_PASSWORD_COUNT)
      .map((entry) => entry.toLowerCase()),
  );
  return commonPasswords.has(password.trim().toLowerCase());
}

/**
 * Python's SequenceMatcher.quick_ratio, which Django's UserAttributeSimilarityValidator uses: the
 * share of characters the two strings have in common, counted with repeats.
 */
function quickRatio(a: string, b: string): number {
  if (a.length + b.length === 0) return 0;
  const counts = new Map<string, number>();
  for (const char of b) counts.set(char, (counts.get(char) ?? 0) + 1);
  let matches = 0;
  for (const char of a) {
    const left = counts.get(char) ?? 0;
    if (left > 0) {
      matches += 1;
      counts.set(char, left - 1);
    }
  }
  return (2 * matches) / (a.length + b.length);
}

const MAX_SIMILARITY = 0.7;

/** Equal or close to the attribute or any of its words (Django splits on non-word characters). */
function tooSimilar(password: string, attribute: string): boolean {
  const value = attribute.toLowerCase();
  if (value.length === 0) return false;
  const parts = [value, ...value.split(/\W+/).filter((part) => part.length >= 3)];
  // Like Django, a password far longer than the attribute is not compared (it cannot be "close").
  return parts.some(
    (part) =>
      password === part ||
      (password.length < part.length * 10 && quickRatio(password, part) >= MAX_SIMILARITY) ||
      (part.length >= 4 && password.includes(part) && part.length * 2 >= password.length),
  );
}

/** Django-like password rules; returns the messages for the `password` field (empty when fine). */
export function passwordProblems(password: string, attributes: { email: string; name?: string }): string[] {
  const problems: string[] = [];
  if (password.length < PASSWORD_MIN_LENGTH) {
    problems.push(`This password is too short. It must contain at least ${PASSWORD_MIN_LENGTH} characters.`);
  }
  if (isCommon(password)) problems.push('This password is too common.');
  if (/^\d+$/.test(password)) problems.push('This password is entirely numeric.');
  const lowered = password.toLowerCase();
  if (tooSimilar(lowered, attributes.email)) problems.push('The password is too similar to the email.');
  else if (attributes.name && tooSimilar(lowered, attributes.name)) {
    problems.push('The password is too similar to the name.');
  }
  return problems;
}
