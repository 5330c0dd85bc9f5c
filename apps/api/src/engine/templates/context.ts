import { nestValues, type TemplateData } from '@trips/shared/templates/examples';
import type { TemplateLanguage } from '@trips/shared/templates/registry';
import type { TemplateVariable } from '@trips/shared/templates/variables';
import { LANG_KEY } from './liquid.ts';

const locales: Record<TemplateLanguage, string> = { en: 'en-GB', es: 'es-ES', de: 'de-DE' };
const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

/** A calendar day as the email's language writes it: '12 May 2027', '12 de mayo de 2027'. */
export function writtenDay(value: string, lang: TemplateLanguage): string {
  if (!ISO_DAY.test(value)) return value;
  const day = new Date(`${value}T00:00:00Z`);
  if (Number.isNaN(day.getTime())) return value;
  return new Intl.DateTimeFormat(locales[lang], { dateStyle: 'long', timeZone: 'UTC' }).format(day);
}

function valueAt(data: unknown, name: string): unknown {
  let node = data;
  for (const key of name.split('.')) {
    if (typeof node !== 'object' || node === null || !Object.hasOwn(node, key)) return undefined;
    node = (node as Record<string, unknown>)[key];
  }
  return node;
}

/**
 * What a template reads: each of its variables taken from `data` (missing ones are empty), dates written
 * out in the template's language. Anything else in `data` is left out.
 */
export function templateContext(
  variables: readonly TemplateVariable[],
  data: unknown,
  lang: TemplateLanguage,
): TemplateData {
  const context = nestValues(variables, (variable) => {
    const value = valueAt(data, variable.name);
    if (typeof value === 'number') return Number.isFinite(value) ? value : '';
    if (typeof value !== 'string') return '';
    return variable.type === 'date' ? writtenDay(value, lang) : value;
  });
  // The language plurals and neutral greetings are written in (see liquid.ts, tidy.ts).
  context[LANG_KEY] = lang;
  return context;
}

/** A real case's values, each variable it lacks (a link, a reminder's number) taken from the examples. */
export const withExamples = (variables: readonly TemplateVariable[], data: unknown): TemplateData =>
  nestValues(variables, (variable) => {
    const value = valueAt(data, variable.name);
    return typeof value === 'string' || typeof value === 'number' ? value : variable.example;
  });

/** The registry's examples as data, for previews and for checking a template before it is saved. */
export const exampleData = (variables: readonly TemplateVariable[]): TemplateData =>
  nestValues(variables, (variable) => variable.example);
