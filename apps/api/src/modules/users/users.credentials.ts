import type { Config } from '../../config.ts';
import type { Database } from '../../db/database.ts';

/**
 * What the users module asks of sign-in when it creates, invites or deactivates someone, owned here and
 * registered at start-up (`src/wiring.ts`) by the auth module, which itself reads users: so neither
 * imports the other.
 */
export interface UserCredentials {
  /** A password hash nobody can sign in with: a new user's until they choose their own. */
  unusablePassword(): Promise<string>;
  /** Emails a new user the link to choose their password, in the transaction that creates them. */
  invite(
    trx: Database,
    config: Config,
    user: { id: number; email: string; first_name: string },
  ): Promise<void>;
  /** Ends every session of the user, in the transaction that deactivates them. */
  endSessions(trx: Database, userId: number): Promise<void>;
}

let registered: UserCredentials | null = null;

export function registerUserCredentials(credentials: UserCredentials) {
  registered = credentials;
}

export function userCredentials(): UserCredentials {
  if (!registered) throw new Error('The users’ credentials are not wired: call wireTripSteps() at start-up.');
  return registered;
}
