import { useId } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { familyVisibilityOf, routeDefaultChatDestination, routePath, sessionProfile, type ContentMode } from '@grove/session-family';
import { FamilyVisibilityDetails, useSession } from '@grove/session-family/react';
import { LoadingSpinner } from '@grove/ui-glass/react';
import { selectAuthSnapshot } from '../../app/authSlice';
import { useAppSelector } from '../../app/hooks';
import { useDocumentTitle } from '../useDocumentTitle';
import { useActiveChild } from './useActiveChild';
import '../pages.css';

/** Each band's heading when more than one is shown, and the content mode that stands for it. */
const BANDS: ReadonlyArray<{ band: 'young' | 'teen'; mode: ContentMode; title: string; forChild: string }> = [
  { band: 'young', mode: 'G', title: 'Children aged 4 to 8', forChild: 'If you are 4 to 8' },
  { band: 'teen', mode: 'PG', title: 'Children aged 9 to 15', forChild: 'If you are 9 or older' },
];

/**
 * /what-my-parent-sees (issue 18, point 1): for a child profile, in full and in simple words, what
 * their parent sees (the page the badge on their chat, journal and memories links to); for a parent,
 * what each age band of children is told (`?band=teen` puts that band first). Everything comes from
 * `familyVisibilityOf`, the description the parent's overview follows.
 */
export function WhatMyParentSeesPage() {
  const child = useActiveChild();
  const auth = useAppSelector(selectAuthSnapshot);
  const { session } = useSession();
  const [search] = useSearchParams();
  useDocumentTitle(child ? 'Grove — What your parent sees' : 'Grove — What children are told');

  if (child !== null) {
    if (child.contentMode === null && !child.failed) return <LoadingSpinner />;
    const chat = auth.status === 'signedIn' ? routeDefaultChatDestination({ ...auth, activeProfile: session ? sessionProfile(session) : null }, '/') : routePath('home');
    return (
      <article className="page" aria-labelledby="parent-sees-title">
        <h1 id="parent-sees-title">What your parent sees</h1>
        {child.contentMode !== null ? (
          <FamilyVisibilityDetails contentMode={child.contentMode} />
        ) : (
          <BothBands forChild first="young" />
        )}
        <p>
          Something on this page you want to talk about? Ask your parent. <Link to={chat}>Back to your chat</Link>
        </p>
      </article>
    );
  }

  const first = search.get('band') === 'teen' ? 'teen' : 'young';
  return (
    <article className="page" aria-labelledby="parent-sees-title">
      <h1 id="parent-sees-title">What children are told</h1>
      <p className="page-lead">
        A child's chat, journal and memories screens carry a small sign saying what you can see, with a link to this page. Here is what
        they read, by age.
      </p>
      <p>
        <Link to={routePath('profiles')}>Back to profiles</Link>
      </p>
      <BothBands forChild={false} first={first} />
    </article>
  );
}

function BandSection({ band, forChild }: { band: (typeof BANDS)[number]; forChild: boolean }) {
  const headingId = useId();
  return (
    <section className="page-section" aria-labelledby={headingId} data-band={band.band}>
      <h2 id={headingId}>{forChild ? band.forChild : band.title}</h2>
      {!forChild && <p>Their sign says: “{familyVisibilityOf(band.mode).badge}.”</p>}
      <FamilyVisibilityDetails contentMode={band.mode} headingLevel={3} />
    </section>
  );
}

function BothBands({ forChild, first }: { forChild: boolean; first: 'young' | 'teen' }) {
  const ordered = first === 'teen' ? [...BANDS].reverse() : BANDS;
  return (
    <>
      {ordered.map((band) => (
        <BandSection key={band.band} band={band} forChild={forChild} />
      ))}
    </>
  );
}

export default WhatMyParentSeesPage;
