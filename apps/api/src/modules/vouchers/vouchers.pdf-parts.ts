import type { Content } from 'pdfmake/interfaces';

export const brandColour = '#1c4e80';
export const muted = '#555';

/** Staff may paste HTML into the brand's texts: the PDF shows their words, one paragraph a line. */
export const paragraphs = (text: string): Content[] =>
  text
    .replace(/<\/(p|div|li|h\d)>|<br\s*\/?>/gi, '\n')
    .replace(/<[^>]*>/g, '')
    .split(/\n+/)
    .map((line) => line.trim())
    .filter(Boolean)
    .map((line) => ({ text: line, margin: [0, 0, 0, 6] }));

/** Label → value rows; rows without a value are left out, so no label is printed alone. */
export function factsTable(rows: readonly [string, Content | string][]): Content[] {
  const filled = rows.filter(([, value]) => value !== '');
  if (filled.length === 0) return [];
  return [
    {
      table: { widths: [130, '*'], body: filled.map(([k, v]) => [{ text: k, bold: true }, v]) },
      layout: 'lightHorizontalLines',
      margin: [0, 0, 0, 8],
    },
  ];
}

/** The brand's mark when it has no logo of its own: its initials on its colour. */
export function defaultMark(brandName: string): Content {
  const initials =
    brandName
      .split(/\s+/)
      .filter(Boolean)
      .slice(0, 2)
      .map((word) => word[0]!.toUpperCase())
      .join('') || '·';
  return {
    table: {
      widths: [64],
      body: [
        [
          {
            text: initials,
            color: 'white',
            fillColor: brandColour,
            fontSize: 26,
            bold: true,
            alignment: 'center',
            margin: [0, 14, 0, 14],
          },
        ],
      ],
    },
    layout: 'noBorders',
    margin: [0, 40, 0, 20],
  };
}
