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

const named: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, code: string) => {
    if (code[0] === '#') {
      const point =
        code[1] === 'x' || code[1] === 'X' ? Number.parseInt(code.slice(2), 16) : Number(code.slice(1));
      return point > 0 && point <= 0x10ffff ? String.fromCodePoint(point) : whole;
    }
    return named[code.toLowerCase()] ?? whole;
  });
}

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
