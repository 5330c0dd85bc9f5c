import type { Database } from '../../db/database.ts';
import { sha256 } from './tokens.ts';

export interface NewSession {
  userId: number;
  tokenHash: string;
  remember: boolean;
  device: Record<string, unknown>;
  ip: string | null;
  expiresAt: Date;
}

export function createSessionsRepo(db: Database) {
  return {
    create(s: NewSession) {
      return db
        .insertInto('sessions')
        .values({
          user_id: s.userId,
          token_hash: s.tokenHash,
          remember: s.remember,
          device: JSON.stringify(s.device),
          ip: s.ip,
          expires_at: s.expiresAt,
        })
        .execute();
    },

    /**
     * The live session behind a bearer token: not revoked, not expired, and its user still active; with
     * the user's group and that group's version, which keys the access guard's rights cache.
     */
    findLive(token: string) {
      return db
        .selectFrom('sessions as s')
        .innerJoin('users_view as u', 'u.id', 's.user_id')
        .leftJoin('user_groups as g', 'g.id', 'u.group_id')
        .select(['s.id as session_id', 'u.id as user_id', 'u.group_id', 'g.version as group_version'])
        .where('s.token_hash', '=', sha256(token))
        .where('s.revoked_at', 'is', null)
        .where('s.expires_at', '>', new Date())
        .where('u.is_active', '=', true)
        .executeTakeFirst();
    },

    revoke(sessionId: number) {
      return db
        .updateTable('sessions')
        .set({ revoked_at: new Date() })
        .where('id', '=', sessionId)
        .where('revoked_at', 'is', null)
        .execute();
    },

    revokeAllOfUser(userId: number) {
      return db
        .updateTable('sessions')
        .set({ revoked_at: new Date() })
        .where('user_id', '=', userId)
        .where('revoked_at', 'is', null)
        .execute();
    },
  };
}

export type SessionsRepo = ReturnType<typeof createSessionsRepo>;
