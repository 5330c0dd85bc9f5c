import { z } from 'zod';
import { messages } from '../../validation/messages.ts';
import { integer, rowId } from '../../validation/numbers.ts';
import { fields } from '../../validation/zod.ts';

export const locationLimits = {
  name: 100,
  meetingPointName: 100,
  variations: 200,
  meetingPoints: 200,
} as const;

/** The four meal plans whose ration a location may replace (spec part 2 §3 "Ration replacements"). */
export const rationKeys = [
  'breakfast',
  'breakfast_dinner',
  'breakfast_picnic',
  'breakfast_dinner_picnic',
] as const;
export type RationKey = (typeof rationKeys)[number];
/** Shown for a ration without a replacement. */
export const noReplacementName = 'NA';

const id = rowId();
const replacementId = id.nullable().optional().default(null);
const rations = {
  breakfast_replacement_id: replacementId,
  breakfast_dinner_replacement_id: replacementId,
  breakfast_picnic_replacement_id: replacementId,
  breakfast_dinner_picnic_replacement_id: replacementId,
};

const name = () => fields.requiredText(locationLimits.name);
const pointName = () => fields.optionalText(locationLimits.meetingPointName);

export const meetingPointInput = z.object({
  name_eng: fields.requiredText(locationLimits.meetingPointName),
  name_spn: pointName().optional().default(''),
  name_grm: pointName().optional().default(''),
});

const settings = {
  name: name(),
  country_id: rowId(messages.required),
  state_id: id.nullable().optional().default(null),
  is_automated_processing: z.boolean().optional().default(false),
  ...rations,
};

export const createLocationBody = z.object({
  ...settings,
  name_variations: z.array(name()).max(locationLimits.variations).optional().default([]),
  meeting_points: z.array(meetingPointInput).max(locationLimits.meetingPoints).optional().default([]),
});
export type CreateLocationBody = z.input<typeof createLocationBody>;

/** An edit carries the version it started from and only the changes to its lists. */
export const updateLocationBody = z.object({
  ...settings,
  version: integer(1),
  name_variations: z
    .object({
      new: z.array(name()).max(locationLimits.variations).optional().default([]),
      deleted: z.array(id).max(locationLimits.variations).optional().default([]),
    })
    .optional()
    .default({ new: [], deleted: [] }),
  meeting_points: z
    .object({
      upsert: z
        .array(meetingPointInput.extend({ id: id.optional() }))
        .max(locationLimits.meetingPoints)
        .optional()
        .default([]),
      deleted: z.array(id).max(locationLimits.meetingPoints).optional().default([]),
    })
    .optional()
    .default({ upsert: [], deleted: [] }),
});
export type UpdateLocationBody = z.input<typeof updateLocationBody>;

export const meetingPoint = z.object({
  id: z.number(),
  name_eng: z.string(),
  name_spn: z.string(),
  name_grm: z.string(),
});
export const nameVariation = z.object({ id: z.number(), name: z.string() });

const rationOut = Object.fromEntries(
  rationKeys.flatMap((k) => [
    [`${k}_replacement_id`, z.number().nullable()],
    [`${k}_replacement_name`, z.string()],
  ]),
) as Record<`${RationKey}_replacement_id`, z.ZodNullable<z.ZodNumber>> &
  Record<`${RationKey}_replacement_name`, z.ZodString>;

export const locationDetail = z.object({
  id: z.number(),
  name: z.string(),
  country_id: z.number(),
  country_name: z.string(),
  state_id: z.number().nullable(),
  state_name: z.string().nullable(),
  is_automated_processing: z.boolean(),
  ...rationOut,
  name_variations: z.array(nameVariation),
  meeting_points: z.array(meetingPoint),
  version: z.number(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type LocationDetail = z.infer<typeof locationDetail>;

/** One row of the locations list: its keys are the column slugs plus the ids. */
export const locationRow = z.object({
  id: z.number(),
  location_name: z.string(),
  state_id: z.number().nullable(),
  state_name: z.string().nullable(),
  country_id: z.number(),
  country_name: z.string(),
  name_variations: z.array(z.string()),
  meeting_points_count: z.number(),
  is_automated_processing: z.boolean(),
});
export type LocationRow = z.infer<typeof locationRow>;
