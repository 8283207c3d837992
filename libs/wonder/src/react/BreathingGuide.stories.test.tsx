import { composeStories } from '@storybook/react-vite';
import { act, cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { REDUCED_MOTION_QUERY, type WellnessMotionQuery } from './BreathingGuide';
import * as stories from './BreathingGuide.stories';
import { wellnessMatchMediaFixed } from './wellnessStories.fixture';

const guide = composeStories(stories);

afterEach(cleanup);

function parts() {
  const root = document.querySelector('.grove-breathing') as HTMLElement;
  return { root, circle: root.querySelector('.grove-breathing__circle') as HTMLElement, words: root.querySelector('.grove-breathing__words'), label: root.querySelector('.grove-breathing__label') };
}

describe('BreathingGuide previews', () => {
  it('is decoration hidden from assistive technology: the step’s words carry the meaning', () => {
    render(<guide.BreatheIn matchMedia={wellnessMatchMediaFixed(false)} />);
    expect(parts().root.getAttribute('aria-hidden')).toBe('true');
  });

  it('BreatheIn grows the circle over exactly the step’s seconds, starting where the step is', () => {
    render(<guide.BreatheIn matchMedia={wellnessMatchMediaFixed(false)} elapsedMs={1_500} />);
    const { root, circle, label } = parts();
    expect(root.dataset['motion']).toBe('full');
    expect(circle.dataset['shape']).toBe('in');
    expect(circle.style.animationDuration).toBe('4s');
    expect(circle.style.animationDelay).toBe('-1.5s');
    expect(circle.style.animationPlayState).toBe('running');
    expect(label?.textContent).toBe('Breathe in');
  });

  it('HoldFull stays full and still; BreatheOutDark shrinks over eight seconds', () => {
    render(<guide.HoldFull matchMedia={wellnessMatchMediaFixed(false)} />);
    expect(parts().circle.dataset['shape']).toBe('full');
    expect(parts().circle.style.animationDuration).toBe('');
    expect(parts().label?.textContent).toBe('Hold');
    cleanup();
    render(<guide.BreatheOutDark matchMedia={wellnessMatchMediaFixed(false)} />);
    expect(parts().circle.dataset['shape']).toBe('out');
    expect(parts().circle.style.animationDuration).toBe('8s');
  });

  it('Paused stops the circle where it is', () => {
    render(<guide.Paused matchMedia={wellnessMatchMediaFixed(false)} />);
    expect(parts().circle.style.animationPlayState).toBe('paused');
    expect(parts().root.dataset['paused']).toBe('true');
  });

  it('ReducedMotion does not move: the words "Breathe in… 3" and the count instead', () => {
    render(<guide.ReducedMotion />);
    const { root, circle, words } = parts();
    expect(root.dataset['motion']).toBe('reduced');
    expect(circle.style.animationDuration).toBe('');
    expect(words?.textContent).toBe('Breathe in… 3');
  });

  it('follows the system setting when it changes while the guide is on screen', () => {
    const listeners = new Set<() => void>();
    const query: WellnessMotionQuery & { matches: boolean } = {
      matches: false,
      addEventListener: (_type, listener) => listeners.add(listener),
      removeEventListener: (_type, listener) => listeners.delete(listener),
    };
    const asked: string[] = [];
    render(
      <guide.BreatheIn
        matchMedia={(text) => {
          asked.push(text);
          return query;
        }}
      />,
    );
    expect(asked).toContain(REDUCED_MOTION_QUERY);
    expect(parts().root.dataset['motion']).toBe('full');
    query.matches = true;
    act(() => listeners.forEach((listener) => listener()));
    expect(parts().root.dataset['motion']).toBe('reduced');
    cleanup();
    expect(listeners.size).toBe(0);
  });

  it('moves with no matchMedia at all (an old browser): the default', () => {
    render(<guide.BreatheIn matchMedia={() => null} />);
    expect(parts().root.dataset['motion']).toBe('full');
  });
});
