import { JournalGuidedSession } from '@grove/journal/react';

/** The journal's guided session as a chunk of its own (see JournalPage: it carries the safety classifier). */
export default JournalGuidedSession;
