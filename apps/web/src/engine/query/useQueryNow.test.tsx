import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { api } from '../../lib/api';
import { fakeApi } from '../../test/fakeApi';
import { useQueryNow } from './useQueryNow';

const trips = { queryKey: ['trips'], queryFn: () => api.get<{ n: number }>('trips/count') };

/** A part drawn after the asking one: notes how many calls had been sent by then. */
function LaterPart({ count }: { count: () => void }) {
  count();
  return null;
}

/** Renders `asker`, then a later part of the same screen noting the calls sent by the time it is drawn. */
function drawScreen(asker: ReactNode) {
  const network = fakeApi({ 'GET trips/count': { n: 3 } });
  const seen: number[] = [];
  render(
    <QueryClientProvider client={new QueryClient()}>
      {asker}
      <LaterPart count={() => seen.push(network.sent('GET trips/count').length)} />
    </QueryClientProvider>,
  );
  return { network, seen };
}

function AskingNow() {
  const { data } = useQueryNow(trips);
  return <p>{data ? `${data.n} trips` : 'Loading'}</p>;
}

function AskingAfterCommit() {
  useQuery(trips);
  return null;
}

describe('a query asked for now', () => {
  it('is sent while the screen is still being drawn, once, and its answer is shown', async () => {
    const { network, seen } = drawScreen(<AskingNow />);
    expect(seen[0]).toBe(1);
    expect(await screen.findByText('3 trips')).toBeTruthy();
    expect(network.sent('GET trips/count')).toHaveLength(1);
  });

  it('is what a plain query is not: sent only after the whole screen is drawn', () => {
    const { network, seen } = drawScreen(<AskingAfterCommit />);
    expect(seen[0]).toBe(0);
    expect(network.sent('GET trips/count')).toHaveLength(1);
  });
});
