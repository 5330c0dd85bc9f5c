/**
 * Finds English sentences the API writes for a person outside the catalogues: a string or template literal
 * that reads as a sentence ('Fill in the client id…', `Call ${name} to book…`) where it reaches a reader (a
 * property such as `subject`, `message` or `title`, an error helper's argument, `new …Error(…)`), and that
 * `npm run i18n:extract` (tools/shared-texts.ts) does not put in the catalogue. Such a text reads in English
 * whatever the reader's language; it belongs in a shared `*Messages` object or an error helper's literal.
 *
 * Left out: tests, migrations (SQL), the demo seeds (data typed in the demo's language, DEMO_LANGUAGE),
 * start-up configuration errors, log calls, and the API's own documentation (route summaries and
 * descriptions, which readers of the API read in English).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript-js';
import { collectSharedTexts } from './shared-texts.ts';

const root = join(import.meta.dirname, '..');
const apiSrc = join(root, 'apps/api/src');

/** Folders and files whose texts are not written for a reader of the app. */
const skipped = [/\.test\.ts$/, /\.d\.ts$/, /^db\/migrations\//, /^db\/seed\//, /^config\.ts$/];

/** Properties whose text a person reads (a task's subject, a notification's title, an email's content…). */
const readProperties = new Set([
  'content',
  'subject',
  'message',
  'title',
  'label',
  'text',
  'reason',
  'heading',
  'body',
  'detail',
]);
/** The API's error and success helpers: their arguments are answered to the client and shown. */
const helpers = new Set(['badRequest', 'notFound', 'conflict', 'forbidden', 'unauthorized', 'tooMany', 'ok']);
/** Receivers of log calls: what they write is for whoever runs the server. */
const loggers = /^(log|logger|console|app\.log|request\.log|req\.log|fastify\.log|server\.log|this\.log)$/;

export interface Sentence {
  /** `apps/api/src/…:line` */
  where: string;
  text: string;
}

/** A literal's text with each `${…}` as {0}, {1}… (as the catalogue writes a template), else null. */
function textOf(node: ts.Node): string | null {
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return node.text;
  if (ts.isTemplateExpression(node))
    return node.head.text + node.templateSpans.map((span, i) => `{${i}}${span.literal.text}`).join('');
  return null;
}

/**
 * Reads as a sentence for a person: two words or more, starting with a capital letter and a lowercase
 * word, or ending as a sentence ends; not SQL, a path, a key, a header or a format.
 */
export function readsAsSentence(text: string): boolean {
  const words = text.replace(/\{\d\}/g, ' ').match(/[A-Za-zÀ-ÿ]{2,}/g) ?? [];
  if (words.length < 2 || !/\s/.test(text.trim())) return false;
  if (
    /^\s*(select|insert|update|delete|with|create|alter|drop|from|where|and|or|order by|join)\b/i.test(text)
  )
    return false;
  if (/[<>]|\{\w+\}|\$\{|\\n|=>/.test(text.replace(/\{\d\}/g, ''))) return false;
  const capitalised = /^["'“(]?[A-Z][a-z]+[ ,:]/.test(text.trim());
  const ends = /[.!?…]["”)]?$/.test(text.trim());
  return capitalised || ends;
}

const isLogCall = (node: ts.CallExpression) => {
  if (!ts.isPropertyAccessExpression(node.expression)) return false;
  return loggers.test(node.expression.expression.getText());
};

/** Whether a literal reaches a reader, by the nodes above it. */
function reachesReader(node: ts.Node): boolean {
  let child: ts.Node = node;
  for (let parent = node.parent; parent; child = parent, parent = parent.parent) {
    if (ts.isCallExpression(parent)) {
      if (isLogCall(parent)) return false;
      if (!parent.arguments.includes(child as ts.Expression)) return false;
      const callee = parent.expression;
      const name = ts.isIdentifier(callee)
        ? callee.text
        : ts.isPropertyAccessExpression(callee)
          ? callee.name.text
          : '';
      return helpers.has(name);
    }
    if (ts.isNewExpression(parent)) {
      const name = parent.expression.getText();
      return /Error$/.test(name) && (parent.arguments ?? []).some((argument) => argument === child);
    }
    if (ts.isPropertyAssignment(parent)) {
      if (parent.initializer !== child) return false;
      const key = parent.name.getText().replace(/['"]/g, '');
      return readProperties.has(key);
    }
    // A text chosen by a condition or a default (`a ? 'X' : 'Y'`, `x ?? 'Y'`) reaches where the whole goes.
    const passesThrough =
      ts.isConditionalExpression(parent) ||
      ts.isParenthesizedExpression(parent) ||
      ts.isAsExpression(parent) ||
      (ts.isBinaryExpression(parent) &&
        (parent.operatorToken.kind === ts.SyntaxKind.QuestionQuestionToken ||
          parent.operatorToken.kind === ts.SyntaxKind.BarBarToken));
    if (!passesThrough) return false;
  }
  return false;
}

const sourceFiles = () =>
  readdirSync(apiSrc, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.ts') && !skipped.some((pattern) => pattern.test(file)))
    .sort()
    .map((file) => join(apiSrc, file));

/** Every English sentence of the API's sources that reaches a reader and the catalogue does not hold. */
export async function englishSentences(): Promise<Sentence[]> {
  const { texts, templates } = await collectSharedTexts();
  const catalogued = new Set([...texts, ...templates]);
  const found: Sentence[] = [];
  for (const file of sourceFiles()) {
    const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.ES2022, true);
    const visit = (node: ts.Node) => {
      const text = textOf(node);
      if (text !== null && readsAsSentence(text) && !catalogued.has(text) && reachesReader(node)) {
        const { line } = source.getLineAndCharacterOfPosition(node.getStart());
        found.push({ where: `${relative(root, file)}:${line + 1}`, text });
      }
      if (!ts.isTemplateExpression(node)) ts.forEachChild(node, visit);
      else for (const span of node.templateSpans) visit(span.expression);
    };
    visit(source);
  }
  return found;
}
