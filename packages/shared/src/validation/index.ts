export { limits, messages } from './messages.ts';
export { integer, integerParam, money, quantity, rowId, rowIdParam } from './numbers.ts';
export { int4Max, moneyMax } from './ranges.ts';
export type { Rule } from './rules.ts';
export * as rules from './rules.ts';
export { firstLines, isStorableText, passwordProblems, validate } from './rules.ts';
export { fields, ruled, text } from './zod.ts';
