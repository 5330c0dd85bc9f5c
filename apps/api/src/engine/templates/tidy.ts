import { bareGreeting, neutralGreeting } from './blanks.ts';
import { decodeEntities } from './html-text.ts';

/**
 * What rendering does with an empty value, so that no label is printed alone: a separator left without
 * the value beside it goes ("Lugar: , Sarria" → "Lugar: Sarria", "Camino Ways · · email" → "Camino Ways ·
 * email", "()" goes), a line (a paragraph or a list item) left with a label and nothing else goes, and a
 * greeting left without its name becomes the language's neutral one ("Dear Sir or Madam,").
 */
const SP = '[ \\t\\u00a0]';
const SEP = '[·|,;]';
const inlineRules: [RegExp, string][] = [
  [new RegExp(`(${SEP})(?:${SP}*${SEP})+`, 'g'), '$1'],
  [new RegExp(`:${SP}*${SEP}${SP}*`, 'g'), ': '],
  [new RegExp(`${SP}*[,;]${SP}*:`, 'g'), ':'],
  [new RegExp(`\\(${SP}*${SEP}?${SP}*\\)`, 'g'), ''],
  [new RegExp(`${SP}*\\(${SP}*[^():]{1,30}:${SP}*\\)`, 'g'), ''],
  [new RegExp(`\\(${SP}*${SEP}${SP}*`, 'g'), '('],
  [new RegExp(`${SP}*${SEP}${SP}*\\)`, 'g'), ')'],
  [new RegExp(`^${SP}*${SEP}${SP}+`, 'g'), ''],
  [new RegExp(`${SP}+${SEP}${SP}*$`, 'g'), ''],
  [new RegExp(`${SP}+([,.;:)])`, 'g'), '$1'],
  [new RegExp(`${SP}{2,}`, 'g'), ' '],
];

/** One line of text (a subject, or a piece of a paragraph between line breaks). */
export function tidyLine(text: string): string {
  let out = text.replace(/&nbsp;/g, '\u00a0');
  for (const [pattern, to] of inlineRules) out = out.replace(pattern, to);
  return out.trim();
}

const textOf = (html: string) => decodeEntities(html.replace(/<[^>]*>/g, '')).trim();

/** A paragraph's or list item's inner HTML, each of its lines (between `<br>`) tidied where it has no tags. */
function tidyInner(inner: string): string {
  return inner
    .split(/(<br\s*\/?>)/i)
    .map((part) => {
      if (/^<br/i.test(part)) return part;
      const pieces = part.split(/(<[^>]+>)/);
      // A line with tags inside (a link, bold) is tidied piece by piece, its edges kept.
      const whole = pieces.filter((piece) => !piece.startsWith('<') && piece.trim() !== '').length <= 1;
      return pieces.map((piece) => (piece.startsWith('<') ? piece : tidyPiece(piece, whole))).join('');
    })
    .filter((part, i, all) => !(/^<br/i.test(part) && (i === 0 || textOf(all[i - 1]!) === '')))
    .join('');
}

function tidyPiece(piece: string, whole: boolean): string {
  if (whole) return tidyLine(piece);
  let out = piece;
  for (const [pattern, to] of inlineRules.slice(0, 6)) out = out.replace(pattern, to);
  return out.replace(new RegExp(`${SP}{2,}`, 'g'), ' ');
}

const labelOnly = /^[^:.!?]{1,60}:$/u;
/** A greeting ends with a colon in Spanish ("Estimado/a señor/a:"): it is not a label. */
const greeting =
  /^(?:dear|hello|hi|good |estimad|hola|querid|buen[oa]s|sehr geehrte|hallo|liebe|guten tag)/iu;

/** The body as it should go out: empty lines and lone labels left out, bare greetings made neutral. */
export function tidyBody(html: string, lang: string): string {
  const blocks = /<(p|li)\b([^>]*)>([\s\S]*?)<\/\1>/gi;
  let out = html.replace(
    blocks,
    (whole, tag: string, attrs: string, inner: string, at: number, all: string) => {
      if (tag.toLowerCase() === 'p' && /<(?:ul|ol|li|p)\b/i.test(inner)) return whole;
      const tidied = tidyInner(inner);
      const text = textOf(tidied);
      if (text === '') return '';
      if (bareGreeting.test(text))
        return `<${tag}${attrs}>${neutralGreeting[lang] ?? neutralGreeting.en}</${tag}>`;
      if (labelOnly.test(text) && !greeting.test(text)) {
        const next = all.slice(at + whole.length).trimStart();
        const introducesList = /^(?:<\/li>)?\s*<(?:ul|ol)\b/i.test(next);
        if (tag.toLowerCase() === 'li' || (!introducesList && text.length <= 40)) return '';
      }
      return `<${tag}${attrs}>${tidied}</${tag}>`;
    },
  );
  // A list whose items all went, and a list item left with an empty paragraph.
  out = out.replace(/<li\b[^>]*>\s*<\/li>/gi, '').replace(/<(ul|ol)\b[^>]*>\s*<\/\1>/gi, '');
  return out;
}
