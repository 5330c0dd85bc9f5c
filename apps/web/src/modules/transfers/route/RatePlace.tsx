import { useLingui } from '@lingui/react/macro';
import { FieldControl } from '../../../engine/form/FieldControl';
import { RemotePicker } from '../../../engine/options/RemotePicker';
import { choiceField, choiceValue, idOf, none } from './rateFields';
import type { RateDraftRow } from './routeDraft';

export interface Place {
  id: number;
  points: { id: number; name: string }[];
}

interface Props {
  row: RateDraftRow;
  side: 'start' | 'end';
  place: Place;
  /** 'row 2 of Camino Bag Carrier': which row the boxes belong to. */
  n: number;
  provider: string;
  edit: (patch: Partial<RateDraftRow>) => void;
}

/** One end of a rate row: a meeting point of that location, or else a hotel there. */
export function RatePlace({ row, side, place, n, provider, edit }: Props) {
  const { t } = useLingui();
  const point = row[`${side}_meeting_point_id`];
  const providerId = row[`${side}_provider_id`];
  const start = side === 'start';
  const points = place.points.map((p) => ({ value: String(p.id), label: p.name }));
  const spec = choiceField(`${side}_meeting_point_id`, points, t`Any meeting point`);
  return (
    <>
      <FieldControl
        cell
        spec={{
          ...spec,
          label: start
            ? t`From meeting point, row ${n} of ${provider}`
            : t`To meeting point, row ${n} of ${provider}`,
        }}
        value={choiceValue(point)}
        disabled={providerId !== none}
        onChange={(value) => edit({ [`${side}_meeting_point_id`]: idOf(value) })}
      />
      <RemotePicker
        size="xs"
        hideLabel
        label={start ? t`From, row ${n} of ${provider}` : t`To, row ${n} of ${provider}`}
        placeholder={t`or a hotel`}
        resource="providers"
        narrow={{ type: 'accommodation', location_ids: [place.id] }}
        disabled={point !== none}
        value={providerId === none ? null : { id: providerId, name: row[`${side}_provider_name`] }}
        onClear={() => edit({ [`${side}_provider_id`]: none, [`${side}_provider_name`]: '' })}
        onPick={(p) => edit({ [`${side}_provider_id`]: p.id, [`${side}_provider_name`]: p.name })}
      />
    </>
  );
}
