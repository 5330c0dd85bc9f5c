import type { ReactNode } from 'react';
import { type LocationModule, moduleAnchor } from './locationModules';

/** Below the 60 px header, with a little air, when a link scrolls a module into view. */
const belowHeader = 76;

/** Wraps one module's section of the location screen so a link to it with #module-… lands on it. */
export function ModuleAnchor({ module, children }: { module: LocationModule; children: ReactNode }) {
  return (
    <div id={moduleAnchor(module)} style={{ scrollMarginTop: belowHeader }}>
      {children}
    </div>
  );
}
