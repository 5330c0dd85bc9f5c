import { type ComponentType, createElement, lazy } from 'react';

export type ComponentModule<P> = () => Promise<{ default: ComponentType<P> }>;

/** A component whose code loads when first drawn, or earlier through `preload`. */
export type LazyWithPreload<P = object> = ComponentType<P> & { preload: () => Promise<unknown> };

/**
 * React.lazy suspends on its first render even when the code is already loaded, and React holds back
 * what a Suspense fallback gives way to for up to 300 ms after the fallback appeared. A component
 * preloaded before it is first drawn (a screen before the app draws, a chart while its data loads) is
 * drawn at once instead, with no fallback.
 */
export function lazyWithPreload<P extends object = object>(load: ComponentModule<P>): LazyWithPreload<P> {
  let loaded: ComponentType<P> | undefined;
  const preload = () =>
    load().then((module) => {
      loaded = module.default;
      return module;
    });
  const Lazy = lazy(preload);
  // biome-ignore lint/correctness/noComponentHookFactories: made once per component at module level, as React.lazy is.
  const Component = (props: P) => createElement(loaded ?? (Lazy as ComponentType<P>), props);
  return Object.assign(Component, { preload });
}
