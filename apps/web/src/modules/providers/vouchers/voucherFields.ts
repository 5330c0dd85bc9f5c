import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { VoucherRecord } from '@trips/shared/modules/providers/vouchers.schema';
import { type FormProblems, noProblems, type RowErrors } from '../../../engine/edits/fieldErrors';
import { checkFields } from '../../../engine/form/checkFields';
import type { FieldSpec } from '../../../engine/form/fieldSpec';

/** As vouchers.schema.ts (which would bring Zod into the bundle): the kinds and the texts of each record. */
const kinds: Readonly<Record<string, MessageDescriptor>> = {
  accommodation: msg`Accommodation`,
  bike: msg`Bike`,
  excursions: msg`Excursions`,
  food: msg`Food`,
  guides: msg`Guides`,
  luggage: msg`Luggage`,
  massage: msg`Massage`,
  tours: msg`Tours`,
  transfer: msg`Transfer`,
};

/** Which vouchers are shown: one kind at a time. */
export const kindField: FieldSpec = {
  key: 'kind',
  label: msg`Voucher kind`,
  kind: 'select',
  required: true,
  options: Object.entries(kinds).map(([value, label]) => ({ value, label })),
};

export type TextKey = `${'comment' | 'observation'}_${'eng' | 'spn' | 'grm'}`;

const text = (key: TextKey, label: MessageDescriptor): FieldSpec<TextKey> => ({
  key,
  label,
  kind: 'textarea',
  max: 4000,
  rows: 2,
});

/** The texts of a voucher record, in three languages. */
export const textFields: readonly FieldSpec<TextKey>[] = [
  text('comment_eng', msg`Comment (English)`),
  text('comment_spn', msg`Comment (Spanish)`),
  text('comment_grm', msg`Comment (German)`),
  text('observation_eng', msg`Observation (English)`),
  text('observation_spn', msg`Observation (Spanish)`),
  text('observation_grm', msg`Observation (German)`),
];

/** The image slots of vouchers.schema.ts. */
export const slotTexts: Readonly<Record<string, MessageDescriptor>> = {
  main_image: msg`Main image`,
  map_image: msg`Map image`,
  image_1: msg`Image 1`,
  image_2: msg`Image 2`,
  image_3: msg`Image 3`,
};

/** Each record's texts, by record number. */
export type Texts = Record<number, Record<TextKey, string>>;

export const textsOf = (records: readonly VoucherRecord[]): Texts =>
  Object.fromEntries(
    records.map((r) => [r.record, Object.fromEntries(textFields.map(({ key }) => [key, r[key]]))]),
  ) as Texts;

/** The record texts' own checks, on the record they are about (as the server's `records.{i}` errors). */
export function checkTexts(texts: Texts): FormProblems {
  const rows = Object.fromEntries(
    Object.entries(texts)
      .map(([record, values]) => [record, checkFields(textFields, values) as RowErrors])
      .filter(([, errors]) => Object.keys(errors).length > 0),
  );
  return { ...noProblems, rows };
}
