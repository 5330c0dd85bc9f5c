import { lazyWithPreload } from '../lib/lazyWithPreload';

/** The signed-in shell's code, loaded with the first signed-in screen. */
export const SignedInLayout = lazyWithPreload(() => import('./layout/SignedInLayout'));
