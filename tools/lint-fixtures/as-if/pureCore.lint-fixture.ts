// lint-as: libs/api-client/src/core/pureCore.ts
// The control: a proper pure core (clock injected, core-only imports) must lint clean at the same path.
import { MESSAGES } from '@grove/api-contract';

/** Says how long ago something happened, by an injected clock. */
export function agoSeconds(then: Date, now: () => Date): string {
  return `${Math.round((now().getTime() - then.getTime()) / 1000)} s (${MESSAGES.loading})`;
}
