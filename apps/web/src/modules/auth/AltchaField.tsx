// The external build: its CSS is a file and its worker a script of our own origin, not an inline <style>
// and a blob: worker, so the widget runs under the Content-Security-Policy.
import 'altcha/external';
import 'altcha/altcha.css';
import { useLingui } from '@lingui/react/macro';
import { Input, Stack } from '@mantine/core';
import { useCallbackRef } from '@mantine/hooks';
import workerUrl from 'altcha/worker?url&no-inline';
import { useEffect, useRef } from 'react';

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
  const { t } = useLingui();
  // The widget's own texts, in the interface language (it merges them over its English defaults).
  const strings = JSON.stringify({
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
  });

  useEffect(() => {
    const element = widget.current;
    if (!element) return;
    const onStateChange = (event: Event) => {
      const { state, payload } = (event as AltchaStateChangeEvent).detail;
      reportPayload(state === 'verified' && payload ? payload : null);
    };
    element.addEventListener('statechange', onStateChange);
    return () => element.removeEventListener('statechange', onStateChange);
  }, [reportPayload]);

  return (
    <Stack gap={4}>
      <altcha-widget
        ref={widget}
        challengeurl="/api/v1/altcha/challenge"
        workerurl={workerUrl}
        hidefooter
        hidelogo
        strings={strings}
        style={{ '--altcha-max-width': '100%', '--altcha-border-radius': 'var(--mantine-radius-md)' }}
      />
      {error && <Input.Error role="alert">{error}</Input.Error>}
    </Stack>
  );
}
