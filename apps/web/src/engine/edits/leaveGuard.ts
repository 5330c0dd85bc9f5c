import { t } from '@lingui/core/macro';
import { useWindowEvent } from '@mantine/hooks';
import { useEffect, useId } from 'react';
import { useBlocker } from 'react-router';

export const leaveQuestion = () => t`You have unsaved changes. Leave this page and lose them?`;

/** The edit areas on screen that hold unsaved changes (a page may show several, such as tabs). */
const unsaved = new Set<string>();

/** Marks this edit area as holding unsaved changes while `dirty`; LeaveGuard asks before they are lost. */
export function useUnsavedChanges(dirty: boolean) {
  const key = useId();
  useEffect(() => {
    if (!dirty) return;
    unsaved.add(key);
    return () => {
      unsaved.delete(key);
    };
  }, [dirty, key]);
}

/** A link inside the app to another screen, followed in this tab. */
function leavingLink(event: MouseEvent): boolean {
  if (event.defaultPrevented || event.button !== 0) return false;
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return false;
  const link = (event.target as Element | null)?.closest?.('a[href]');
  if (!(link instanceof HTMLAnchorElement) || (link.target && link.target !== '_self')) return false;
  if (link.origin !== window.location.origin || link.hasAttribute('download')) return false;
  return link.pathname !== window.location.pathname || link.search !== window.location.search;
}

/**
 * Mounted once, inside the router: with unsaved changes anywhere on screen, it asks once before closing
 * or reloading the tab (the browser's own question), following a link in the app, or going Back or
 * Forward. The app's own moves (after a save, for example) are not asked about.
 */
export function LeaveGuard() {
  useWindowEvent('beforeunload', (event) => {
    if (unsaved.size > 0) event.preventDefault();
  });
  const history = useBlocker(({ historyAction }) => unsaved.size > 0 && historyAction === 'POP');
  useEffect(() => {
    if (history.state !== 'blocked') return;
    if (window.confirm(leaveQuestion())) history.proceed();
    else history.reset();
  }, [history]);
  // Capture phase on window runs before the router's link handler, which skips a prevented click.
  useWindowEvent(
    'click',
    (event) => {
      if (unsaved.size === 0 || !leavingLink(event)) return;
      if (!window.confirm(leaveQuestion())) {
        event.preventDefault();
        event.stopPropagation();
      }
    },
    { capture: true },
  );
  return null;
}
