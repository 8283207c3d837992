import type { ScreenProps } from '../../app/lazyScreen';
import { useDocumentTitle } from '../useDocumentTitle';
import { GuidedChat } from './GuidedChat';

/**
 * /choose-story (SPEC §2, §4): make up a story with the guide, one idea at a time. Open to signed-in
 * profiles and to signed-out visitors on the trial. `baseUrl` is the API origin ('' = same origin).
 */
export function ChooseStoryPage({ baseUrl = '' }: Partial<ScreenProps> & { baseUrl?: string }) {
  useDocumentTitle('Grove — Story time');
  return (
    <div className="guided-screen">
      <GuidedChat theme="stories" baseUrl={baseUrl} />
    </div>
  );
}

export default ChooseStoryPage;
