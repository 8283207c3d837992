import { describe, expect, it } from 'vitest';
import { pageSubjectOf } from './pageSubject';

const mia = { id: 'child-mia', displayName: 'Mia' };
const parent = { id: 'uid-parent', children: ['child-mia'] };
const solo = { id: 'uid-solo', children: [] };

describe('whose per-profile page is shown (journal, wellness)', () => {
  it('waits for sign-in, and treats signed-out people as visitors', () => {
    expect(pageSubjectOf({ status: 'loading', user: null, active: null, children: undefined, requested: null })).toEqual({ kind: 'loading' });
    expect(pageSubjectOf({ status: 'signedOut', user: null, active: null, children: undefined, requested: 'child-mia' })).toEqual({ kind: 'visitor' });
  });

  it('shows a child profile its own page, whatever was asked for', () => {
    expect(pageSubjectOf({ status: 'signedIn', user: parent, active: { type: 'child', childId: 'child-mia' }, children: undefined, requested: 'child-leo' })).toEqual({
      kind: 'child',
      childId: 'child-mia',
      user: parent,
    });
  });

  it('opens a parent’s child when asked, waits for the list, and says when the child is not theirs', () => {
    const base = { status: 'signedIn', user: parent, active: { type: 'parent' } as const, requested: 'child-mia' };
    expect(pageSubjectOf({ ...base, children: undefined })).toEqual({ kind: 'loading' });
    expect(pageSubjectOf({ ...base, children: [mia] })).toEqual({ kind: 'parentOfChild', child: mia });
    expect(pageSubjectOf({ ...base, children: [mia], requested: 'child-someone-else' })).toEqual({ kind: 'unknownChild' });
  });

  it('shows the adult their own page without a request, or when they ask for themselves', () => {
    expect(pageSubjectOf({ status: 'signedIn', user: solo, active: null, children: [], requested: null })).toEqual({ kind: 'self', user: solo });
    expect(pageSubjectOf({ status: 'signedIn', user: parent, active: null, children: [mia], requested: 'uid-parent' })).toEqual({ kind: 'self', user: parent });
  });
});
