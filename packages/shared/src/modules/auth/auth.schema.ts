import { z } from 'zod';
import { limits } from '../../validation/messages.ts';
import { rowId } from '../../validation/numbers.ts';
import { fields, text } from '../../validation/zod.ts';
import { uiLanguages } from '../users/language.ts';

/** Device info sent with sign-in (spec part 1 §7). */
export const deviceInfo = z.object({
  browser: text().max(100).optional().default(''),
  browser_version: text().max(100).optional().default(''),
  mobile: z.boolean().optional().default(false),
  device: text().max(100).optional().default(''),
  os: text().max(100).optional().default(''),
  os_version: text().max(100).optional().default(''),
});

export const loginBody = deviceInfo.extend({
  identifier: fields.signInEmail(),
  password: fields.requiredSecret(limits.auth),
  remember: z.boolean().optional().default(false),
});
export type LoginBody = z.input<typeof loginBody>;

export const sessionUser = z.object({
  id: z.number(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  avatar: z.string().nullable(),
  is_active: z.boolean(),
  /** The interface language the user chose; null follows the browser's. */
  language: z.enum(uiLanguages).nullable().optional(),
});
export type SessionUser = z.infer<typeof sessionUser>;

const rights = z.record(z.string(), z.array(z.enum(['view', 'create', 'edit'])));

/** A successful sign-in, or the second-factor step (is_need_verify with user_id and phone). */
export const loginResponse = z.object({
  success: z.literal(true),
  access_token: z.string().optional(),
  right: rights.optional(),
  user: sessionUser.optional(),
  is_need_verify: z.boolean(),
  user_id: z.number().optional(),
  phone: z.string().optional(),
});
export type LoginResponse = z.infer<typeof loginResponse>;

export const verifyBody = deviceInfo.extend({
  user_id: rowId(),
  code: text().trim().min(1, 'Required').max(10),
  remember: z.boolean().optional().default(false),
});

export const forgotPasswordBody = z.object({
  email: fields.email(limits.signInEmail),
  recaptcha: text({ error: 'Enter reCaptcha' }).min(1, 'Enter reCaptcha'),
});

export const resetPasswordBody = z
  .object({
    email: fields.email(limits.signInEmail),
    token: text().min(1, 'You are not authorized').max(200),
    password: fields.password(),
    password_confirmation: text().min(1, 'Required'),
  })
  .refine((b) => b.password === b.password_confirmation, {
    message: 'Must match',
    path: ['password_confirmation'],
  });

/**
 * A signed ALTCHA proof-of-work challenge (PoW v2): the browser derives keys (PBKDF2) from the nonce and a
 * counter counting up from 0 until one starts with `keyPrefix`. Every parameter is covered by `signature`.
 */
export const altchaChallenge = z.object({
  parameters: z.object({
    algorithm: z.string(),
    nonce: z.string(),
    salt: z.string(),
    cost: z.number(),
    keyLength: z.number(),
    keyPrefix: z.string(),
    keySignature: z.string().optional(),
    memoryCost: z.number().optional(),
    parallelism: z.number().optional(),
    /** Unix time in seconds. */
    expiresAt: z.number().optional(),
    data: z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()])).optional(),
  }),
  signature: z.string(),
});

/** What the widget hands over once solved, base64-encoded JSON: the challenge as issued and its solution. */
export const altchaPayload = z.object({
  challenge: altchaChallenge,
  solution: z.object({ counter: z.number(), derivedKey: z.string(), time: z.number().optional() }),
});
