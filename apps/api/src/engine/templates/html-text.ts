import { DecodingMode, decodeHTML } from 'entities';

/**
 * The rich-text editor writes a body as one line of HTML and escapes what is typed (`>` becomes `&gt;`),
 * so before the template language reads it: each paragraph, list item or line break ends a line (an error
 * then names the line staff see), and the marks of `{{ … }}` and `{% … %}` get their characters back.
 */
export function prepareBody(html: string): string {
  // After the last of nested closing tags: a list item's `</p></li>` is one line.
  const lines = html.replace(/(<\/(?:p|li|h[1-6]|blockquote|ul|ol|div|pre)>|<br\s*\/?>)(?!\n|<\/)/gi, '$1\n');
  return lines.replace(/\{\{[\s\S]*?\}\}|\{%[\s\S]*?%\}/g, (mark) => decodeEntities(mark));
}

/**
 * Text as a reader sees it: every HTML5 character reference that ends with its semicolon decoded, the
 * editor's `&nbsp;` as a plain space (the template language reads no other space inside its marks).
 */
export const decodeEntities = (text: string): string =>
  decodeHTML(text.replace(/&nbsp;/gi, ' '), DecodingMode.Strict);

/** The plain-text part of an email, from its HTML: paragraphs, lines, list items and links kept. */
export function plainTextOf(html: string): string {
  const text = html
    .replace(/<(script|style|head)\b[\s\S]*?<\/\1>/gi, '')
    .replace(/\s+/g, ' ')
    .replace(/<a\b[^>]*\bhref="([^"]*)"[^>]*>([\s\S]*?)<\/a>/gi, (_, href: string, label: string) => {
      const shown = label.replace(/<[^>]*>/g, '').trim();
      const target = decodeEntities(href);
      return shown && decodeEntities(shown) !== target ? `${shown} (${href})` : href;
    })
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<li\b[^>]*>/gi, '\n- ')
    .replace(/<\/(p|h[1-6]|blockquote|ul|ol|div|pre|table)>/gi, '\n\n')
    .replace(/<\/tr>/gi, '\n')
    .replace(/<[^>]*>/g, '');
  return decodeEntities(text)
    .split('\n')
    .map((line) => line.trim())
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}
