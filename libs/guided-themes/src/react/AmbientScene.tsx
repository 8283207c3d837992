import type { CSSProperties } from 'react';

/** The calm scenes there are. */
export type AmbientSceneKind = 'nature' | 'fantasy' | 'garden';

/** Props of {@link AmbientScene}. */
export interface AmbientSceneProps {
  kind: AmbientSceneKind;
  /** What the scene is called aloud; the kind's description by default. */
  label?: string;
  className?: string;
}

/** What each scene shows, in words, for people who cannot see it. */
export const AMBIENT_SCENE_LABELS: Record<AmbientSceneKind, string> = {
  nature: 'A calm forest at dawn: pine trees sway gently on green hills under a soft sky.',
  fantasy: 'A quiet twilight sky where small glowing lights float slowly above misty hills.',
  garden: 'A sunny garden where flowers grow from the soil and open their petals, one by one.',
};

/** How many of each shape a scene draws; enough to feel alive, few enough to stay calm. */
const SHAPES: Record<AmbientSceneKind, { className: string; count: number }> = {
  nature: { className: 'ambient-scene__tree', count: 7 },
  fantasy: { className: 'ambient-scene__light', count: 9 },
  garden: { className: 'ambient-scene__flower', count: 6 },
};

/**
 * A calm scene drawn only with CSS (gradients and shapes, no image is downloaded): trees swaying in
 * nature, glowing lights floating in fantasy, flowers growing in the garden. It is one image to
 * assistive technology, named by its description; its motion stops when the person asks for reduced
 * motion (guided.css).
 */
export function AmbientScene({ kind, label, className }: AmbientSceneProps) {
  const shape = SHAPES[kind];
  return (
    <div role="img" aria-label={label ?? AMBIENT_SCENE_LABELS[kind]} className={`ambient-scene ambient-scene--${kind}${className ? ` ${className}` : ''}`}>
      <span className="ambient-scene__sky" />
      {kind === 'nature' && <span className="ambient-scene__sun" />}
      {kind === 'fantasy' && <span className="ambient-scene__moon" />}
      <span className="ambient-scene__hill ambient-scene__hill--far" />
      <span className="ambient-scene__hill ambient-scene__hill--near" />
      {Array.from({ length: shape.count }, (_, index) => (
        // Each shape's place and timing come from its index (--i), so the CSS spreads them without randomness.
        <span key={index} className={shape.className} style={{ '--i': index } as CSSProperties} />
      ))}
    </div>
  );
}
