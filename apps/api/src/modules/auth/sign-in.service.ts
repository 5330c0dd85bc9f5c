import type { LoginResponse } from '@trips/shared';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/database.ts';
import { createOutboxRepo } from '../../engine/outbox/outbox.repo.ts';
import type { RateLimiter } from '../../engine/rate-limit/rate-limit.ts';
import type { SettingsRepo } from '../../engine/settings/settings.repo.ts';
import { AppError, badRequest, forbidden, unauthorized } from '../../http/errors.ts';
import { ok } from '../../http/ok.ts';
import { createUsersRepo, toSessionUser, type UserRecord } from '../users/index.ts';
import { createAuthRepo } from './auth.repo.ts';
import { type DeviceInfo, deviceHash, maskPhone, pickDevice } from './device.ts';
import { createLoginGuard } from './login-guard.ts';
import { verifyPassword } from './passwords.ts';
import { createSessionsRepo } from './sessions.repo.ts';
import { newSixDigitCode, newToken, sameHash, sha256 } from './tokens.ts';

const CODE_MINUTES = 10;
const MAX_CODE_ATTEMPTS = 5;
const tooManyCodes = () => new AppError(429, 'Too many wrong codes. Please sign in again to get a new code.');
export const VERIFY_NEW_DEVICES = 'security.verify_new_devices';

interface Deps {
  db: Database;
  config: Config;
  limiter: RateLimiter;
  settings: SettingsRepo;
  onOutbox: () => void;
}

export function createSignInService({ db, config, limiter, settings, onOutbox }: Deps) {
  const users = createUsersRepo(db);
  const auth = createAuthRepo(db);
  const loginGuard = createLoginGuard(limiter);

  async function issueSession(user: UserRecord, remember: boolean, device: DeviceInfo, ip: string) {
    const token = newToken();
    const lifetimeMs = remember ? config.REMEMBER_DAYS * 86_400_000 : config.SESSION_HOURS * 3_600_000;
    await createSessionsRepo(db).create({
      userId: user.id,
      tokenHash: sha256(token),
      remember,
      device: { ...pickDevice(device) },
      ip,
      expiresAt: new Date(Date.now() + lifetimeMs),
    });
    const right = await users.rightsOfGroup(user.group_id);
    return {
      success: true,
      is_need_verify: false,
      access_token: token,
      right,
      user: toSessionUser(user),
    } as const;
  }

  async function sendCode(user: UserRecord, device: DeviceInfo, remember: boolean): Promise<LoginResponse> {
    if (!user.phone)
      throw forbidden('No phone number is stored for the security code. Please contact an administrator.');
    const code = newSixDigitCode();
    await db.transaction().execute(async (trx) => {
      const challenges = createAuthRepo(trx);
      await challenges.closeChallenges(user.id);
      const expiresAt = new Date(Date.now() + CODE_MINUTES * 60_000);
      await challenges.createChallenge({
        userId: user.id,
        codeHash: sha256(code),
        device: pickDevice(device),
        deviceHash: deviceHash(device),
        remember,
        expiresAt,
      });
      const body = `Your Trip Back-Office security code is ${code}. It expires in ${CODE_MINUTES} minutes.`;
      await createOutboxRepo(trx).enqueue(trx, { channel: 'sms', recipient: user.phone!, body });
    });
    onOutbox();
    return { success: true, is_need_verify: true, user_id: user.id, phone: maskPhone(user.phone) };
  }

  return {
    async login(body: DeviceInfo & { identifier: string; password: string; remember: boolean }, ip: string) {
      const email = body.identifier.toLowerCase();
      await loginGuard.admit(email, ip);
      const user = await users.findByEmail(email);
      if (!(await verifyPassword(user?.password_hash ?? null, body.password)) || !user) {
        await loginGuard.failed(email, ip);
        throw unauthorized('The email address or password is incorrect.');
      }
      await loginGuard.succeeded(email, ip);
      if (!user.is_active) throw forbidden('This account is inactive. Please contact an administrator.');
      const askNewDevices = await settings.get(VERIFY_NEW_DEVICES, false);
      const needsCode =
        user.require_verification ||
        (askNewDevices && !(await auth.isKnownDevice(user.id, deviceHash(body))));
      if (needsCode) return sendCode(user, body, body.remember);
      return issueSession(user, body.remember, body, ip);
    },

    async verify(body: DeviceInfo & { user_id: number; code: string }, ip: string) {
      await limiter.consume(
        [`verify:ip:${ip}`, { max: 30, windowSeconds: 600 }],
        [`verify:user:${body.user_id}`, { max: 10, windowSeconds: 600 }],
      );
      const challenge = await auth.latestOpenChallenge(body.user_id);
      if (!challenge)
        throw badRequest('The security code has expired. Please sign in again.', { code: 'Expired' });
      const attempt = await auth.takeAttempt(challenge.id, MAX_CODE_ATTEMPTS);
      if (!attempt) throw tooManyCodes();
      if (!sameHash(sha256(body.code.trim()), challenge.code_hash)) {
        if (attempt.attempts >= MAX_CODE_ATTEMPTS) {
          await auth.closeChallenges(body.user_id);
          throw tooManyCodes();
        }
        throw badRequest('The security code is not correct.', { code: 'Incorrect code' });
      }
      if (!(await auth.claimChallenge(challenge.id)))
        throw badRequest('The security code has expired. Please sign in again.', { code: 'Expired' });
      const user = await users.findById(body.user_id);
      if (!user?.is_active) throw forbidden('This account is inactive. Please contact an administrator.');
      await auth.rememberDevice(user.id, challenge.device_hash);
      return issueSession(user, challenge.remember, challenge.device as unknown as DeviceInfo, ip);
    },

    async logout(sessionId: number) {
      await createSessionsRepo(db).revoke(sessionId);
      return ok('You have signed out.');
    },
  };
}

export type SignInService = ReturnType<typeof createSignInService>;
