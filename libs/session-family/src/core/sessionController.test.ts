import { describe, expect, it, vi } from 'vitest';
import { SESSION_INACTIVE_MESSAGE, SESSION_STORAGE_KEY, sessionControllerCreate, type SessionStorageLike } from './sessionController';
import { sessionStart, type SessionState } from './sessionState';

const T0 = 1_700_000_000_000;

interface FakeTimer {
  readonly ms: number;
  readonly callback: () => void;
  due: number;
  active: boolean;
}

/** A clock and a scheduler that only move when the test advances them. */
function fakeTime(start = T0) {
  let clock = start;
  const timers: FakeTimer[] = [];
  return {
    now: () => clock,
    scheduler: {
      every(ms: number, callback: () => void) {
        const timer: FakeTimer = { ms, callback, due: clock + ms, active: true };
        timers.push(timer);
        return () => {
          timer.active = false;
        };
      },
    },
    activeIntervals: () => timers.filter((timer) => timer.active).map((timer) => timer.ms),
    /** Moves the clock forward by `ms`, firing every interval that falls due on the way, in order. */
    advance(ms: number) {
      const target = clock + ms;
      for (;;) {
        const next = timers.filter((timer) => timer.active && timer.due <= target).sort((a, b) => a.due - b.due)[0];
        if (next === undefined) break;
        clock = next.due;
        next.due += next.ms;
        next.callback();
      }
      clock = target;
    },
  };
}

function memoryStorage(initial: Record<string, string> = {}): SessionStorageLike & { data: Map<string, string> } {
  const data = new Map(Object.entries(initial));
  return {
    data,
    getItem: (key) => data.get(key) ?? null,
    setItem: (key, value) => void data.set(key, value),
    removeItem: (key) => void data.delete(key),
  };
}

function setup(options: { accountType?: 'family' | 'solo' | null; stored?: SessionState } = {}) {
  const time = fakeTime();
  const storage = memoryStorage(options.stored ? { [SESSION_STORAGE_KEY]: JSON.stringify(options.stored) } : {});
  const timeouts: number[] = [];
  const controller = sessionControllerCreate({
    storage,
    now: time.now,
    scheduler: time.scheduler,
    onTimeout: () => timeouts.push(time.now()),
    accountType: options.accountType === undefined ? 'family' : options.accountType,
  });
  const stored = () => {
    const text = storage.data.get(SESSION_STORAGE_KEY);
    return text === undefined ? null : (JSON.parse(text) as unknown);
  };
  return { time, storage, controller, timeouts, stored };
}

describe('SPEC §4 "Session": loading the stored session', () => {
  it("keeps the session under 'grove.session'", () => {
    const { controller, stored } = setup();
    controller.start({ type: 'parent' });
    expect(SESSION_STORAGE_KEY).toBe('grove.session');
    expect(stored()).toEqual(sessionStart({ type: 'parent' }, T0));
  });

  it('a page refresh clears a family session, forcing profile selection', () => {
    const { controller, stored, time } = setup({ accountType: 'family', stored: sessionStart({ type: 'child', childId: 'kid-7' }, T0 - 1000) });
    expect(controller.getState()).toBeNull();
    expect(stored()).toBeNull();
    expect(time.activeIntervals()).toEqual([]);
  });

  it('clears the stored session while the account type is unknown', () => {
    const { controller, stored } = setup({ accountType: null, stored: sessionStart({ type: 'solo' }, T0 - 1000) });
    expect(controller.getState()).toBeNull();
    expect(stored()).toBeNull();
  });

  it('restores a solo session that is not expired', () => {
    const solo = sessionStart({ type: 'solo' }, T0 - 86_400_000);
    const { controller, stored } = setup({ accountType: 'solo', stored: solo });
    expect(controller.getState()).toEqual(solo);
    expect(stored()).toEqual(solo);
  });

  it('SPEC §4 "Login flow": a solo account without a session gets a solo session automatically', () => {
    const { controller, stored } = setup({ accountType: 'solo' });
    expect(controller.getState()).toEqual(sessionStart({ type: 'solo' }, T0));
    expect(stored()).toEqual(sessionStart({ type: 'solo' }, T0));
  });

  it('replaces an expired solo session (more than 24 h of inactivity) with a new one', () => {
    const { controller } = setup({ accountType: 'solo', stored: sessionStart({ type: 'solo' }, T0 - 86_400_001) });
    expect(controller.getState()?.lastActivityTime).toBe(T0);
  });

  it('SPEC §8 "Session load failure": clears a malformed stored session', () => {
    const time = fakeTime();
    const storage = memoryStorage({ [SESSION_STORAGE_KEY]: '{broken' });
    const controller = sessionControllerCreate({ storage, now: time.now, scheduler: time.scheduler, onTimeout: vi.fn(), accountType: 'family' });
    expect(controller.getState()).toBeNull();
    expect(storage.data.has(SESSION_STORAGE_KEY)).toBe(false);
  });
});

describe('SPEC §4 "Session": checks every 10 s and times out after 5 minutes of inactivity', () => {
  it('clears a parent session and fires the timeout once, at the first check past 5 minutes', () => {
    const { controller, time, timeouts, stored } = setup();
    controller.start({ type: 'parent' });
    expect(time.activeIntervals()).toEqual([10_000]);

    time.advance(300_000);
    expect(timeouts).toEqual([]);
    expect(controller.getState()).not.toBeNull();

    time.advance(10_000);
    expect(timeouts).toEqual([T0 + 310_000]);
    expect(controller.getState()).toBeNull();
    expect(stored()).toBeNull();
    expect(time.activeIntervals()).toEqual([]);

    time.advance(3_600_000);
    expect(timeouts).toHaveLength(1);
  });

  it('times out a child session the same way', () => {
    const { controller, time, timeouts } = setup();
    controller.start({ type: 'child', childId: 'kid-7' });
    time.advance(310_000);
    expect(timeouts).toEqual([T0 + 310_000]);
    expect(controller.getState()).toBeNull();
  });

  it('activity postpones the timeout', () => {
    const { controller, time, timeouts, stored } = setup();
    controller.start({ type: 'child', childId: 'kid-7' });
    time.advance(200_000);
    controller.touch();
    expect(stored()).toEqual({ ...sessionStart({ type: 'child', childId: 'kid-7' }, T0), lastActivityTime: T0 + 200_000 });

    time.advance(300_000);
    expect(timeouts).toEqual([]);
    time.advance(10_000);
    expect(timeouts).toEqual([T0 + 510_000]);
  });

  it('a touch after 5 minutes of inactivity, before the next check, times out instead of reviving', () => {
    const { controller, time, timeouts } = setup();
    controller.start({ type: 'parent' });
    time.advance(305_000);
    controller.touch();
    expect(timeouts).toEqual([T0 + 305_000]);
    expect(controller.getState()).toBeNull();
    time.advance(60_000);
    expect(timeouts).toHaveLength(1);
  });

  it('a profile switch is activity: starting a new profile resets the clock', () => {
    const { controller, time, timeouts } = setup();
    controller.start({ type: 'parent' });
    time.advance(290_000);
    controller.start({ type: 'child', childId: 'kid-7' });
    expect(time.activeIntervals()).toEqual([10_000]);
    time.advance(300_000);
    expect(timeouts).toEqual([]);
    expect(controller.getState()?.activeProfileId).toBe('kid-7');
  });

  it('does not time out a solo session (no other profile to protect)', () => {
    const { controller, time, timeouts } = setup({ accountType: 'solo' });
    expect(time.activeIntervals()).toEqual([]);
    time.advance(3_600_000);
    controller.touch();
    expect(timeouts).toEqual([]);
    expect(controller.getState()).toEqual(sessionStart({ type: 'solo' }, T0 + 3_600_000));
  });

  it('has the alert text the app shows on timeout', () => {
    expect(SESSION_INACTIVE_MESSAGE).toBe('Your session has expired due to inactivity.');
  });
});

describe('SPEC §4 "Session": clearing, subscribing and disposing', () => {
  it('clear ends the session without a timeout event and stops the check', () => {
    const { controller, time, timeouts, stored } = setup();
    controller.start({ type: 'parent' });
    controller.clear();
    expect(controller.getState()).toBeNull();
    expect(stored()).toBeNull();
    expect(time.activeIntervals()).toEqual([]);
    time.advance(600_000);
    expect(timeouts).toEqual([]);
  });

  it('tells subscribers about every change until they unsubscribe', () => {
    const { controller, time } = setup();
    const seen: (string | null)[] = [];
    const unsubscribe = controller.subscribe(() => seen.push(controller.getState()?.activeProfileId ?? null));
    controller.start({ type: 'parent' });
    time.advance(1000);
    controller.touch();
    controller.touch();
    controller.clear();
    controller.start({ type: 'child', childId: 'kid-7' });
    time.advance(310_000);
    unsubscribe();
    controller.start({ type: 'parent' });
    expect(seen).toEqual(['parent', 'parent', null, 'kid-7', null]);
  });

  it('keeps the same state object between changes', () => {
    const { controller } = setup();
    controller.start({ type: 'parent' });
    expect(controller.getState()).toBe(controller.getState());
  });

  it('dispose stops the check and ignores later calls, keeping the stored session', () => {
    const { controller, time, timeouts, stored } = setup();
    controller.start({ type: 'parent' });
    const listener = vi.fn();
    controller.subscribe(listener);
    controller.dispose();
    expect(time.activeIntervals()).toEqual([]);
    controller.start({ type: 'child', childId: 'kid-7' });
    controller.clear();
    time.advance(600_000);
    controller.touch();
    expect(timeouts).toEqual([]);
    expect(listener).not.toHaveBeenCalled();
    expect(stored()).toEqual(sessionStart({ type: 'parent' }, T0));
  });

  it('keeps running in memory when storage throws', () => {
    const time = fakeTime();
    const broken: SessionStorageLike = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
      removeItem: () => {
        throw new Error('SecurityError');
      },
    };
    const onTimeout = vi.fn();
    const controller = sessionControllerCreate({ storage: broken, now: time.now, scheduler: time.scheduler, onTimeout, accountType: 'family' });
    expect(controller.getState()).toBeNull();
    controller.start({ type: 'parent' });
    expect(controller.getState()).toEqual(sessionStart({ type: 'parent' }, T0));
    time.advance(310_000);
    expect(onTimeout).toHaveBeenCalledTimes(1);
  });
});
