import type { WellnessSession, WellnessStep } from './wonderTypes';

/*
 * Grove's guided wellness sessions (issue 21, point 1): one of each kind for each age band, 2–6 minutes
 * each (the sum of a session's step seconds is between 120 and 360). Written for Grove; the shapes are
 * the common ones (box breathing, Andrew Weil's 4-7-8, the 5-4-3-2-1 grounding, a body scan, a gratitude
 * pause, a sleep wind-down), the words our own. Nothing here is clinical advice: the sessions are calm
 * pauses, and a screen that shows them says so.
 *
 * Breathing counts:
 * - Box breathing is in 4, hold 4, out 4, hold 4 for 9–15 and adults. For 4–8 the square keeps four
 *   equal sides of 3: a young child breathes about twice as fast at rest as an adult, and a four-count
 *   hold with empty lungs turns into straining; the equal sides are what the exercise teaches.
 * - 4-7-8 is in 4, hold 7, out 8 for 9–15 and adults, four rounds (the usual advice for beginners), with
 *   ordinary breathing before and after. For 4–8 it is in 2, hold 3, out 4: about half the counts, the
 *   out-breath still twice the in-breath and the longest part, which is what calms; seven seconds of
 *   holding is too long for small lungs.
 */

/** Repeats a breathing cycle: a first round that explains, then the same short words each time, as a spoken count does. */
function breathingRounds(rounds: number, first: readonly WellnessStep[], again: readonly WellnessStep[]): WellnessStep[] {
  return [...first, ...Array.from({ length: rounds - 1 }, () => again).flat()];
}

const BOX_SQUARE_3: readonly WellnessStep[] = [
  { text: 'Breathe in, 1, 2, 3.', seconds: 3, breath: 'in' },
  { text: 'Hold, soft and still, 1, 2, 3.', seconds: 3, breath: 'hold' },
  { text: 'Breathe out slowly, 1, 2, 3.', seconds: 3, breath: 'out' },
  { text: 'Rest, 1, 2, 3. One whole square!', seconds: 3, breath: 'hold' },
];
const BOX_SQUARE_3_AGAIN: readonly WellnessStep[] = [
  { text: 'In, 1, 2, 3.', seconds: 3, breath: 'in' },
  { text: 'Hold, 1, 2, 3.', seconds: 3, breath: 'hold' },
  { text: 'Out, 1, 2, 3.', seconds: 3, breath: 'out' },
  { text: 'Rest, 1, 2, 3.', seconds: 3, breath: 'hold' },
];

const BOX_4: readonly WellnessStep[] = [
  { text: 'Breathe in through your nose: 1, 2, 3, 4.', seconds: 4, breath: 'in' },
  { text: 'Hold gently, no squeezing: 2, 3, 4.', seconds: 4, breath: 'hold' },
  { text: 'Breathe out slowly: 2, 3, 4.', seconds: 4, breath: 'out' },
  { text: 'Stay empty and easy: 2, 3, 4.', seconds: 4, breath: 'hold' },
];
const BOX_4_AGAIN: readonly WellnessStep[] = [
  { text: 'In, 2, 3, 4.', seconds: 4, breath: 'in' },
  { text: 'Hold, 2, 3, 4.', seconds: 4, breath: 'hold' },
  { text: 'Out, 2, 3, 4.', seconds: 4, breath: 'out' },
  { text: 'Pause, 2, 3, 4.', seconds: 4, breath: 'hold' },
];

const BUBBLE_2_3_4: readonly WellnessStep[] = [
  { text: 'Breathe in, 1, 2.', seconds: 2, breath: 'in' },
  { text: 'Hold it like a bubble, 1, 2, 3.', seconds: 3, breath: 'hold' },
  { text: 'Blow out slowly, a big, big bubble, 1, 2, 3, 4.', seconds: 4, breath: 'out' },
];
const BUBBLE_2_3_4_AGAIN: readonly WellnessStep[] = [
  { text: 'In, 1, 2.', seconds: 2, breath: 'in' },
  { text: 'Hold, 1, 2, 3.', seconds: 3, breath: 'hold' },
  { text: 'Blow a big bubble, 1, 2, 3, 4.', seconds: 4, breath: 'out' },
];

const FOUR_SEVEN_EIGHT: readonly WellnessStep[] = [
  { text: 'Breathe in quietly through your nose: 2, 3, 4.', seconds: 4, breath: 'in' },
  { text: 'Hold for seven, shoulders soft: 2, 3, 4, 5, 6, 7.', seconds: 7, breath: 'hold' },
  { text: 'Whoosh out through your mouth, all the way: 2, 3, 4, 5, 6, 7, 8.', seconds: 8, breath: 'out' },
];
const FOUR_SEVEN_EIGHT_AGAIN: readonly WellnessStep[] = [
  { text: 'In through the nose, 2, 3, 4.', seconds: 4, breath: 'in' },
  { text: 'Hold, 2, 3, 4, 5, 6, 7.', seconds: 7, breath: 'hold' },
  { text: 'Whoosh out, 2, 3, 4, 5, 6, 7, 8.', seconds: 8, breath: 'out' },
];

/** Wind-down breaths: an out-breath longer than the in-breath, with no hold (nothing to count at bedtime but the slowing). */
const SLOW_OUT_4_6: readonly WellnessStep[] = [
  { text: 'Breathe in slowly for four.', seconds: 4, breath: 'in' },
  { text: 'And out for six, slower still.', seconds: 6, breath: 'out' },
];
const SLOW_OUT_4_6_AGAIN: readonly WellnessStep[] = [
  { text: 'In for four.', seconds: 4, breath: 'in' },
  { text: 'Out for six.', seconds: 6, breath: 'out' },
];
const SLOW_OUT_4_7: readonly WellnessStep[] = [
  { text: 'Breathe in for four, slowly and without strain.', seconds: 4, breath: 'in' },
  { text: 'Breathe out for six or seven, letting the exhale be the longest part.', seconds: 7, breath: 'out' },
];
const SLOW_OUT_4_7_AGAIN: readonly WellnessStep[] = [
  { text: 'In, easy.', seconds: 4, breath: 'in' },
  { text: 'A long breath out.', seconds: 7, breath: 'out' },
];

/**
 * Every guided session, in the order the list shows them: by band, then box breathing, grounding,
 * 4-7-8, body scan, gratitude, wind-down. `suits` lists the radar axes a session answers, the best fit
 * first; wellnessSuggestion prefers a session that lists the low axis first, then this order, so a low
 * week's sleep brings the wind-down, focus box breathing, feelings the grounding, energy the body scan,
 * and how you see yourself the gratitude pause (4-7-8 is there for whoever picks it).
 */
export const WELLNESS_SESSIONS: readonly WellnessSession[] = [
  // ── 4–8 ────────────────────────────────────────────────────────────────────────────────────────────
  {
    id: 'box-breathing-4-8',
    title: 'Square breathing with Bear',
    kind: 'box-breathing',
    band: '4-8',
    summary: 'Draw a square with your breath when you want to feel calm and ready.',
    intro: 'Hi! Bear likes to breathe in squares. A square has four sides, and so does this breath. Shall we try it together?',
    steps: [
      { text: 'Sit tall like a mountain, or lie down like a sleepy bear. Put one hand on your tummy.', seconds: 10 },
      { text: 'Hold up one finger. You are going to draw a square in the air with it: one side for each part of the breath.', seconds: 10 },
      ...breathingRounds(8, BOX_SQUARE_3, BOX_SQUARE_3_AGAIN),
      { text: 'Let your finger rest. Breathe any way you like now. How does your tummy feel?', seconds: 12 },
    ],
    outro: 'You drew eight squares with your breath. You can draw one anywhere, any time you want to feel calm.',
    suits: ['concentration', 'emotional_clarity'],
  },
  {
    id: 'grounding-54321-4-8',
    title: 'Five senses treasure hunt',
    kind: 'grounding-54321',
    band: '4-8',
    summary: 'A treasure hunt with your eyes, hands, ears, nose and mouth, right where you are.',
    intro: 'When your feelings feel big and whooshy, a treasure hunt can help you feel here again. No need to walk around: you can find everything from where you are.',
    steps: [
      { text: 'Take one slow breath in and one slow breath out.', seconds: 8 },
      { text: 'Look around. Find five things you can see. Can one of them be blue? Count them on your fingers.', seconds: 30 },
      { text: 'Now find four things you can feel. Your socks, the floor, your hair, your sleeve. How do they feel?', seconds: 30 },
      { text: 'Listen very carefully. Can you hear three sounds? Maybe a bird, a car, or your own breathing.', seconds: 25 },
      { text: 'Sniff, sniff! Find two things you can smell. If you can’t smell anything, think of your favourite smell.', seconds: 20 },
      { text: 'Last one: think of one taste you really like. Is it sweet, or sour, or crunchy?', seconds: 15 },
      { text: 'Wiggle your fingers and toes. You found all the treasure!', seconds: 10 },
    ],
    outro: 'Five, four, three, two, one: your senses helped you come back to right here, right now. Well done.',
    suits: ['emotional_clarity', 'concentration'],
  },
  {
    id: '4-7-8-4-8',
    title: 'Bubble breaths',
    kind: '4-7-8',
    band: '4-8',
    summary: 'Blow long, slow pretend bubbles to help your body feel soft and sleepy.',
    intro: 'Let’s blow some pretend bubbles. Big bubbles need slow, gentle breaths out, so we breathe out for longer than we breathe in.',
    steps: [
      { text: 'Sit or lie down comfortably. Hold a pretend bubble wand in front of your mouth.', seconds: 10 },
      { text: 'Breathe in and out once the way you always do, to get ready.', seconds: 6 },
      ...breathingRounds(6, BUBBLE_2_3_4, BUBBLE_2_3_4_AGAIN),
      { text: 'Look at all your bubbles floating up to the ceiling. Breathe normally and watch them.', seconds: 20 },
      ...breathingRounds(4, BUBBLE_2_3_4_AGAIN, BUBBLE_2_3_4_AGAIN),
      { text: 'Put the wand down. Let your arms and legs go soft and floppy.', seconds: 12 },
    ],
    outro: 'Lovely bubbles! Slow breaths out are like a hug from the inside. Try them at bedtime.',
    suits: ['emotional_clarity', 'sleep'],
  },
  {
    id: 'body-scan-4-8',
    title: 'Floppy spaghetti body scan',
    kind: 'body-scan',
    band: '4-8',
    summary: 'Tighten and let go, from your toes to your nose, until you are soft like cooked spaghetti.',
    intro: 'Uncooked spaghetti is stiff and straight. Cooked spaghetti is soft and floppy. Let’s turn your whole body into cooked spaghetti, one part at a time.',
    steps: [
      { text: 'Lie down or sit comfortably. Let your eyes close, or look at one spot on the floor.', seconds: 10 },
      { text: 'Curl your toes tight, tight, tight… and let them go. Wiggle them a little.', seconds: 15 },
      { text: 'Make your legs stiff like sticks… and now let them flop, soft and heavy.', seconds: 15 },
      { text: 'Make two fists, like you are holding two lemons… and drop the lemons. Open your hands wide.', seconds: 15 },
      { text: 'Lift your shoulders up to your ears… and let them drop down. Ahhh.', seconds: 15 },
      { text: 'Scrunch your face like you tasted something sour… and let it go smooth and smiley.', seconds: 15 },
      { text: 'Notice your tummy going up and down as you breathe. Up and down, like a little boat on the water.', seconds: 20 },
      { text: 'Now your whole body is floppy spaghetti. Stay soft and still for a little while.', seconds: 20 },
      { text: 'Give a slow stretch, like a cat waking up. Reach your arms up high.', seconds: 10 },
    ],
    outro: 'Floppy spaghetti, done! Your body knows how to let go. You can do this whenever you feel tight or wiggly.',
    suits: ['energy', 'sleep'],
  },
  {
    id: 'gratitude-4-8',
    title: 'Thank-you pause',
    kind: 'gratitude',
    band: '4-8',
    summary: 'Think of three good things and send a quiet thank-you to each one.',
    intro: 'Let’s find three good things from today, or from any day, and say a quiet thank-you for each one. Big things or tiny things both count.',
    steps: [
      { text: 'Put one hand on your heart. Take a slow breath in, and a slow breath out.', seconds: 10 },
      { text: 'Think of a person who helped you or made you smile. What did they do? Say “thank you” inside your head.', seconds: 30 },
      { text: 'Think of something in nature you like: the sun, the rain, a tree, an animal. Say thank you to it.', seconds: 25 },
      { text: 'Think of something your own body can do: run, hug, sing, draw. Say thank you, body!', seconds: 25 },
      { text: 'Now think of one kind thing you did for someone. How did it feel?', seconds: 25 },
      { text: 'Give yourself a little hug. Squeeze gently, then let go.', seconds: 10 },
    ],
    outro: 'Thank-you thoughts make a warm feeling inside. You could tell someone tonight about one of your good things.',
    suits: ['self_esteem', 'personalization'],
  },
  {
    id: 'wind-down-4-8',
    title: 'Sleepy starfish',
    kind: 'wind-down',
    band: '4-8',
    summary: 'Stretch out like a starfish and say goodnight to your body, one sleepy part at a time.',
    intro: 'Time to get cozy. Lie down on your back and stretch out like a starfish, with your arms and legs spread wide.',
    steps: [
      { text: 'Make yourself comfortable under your blanket. Let your starfish arms and legs rest.', seconds: 12 },
      { text: 'Breathe in slowly, like smelling a flower.', seconds: 3, breath: 'in' },
      { text: 'And breathe out even more slowly, like a soft wind.', seconds: 5, breath: 'out' },
      { text: 'Once more: in, like smelling a flower.', seconds: 3, breath: 'in' },
      { text: 'And out, like a soft, slow wind.', seconds: 5, breath: 'out' },
      { text: 'Say goodnight to your toes. Goodnight, toes! They can rest now.', seconds: 15 },
      { text: 'Say goodnight to your legs, and your tummy. Feel them getting heavy and warm.', seconds: 20 },
      { text: 'Say goodnight to your arms and hands, all the way to your fingertips.', seconds: 20 },
      { text: 'Say goodnight to your face: your cheeks, your nose, your eyes.', seconds: 15 },
      { text: 'Now picture a cozy place you love. What colours are there? What can you hear?', seconds: 30 },
      { text: 'Stay in your cozy place. Breathe slowly and let your body sink into the bed.', seconds: 30 },
    ],
    outro: 'Goodnight, little starfish. Your body is resting, and so can you. Sweet dreams.',
    suits: ['sleep', 'energy'],
  },

  // ── 9–15 ───────────────────────────────────────────────────────────────────────────────────────────
  {
    id: 'box-breathing-9-15',
    title: 'Box breathing before a big moment',
    kind: 'box-breathing',
    band: '9-15',
    summary: 'Four even counts to steady yourself before a test, a match or a hard conversation.',
    intro: 'Box breathing is simple: breathe in, hold, breathe out, hold, four counts each. People use it before exams, games and speeches because it gives a busy mind one thing to follow.',
    steps: [
      { text: 'Sit with your feet flat on the floor and your back comfortably straight. Drop your shoulders.', seconds: 10 },
      { text: 'Picture a square. You will trace one side with each part of the breath: in, hold, out, hold, four counts each.', seconds: 10 },
      ...breathingRounds(9, BOX_4, BOX_4_AGAIN),
      { text: 'Let your breath go back to normal. Notice whether anything feels different from when you started.', seconds: 15 },
    ],
    outro: 'That is box breathing. It works anywhere, even with your eyes open in a classroom, and it is quiet enough that you can do it in the middle of anything.',
    suits: ['concentration', 'emotional_clarity'],
  },
  {
    id: 'grounding-54321-9-15',
    title: '5-4-3-2-1: back to right now',
    kind: 'grounding-54321',
    band: '9-15',
    summary: 'Use your five senses to step out of a spiral of thoughts and back into the room.',
    intro: 'When your head is full of what-ifs, your senses can pull you back to the present. Go at your own speed: you can say the things out loud or in your head.',
    steps: [
      { text: 'Take one slow breath in through your nose and let it out through your mouth.', seconds: 8 },
      { text: 'Name five things you can see. Try to notice details: a colour, a shadow, a shape you had not spotted before.', seconds: 35 },
      { text: 'Name four things you can feel: the chair under you, your clothes, the air on your skin, your feet in your shoes.', seconds: 30 },
      { text: 'Name three things you can hear. Some might be far away, some very close.', seconds: 30 },
      { text: 'Name two things you can smell. If nothing comes, name two smells you like.', seconds: 20 },
      { text: 'Name one thing you can taste, even if it is only toothpaste or nothing much at all.', seconds: 15 },
      { text: 'Take one more slow breath. Notice where you are: this room, this moment.', seconds: 12 },
    ],
    outro: 'Your thoughts may still be there, and that is fine. You have shown yourself you can come back to the present whenever you choose.',
    suits: ['emotional_clarity', 'concentration'],
  },
  {
    id: '4-7-8-9-15',
    title: '4-7-8 for a racing mind',
    kind: '4-7-8',
    band: '9-15',
    summary: 'A long, slow breath out that helps your body shift down a gear, handy at bedtime.',
    intro: 'In this pattern you breathe in for 4, hold for 7 and breathe out for 8. The long breath out is the important part. If it ever feels like too much, just breathe normally: there is no wrong way to do this.',
    steps: [
      { text: 'Get comfortable, sitting or lying down. Rest the tip of your tongue just behind your top front teeth.', seconds: 12 },
      { text: 'Breathe out fully through your mouth with a soft whoosh, to start empty.', seconds: 8 },
      ...breathingRounds(4, FOUR_SEVEN_EIGHT, FOUR_SEVEN_EIGHT_AGAIN),
      { text: 'Now breathe normally. Notice your shoulders, your jaw, your hands. Let them stay soft.', seconds: 25 },
      { text: 'Notice how quick or slow your breathing is now, without changing it.', seconds: 15 },
    ],
    outro: 'Four rounds is plenty to begin with. The pattern gets easier with practice, and you can use it any night your thoughts are buzzing.',
    suits: ['emotional_clarity', 'sleep'],
  },
  {
    id: 'body-scan-9-15',
    title: 'Tense and release',
    kind: 'body-scan',
    band: '9-15',
    summary: 'Tighten each part of your body for a moment and let it go, to find where you hold stress.',
    intro: 'Stress often hides in the body: tight shoulders, a clenched jaw, fists you did not know you made. In this scan you tense each area for a few seconds, then let it go and notice the difference.',
    steps: [
      { text: 'Sit or lie down. Close your eyes if you want to. Take two slow breaths.', seconds: 12 },
      { text: 'Feet: curl your toes and tighten your feet for a few seconds… then release.', seconds: 15 },
      { text: 'Legs: press your knees together and tighten your thighs… then let them go loose.', seconds: 15 },
      { text: 'Stomach: pull your belly in and hold… then let it soften completely.', seconds: 15 },
      { text: 'Hands and arms: make fists and tighten your arms… then open your hands and let your arms hang heavy.', seconds: 20 },
      { text: 'Shoulders: lift them up towards your ears… and drop them. Feel how far they fall.', seconds: 15 },
      { text: 'Face: scrunch your forehead, eyes and mouth… then let your whole face go smooth. Unclench your jaw.', seconds: 15 },
      { text: 'Now scan from your head to your feet. Is any spot still tight? Breathe towards it and let it soften.', seconds: 30 },
      { text: 'Rest for a moment in a body that is a little looser than before.', seconds: 20 },
    ],
    outro: 'Now you know where your body keeps its stress. Next time you feel tense, you can check those spots and let them go.',
    suits: ['energy', 'sleep'],
  },
  {
    id: 'gratitude-9-15',
    title: 'Three good things',
    kind: 'gratitude',
    band: '9-15',
    summary: 'Look back over your day for three good things, and what made each one happen.',
    intro: 'Even on a hard day, a few good things happen. Finding them does not make the hard things go away; it just helps you see the whole picture.',
    steps: [
      { text: 'Sit comfortably and take a couple of slow breaths. Let your mind go back over today.', seconds: 15 },
      { text: 'Find one good thing, however small: a joke, a good song, a moment of sunshine. Picture it clearly.', seconds: 30 },
      { text: 'Ask yourself: what made that happen? Was it you, someone else, or just the way the day went?', seconds: 25 },
      { text: 'Now find a second good thing, ideally something a person did. Who was it? What did they do?', seconds: 30 },
      { text: 'Find a third good thing: something you did yourself that you are quietly glad about.', seconds: 30 },
      { text: 'Hold all three in mind together for a moment. Notice how that feels.', seconds: 15 },
    ],
    outro: 'Three good things. If you write them in your journal, you will have a list to look back on when a day feels grey.',
    suits: ['self_esteem', 'personalization'],
  },
  {
    id: 'wind-down-9-15',
    title: 'Switching off for the night',
    kind: 'wind-down',
    band: '9-15',
    summary: 'Park tomorrow’s worries, loosen up and slow your breathing, ready for sleep.',
    intro: 'Screens, homework and group chats keep your brain switched on. This wind-down helps you close the day. If you can, put your phone out of reach before you start.',
    steps: [
      { text: 'Lie down in bed and get properly comfortable. Pull the covers up.', seconds: 12 },
      { text: 'Think of anything you need to remember for tomorrow. Imagine writing it on a note and putting it on a shelf. It will be there in the morning.', seconds: 30 },
      ...breathingRounds(3, SLOW_OUT_4_6, SLOW_OUT_4_6_AGAIN),
      { text: 'Let your feet and legs grow heavy, as if they are sinking into the mattress.', seconds: 20 },
      { text: 'Let your back, arms and shoulders grow heavy too. The bed is holding all of you.', seconds: 25 },
      { text: 'Soften your face: forehead, eyes, jaw. Let your tongue rest.', seconds: 15 },
      { text: 'Picture a calm place: a beach, a forest, a quiet room. Walk around it slowly in your mind.', seconds: 40 },
      { text: 'Stay there as long as you like. If thoughts come, let them drift past like clouds.', seconds: 30 },
    ],
    outro: 'Nothing else needs doing tonight. Goodnight.',
    suits: ['sleep', 'energy'],
  },

  // ── adults ─────────────────────────────────────────────────────────────────────────────────────────
  {
    id: 'box-breathing-adult',
    title: 'Box breathing: a steady reset',
    kind: 'box-breathing',
    band: 'adult',
    summary: 'In four, hold four, out four, hold four: a reset between meetings, chores or conversations.',
    intro: 'Box breathing gives your attention a simple, even rhythm to follow. It is a good reset in the middle of a busy day, and it can be done with your eyes open, anywhere.',
    steps: [
      { text: 'Sit upright with both feet on the floor. Let your hands rest in your lap and your shoulders settle.', seconds: 12 },
      { text: 'Breathe naturally a few times and notice the pace of your breath before changing it.', seconds: 12 },
      ...breathingRounds(10, BOX_4, BOX_4_AGAIN),
      { text: 'Release the count and breathe however your body wants to. Notice your attention: where is it now?', seconds: 20 },
      { text: 'Before you go back to your day, choose the one thing you will give your full attention to next.', seconds: 12 },
    ],
    outro: 'Ten boxes. Your breath is always with you, so this reset is too.',
    suits: ['concentration', 'emotional_clarity'],
  },
  {
    id: 'grounding-54321-adult',
    title: '5-4-3-2-1 grounding',
    kind: 'grounding-54321',
    band: 'adult',
    summary: 'Step out of looping thoughts by noticing what your senses bring you, right here.',
    intro: 'When the mind loops over the same worry, the senses are a way back to the present. There is nothing to achieve here; you are simply noticing what is already around you.',
    steps: [
      { text: 'Pause what you are doing. Take one slow breath in and a longer breath out.', seconds: 10 },
      { text: 'Notice five things you can see. Let your eyes rest on each one for a moment: its colour, its edges, the light on it.', seconds: 40 },
      { text: 'Notice four things you can feel: contact with the chair, the floor under your feet, fabric, the air temperature.', seconds: 35 },
      { text: 'Notice three things you can hear. Include the quiet ones you usually filter out.', seconds: 35 },
      { text: 'Notice two things you can smell, or recall two scents you find calming.', seconds: 25 },
      { text: 'Notice one thing you can taste, or simply the feeling inside your mouth.', seconds: 15 },
      { text: 'Widen your attention to take in the whole room at once. You are here, in this moment.', seconds: 20 },
    ],
    outro: 'The thoughts may return; they usually do. Each time you come back through the senses, the way back gets more familiar.',
    suits: ['emotional_clarity', 'concentration'],
  },
  {
    id: '4-7-8-adult',
    title: '4-7-8: the long exhale',
    kind: '4-7-8',
    band: 'adult',
    summary: 'Four rounds of Andrew Weil’s 4-7-8 pattern, with quiet breathing before and after.',
    intro: 'In 4-7-8 you breathe in through the nose for four, hold for seven, and breathe out through the mouth for eight. The ratio matters more than the speed, so count at a pace that suits you. If you feel light-headed, stop and breathe normally.',
    steps: [
      { text: 'Sit with your back supported or lie down. Place the tip of your tongue on the ridge just behind your upper front teeth.', seconds: 12 },
      { text: 'Breathe out completely through your mouth with a soft whoosh.', seconds: 8 },
      ...breathingRounds(4, FOUR_SEVEN_EIGHT, FOUR_SEVEN_EIGHT_AGAIN),
      { text: 'Return to natural breathing. Let the body find its own rhythm.', seconds: 20 },
      { text: 'Notice the quiet after the long exhales: the weight of your hands, the temperature of the air.', seconds: 20 },
    ],
    outro: 'Four rounds is the usual place to start. Over time the pattern becomes familiar, and familiarity is what makes it useful on a restless night.',
    suits: ['emotional_clarity', 'sleep'],
  },
  {
    id: 'body-scan-adult',
    title: 'A slow body scan',
    kind: 'body-scan',
    band: 'adult',
    summary: 'Move your attention from your feet to the top of your head, noticing without judging.',
    intro: 'A body scan is a way of checking in. You move your attention slowly through the body and notice what is there: warmth, tension, tiredness, comfort, or nothing much. You do not need to change anything.',
    steps: [
      { text: 'Lie down or sit in a supported position. Let your eyes close or your gaze soften. Take three unhurried breaths.', seconds: 20 },
      { text: 'Bring your attention to your feet: the soles, the toes, the heels. Notice any sensation, or the absence of it.', seconds: 25 },
      { text: 'Move up to your calves, knees and thighs. Notice their weight and where they meet the surface under you.', seconds: 25 },
      { text: 'Notice your hips and lower back. If there is tightness, let your breath move towards it without forcing anything.', seconds: 25 },
      { text: 'Bring attention to your belly and chest. Feel them rise and fall with each breath.', seconds: 25 },
      { text: 'Notice your hands, then your arms, up to your shoulders. Let your shoulders drop a little if they want to.', seconds: 25 },
      { text: 'Move to your neck and jaw. Many of us hold tension here. Let the teeth part slightly and the tongue rest.', seconds: 20 },
      { text: 'Notice your face: the muscles around the eyes, the forehead, the scalp.', seconds: 20 },
      { text: 'Now hold your whole body in your attention at once, from head to feet, breathing as one.', seconds: 25 },
      { text: 'Gently move your fingers and toes, and when you are ready, open your eyes.', seconds: 15 },
    ],
    outro: 'Whatever you noticed is useful information. Checking in like this, even briefly, helps you catch tiredness and tension before they build up.',
    suits: ['energy', 'sleep'],
  },
  {
    id: 'gratitude-adult',
    title: 'A gratitude pause',
    kind: 'gratitude',
    band: 'adult',
    summary: 'Savour a few specific good things, including one person you are thankful for.',
    intro: 'Gratitude works best when it is specific. Rather than listing what you are supposed to be grateful for, look for a few real moments and stay with each one a little longer than usual.',
    steps: [
      { text: 'Settle into your seat and take a few slow breaths. Let the pace of the day fall away for a moment.', seconds: 15 },
      { text: 'Recall one small, specific good moment from the last day or two. Where were you? What did you notice?', seconds: 35 },
      { text: 'Stay with it. Let yourself feel a little of what you felt then, as if you were there again.', seconds: 25 },
      { text: 'Think of one person whose presence made your life easier or warmer recently. What exactly did they do?', seconds: 35 },
      { text: 'Consider whether you might let them know. A short message can mean more than you expect.', seconds: 20 },
      { text: 'Finally, recognise something you did well, or handled better than you might have before.', seconds: 30 },
      { text: 'Take one more breath and carry one of these moments with you into the rest of your day.', seconds: 12 },
    ],
    outro: 'A few minutes of noticing what is good does not deny what is hard. It widens the frame so both can be seen.',
    suits: ['self_esteem', 'personalization'],
  },
  {
    id: 'wind-down-adult',
    title: 'Evening wind-down',
    kind: 'wind-down',
    band: 'adult',
    summary: 'Close the day: set down loose ends, loosen the body and let your breathing slow.',
    intro: 'The day often follows us to bed: unfinished tasks, conversations replayed, tomorrow’s list. This wind-down gives those thoughts a place to wait while your body gets ready to rest.',
    steps: [
      { text: 'Lie down and get comfortable. Dim the lights if you can, and put your phone face down or out of reach.', seconds: 15 },
      { text: 'Name, silently, anything still on your mind from today. Imagine placing each item in a box by the door, to be picked up tomorrow.', seconds: 40 },
      ...breathingRounds(3, SLOW_OUT_4_7, SLOW_OUT_4_7_AGAIN),
      { text: 'Let your legs grow heavy. Feel the mattress taking their weight.', seconds: 25 },
      { text: 'Let your back, arms and shoulders grow heavy too. There is nothing you need to hold up now.', seconds: 30 },
      { text: 'Soften your face and jaw. Let your eyelids grow heavy.', seconds: 20 },
      { text: 'Recall one moment from today you are glad about, however small.', seconds: 30 },
      { text: 'Let your mind wander wherever it drifts. If a worry returns, note it, and let it go back to the box.', seconds: 45 },
    ],
    outro: 'The day is done, and nothing more is needed from you tonight. Rest well.',
    suits: ['sleep', 'energy'],
  },
];
