import { render, renderHook, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { api } from '../lib/api';
import { lazyWithPreload } from '../lib/lazyWithPreload';
import { pathTo } from '../lib/paths';
import { sessionKeys } from '../lib/session';
import { fakeApi } from '../test/fakeApi';
import { preloadScreen, useSignedInCodeWarm } from './preloadScreen';
import { routePages } from './routePages';
import { SignedInLayout } from './signedInLayout';

describe('a screen preloaded before it is drawn', () => {
  it('draws at once, with no loader first', async () => {
    const Screen = lazyWithPreload(async () => ({ default: () => <p>The screen</p> }));
    await Screen.preload();
    render(
      <Suspense fallback={<p>Loading</p>}>
        <Screen />
      </Suspense>,
    );
    // Found without waiting: React.lazy alone would show the loader on this first render.
    expect(screen.getByText('The screen')).toBeTruthy();
    expect(screen.queryByText('Loading')).toBeNull();
  });

  it("sends the screen's first calls while its code loads; the screen takes those answers", async () => {
    window.localStorage.setItem(sessionKeys.token, 'a-token');
    const network = fakeApi({
      'GET get-user-permission': { right: {} },
      'GET trips/5/screen': { trip: { id: 5 } },
    });
    const loading = preloadScreen(pathTo('tripDetails', 5));
    expect(network.sent('GET trips/5/screen')).toHaveLength(1);
    await loading;
    expect(await api.get('trips/5/screen')).toEqual({ trip: { id: 5 } });
    expect(await api.get('get-user-permission')).toEqual({ right: {} });
    expect(network.sent('GET trips/5/screen')).toHaveLength(1);
    expect(network.sent('GET get-user-permission')).toHaveLength(1);
    // Taken once: the next read asks the server again.
    await api.get('trips/5/screen');
    expect(network.sent('GET trips/5/screen')).toHaveLength(2);
  });

  it('sends nothing for someone not signed in', async () => {
    const network = fakeApi();
    await preloadScreen(pathTo('tripDetails', 5));
    expect(network.calls).toEqual([]);
  });

  it('loads the code of the screen sign-in leads to once the sign-in screen is idle, sending nothing', () => {
    window.localStorage.removeItem(sessionKeys.token);
    window.localStorage.setItem(sessionKeys.history, pathTo('tripDetails', 7));
    const network = fakeApi();
    const idle: IdleRequestCallback[] = [];
    vi.stubGlobal('requestIdleCallback', (callback: IdleRequestCallback) => idle.push(callback));
    vi.stubGlobal('cancelIdleCallback', () => {});
    const shell = vi.spyOn(SignedInLayout, 'preload').mockResolvedValue({});
    const tripScreen = vi.spyOn(routePages.tripDetails, 'preload').mockResolvedValue({});
    const { unmount } = renderHook(() => useSignedInCodeWarm());
    expect(shell).not.toHaveBeenCalled();
    for (const callback of idle) callback({ didTimeout: false, timeRemaining: () => 50 });
    expect(shell).toHaveBeenCalledOnce();
    expect(tripScreen).toHaveBeenCalledOnce();
    expect(network.calls).toEqual([]);
    unmount();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });
});
