import { Trans, useLingui } from '@lingui/react/macro';
import type { PageFailure } from './pageApi';
import classes from './TravellerPage.module.css';

/** A link that opens nothing: why, in the trip's language (the browser's when the link is not ours). */
export function RefusedView({ failure }: { failure: PageFailure }) {
  const { t, i18n } = useLingui();
  const reason = failure.body.reason;
  const title =
    reason === 'expired'
      ? t`Link expired`
      : reason === 'revoked'
        ? t`Link replaced`
        : reason
          ? t`Link not valid`
          : t`Page not available`;
  return (
    <section className={classes.card} aria-labelledby="refused-title">
      <h1 id="refused-title">{title}</h1>
      <p role="alert">
        {reason ? (
          i18n._(failure.message)
        ) : (
          <Trans>This page could not be loaded. Please check your connection and try again.</Trans>
        )}
      </p>
    </section>
  );
}
