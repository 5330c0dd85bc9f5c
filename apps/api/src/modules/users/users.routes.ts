import { type Capability, rowIdParam, text } from '@trips/shared';
import {
  addUserBody,
  avatarResponse,
  editUserAvatarBody,
  editUserBody,
  savedUserResponse,
  teamsResponse,
  userResponse,
  usersQuery,
  usersResponse,
} from '@trips/shared/modules/users/users.schema';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/database.ts';
import { sendPicture } from '../../engine/images/pictures.ts';
import type { Storage } from '../../engine/storage/storage.ts';
import { requireAuth } from '../../plugins/access-guard.ts';
import { createAvatarService } from './avatar.service.ts';
import { languageRoutes } from './language.routes.ts';
import type { UsersService } from './users.service.ts';

/** `orOwnId`: a user without the right still reads and edits their own profile (the service limits the fields). */
const access = (capability: Capability, orOwnId?: 'params' | 'body') => ({
  access: { permission: 'users', capability, ...(orOwnId ? { orOwnId } : {}) },
});
const params = z.object({ id: rowIdParam() });
const tags = ['users'];
const emailTaken = 'Another user has this email address.';
// A 2 MB picture grows by a third in base64.
const AVATAR_BODY_LIMIT = 3 * 1024 * 1024;

/** No body (null), or an empty text body, reads as `{}` so the schema's defaults apply. */
function emptyBodyAsObject(req: FastifyRequest, _reply: unknown, done: () => void) {
  if (req.body === null || req.body === undefined || req.body === '') req.body = {};
  done();
}

interface Deps {
  db: Database;
  users: UsersService;
  storage: Storage;
}

/** The user calls of spec part 1 §7, plus the avatar files they point at. */
export function usersRoutes({ db, users, storage }: Deps) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    const avatars = createAvatarService(db, storage);

    r.post(
      '/users',
      {
        config: access('view'),
        // The spec's call sends no body at all (part 1 §7 "POST users, empty body"): that is the whole list.
        preValidation: emptyBodyAsObject,
        schema: {
          tags,
          summary: 'List users by status and team',
          body: usersQuery,
          response: { 200: usersResponse },
        },
      },
      (req) => users.list(req.body.status, req.body.team_id),
    );

    r.get(
      '/user/:id',
      {
        config: access('view', 'params'),
        schema: { tags, summary: 'Get a user', params, response: { 200: userResponse } },
      },
      (req) => users.get(req.params.id),
    );

    r.get(
      '/user-teams',
      {
        config: { access: 'authenticated' },
        schema: { tags, summary: 'List the teams', response: { 200: teamsResponse } },
      },
      () => users.teams(),
    );

    r.post(
      '/add-user',
      {
        config: { ...access('create'), answers: { 409: emailTaken } },
        schema: {
          tags,
          summary: 'Add a user',
          description: 'The new user gets an unusable password and an emailed set-password link (7 days).',
          body: addUserBody,
          response: { 200: savedUserResponse },
        },
      },
      (req) => users.add(requireAuth(req).userId, req.body),
    );

    r.post(
      '/edit-user',
      {
        config: {
          ...access('edit', 'body'),
          answers: {
            403: "Without the 'edit' right on 'users': not the user's own profile, or a field only an admin changes.",
            409: 'Stale (another `version`), the email address taken, or deactivating oneself.',
          },
        },
        schema: {
          tags,
          summary: 'Edit a user',
          description:
            "Without the 'edit' right a user may edit their own names, phone and profile only. " +
            "Deactivating a user ends all the user's sessions.",
          body: editUserBody,
          response: { 200: savedUserResponse },
        },
      },
      (req) => users.edit(requireAuth(req), req.body),
    );

    r.post(
      '/edit-user-avatar',
      {
        config: { ...access('edit', 'body'), answers: { 413: 'The body is over 3 MB.' } },
        bodyLimit: AVATAR_BODY_LIMIT,
        schema: {
          tags,
          summary: "Set or remove a user's avatar",
          description:
            'A PNG, JPEG or WebP data URL of at most 2 MB and 25 MP, decoded and encoded again; ' +
            '`null` removes it.',
          body: editUserAvatarBody,
          response: { 200: avatarResponse },
        },
      },
      (req) => avatars.set(requireAuth(req).userId, req.body.id, req.body.avatar),
    );

    // Public because an <img> sends no bearer token; the 128-bit random file name is what guards it.
    r.get(
      '/avatars/:file',
      {
        config: { access: 'public' },
        schema: {
          tags,
          summary: 'Get an avatar picture',
          description: 'Needs no token: the random file name is the secret.',
          params: z.object({ file: text().max(80) }),
        },
      },
      async (req, reply) => {
        return sendPicture(reply, await avatars.read(req.params.file));
      },
    );

    await app.register(languageRoutes({ db }));
  };
}
