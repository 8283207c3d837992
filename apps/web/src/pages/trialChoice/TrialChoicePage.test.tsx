import 'fake-indexeddb/auto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { cleanup, render, screen } from '@testing-library/react';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router-dom';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { apiEventChannelCreate } from '@grove/api-client';
import { groveApiConfigure } from '@grove/api-client/react';
import type { TrialStatus } from '@grove/api-contract';
import { makeStore } from '../../app/store';
import TrialChoicePageDefault, { TrialChoicePage } from './TrialChoicePage';

// A real HTTP server on loopback plays GET /api/trial/status.
let server: Server;
let answer: { status: number; body: unknown };
let seenHeaders: Array<Record<string, unknown>> = [];

function statusOf(overrides: Partial<TrialStatus>): TrialStatus {
  return { eligible: true, reason: 'first_time', tokensUsed: 0, tokensLeft: 100_000, limit: 100_000, resetAt: null, expired: false, ...overrides };
}

beforeAll(async () => {
  server = createServer((req, res) => {
    seenHeaders.push(req.headers);
    res.writeHead(answer.status, { 'content-type': 'application/json' }).end(JSON.stringify(answer.body));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
beforeEach(() => {
  localStorage.clear();
  seenHeaders = [];
  const { port } = server.address() as AddressInfo;
  groveApiConfigure({ baseUrl: `http://127.0.0.1:${port}`, identity: async () => ({ idToken: null, activeRole: null, childId: null }), events: apiEventChannelCreate() });
});
afterEach(cleanup);

function renderChoice() {
  return render(
    <Provider store={makeStore()}>
      <MemoryRouter initialEntries={['/trial-choice']}>
        <TrialChoicePage />
      </MemoryRouter>
    </Provider>,
  );
}

describe('TrialChoicePage', () => {
  it('is both the default and a named export, so the router can lazy-load it', () => {
    expect(TrialChoicePageDefault).toBe(TrialChoicePage);
  });

  it('shows a fresh trial from the server and leads to the trial chat', async () => {
    answer = { status: 200, body: statusOf({}) };
    renderChoice();
    expect(screen.getByRole('heading', { level: 1, name: 'Try Grove free' })).toBeTruthy();
    expect(await screen.findByText('Welcome! Your free trial is ready.')).toBeTruthy();
    expect(screen.getByTestId('trial-tokens-left').textContent).toBe((100_000).toLocaleString());
    expect(screen.getByRole('link', { name: 'Start chatting' }).getAttribute('href')).toBe('/chat/trial');
    expect(screen.getByRole('link', { name: 'Create an account' }).getAttribute('href')).toBe('/signup');
    // The status call carries the device facts, no sign-in.
    expect(seenHeaders[0]?.['x-device-id']).toMatch(/.{8,}/);
    expect(seenHeaders[0]?.['authorization']).toBeUndefined();
  });

  it('offers an account, not the chat, once the device has used its trial', async () => {
    answer = { status: 200, body: statusOf({ eligible: false, reason: 'related_device_exhausted', tokensUsed: 100_000, tokensLeft: 0, resetAt: '2026-11-23T09:34:00.000Z' }) };
    renderChoice();
    expect(await screen.findByText('The free trial on this network or device is used up for today.')).toBeTruthy();
    expect(screen.getByTestId('trial-tokens-left').textContent).toBe('0');
    expect(screen.queryByRole('link', { name: 'Start chatting' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Create an account' }).className).toContain('page-button--primary');
    expect(screen.getByText(/Renews at/)).toBeTruthy();
  });

  it('falls back to 100000 tokens left when the status cannot be loaded (SPEC §8)', async () => {
    answer = { status: 500, body: { error: { code: 'internal', message: 'down' } } };
    renderChoice();
    expect(await screen.findByText('Trial status is unavailable; showing the full allowance.', {}, { timeout: 5000 })).toBeTruthy();
    expect(screen.getByTestId('trial-tokens-left').textContent).toBe((100_000).toLocaleString());
    expect(screen.getByText('(estimate)')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Start chatting' })).toBeTruthy();
  });
});
