import type { ScreenProps } from '../../app/lazyScreen';
import { useDocumentTitle } from '../useDocumentTitle';
import { GuidedChat } from './GuidedChat';

/**
 * /hike (SPEC §2, §4): plan a hike with the guide, who asks for an easy, moderate or challenging trail
 * and where the person lives. The route needs an account (session-family guards it); the page itself
 * works for whoever reaches it. `baseUrl` is the API origin ('' = same origin).
 */
export function HikePage({ baseUrl = '' }: Partial<ScreenProps> & { baseUrl?: string }) {
  useDocumentTitle('Grove — Hiking');
  return (
    <div className="guided-screen">
      <GuidedChat theme="hiking" baseUrl={baseUrl} />
    </div>
  );
}

export default HikePage;
