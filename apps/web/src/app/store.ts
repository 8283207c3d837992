import { combineSlices, configureStore } from '@reduxjs/toolkit';
import { groveApi } from '@grove/api-client/react';
import { authSlice } from './authSlice';

const rootReducer = combineSlices(authSlice, groveApi);

/** The whole Redux state of the web app. */
export type RootState = ReturnType<typeof rootReducer>;

/** Builds a store; the app builds one at start, tests build their own the same way. */
export function makeStore(preloadedState?: Partial<RootState>) {
  return configureStore({
    reducer: rootReducer,
    preloadedState,
    middleware: (getDefault) => getDefault().concat(groveApi.middleware),
  });
}

/** The store type. */
export type AppStore = ReturnType<typeof makeStore>;
/** The store's dispatch, with thunks. */
export type AppDispatch = AppStore['dispatch'];
