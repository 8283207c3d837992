import { useId } from 'react';
import { GUIDED_THEMES, type GuidedTheme, type GuidedThemeInfo } from '../index';

/** Props of {@link ThemeDoors}. */
export interface ThemeDoorsProps {
  /** The themes to offer, in this order; every theme by default. */
  themes?: readonly GuidedTheme[];
  onChoose: (theme: GuidedTheme) => void;
}

function Door({ info, onChoose }: { info: GuidedThemeInfo; onChoose: (theme: GuidedTheme) => void }) {
  const id = useId();
  // Named by the title alone (what a speech user says to press it); its ::after covers the whole door,
  // so the description is part of what can be clicked.
  return (
    <li className={`guided-door guided-door--${info.theme}`}>
      <span className="guided-door__frame" aria-hidden="true">
        <span className="guided-door__knob" />
      </span>
      <button type="button" className="guided-door__button" aria-describedby={`${id}-description`} onClick={() => onChoose(info.theme)}>
        <span className="guided-door__title">{info.title}</span>
      </button>
      <span className="guided-door__description" id={`${id}-description`}>
        {info.description}
      </span>
    </li>
  );
}

/**
 * Guided themes as a row of doors, each a button named by the theme's title and described by its one
 * sentence; choosing one calls `onChoose(theme)`.
 */
export function ThemeDoors({ themes, onChoose }: ThemeDoorsProps) {
  const shown = themes ? themes.map((theme) => GUIDED_THEMES.find((info) => info.theme === theme)).filter((info): info is GuidedThemeInfo => info !== undefined) : GUIDED_THEMES;
  return (
    <ul className="guided-doors" aria-label="Themes">
      {shown.map((info) => (
        <Door key={info.theme} info={info} onChoose={onChoose} />
      ))}
    </ul>
  );
}
