import { Parser } from 'htmlparser2';
import { cssProblem } from './css-safety.ts';
import { urlAttributeProblem, urlAttributes } from './link-safety.ts';

/** The formatting an email keeps: text, layout tables, links and pictures. */
const allowedTags = new Set(
  (
    'a abbr b blockquote br caption center code col colgroup dd del div dl dt em font h1 h2 h3 h4 h5 h6 hr i ' +
    'img ins li mark ol p pre s small span strong style sub sup table tbody td tfoot th thead tr u ul'
  ).split(' '),
);
const voidTags = new Set(['br', 'col', 'hr', 'img']);
/** Dropped with what they hold: their text would otherwise show up as words in the email. */
const droppedWithContent = new Set(['script', 'iframe', 'object', 'embed', 'noscript', 'template', 'title']);
const allowedAttributes = new Set(
  (
    'align alt bgcolor border cellpadding cellspacing class color colspan dir face height href lang name rel ' +
    'rowspan size src srcset style target title valign width'
  ).split(' '),
);

/** Why an attribute goes (the name staff see in the message: `onclick`, `javascript:`), or null when it stays. */
function attributeProblem(tag: string, name: string, value: string): string | null {
  if (!allowedAttributes.has(name)) return name;
  if (urlAttributes.has(name)) return urlAttributeProblem(tag, name, value);
  return name === 'style' ? cssProblem(value) : null;
}

const quoted = (value: string) =>
  value.includes('"') && !value.includes("'") ? `'${value}'` : `"${value.replace(/"/g, '&quot;')}"`;

export interface SanitizedHtml {
  html: string;
  /** What was taken out: `<script>`, `onerror`, `javascript:`. */
  removed: string[];
}

/**
 * Keeps only an allow-list of email-safe tags and attributes: no script, no event handlers, no
 * `javascript:` or `data:` links (a picture's data excepted), however entities or CSS escapes spell them,
 * and no style that imports or runs anything. Text is kept byte for byte, so the template language's
 * `{{ }}` and `{% %}` marks and entities pass through untouched.
 */
export function sanitizeHtml(source: string): SanitizedHtml {
  const out: string[] = [];
  const removed = new Set<string>();
  let dropping = 0;
  /** A `<style>` sheet's text, read whole at its end: the parser may hand it over in pieces. */
  let sheet: string[] | null = null;
  const parser = new Parser(
    {
      onopentag(tag, attributes) {
        if (dropping || droppedWithContent.has(tag)) {
          if (!dropping) removed.add(`<${tag}>`);
          dropping++;
          return;
        }
        if (!allowedTags.has(tag)) {
          removed.add(`<${tag}>`);
          return;
        }
        if (tag === 'style') sheet = [];
        const kept = Object.entries(attributes).filter(([name, value]) => {
          const problem = attributeProblem(tag, name, value);
          if (problem) removed.add(problem);
          return !problem;
        });
        const written = kept.map(([name, value]) =>
          value === '' ? ` ${name}` : ` ${name}=${quoted(value)}`,
        );
        out.push(`<${tag}${written.join('')}>`);
      },
      ontext(text) {
        if (dropping) return;
        if (sheet) sheet.push(text);
        else out.push(text);
      },
      onclosetag(tag, implied) {
        if (dropping) {
          dropping--;
          return;
        }
        if (tag === 'style' && sheet) {
          const problem = cssProblem(sheet.join(''));
          if (problem) removed.add(problem);
          else out.push(...sheet);
          sheet = null;
        }
        if (allowedTags.has(tag) && !voidTags.has(tag) && !implied) out.push(`</${tag}>`);
      },
      oncomment(text) {
        if (dropping) return;
        // Mail clients read the markup of a conditional comment (`<!--[if mso]>…<![endif]-->`): it keeps to the list too.
        const inside = text.includes('<') ? sanitizeHtml(text).removed : [];
        for (const problem of inside) removed.add(problem);
        if (inside.length === 0) out.push(`<!--${text}-->`);
      },
    },
    { decodeEntities: false, lowerCaseAttributeNames: true, recognizeSelfClosing: true },
  );
  parser.write(source);
  parser.end();
  return { html: out.join(''), removed: [...removed] };
}
