import { createContext } from 'react';
import type { SessionController } from '../index';

/**
 * What `SessionProvider` shares with `useSession`: `undefined` outside a provider, `null` for the
 * moment before the provider's controller exists, else the running controller.
 */
export const SessionContext = createContext<SessionController | null | undefined>(undefined);
