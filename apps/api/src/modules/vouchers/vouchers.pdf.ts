import type { Content } from 'pdfmake/interfaces';
import type { PdfDefinition } from '../../engine/documents/index.ts';
import type { VoucherData } from './vouchers.data.ts';
import { fill, type VoucherLabels, voucherDate, voucherLabels } from './vouchers.labels.ts';
import { brandColour, defaultMark, muted, paragraphs } from './vouchers.pdf-parts.ts';
import { routeSketch } from './vouchers.pdf-route.ts';
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
    ...(d.title ? [{ text: d.title, style: 'heading', fontSize: 20, margin: [0, 10, 0, 4] } as Content] : []),
    { text: '', margin: [0, 0, 0, 8] },
    ...line(l.bookingReference, d.bookingReference),
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
        widths: [62, 150, '*', '*'],
        body: [
          header,
          ...d.days.map((day) => [
            voucherDate(day.date, d.lang),
            {
              stack: [
                { text: day.route, bold: true },
                ...(day.figures ? [{ text: day.figures, color: muted, fontSize: 8.5 } as Content] : []),
              ],
            },
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

/** The route at a glance: the sketch of the nights' places, when at least two have coordinates. */
function route(d: VoucherData, l: VoucherLabels): Content[] {
  const sketch = routeSketch(d.route, l);
  return sketch.length ? [pageTitle(l.routeTitle), ...sketch] : [];
}

const subheading = (text: string): Content => ({
  text,
  style: 'heading',
  fontSize: 12,
  margin: [0, 12, 0, 4],
});

/** Good to know: the brand's dossier for the trip, the luggage rules and a missing bag, the Compostela. */
function practical(d: VoucherData, l: VoucherLabels): Content[] {
  const p = d.practical;
  const phone = p.brandPhone || d.brand.name;
  const parts: Content[] = [
    ...(p.dossierText ? [subheading(p.dossierTitle || d.title), ...paragraphs(p.dossierText)] : []),
    ...(p.luggage
      ? [
          subheading(l.luggageRules),
          { text: fill(l.luggageRulesText, { time: p.bagsReadyBy }) },
          subheading(l.missingBag),
          { text: fill(l.missingBagText, { phone }) },
        ]
      : []),
    ...(d.compostela.applies ? [subheading(l.stampsTitle), { text: l.stamps }] : []),
    subheading(l.emergencies),
    { text: fill(l.emergencyText, { phone }) },
  ];
  return [pageTitle(l.practicalTitle), ...parts];
}

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
  const help = [l.footerHelp, [d.brand.name, d.brand.phone].filter(Boolean).join(' ')]
    .filter(Boolean)
    .join('  ·  ');
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
      ...route(d, l),
      ...stillConfirming(d, l),
      ...practical(d, l),
    ],
    footer: (page, pages) => ({
      columns: [
        { text: help, color: '#555', fontSize: 8 },
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
