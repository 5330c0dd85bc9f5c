import { z } from 'zod';
import { limits, messages } from './messages.ts';
import * as rules from './rules.ts';
import { isStorableText, type Rule, validate } from './rules.ts';

/**
 * Text a column or a JSON value can hold: no NUL, no unpaired surrogate. Every string a request carries
 * is one; the check aborts the others so the text is reported once, with the shared message.
 */
export const text = (params?: Parameters<typeof z.string>[0]) =>
  z.string(params).refine(isStorableText, { message: messages.notAllowedCharacters, abort: true });

/** Turns the shared rules into a text schema, so the server reports the same messages as the forms. */
export function ruled(...list: Rule[]) {
  return text({ error: messages.required }).superRefine((value, ctx) => {
    const problem = validate(value, ...list);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  });
}

export const fields = {
  signInEmail: () => ruled(rules.required, rules.email, rules.maxLength(limits.signInEmail)),
  email: (max: number = limits.user) => ruled(rules.required, rules.email, rules.maxLength(max)),
  requiredText: (max: number = limits.user) => ruled(rules.required, rules.onlySpaces, rules.maxLength(max)),
  optionalText: (max: number = limits.user) => ruled(rules.maxLength(max)),
  password: () => ruled(rules.required, rules.password),
  requiredSecret: (max: number = limits.auth) => ruled(rules.required, rules.maxLength(max)),
  phone: () => ruled(rules.phone, rules.maxLength(limits.user)),
};
