// vader-sentiment 1.1.3 ships no type declarations; this declares the one call the core uses.
declare module 'vader-sentiment' {
  /** VADER's four scores for a text: shares of negative, neutral and positive, and the normalised compound (−1…1). */
  export interface VaderScores {
    neg: number;
    neu: number;
    pos: number;
    compound: number;
  }
  /** The analyser (a static class in the package). */
  export const SentimentIntensityAnalyzer: {
    polarity_scores(text: string): VaderScores;
  };
  const vader: { SentimentIntensityAnalyzer: typeof SentimentIntensityAnalyzer };
  export default vader;
}
