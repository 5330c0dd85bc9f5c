import type { DossierLanguage } from '@trips/shared/modules/dossiers/dossiers.constants';
import type { DossierResponse } from '@trips/shared/modules/dossiers/dossiers.schema';
import { type PdfDefinition, renderPdfApart } from '../../engine/documents/index.ts';

const labels: Record<DossierLanguage, { routes: string; any: string; holiday: string }> = {
  eng: { routes: 'Routes', any: 'any', holiday: 'Holiday' },
  spn: { routes: 'Rutas', any: 'cualquiera', holiday: 'Viaje' },
  grm: { routes: 'Routen', any: 'beliebig', holiday: 'Reise' },
};

/**
 * The dossier's document in one language, made from what it stores: the title and text of that language
 * (English when that language has none), the brand, and the routes its settings cover.
 */
export function dossierDefinition(d: Omit<DossierResponse, 'success'>, lang: DossierLanguage): PdfDefinition {
  const own = d.dossier.title[lang].trim() !== '' || d.dossier.text[lang].trim() !== '';
  const from = own ? lang : 'eng';
  const words = labels[lang];
  const title = d.dossier.title[from].trim() || d.settings[0]?.title || `Dossier ${d.dossier.id}`;
  const paragraphs = d.dossier.text[from]
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter(Boolean);
  const route = (s: DossierResponse['settings'][number]) =>
    `${s.trip_type_name ?? ''}: ${s.start_location_name ?? words.any} → ${s.end_location_name ?? words.any}` +
    (s.holiday_id ? ` · ${words.holiday} ${s.holiday_id}${s.holiday ? ` (${s.holiday})` : ''}` : '');
  return {
    info: { title },
    pageSize: 'A4',
    pageMargins: [48, 56, 48, 56],
    content: [
      { text: d.dossier.branding_name ?? '', style: 'brand' },
      { text: title, style: 'title' },
      { text: words.routes, style: 'heading' },
      { ul: d.settings.map(route), margin: [0, 0, 0, 12] },
      ...paragraphs.map((text) => ({ text, margin: [0, 0, 0, 8] as [number, number, number, number] })),
    ],
    styles: {
      brand: { fontSize: 10, color: '#555555' },
      title: { fontSize: 22, bold: true, margin: [0, 4, 0, 16] },
      heading: { fontSize: 13, bold: true, margin: [0, 0, 0, 6] },
    },
    defaultStyle: { fontSize: 11, lineHeight: 1.3 },
  };
}

type DossierPdfInput = { d: Omit<DossierResponse, 'success'>; lang: DossierLanguage };

/** The builder the documents worker runs (engine/documents/apart.ts). */
export default ({ d, lang }: DossierPdfInput) => dossierDefinition(d, lang);

export const generateDossierPdf = (d: Omit<DossierResponse, 'success'>, lang: DossierLanguage) =>
  renderPdfApart(new URL(import.meta.url), { d, lang } satisfies DossierPdfInput);
