import { Parser } from 'htmlparser2';
import { decodeEntities } from './html-text.ts';

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
    'rowspan size src style target title valign width'
  ).split(' '),
);
const linkAttributes = new Set(['href', 'src']);
const safeScheme = /^(https?|mailto|tel):/i;
const imageData = /^data:image\/(png|jpe?g|gif|webp);/i;
const unsafeStyle = /javascript:|expression\s*\(|@import|behavio(u)?r\s*:/i;

/**
 * The scheme of a link that may not stay, or null: a link is safe without one (relative, a `{{ variable }}`),
 * with a web, mail or phone one, or as a picture's own data.
 */
function unsafeScheme(tag: string, name: string, value: string): string | null {
  // As a browser reads it: entities decoded (one it would read as a tab or a line break counts as nothing),
  // spaces and control characters gone.
  const decoded = decodeEntities(value).replace(/&[a-z]+;?/gi, '');
  const bare = [...decoded].filter((c) => c.charCodeAt(0) > 0x20).join('');
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(bare)?.[1]?.toLowerCase();
  if (!scheme || safeScheme.test(bare)) return null;
  return tag === 'img' && name === 'src' && imageData.test(bare) ? null : scheme;
}

/** Why an attribute goes (the name staff see in the message), or null when it stays. */
function attributeProblem(tag: string, name: string, value: string): string | null {
  if (!allowedAttributes.has(name)) return name;
  const scheme = linkAttributes.has(name) ? unsafeScheme(tag, name, value) : null;
  if (scheme) return `${scheme}:`;
  if (name === 'style' && unsafeStyle.test(value)) return 'style';
  return null;
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
 * `javascript:` or `data:` links (a picture's data excepted). Text is kept byte for byte, so the template
 * language's `{{ }}` and `{% %}` marks and entities pass through untouched.
 */
export function sanitizeHtml(source: string): SanitizedHtml {
  const out: string[] = [];
  const removed = new Set<string>();
  let dropping = 0;
  let inStyle = false;
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
        inStyle = tag === 'style';
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
        if (inStyle && unsafeStyle.test(text)) removed.add('<style>');
        else out.push(text);
      },
      onclosetag(tag, implied) {
        if (dropping) {
          dropping--;
          return;
        }
        if (tag === 'style') inStyle = false;
        if (allowedTags.has(tag) && !voidTags.has(tag) && !implied) out.push(`</${tag}>`);
      },
      oncomment(text) {
        if (!dropping) out.push(`<!--${text}-->`);
      },
    },
    { decodeEntities: false, lowerCaseAttributeNames: true, recognizeSelfClosing: true },
  );
  parser.write(source);
  parser.end();
  return { html: out.join(''), removed: [...removed] };
}
