import { rateKinds, type saveRatesBody } from '@trips/shared/modules/providers/provider-rates.schema';
import { type AnyRate, rateErrors } from '@trips/shared/pricing/index';
import type { z } from 'zod';
import { queueProblems, rejected } from '../../../engine/edits/queued-deletes.ts';
import type { RateSet } from './rates.presenter.ts';

export type SaveRates = z.output<typeof saveRatesBody>;
type Rates = Pick<SaveRates, Kind>;
type Kind = (typeof kinds)[number];
type Row = { id?: number | null };
type Item = Row & { rate_item_type_id: number; qties?: Row[] };

const kinds = rateKinds;
const kindLabels = { negotiated: 'Negotiated rate', luggage: 'Luggage rate', transfer: 'Transfer rate' };

const idsOf = (rows: Row[]) => rows.flatMap((r) => (r.id ? [r.id] : []));
const ratesOf = (r: Rates) =>
  kinds.flatMap((kind) => (r[kind] as AnyRate[]).map((rate, index) => ({ kind, index, rate })));
const itemsOf = (rate: AnyRate) => rate.rate_items as Item[];

/** Per rate: the pricing engine's blocking problems, an unknown item type, a name used twice in its kind. */
function rateProblems(body: SaveRates, itemTypes: Set<number>, fieldErrors: Record<string, string>) {
  const problems: string[] = [];
  const names = new Set<string>();
  const report = (message: string, path: (string | number)[]) => {
    problems.push(message);
    fieldErrors[path.join('.')] ??= message;
  };
  for (const { kind, index, rate } of ratesOf(body)) {
    // The spec's stored default name of a first rate is named in words, as the rates screen shows it.
    const shown = rate.name.trim() === 'firstRate' ? 'First rate' : rate.name.trim();
    const label = `${kindLabels[kind]} '${shown}'`;
    const folded = `${kind}:${rate.name.trim().toLowerCase()}`;
    if (names.has(folded)) report(`${label}: another ${kind} rate has the same name`, [kind, index, 'name']);
    names.add(folded);
    for (const problem of rateErrors(rate))
      report(`${label}: ${problem.message}`, [kind, index, ...problem.path]);
    for (const [j, item] of itemsOf(rate).entries())
      if (!itemTypes.has(item.rate_item_type_id))
        report(`${label}: item ${j + 1} has an unknown rate item type`, [
          kind,
          index,
          'rate_items',
          j,
          'rate_item_type_id',
        ]);
  }
  return problems;
}

/** Every saved rate, item and quantity row is kept or queued for deletion; a deleted parent takes its rows. */
function queuedProblems(body: SaveRates, saved: RateSet) {
  const savedRates = ratesOf(saved);
  const rateOfItem = new Map(savedRates.flatMap(({ rate }) => itemsOf(rate).map((i) => [i.id!, rate.id!])));
  const itemOfQty = new Map(
    savedRates.flatMap(({ rate }) =>
      itemsOf(rate).flatMap((i) => (i.qties ?? []).map((q) => [q.id!, i.id!])),
    ),
  );
  const rateGone = (id: number) => body.deleted_rate_ids.includes(id);
  const itemGone = (id: number) => body.deleted_item_ids.includes(id) || rateGone(rateOfItem.get(id)!);
  const savedKind = new Map(savedRates.map(({ kind, rate }) => [rate.id!, kind]));
  const sent = ratesOf(body);
  const sentItems = sent.flatMap(({ rate }) => itemsOf(rate));
  const wrongKind = sent
    .filter(({ kind, rate }) => rate.id && savedKind.has(rate.id) && savedKind.get(rate.id) !== kind)
    .map(({ kind, rate }) => `Rate ${rate.id} is not a ${kind} rate`);
  return [
    ...wrongKind,
    ...queueProblems({
      label: 'Rate',
      own: new Set(savedKind.keys()),
      kept: idsOf(sent.map((s) => s.rate)),
      deleted: body.deleted_rate_ids,
    }),
    ...queueProblems({
      label: 'Rate item',
      own: new Set(rateOfItem.keys()),
      kept: idsOf(sentItems),
      deleted: body.deleted_item_ids,
      implied: (id) => rateGone(rateOfItem.get(id)!),
    }),
    ...queueProblems({
      label: 'Quantity row',
      own: new Set(itemOfQty.keys()),
      kept: idsOf(sentItems.flatMap((i) => i.qties ?? [])),
      deleted: body.deleted_qty_ids,
      implied: (id) => itemGone(itemOfQty.get(id)!),
    }),
  ];
}

/** Rejects the whole save, naming the rows, when any rate is wrong or the save disagrees with the saved rows. */
export function checkRatesSave(body: SaveRates, saved: RateSet, itemTypes: Set<number>) {
  const fieldErrors: Record<string, string> = {};
  const problems = [...rateProblems(body, itemTypes, fieldErrors), ...queuedProblems(body, saved)];
  if (problems.length > 0) throw rejected(problems, fieldErrors);
}
