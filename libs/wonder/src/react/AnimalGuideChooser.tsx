import { useId } from 'react';
import { ANIMAL_GUIDES } from '../core/content/animalGuides';
import type { AnimalGuide } from '../core/content/wonderTypes';
import './wonderGuide.css';

/** Props of {@link AnimalGuideChooser}. */
export interface AnimalGuideChooserProps {
  /** The quiz's suggestion, shown first and large; null when the person browses without the quiz. */
  suggested: AnimalGuide | null;
  /** The guide saved on the profile, or null. */
  current: string | null;
  /** Chooses a guide (the page saves it, or for a visitor keeps it on screen). */
  onChoose: (animalId: string) => void;
  /** The id being saved right now, or null: its button waits. */
  saving: string | null;
  /** Every guide (ANIMAL_GUIDES by default). */
  guides?: readonly AnimalGuide[];
}

function GuideCard({ guide, current, saving, onChoose, large }: { guide: AnimalGuide; current: boolean; saving: boolean; onChoose: () => void; large: boolean }) {
  const titleId = useId();
  return (
    <article className={`wonder-guide grove-glass${large ? ' wonder-guide--large' : ''}${current ? ' wonder-guide--current' : ''}`} aria-labelledby={titleId}>
      <span className="wonder-guide__emoji" aria-hidden="true">
        {guide.emoji}
      </span>
      <h3 id={titleId} className="wonder-guide__name">
        {guide.name}
      </h3>
      <ul className="wonder-guide__strengths" aria-label={`${guide.name}'s strengths`}>
        {guide.strengths.map((strength) => (
          <li key={strength}>{strength}</li>
        ))}
      </ul>
      {large && <p className="wonder-guide__description">{guide.description}</p>}
      {current ? (
        <p className="wonder-guide__current">Your guide</p>
      ) : (
        <button type="button" className={`grove-button${large ? '' : ' grove-button--secondary'}`} onClick={onChoose} disabled={saving}>
          {saving ? 'Saving…' : `Choose ${guide.name}`}
        </button>
      )}
    </article>
  );
}

/**
 * The quiz's suggestion with its strengths, then every other guide to choose instead (issue 21: "the
 * person can choose a different one"). The saved guide is marked "Your guide".
 */
export function AnimalGuideChooser({ suggested, current, onChoose, saving, guides = ANIMAL_GUIDES }: AnimalGuideChooserProps) {
  const others = guides.filter((guide) => guide.id !== suggested?.id);
  return (
    <div className="wonder-guides">
      {suggested && (
        <section aria-labelledby="wonder-guide-suggested">
          <h2 id="wonder-guide-suggested">Your answers point to {suggested.name}</h2>
          <GuideCard guide={suggested} current={current === suggested.id} saving={saving === suggested.id} onChoose={() => onChoose(suggested.id)} large />
        </section>
      )}
      <section aria-labelledby="wonder-guide-others">
        <h2 id="wonder-guide-others">{suggested ? 'Or choose a different guide' : 'Choose a guide'}</h2>
        <ul className="wonder-guides__grid">
          {others.map((guide) => (
            <li key={guide.id}>
              <GuideCard guide={guide} current={current === guide.id} saving={saving === guide.id} onChoose={() => onChoose(guide.id)} large={false} />
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
