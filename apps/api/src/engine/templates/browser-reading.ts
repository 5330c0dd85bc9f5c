import { DecodingMode, decodeHTML } from 'entities';

/** A saved text's `{{ … }}` and `{% … %}` marks: a scheme split by them is whole once rendered. */
const templateMarks = /\{\{[\s\S]*?\}\}|\{%[\s\S]*?%\}/g;

/** A named reference without its semicolon before a non-name character ('javascript&colon//…'). */
const unterminatedName = /&([a-z][a-z0-9]*)(?=[^a-z0-9;]|$)/gi;

/** A CSS escape: up to six hex digits and one optional space, a line continuation, or any escaped character. */
const cssEscape = /\\(?:([0-9a-f]{1,6})(?:\r\n|[ \t\r\n\f])?|(\r\n|[\r\n\f])|([\s\S]))/gi;

/** What can hide inside a scheme and is dropped by a URL or CSS reader: spaces, controls, invisible marks. */
const invisible = /[\s\p{Cc}\p{Cf}]/gu;

function cssUnescape(text: string): string {
  return text.replace(cssEscape, (_, hex: string | undefined, _newline: string | undefined, char = '') => {
    if (hex === undefined) return char;
    const point = Number.parseInt(hex, 16);
    return point === 0 || point > 0x10ffff || (point >= 0xd800 && point <= 0xdfff)
      ? '\ufffd'
      : String.fromCodePoint(point);
  });
}

/** Entities and CSS escapes undone until nothing changes: a reference spelt inside another is read too. */
function undone(text: string, mode: DecodingMode): string {
  let out = text;
  for (let round = 0; round < 5; round++) {
    const next = cssUnescape(decodeHTML(out, mode));
    if (next === out) break;
    out = next;
  }
  return out;
}

/**
 * Every way a browser or a lenient mail client may read an attribute's or a style sheet's text, each with
 * its spaces, controls and invisible characters gone: HTML entities decoded by the full HTML5 table (as an
 * attribute does, and with a semicolon added to a name left without one), CSS escapes undone, and a saved
 * text read with its template marks and without them.
 */
export function readingsOf(value: string): string[] {
  const readings = new Set<string>();
  for (const text of [value, value.replace(templateMarks, '')]) {
    readings.add(undone(text, DecodingMode.Attribute));
    readings.add(undone(text.replace(unterminatedName, '&$1;'), DecodingMode.Legacy));
  }
  return [...readings].map((reading) => reading.replace(invisible, ''));
}

/** The scheme a URL names, lowercase ('javascript'), or null for a relative one. */
export const schemeOf = (url: string): string | null =>
  /^([a-z][a-z0-9+.-]*):/i.exec(url)?.[1]?.toLowerCase() ?? null;
