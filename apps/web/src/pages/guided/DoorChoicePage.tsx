import { useCallback } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { GUIDED_THEMES, type GuidedTheme } from '@grove/guided-themes';
import { ThemeDoors } from '@grove/guided-themes/react';
import type { ScreenProps } from '../../app/lazyScreen';
import { useDocumentTitle } from '../useDocumentTitle';
import { GuidedChat } from './GuidedChat';
import '@grove/guided-themes/styles.css';

/** The themes behind /door-choice's doors, in order (stories and hiking have their own pages). */
export const DOOR_THEMES: readonly GuidedTheme[] = ['gardening', 'flowers', 'outdoor-trip', 'city-outing', 'meditation'];

/** The door a `?theme=` names, or null for none or one that is not behind a door here. */
function doorOf(value: string | null): GuidedTheme | null {
  return DOOR_THEMES.find((theme) => theme === value) ?? null;
}

/**
 * /door-choice (SPEC §2): five doors (gardening, flowers, an outdoor trip, a city outing, meditation).
 * Choosing one sets `?theme=<theme>` and opens its guided conversation, with a link back to the
 * doors; the address can be shared or reached from the calm scenes (/video/*). Open to signed-in
 * profiles and to signed-out visitors on the trial. `baseUrl` is the API origin ('' = same origin).
 */
export function DoorChoicePage({ baseUrl = '' }: Partial<ScreenProps> & { baseUrl?: string }) {
  const [search, setSearch] = useSearchParams();
  const theme = doorOf(search.get('theme'));
  const title = GUIDED_THEMES.find((info) => info.theme === theme)?.title;
  useDocumentTitle(`Grove — ${title ?? 'Choose a door'}`);
  const choose = useCallback((chosen: GuidedTheme) => setSearch({ theme: chosen }), [setSearch]);

  if (theme !== null) {
    return (
      <div className="guided-screen">
        <GuidedChat
          theme={theme}
          baseUrl={baseUrl}
          headerExtras={
            <Link to="/door-choice" className="guided-button">
              Choose another door
            </Link>
          }
        />
      </div>
    );
  }
  return (
    <article className="guided-screen" aria-labelledby="door-choice-title">
      <h1 id="door-choice-title" className="guided-screen__title">
        Choose a door
      </h1>
      <p className="guided-screen__lead">Behind each door is a calm conversation with your guide. Which one would you like to open?</p>
      <ThemeDoors themes={DOOR_THEMES} onChoose={choose} />
    </article>
  );
}

export default DoorChoicePage;
