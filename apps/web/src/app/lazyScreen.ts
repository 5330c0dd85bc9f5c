import { type ComponentType, createElement, lazy } from 'react';

export type ScreenModule = () => Promise<{ default: ComponentType }>;

/** A screen whose code loads when first shown, or earlier through `preload`. */
export type LazyScreen = ComponentType & { preload: () => Promise<unknown> };

/**
 * React.lazy suspends on its first render even when the code is already loaded, and React holds back
 * what a Suspense loader gives way to for up to 300 ms after the loader appeared. A screen preloaded
 * before the app first draws is drawn at once instead, with no loader.
 */
export function lazyScreen(load: ScreenModule): LazyScreen {
  let loaded: ComponentType | undefined;
  const preload = () =>
    load().then((module) => {
      loaded = module.default;
      return module;
    });
  const Lazy = lazy(preload);
  // biome-ignore lint/correctness/noComponentHookFactories: made once per screen at module level, as React.lazy is.
  const Screen = () => createElement(loaded ?? Lazy);
  return Object.assign(Screen, { preload });
}
