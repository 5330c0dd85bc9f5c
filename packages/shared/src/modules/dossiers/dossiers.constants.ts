/**
 * Zod-free constants of dossiers (spec part 1 §3, §9; part 2 §3, §9): the browser imports this file.
 */
export const dossiersPageSize = 100;
/** The dossier locations modal (part 2 §9). */
export const dossierLocationsCount = 10;
/** Trip type ids (part 2 §9): Camino 1, walking 2, cycling 3; a location row is for Camino by default. */
export const dossierTripTypes = { camino: 1, walking: 2, cycling: 3 } as const;

/** The document languages, named as the spec's PDF paths are (pdf_eng_path…). */
export const dossierLanguages = ['eng', 'spn', 'grm'] as const;
export type DossierLanguage = (typeof dossierLanguages)[number];
/** A trip's language_id (1 English, 2 Spanish, 3 German) as a document language. */
export const languageOfTrip = (languageId: number | null): DossierLanguage =>
  languageId === 2 ? 'spn' : languageId === 3 ? 'grm' : 'eng';

/** The other-settings lists (part 2 §3): locations for any trip type, holidays per trip type. */
export const otherSettingKinds = [
  'from_locations',
  'to_locations',
  'walking_holiday',
  'cycling_holiday',
] as const;
export type OtherSettingKind = (typeof otherSettingKinds)[number];

export const dossierPdfLimits = { maxBytes: 20 * 1024 * 1024 } as const;

export const dossierMessages = {
  created: 'Dossier created',
  saved: 'Dossier saved',
  deleted: 'Dossier deleted',
  uploaded: 'Dossier PDF uploaded',
  removedPdf: 'Dossier PDF removed',
  notFound: 'unable to find dossier',
  stale:
    'This dossier was saved by someone else while you were editing. Your changes are still on screen: reload to see theirs, then save again.',
  noSettings: 'Add at least one setting: the trip type and route this dossier is for.',
  duplicateSetting: 'Another setting of this dossier has the same trip type, start, end and holiday.',
  unknownBrand: 'Unknown brand',
  unknownTripType: 'Unknown trip type',
  unknownLocation: 'Unknown location',
  sameLocations: 'The end location must differ from the start location.',
  holidayNameWithoutId: 'Enter the holiday id of this holiday.',
  notPdf: 'Upload a PDF file.',
  pdfSize: 'The PDF must be 20 MB or smaller.',
  noFile: 'Choose a PDF file to upload.',
  noDocument: 'This dossier has no document in this language.',
} as const;
