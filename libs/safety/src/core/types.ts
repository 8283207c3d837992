/**
 * The vocabulary of Grove's family safety classifier: who is being protected (content mode), which way
 * a text travels (direction), what kind of harm it carries (category) and how much it matters
 * (severity).
 */

/** SPEC §1/§4: G (ages 4–8), PG (9–14/15), FULL (adults). Children's modes are guarded in full. */
export type SafetyContentMode = 'G' | 'PG' | 'FULL';

/**
 * Which way a text travels. A `message` is what a person wrote (a child asking how to do something is
 * judged by its intent); a `reply` is what the mentor or a model says (judged by what it tells the
 * reader to do or shows them). Journal entries and memories are `message`s.
 */
export type SafetyDirection = 'message' | 'reply';

/**
 * How much a verdict matters, for the parents' alerts (a later issue) and the admin's view:
 * - `urgent`: a child may be in danger now (self-harm, suicide, abuse at home, grooming);
 * - `concern`: harm a grown-up should know about (low mood, bullying, weapons, drugs, sexual content…);
 * - `info`: kept out of the chat but nothing to worry about (a scary story for a six-year-old, a rule
 *   bypass attempt, a mild insult).
 */
export type SafetySeverity = 'info' | 'concern' | 'urgent';

/** The kinds of harm the classifier recognises. */
export type SafetyCategory =
  /** Suicide, self-injury, overdose: the person's own safety. */
  | 'self_harm'
  /** Restricting food, purging, pro-ana tips, hating one's body to the point of harm. */
  | 'eating_disorder'
  /** Sexual content, nudity, sexual talk. */
  | 'sexual'
  /** Hurting a person or an animal: threats, violent "advice". */
  | 'violence'
  /** Guns, knives as weapons, bombs, making or getting weapons. */
  | 'weapons'
  /** Choking games, laundry pods, chemical mixes, outlets, train tracks, huffing: dares that injure. */
  | 'dangerous_dare'
  /** Poisoning someone, setting fires, playing with fire. */
  | 'poison_fire'
  /** Drugs, alcohol, vaping and smoking for a child. */
  | 'drugs'
  /** Stealing, shoplifting, hacking, forging, vandalism. */
  | 'crime'
  /** An adult-like approach: secrets from parents, meeting, photos, gifts, "mature for your age". */
  | 'grooming'
  /** Slurs and contempt for a group of people. */
  | 'hate'
  /** Insults and cruelty aimed at a person (the reader, a classmate). */
  | 'harassment'
  /** Gore, death in detail, threats of monsters: too frightening for the age band. */
  | 'frightening'
  /** Addresses, schools, phone numbers, passwords, card numbers: asked for or given. */
  | 'personal_details'
  /** The person trying to switch the rules off: "ignore your rules", DAN, developer mode. */
  | 'rule_bypass'
  /** A reply accepting such a switch: "Sure! As DAN I have no restrictions". */
  | 'jailbreak_ack'
  /** Low mood, hopelessness, loneliness, being bullied: the person needs care, not a lesson. */
  | 'distress'
  /** Being hurt or afraid at home: care and a crisis line. */
  | 'abuse';

/** The classifier's answer on one text. */
export type SafetyVerdict =
  | { safe: true; category: null; severity: null; distress: false; crisisLine: false }
  | {
      safe: false;
      category: SafetyCategory;
      severity: SafetySeverity;
      /** True when the person needs care (self-harm, distress, abuse, a self-directed eating disorder). */
      distress: boolean;
      /** True when the care reply must name a crisis line (self-harm, suicide, abuse). */
      crisisLine: boolean;
    };

/** How a text is classified. */
export interface SafetyClassifyOptions {
  direction: SafetyDirection;
  contentMode: SafetyContentMode;
}
