/**
 * Writes `apps/web/src/i18n/sharedTexts.ts`: every fixed English text the web app shows that is written in
 * the shared package or sent by the server, as a catalogue message whose id is the English text itself, so
 * `tr(text)` finds its translation. Run by `npm run i18n:extract` before `lingui extract`; a unit test fails
 * when the file is behind the sources.
 *
 * What it collects:
 * - from every module of `packages/shared/src` (imported): each `messages` / `*Messages` object (its texts;
 *   a function of numbers becomes a template such as 'Max length is {0} symbols'), and every `label`,
 *   `title`, `section` and `message` inside plain objects and arrays it exports (list descriptors' fields and
 *   columns, settings records and lists, week days, content languages…), plus the permission catalogue's
 *   section and permission names;
 * - from the sources of the API and the shared package (parsed): the literal messages of the error and
 *   success helpers (`badRequest('…')`, `notFound('…')`, `new AppError(409, '…')`, `ok('…')`…, with the
 *   field messages of their object arguments and the constants they name), `message: '…'` properties,
 *   `*Message` constants and `.refine(…, '…')` messages.
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { pathToFileURL } from 'node:url';
import ts from 'typescript-js';

const root = join(import.meta.dirname, '..');
const sharedSrc = join(root, 'packages/shared/src');
const apiSrc = join(root, 'apps/api/src');
export const sharedTextsFile = join(root, 'apps/web/src/i18n/sharedTexts.ts');

/** Keys whose string values are texts a person reads, wherever they sit in a shared registry. */
const textKeys = new Set(['label', 'title', 'section', 'message']);
/** Registries (by export) and parts of them (by property) whose texts sit under other keys. */
const extraKeys: Record<string, readonly string[]> = { catalogue: ['name'], choices: ['name'] };
/** The error and success helpers of the API whose literal arguments reach the client. */
const answerHelpers = new Set([
  'badRequest',
  'notFound',
  'conflict',
  'forbidden',
  'unauthorized',
  'tooMany',
  'ok',
]);
/** Files whose texts never reach the web app (start-up configuration errors). */
const skippedFiles = new Set([join(apiSrc, 'config.ts')]);

const tsFiles = (dir: string) =>
  readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.ts') && !file.endsWith('.d.ts'))
    .map((file) => join(dir, file))
    .filter((file) => !skippedFiles.has(file))
    .sort();

/** A text worth translating: words, not a key, a path or a pattern. */
const isText = (value: string) =>
  /[A-Za-z]{2}/.test(value) &&
  !/^[a-z0-9_.:/-]+$/.test(value) &&
  value.trim() === value &&
  value.length <= 500;

/** A label of a registry may be one lowercase word ('trips', named inside a message), never a key. */
const isLabel = (value: string) => isText(value) || /^[a-z]{2,}$/.test(value);

const isPlain = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' &&
  value !== null &&
  (Array.isArray(value) || [Object.prototype, null].includes(Object.getPrototypeOf(value)));

/**
 * Values no message holds by chance: a function of values called with them shows where its values go. Two
 * sets of words (one starting with a vowel) and one of numbers must give the same template, so a message
 * that changes with its values ('a trip', 'an invoice') is not one.
 */
const sentinelSets: readonly (readonly (string | number)[])[] = [
  [7_301_931, 7_302_947, 7_303_967, 7_304_987],
  ['qzxv0', 'qzxv1', 'qzxv2', 'qzxv3'],
  ['aqzx0', 'aqzx1', 'aqzx2', 'aqzx3'],
];

function templateWith(
  fn: (...args: unknown[]) => unknown,
  values: readonly (string | number)[],
): string | null {
  let out: unknown;
  try {
    out = fn(...values);
  } catch {
    return null;
  }
  if (typeof out !== 'string' || /[{}]/.test(out)) return null;
  let template = out;
  for (const [i, value] of values.entries()) {
    const parts = template.split(String(value));
    if (parts.length !== 2) return null;
    template = parts.join(`{${i}}`);
  }
  return template;
}

/** 'Max length is {0} symbols' from `(n) => \`Max length is ${n} symbols\``, or null when it is not that simple. */
function templateOf(fn: (...args: unknown[]) => unknown): string | null {
  const count = fn.length;
  if (count < 1 || count > sentinelSets[0].length) return null;
  const templates = new Set(sentinelSets.map((set) => templateWith(fn, set.slice(0, count))));
  const [template] = templates;
  return templates.size === 1 && template && isText(template.replace(/\{\d\}/g, 'x')) ? template : null;
}

interface Found {
  texts: Set<string>;
  templates: Set<string>;
  /** Messages built from values that cannot become a template: they stay in English. */
  untranslatable: Set<string>;
}

function walk(value: unknown, keys: ReadonlySet<string>, found: Found, seen: Set<unknown>, depth = 0) {
  if (!isPlain(value) || seen.has(value) || depth > 8) return;
  seen.add(value);
  for (const [key, item] of Object.entries(value)) {
    if (typeof item === 'string' && keys.has(key) && isLabel(item)) found.texts.add(item);
    else walk(item, extraKeys[key] ? new Set([...keys, ...extraKeys[key]]) : keys, found, seen, depth + 1);
  }
}

function messagesObject(name: string, value: unknown, found: Found, where: string) {
  if (!isPlain(value) || Array.isArray(value)) return;
  for (const [key, item] of Object.entries(value)) {
    if (typeof item === 'string' && isText(item)) found.texts.add(item);
    if (typeof item === 'function') {
      const template = templateOf(item as (...args: unknown[]) => unknown);
      if (template) found.templates.add(template);
      else found.untranslatable.add(`${where} ${name}.${key}`);
    }
  }
}

async function fromSharedModules(found: Found) {
  for (const file of tsFiles(sharedSrc)) {
    const module = (await import(pathToFileURL(file).href)) as Record<string, unknown>;
    const where = relative(root, file);
    for (const [name, value] of Object.entries(module)) {
      if (name === 'messages' || name.endsWith('Messages')) messagesObject(name, value, found, where);
      else walk(value, new Set([...textKeys, ...(extraKeys[name] ?? [])]), found, new Set());
    }
  }
}

/** The text of a string literal without substitutions, else null. */
const literal = (node: ts.Node | undefined) =>
  node && (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) ? node.text : null;

function fromSources(found: Found) {
  const files = [...tsFiles(apiSrc), ...tsFiles(sharedSrc)].map((file) =>
    ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.ES2022, true),
  );
  // Constants a helper may be handed by name (`conflict(staleListMessage)`), across files.
  const constants = new Map<string, Set<string>>();
  const add = (text: string | null) => {
    if (text !== null && isText(text)) found.texts.add(text);
  };
  const argument = (node: ts.Expression) => {
    add(literal(node));
    if (ts.isIdentifier(node)) for (const text of constants.get(node.text) ?? []) add(text);
    if (ts.isObjectLiteralExpression(node))
      for (const property of node.properties)
        if (ts.isPropertyAssignment(property)) add(literal(property.initializer));
  };
  for (const source of files) {
    const visit = (node: ts.Node) => {
      if (ts.isVariableDeclaration(node) && ts.isIdentifier(node.name)) {
        const text = literal(node.initializer);
        if (text !== null)
          constants.set(node.name.text, (constants.get(node.name.text) ?? new Set()).add(text));
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  for (const source of files) {
    const api = source.fileName.startsWith(apiSrc);
    const visit = (node: ts.Node) => {
      if (api && ts.isCallExpression(node) && ts.isIdentifier(node.expression)) {
        if (answerHelpers.has(node.expression.text)) node.arguments.forEach(argument);
      }
      if (
        api &&
        ts.isNewExpression(node) &&
        ts.isIdentifier(node.expression) &&
        node.expression.text === 'AppError'
      )
        node.arguments?.forEach(argument);
      if (ts.isCallExpression(node) && ts.isPropertyAccessExpression(node.expression)) {
        if (node.expression.name.text === 'refine') add(literal(node.arguments[1]));
      }
      if (ts.isPropertyAssignment(node) && ts.isIdentifier(node.name) && node.name.text === 'message')
        add(literal(node.initializer));
      if (ts.isVariableDeclaration(node) && ts.isIdentifier(node.name) && /message$/i.test(node.name.text))
        add(literal(node.initializer));
      if (ts.isParameter(node) && ts.isIdentifier(node.name) && node.name.text === 'message')
        add(literal(node.initializer));
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
}

/** Every text and template, sorted, with the messages that stay in English. */
export async function collectSharedTexts() {
  const found: Found = { texts: new Set(), templates: new Set(), untranslatable: new Set() };
  await fromSharedModules(found);
  fromSources(found);
  // A text holding braces would read as a placeholder in the catalogue: it stays in English.
  for (const text of found.texts)
    if (/[{}]/.test(text)) {
      found.texts.delete(text);
      found.untranslatable.add(text);
    }
  const sorted = (set: Set<string>) => [...set].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
  return {
    texts: sorted(found.texts),
    templates: sorted(found.templates),
    untranslatable: sorted(found.untranslatable),
  };
}

/** A string literal as the formatter writes it: single quotes unless the text holds more of them. */
function quoted(text: string) {
  const escapedText = text.replaceAll('\\', '\\\\');
  const double = text.split("'").length > text.split('"').length;
  return double ? `"${escapedText.replaceAll('"', '\\"')}"` : `'${escapedText.replaceAll("'", "\\'")}'`;
}

const lineWidth = 110;

/** A catalogue entry, on one line when it fits (as the formatter would write it). */
function entry(text: string) {
  const line = `  msg({ id: ${quoted(text)}, message: ${quoted(text)} }),`;
  if (line.length <= lineWidth) return line;
  // A key longer than the indent moves a value that does not fit to the next line; `id` never does.
  const message = `    message: ${quoted(text)},`;
  const messageLines = message.length <= lineWidth ? message : `    message:\n      ${quoted(text)},`;
  return ['  msg({', `    id: ${quoted(text)},`, messageLines, '  }),'].join('\n');
}

/** The generated module, as it must read. */
export async function renderSharedTexts(): Promise<string> {
  const { texts, templates } = await collectSharedTexts();
  return [
    '// Generated by tools/shared-texts.ts (npm run i18n:extract): do not edit.',
    "import { msg } from '@lingui/core/macro';",
    '',
    '/** Fixed English texts of the shared package and the API, translated by `tr()` (their id is the text). */',
    'export const sharedTexts = [',
    ...texts.map(entry),
    '];',
    '',
    '/** Messages with values inside (`{0}`, `{1}`…): `tr()` matches a text against each and fills in the values. */',
    'export const sharedTemplates: readonly string[] = [',
    ...templates.map((text) => `  ${quoted(text)},`),
    '];',
    '',
    'export const sharedTemplateMessages = [',
    ...templates.map(entry),
    '];',
    '',
  ].join('\n');
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  writeFileSync(sharedTextsFile, await renderSharedTexts());
  const { texts, templates, untranslatable } = await collectSharedTexts();
  console.log(`${relative(root, sharedTextsFile)}: ${texts.length} texts, ${templates.length} templates`);
  if (process.argv.includes('--verbose'))
    for (const text of untranslatable) console.log(`stays in English: ${text}`);
}
