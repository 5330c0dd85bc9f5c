import type { Content } from 'pdfmake/interfaces';
import type { PdfDefinition } from '../../engine/documents/index.ts';
import type { VoucherData } from './vouchers.data.ts';
import { fill, type VoucherLabels, voucherDate, voucherLabels } from './vouchers.labels.ts';
import { brandColour, defaultMark, muted, paragraphs } from './vouchers.pdf-parts.ts';
import { pendingLine, voucherBlock } from './vouchers.pdf-voucher.ts';

function cover(d: VoucherData, l: VoucherLabels): Content[] {
  const dates = `${voucherDate(d.startDate, d.lang)} – ${voucherDate(d.endDate, d.lang)}`;
  const line = (label: string, value: string) =>
    value ? [{ text: [{ text: `${label}: `, bold: true }, value], margin: [0, 0, 0, 2] } as Content] : [];
  return [
    d.brand.logo
      ? { image: 'brand-logo', fit: [220, 110], margin: [0, 40, 0, 20] }
      : defaultMark(d.brand.name),
    { text: d.brand.name, style: 'brand' },
    { text: l.title, style: 'title' },
    ...(d.title ? [{ text: d.title, style: 'heading', margin: [0, 10, 0, 4] } as Content] : []),
    { text: fill(l.tripRef, { id: d.tripId }), color: muted, margin: [0, 0, 0, 12] },
    ...line(l.customer, d.customer),
    ...line(l.travellers, d.travellers > 0 ? String(d.travellers) : ''),
    ...line(l.dates, dates),
    { text: '', margin: [0, 0, 0, 16] },
    ...paragraphs(d.cover),
    {
      text: [d.brand.phone, d.brand.email, d.brand.url].filter(Boolean).join('  ·  '),
      color: muted,
      margin: [0, 30, 0, 0],
    },
  ];
}

const pageTitle = (text: string): Content => ({
  text,
  style: 'heading',
  fontSize: 18,
  pageBreak: 'before',
  margin: [0, 0, 0, 12],
});

/** The brand's own introduction of the trip, when it wrote one. */
const introduction = (d: VoucherData, l: VoucherLabels): Content[] =>
  d.introduction ? [pageTitle(l.introduction), ...paragraphs(d.introduction)] : [];

/** The trip day by day: route, the night's hotel, and the day's meals, luggage, transfers and services. */
function dayByDay(d: VoucherData, l: VoucherLabels): Content[] {
  if (d.days.length === 0) return [];
  const header = [l.day, l.route, l.night, l.services].map((text) => ({ text, bold: true, color: 'white' }));
  return [
    pageTitle(l.dayByDay),
    {
      table: {
        headerRows: 1,
        dontBreakRows: true,
        widths: [70, '*', '*', '*'],
        body: [
          header,
          ...d.days.map((day) => [
            voucherDate(day.date, d.lang),
            day.route,
            day.night,
            { stack: day.lines.map((text): Content => ({ text, margin: [0, 0, 0, 2] })) },
          ]),
        ],
      },
      layout: {
        fillColor: (row: number) => (row === 0 ? brandColour : row % 2 === 0 ? '#f3f6fa' : null),
        hLineWidth: () => 0,
        vLineWidth: () => 0,
        paddingTop: () => 4,
        paddingBottom: () => 4,
      },
      fontSize: 9.5,
    } as Content,
  ];
}

const vouchers = (d: VoucherData, l: VoucherLabels): Content[] =>
  d.services.length === 0
    ? []
    : [pageTitle(l.vouchersTitle), ...d.services.map((s) => voucherBlock(s, d.lang, l))];

const stillConfirming = (d: VoucherData, l: VoucherLabels): Content[] =>
  d.pending.length === 0
    ? []
    : [
        pageTitle(l.stillConfirming),
        { text: l.stillConfirmingIntro, margin: [0, 0, 0, 12] },
        ...d.pending.map((s) => pendingLine(s, d.lang, l)),
      ];

const compostela = (d: VoucherData, l: VoucherLabels): Content[] =>
  d.compostela.applies ? [pageTitle(l.stampsTitle), { text: l.stamps }] : [];

/**
 * The customer's travel pack: the brand's cover, its introduction, the trip day by day, a voucher per
 * confirmed service, the services still being confirmed, and on the Camino the Compostela page. Every page's
 * footer has the brand's emergency contact.
 */
export function voucherDefinition(d: VoucherData): PdfDefinition {
  const l = voucherLabels[d.lang];
  const images: Record<string, Buffer> = {};
  if (d.brand.logo) images['brand-logo'] = d.brand.logo;
  for (const s of d.services) for (const image of s.images) images[image.key] = image.bytes;
  const emergency = d.brand.phone ? fill(l.emergency, { phone: d.brand.phone }) : '';
  return {
    info: { title: [l.title, d.title].filter(Boolean).join(' — '), author: d.brand.name },
    pageSize: 'A4',
    pageMargins: [48, 48, 48, 56],
    images,
    content: [
      ...cover(d, l),
      ...introduction(d, l),
      ...dayByDay(d, l),
      ...vouchers(d, l),
      ...stillConfirming(d, l),
      ...compostela(d, l),
    ],
    footer: (page, pages) => ({
      columns: [
        { text: [d.brand.name, emergency].filter(Boolean).join(' · '), color: '#777', fontSize: 8 },
        {
          text: fill(l.page, { n: page, total: pages }),
          alignment: 'right',
          color: '#777',
          fontSize: 8,
          width: 80,
        },
      ],
      margin: [48, 20, 48, 0],
    }),
    styles: {
      brand: { fontSize: 14, color: brandColour, bold: true },
      title: { fontSize: 26, bold: true, margin: [0, 6, 0, 0] },
      heading: { fontSize: 15, bold: true, color: brandColour },
      kind: { fontSize: 10, color: muted, bold: true, margin: [0, 8, 0, 0] },
    },
    defaultStyle: { fontSize: 10.5, lineHeight: 1.2 },
  };
}

/** The builder the documents worker runs (engine/documents/apart.ts). */
export default voucherDefinition;
