import { z } from 'zod';
import { limits } from '../../validation/messages.ts';
import { integer, rowId } from '../../validation/numbers.ts';
import { fields } from '../../validation/zod.ts';

/**
 * The dossier contract (spec part 2 §3 "Dossier"): one versioned save of the general information (brand,
 * active, a title and text per language), its setting items (the trip type, route and holiday each is
 * for), the other-settings lists, and the ids of saved rows removed in the session. The PDFs per language
 * are uploaded apart; the list answers one row per setting item.
 */
const id = rowId();
const optionalId = id.nullable().optional().default(null);
const text = (max: number = limits.user) => fields.optionalText(max).optional().default('');
const perLanguage = (max: number) => z.object({ eng: text(max), spn: text(max), grm: text(max) });
const ids = () => z.array(id).max(1000).optional().default([]);

export const dossierSettingInput = z.object({
  id: optionalId,
  trip_type_id: id,
  start_location_id: optionalId,
  end_location_id: optionalId,
  holiday_id: text(),
  holiday: text(),
  title: text(255),
});
const locationRow = z.object({ other_setting_id: optionalId, location_id: id });
const holidayRow = z.object({
  other_setting_id: optionalId,
  holiday_id: fields.requiredText(),
  holiday: text(),
});

export const otherSettingsInput = z.object({
  from_locations: z.array(locationRow).max(500).optional().default([]),
  to_locations: z.array(locationRow).max(500).optional().default([]),
  walking_holiday: z.array(holidayRow).max(500).optional().default([]),
  cycling_holiday: z.array(holidayRow).max(500).optional().default([]),
});

export const saveDossierBody = z.object({
  version: integer(1).optional(),
  dossier: z.object({
    branding_id: id,
    is_active: z.boolean().optional().default(true),
    title: perLanguage(255),
    text: perLanguage(20_000),
  }),
  settings: z.array(dossierSettingInput).max(200),
  other_settings: otherSettingsInput.optional().default({
    from_locations: [],
    to_locations: [],
    walking_holiday: [],
    cycling_holiday: [],
  }),
  deleted_setting_ids: ids(),
  deleted_other_setting_ids: ids(),
});
export type SaveDossierBody = z.input<typeof saveDossierBody>;
export type SaveDossierInput = z.output<typeof saveDossierBody>;

const name = z.string().nullable();
const texts = z.object({ eng: z.string(), spn: z.string(), grm: z.string() });

export const dossierSetting = z.object({
  id: z.number(),
  trip_type_id: z.number(),
  trip_type_name: name,
  start_location_id: z.number().nullable(),
  start_location_name: name,
  end_location_id: z.number().nullable(),
  end_location_name: name,
  holiday_id: z.string(),
  holiday: z.string(),
  title: z.string(),
});
export type DossierSetting = z.infer<typeof dossierSetting>;

const locationSetting = z.object({
  other_setting_id: z.number(),
  location_id: z.number(),
  location_name: name,
});
const holidaySetting = z.object({
  other_setting_id: z.number(),
  holiday_id: z.string(),
  holiday: z.string(),
});
export const otherSettings = z.object({
  from_locations: z.array(locationSetting),
  to_locations: z.array(locationSetting),
  walking_holiday: z.array(holidaySetting),
  cycling_holiday: z.array(holidaySetting),
});
export type OtherSettings = z.infer<typeof otherSettings>;

/** An uploaded PDF: who put it there and when; absent languages are generated from the texts. */
export const dossierDocument = z.object({
  file_name: z.string(),
  size: z.number(),
  uploaded_by_name: name,
  uploaded_at: z.string(),
});
export type DossierDocument = z.infer<typeof dossierDocument>;

export const dossierDetail = z.object({
  id: z.number(),
  branding_id: z.number(),
  branding_name: name,
  is_active: z.boolean(),
  title: texts,
  text: texts,
  created_by: z.number().nullable(),
  created_by_name: name,
  created_on: z.string(),
  /** Where each language's PDF is read: the upload, else one generated from the title and text. */
  pdf_eng_path: z.string(),
  pdf_spn_path: z.string(),
  pdf_grm_path: z.string(),
  version: z.number(),
});
export type DossierDetail = z.infer<typeof dossierDetail>;

export const dossierResponse = z.object({
  success: z.literal(true),
  dossier: dossierDetail,
  settings: z.array(dossierSetting),
  other_settings: otherSettings,
  documents: z.object({
    eng: dossierDocument.nullable(),
    spn: dossierDocument.nullable(),
    grm: dossierDocument.nullable(),
  }),
});
export type DossierResponse = z.infer<typeof dossierResponse>;
export const savedDossierResponse = dossierResponse.extend({ messages: z.array(z.string()) });

/** One row of the dossiers list (POST /dossiers/search): a setting item with its dossier's information. */
export const dossierRow = dossierSetting.extend({
  dossier_id: z.number(),
  branding_id: z.number(),
  branding_name: name,
  is_active: z.boolean(),
  created_by: name,
  created_on: z.string(),
});
export type DossierRow = z.infer<typeof dossierRow>;

/** How well one part of a trip met a setting: the same value, through an other-settings list, or any. */
export const matchLevel = z.enum(['exact', 'listed', 'any']);
export type MatchLevel = z.infer<typeof matchLevel>;

/** GET /trips/{id}/dossier-match: the dossier the trip's documents use, or why there is none. */
export const dossierMatchResponse = z.object({
  success: z.literal(true),
  match: z
    .object({
      dossier_id: z.number(),
      setting_id: z.number(),
      title: z.string(),
      branding_name: name,
      /** The dossier's screen, /dossier-details/{id}/{setting_id}: what dossier_url points at. */
      path: z.string(),
      /** The document in the trip's language. */
      pdf_path: z.string(),
      language: z.enum(['eng', 'spn', 'grm']),
      holiday: matchLevel,
      start: matchLevel,
      end: matchLevel,
    })
    .nullable(),
  /** Why nothing matched (null when something did). */
  reason: z
    .enum(['opted_out', 'missing_trip_data', 'no_dossier_for_brand_and_type', 'no_setting_covers_trip'])
    .nullable(),
  /** The trip fields a match needs and the trip lacks (brand, trip type, start, end). */
  missing: z.array(z.string()),
  is_no_dossier: z.boolean(),
  dossier_url: z.string(),
});
export type DossierMatchResponse = z.infer<typeof dossierMatchResponse>;
