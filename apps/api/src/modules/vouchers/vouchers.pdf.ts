import type { Content } from 'pdfmake/interfaces';
import type { PdfDefinition } from '../../engine/documents/index.ts';
import type { VoucherData } from './vouchers.data.ts';
import { fill, type VoucherLabels, voucherDate, voucherLabels } from './vouchers.labels.ts';
import type { VoucherService } from './vouchers.services.ts';

const brandColour = '#1c4e80';

/** Staff may paste HTML into the brand's texts: the PDF shows their words, one paragraph a line. */
const paragraphs = (text: string): Content[] =>
  text
    .replace(/<\/(p|div|li|h\d)>|<br\s*\/?>/gi, '\n')
    .replace(/<[^>]*>/g, '')
    .split(/\n+/)
    .map((line) => line.trim())
    .filter(Boolean)
    .map((line) => ({ text: line, margin: [0, 0, 0, 6] }));

function cover(d: VoucherData, l: VoucherLabels): Content[] {
  const dates = `${voucherDate(d.startDate, d.lang)} – ${voucherDate(d.endDate, d.lang)}`;
  return [
    d.brand.logo
      ? { image: 'brand-logo', fit: [220, 110], margin: [0, 40, 0, 20] }
      : { text: '', margin: [0, 60, 0, 0] },
    { text: d.brand.name, style: 'brand' },
    { text: l.title, style: 'title' },
    { text: d.tripName, style: 'heading', margin: [0, 10, 0, 4] },
    { text: fill(l.tripRef, { id: d.tripId }), color: '#555' },
    { text: [{ text: `${l.customer}: `, bold: true }, d.customer], margin: [0, 12, 0, 2] },
    { text: [{ text: `${l.dates}: `, bold: true }, dates], margin: [0, 0, 0, 20] },
    ...paragraphs(d.cover),
    {
      text: [d.brand.phone, d.brand.email, d.brand.url].filter(Boolean).join('  ·  '),
      color: '#555',
      margin: [0, 30, 0, 0],
    },
  ];
}

function introduction(d: VoucherData, l: VoucherLabels): Content[] {
  const stamps: Content[] = d.compostela.applies
    ? [
        { text: l.stampsTitle, style: 'heading', margin: [0, 16, 0, 4] },
        { text: l.stamps, margin: [0, 0, 0, 6] },
      ]
    : [];
  if (!d.introduction && stamps.length === 0) return [];
  return [
    { text: l.introduction, style: 'heading', pageBreak: 'before', margin: [0, 0, 0, 10] },
    ...paragraphs(d.introduction),
    ...stamps,
  ];
}

const kindLabel = (s: VoucherService, l: VoucherLabels) => l[s.kind === 'other' ? 'other' : s.kind];

function servicePage(s: VoucherService, n: number, total: number, l: VoucherLabels): Content[] {
  const facts: [string, string][] = [
    ...s.facts.map(([label, value]) => [l[label], value] as [string, string]),
    ...(s.confirmation ? [[l.confirmation, s.confirmation] as [string, string]] : []),
  ];
  const notes: Content[] = [
    ...s.voucherTexts.flatMap((t) => [...paragraphs(t.comment), ...paragraphs(t.observation)]),
    ...(s.commentsInVoucher
      ? [
          { text: l.comments, bold: true, margin: [0, 6, 0, 2] } as Content,
          ...paragraphs(s.commentsInVoucher),
        ]
      : []),
    ...(s.observations
      ? [{ text: l.observations, bold: true, margin: [0, 6, 0, 2] } as Content, ...paragraphs(s.observations)]
      : []),
  ];
  return [
    { text: fill(l.serviceOf, { n, total }), color: '#777', fontSize: 9, pageBreak: 'before' },
    { text: kindLabel(s, l), style: 'kind' },
    { text: s.title, style: 'heading', margin: [0, 2, 0, 10] },
    ...(facts.length
      ? [
          {
            table: { widths: [140, '*'], body: facts.map(([k, v]) => [{ text: k, bold: true }, v]) },
            layout: 'lightHorizontalLines',
            margin: [0, 0, 0, 12],
          } as Content,
        ]
      : []),
    ...notes,
    ...(s.images.length
      ? [
          {
            columns: s.images.slice(0, 2).map((image) => ({ image: image.key, fit: [240, 180] })),
            columnGap: 12,
            margin: [0, 12, 0, 0],
          } as Content,
        ]
      : []),
  ];
}

/** The voucher booklet: the brand's cover, its introduction (with the stamps reminder on the Camino), a page a service. */
export function voucherDefinition(d: VoucherData): PdfDefinition {
  const l = voucherLabels[d.lang];
  const images: Record<string, Buffer> = {};
  if (d.brand.logo) images['brand-logo'] = d.brand.logo;
  for (const s of d.services) for (const image of s.images) images[image.key] = image.bytes;
  return {
    info: {
      title: `${l.title} — ${d.tripName}`,
      author: d.brand.name,
      subject: fill(l.tripRef, { id: d.tripId }),
    },
    pageSize: 'A4',
    pageMargins: [48, 48, 48, 56],
    images,
    content: [
      ...cover(d, l),
      ...introduction(d, l),
      ...d.services.flatMap((s, i) => servicePage(s, i + 1, d.services.length, l)),
    ],
    footer: (page, pages) => ({
      columns: [
        { text: d.brand.name, color: '#777', fontSize: 8 },
        { text: fill(l.page, { n: page, total: pages }), alignment: 'right', color: '#777', fontSize: 8 },
      ],
      margin: [48, 20, 48, 0],
    }),
    styles: {
      brand: { fontSize: 14, color: brandColour, bold: true },
      title: { fontSize: 26, bold: true, margin: [0, 6, 0, 0] },
      heading: { fontSize: 15, bold: true, color: brandColour },
      kind: { fontSize: 10, color: '#555', bold: true, margin: [0, 8, 0, 0] },
    },
    defaultStyle: { fontSize: 10.5, lineHeight: 1.2 },
  };
}

/** The builder the documents worker runs (engine/documents/apart.ts). */
export default voucherDefinition;
