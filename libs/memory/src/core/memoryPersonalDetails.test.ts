import { describe, expect, it } from 'vitest';
import { memoryPersonalDetailOf, memoryPersonalDetailReason, memoryPersonalDetailRefused } from './memoryPersonalDetails';

describe('memoryPersonalDetailOf', () => {
  it.each([
    ['Lives at 12 Oak Street', 'address'],
    ['Home address is 4 Elm Close, Leeds', 'address'],
    ['Postcode is LS1 4AB', 'address'],
    ['Lives in flat 3 above the bakery', 'address'],
    ['Phone number is 07700 900123', 'phone'],
    ["Mum's mobile is +44 7700 900 123", 'phone'],
    ['Email is sam.smith@example.com', 'email'],
    ['Goes to Oak Hill Primary', 'school'],
    ["Goes to St Mary's School", 'school'],
    ['Password is dragon123', 'password'],
    ['Their iPad PIN is 4821', 'password'],
    ['Has a friend called Zoe Clarke', 'full_name'],
    ['Has a teacher called Mrs Patel', 'full_name'],
    ['Has a selfie of me at the park', 'photo'],
    ['https://example.com/me.jpg', 'photo'],
    ['my address is the blue house by the shop', 'address'],
  ] as const)('%s → %s', (text, detail) => {
    expect(memoryPersonalDetailOf(text)).toBe(detail);
  });

  it.each([
    'Has a beagle called Biscuit',
    'Is in year 3',
    'Likes going to school',
    'Is starting high school in September',
    'Has a piano recital on Friday 21 March',
    'Is going to New York in May',
    'Training for a 10 km run in May',
    'Has 2 brothers',
    'Favourite colour is green',
    'Lives in Leeds',
    'Birthday is on 3 May',
  ])('%s is not personal', (text) => {
    expect(memoryPersonalDetailOf(text)).toBeNull();
  });

  it('reads the captured fact: a school fact is a school name, a two-word name a full name, a street a home address', () => {
    expect(memoryPersonalDetailOf('Goes to Hillside', { kind: 'school', subject: 'you', value: 'Hillside' })).toBe('school');
    expect(memoryPersonalDetailOf('Has a friend called Zoe', { kind: 'friend', subject: 'friend', name: 'Zoe Clarke' })).toBe('full_name');
    expect(memoryPersonalDetailOf('Lives in Baker Street', { kind: 'home', subject: 'you', value: 'Baker Street' })).toBe('address');
  });

  it('lets a favourite singer be named in full, but not a teacher', () => {
    expect(memoryPersonalDetailOf('Favourite singer is Taylor Swift', { kind: 'favourite', subject: 'singer', value: 'taylor swift' })).toBeNull();
    expect(memoryPersonalDetailOf('Favourite teacher is Mr Brown', { kind: 'favourite', subject: 'teacher', value: 'mr brown' })).toBe('full_name');
  });
});

describe('memoryPersonalDetailReason', () => {
  it('tells a 4–8 child simply and a 9–15 child more, always kindly and never blaming', () => {
    const young = memoryPersonalDetailReason('address', 'G');
    const older = memoryPersonalDetailReason('address', 'PG');
    expect(young).toMatch(/won't remember/);
    expect(older).toMatch(/won't remember your address/);
    expect(young.length).toBeLessThan(older.length + 40);
    for (const detail of ['address', 'phone', 'email', 'school', 'password', 'full_name', 'photo'] as const) {
      for (const mode of ['G', 'PG'] as const) expect(memoryPersonalDetailReason(detail, mode)).not.toMatch(/\b(?:bad|wrong|naughty|not allowed)\b/i);
    }
  });

  it('refuses every personal detail for a child, only a password for an adult', () => {
    expect(memoryPersonalDetailRefused('school', 'G')).toBe(true);
    expect(memoryPersonalDetailRefused('phone', 'PG')).toBe(true);
    expect(memoryPersonalDetailRefused('phone', 'FULL')).toBe(false);
    expect(memoryPersonalDetailRefused('password', 'FULL')).toBe(true);
  });
});
