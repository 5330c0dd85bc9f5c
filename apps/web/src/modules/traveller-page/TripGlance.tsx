import { Trans, useLingui } from '@lingui/react/macro';
import type { TravellerTrip } from '@trips/shared/modules/traveller-links/traveller-links.schema';
import { formatDate } from '../../i18n/format';
import classes from './TravellerPage.module.css';

/** The trip at a glance: its name, dates, each night's hotel and town, and the pack once it exists. */
export function TripGlance({ trip }: { trip: TravellerTrip }) {
  const { t } = useLingui();
  const from = formatDate(trip.start_date);
  const to = formatDate(trip.end_date);
  return (
    <section className={classes.card} aria-labelledby="trip-name">
      <h1 id="trip-name" className={classes.brand}>
        {trip.name}
      </h1>
      <p>{t`From ${from} to ${to}`}</p>
      {trip.nights.length > 0 && (
        <>
          <h2>
            <Trans>Where you sleep</Trans>
          </h2>
          <ul className={classes.days}>
            {trip.nights.map((night) => (
              <li key={night.date}>
                <span>{formatDate(night.date)}</span>
                <span>{[night.hotel, night.town].filter(Boolean).join(', ')}</span>
              </li>
            ))}
          </ul>
        </>
      )}
      {trip.pack_url && (
        <p>
          <a className={classes.link} href={trip.pack_url} download>
            <Trans>Download your travel pack (PDF)</Trans>
          </a>
        </p>
      )}
    </section>
  );
}
