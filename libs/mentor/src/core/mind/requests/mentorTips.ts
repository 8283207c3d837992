import type { MentorContentMode } from '../../types';

/** Tips on one theme: the words that point to it, and steps by mode (G short and concrete). */
interface MentorTipTheme {
  words: readonly string[];
  steps: Readonly<Record<MentorContentMode, readonly string[]>>;
}

/** Tip themes written for Grove; the first theme whose word is in the subject wins. */
const THEMES: readonly MentorTipTheme[] = [
  {
    words: ['recital', 'concert', 'performance', 'perform', 'show', 'play', 'audition', 'presentation', 'speech', 'assembly', 'stage'],
    steps: {
      G: ['Practise a little bit every day.', 'Show your family at home first, like a tiny show.', 'Take three slow breaths before you start.', 'Smile, and have fun!'],
      PG: ['Practise the hardest part first each day, then run the whole piece.', 'Do a full rehearsal for family or friends, so the real thing feels familiar.', 'Get your clothes and things ready the night before.', 'Before you start, breathe in for four and out for six: it calms your body.', 'If you slip up, keep going; the audience almost never notices.'],
      FULL: ['Rehearse in the conditions you will perform in: standing, the same clothes, from start to finish.', 'Run it in front of a friendly audience at least once; it takes the edge off the unknown.', 'Plan the practical details the day before: what you need, when to arrive, where to be.', 'Use a long, slow exhale to settle nerves right before you begin.', 'Decide in advance to keep going through any mistake; recovery matters more than perfection.'],
    },
  },
  {
    words: ['test', 'exam', 'exams', 'quiz', 'spelling', 'study', 'studying', 'revise', 'revision', 'homework', 'learn', 'remember', 'grades', 'school', 'maths', 'math', 'science'],
    steps: {
      G: ['Do a little bit every day.', 'Say it out loud or write it down.', 'Ask a grown-up to test you.', 'Get a good sleep the night before.'],
      PG: ['Start a few days early and do short sessions of 20–25 minutes.', 'Test yourself instead of re-reading: flashcards, practice questions, covering the page.', 'Explain it to someone else; if you can teach it, you know it.', 'Put your phone in another room while you work.', 'Sleep well the night before, because your brain stores what you learned while you sleep.'],
      FULL: ['Spread the work over several days; spaced practice beats one long session.', 'Use active recall: practice questions and self-testing rather than re-reading.', 'Work in focused blocks with short breaks, and remove the phone from the room.', 'Start with what you find hardest while you are fresh.', 'Protect sleep the night before; it does more for performance than late cramming.'],
    },
  },
  {
    words: ['sleep', 'sleeping', 'asleep', 'fall asleep', 'bedtime', 'bed', 'tired', 'insomnia', 'nightmares', 'rest'],
    steps: {
      G: ['Go to bed at the same time each night.', 'Have a bath and a story before bed.', 'Keep your room dark and cosy.', 'No screens just before sleep.'],
      PG: ['Go to bed and get up at about the same time every day, even at weekends.', 'Put screens away 30–60 minutes before bed; their light keeps your brain awake.', 'Keep your room cool, dark and quiet.', 'Do something calm before bed, like reading.', 'Get some daylight and exercise during the day.'],
      FULL: ['Keep a consistent wake time, including weekends; it anchors your body clock.', 'Dim screens and lights for the last hour before bed.', 'Keep the bedroom cool, dark and quiet, and use the bed mainly for sleep.', 'Avoid caffeine after early afternoon and heavy meals late in the evening.', 'If you cannot sleep after about 20 minutes, get up and do something calm until you feel sleepy.'],
    },
  },
  {
    words: ['friend', 'friends', 'make friends', 'friendship', 'new school', 'lonely', 'fit in', 'join in'],
    steps: {
      G: ['Smile and say hi.', 'Ask, "Can I play too?"', 'Share a toy or a game.', 'Be kind, and friends will come.'],
      PG: ['Join a club, team or activity where people share your interests.', 'Ask people questions about what they like; people enjoy talking about their interests.', 'Say yes when someone invites you, even if you feel shy.', 'Be patient: friendships grow a little at a time.', 'Be the kind of friend you would like to have.'],
      FULL: ['Go where the same people gather regularly: a class, a club, a volunteer group.', 'Take the small initiative of suggesting a specific plan.', 'Show genuine curiosity about others.', 'Keep showing up; closeness grows through repeated, low-pressure contact.', 'Follow up after a good conversation, with a message or an invitation.'],
    },
  },
  {
    words: ['save', 'saving', 'savings', 'money', 'budget', 'budgeting', 'pocket money', 'allowance', 'spend', 'spending', 'afford', 'bike'],
    steps: {
      G: ['Get a piggy bank or a jar.', 'Put in a little money each week.', 'Draw a picture of what you are saving for.', 'Count it together with a grown-up.'],
      PG: ['Decide exactly what you are saving for and how much it costs.', 'Work out how many weeks it will take if you save a set amount each week.', 'Put your savings away as soon as you get money, before you spend any.', 'Track your progress on a chart you can see.', 'Look for ways to earn a little extra, like helping with chores.'],
      FULL: ['Set a specific goal with a target amount and date.', 'Automate a transfer to savings on payday, so saving happens first.', 'Track spending for a month to see where money actually goes.', 'Cut or pause one or two recurring costs you barely use.', 'Keep the savings in a separate account, ideally one that pays interest.'],
    },
  },
  {
    words: ['healthy', 'eating', 'food', 'vegetables', 'diet', 'fruit', 'snack', 'snacks', 'lunch'],
    steps: {
      G: ['Eat lots of colours: fruit and vegetables.', 'Drink water when you are thirsty.', 'Have sweets only sometimes.', 'Try one new food this week.'],
      PG: ['Fill half your plate with fruit and vegetables.', 'Drink water instead of fizzy drinks most of the time.', 'Eat breakfast; it helps you concentrate at school.', 'Keep sweets and crisps as treats, not every day.', 'Help cook a meal; you will learn what goes into your food.'],
      FULL: ['Build meals around vegetables, whole grains and a source of protein.', 'Keep healthy snacks within easy reach and treats less visible.', 'Drink water through the day.', 'Cook at home more often; you control what goes in.', 'Make one small change at a time so it lasts.'],
    },
  },
  {
    words: ['practice', 'practise', 'practicing', 'practising', 'improve', 'better', 'piano', 'guitar', 'violin', 'instrument', 'football', 'drawing', 'sport', 'skill', 'training'],
    steps: {
      G: ['Practise a little every day.', 'Start slow, then go faster.', 'Ask someone to show you.', 'Be proud of each small step.'],
      PG: ['Practise a little every day rather than a lot once a week.', 'Work on the part you find hardest, slowly, until it feels easy.', 'Set a small goal for each session.', 'Record yourself or ask a coach or teacher for feedback.', 'Notice how far you have come, not only how far you have to go.'],
      FULL: ['Short, regular sessions beat occasional long ones.', 'Spend most of the time on the specific weak spots, at a slower tempo.', 'Set a clear goal for each session and stop when you reach it.', 'Get feedback from a teacher or a recording.', 'Keep a simple log so you can see progress.'],
    },
  },
  {
    words: ['calm', 'worry', 'worried', 'nervous', 'stress', 'stressed', 'anxious', 'relax', 'relaxing', 'angry', 'anger'],
    steps: {
      G: ['Breathe in slowly, then blow out like a candle.', 'Squeeze a soft toy.', 'Tell a grown-up how you feel.', 'Think of your happy place.'],
      PG: ['Try slow breathing: in for four, out for six, five times.', 'Write down what is worrying you; it often feels smaller on paper.', 'Talk to someone you trust.', 'Move your body: a walk or a dance helps.', 'Break the worry into one small thing you can do next.'],
      FULL: ['Slow your breathing with a longer exhale than inhale for a minute or two.', 'Write the worry down and separate what you can act on from what you cannot.', 'Take one small concrete step on the part you can act on.', 'Move: a short walk reliably lowers tension.', 'Talk it through with someone you trust.'],
    },
  },
  {
    words: ['party', 'birthday', 'sleepover', 'celebration', 'picnic'],
    steps: {
      G: ['Choose a fun theme.', 'Make invitations with a grown-up.', 'Plan two or three games.', 'Pick a yummy snack or cake.'],
      PG: ['Pick a date and check it with your family.', 'Choose a theme and make a guest list.', 'Plan a few games or activities, plus a backup if it rains.', 'Decide on food and drinks.', 'Send invitations at least a week ahead.'],
      FULL: ['Fix the date, budget and guest count first; everything else follows from them.', 'Choose a venue and a simple theme.', 'Plan food and drinks, allowing for dietary needs.', 'Send invitations two to three weeks ahead.', 'Make a timeline for the day and delegate jobs.'],
    },
  },
  {
    words: ['beach', 'seaside', 'the coast', 'the sea', 'beach day'],
    steps: {
      G: ['Put on sun cream and a sun hat.', 'Bring a towel and your swimming things.', 'Take a bottle of water and a snack.', 'Pack a bucket and spade for sandcastles.', 'Stay close to your grown-up near the water.'],
      PG: ['Sun cream (and top it up after swimming), a hat and sunglasses.', 'Swimming things, a towel and a change of clothes.', 'Plenty of water and some snacks.', 'Something to do: a ball, a bucket and spade, a book.', 'Check the tide times and swim where there are lifeguards.'],
      FULL: ['Sun protection: high-factor sun cream to reapply, hats, sunglasses, perhaps a beach shelter.', 'Swimwear, towels and a dry change of clothes for everyone.', 'More water than you think, plus snacks or a picnic in a cool bag.', 'Entertainment: bucket and spade, a ball, a book.', 'Check tide times and pick a lifeguarded beach if anyone will swim.'],
    },
  },
  {
    words: ['camping', 'camp', 'tent', 'campsite', 'go camping'],
    steps: {
      G: ['Help pack the tent and sleeping bags.', 'Bring a torch for the night.', 'Pack warm clothes and a jumper, because nights get chilly.', 'Take water and snacks.', 'Bring a teddy to snuggle!'],
      PG: ['Tent (check the poles and pegs are all there), sleeping bags and mats.', 'A torch or head torch each, with spare batteries.', 'Warm layers and a waterproof: nights outdoors are colder than you expect.', 'Water, easy food and something to cook on if the site allows it.', 'A small first aid kit and bug spray.'],
      FULL: ['Shelter and sleep: tent with poles and pegs checked, sleeping bags rated for the night temperature, mats.', 'Light: a torch or head torch per person, a lantern, spare batteries.', 'Clothing in layers, waterproofs and a warm hat; children get cold at night first.', 'Water, simple meals, a stove and fuel if allowed, and rubbish bags.', 'A first aid kit, insect repellent, and games for the evening.'],
    },
  },
  {
    words: ['match', 'football match', 'game day', 'big game', 'tournament', 'race', 'gala', 'swimming gala', 'competition', 'sports day'],
    steps: {
      G: ['Go to bed early the night before.', 'Eat a good breakfast and drink some water.', 'Get your kit ready the night before.', 'Warm up and stretch with your team.', 'Have fun and cheer on your team!'],
      PG: ['Get a good night\'s sleep: rest matters more than extra practice the night before.', 'Eat a proper meal a few hours before and keep drinking water.', 'Pack your kit the night before: boots, shin pads, drink, spare socks.', 'Warm up properly and stretch so your muscles are ready.', 'Focus on your job for the team and shake off mistakes quickly.'],
      FULL: ['Sleep well the two nights before, not just the last one.', 'Eat a carbohydrate-based meal two to three hours before and stay hydrated.', 'Lay out kit and anything you need the night before.', 'Do a proper warm-up with dynamic stretches.', 'Set one or two simple goals for the game rather than worrying about the result.'],
    },
  },
  {
    words: ['present', 'gift', 'make for', 'make her', 'make him', 'make them', 'homemade', 'something to make'],
    steps: {
      G: ['Draw a picture or make a card with a message inside.', 'Bake some biscuits or a little cake with a grown-up.', 'Pick or draw some flowers.', 'Make a bracelet from beads or string.', 'Write a little poem just for them.'],
      PG: ['Make a card with a drawing and a message about why they matter to you.', 'Bake something they love, like biscuits or a small cake.', 'Make a bracelet, a bookmark or a painted stone.', 'Write a short poem or a list of favourite memories together.', 'Plant a flower or herb in a decorated pot.'],
      FULL: ['A handmade card with a specific memory in it means more than a bought one.', 'Bake or cook something they love.', 'Put together a small photo book or framed picture.', 'Give time: a voucher for a day out or a meal you cook.', 'A plant or flowers with a note.'],
    },
  },
  {
    words: ['secondary school', 'new school', 'starting school', 'start school', 'first day', 'high school', 'middle school', 'moving up', 'big school'],
    steps: {
      G: ['Visit the new school with a grown-up if you can.', 'Talk about what you are looking forward to.', 'Practise the new morning routine.', 'Remember lots of other children feel new too.', 'Tell a grown-up at home how it went each day.'],
      PG: ['Visit or look round beforehand so the place feels familiar.', 'Practise the journey and the morning routine.', 'Remember everyone is new: say hi to one person a day.', 'Join a club; it is the fastest way to make friends.', 'Talk to someone at home about the good and the tricky bits.'],
      FULL: ['Make room to talk about the worries, and listen more than you reassure; nerves before a new school are normal and usually fade within weeks.', 'Visit or walk the route together beforehand, and practise the new morning routine.', 'Go through the practical unknowns: the timetable, lunch, where to go if lost.', 'Encourage joining a club early; shared activities are the quickest way to new friends.', 'Keep a short, regular check-in at home so small problems come up early.'],
    },
  },
  {
    words: ['dark', 'scared of the dark', 'afraid of the dark', 'night light', 'monsters'],
    steps: {
      G: ['Ask a grown-up for a night light or leave the door open a little.', 'Cuddle your favourite teddy or toy.', 'Take slow breaths, in and out, like blowing up a balloon.', 'Think about a happy place or a fun day.', 'Call a grown-up if you feel scared; they are close by.'],
      PG: ['A dim night light or a torch by the bed can help a lot.', 'Slow breathing (in for four, out for six) calms your body down.', 'Listen to quiet music or an audiobook as you fall asleep.', 'Remind yourself your room is the same room it is in the daytime.', 'Tell a grown-up: lots of people feel this way and it gets easier.'],
      FULL: ['Keep a low light or a torch within reach.', 'Slow, longer out-breaths settle the body\'s alarm response.', 'A steady wind-down routine helps; a podcast or audiobook can too.', 'Gentle, gradual exposure (dimmer light over weeks) works better than forcing it.', 'If fear of the dark is severe or getting worse, a GP can point to support.'],
    },
  },
  {
    words: ['trip', 'holiday', 'vacation', 'travel', 'packing', 'pack', 'visit'],
    steps: {
      G: ['Make a list with a grown-up.', 'Pack clothes, a toothbrush and a favourite toy.', 'Bring a book or game for the journey.', 'Get a good sleep before you go.'],
      PG: ['Check the weather and make a packing list.', 'Pack the night before and tick things off the list.', 'Bring snacks, water and something to do on the journey.', 'Find out one fun thing to see when you get there.', 'Charge anything that needs charging.'],
      FULL: ['Check documents, bookings and the weather a few days ahead.', 'Write a packing list and pack the day before.', 'Plan the journey, with a buffer for delays.', 'Note one or two things you really want to do, and leave the rest loose.', 'Arrange anything at home that needs looking after while you are away.'],
    },
  },
  {
    words: ['interview', 'job', 'career', 'work', 'meeting', 'boss'],
    steps: {
      G: ['Think about what you want to say.', 'Practise with a grown-up.', 'Smile and say hello.', 'Take your time.'],
      PG: ['Find out about the place or people first.', 'Think of two or three things you want them to know about you.', 'Practise answering questions out loud.', 'Get there a little early.', 'Have a question of your own ready.'],
      FULL: ['Research the organisation and the role, and match your experience to what they need.', 'Prepare three or four concrete examples using situation, action and result.', 'Rehearse answers out loud, ideally with someone.', 'Plan the logistics so you arrive early and calm.', 'Prepare thoughtful questions of your own.'],
    },
  },
  {
    words: ['read', 'reading', 'books'],
    steps: {
      G: ['Read a little every day.', 'Pick books about things you love.', 'Read with a grown-up at bedtime.', 'Visit the library.'],
      PG: ['Choose books about things you are really into; no book is "too easy" if you enjoy it.', 'Read for 15 minutes at the same time every day.', 'Try audiobooks or comics too.', 'Join a library or a reading challenge.', 'Talk about what you read with a friend.'],
      FULL: ['Keep a book with you and read in small gaps of the day.', 'Replace a little screen time before bed with reading.', 'Give yourself permission to drop books you do not enjoy.', 'Use a library or audiobooks to keep it affordable.', 'Join or start a reading group.'],
    },
  },
  {
    words: ['tidy', 'tidying', 'clean', 'cleaning', 'room', 'organised', 'organized', 'mess', 'messy'],
    steps: {
      G: ['Put toys back in their boxes.', 'Do it with music on.', 'Do one corner at a time.', 'Make it a race against a timer!'],
      PG: ['Set a timer for 15 minutes and race it.', 'Make three piles: keep, give away, throw away.', 'Give every thing a home, so it is easy to put back.', 'Tidy a little every day instead of a lot once a week.'],
      FULL: ['Work in short, timed sessions.', 'Sort into keep, donate and discard, and be decisive.', 'Give everything a fixed place.', 'Do a five-minute reset at the end of each day.'],
    },
  },
  {
    words: ['confident', 'confidence', 'shy', 'brave', 'braver', 'self esteem', 'believe in myself'],
    steps: {
      G: ['Stand tall and smile: it helps you feel brave.', 'Try one small brave thing each day, like saying hello.', 'Remember three things you are good at.'],
      PG: ['Do one small thing each day that feels a bit scary, like asking a question in class.', 'Keep a list of things you have done well, and read it when you doubt yourself.', 'Stand tall and speak a little slower: confidence is partly how you carry yourself.', 'Talk to yourself like you would talk to a good friend.', 'Practise the things that matter to you: skill builds confidence.'],
      FULL: ['Build evidence: take on small, slightly uncomfortable challenges and note each one you complete.', 'Prepare well for the situations that matter; competence is the most reliable source of confidence.', 'Notice the inner critic and answer it the way you would answer a friend.', 'Work on posture, pace and eye contact: they change how you feel as well as how you come across.', 'Spend time with people who encourage you.'],
    },
  },
  {
    words: ['times tables', 'times table', 'multiplication', 'multiply', 'tables'],
    steps: {
      G: ['Sing the times tables as a song.', 'Count in twos, fives and tens out loud.', 'Practise a little bit every day, like a game.'],
      PG: ['Learn one table at a time, starting with 2, 5 and 10.', 'Look for patterns: the 9s digits add up to 9, and the 5s end in 0 or 5.', 'Practise a few minutes every day with a quiz app, cards or a game.', 'Chant them out loud or make them into a song.', 'Test yourself on the ones you get wrong, not the ones you already know.'],
      FULL: ['Start with the anchor tables (2, 5, 10), then use them to reach the rest.', 'Point out patterns and the fact that 3 × 7 is the same as 7 × 3, which halves the work.', 'Short daily practice beats long sessions: five minutes with flashcards or a game.', 'Focus on the facts that are still slow, not those already known.', 'Make it playful: songs, races, dice games.'],
    },
  },
  {
    words: ['run faster', 'running', 'run', 'fitness', 'fitter', 'stamina', 'jog', 'jogging'],
    steps: {
      G: ['Run and play outside a little every day.', 'Swing your arms when you run.', 'Drink water and rest when you are tired.'],
      PG: ['Warm up first with a few minutes of jogging and stretches.', 'Practise short sprints with rests in between.', 'Pump your arms and stay up on the front of your feet.', 'Run a little further each week, not a lot more at once.', 'Sleep well and drink plenty of water.'],
      FULL: ['Warm up properly and build distance gradually, by about 10 % a week.', 'Mix easy runs with short interval sessions.', 'Work on form: upright posture, relaxed shoulders, quick light steps.', 'Add some strength work for legs and core.', 'Prioritise sleep and recovery days.'],
    },
  },
  {
    words: ['swim', 'learn to swim', 'swimming', 'pool'],
    steps: {
      G: ['Always swim with a grown-up watching.', 'Start by blowing bubbles in the water.', 'Practise kicking while holding the side.'],
      PG: ['Take swimming lessons with a qualified teacher.', 'Get comfortable putting your face in the water and blowing bubbles.', 'Practise floating and kicking with a float.', 'Learn to breathe to the side.', 'Always swim where a lifeguard or adult is watching.'],
      FULL: ['Book lessons with a qualified instructor; adult beginner classes are common.', 'Start with water confidence: breathing out underwater and floating.', 'Build the stroke in parts: kick, arms, then breathing.', 'Practise little and often.', 'Swim where there is a lifeguard.'],
    },
  },
  {
    words: ['essay', 'essays', 'write a story', 'writing', 'write better'],
    steps: {
      G: ['Think of your idea first.', 'Write a beginning, a middle and an end.', 'Read it out loud to check it.'],
      PG: ['Plan first: jot down your main point and three ideas that back it up.', 'Start with an introduction that says what the essay will argue.', 'Give each idea its own paragraph, with an example or a quote.', 'Finish with a conclusion that answers the question.', 'Read it through and edit: cut what does not help.'],
      FULL: ['Start with a clear thesis that answers the question.', 'Outline before drafting: one paragraph per point, each with evidence.', 'Write the first draft fast, then edit hard.', 'End with a conclusion that draws the argument together.', 'Read it aloud to catch clumsy sentences.'],
    },
  },
  {
    words: ['biting my nails', 'bite my nails', 'nail biting', 'biting', 'nails', 'habit', 'habits'],
    steps: {
      G: ['Keep your nails short and smooth.', 'Keep your hands busy with a squishy ball.', 'Ask a grown-up to help you remember.'],
      PG: ['Notice when you do it: bored, nervous or watching TV?', 'Keep your nails short so there is less to bite.', 'Keep your hands busy with a fidget toy or stress ball.', 'Try a bitter-tasting nail polish made for stopping nail biting.', 'Be patient: habits take a few weeks to change.'],
      FULL: ['Identify the triggers (stress, boredom, concentration).', 'Keep nails trimmed and filed.', 'Replace the habit with something for your hands, such as a fidget or stress ball.', 'Bitter nail polish works as a reminder for many people.', 'Expect slips; habit change takes weeks.'],
    },
  },
  {
    words: ['car journey', 'road trip', 'long drive', 'long journey', 'car'],
    steps: {
      G: ['Bring a favourite toy and a book.', 'Play I spy as you go along.', 'Take snacks and water.'],
      PG: ['Download music, audiobooks or podcasts before you go.', 'Pack snacks and a water bottle.', 'Play car games like I spy or the number plate game.', 'Plan stops every couple of hours to stretch your legs.', 'Bring a pillow for a nap.'],
      FULL: ['Plan a stop every two hours or so to stretch and let children run about.', 'Pack snacks, water and wipes within reach.', 'Load audiobooks, music and simple games in advance.', 'Travel around nap times where you can.', 'Keep a small bag of new or rarely seen toys to bring out when needed.'],
    },
  },
  {
    words: ['vegetables', 'veggies', 'picky', 'fussy eater', 'fussy', 'eat more'],
    steps: {
      G: ['Try one little bite of a new vegetable.', 'Help a grown-up wash and cook them.', 'Eat a rainbow of colours!'],
      PG: ['Help plan and cook a meal with vegetables in it.', 'Try vegetables in new ways: raw, roasted or in a sauce.', 'Give a new food a few tries; tastes change.', 'Add vegetables to foods you already like, like pizza or pasta.'],
      FULL: ['Offer vegetables often without pressure; many children need a food many times before they accept it.', 'Involve them in choosing, washing and cooking.', 'Serve vegetables alongside foods they already like.', 'Try different textures: raw sticks, roasted, blended into sauces.', 'Eat them yourself at the same table; modelling matters.'],
    },
  },
  {
    words: ['focus', 'concentrate', 'concentration', 'distracted', 'work from home', 'procrastinate', 'procrastinating'],
    steps: {
      G: ['Put away toys and screens while you work.', 'Work for a little while, then have a short break.', 'Drink some water and stretch.'],
      PG: ['Put your phone in another room while you work.', 'Work for 25 minutes, then take a 5-minute break.', 'Write a short list of what to do first.', 'Keep your desk clear of distractions.', 'Get up, move and drink water between sessions.'],
      FULL: ['Work in timed blocks (for example 25 or 50 minutes) with short breaks.', 'Silence notifications and keep the phone out of reach.', 'Decide the one task that matters most before you start the day.', 'Keep a separate workspace and a routine start and finish time.', 'Move, hydrate and get daylight during breaks.'],
    },
  },
  {
    words: ['broke', 'broken', 'tell my mum', 'tell my dad', 'tell my parents', 'own up', 'mistake', 'in trouble'],
    steps: {
      G: ['Tell a grown-up soon: it feels better after.', 'Say what happened and say sorry.', 'Ask how you can help fix it.'],
      PG: ['Tell them soon: waiting usually makes it feel worse.', 'Be honest and explain what happened, without making excuses.', 'Say sorry and mean it.', 'Offer to help put it right, like saving up or fixing it.', 'Remember it was an accident, and most parents care more about honesty than the thing.'],
      FULL: ['Raise it promptly and plainly; delay tends to make it harder.', 'Explain what happened and take responsibility without over-explaining.', 'Apologise and offer to make it right.', 'Accept that they may be upset at first, and give them a moment.'],
    },
  },
];

/** The general steps, for any subject no theme covers. */
const GENERAL: Readonly<Record<MentorContentMode, readonly string[]>> = {
  G: ['Think about what you want to do first.', 'Do one small step at a time.', 'Ask a grown-up for help when you need it.', 'Be proud of trying!'],
  PG: ['Decide what "done" or "better" looks like for you.', 'Break it into small steps and start with the easiest one.', 'Set a little time for it every day.', 'Ask someone who knows about it for advice.', 'Check how it is going after a week and adjust.'],
  FULL: ['Get clear on what outcome you actually want.', 'Break it into small, concrete next actions.', 'Schedule time for the first one.', 'Ask someone who has done it for their view.', 'Review after a week or two and adjust.'],
};

/**
 * Tips for a subject, worded for the mode: the theme whose words the subject names, else general
 * steps. `count` caps the list (a person who asks for 3 tips gets 3); the default is 4 for G and 5 otherwise.
 */
export function mentorTipsOf(subjectWords: readonly string[], mode: MentorContentMode, count: number | null): { steps: readonly string[]; themed: boolean } {
  const joined = ` ${subjectWords.join(' ')} `;
  // The theme whose words cover most of the subject wins: "make friends at a new school" is about
  // friends (and "new school"), not schoolwork, though it names a school.
  let theme: (typeof THEMES)[number] | undefined;
  let best = 0;
  for (const candidate of THEMES) {
    const score = candidate.words.filter((word) => joined.includes(` ${word} `) || joined.includes(` ${word}s `)).reduce((sum, word) => sum + word.length, 0);
    if (score > best) {
      best = score;
      theme = candidate;
    }
  }
  const steps = (theme ?? { steps: GENERAL }).steps[mode];
  const wanted = Math.min(Math.max(count ?? (mode === 'G' ? 3 : 5), 1), steps.length);
  return { steps: steps.slice(0, wanted), themed: theme !== undefined };
}
