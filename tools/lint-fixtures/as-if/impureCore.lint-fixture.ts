// lint-as: libs/api-contract/src/core/impureCore.ts
// Deliberately bad: a pure core that imports React and a './react' entry, reaches past a package's
// exports and touches environment globals. `npm run lint-fixtures` expects every error.
import { useState } from 'react';
import { GlassPanel } from '@grove/ui-glass/react';
import { screenSizeClass } from '@grove/ui-glass/src/core/screenSize';

export function impure(): unknown {
  const stamp = Date.now();
  setTimeout(() => undefined, 10);
  return [useState, GlassPanel, screenSizeClass, stamp, window.innerWidth, localStorage.getItem('x'), fetch];
}
