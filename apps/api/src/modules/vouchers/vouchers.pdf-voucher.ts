import type { VoucherLang } from '@trips/shared/modules/vouchers/vouchers.constants';
import type { Column, Content } from 'pdfmake/interfaces';
import { type VoucherLabels, voucherDate } from './vouchers.labels.ts';
import { brandColour, factsTable, muted, paragraphs } from './vouchers.pdf-parts.ts';
import type { VoucherService } from './vouchers.services.ts';

export const kindLabel = (s: VoucherService, l: VoucherLabels) => l[s.kind === 'other' ? 'other' : s.kind];

/** Where to go, as a QR code the customer's phone opens and a link: beside the facts, to keep vouchers short. */
function mapOf(s: VoucherService, l: VoucherLabels): Column | null {
  if (!s.map) return null;
  const { lat, lon } = s.map;
  const url = `https://www.openstreetmap.org/?mlat=${lat}&mlon=${lon}#map=17/${lat}/${lon}`;
  return {
    width: 96,
    stack: [
      { qr: url, fit: 80, margin: [8, 0, 0, 2] },
      { text: l.map, bold: true, fontSize: 8, margin: [8, 0, 0, 0] },
      {
        text: `${lat.toFixed(5)}, ${lon.toFixed(5)}`,
        link: url,
        color: brandColour,
        decoration: 'underline',
        fontSize: 8,
        margin: [8, 0, 0, 0],
      },
    ],
  };
}

function notesOf(s: VoucherService, l: VoucherLabels): Content[] {
  return [
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
}

/**
 * One confirmed service's voucher: everything the hotel or carrier will ask for (the provider and how to
 * reach them, the dates, rooms, people, the confirmation number) and where to go. Kept whole on a page;
 * short vouchers share one.
 */
export function voucherBlock(s: VoucherService, lang: VoucherLang, l: VoucherLabels): Content {
  const contact = s.contact;
  const map = mapOf(s, l);
  // A carrier is reached by phone: its own address is never where the customer goes.
  const carried = s.kind === 'luggage' || s.kind === 'transfer';
  const facts = s.facts.map(([label, value]) => [l[label], value] as [string, string]);
  const [place, rest] = [facts.filter(([k]) => k === l.location), facts.filter(([k]) => k !== l.location)];
  // Where to go and how to call come first: what a walker looks for at the end of a stage.
  const rows: [string, string][] = [
    ...place,
    [l.address, carried ? '' : (contact?.address ?? '')],
    [l.phone, contact?.phone ?? ''],
    ...s.stops.map(([label, value]) => [l[label], value] as [string, string]),
    ...rest,
    [l.email, contact?.email ?? ''],
    [l.confirmation, s.confirmation],
  ];
  const block = {
    stack: [
      { text: [kindLabel(s, l), s.day ? ` · ${voucherDate(s.day, lang)}` : ''].join(''), style: 'kind' },
      { text: s.title, style: 'heading', margin: [0, 2, 0, 8] },
      { columns: [{ width: '*', stack: factsTable(rows) }, ...(map ? [map] : [])] },
      ...notesOf(s, l),
      ...(s.images.length
        ? [
            {
              columns: s.images.slice(0, 2).map((image) => ({ image: image.key, fit: [220, 150] })),
              columnGap: 12,
              margin: [0, 10, 0, 0],
            } as Content,
          ]
        : []),
      {
        canvas: [{ type: 'line', x1: 0, y1: 0, x2: 499, y2: 0, lineWidth: 0.5, lineColor: '#ccc' }],
        margin: [0, 14, 0, 0],
      },
    ],
  };
  // A table row that may not break moves whole to the next page (pdfmake's `unbreakable` leaves pages half empty).
  return {
    table: { widths: ['*'], dontBreakRows: true, body: [[block]] },
    layout: 'noBorders',
    margin: [0, 0, 0, 14],
  } as Content;
}

export const pendingLine = (s: VoucherService, lang: VoucherLang, l: VoucherLabels): Content => ({
  text: [voucherDate(s.day, lang), kindLabel(s, l), s.title].filter(Boolean).join(' · '),
  margin: [0, 0, 0, 4],
  color: muted,
});
