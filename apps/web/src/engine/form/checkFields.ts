import { t } from '@lingui/core/macro';
import { messages } from '@trips/shared/validation/messages';
import { finishPhone } from '@trips/shared/validation/phone-mask';
import {
  email,
  maxLength,
  onlySpaces,
  phone,
  required,
  storable,
  validate,
} from '@trips/shared/validation/rules';
import { type FieldSpec, moneyMax, percentOf } from './fieldSpec';

const textKinds = new Set(['text', 'email', 'url', 'tel', 'textarea']);
const empty = (value: unknown) =>
  value === null ||
  value === undefined ||
  value === '' ||
  value === 0 ||
  (Array.isArray(value) && !value.length);

function numberProblem(value: unknown, min: number, max: number): string | null {
  if (value === null || value === undefined) return null;
  if (typeof value !== 'number') return messages.notNumber;
  if (value < min) return min === 0 ? messages.negative : t`must be at least ${min}`;
  if (value > max) return t`must be at most ${max}`;
  return null;
}

/** What is wrong with one field's value by its spec (the shared messages), or null. */
export function fieldProblem(spec: FieldSpec, value: unknown): string | null {
  if (spec.kind === 'phone') {
    const saved = finishPhone(typeof value === 'string' ? value : '');
    return validate(saved, ...(spec.required ? [required] : []), phone, maxLength(spec.max));
  }
  if (textKinds.has(spec.kind) && 'max' in spec) {
    const text = typeof value === 'string' ? value : '';
    const rules = [spec.required ? required : onlySpaces, maxLength(spec.max), storable];
    return validate(text, ...(spec.kind === 'email' ? [...rules, email] : rules));
  }
  if (spec.kind === 'number') return numberProblem(value, spec.min, spec.max);
  if (spec.kind === 'money') return numberProblem(value, 0, moneyMax);
  if (spec.kind === 'percentage')
    return numberProblem(typeof value === 'number' ? percentOf(value) : value, 0, percentOf(spec.max));
  return spec.required && empty(value) ? messages.required : null;
}

/** Every field's problem by key: what a form shows before a round trip. Fields it does not hold are skipped. */
export function checkFields<K extends string>(
  specs: readonly FieldSpec<K>[],
  values: Readonly<Partial<Record<K, unknown>>>,
): Partial<Record<K, string>> {
  const problems: Partial<Record<K, string>> = {};
  for (const spec of specs) {
    if (values[spec.key] === undefined) continue;
    const problem = fieldProblem(spec, values[spec.key]);
    if (problem) problems[spec.key] = problem;
  }
  return problems;
}
