import { i18n } from '@lingui/core';
import { msg, t } from '@lingui/core/macro';
import { useDebouncedValue } from '@mantine/hooks';
import { type QueryKey, useQueries, useQueryClient } from '@tanstack/react-query';
import type { ProviderService } from '@trips/shared/modules/providers/provider-services.schema';
import type { ProviderDetail } from '@trips/shared/modules/providers/providers.schema';
import { type TripSection, tripDefaults, tripSections } from '@trips/shared/modules/trips/trips.constants';
import { decimalOf, times } from '@trips/shared/pricing/decimal';
import { priced } from '@trips/shared/pricing/totals';
import { useMemo } from 'react';
import { tr } from '../../../i18n/tr';
import { api } from '../../../lib/api';
import type { QuoteAnswer } from '../../providers';
import { providerDetailQuery, providerServicesQuery } from './providerQueries';
import { askText, type PriceAsk, priceAsk } from './quotes';
import type { AnyDraftRow } from './rows';
import type { SectionsState } from './sectionsDraft';

/** A row's theoretical cost as the screen shows it: the server's while the row prices as saved, else live. */
export interface LiveCost {
  t_cost: number | null;
  t_cost_national: number | null;
  /** Why there is no cost although the row has a provider (the pricing engine's message). */
  problem: string | null;
  symbol: string;
  /** Asked, not answered yet. */
  pending: boolean;
}

const noCost: LiveCost = {
  t_cost: null,
  t_cost_national: null,
  problem: null,
  symbol: tripDefaults.currencySymbol,
  pending: false,
};
const pending: LiveCost = { ...noCost, pending: true };
const savedCost = (row: AnyDraftRow): LiveCost => ({
  t_cost: row.t_cost,
  t_cost_national: row.t_cost_national,
  problem: row.t_cost_problem,
  symbol: row.provider_currency_symbol,
  pending: false,
});
/** The server's message for a service without a price (trips.pricing.ts), in the language shown. */
export const noPriceText = msg`The chosen service has no price.`;
const noPrice = 'The chosen service has no price.';

/** A pricing message in the language shown, where the catalogue knows it (the engine's name values: kept). */
export const problemText = (problem: string) => (problem === noPrice ? i18n._(noPriceText) : tr(problem));

interface Asked {
  section: TripSection;
  row: AnyDraftRow;
  ask: PriceAsk | null;
  /** Prices as it was loaded: the server's cost holds. */
  asSaved: boolean;
}

export function askedRows({ edits, loaded }: SectionsState): Asked[] {
  return tripSections.flatMap((section) => {
    const before = new Map(loaded[section].rows.map((r) => [r.key, r as AnyDraftRow]));
    return edits[section].rows.map((row) => {
      const ask = priceAsk(section, row);
      const was = before.get(row.key);
      return { section, row, ask, asSaved: !!was && askText(priceAsk(section, was)) === askText(ask) };
    });
  });
}

const unique = <T>(items: T[]) => [...new Set(items)];

/** Every row's cost, per section, by row key (keys of new rows repeat across sections). */
export type LiveCosts = Record<TripSection, Record<string, LiveCost>>;

/** Quotes the rows whose pricing changed (debounced, cached per ask) and answers every row's cost. */
export function useLiveCosts(state: SectionsState): LiveCosts {
  const asked = useMemo(() => askedRows(state), [state]);
  const wanted = unique(asked.filter((a) => a.ask && !a.asSaved).map((a) => askText(a.ask)));
  const [settled] = useDebouncedValue(JSON.stringify(wanted), 400);
  const settledTexts = new Set(JSON.parse(settled) as string[]);
  const asks = [...settledTexts].map((text) => JSON.parse(text) as PriceAsk);
  const quoteAsks = asks.filter((a) => a.kind === 'quote');
  const serviceProviders = unique(asks.filter((a) => a.kind === 'service').map((a) => a.providerId));

  // The answers are read from the cache by key: the hooks fetch them and re-render when they arrive.
  const client = useQueryClient();
  const quoteKey = (text: string) => ['trip-quote', text];
  useQueries({
    queries: quoteAsks.map((ask) => ({
      queryKey: quoteKey(askText(ask)),
      queryFn: ({ signal }: { signal: AbortSignal }) =>
        api.post<QuoteAnswer>(`providers/${ask.providerId}/quote`, ask.body, { signal }),
      staleTime: 60_000,
    })),
  });
  useQueries({ queries: serviceProviders.map(providerServicesQuery) });
  useQueries({ queries: serviceProviders.map(providerDetailQuery) });

  /** No answer yet: still asking, or the ask failed (said, never shown as a zero). */
  const waiting = (...keys: QueryKey[]): LiveCost => {
    const failure = keys.map((key) => client.getQueryState(key)?.error).find(Boolean);
    if (!failure) return pending;
    const reason = failure.message;
    return { ...noCost, problem: t`Not priced: ${reason}` };
  };
  const quoted = (ask: Extract<PriceAsk, { kind: 'quote' }>): LiveCost => {
    const key = quoteKey(askText(ask));
    const answer = client.getQueryData<QuoteAnswer>(key);
    if (!answer) return waiting(key);
    const { result, currency_symbol: symbol } = answer;
    if (!result.ok) return { ...noCost, symbol, problem: result.message };
    return { t_cost: result.euro, t_cost_national: result.national, problem: null, symbol, pending: false };
  };
  const serviceCost = (ask: Extract<PriceAsk, { kind: 'service' }>): LiveCost => {
    const [lists, details] = [providerServicesQuery(ask.providerId), providerDetailQuery(ask.providerId)];
    const list = client.getQueryData<{ services: ProviderService[] }>(lists.queryKey);
    const provider = client.getQueryData<{ provider: ProviderDetail }>(details.queryKey)?.provider;
    if (!list || !provider) return waiting(lists.queryKey, details.queryKey);
    const symbol = provider.currency_symbol ?? tripDefaults.currencySymbol;
    const price = list.services.find((s) => s.id === ask.serviceId)?.price ?? null;
    if (price === null) return { ...noCost, symbol, problem: noPrice };
    const rate = decimalOf(provider.currency_rate ?? tripDefaults.currencyRate);
    const result = priced([], [times(decimalOf(price), ask.people)], rate);
    if (!result.ok) return { ...noCost, symbol, problem: result.message };
    return { t_cost: result.euro, t_cost_national: result.national, problem: null, symbol, pending: false };
  };

  const costOf = ({ row, ask, asSaved }: Asked): LiveCost => {
    if (asSaved) return savedCost(row);
    if (!ask) return noCost;
    if (!settledTexts.has(askText(ask))) return pending;
    return ask.kind === 'quote' ? quoted(ask) : serviceCost(ask);
  };
  const costs: LiveCosts = {
    accommodations: {},
    luggage_transfers: {},
    normal_transfers: {},
    other_services: {},
  };
  for (const a of asked) costs[a.section][a.row.key] = costOf(a);
  return costs;
}
