import { t } from '@lingui/core/macro';
import { hospedajesReport } from '@trips/shared/modules/hospedajes/hospedajes.resource';
import type { ListView } from '../../engine/types';
import { formatDate } from '../../i18n/format';
import { detailPath } from '../../lib/paths';
import {
  ConnectionNotice,
  Deadline,
  type HospedajesRow,
  MissingCell,
  StateBadge,
  XmlButton,
} from './HospedajesCells';

type Row = HospedajesRow & Record<string, unknown>;

/** The Hospedajes report: each night opens its trip, where its travellers are completed. */
export const hospedajesView: ListView<Row> = {
  descriptor: hospedajesReport,
  rowHref: (row) => detailPath('trip', row.trip_id),
  optionSources: { provider_id: { resource: 'providers' } },
  cells: {
    checkin_date: (row) => formatDate(row.checkin_date as string),
    checkout_date: (row) => formatDate(row.checkout_date as string),
    contract_date: (row) => formatDate(row.contract_date as string),
    state: (row) => <StateBadge row={row} />,
    missing: (row) => <MissingCell row={row} />,
    deadline_at: (row) => <Deadline row={row} />,
    xml: (row) => <XmlButton row={row} />,
  },
  summary: () => <ConnectionNotice />,
  get loadFailure() {
    return t`unable to find the hospedajes report`;
  },
};
