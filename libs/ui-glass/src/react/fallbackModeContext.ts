import { createContext } from 'react';
import { FALLBACK_MODE_DEFAULT, type FallbackMode } from '../index';

/** The fallback mode AppErrorBoundary has chosen; 'hosted-database' outside any boundary. */
export const FallbackModeContext = createContext<FallbackMode>(FALLBACK_MODE_DEFAULT);
