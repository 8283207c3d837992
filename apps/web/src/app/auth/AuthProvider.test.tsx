import { act, cleanup, render, screen } from '@testing-library/react';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { authSignedIn, userLoadErrorCleared, userLoadFailed } from '../authSlice';
import { makeStore } from '../store';
import { authClientMemoryCreate } from './authClientMemory';
import { authControllerCreate } from './authController';
import { AuthProvider } from './AuthProvider';
import { SignOutButton } from './SignOutButton';
import { userSample } from './userSample';

function renderWithAuth() {
  const store = makeStore();
  const controller = authControllerCreate({
    store,
    loadClient: async () => authClientMemoryCreate(),
    hintStorage: { getItem: () => null, setItem: () => undefined, removeItem: () => undefined },
    sessionIdentity: () => ({ activeRole: null, childId: null }),
    sessionClear: () => undefined,
    now: () => 0,
    schedule: () => () => undefined,
  });
  controller.start();
  render(
    <Provider store={store}>
      <AuthProvider controller={controller}>
        <MemoryRouter>
          <SignOutButton />
        </MemoryRouter>
      </AuthProvider>
    </Provider>,
  );
  return store;
}

afterEach(() => cleanup());

describe('AuthProvider', () => {
  it('shows SPEC §8’s user-load error as an alert while the state holds it', () => {
    const store = renderWithAuth();
    expect(screen.queryByRole('alert')).toBeNull();
    act(() => void store.dispatch(userLoadFailed('Failed to load user data')));
    expect(screen.getByRole('alert').textContent).toBe('Failed to load user data');
    act(() => void store.dispatch(userLoadErrorCleared()));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('offers "Sign out" in the shell only to a signed-in user', () => {
    const store = renderWithAuth();
    expect(screen.queryByRole('button', { name: 'Sign out' })).toBeNull();
    act(() => void store.dispatch(authSignedIn(userSample())));
    expect(screen.getByRole('button', { name: 'Sign out' })).toBeTruthy();
  });
});
