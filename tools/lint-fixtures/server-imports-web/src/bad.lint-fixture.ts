// Deliberately bad: a scope:server project importing a web-only lib.
import { LoadingSpinner } from '@grove/ui-glass/react';

export const wrong = [LoadingSpinner];
