import {
  altchaChallenge,
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

const inactive = 'This account is inactive.';
const signInAnswers = {
  401: 'The email address or password is incorrect (the same answer for an unknown address).',
  403: `${inactive} Or a security code is needed and no phone number is stored.`,
  429: 'Too many wrong passwords for this account from this address, or too many sign-ins from it.',
};

interface Deps {
  signIn: SignInService;
  passwordReset: ReturnType<typeof createPasswordResetService>;
  humanCheck: HumanCheck;
  /** The lookup lists' version (the lookups module's), so the client asks for the lists it may keep. */
  lookupsVersion: () => Promise<string>;
}

export function authRoutes({ signIn, passwordReset, humanCheck, lookupsVersion }: Deps) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    const tags = ['auth'];

    r.post(
      '/login',
      {
        config: { access: 'public', answers: signInAnswers },
        schema: {
          tags,
          summary: 'Sign in with email and password',
          description:
            'Answers the session token with the user and their rights, or `is_need_verify` with `user_id` ' +
            'when a security code was sent by SMS (the user requires it, or the device is new and ' +
            '`security.verify_new_devices` is on); then call `/verify`.',
          body: loginBody,
          response: { 200: loginResponse },
        },
      },
      (req) => signIn.login(req.body, req.ip),
    );

    r.post(
      '/verify',
      {
        config: {
          access: 'public',
          answers: {
            403: inactive,
            429: 'Too many codes tried from this address or for this user, or five wrong codes for this one.',
          },
        },
        schema: {
          tags,
          summary: 'Finish signing in with the SMS security code',
          description:
            'A code lasts 10 minutes and allows five tries; a wrong or expired code is a 400 on `code`.',
          body: verifyBody,
          response: { 200: loginResponse },
        },
      },
      (req) => signIn.verify(req.body, req.ip),
    );

    r.get(
      '/altcha/challenge',
      {
        config: { access: 'public' },
        schema: {
          tags,
          summary: 'Get a human-check challenge',
          description:
            'A signed ALTCHA proof-of-work challenge (PBKDF2 key derivation), valid for 10 minutes; its ' +
            'solution is spent once by `/forgot-password`.',
          response: { 200: altchaChallenge },
        },
      },
      async (_req, reply) => {
        reply.header('cache-control', 'no-store');
        return humanCheck.challenge();
      },
    );

    r.post(
      '/forgot-password',
      {
        config: {
          access: 'public',
          answers: { 429: 'Too many requests from this address or for this email.' },
        },
        schema: {
          tags,
          summary: 'Ask for a password reset link by email',
          description:
            'Needs a solved human check (`recaptcha`). Answers the same whether or not the address has an ' +
            'account; the link (60 minutes, single use) goes out through the outbox.',
          body: forgotPasswordBody,
          response: { 200: okEnvelope },
        },
      },
      (req) => passwordReset.requestReset(req.body.email, req.body.recaptcha, req.ip),
    );

    r.post(
      '/reset-password',
      {
        config: { access: 'public', answers: { 429: 'Too many resets tried from this address.' } },
        schema: {
          tags,
          summary: 'Set a new password with a reset link',
          description:
            'The link must be unused, unexpired and sent to `email`; using it ends all sessions of the user. ' +
            'A spent or expired link is a 400.',
          body: resetPasswordBody,
          response: { 200: okEnvelope },
        },
      },
      (req) => passwordReset.resetPassword(req.body, req.ip),
    );

    r.post(
      '/logout',
      {
        config: { access: 'authenticated' },
        schema: { tags, summary: 'Sign out (end this session)', response: { 200: okEnvelope } },
      },
      (req) => signIn.logout(requireAuth(req).sessionId),
    );

    r.get(
      '/get-user-permission',
      {
        config: { access: 'authenticated' },
        schema: {
          tags,
          summary: "Get the signed-in user's rights",
          description:
            "Permission key → the capabilities the user's group grants; read fresh on every call. " +
            '`lookups_version`: the version of the lookup lists (`GET /lookups?v=`), which the browser keeps.',
          response: {
            200: z.object({
              success: z.literal(true),
              right: z.record(z.string(), z.array(z.string())),
              lookups_version: z.string(),
            }),
          },
        },
      },
      async (req) => ({
        success: true as const,
        right: requireAuth(req).rights,
        lookups_version: await lookupsVersion(),
      }),
    );
  };
}
