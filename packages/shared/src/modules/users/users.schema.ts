import { z } from 'zod';
import { okEnvelope } from '../../api/envelope.ts';
import { limits, messages } from '../../validation/messages.ts';
import { integer, rowId } from '../../validation/numbers.ts';
import { firstLines } from '../../validation/rules.ts';
import { fields, text } from '../../validation/zod.ts';
import { avatarLimits } from './avatar.ts';

/** POST /users: an empty body lists everyone; the selectors of the user list narrow it. */
export const usersQuery = z
  .object({
    status: z.enum(['all', 'active', 'inactive']).optional().default('all'),
    team_id: integer(0).optional().default(0),
  })
  .prefault({});

export const userListItem = z.object({
  id: z.number(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  team_id: z.number(),
  team_name: z.string(),
  group_id: z.number().nullable(),
  group_name: z.string().nullable(),
  is_active: z.boolean(),
  avatar: z.string().nullable(),
});
export type UserListItem = z.infer<typeof userListItem>;

export const usersResponse = z.object({ success: z.literal(true), users: z.array(userListItem) });

/** GET user/{id}: the list fields plus what the profile panel and the edit form need. */
export const userProfile = userListItem.extend({
  profile: z.string(),
  require_verification: z.boolean(),
  version: z.number(),
});
export type UserProfile = z.infer<typeof userProfile>;

export const userResponse = z.object({ success: z.literal(true), user: userProfile });

/** The profile textarea keeps its first 6 lines (spec part 1 §2), then at most 400 characters. */
const profileText = text()
  .max(limits.textarea * 4, messages.maxLength(limits.textarea))
  .transform((v) => firstLines(v))
  .pipe(fields.optionalText(limits.textarea));

const userFields = {
  first_name: fields.requiredText(limits.user),
  last_name: fields.requiredText(limits.user),
  email: fields.email(limits.user),
  phone: fields.phone().optional().default(''),
  team_id: rowId(messages.required),
  group_id: rowId(messages.required),
  is_active: z.boolean().optional().default(true),
  require_verification: z.boolean().optional().default(false),
  profile: profileText.optional().default(''),
};

const phoneForCodes = <T extends { phone: string; require_verification: boolean }>(body: T) =>
  !body.require_verification || body.phone.trim() !== '';
const phoneIssue = { message: messages.required, path: ['phone'] };

export const addUserBody = z.object(userFields).refine(phoneForCodes, phoneIssue);
export type AddUserBody = z.input<typeof addUserBody>;

/** An edit carries the version it started from; a stale one is refused with 409. */
export const editUserBody = z
  .object({ id: rowId(), version: integer(1), ...userFields })
  .refine(phoneForCodes, phoneIssue);
export type EditUserBody = z.input<typeof editUserBody>;

/** The picture as a data URL (base64), or null to go back to the default avatar. */
export const editUserAvatarBody = z.object({
  id: rowId(),
  avatar: text()
    .max(Math.ceil((avatarLimits.maxBytes * 4) / 3) + 100, 'The picture must be 2 MB or smaller.')
    .nullable(),
});
export type EditUserAvatarBody = z.input<typeof editUserAvatarBody>;

export const savedUserResponse = okEnvelope.extend({ user: userProfile });
export const avatarResponse = okEnvelope.extend({ avatar: z.string().nullable() });

export const team = z.object({ id: z.number(), name: z.string() });
export const teamsResponse = z.object({ success: z.literal(true), teams: z.array(team) });
