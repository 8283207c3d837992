import { describe, expect, it } from 'vitest';
import { ADMIN_INVITATION_DRAFT_EMPTY, ADMIN_INVITATION_MESSAGES, adminInvitationDraftCheck, adminInvitationFieldOf, type AdminInvitationDraft } from './adminInvitationDraft';

const NOW = new Date('2026-11-03T12:00:00Z');

function check(change: Partial<AdminInvitationDraft>) {
  return adminInvitationDraftCheck({ ...ADMIN_INVITATION_DRAFT_EMPTY, ...change }, NOW);
}

describe('a founders invitation as the admin types it', () => {
  it('makes the body: trimmed note, uses, the expiry at the end of its day (UTC), the seat block', () => {
    expect(check({ note: '  Launch party  ', maxUses: '25', expiresOn: '2026-12-01', seatFrom: '1', seatTo: '25' })).toEqual({
      ok: true,
      body: { note: 'Launch party', maxUses: 25, expiresAt: '2026-12-01T23:59:59.999Z', seatFrom: 1, seatTo: 25 },
    });
    expect(check({})).toEqual({ ok: true, body: { note: '', maxUses: 1, expiresAt: null, seatFrom: null, seatTo: null } });
  });

  it('takes today as the last day, but not yesterday or a day that does not exist', () => {
    expect(check({ expiresOn: '2026-11-03' }).ok).toBe(true);
    expect(check({ expiresOn: '2026-11-02' })).toEqual({ ok: false, problems: { expiresOn: ADMIN_INVITATION_MESSAGES.expiresOn } });
    expect(check({ expiresOn: '2026-11-31' })).toEqual({ ok: false, problems: { expiresOn: ADMIN_INVITATION_MESSAGES.expiresOn } });
  });

  it('says every problem at once, beside its field', () => {
    expect(check({ note: 'x'.repeat(201), maxUses: '0', seatFrom: '10' })).toEqual({
      ok: false,
      problems: { note: ADMIN_INVITATION_MESSAGES.note, maxUses: ADMIN_INVITATION_MESSAGES.maxUses, seatTo: ADMIN_INVITATION_MESSAGES.seatsTogether },
    });
    expect(check({ maxUses: '2.5' })).toMatchObject({ problems: { maxUses: ADMIN_INVITATION_MESSAGES.maxUses } });
    expect(check({ maxUses: '10001' })).toMatchObject({ problems: { maxUses: ADMIN_INVITATION_MESSAGES.maxUses } });
  });

  it('keeps a seat block in order and within 10,000 seats', () => {
    expect(check({ seatFrom: '', seatTo: '5' })).toMatchObject({ problems: { seatFrom: ADMIN_INVITATION_MESSAGES.seatsTogether } });
    expect(check({ seatFrom: '50', seatTo: '40' })).toMatchObject({ problems: { seatTo: ADMIN_INVITATION_MESSAGES.seatOrder } });
    expect(check({ seatFrom: '1', seatTo: '10001' })).toMatchObject({ problems: { seatTo: ADMIN_INVITATION_MESSAGES.seatBlock } });
    expect(check({ seatFrom: '1', seatTo: '10000' }).ok).toBe(true);
    expect(check({ seatFrom: '0', seatTo: '3' })).toMatchObject({ problems: { seatFrom: ADMIN_INVITATION_MESSAGES.seatNumber } });
  });

  it('puts a server 400 beside the field it names', () => {
    expect(adminInvitationFieldOf('body.expiresAt')).toBe('expiresOn');
    expect(adminInvitationFieldOf('body.seatFrom')).toBe('seatFrom');
    expect(adminInvitationFieldOf(null)).toBeNull();
  });
});
