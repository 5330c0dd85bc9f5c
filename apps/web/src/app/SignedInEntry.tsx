import { useEffect, useState } from 'react';
import { Navigate } from 'react-router';
import { session } from '../lib/session';
import { preloadScreen } from './preloadScreen';

/**
 * Where a signed-in user lands on '/' or a sign-in screen: the path remembered before sign-in, else /home.
 * Signing in only stores the session; this redirect then runs once the signed-in routes are in place, and
 * once that screen's code has loaded (its first calls on their way), so it draws without a loader first.
 */
export function SignedInEntry() {
  const [target] = useState(() => session.nextPathAfterSignIn());
  const [loaded, setLoaded] = useState(false);
  useEffect(() => {
    session.forgetHistory();
    let shown = true;
    void preloadScreen(target).finally(() => shown && setLoaded(true));
    return () => {
      shown = false;
    };
  }, [target]);
  return loaded ? <Navigate to={target} replace /> : null;
}
