import { i18n } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import type { ActivationPreviewResponse, PlannedMessage } from '@trips/shared/modules/trips/readiness.schema';
import { formatDateTime } from '../../../i18n/format';

type Kind = PlannedMessage['kind'];

/** One message of a kind, as the preview names it. */
const oneOf = (kind: Kind) =>
  ({
    request: i18n._(msg`booking request`),
    phone: i18n._(msg`phone call to book`),
    modify: i18n._(msg`modification`),
    cancel: i18n._(msg`cancellation`),
    withdraw: i18n._(msg`request withdrawn`),
    comments: i18n._(msg`new comments`),
  })[kind];

/** Several messages of a kind to one provider. */
const manyOf = (kind: Kind, n: number) =>
  ({
    request: i18n._(msg`${n} booking requests`),
    phone: i18n._(msg`${n} phone calls to book`),
    modify: i18n._(msg`${n} modifications`),
    cancel: i18n._(msg`${n} cancellations`),
    withdraw: i18n._(msg`${n} requests withdrawn`),
    comments: i18n._(msg`${n} new comments`),
  })[kind];

export interface ProviderLine {
  provider: string;
  /** "Hotel Alfonso IX: modification", "Camino Bag Carrier: 5 modifications". */
  text: string;
  /** What a single modification changes, `label: old → new`. */
  changes: string[];
}

/**
 * What each provider will get, an item a provider: "Hotel Alfonso IX: modification" with its changes
 * ("Arrival: 6 Jan → 7 Jan", "People: 2 → 3"); "Camino Bag Carrier: 5 modifications"; "Casa Garea:
 * cancellation".
 */
export function providerLines(messages: readonly PlannedMessage[]): ProviderLine[] {
  const byProvider = new Map<number, PlannedMessage[]>();
  for (const m of messages) byProvider.set(m.provider_id, [...(byProvider.get(m.provider_id) ?? []), m]);
  return [...byProvider.values()].map((own) => {
    const provider = own[0]!.provider_name;
    if (own.length === 1) {
      const [only] = own as [PlannedMessage];
      return { provider, text: `${provider}: ${oneOf(only.kind)}`, changes: only.lines };
    }
    const kinds = [...new Set(own.map((m) => m.kind))];
    const parts = kinds.map((kind) => {
      const n = own.filter((m) => m.kind === kind).length;
      return n === 1 ? oneOf(kind) : manyOf(kind, n);
    });
    return { provider, text: `${provider}: ${parts.join(', ')}`, changes: [] };
  });
}

/** The totals of an activation: requests, calls and the customer's documents. */
export function activationLines(p: ActivationPreviewResponse): string[] {
  const lines: string[] = [];
  if (p.emails > 0)
    lines.push(
      i18n._(
        msg`${plural(p.emails, { one: '# request', other: '# requests' })} to ${plural(p.providers, { one: '# provider', other: '# providers' })}`,
      ),
    );
  if (p.phone_calls > 0)
    lines.push(
      i18n._(msg`${plural(p.phone_calls, { one: '# phone call', other: '# phone calls' })} to make`),
    );
  if (p.documents_at) lines.push(i18n._(msg`Customer documents on ${formatDateTime(p.documents_at)}`));
  return lines;
}
