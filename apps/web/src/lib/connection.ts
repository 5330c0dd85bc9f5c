import { t } from '@lingui/core/macro';
import { notifications } from '@mantine/notifications';
import { messages } from '@trips/shared/validation/messages';
import { toast, toastTiming } from '../components/toast';
import { tr } from '../i18n/tr';
import { queryClient } from './queryClient';

const LOST_TOAST = 'connection-lost';
const FIRST_PROBE_MS = 1_000;
const LONGEST_PROBE_MS = 10_000;

let lost = false;
let probeTimer: ReturnType<typeof setTimeout> | undefined;

/** The wait before the n-th probe: doubling from one second, never more than ten. */
export function probeDelay(attempt: number): number {
  return Math.min(FIRST_PROBE_MS * 2 ** attempt, LONGEST_PROBE_MS);
}

/**
 * A call could not reach the server: one toast that stays while it is away (never one per failed call), and
 * probes of the server until it answers again.
 */
export function connectionLost() {
  if (lost) return;
  lost = true;
  notifications.show({
    id: LOST_TOAST,
    title: tr(messages.networkError),
    message: t`The server cannot be reached. Your screen reloads by itself when it answers again.`,
    color: 'red',
    position: toastTiming.error.position,
    autoClose: false,
  });
  scheduleProbe(0);
}

/** Any answer of the server proves the connection is back. */
export function connectionAnswered() {
  if (lost) restored();
}

function scheduleProbe(attempt: number) {
  clearTimeout(probeTimer);
  probeTimer = setTimeout(() => void probe(attempt), probeDelay(attempt));
}

async function probe(attempt: number) {
  try {
    const answer = await fetch('/healthz', { cache: 'no-store' });
    if (answer.ok) return connectionAnswered();
  } catch {
    // Still away: try again later.
  }
  if (lost) scheduleProbe(attempt + 1);
}

function restored() {
  lost = false;
  clearTimeout(probeTimer);
  notifications.hide(LOST_TOAST);
  toast.success(t`Connection restored`);
  // What failed while the server was away loads again; what is on screen is refreshed.
  void queryClient.refetchQueries({
    predicate: (query) => query.state.status === 'error' || query.isActive(),
  });
}

if (typeof window !== 'undefined') {
  window.addEventListener('online', () => {
    if (lost) scheduleProbe(0);
  });
}
