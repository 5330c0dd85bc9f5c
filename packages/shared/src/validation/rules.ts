import { limits, messages } from './messages.ts';

/** A rule returns the message of the first problem, or null when the value passes. */
export type Rule = (value: string) => string | null;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;
const CODE = /^[A-Za-z0-9-]+$/;
const PHONE = /^\+[1-9]\d*(?:[ -]?\d+)*$/;
const WEBSITE =
  /^(https?:\/\/)?((([a-z\d]([a-z\d-]*[a-z\d])*)\.)+[a-z]{2,}|((\d{1,3}\.){3}\d{1,3}))(:\d+)?(\/[-a-z\d%_.~+@]*)*(\?[;&a-z\d%_.~+=-]*)?(#[-a-z\d_]*)?$/i;

/** An unpaired UTF-16 surrogate: with the u flag a well-formed pair is one code point and does not match. */
const LONE_SURROGATE = /\p{Cs}/u;

/** Whether PostgreSQL text and JSON can hold the value as it is: no NUL, no lone surrogate. */
export const isStorableText = (v: string): boolean => !v.includes('\u0000') && !LONE_SURROGATE.test(v);

export const storable: Rule = (v) => (isStorableText(v) ? null : messages.notAllowedCharacters);

export const required: Rule = (v) => (v.trim() === '' ? messages.required : null);

/** Required variants that also reject '0', negatives and '-1' (used for pickers whose "none" is 0 or -1). */
export const requiredId: Rule = (v) => {
  if (v.trim() === '') return messages.required;
  const n = Number(v);
  return Number.isFinite(n) && n <= 0 ? messages.required : null;
};

export const onlySpaces: Rule = (v) => (v.length > 0 && v.trim() === '' ? messages.onlySpaces : null);

export const maxLength =
  (n: number): Rule =>
  (v) =>
    v.length > n ? messages.maxLength(n) : null;

export const email: Rule = (v) => (v === '' || EMAIL.test(v) ? null : messages.email);

export const code: Rule = (v) => {
  if (v.trim() === '') return messages.required;
  return CODE.test(v) ? null : messages.code;
};

export const number: Rule = (v) => {
  if (v.trim() === '' || Number(v) === 0) return messages.zeroOrEmpty;
  if (!Number.isFinite(Number(v))) return messages.notNumber;
  return Number(v) < 0 ? messages.negative : null;
};

export const phone: Rule = (v) => (v === '' || PHONE.test(v) ? null : 'Invalid phone number');

export const website: Rule = (v) => (v === '' || WEBSITE.test(v) ? null : 'Invalid website address');

/** Every failing password condition, in the order of the spec's table (the tooltip lists them all). */
export function passwordProblems(v: string): string[] {
  const problems: string[] = [];
  if (/\s/.test(v)) problems.push(messages.passwordWhitespace);
  if (!/[A-Z]/.test(v)) problems.push(messages.passwordUppercase);
  if (!/[a-z]/.test(v)) problems.push(messages.passwordLowercase);
  if (!/\d/.test(v)) problems.push(messages.passwordDigit);
  if (!/[^A-Za-z0-9\s]/.test(v)) problems.push(messages.passwordSymbol);
  if (v.length < limits.passwordMin || v.length > limits.passwordMax) problems.push(messages.passwordLength);
  return problems;
}

export const password: Rule = (v) => (v === '' ? messages.required : (passwordProblems(v)[0] ?? null));

export const mustMatch =
  (other: string): Rule =>
  (v) =>
    v === other ? null : messages.mustMatch;

/** Keeps the first N lines of a textarea value (the profile textarea keeps 6). */
export function firstLines(v: string, n: number = limits.textareaLines): string {
  return v.split('\n').slice(0, n).join('\n');
}

/** Refuses text that cannot be stored whatever the rules, then runs the rules in order: the first message. */
export function validate(value: string, ...rules: Rule[]): string | null {
  for (const rule of [storable, ...rules]) {
    const problem = rule(value);
    if (problem) return problem;
  }
  return null;
}
