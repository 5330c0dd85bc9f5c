// The external build: its CSS is a file and its one worker a script of our own origin, not an inline <style>
// and a blob: worker, so the widget runs under the Content-Security-Policy.
import 'altcha/external';
import 'altcha/altcha.css';
import { useLingui } from '@lingui/react/macro';
import { Input, Stack } from '@mantine/core';
import { useCallbackRef } from '@mantine/hooks';
import type { State } from 'altcha/types';
import type {} from 'altcha/types/react';
import pbkdf2WorkerUrl from 'altcha/workers/pbkdf2?url&no-inline';
import { useEffect, useLayoutEffect, useMemo, useRef } from 'react';

// The external build brings no worker: the server's challenges are PBKDF2/SHA-256 (api human-check.ts) only.
$altcha.algorithms.set('PBKDF2/SHA-256', () => new Worker(pbkdf2WorkerUrl));

type StateChangeEvent = CustomEvent<{ state: `${State}`; payload: string | null }>;

/** No footer link, no logo, and no pointer-movement collection (only a remote spam service asks for it). */
const configuration = JSON.stringify({ hideFooter: true, hideLogo: true, humanInteractionSignature: false });

interface Props {
  /** The verified payload, or null while the check is not (or no longer) solved. */
  onPayload: (payload: string | null) => void;
  error?: string | null;
}

/**
 * The self-hosted ALTCHA proof-of-work check. It only fetches its challenge from our API: no spam filter,
 * no verify URL and no footer link, so nothing leaves for the internet. Remount (key) to start over.
 */
export function AltchaField({ onPayload, error }: Props) {
  const widget = useRef<HTMLElement>(null);
  const reportPayload = useCallbackRef(onPayload);
  const { i18n, t } = useLingui();
  const language = i18n.locale;
  const texts = useMemo(
    () => ({
      label: t`I'm not a robot`,
      loading: t`Loading...`,
      verify: t`Verify`,
      verifying: t`Verifying...`,
      verified: t`Verified`,
      verificationRequired: t`Verification required!`,
      waitAlert: t`Verifying... please wait.`,
      error: t`Verification failed. Try again later.`,
      expired: t`Verification expired. Try again.`,
      reload: t`Reload`,
    }),
    [t],
  );

  // The widget's texts in the interface language, registered under its code (over the widget's English, which
  // keeps the texts of features not used here) before the browser paints the widget.
  useLayoutEffect(() => {
    $altcha.i18n.set(language, { ...$altcha.i18n.get('en'), ...texts });
  }, [language, texts]);

  useEffect(() => {
    const element = widget.current;
    if (!element) return;
    const onStateChange = (event: Event) => {
      const { state, payload } = (event as StateChangeEvent).detail;
      reportPayload(state === 'verified' && payload ? payload : null);
    };
    element.addEventListener('statechange', onStateChange);
    return () => element.removeEventListener('statechange', onStateChange);
  }, [reportPayload]);

  return (
    <Stack gap={4}>
      <altcha-widget
        ref={widget}
        challenge="/api/v1/altcha/challenge"
        language={language}
        configuration={configuration}
        style={{ '--altcha-max-width': '100%', '--altcha-border-radius': 'var(--mantine-radius-md)' }}
      />
      {error && <Input.Error role="alert">{error}</Input.Error>}
    </Stack>
  );
}
