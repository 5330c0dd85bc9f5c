import { Parser } from 'htmlparser2';

/**
 * What in an email's HTML a browser or a mail client could run or load, found the way a browser reads it
 * (entities decoded by the parser, tabs and line breaks dropped from URLs, CSS escapes and comments undone),
 * written apart from the sanitiser so that a test of it is not its own judge.
 */
const runnableTags = new Set(
  'script iframe frame frameset object embed applet base meta link form input body svg math bgsound xss'.split(
    ' ',
  ),
);
const loadingAttributes = new Set([
  'background',
  'dynsrc',
  'lowsrc',
  'xlink:href',
  'data',
  'action',
  'formaction',
]);
const harmlessSchemes = /^(https?|mailto|tel):/;
const pictureData = /^data:image\/(png|jpe?g|gif|webp)[;,]/;
const runningStyle =
  /(java|vb|live)script:|expression\(|@import|binding|behaviou?r|url\(["']?data:(?!image\/(png|jpe?g|gif|webp))/;

const cssUnescaped = (css: string) =>
  css
    .replace(/\\([0-9a-f]{1,6})\s?/gi, (_, hex: string) =>
      String.fromCodePoint(Number.parseInt(hex, 16) || 0xfffd),
    )
    .replace(/\\(.)/g, '$1');

const styleRuns = (css: string) =>
  runningStyle.test(
    cssUnescaped(css.toLowerCase())
      .replace(/\/\*[\s\S]*?\*\//g, '')
      .replace(/[\s\p{Cc}\p{Cf}]/gu, ''),
  );

function urlRuns(url: string, picture: boolean): boolean {
  const read = url
    .replace(/[\t\n\r\p{Cf}]/gu, '')
    .replace(/^[\s\p{Cc}`'"]+/u, '')
    .toLowerCase();
  if (!/^[a-z][a-z0-9+.-]*:/.test(read) || harmlessSchemes.test(read)) return false;
  return !(picture && pictureData.test(read));
}

export function runnableParts(html: string): string[] {
  const found: string[] = [];
  let sheet: string[] | null = null;
  const parser = new Parser(
    {
      onopentag(tag, attributes) {
        if (runnableTags.has(tag)) found.push(`<${tag}>`);
        if (tag === 'style') sheet = [];
        for (const [name, value] of Object.entries(attributes)) {
          const picture = tag === 'img';
          if (name.startsWith('on') || loadingAttributes.has(name)) found.push(name);
          else if ((name === 'href' || name === 'src') && urlRuns(value, picture && name === 'src'))
            found.push(value);
          else if (
            name === 'srcset' &&
            value.split(',').some((c) => urlRuns(c.trim().split(/\s/)[0] ?? '', true))
          )
            found.push(value);
          else if (name === 'style' && styleRuns(value)) found.push(value);
        }
      },
      ontext(text) {
        sheet?.push(text);
      },
      onclosetag() {
        if (sheet && styleRuns(sheet.join(''))) found.push(sheet.join(''));
        sheet = null;
      },
      oncomment(text) {
        if (text.includes('<')) found.push(...runnableParts(text));
      },
    },
    { decodeEntities: true, lowerCaseAttributeNames: true },
  );
  parser.write(html);
  parser.end();
  return found;
}
