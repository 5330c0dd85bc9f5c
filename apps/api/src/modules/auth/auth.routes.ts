import {
  forgotPasswordBody,
  loginBody,
  loginResponse,
  okEnvelope,
  resetPasswordBody,
  verifyBody,
} from '@trips/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireAuth } from '../../plugins/access-guard.ts';
import type { HumanCheck } from './human-check.ts';
import type { createPasswordResetService } from './password-reset.service.ts';
import type { SignInService } from './sign-in.service.ts';

interface Deps {
  signIn: SignInService;
  passwordReset: ReturnType<typeof createPasswordResetService>;
  humanCheck: HumanCheck;
}

export function authRoutes({ signIn, passwordReset, humanCheck }: Deps) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    const tags = ['auth'];

    r.post(
      '/login',
      { config: { access: 'public' }, schema: { tags, body: loginBody, response: { 200: loginResponse } } },
      (req) => signIn.login(req.body, req.ip),
    );

    r.post(
      '/verify',
      { config: { access: 'public' }, schema: { tags, body: verifyBody, response: { 200: loginResponse } } },
      (req) => signIn.verify(req.body, req.ip),
    );

    r.get('/altcha/challenge', { config: { access: 'public' }, schema: { tags } }, async (_req, reply) => {
      reply.header('cache-control', 'no-store');
      return humanCheck.challenge();
    });

    r.post(
      '/forgot-password',
      {
        config: { access: 'public' },
        schema: { tags, body: forgotPasswordBody, response: { 200: okEnvelope } },
      },
      (req) => passwordReset.requestReset(req.body.email, req.body.recaptcha, req.ip),
    );

    r.post(
      '/reset-password',
      {
        config: { access: 'public' },
        schema: { tags, body: resetPasswordBody, response: { 200: okEnvelope } },
      },
      (req) => passwordReset.resetPassword(req.body, req.ip),
    );

    r.post(
      '/logout',
      { config: { access: 'authenticated' }, schema: { tags, response: { 200: okEnvelope } } },
      (req) => signIn.logout(requireAuth(req).sessionId),
    );

    r.get(
      '/get-user-permission',
      {
        config: { access: 'authenticated' },
        schema: {
          tags,
          response: {
            200: z.object({ success: z.literal(true), right: z.record(z.string(), z.array(z.string())) }),
          },
        },
      },
      async (req) => ({ success: true as const, right: requireAuth(req).rights }),
    );
  };
}
