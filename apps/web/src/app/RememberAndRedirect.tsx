import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { session } from '../lib/session';

/** A signed-out visit to a signed-in path: remember it for after sign-in, then show sign-in at '/'. */
export function RememberAndRedirect() {
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  useEffect(() => {
    session.rememberPath(pathname + search);
    navigate('/', { replace: true });
  }, [pathname, search, navigate]);
  return null;
}
