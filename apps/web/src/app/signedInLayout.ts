import { lazyScreen } from './lazyScreen';

/** The signed-in shell's code, loaded with the first signed-in screen. */
export const SignedInLayout = lazyScreen(() => import('./layout/SignedInLayout'));
