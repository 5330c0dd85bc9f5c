import type { LoginResponse } from '@trips/shared/modules/auth/auth.schema';
import { session } from '../../lib/session';
import { pendingVerification } from './verifyState';

/**
 * Acts on a successful login or verify answer. A stored session switches the routes to the signed-in
 * set, which then sends the user on (see SignedInEntry). Returns what happened.
 */
export function acceptSignIn(
  response: LoginResponse,
  remember: boolean,
): 'needs-verify' | 'signed-in' | 'incomplete' {
  if (response.is_need_verify && response.user_id !== undefined) {
    pendingVerification.save({ user_id: response.user_id, phone: response.phone ?? '', remember });
    return 'needs-verify';
  }
  if (!response.access_token) return 'incomplete';
  pendingVerification.clear();
  session.saveSignIn({ access_token: response.access_token, right: response.right, user: response.user });
  return 'signed-in';
}
