import type { MentorFeeling } from '../mentorIntent';
import type { MentorContentMode } from '../types';

/** How the builtin mentor answers one feeling in one mode. `{topic}` is the reflected topic. */
export interface BuiltinFeelingWords {
  /** Reflections that name the topic ("It sounds like {topic} has you worried."). */
  reflectTopic: readonly string[];
  /** Reflections for when no topic was found. */
  reflect: readonly string[];
  /** A sentence of support or validation. */
  support: readonly string[];
  /** Follow-up questions. */
  followUp: readonly string[];
}

type FeelingBank = Record<MentorFeeling, Record<MentorContentMode, BuiltinFeelingWords>>;

/** The builtin mentor's words for feelings: G short and simple, PG lively, FULL natural and fuller. */
export const BUILTIN_FEELINGS: FeelingBank = {
  happy: {
    G: {
      reflectTopic: ['Yay! {topic} makes you happy.', 'You are happy about {topic}. That is great!'],
      reflect: ['Yay! You feel happy.', 'You sound so happy!'],
      support: ['I like happy days.', 'Happy feels good.'],
      followUp: ['What made you smile?', 'What was the best part?'],
    },
    PG: {
      reflectTopic: ['Awesome, {topic} has you feeling great!', 'That sounds brilliant. {topic} really made your day!'],
      reflect: ['Awesome, you sound really happy!', 'Love that energy!'],
      support: ['Good days are worth noticing.', 'Happy moments like this are worth holding on to.'],
      followUp: ['What was the best bit?', 'What made it so good?'],
    },
    FULL: {
      reflectTopic: ['It sounds like {topic} has really lifted your mood.', 'That is lovely to hear; {topic} seems to have brought you some genuine happiness.'],
      reflect: ['It sounds like you are in a genuinely good place right now.', 'That is wonderful to hear; there is real warmth in how you describe it.'],
      support: ['Moments like this are worth pausing to appreciate, because they tend to pass more quickly than the difficult ones.', 'Noticing what brings you joy is a surprisingly useful habit.'],
      followUp: ['What do you think made the biggest difference?', 'Is there a way you could bring a little more of that into your week?'],
    },
  },
  excited: {
    G: {
      reflectTopic: ['Wow! You are excited about {topic}!', 'Yay, {topic}! How exciting!'],
      reflect: ['Wow! You sound so excited!', 'I can tell you are excited!'],
      support: ['Excited feels fizzy and fun.', 'That is a big happy feeling.'],
      followUp: ['What are you most excited for?', 'What will you do first?'],
    },
    PG: {
      reflectTopic: ['No way, {topic}? That sounds amazing!', 'I can feel the excitement about {topic} from here!'],
      reflect: ['You sound totally buzzing!', 'That excitement is contagious!'],
      support: ['Having something to look forward to is the best.', 'Big plans deserve big excitement.'],
      followUp: ['What part are you looking forward to most?', 'How long until it happens?'],
    },
    FULL: {
      reflectTopic: ['It sounds like {topic} has you genuinely excited, which is great to hear.', 'There is real anticipation in how you talk about {topic}.'],
      reflect: ['You sound genuinely excited, and it is lovely to hear.', 'That kind of anticipation is a wonderful feeling.'],
      support: ['Having something meaningful to look forward to can carry you through a lot.', 'Excitement is often a sign that something aligns with what you care about.'],
      followUp: ['What are you most looking forward to?', 'What would make it everything you hope it will be?'],
    },
  },
  proud: {
    G: {
      reflectTopic: ['You did it! You should be proud of {topic}.', 'Well done on {topic}!'],
      reflect: ['You did it! Well done!', 'You should be proud!'],
      support: ['You worked hard.', 'I am proud of you too.'],
      followUp: ['How did you do it?', 'How do you feel now?'],
    },
    PG: {
      reflectTopic: ['Nice work on {topic}! That is a real win.', 'Look at you, {topic} done and dusted!'],
      reflect: ['That is a real win. Nice work!', 'You earned that feeling!'],
      support: ['Effort like that really pays off.', 'Remember this next time something feels tricky.'],
      followUp: ['What helped you most?', 'What is the next challenge?'],
    },
    FULL: {
      reflectTopic: ['Congratulations on {topic}; that sounds like something you worked hard for.', 'It sounds like {topic} is a real accomplishment, and you have every reason to feel proud.'],
      reflect: ['That sounds like a real accomplishment, and it is good to let yourself feel proud of it.', 'Congratulations; it sounds like the effort paid off.'],
      support: ['It is worth acknowledging the persistence it took, not just the result.', 'Taking a moment to recognise your own progress is easy to skip and really worth doing.'],
      followUp: ['What do you think made the difference this time?', 'What would you like to build on next?'],
    },
  },
  calm: {
    G: {
      reflectTopic: ['You feel calm about {topic}. That is nice.', 'Calm is a good way to feel about {topic}.'],
      reflect: ['You feel calm. That is nice.', 'Calm is a good feeling.'],
      support: ['Calm is like a quiet pond.', 'Slow breaths help us stay calm.'],
      followUp: ['What helps you feel calm?', 'What do you want to do today?'],
    },
    PG: {
      reflectTopic: ['Sounds like you are pretty relaxed about {topic}.', 'Nice and steady about {topic}, I like it.'],
      reflect: ['Sounds like things are pretty steady right now.', 'Nice and relaxed, I like it.'],
      support: ['Steady days are underrated.', 'A calm mind is a strong mind.'],
      followUp: ['What is on your mind today?', 'Anything you are looking forward to?'],
    },
    FULL: {
      reflectTopic: ['It sounds like you feel fairly settled about {topic}.', 'You seem to be approaching {topic} with a good deal of calm.'],
      reflect: ['It sounds like things feel reasonably settled for you at the moment.', 'There is a steadiness in how you put that.'],
      support: ['Settled stretches are a good time to reflect or plan, without pressure.', 'Calm periods are worth noticing, not only the eventful ones.'],
      followUp: ['Is there anything you would like to think through while things are quiet?', 'What has been on your mind lately?'],
    },
  },
  sad: {
    G: {
      reflectTopic: ['I am sorry you feel sad about {topic}.', 'Oh no. {topic} made you feel sad.'],
      reflect: ['I am sorry you feel sad.', 'Oh no. You feel sad.'],
      support: ['It is okay to feel sad. I am here.', 'Sad feelings are okay. They do not last forever.'],
      followUp: ['Do you want to tell me what happened?', 'What could help you feel a bit better?'],
    },
    PG: {
      reflectTopic: ['That sounds really rough. {topic} has clearly got you down.', 'I am sorry, {topic} sounds like it really hurt.'],
      reflect: ['That sounds really rough, and I am sorry you are feeling low.', 'I hear you. Feeling down is hard.'],
      support: ['It is okay to not be okay sometimes.', 'Talking about it is a brave first step.'],
      followUp: ['What happened?', 'Is there someone you trust you could talk to about it too?'],
    },
    FULL: {
      reflectTopic: ['I am sorry; it sounds like {topic} has left you feeling really low.', 'That sounds genuinely painful, and it makes sense that {topic} would weigh on you.'],
      reflect: ['I am sorry you are feeling this way; it sounds like things are heavy at the moment.', 'It sounds like you are carrying a lot of sadness right now.'],
      support: ['You do not have to make sense of it all at once; naming it is already a meaningful step.', 'Sadness usually points to something that matters to you, and it deserves some room.'],
      followUp: ['Would it help to talk through what has been happening?', 'What has been the hardest part for you?'],
    },
  },
  grief: {
    G: {
      reflectTopic: ['I am so sorry about {topic}.', 'Oh, I am so sorry. You must miss {topic} a lot.'],
      reflect: ['I am so sorry. That is very sad.', 'I am so sorry. Missing someone is hard.'],
      support: ['It is okay to cry. Love stays in your heart.', 'You loved them a lot. That love is still here.'],
      followUp: ['What do you remember best?', 'Do you want to tell me something happy about them?'],
    },
    PG: {
      reflectTopic: ['I am really sorry about {topic}. That is a big loss.', 'Losing {topic} is so hard. I am sorry.'],
      reflect: ['I am really sorry. Losing someone you love is so hard.', 'That is a big loss, and I am sorry.'],
      support: ['Grief can come in waves, and every feeling is allowed.', 'Missing them shows how much you cared.'],
      followUp: ['What is a favourite memory you have?', 'Who could you share how you feel with?'],
    },
    FULL: {
      reflectTopic: ['I am so sorry about {topic}; that is a real loss, and it makes sense that it hurts.', 'Losing {topic} is painful, and I am sorry you are going through it.'],
      reflect: ['I am so sorry for your loss; grief can be overwhelming and disorienting.', 'That is a painful loss, and I am sorry you are carrying it.'],
      support: ['There is no right way or timeline for grief, and it often arrives in waves.', 'Grief is, in a sense, love that has nowhere to go, so of course it is heavy.'],
      followUp: ['Would you like to tell me a little about them?', 'How have you been looking after yourself since it happened?'],
    },
  },
  angry: {
    G: {
      reflectTopic: ['You feel mad about {topic}.', 'Oh! {topic} made you cross.'],
      reflect: ['You feel mad. That is okay.', 'Mad is a big feeling.'],
      support: ['Let us take a big breath. In and out.', 'It is okay to feel mad. We can calm down slowly.'],
      followUp: ['What happened?', 'What helps you calm down?'],
    },
    PG: {
      reflectTopic: ['Ugh, {topic} sounds really frustrating.', 'No wonder you are annoyed, {topic} sounds unfair.'],
      reflect: ['Sounds like you are really fed up.', 'That frustration makes sense.'],
      support: ['Feeling angry is normal; what matters is what we do next.', 'A few slow breaths can take the heat down a notch.'],
      followUp: ['What happened?', 'What would make it feel fairer?'],
    },
    FULL: {
      reflectTopic: ['It sounds like {topic} has left you genuinely frustrated.', 'That sounds maddening; {topic} would test anyone\'s patience.'],
      reflect: ['It sounds like you are really frustrated, and that is understandable.', 'There is a lot of anger in that, and it sounds justified.'],
      support: ['Anger often shows us where a boundary or a value has been crossed.', 'It can help to separate what you can influence from what you cannot.'],
      followUp: ['What part of it bothers you most?', 'What outcome would feel fair to you?'],
    },
  },
  worried: {
    G: {
      reflectTopic: ['You feel worried about {topic}.', 'It sounds like {topic} has you worried.'],
      reflect: ['You feel worried. That is okay.', 'Worries can feel big.'],
      support: ['Worries feel big. But you are brave.', 'We can think about it together.'],
      followUp: ['What part worries you most?', 'Who can help you with it?'],
    },
    PG: {
      reflectTopic: ['It sounds like {topic} has you worried.', 'Sounds like {topic} is really on your mind.'],
      reflect: ['Sounds like your mind is busy with worries.', 'That worried feeling is no fun.'],
      support: ['Worry means you care, and you can handle more than you think.', 'Breaking it into small steps can make it feel smaller.'],
      followUp: ['What is the biggest worry about it?', 'What is one small thing you could do to get ready?'],
    },
    FULL: {
      reflectTopic: ['It sounds like {topic} has been weighing on you.', 'It makes sense that {topic} would make you anxious.'],
      reflect: ['It sounds like a lot of worry has been building up.', 'That sense of unease can be genuinely draining.'],
      support: ['Anxiety tends to magnify uncertainty, so naming the specific fear can shrink it.', 'It can help to separate what is in your control from what is not.'],
      followUp: ['Which part feels most uncertain right now?', 'What would a realistic, manageable next step look like?'],
    },
  },
  scared: {
    G: {
      reflectTopic: ['You feel scared of {topic}.', 'Oh, {topic} feels scary.'],
      reflect: ['You feel scared. I am here.', 'Scared is a hard feeling.'],
      support: ['You are safe with me. A grown-up can help too.', 'Hug a soft toy and take a slow breath.'],
      followUp: ['What feels scary?', 'Who can you stay close to?'],
    },
    PG: {
      reflectTopic: ['Sounds like {topic} is really scary for you.', 'Feeling scared about {topic} makes sense.'],
      reflect: ['That sounds scary, and it is okay to feel that way.', 'Being scared is no fun.'],
      support: ['Even brave people get scared; brave means trying anyway.', 'Telling a trusted adult can make fears feel smaller.'],
      followUp: ['What is the scariest part?', 'What usually helps you feel safer?'],
    },
    FULL: {
      reflectTopic: ['It sounds like {topic} is genuinely frightening for you.', 'Feeling afraid of {topic} is understandable.'],
      reflect: ['That sounds frightening, and it makes sense to feel shaken.', 'Fear can take over everything for a while.'],
      support: ['Fear is there to protect us, even when it overshoots.', 'It can help to ground yourself in what is true and safe right now.'],
      followUp: ['What is the fear telling you, do you think?', 'What usually helps you feel steadier?'],
    },
  },
  lonely: {
    G: {
      reflectTopic: ['You feel lonely about {topic}.', 'Oh, you feel left out.'],
      reflect: ['You feel lonely. I am here with you.', 'Lonely is a sad feeling.'],
      support: ['You matter a lot.', 'I like talking with you.'],
      followUp: ['Who do you like to play with?', 'Can we think of a friend to ask to play?'],
    },
    PG: {
      reflectTopic: ['Feeling left out over {topic} really stings.', 'That sounds lonely, and I am sorry about {topic}.'],
      reflect: ['Feeling lonely really stings.', 'I am sorry you are feeling left out.'],
      support: ['Lots of people feel this way sometimes, even if it does not look like it.', 'You are worth knowing.'],
      followUp: ['Is there someone you would like to get to know better?', 'What is something you enjoy that others might like too?'],
    },
    FULL: {
      reflectTopic: ['It sounds like {topic} has left you feeling isolated.', 'Loneliness around {topic} can be really painful.'],
      reflect: ['Loneliness can be one of the hardest feelings to sit with.', 'It sounds like you have been feeling quite isolated.'],
      support: ['It is more common than people admit, and it is not a reflection of your worth.', 'Small, regular points of contact often help more than one big gesture.'],
      followUp: ['Who, if anyone, do you feel most at ease with?', 'What kind of connection do you miss most?'],
    },
  },
  left_out: {
    G: {
      reflectTopic: ['Oh no, that sounds sad. Being left out hurts.', 'I am sorry. It hurts when we feel left out.'],
      reflect: ['Oh no, that sounds sad. Being left out hurts.', 'I am sorry. It hurts when we feel left out.'],
      support: ['Your feelings matter. Lots of kids feel this way sometimes.', 'It is okay to feel sad about it. You are a good friend to have.'],
      followUp: ['Do you want to tell me what happened?', 'Who is someone kind you like to play with?'],
    },
    PG: {
      reflectTopic: ['Ouch, that really stings. Being left out hurts.', 'I am sorry, that sounds really hurtful.'],
      reflect: ['Ouch, that really stings. Being left out hurts.', 'I am sorry, that sounds really hurtful.'],
      support: ['It does not mean something is wrong with you; people can be thoughtless without meaning it.', 'Lots of people go through this, even if nobody talks about it.'],
      followUp: ['Do you want to tell me what happened?', 'Is there someone who usually makes you feel included?'],
    },
    FULL: {
      reflectTopic: ['That sounds genuinely hurtful; being shut out by people you care about stings.', 'I am sorry; feeling excluded can hurt more than people expect.'],
      reflect: ['That sounds genuinely hurtful; being shut out by people you care about stings.', 'I am sorry; feeling excluded can hurt more than people expect.'],
      support: ['It says more about the situation than about your worth.', 'It makes sense that it is on your mind.'],
      followUp: ['What do you make of what happened?', 'Who do you feel most at ease with right now?'],
    },
  },
  disappointed: {
    G: {
      reflectTopic: ['Oh, that is disappointing. I am sorry.', 'I am sorry. That is a big let-down.'],
      reflect: ['Oh, that is disappointing. I am sorry.', 'I am sorry. That is a big let-down.'],
      support: ['It is okay to feel sad about it. You tried, and that matters.', 'Feeling disappointed is normal. You can try again.'],
      followUp: ['How do you feel now?', 'What would you like to try next time?'],
    },
    PG: {
      reflectTopic: ['That is really disappointing, I am sorry.', 'Ugh, that must be so disappointing.'],
      reflect: ['That is really disappointing, I am sorry.', 'Ugh, that must be so disappointing.'],
      support: ['It does not decide what you can do; lots of people miss out before they make it.', 'Feeling gutted shows how much you cared about it.'],
      followUp: ['How are you feeling about it now?', 'Do you want to have another go next time?'],
    },
    FULL: {
      reflectTopic: ['I am sorry; that is a real disappointment.', 'That sounds genuinely disappointing, especially when you had hoped for it.'],
      reflect: ['I am sorry; that is a real disappointment.', 'That sounds genuinely disappointing, especially when you had hoped for it.'],
      support: ['Disappointment is a measure of how much it mattered to you.', 'It is one outcome, not a verdict on you.'],
      followUp: ['What had you been hoping for?', 'What would help you take the next step?'],
    },
  },
  embarrassed: {
    G: {
      reflectTopic: ['Oh no, that feels embarrassing.', 'That sounds embarrassing. I am sorry.'],
      reflect: ['Oh no, that feels embarrassing.', 'That sounds embarrassing. I am sorry.'],
      support: ['Everyone has oops moments, even grown-ups!', 'Embarrassed feelings go away soon.'],
      followUp: ['Are you okay now?', 'Did someone help you?'],
    },
    PG: {
      reflectTopic: ['Oof, that sounds so embarrassing.', 'That sounds really awkward, and I am sorry.'],
      reflect: ['Oof, that sounds so embarrassing.', 'That sounds really awkward, and I am sorry.'],
      support: ['Honestly, most people forget moments like this much faster than you think.', 'Everyone has cringe moments; you are definitely not the only one.'],
      followUp: ['Are you okay?', 'What helps you shake off a moment like that?'],
    },
    FULL: {
      reflectTopic: ['That sounds genuinely embarrassing; moments like that can replay in your head for a while.', 'I am sorry; being caught off guard in front of others is uncomfortable.'],
      reflect: ['That sounds genuinely embarrassing; moments like that can replay in your head for a while.', 'I am sorry; being caught off guard in front of others is uncomfortable.'],
      support: ['Other people almost always remember it far less than we do.', 'It is a very human experience, and it passes.'],
      followUp: ['How are you feeling about it now?', 'Is it still on your mind?'],
    },
  },
  discouraged: {
    G: {
      reflectTopic: ['It sounds like {topic} feels hard right now.', 'It sounds like {topic} is tricky for you.'],
      reflect: ['It sounds like it feels really hard right now.', 'That sounds tricky, and it is okay to feel that way.'],
      support: ['You are not bad at it. You are still learning!', 'Everyone finds things hard when they are learning.'],
      followUp: ['Which part is tricky?', 'What is one small bit we could try together?'],
    },
    PG: {
      reflectTopic: ['It sounds like {topic} is really getting you down right now.', '{topic} sounds tough right now, and that is frustrating.'],
      reflect: ['That sounds really frustrating.', 'It sounds like you are feeling discouraged.'],
      support: ['Finding something hard does not mean you are bad at it; it means you are still learning it.', 'Skills grow with practice, and everyone starts out stuck somewhere.'],
      followUp: ['Which part trips you up most?', 'What is one thing you already can do?'],
    },
    FULL: {
      reflectTopic: ['It sounds like {topic} has left you feeling discouraged.', 'That sounds frustrating; it is tough when {topic} will not click.'],
      reflect: ['It sounds like you are feeling discouraged, and that is hard.', 'That sounds frustrating; it is tough when something will not click.'],
      support: ['Struggling with something is part of learning it, not proof that you cannot.', 'It is easy to be harder on ourselves than we would ever be on anyone else.'],
      followUp: ['Which part feels hardest?', 'What would a small win look like this week?'],
    },
  },
  guilty: {
    G: {
      reflectTopic: ['It sounds like you feel bad about what happened.', 'You feel sorry about something. That is okay.'],
      reflect: ['It sounds like you feel bad about what happened.', 'You feel sorry about something. That is okay.'],
      support: ['Everyone makes mistakes. Saying sorry can help.', 'Feeling sorry shows you care.'],
      followUp: ['What happened?', 'Would you like to say sorry?'],
    },
    PG: {
      reflectTopic: ['It sounds like you are feeling guilty about it.', 'Feeling guilty is hard.'],
      reflect: ['It sounds like you are feeling guilty about it.', 'Feeling guilty is hard.'],
      support: ['Guilt usually means you care about doing right, which is a good sign.', 'Everyone messes up sometimes; what matters is what you do next.'],
      followUp: ['What happened?', 'Is there a way to make it right?'],
    },
    FULL: {
      reflectTopic: ['It sounds like guilt is weighing on you, and you are being quite hard on yourself.', 'That guilt sounds heavy; it is clear how much you care.'],
      reflect: ['It sounds like guilt is weighing on you, and you are being quite hard on yourself.', 'That guilt sounds heavy; it is clear how much you care.'],
      support: ['Everyone loses their patience sometimes; that it bothers you shows how much you care.', 'Guilt is a sign of your values at work, not proof that you are a bad person.'],
      followUp: ['What do you think was going on for you at the time?', 'What would help you feel more at peace with it?'],
    },
  },
  tired: {
    G: {
      reflectTopic: ['You feel tired from {topic}.', '{topic} made you sleepy.'],
      reflect: ['You feel tired. Rest is good.', 'You sound sleepy.'],
      support: ['Bodies need rest to grow.', 'A cosy rest can help.'],
      followUp: ['Did you sleep well?', 'What helps you rest?'],
    },
    PG: {
      reflectTopic: ['Sounds like {topic} has worn you out.', 'Being tired from {topic} makes sense.'],
      reflect: ['Sounds like your battery is running low.', 'You sound totally worn out.'],
      support: ['Rest is not lazy; it is how you recharge.', 'A good night of sleep fixes more than you would think.'],
      followUp: ['How have you been sleeping?', 'What could you take off your plate today?'],
    },
    FULL: {
      reflectTopic: ['It sounds like {topic} has really drained you.', 'That kind of tiredness from {topic} is understandable.'],
      reflect: ['It sounds like you are running on empty.', 'That level of tiredness can colour everything else.'],
      support: ['Rest is a need rather than a reward, even when the to-do list disagrees.', 'Exhaustion is often a signal that something needs to change, not just a night of sleep.'],
      followUp: ['How has your sleep been recently?', 'Is there anything you could set down for a while?'],
    },
  },
  bored: {
    G: {
      reflectTopic: ['You feel bored with {topic}.', '{topic} feels boring.'],
      reflect: ['You feel bored.', 'Bored days happen.'],
      support: ['We can think of something fun.', 'Bored can turn into a new idea.'],
      followUp: ['Do you want a story or a joke?', 'Do you like to draw or build?'],
    },
    PG: {
      reflectTopic: ['{topic} sounds a bit dull right now.', 'Sounds like {topic} is not doing it for you.'],
      reflect: ['Bored, huh? Let us fix that.', 'Sounds like you need something new.'],
      support: ['Boredom is sometimes your brain asking for a challenge.', 'Some of the best ideas start with being bored.'],
      followUp: ['Want a riddle, a joke or a story?', 'What is something you have always wanted to try?'],
    },
    FULL: {
      reflectTopic: ['It sounds like {topic} has lost its spark for you.', 'It sounds like {topic} feels a bit flat at the moment.'],
      reflect: ['It sounds like things feel a little flat at the moment.', 'Boredom can be surprisingly uncomfortable.'],
      support: ['It can be a useful nudge toward something more engaging or meaningful.', 'Sometimes it is a sign you have outgrown a routine.'],
      followUp: ['What used to absorb you completely?', 'Is there something you have been meaning to try?'],
    },
  },
  confused: {
    G: {
      reflectTopic: ['{topic} is tricky for you.', 'You feel mixed up about {topic}.'],
      reflect: ['You feel mixed up. That is okay.', 'Tricky things take time.'],
      support: ['We can go slow, one step at a time.', 'Asking questions is smart.'],
      followUp: ['Which part is tricky?', 'Can you tell me what you know so far?'],
    },
    PG: {
      reflectTopic: ['{topic} sounds confusing right now.', 'Sounds like {topic} has you stuck.'],
      reflect: ['Sounds like something has you stuck.', 'Being confused is just the step before getting it.'],
      support: ['Breaking it into smaller pieces usually helps.', 'Everyone gets stuck; the trick is not giving up.'],
      followUp: ['Which part is the most confusing?', 'What have you tried so far?'],
    },
    FULL: {
      reflectTopic: ['It sounds like {topic} is not quite coming together yet.', 'It sounds like {topic} has you going in circles.'],
      reflect: ['It sounds like something is not quite adding up yet.', 'Confusion is often the uncomfortable middle of understanding something.'],
      support: ['It can help to write down what you do know before tackling what you do not.', 'Explaining it out loud, even to yourself, often shows where the gap is.'],
      followUp: ['Where exactly does it stop making sense?', 'What have you tried so far?'],
    },
  },
  jealous: {
    G: {
      reflectTopic: ['You feel jealous about {topic}.', 'You wish you had {topic} too.'],
      reflect: ['You feel jealous. That is okay.', 'Jealous is a tricky feeling.'],
      support: ['Everyone feels this way sometimes.', 'You are special just as you are.'],
      followUp: ['What do you wish for?', 'What is something you are good at?'],
    },
    PG: {
      reflectTopic: ['Feeling jealous about {topic} is totally normal.', 'Sounds like {topic} is stirring up some jealousy.'],
      reflect: ['Jealousy is a really common feeling.', 'Sounds like something is stirring up some jealousy.'],
      support: ['It often points to something you really want.', 'Comparing yourself to others is a trap we all fall into.'],
      followUp: ['What is it that you really want?', 'What could be a first step toward it?'],
    },
    FULL: {
      reflectTopic: ['It sounds like {topic} has stirred up some envy.', 'Feeling envious about {topic} is very human.'],
      reflect: ['Envy is uncomfortable, but it is very human.', 'It sounds like some comparison is getting to you.'],
      support: ['It can be a useful signal about what you want for yourself.', 'Comparison rarely shows the full picture of anyone else\'s life.'],
      followUp: ['What does it tell you about what you want?', 'What would moving toward that look like?'],
    },
  },
};

/**
 * One small, concrete thing to try for a hard feeling, offered between the support and the question:
 * a person who says they are nervous or sad should leave with an idea, not only with being heard.
 * Gentle enough for every age (G: a grown-up is always part of it).
 */
export const BUILTIN_FEELING_OFFERS: Partial<Record<MentorFeeling, Record<MentorContentMode, readonly string[]>>> = {
  worried: {
    G: ['You could try three slow, deep breaths, like blowing out birthday candles.', 'It can help to tell a grown-up about it, so you are not holding it alone.'],
    PG: ['One thing that might help: take three slow breaths, then pick one small step you can do first.', 'Try writing the worry down and one thing you can do about it today: worries shrink when they have a plan.'],
    FULL: ['It can help to write the worry down and separate what you can influence from what you cannot, then pick one small step.', 'A few slow breaths with a longer out-breath can take the edge off, and a small plan for the first step often does the rest.'],
  },
  scared: {
    G: ['You could hold a grown-up\'s hand and take slow breaths together.', 'It might help to tell a grown-up what feels scary, so they can help.'],
    PG: ['Try slow breaths in for four and out for six; it tells your body it is safe.', 'It might help to talk it through with someone you trust and plan what will happen, step by step.'],
    FULL: ['Slow breathing, with the out-breath longer than the in-breath, is a simple way to calm the body\'s alarm.', 'It can help to name exactly what feels frightening and talk it through with someone you trust.'],
  },
  sad: {
    G: ['A big hug or a cosy cuddle with a grown-up could help a little.', 'You could draw a picture of how you feel and show it to a grown-up.'],
    PG: ['It might help to talk to someone you trust, or do one small thing you enjoy, like music or a walk.', 'Sometimes writing down what happened helps the feeling make more sense.'],
    FULL: ['It can help to talk to someone you trust, or to do one small kind thing for yourself today.', 'Writing down what happened, or getting outside for a short walk, can ease it a little.'],
  },
  grief: {
    G: ['You could draw a picture or share a happy memory with a grown-up.', 'It might help to talk about it with a grown-up who loves you.'],
    PG: ['It might help to write down a favourite memory, or talk about it with someone who cares.', 'Some people make a little memory box or drawing; you could try that if it feels right.'],
    FULL: ['It can help to share a memory with someone who understands, or to write one down.', 'Be gentle with yourself; talking it through with someone you trust can help carry it.'],
  },
  angry: {
    G: ['You could try squeezing your hands tight, then letting go, three times.', 'Taking slow breaths and counting to ten can help the angry feeling get smaller.'],
    PG: ['Try stepping away for a few minutes and taking slow breaths before you decide what to do.', 'It might help to write down exactly what upset you, then talk to them when you feel calmer.'],
    FULL: ['It can help to step away briefly and let the first wave pass before you respond.', 'Writing down what upset you, then talking to them once you are calmer, usually goes better than doing it in the heat of the moment.'],
  },
  lonely: {
    G: ['You could ask someone to play a game with you, or tell a grown-up how you feel.', 'It might help to say hello to someone new and ask them to play.'],
    PG: ['You could try joining a club or asking someone about something they like: small steps add up.', 'It might help to message one person you get on with and suggest doing something together.'],
    FULL: ['It can help to reach out to one person this week, even with a short message.', 'Joining a group around something you enjoy is often an easier way to meet people than starting from nothing.'],
  },
  left_out: {
    G: ['You could tell a grown-up how you feel, so they can help.', 'You could ask someone new to play, or find a kind friend to play with tomorrow.'],
    PG: ['It might help to talk to someone you trust about it, or spend time with a friend who makes you feel welcome.', 'You could ask someone you get on with to hang out or sit together next time; a small step like that often helps.'],
    FULL: ['If it feels right, a calm, direct conversation can clear up what is going on; sometimes there is more to it than it seems.', 'It can help to lean on the people who do make you feel welcome while this settles.'],
  },
  disappointed: {
    G: ['A hug from a grown-up and something fun to do could help a little.', 'You could practise with a grown-up and try again next time.'],
    PG: ['It might help to ask what you could work on for next time, then pick one thing to practise.', 'Give yourself a bit of time to feel it, then do something you enjoy.'],
    FULL: ['It can help to let yourself feel it before deciding what to do next; when you are ready, asking for feedback can show a way forward.', 'A short walk, or talking it over with someone you trust, can help it settle.'],
  },
  embarrassed: {
    G: ['You could take a big breath and tell a grown-up how you feel.', 'It can help to say "oops!", smile, and carry on.'],
    PG: ['Try thinking of a time you saw someone else do something embarrassing: you probably barely remember it.', 'A few slow breaths help, and if it comes up, a little laugh at yourself can take the sting out.'],
    FULL: ['It can help to ask how you would see it if a friend had done the same; usually with far more kindness.', 'Naming it, and maybe laughing about it with someone you trust, tends to shrink it.'],
  },
  discouraged: {
    G: ['You could practise one little bit each day with a grown-up.', 'Think of all the things you already learned, like riding a scooter or writing your name: this can be one of them too.'],
    PG: ['Try picking one small bit to practise, and notice when it gets easier.', 'It might help to ask a teacher to explain it another way; I can help with a problem too.'],
    FULL: ['It can help to break it into one small, specific thing to practise.', 'Looking back at what you could not do a year ago can put today in perspective.'],
  },
  guilty: {
    G: ['You could say sorry and give a hug, if it feels right.', 'You could tell a grown-up, and they can help you make it better.'],
    PG: ['It might help to say sorry honestly, and think about what you would do differently next time.', 'Try talking it over with someone you trust; it often feels lighter afterwards.'],
    FULL: ['A sincere apology once things have calmed down often mends more than we expect, and it shows how to put things right.', 'It can help to notice what was going on for you at the time, like tiredness or stress, and be as kind to yourself as you would be to a friend.'],
  },
  tired: {
    G: ['You could have a little rest or a quiet cuddle with a grown-up.', 'Going to bed a bit earlier tonight could help you feel better.'],
    PG: ['Try going to bed a bit earlier and putting screens away half an hour before.', 'A short break, some water and fresh air might help you feel more awake.'],
    FULL: ['It can help to protect a regular bedtime and put screens away a little before it.', 'A short break, some water and a few minutes outside can help more than pushing through.'],
  },
  bored: {
    G: ['You could build a den, draw a picture or ask me for a riddle!', 'How about a game? I could tell you a riddle or a joke.'],
    PG: ['You could try a riddle, a quick drawing challenge or a new fact from me.', 'How about learning something odd? Ask me about octopuses or volcanoes.'],
    FULL: ['You could try something small and new: a short walk, a new recipe, or a question you have always wondered about.', 'Boredom can be a good moment to start something: I could suggest a few ideas.'],
  },
  confused: {
    G: ['We could look at it together, one little bit at a time.', 'You could ask a grown-up to explain it in a different way.'],
    PG: ['Try breaking it into small pieces and tackling one at a time; I can help with that.', 'It might help to say what you do understand first, then find the exact bit that is tricky.'],
    FULL: ['It can help to break it into smaller parts and find the exact point where it stops making sense.', 'Explaining what you do understand, out loud or on paper, often shows where the gap is.'],
  },
  jealous: {
    G: ['You could tell a grown-up how you feel, and think of something you are good at too.', 'It might help to say something kind to them, and do something you enjoy.'],
    PG: ['It might help to notice what you want for yourself, and take one small step toward it.', 'Try writing down three things you are proud of; jealousy often eases when you see your own wins.'],
    FULL: ['It can help to ask what the feeling says about what you want, and take one small step toward it.', 'Noting a few things you are proud of can take some of the sting out of comparison.'],
  },
};
