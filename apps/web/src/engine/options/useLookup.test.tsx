// @vitest-environment happy-dom

import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { session } from '../../lib/session';
import { fakeApi } from '../../test/fakeApi';
import { renderField } from '../../test/field';

const spec = { key: 'meals_id', label: 'Meals', kind: 'lookup', lookup: 'meals' } as const;
const input = () => screen.getAllByLabelText(/^Meals/).find((e) => e.tagName === 'INPUT') as HTMLInputElement;
const answer = (version: string, name: string) => ({
  success: true,
  version,
  lookups: { meals: [{ id: 1, name }] },
});

describe('the lookup lists under their version', () => {
  it('asks under the version the browser knows, and keeps the one a first answer names', async () => {
    const api = fakeApi({ 'GET lookups': (call) => answer('v1.b', call.query.get('v') ? 'Kept' : 'Fresh') });
    const first = renderField(spec, 1);
    await waitFor(() => expect(input().value).toBe('Fresh'));
    expect(api.calls[0]!.query.get('v')).toBeNull();
    expect(session.lookupsVersion()).toBe('v1.b');
    first.unmount();
  });

  it('reads every list again, in one call, when a session answer names another version', async () => {
    window.localStorage.setItem('lookups_version', 'v2.b');
    const api = fakeApi({
      'GET lookups': (call) => answer(call.query.get('v')!, `Meal of ${call.query.get('v')}`),
    });
    renderField(spec, 1);
    await waitFor(() => expect(input().value).toBe('Meal of v2.b'));
    expect([...api.calls[0]!.query.entries()]).toEqual([
      ['v', 'v2.b'],
      ['lang', 'en'],
    ]);
    // The same version again changes nothing; another has the lists read under it.
    act(() => session.saveLookupsVersion('v2.b'));
    act(() => session.saveLookupsVersion('v3.b'));
    await waitFor(() => expect(input().value).toBe('Meal of v3.b'));
    expect(api.calls.map((c) => `${c.path} ${c.query.get('v')}`)).toEqual(['lookups v2.b', 'lookups v3.b']);
  });
});
