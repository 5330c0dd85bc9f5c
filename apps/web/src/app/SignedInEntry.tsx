import { useEffect } from 'react';
import { Navigate } from 'react-router';
import { session } from '../lib/session';

/**
 * Where a signed-in user lands on '/' or a sign-in screen: the path remembered before sign-in, else /home.
 * Signing in only stores the session; this redirect then runs once the signed-in routes are in place.
 */
export function SignedInEntry() {
  const target = session.nextPathAfterSignIn();
  useEffect(() => {
    session.forgetHistory();
  }, []);
  return <Navigate to={target} replace />;
}
