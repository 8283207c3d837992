import { useId } from 'react';
import { familyVisibilityOf, type ContentMode, type FamilyVisibilityItem } from '../index';
import './family.css';

/** Props of {@link FamilyVisibilityDetails}. */
export interface FamilyVisibilityDetailsProps {
  contentMode: ContentMode;
  /** The heading level of the section titles (the page's h1 sits above them). */
  headingLevel?: 2 | 3;
  /** Shown before the lists (default: the band's own first line). */
  lead?: string;
}

function ItemList({ items, label }: { items: readonly FamilyVisibilityItem[]; label: string }) {
  return (
    <ul className="grove-family-visibility__list" aria-label={label}>
      {items.map((item) => (
        <li key={item.id} data-item={item.id}>
          <strong>{item.title}</strong>
          <span>{item.detail}</span>
        </li>
      ))}
    </ul>
  );
}

/**
 * What a parent sees of a child of this content mode, in full and in simple words (issue 18): what
 * they see, what stays the child's, and what else a parent may do. Read from `familyVisibilityOf`,
 * the same description as the badge and the parent's overview.
 */
export function FamilyVisibilityDetails({ contentMode, headingLevel = 2, lead }: FamilyVisibilityDetailsProps) {
  const visibility = familyVisibilityOf(contentMode);
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const ids = { sees: useId(), hidden: useId(), also: useId() };
  return (
    <div className="grove-family-visibility" data-band={visibility.band}>
      <p className="grove-family-visibility__lead">{lead ?? visibility.lead}</p>
      <section aria-labelledby={ids.sees}>
        <Heading id={ids.sees}>What your parent can see</Heading>
        <ItemList items={visibility.sees} label="What your parent can see" />
      </section>
      <section aria-labelledby={ids.hidden}>
        <Heading id={ids.hidden}>{visibility.band === 'young' ? 'What stays secret' : 'What stays yours'}</Heading>
        <ItemList items={visibility.doesNotSee} label={visibility.band === 'young' ? 'What stays secret' : 'What stays yours'} />
      </section>
      <section aria-labelledby={ids.also}>
        <Heading id={ids.also}>Good to know</Heading>
        <ul className="grove-family-visibility__also">
          {visibility.alsoTrue.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      </section>
    </div>
  );
}
