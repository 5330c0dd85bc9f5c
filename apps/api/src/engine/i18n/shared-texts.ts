import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { currentReaderLanguage, type ReaderLanguage } from '../../db/reader-language.ts';

/**
 * The server's texts in the reader's language, from the one catalogue that already translates them.
 *
 * Why the web app's catalogue: every fixed English text of the shared package (list descriptors' labels,
 * the `*Messages` objects with their `{0}` templates) is put in the web app's catalogue by
 * `npm run i18n:extract` (tools/shared-texts.ts), and its Spanish is written there once, for the screens.
 * The server reads that same `es.po` instead of keeping a second copy, so an export header, a task subject
 * and a history entry read exactly as the screen beside them does, and a text translated for the screens is
 * translated here too. German has no catalogue: a German reader (a template's language) gets English.
 */
const catalogueFiles: Partial<Record<ReaderLanguage, string>> = {
  es: join(import.meta.dirname, '../../../../web/src/locales/es.po'),
};

/** The quoted strings of a PO entry's keyword (`msgid "…"` and the `"…"` lines after it), unescaped. */
function poString(lines: readonly string[], keyword: string): string | undefined {
  const start = lines.findIndex((l) => l.startsWith(`${keyword} "`));
  if (start < 0) return undefined;
  let text = '';
  for (let i = start; i < lines.length; i++) {
    const line = i === start ? lines[i]!.slice(keyword.length + 1) : lines[i]!;
    if (!line.startsWith('"')) break;
    text += JSON.parse(line) as string;
  }
  return text;
}

/** msgid → msgstr of a PO file; untranslated entries (empty msgstr) and the header are left out. */
export function parsePo(source: string): Map<string, string> {
  const messages = new Map<string, string>();
  for (const entry of source.split(/\r?\n\s*\r?\n/)) {
    const lines = entry.split(/\r?\n/).map((l) => l.trim());
    if (lines.some((l) => l.startsWith('msgctxt '))) continue;
    const id = poString(lines, 'msgid');
    const str = poString(lines, 'msgstr');
    if (id && str) messages.set(id, str);
  }
  return messages;
}

interface Catalogue {
  messages: Map<string, string>;
  /** The messages with values inside ('{0} declined'), each as a pattern catching its values. */
  templates: { template: string; pattern: RegExp }[];
}

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const literalLength = (template: string) => template.replace(/\{\d\}/g, '').length;

const catalogues = new Map<ReaderLanguage, Catalogue | null>();

function catalogueOf(language: ReaderLanguage): Catalogue | null {
  if (catalogues.has(language)) return catalogues.get(language)!;
  const file = catalogueFiles[language];
  const messages = file ? parsePo(readFileSync(file, 'utf8')) : null;
  const catalogue = messages && {
    messages,
    templates: [...messages.keys()]
      .filter((id) => /\{\d\}/.test(id))
      .map((template) => ({
        template,
        pattern: new RegExp(
          `^${template
            .split(/\{\d\}/)
            .map(escaped)
            .join('(.+?)')}$`,
          's',
        ),
      }))
      // Of two templates a text fits ('follows the hotel chain ({0})' and '… ({0}, route priority {1})'),
      // the one with more words of its own says more: it is tried first.
      .sort((a, b) => literalLength(b.template) - literalLength(a.template)),
  };
  catalogues.set(language, catalogue);
  return catalogue;
}

/** A message's translation with its values in place ('{0} rechazó' with ['Hostal Alameda']). */
const filled = (text: string, values: readonly string[]) =>
  text.replace(/\{(\d)\}/g, (whole, i: string) => values[Number(i)] ?? whole);

/**
 * A shared English text in `language` (the reader's by default): a fixed text by its catalogue entry, a
 * text built from a template ('Hostal Alameda declined') by the template's translation with its values in
 * place, each value translated in turn when it is itself a catalogue text ("Hostal Alameda declined;
 * Hostal Pilar is next…"). A text the catalogue does not know (a name, a person's words) stays as it is.
 */
export function sharedText(text: string, language: ReaderLanguage = currentReaderLanguage()): string {
  const catalogue = catalogueOf(language);
  return catalogue ? translated(catalogue, text, 3) : text;
}

/** A trip row's label, 'Accommodation #12': its section's label and its id. */
const rowLabel = /^(.+) #(\d+)$/;

function translated(catalogue: Catalogue, text: string, depth: number): string {
  if (!text) return text;
  const fixed = catalogue.messages.get(text);
  if (fixed !== undefined) return fixed;
  const row = rowLabel.exec(text);
  const section = row && catalogue.messages.get(row[1]!);
  if (row && section) return `${section} #${row[2]}`;
  if (depth === 0) return text;
  for (const { template, pattern } of catalogue.templates) {
    const values = pattern.exec(text);
    if (!values) continue;
    const inner = values.slice(1).map((v) => translated(catalogue, v, depth - 1));
    return filled(catalogue.messages.get(template)!, inner);
  }
  return text;
}

/** A message of the shared package by its template and values, in `language`: English is the template filled. */
export function sharedMessage(
  template: string,
  values: readonly string[],
  language: ReaderLanguage = currentReaderLanguage(),
): string {
  const translation = catalogueOf(language)?.messages.get(template);
  return filled(translation ?? template, values);
}
