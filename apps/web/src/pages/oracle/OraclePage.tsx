import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { WonderMode } from '@grove/wonder';
import { OracleDeck } from '@grove/wonder/react';
import { useDefaultChatDestination } from '@grove/session-family/react';
import { LoadingSpinner } from '@grove/ui-glass/react';
import { selectAuthSnapshot } from '../../app/authSlice';
import { useAppSelector } from '../../app/hooks';
import { chatSayPath } from '../chat/chatSay';
import { useDocumentTitle } from '../useDocumentTitle';
import { useViewerProfile } from '../useViewerProfile';
import { journalWritePath, oracleSayText, oracleWriteText } from './wonderWords';
import '../pages.css';

/** A visitor's cards until they choose another age group (issue 21: "Adults" first). */
export const ORACLE_VISITOR_MODE: WonderMode = 'FULL';

/** The line under the title, in words for the age. */
const ORACLE_LEAD: Readonly<Record<WonderMode, string>> = {
  G: 'Draw a card and think about its question, on your own or with a grown-up. You can write about it or tell your mentor.',
  PG: 'Draw a card when you want a moment to think. Each has a short thought and a question to write about in your journal or talk over with your mentor.',
  FULL: 'Draw a card when you want a moment to think. Each has a short thought and a question to write about in your journal or talk over with your mentor.',
};

/**
 * /oracle (SPEC §2, issue 21 point 2): reflection cards for everyone — signed out, on the trial and
 * signed in. A profile draws the cards of its own mode (a child's G or PG, an adult's FULL); a visitor
 * chooses the age group (Adults first). "Write about this" opens the journal with the card in the
 * draft (`/journal?write=`); "Talk about this" opens the default chat with it in the composer
 * (`?say=`). The deck says plainly that the cards are prompts for reflection, never predictions.
 */
export function OraclePage() {
  useDocumentTitle('Grove — Reflection cards');
  const viewer = useViewerProfile();
  const account = useAppSelector(selectAuthSnapshot);
  const chat = useDefaultChatDestination(account);
  const navigate = useNavigate();
  const [visitorMode, setVisitorMode] = useState<WonderMode>(ORACLE_VISITOR_MODE);

  if (viewer.kind === 'loading') return <LoadingSpinner />;
  const visitor = viewer.kind === 'visitor';
  const mode = visitor ? visitorMode : viewer.mode;

  return (
    <article className="page oracle-page" aria-labelledby="oracle-title">
      <h1 id="oracle-title">Reflection cards</h1>
      <p className="page-lead">{ORACLE_LEAD[mode]}</p>
      <OracleDeck
        mode={mode}
        {...(visitor ? { onModeChange: setVisitorMode } : {})}
        onWrite={(card) => void navigate(journalWritePath(oracleWriteText(card)))}
        onTalk={(card) => void navigate(chatSayPath(chat, oracleSayText(card)))}
      />
    </article>
  );
}

export default OraclePage;
