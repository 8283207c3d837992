import { MESSAGES, type Child, type User } from '@grove/api-contract';
import { contentModeForAge } from '@grove/session-family';

/** One request as the fake saw it. Header names are lower case, as Node gives them. */
export interface FamilyFakeRequest {
  method: string;
  path: string;
  headers: Record<string, string | undefined>;
  body: unknown;
}

/** The fake's answer: a status and a JSON body (none for 204). */
export interface FamilyFakeReply {
  status: number;
  body?: unknown;
}

/** A child as the fake keeps it: the API's child plus the digest of its PIN. */
export interface FamilyFakeChild extends Child {
  pinDigest: string;
}

/** A stand-in for the API's family routes, for the page tests and nothing else. */
export interface FamilyApiFake {
  /** Answers one request the way apps/api's children and users routes do. */
  handle(request: FamilyFakeRequest): FamilyFakeReply;
  /** Every request handled, in order. */
  readonly requests: FamilyFakeRequest[];
  readonly children: FamilyFakeChild[];
  /** The SHA-256 hex of the parent PIN, or null when none is set. */
  parentPinDigest: string | null;
  /** The user document as `GET /api/users/{id}` returns it. */
  user(): User;
  /** Answers the next request of this method whose path matches with `reply`, instead of the usual answer. */
  failNext(method: string, path: RegExp, reply: FamilyFakeReply): void;
}

/** What a fake family starts with. */
export interface FamilyApiFakeSeed {
  uid: string;
  displayName: string;
  parentPinDigest?: string | null;
  children?: Array<{ id: string; displayName: string; age: number; avatar?: string | null; pinDigest: string }>;
}

const PIN_MAX_FAILURES = 5;

function error(status: number, code: string, message: string, field?: string): FamilyFakeReply {
  return { status, body: { error: field === undefined ? { code, message } : { code, message, field } } };
}

/**
 * Creates an in-memory fake of the API's family routes (API.md): children, parent PIN and PIN checks
 * with the 5-try lock, a child profile refused account reads (X-Child-Id), 400s that name the field.
 * Page tests put it behind a real loopback HTTP server so the app's real fetch and base query run.
 */
export function familyApiFakeCreate(seed: FamilyApiFakeSeed): FamilyApiFake {
  const requests: FamilyFakeRequest[] = [];
  const failures = new Map<string, number>();
  const locked = new Set<string>();
  const planned: Array<{ method: string; path: RegExp; reply: FamilyFakeReply }> = [];
  let nextId = 1;
  const children: FamilyFakeChild[] = (seed.children ?? []).map((child) => ({
    id: child.id,
    parentId: seed.uid,
    displayName: child.displayName,
    age: child.age,
    avatar: child.avatar ?? null,
    contentMode: contentModeForAge(child.age),
    permissions: { canChat: true, canJournal: true },
    isActive: true,
    pinSet: true,
    createdAt: '2026-11-22T03:00:00.000Z',
    pinDigest: child.pinDigest,
  }));

  // The PIN's digest never leaves the server.
  function publicChild(child: FamilyFakeChild): Child {
    const { id, parentId, displayName, age, avatar, contentMode, permissions, isActive, pinSet, createdAt } = child;
    return { id, parentId, displayName, age, avatar, contentMode, permissions, isActive, pinSet, createdAt };
  }

  function user(): User {
    return {
      id: seed.uid,
      email: `${seed.uid}@example.com`,
      displayName: seed.displayName,
      role: children.length > 0 ? 'family_member' : 'standard_user',
      roles: [children.length > 0 ? 'family_member' : 'standard_user'],
      availableRoles: ['standard_user', 'family_member'],
      contentMode: 'FULL',
      theme: 'light',
      createdAt: '2026-11-22T03:00:00.000Z',
      lastLoginAt: '2026-11-22T03:00:00.000Z',
      isActive: true,
      settings: {},
      onboardingStatus: true,
      onboarding_completed: true,
      onboarding_completed_at: '2026-11-22T03:00:00.000Z',
      tokens_balance: 1_000_000,
      tokens_used_today: 0,
      tokens_used_this_month: 0,
      daily_token_limit: 500_000,
      free_access: false,
      last_purchase_date: null,
      founders_invitation_code: null,
      referral_conversion_status: null,
      referral_conversion_date: null,
      children: children.map((child) => child.id),
      parentPinSet: fake.parentPinDigest !== null,
    };
  }

  function pinCheck(key: string, expected: string, digest: unknown): FamilyFakeReply {
    if (locked.has(key)) return error(423, 'locked', MESSAGES.pinLocked);
    if (digest === expected) {
      failures.delete(key);
      return { status: 200, body: { verified: true, attemptsLeft: PIN_MAX_FAILURES } };
    }
    const count = (failures.get(key) ?? 0) + 1;
    failures.set(key, count);
    if (count >= PIN_MAX_FAILURES) locked.add(key);
    return { status: 200, body: { verified: false, attemptsLeft: Math.max(0, PIN_MAX_FAILURES - count) } };
  }

  function childInput(body: Record<string, unknown>, partial: boolean): FamilyFakeReply | null {
    const { displayName, age } = body;
    if ((!partial || displayName !== undefined) && (typeof displayName !== 'string' || displayName.trim() === '')) {
      return error(400, 'bad_request', 'body.displayName: Too small: expected string to have >=1 characters', 'body.displayName');
    }
    if ((!partial || age !== undefined) && (typeof age !== 'number' || !Number.isInteger(age) || age < 1 || age > 17)) {
      return error(400, 'bad_request', 'body.age: Too big: expected number to be <=17', 'body.age');
    }
    return null;
  }

  function route(request: FamilyFakeRequest): FamilyFakeReply {
    const { method, path } = request;
    const body = (request.body ?? {}) as Record<string, unknown>;
    const actingChild = request.headers['x-child-id'];
    const userBase = `/api/users/${encodeURIComponent(seed.uid)}`;
    if (request.headers.authorization !== 'Bearer token-1') return error(401, 'unauthenticated', MESSAGES.authenticationFailed);

    if (path === userBase && method === 'GET') {
      return actingChild ? error(403, 'forbidden', 'A child profile cannot change the family account.') : { status: 200, body: user() };
    }
    if (path === `${userBase}/children` && method === 'GET') {
      if (actingChild) return error(403, 'forbidden', 'A child profile cannot change the family account.');
      return { status: 200, body: children.map(publicChild) };
    }
    if (path === `${userBase}/children` && method === 'POST') {
      const problem = childInput(body, false);
      if (problem) return problem;
      const age = body.age as number;
      const permissions = (body.permissions ?? {}) as { canChat?: boolean; canJournal?: boolean };
      const child: FamilyFakeChild = {
        id: `child-${nextId++}`,
        parentId: seed.uid,
        displayName: (body.displayName as string).trim(),
        age,
        avatar: (body.avatar as string | null | undefined) ?? null,
        contentMode: contentModeForAge(age),
        permissions: { canChat: permissions.canChat ?? true, canJournal: permissions.canJournal ?? true },
        isActive: true,
        pinSet: true,
        createdAt: '2026-11-22T04:00:00.000Z',
        pinDigest: body.pin as string,
      };
      children.push(child);
      return { status: 201, body: publicChild(child) };
    }
    if (path === `${userBase}/parent-pin` && method === 'PUT') {
      if (fake.parentPinDigest !== null) {
        if (body.currentPin === undefined) return error(400, 'bad_request', 'body.currentPin: is required to change a parent PIN that is already set', 'body.currentPin');
        const check = pinCheck('parent', fake.parentPinDigest, body.currentPin);
        if (check.status !== 200) return check;
        const { verified, attemptsLeft } = check.body as { verified: boolean; attemptsLeft: number };
        if (!verified) return error(403, 'forbidden', `The current PIN is not right. ${attemptsLeft} tries left before the PIN locks.`);
      }
      fake.parentPinDigest = body.pin as string;
      return { status: 204 };
    }
    if (path === `${userBase}/parent-pin/verify` && method === 'POST') {
      if (fake.parentPinDigest === null) return error(409, 'conflict', MESSAGES.setUpParentalControls);
      return pinCheck('parent', fake.parentPinDigest, body.pin);
    }
    const childMatch = /^\/api\/children\/([^/]+)(\/pin\/verify)?$/.exec(path);
    const child = childMatch ? children.find((each) => each.id === decodeURIComponent(childMatch[1] ?? '')) : undefined;
    if (childMatch && !child) return error(404, 'not_found', 'No such child profile.');
    if (child && childMatch?.[2] && method === 'POST') return pinCheck(`child:${child.id}`, child.pinDigest, body.pin);
    if (child && actingChild) return error(403, 'forbidden', 'A child profile cannot change the family account.');
    if (child && method === 'PATCH') {
      const problem = childInput(body, true);
      if (problem) return problem;
      const permissions = (body.permissions ?? {}) as { canChat?: boolean; canJournal?: boolean };
      if (typeof body.displayName === 'string') child.displayName = body.displayName.trim();
      if (typeof body.age === 'number') {
        child.age = body.age;
        child.contentMode = contentModeForAge(body.age);
      }
      if (body.avatar !== undefined) child.avatar = body.avatar as string | null;
      if (typeof body.pin === 'string') child.pinDigest = body.pin;
      child.permissions = { ...child.permissions, ...permissions };
      return { status: 200, body: publicChild(child) };
    }
    if (child && method === 'DELETE') {
      children.splice(children.indexOf(child), 1);
      return { status: 204 };
    }
    return error(404, 'not_found', `No route for ${method} ${path}`);
  }

  const fake: FamilyApiFake = {
    requests,
    children,
    parentPinDigest: seed.parentPinDigest ?? null,
    user,
    failNext(method, path, reply) {
      planned.push({ method, path, reply });
    },
    handle(request) {
      requests.push(request);
      const index = planned.findIndex((plan) => plan.method === request.method && plan.path.test(request.path));
      if (index !== -1) return planned.splice(index, 1)[0]?.reply ?? route(request);
      return route(request);
    },
  };
  return fake;
}
