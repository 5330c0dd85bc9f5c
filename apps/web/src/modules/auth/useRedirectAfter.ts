import { useEffect } from 'react';
import { useNavigate } from 'react-router';

/** Once `when` holds, goes to `path` after `delayMs` (the confirmations of spec part 1 §4). */
export function useRedirectAfter(when: boolean, path: string, delayMs: number) {
  const navigate = useNavigate();
  useEffect(() => {
    if (!when) return;
    const timer = window.setTimeout(() => navigate(path, { replace: true }), delayMs);
    return () => window.clearTimeout(timer);
  }, [when, path, delayMs, navigate]);
}
