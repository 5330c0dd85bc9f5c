export { limits, messages } from './messages.ts';
export type { Rule } from './rules.ts';
export * as rules from './rules.ts';
export { firstLines, passwordProblems, validate } from './rules.ts';
export { fields, ruled } from './zod.ts';
