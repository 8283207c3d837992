import 'fake-indexeddb/auto';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SystemStatusSchema } from '@grove/api-contract';
import { groveApi } from '@grove/api-client/react';
import { selectAuthUser } from '../../app/authSlice';
import { familyApiServerUse, type FamilySeed, type SignedInFamily } from '../../testing/familyApiServer.test-helper';
import { renderPage } from '../../testing/renderPage.test-helper';
import { SUPPORT_PROBE_KEY } from './supportChecks';
import { SUPPORT_IDB_DATABASE } from './supportIndexedDbCheck';
import TestPageDefault, { SUPPORT_COPIED_TEXT, SUPPORT_COPY_FAILED_TEXT, TestPage, type TestPageProps } from './TestPage';

// The real API on loopback: the version and the mentor are the API's own answer.
const api = familyApiServerUse();

const FAMILY: FamilySeed = {
  displayName: 'Ada Lovelace',
  parentPin: '2468',
  children: [{ displayName: 'Leo', age: 12, pin: '2222' }],
};

afterEach(() => {
  vi.restoreAllMocks();
});

function showTest(family: SignedInFamily, profile: Parameters<typeof renderPage>[1]['profile'], props: TestPageProps = {}) {
  return renderPage(family, { path: '/test', routes: { '/test': <TestPage {...props} /> }, profile });
}

/** The page's line for a check, as [state words, what was found]. */
function line(label: string): { state: string; detail: string } {
  const item = within(screen.getByRole('list', { name: 'Checks' }))
    .getAllByRole('listitem')
    .find((candidate) => candidate.querySelector('.support-page__label')?.textContent === label);
  if (!item) throw new Error(`No line ${label}`);
  return {
    state: item.querySelector('.support-page__state')?.textContent?.trim() ?? '',
    detail: item.querySelector('.support-page__detail')?.textContent ?? '',
  };
}

async function finished(): Promise<void> {
  await waitFor(() => expect(screen.getByRole('list', { name: 'Checks' }).getAttribute('aria-busy')).toBe('false'));
}

function summary(): string {
  return document.querySelector('.support-page__summary')?.textContent ?? '';
}

/** Everything that would identify the family: the account id, e-mail, names and the child's id. */
function personal(family: SignedInFamily): string[] {
  const user = selectAuthUser(family.store.getState());
  return [family.uid, user?.email ?? '', `${family.uid}@example.com`, 'Ada', 'Lovelace', 'Leo', family.childId('Leo')].filter((value) => value !== '');
}

describe('TestPage (/test)', () => {
  it('is both the default and a named export', () => {
    expect(TestPageDefault).toBe(TestPage);
  });

  it('checks storage, the API and its version, the mentor, the last sync and the sign-in, each OK in words', async () => {
    const family = await api.signedIn(FAMILY);
    showTest(family, { type: 'parent' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Support check' })).toBeTruthy();
    expect(document.title).toBe('Grove — Support check');
    await finished();
    const status = SystemStatusSchema.parse(await family.apiCall('GET', '/system/status'));
    expect(summary()).toBe('Everything works.');
    expect(line('Local storage')).toEqual({ state: '✓ OK', detail: 'Works: a test value was saved, read and removed.' });
    expect(line('Session storage').state).toBe('✓ OK');
    // The last time the API did answer still shows.
    expect(line('Last sync')).toEqual({ state: '✓ OK', detail: 'The API last answered just now.' });
    expect(line('IndexedDB')).toEqual({ state: '✓ OK', detail: 'Works: a test value was saved, read and removed.' });
    expect(line('API').state).toBe('✓ OK');
    expect(line('API').detail).toMatch(new RegExp(`^Reachable · version ${status.version.replace(/\./g, '\\.')} · answered in \\d+ ms$`));
    expect(line('Mentor')).toEqual({ state: '✓ OK', detail: "Grove's own builtin mentor" });
    expect(line('Last sync')).toEqual({ state: '✓ OK', detail: 'The API last answered just now.' });
    expect(line('Sign-in').detail).toBe('Signed in · family account · active profile: parent');
    expect(line('App version').detail).toBe('grove-web@dev (test build)');
    expect(line('Browser').detail).toBe(navigator.userAgent);
    // The probes leave nothing behind.
    expect(window.localStorage.getItem(SUPPORT_PROBE_KEY)).toBeNull();
    expect(window.sessionStorage.getItem(SUPPORT_PROBE_KEY)).toBeNull();
    expect((await indexedDB.databases()).map((database) => database.name)).not.toContain(SUPPORT_IDB_DATABASE);
  });

  it('copies a plain report of exactly what is shown, with no e-mail, name or id of the family, and says "Copied"', async () => {
    const family = await api.signedIn(FAMILY);
    const user = showTest(family, { type: 'parent' });
    await finished();
    await user.click(screen.getByRole('button', { name: 'Copy report' }));
    await waitFor(() => expect(screen.getByText(SUPPORT_COPIED_TEXT)).toBeTruthy());
    const copied = await navigator.clipboard.readText();
    expect(copied).toBe((screen.getByLabelText('The report, as it is copied') as HTMLTextAreaElement).value);
    const lines = copied.split('\n');
    expect(lines[0]).toBe('Grove support check');
    expect(lines).toContain('Result: Everything works.');
    expect(lines).toContain('Local storage: OK — Works: a test value was saved, read and removed.');
    expect(lines).toContain("Mentor: OK — Grove's own builtin mentor");
    expect(lines).toContain('Sign-in: OK — Signed in · family account · active profile: parent');
    expect(lines).toContain(`Browser: ${navigator.userAgent}`);
    expect(lines).toContain(`API: OK — ${line('API').detail}`);
    for (const value of personal(family)) expect(copied).not.toContain(value);
    for (const value of personal(family)) expect(document.body.textContent).not.toContain(value);
  });

  it('shows a child profile only as "child": the report names no child and no id', async () => {
    const family = await api.signedIn(FAMILY);
    const user = showTest(family, { type: 'child', childId: family.childId('Leo') });
    await finished();
    expect(line('Sign-in').detail).toBe('Signed in · family account · active profile: child');
    await user.click(screen.getByRole('button', { name: 'Copy report' }));
    const copied = await navigator.clipboard.readText();
    for (const value of personal(family)) expect(copied).not.toContain(value);
  });

  it('says what is wrong in words — blocked storage, IndexedDB, an API that does not answer — and Run the checks again finds it fixed', async () => {
    const family = await api.signedIn(FAMILY);
    let blocked = true;
    const localStorage = () => {
      if (blocked) throw new DOMException('The operation is insecure.', 'SecurityError');
      return window.localStorage;
    };
    const indexedDbCheck = () => (blocked ? Promise.reject(new DOMException('IndexedDB did not answer', 'TimeoutError')) : Promise.resolve());
    // The API answered a moment ago; now it does not (a read: the base API retries it once before giving up).
    family.actAs();
    await family.store.dispatch(groveApi.endpoints.getSystemStatus.initiate(undefined, { forceRefetch: true, subscribe: false }));
    family.failNext('GET', /^\/system\/status$/, 'network');
    family.failNext('GET', /^\/system\/status$/, 'network');
    const user = showTest(family, { type: 'parent' }, { localStorage, indexedDbCheck });
    await finished();
    expect(summary()).toBe('4 problems found.');
    expect(line('Local storage')).toEqual({ state: '! Problem', detail: "Not available: the browser's privacy settings block it." });
    expect(line('IndexedDB')).toEqual({ state: '! Problem', detail: 'Not available: it did not answer in time.' });
    expect(line('API')).toEqual({ state: '! Problem', detail: 'Not reachable: no answer (the connection or the server is down).' });
    expect(line('Mentor')).toEqual({ state: '! Problem', detail: 'Unknown: the API did not answer.' });
    expect(line('Session storage').state).toBe('✓ OK');
    // The last time the API did answer still shows.
    expect(line('Last sync')).toEqual({ state: '✓ OK', detail: 'The API last answered just now.' });

    blocked = false;
    await user.click(screen.getByRole('button', { name: 'Run the checks again' }));
    await finished();
    expect(summary()).toBe('Everything works.');
    expect(line('API').state).toBe('✓ OK');
  });

  it('names the status an API answered with when it answered with an error', async () => {
    const family = await api.signedIn(FAMILY);
    family.failNext('GET', /^\/system\/status$/, { status: 503, body: { error: { code: 'unavailable', message: 'The service is starting.' } } });
    family.failNext('GET', /^\/system\/status$/, { status: 503, body: { error: { code: 'unavailable', message: 'The service is starting.' } } });
    showTest(family, { type: 'parent' });
    await finished();
    expect(line('API').detail).toBe('Not working: it answered 503 (The service is starting.).');
  });

  it('selects the report for a manual copy when the clipboard refuses', async () => {
    const family = await api.signedIn(FAMILY);
    const user = showTest(family, { type: 'parent' });
    await finished();
    vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new DOMException('Denied', 'NotAllowedError'));
    await user.click(screen.getByRole('button', { name: 'Copy report' }));
    expect(await screen.findByText(SUPPORT_COPY_FAILED_TEXT)).toBeTruthy();
    const box = screen.getByLabelText('The report, as it is copied') as HTMLTextAreaElement;
    await waitFor(() => expect(document.activeElement).toBe(box));
    expect(box.selectionStart).toBe(0);
    expect(box.selectionEnd).toBe(box.value.length);
    expect((box.closest('details') as HTMLDetailsElement).open).toBe(true);
  });
});
