import { describe, expect, it } from 'vitest';
import { REFERRAL_CAP_PER_MONTH, REFERRAL_CAP_TOTAL, REFERRAL_HOLD_DAYS } from '@grove/api-contract';
import { referralCapReached, referralConversionCheck, referralMessageIsReal, referralRewardDueAt, type ReferralMessage } from './referralRules';

const DAY = 86_400_000;
const JOINED = new Date('2031-03-02T10:00:00.000Z');
const at = (days: number, hours = 0) => new Date(JOINED.getTime() + days * DAY + hours * 3_600_000);
const say = (text: string, days: number, hours = 0): ReferralMessage => ({ text, at: at(days, hours) });
const REAL = ['We want to plan a picnic by the river', 'How do I help my son with reading', 'Suggest a calm bedtime routine please', 'Why does the sky turn orange at sunset', 'Three ideas for a rainy afternoon please', 'What should we pack for camping'];

describe('referralMessageIsReal', () => {
  it('two words and eight letters, not one letter over and over', () => {
    for (const text of REAL) expect(referralMessageIsReal(text), text).toBe(true);
    for (const text of ['hi', 'ok ok', 'hello', 'aaaaaaaa aaaaaaa', 'abab abab abab', '12345 67890 1234', '!!!! ????', 'hi there']) expect(referralMessageIsReal(text), text).toBe(false);
    expect(referralMessageIsReal('Zoë fait du vélo demain')).toBe(true);
  });
});

describe('referralConversionCheck', () => {
  it('three real messages on three separate UTC days after onboarding convert; two days do not', () => {
    const messages = [say(REAL[0] ?? '', 0), say(REAL[1] ?? '', 1), say(REAL[2] ?? '', 2)];
    expect(referralConversionCheck({ onboardingCompleted: true, joinedAt: JOINED, messages, now: at(2, 1) })).toEqual({ converted: true, messages: 3, days: 3 });
    expect(referralConversionCheck({ onboardingCompleted: true, joinedAt: JOINED, messages: messages.slice(0, 2), now: at(2, 1) })).toEqual({ converted: false, messages: 2, days: 2 });
  });

  it('days are UTC days: 23:59 and 00:01 are two days', () => {
    const joinedAt = new Date('2031-03-02T23:00:00.000Z');
    const messages = [
      { text: REAL[0] ?? '', at: new Date('2031-03-02T23:59:00.000Z') },
      { text: REAL[1] ?? '', at: new Date('2031-03-03T00:01:00.000Z') },
      { text: REAL[2] ?? '', at: new Date('2031-03-04T00:01:00.000Z') },
    ];
    expect(referralConversionCheck({ onboardingCompleted: true, joinedAt, messages, now: new Date('2031-03-04T01:00:00.000Z') })).toMatchObject({ converted: true, days: 3 });
  });

  it('never before onboarding, whatever the use', () => {
    const messages = REAL.map((text, day) => say(text, day));
    expect(referralConversionCheck({ onboardingCompleted: false, joinedAt: JOINED, messages, now: at(10) })).toEqual({ converted: false, messages: 6, days: 6 });
  });

  it('one week with five: five real messages on one day convert once seven days have passed, not a moment before', () => {
    const messages = REAL.slice(0, 5).map((text, i) => say(text, 0, i));
    expect(referralConversionCheck({ onboardingCompleted: true, joinedAt: JOINED, messages, now: new Date(at(7).getTime() - 1) })).toEqual({ converted: false, messages: 5, days: 1 });
    expect(referralConversionCheck({ onboardingCompleted: true, joinedAt: JOINED, messages, now: at(7) })).toEqual({ converted: true, messages: 5, days: 1 });
    expect(referralConversionCheck({ onboardingCompleted: true, joinedAt: JOINED, messages: messages.slice(0, 4), now: at(30) }).converted).toBe(false);
  });

  it('the same words count once (case and punctuation aside), and “hi” does not count', () => {
    const messages = [say('We want to plan a picnic!', 0), say('we want to plan a PICNIC', 1), say('We want... to plan a picnic?', 2), say('hi', 3), say('ok ok', 4)];
    expect(referralConversionCheck({ onboardingCompleted: true, joinedAt: JOINED, messages, now: at(9) })).toEqual({ converted: false, messages: 1, days: 1 });
  });

  it('messages before joining or after now are not counted', () => {
    const messages = [say(REAL[0] ?? '', -1), say(REAL[1] ?? '', 0), say(REAL[2] ?? '', 1), say(REAL[3] ?? '', 5)];
    expect(referralConversionCheck({ onboardingCompleted: true, joinedAt: JOINED, messages, now: at(2) })).toEqual({ converted: false, messages: 2, days: 2 });
  });
});

describe('referralRewardDueAt and referralCapReached', () => {
  it('the reward is due REFERRAL_HOLD_DAYS after the conversion', () => {
    expect(referralRewardDueAt(JOINED).getTime() - JOINED.getTime()).toBe(REFERRAL_HOLD_DAYS * DAY);
  });

  it('5 a calendar month (UTC): the 6th this month is capped; last month’s do not count', () => {
    const now = new Date('2031-05-20T12:00:00.000Z');
    const thisMonth = (n: number) => Array.from({ length: n }, (_, i) => new Date(Date.UTC(2031, 4, 1 + i)));
    expect(referralCapReached(thisMonth(REFERRAL_CAP_PER_MONTH - 1), now)).toBeNull();
    expect(referralCapReached(thisMonth(REFERRAL_CAP_PER_MONTH), now)).toBe('referrer_cap_month');
    const lastMonth = Array.from({ length: 5 }, (_, i) => new Date(Date.UTC(2031, 3, 30, 23, i)));
    expect(referralCapReached(lastMonth, now)).toBeNull();
    expect(referralCapReached([new Date('2031-04-30T23:59:59.999Z'), ...thisMonth(4)], now)).toBeNull();
  });

  it('20 in all: the 21st is capped whatever the month', () => {
    const now = new Date('2031-05-20T12:00:00.000Z');
    const spread = (n: number) => Array.from({ length: n }, (_, i) => new Date(Date.UTC(2030, Math.floor(i / 4), 1 + (i % 4))));
    expect(referralCapReached(spread(REFERRAL_CAP_TOTAL - 1), now)).toBeNull();
    expect(referralCapReached(spread(REFERRAL_CAP_TOTAL), now)).toBe('referrer_cap_total');
  });
});
