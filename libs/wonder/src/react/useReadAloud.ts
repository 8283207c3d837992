import { useCallback, useEffect, useRef, useState } from 'react';

/** What {@link useReadAloud} gives a screen: whether the browser can speak, whether it is, and the controls. */
export interface ReadAloud {
  /** The browser has speech synthesis (the button is hidden when it has not). */
  supported: boolean;
  /** An utterance started here is being spoken. */
  speaking: boolean;
  /** Speaks `text`, stopping anything this hook was saying. */
  speak: (text: string) => void;
  /** Stops speaking (nothing happens when nothing is being said). */
  stop: () => void;
}

/** The part of the Web Speech API the hook uses: injectable, so tests and previews pass their own. */
export interface ReadAloudSynth {
  speak: (utterance: SpeechSynthesisUtterance) => void;
  cancel: () => void;
}

/** Makes an utterance; injectable with the synth (jsdom has no SpeechSynthesisUtterance). */
export type ReadAloudUtteranceMake = (text: string) => SpeechSynthesisUtterance;

function browserSynth(): ReadAloudSynth | null {
  return typeof window !== 'undefined' && 'speechSynthesis' in window ? window.speechSynthesis : null;
}

function browserUtterance(text: string): SpeechSynthesisUtterance {
  const utterance = new SpeechSynthesisUtterance(text);
  // A little slower than the default: these are calm sessions and stories, often for young children.
  utterance.rate = 0.9;
  return utterance;
}

/**
 * The browser's own voice (speech synthesis) for read-aloud — off until the person presses the button,
 * never a download. Speech stops when the screen unmounts, so leaving a page never leaves it talking.
 */
export function useReadAloud(synth: ReadAloudSynth | null = browserSynth(), utteranceMake: ReadAloudUtteranceMake = browserUtterance): ReadAloud {
  const [speaking, setSpeaking] = useState(false);
  const current = useRef<SpeechSynthesisUtterance | null>(null);

  const stop = useCallback(() => {
    if (!synth) return;
    current.current = null;
    synth.cancel();
    setSpeaking(false);
  }, [synth]);

  const speak = useCallback(
    (text: string) => {
      if (!synth) return;
      synth.cancel();
      const utterance = utteranceMake(text);
      current.current = utterance;
      // Only the utterance still current may end "speaking": a cancelled one reports its end late.
      const ended = () => {
        if (current.current === utterance) {
          current.current = null;
          setSpeaking(false);
        }
      };
      utterance.onend = ended;
      utterance.onerror = ended;
      setSpeaking(true);
      synth.speak(utterance);
    },
    [synth, utteranceMake],
  );

  useEffect(() => () => synth?.cancel(), [synth]);

  return { supported: synth !== null, speaking, speak, stop };
}
