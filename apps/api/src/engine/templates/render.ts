import { isKnownName, type TemplateData } from '@trips/shared/templates/examples';
import { emailTemplateMessages as m } from '@trips/shared/templates/messages';
import type { RenderedEmail } from '@trips/shared/templates/rendered';
import type { TemplateVariable } from '@trips/shared/templates/variables';
import { email as emailRule } from '@trips/shared/validation/rules';
import type { Liquid } from 'liquidjs';
import { plainTextOf, prepareBody } from './html-text.ts';
import { htmlEngine, LANG_KEY, textEngine } from './liquid.ts';
import { problemOf } from './problems.ts';
import { sanitizeHtml } from './sanitize.ts';
import { tidyBody, tidyLine } from './tidy.ts';

/** What staff write: the body is HTML, the rest plain text; each may use the template's variables. */
export interface TemplateTexts {
  subject: string;
  body: string;
  from: string;
  cc: string;
  bcc: string;
  reply_to: string;
}
type Field = keyof TemplateTexts;
/** What is wrong, by field, each message naming its line. */
export type TemplateProblems = Partial<Record<Field, string>>;

export type { RenderedEmail };

const fields: Field[] = ['subject', 'body', 'from', 'cc', 'bcc', 'reply_to'];
const addressFields = ['cc', 'bcc', 'reply_to'] as const;
const MAX_OUTPUT = 2_000_000;

const engineOf = (field: Field): Liquid => (field === 'body' ? htmlEngine : textEngine);
const sourceOf = (texts: TemplateTexts, field: Field) =>
  field === 'body' ? prepareBody(texts.body) : texts[field];

/** The names a text uses that are not variables of its template, with their lines; a syntax error first. */
function checkOne(engine: Liquid, source: string, variables: readonly TemplateVariable[]): string | null {
  try {
    const { globals } = engine.analyzeSync(engine.parse(source));
    for (const uses of Object.values(globals)) {
      for (const use of uses) {
        const path = use.segments.filter((s): s is string => typeof s === 'string');
        const name = path.join('.');
        if (!isKnownName(name, variables)) return m.unknownVariable(use.location.row, name);
      }
    }
    return null;
  } catch (error) {
    return problemOf(error);
  }
}

/** Reads every text without rendering: syntax errors and unknown variables, each on its field. */
export function checkTexts(texts: TemplateTexts, variables: readonly TemplateVariable[]): TemplateProblems {
  const problems: TemplateProblems = {};
  for (const field of fields) {
    const problem = checkOne(engineOf(field), sourceOf(texts, field), variables);
    if (problem) problems[field] = problem;
  }
  const { removed } = sanitizeHtml(texts.body);
  if (!problems.body && removed.length > 0) problems.body = m.notAllowedHtml(removed.join(', '));
  return problems;
}

const oneLine = (text: string) => text.replace(/[\r\n]+/g, ' ').trim();
const addressesOf = (text: string) =>
  text
    .split(/[,;]/)
    .map((part) => part.trim())
    .filter(Boolean);

/** Renders every text with `context`; a failure (the limits, a bad address) is a problem on its field. */
export async function renderTexts(
  texts: TemplateTexts,
  context: TemplateData,
): Promise<{ email: RenderedEmail } | { problems: TemplateProblems }> {
  const out = {} as Record<Field, string>;
  const problems: TemplateProblems = {};
  for (const field of fields) {
    try {
      out[field] = await engineOf(field).parseAndRender(sourceOf(texts, field), context);
      if (out[field].length > MAX_OUTPUT) problems[field] = m.tooHeavy(1);
    } catch (error) {
      problems[field] = problemOf(error);
    }
  }
  for (const field of addressFields) {
    if (!problems[field] && addressesOf(out[field]).some((a) => emailRule(a) !== null)) {
      problems[field] = m.addresses;
    }
  }
  if (Object.keys(problems).length > 0) return { problems };
  // A value left empty leaves no label alone and no greeting without its name (tidy.ts).
  const lang = typeof context[LANG_KEY] === 'string' ? context[LANG_KEY] : 'en';
  // A text saved before the allow-list, or markup a value's filters built, leaves as an email may.
  const html = sanitizeHtml(tidyBody(out.body, lang)).html;
  return {
    email: {
      subject: tidyLine(oneLine(out.subject)),
      html,
      text: plainTextOf(html),
      from: oneLine(out.from),
      cc: addressesOf(out.cc),
      bcc: addressesOf(out.bcc),
      reply_to: addressesOf(out.reply_to),
    },
  };
}
