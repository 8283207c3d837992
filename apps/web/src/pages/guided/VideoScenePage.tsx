import { useId } from 'react';
import { Link } from 'react-router-dom';
import { AmbientScene, type AmbientSceneKind } from '@grove/guided-themes/react';
import { useDocumentTitle } from '../useDocumentTitle';
import '@grove/guided-themes/styles.css';

/** What a calm scene page says and where it leads. */
interface VideoScene {
  title: string;
  sentence: string;
  action: string;
  to: string;
}

/** SPEC §2's /video/* pages: each scene, its words and the conversation it leads into. */
export const VIDEO_SCENES: Record<AmbientSceneKind, VideoScene> = {
  nature: {
    title: 'A quiet forest',
    sentence: 'Breathe slowly and watch the trees sway in the morning light, then take a calm moment with your guide.',
    action: 'Begin a grounding meditation',
    to: '/door-choice?theme=meditation',
  },
  fantasy: {
    title: 'A sky full of little lights',
    sentence: 'Watch the glowing lights drift across the twilight sky, then make up a story of your own.',
    action: 'Start a story',
    to: '/choose-story',
  },
  garden: {
    title: 'A growing garden',
    sentence: 'Watch the flowers grow and open one by one, then learn how to grow a garden yourself.',
    action: 'Start gardening',
    to: '/door-choice?theme=gardening',
  },
};

/** Props of {@link VideoScenePage}. */
export interface VideoScenePageProps {
  kind: AmbientSceneKind;
}

/**
 * A calm page (SPEC §2 /video/nature, /video/fantasy, /video/garden): a moving scene drawn with CSS
 * (still when reduced motion is asked for), a heading, one sentence, and the way into its guided
 * conversation. Open to everyone.
 */
export function VideoScenePage({ kind }: VideoScenePageProps) {
  const scene = VIDEO_SCENES[kind];
  const id = useId();
  useDocumentTitle(`Grove — ${scene.title}`);
  return (
    <article className="guided-screen guided-screen--scene" aria-labelledby={`${id}-title`}>
      <h1 id={`${id}-title`} className="guided-screen__title">
        {scene.title}
      </h1>
      <AmbientScene kind={kind} />
      <p className="guided-screen__lead">{scene.sentence}</p>
      <p className="guided-screen__actions">
        <Link to={scene.to} className="guided-button guided-button--primary">
          {scene.action}
        </Link>
      </p>
    </article>
  );
}
