import { useContext } from 'react';
import type { FallbackMode } from '../index';
import { FallbackModeContext } from './fallbackModeContext';

/** The fallback mode (hosted-database, local or minimal) chosen by the nearest AppErrorBoundary. */
export function useFallbackMode(): FallbackMode {
  return useContext(FallbackModeContext);
}
