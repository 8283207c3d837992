import type { OracleCard, OracleTheme, WonderMode } from './wonderTypes';

/*
 * The oracle's reflection cards (issue 21, point 2): 64 per content mode, 8 for each theme. A card is a
 * short thought and a question to journal or chat about. It is never a prediction: no "you will", no
 * fate, luck or stars (content.test.ts bans those words), and nothing that belongs to a doctor, a
 * therapist, a lawyer or a bank. G speaks to a child of 4–8, PG to 9–15, FULL to adults; each mode is
 * written for its readers, not cut down from another.
 *
 * Ids are `{mode}-{theme}-{n}` in list order and may be stored (a journal entry that started from a
 * card), so add new cards at the end of a theme's list and never reorder or remove one.
 */

/** The themes in the order a picker shows them. */
export const ORACLE_THEMES: readonly OracleTheme[] = ['courage', 'friendship', 'patience', 'curiosity', 'kindness', 'gratitude', 'change', 'rest'];

/** A theme's name on screen (the same in every mode: plain words a 4-year-old hears often). */
export const ORACLE_THEME_LABELS: Readonly<Record<OracleTheme, string>> = {
  courage: 'Courage',
  friendship: 'Friendship',
  patience: 'Patience',
  curiosity: 'Curiosity',
  kindness: 'Kindness',
  gratitude: 'Gratitude',
  change: 'Change',
  rest: 'Rest',
};

/** A card as written: title, thought, question. */
type CardText = readonly [title: string, thought: string, question: string];

/** Gives a theme's cards in one mode their ids, mode and theme. */
function cards(mode: WonderMode, theme: OracleTheme, texts: readonly CardText[]): OracleCard[] {
  return texts.map(([title, thought, question], index) => ({ id: `${mode.toLowerCase()}-${theme}-${index + 1}`, mode, theme, title, thought, question }));
}

// ── G: 4–8 ───────────────────────────────────────────────────────────────────────────────────────────
const G_CARDS: readonly OracleCard[] = [
  ...cards('G', 'courage', [
    ['Brave heart', 'Being brave doesn’t mean you never feel wobbly. It means you try, even with wobbles inside.', 'When did you try something even though your tummy felt wobbly?'],
    ['Small steps', 'A big climb is made of lots of small steps, and every single step counts.', 'What is one small step you could take today?'],
    ['Asking for help', 'Asking for help is a brave thing to do. Helpers are happy to be asked.', 'Who is someone you can ask when you need help?'],
    ['Trying again', 'When something doesn’t work the first time, brave people try again, or try a new way.', 'What is something you got better at by trying again?'],
    ['Saying sorry', 'Saying sorry takes courage. It helps fix things between friends.', 'How do you feel after you say sorry and make up?'],
    ['Speaking up', 'Your voice matters. It is brave to say what you think, kindly and clearly.', 'What is something you would like people to know about you?'],
    ['Something new', 'New foods, new places, new friends: each new thing is a little adventure.', 'What new thing would you like to try?'],
    ['The lion inside', 'Everyone has a little lion inside: a quiet, strong part that keeps going.', 'What does your inside lion help you do?'],
  ]),
  ...cards('G', 'friendship', [
    ['A good friend', 'A good friend listens, shares and plays fair.', 'What makes someone a good friend to you?'],
    ['Room for one more', 'When someone is playing alone, there is always room for one more in your game.', 'How could you help someone join in?'],
    ['Taking turns', 'Taking turns means everyone gets a go. It makes games more fun for all.', 'What game do you like to play with your friends?'],
    ['Friends can be different', 'Friends don’t have to like all the same things. Different is interesting!', 'What is something your friend likes that you don’t?'],
    ['Making up', 'Even good friends argue sometimes. Talking and listening help you make up.', 'What helps you make up after an argument?'],
    ['Your own friend', 'You can be a friend to yourself too, by saying kind things inside your head.', 'What kind thing could you say to yourself today?'],
    ['Friends of all kinds', 'Friends can be grown-ups, grandparents, cousins, neighbours, or even pets.', 'Who are some of your friends?'],
    ['Laughing together', 'Sharing a laugh with a friend makes the laugh twice as big.', 'What made you and a friend laugh together?'],
  ]),
  ...cards('G', 'patience', [
    ['Seeds grow slowly', 'A seed grows a little every day, even when you can’t see it.', 'What is something you are slowly getting better at?'],
    ['The waiting game', 'Waiting can feel long. Humming, counting or looking for shapes can help the time pass.', 'What do you like to do while you wait?'],
    ['One at a time', 'When there are lots of things to do, you can do them one at a time.', 'What is one thing you could finish today?'],
    ['Turtle pace', 'Turtles go slowly, and they still get where they are going.', 'When is it good to go slowly?'],
    ['A calm breath', 'When you feel cross, a slow breath gives your feelings time to settle.', 'What helps you calm down when you feel cross?'],
    ['Listening to the end', 'Letting someone finish their words before you talk shows that you care.', 'How do you feel when someone really listens to you?'],
    ['Tricky, then easy', 'Riding a bike, reading, tying laces: everything is tricky before it is easy.', 'What was tricky for you before it became easy?'],
    ['Little by little', 'Little by little, one twig at a time, a bird builds a whole nest.', 'What big thing could you build little by little?'],
  ]),
  ...cards('G', 'curiosity', [
    ['Wondering why', 'Asking “why?” is how people find out amazing things.', 'What is something you wonder about?'],
    ['Look closer', 'If you look very closely at a leaf, a stone or a beetle, you can spot tiny surprises.', 'What tiny thing have you looked at very closely?'],
    ['Questions are gifts', 'There are no silly questions. Every question is a door to something new.', 'What question would you like to ask a grown-up today?'],
    ['How does it work?', 'Wheels, clocks, rainbows: everything works in its own special way.', 'What would you like to find out how it works?'],
    ['Little explorer', 'You can explore the garden, the park or even your own room like a real explorer.', 'What might an explorer find in your room?'],
    ['Cloud watching', 'Clouds make new shapes all the time. No two are ever the same.', 'What shapes have you seen in the clouds?'],
    ['Something new to know', 'Your brain grows every time you learn something new.', 'What is the newest thing you learned?'],
    ['Family stories', 'Everybody has stories inside them. Asking about them is like finding treasure.', 'What would you like to ask someone in your family about when they were little?'],
  ]),
  ...cards('G', 'kindness', [
    ['Kind words', 'Kind words are like sunshine. They help people feel warm inside.', 'What kind words has someone said to you?'],
    ['Helping hands', 'Little helping jobs, like setting the table, make a big difference.', 'How could you help at home today?'],
    ['Noticing', 'Kind people notice when someone looks sad or lonely.', 'What could you do if you saw someone looking sad?'],
    ['Sharing', 'Sharing shows you care, and it can make two people smile instead of one.', 'What is something you like to share?'],
    ['Gentle with animals', 'Animals feel safe and happy when we are gentle with them.', 'How can you be gentle with animals?'],
    ['Kind to the Earth', 'Picking up litter and saving water are ways to be kind to our planet.', 'What could you do to help our planet?'],
    ['Smiles travel', 'When you smile at someone, they often smile back. Smiles love to travel!', 'Who could you smile at today?'],
    ['Kind to me', 'Being kind to yourself counts too. Everyone makes mistakes, and that’s okay.', 'What would you say to a friend who made a mistake?'],
  ]),
  ...cards('G', 'gratitude', [
    ['Thank you', 'Saying thank you makes the person who helped you feel good, and you too.', 'Who would you like to say thank you to?'],
    ['Hidden good things', 'Even on a grumpy day, there are little good things hiding.', 'What is one good thing that happened today?'],
    ['What my body can do', 'Your body lets you run, hug, sing and dance.', 'What is your favourite thing your body can do?'],
    ['Food on the table', 'Lots of people help bring food to the table: farmers, drivers, shop helpers and cooks.', 'What is a food you are glad to have?'],
    ['Home', 'Home is where we rest, play and feel looked after.', 'What do you like best about your home?'],
    ['Nature’s presents', 'Rain, sunshine, trees and flowers are all presents from nature.', 'What is your favourite thing in nature?'],
    ['People who care', 'Think of the people who care about you. They are like a warm blanket.', 'Who makes you feel cared for?'],
    ['A happy memory', 'A happy memory is like a treasure box you can open again and again.', 'What is a happy memory you like to think about?'],
  ]),
  ...cards('G', 'change', [
    ['Caterpillar to butterfly', 'A caterpillar changes into a butterfly. Changes can bring new colours.', 'How have you changed since you were a baby?'],
    ['Seasons', 'Leaves change colour, snow melts, flowers pop up. The world changes all the time.', 'What is your favourite season, and why?'],
    ['Growing', 'Every year you can do a little more than the year before.', 'What can you do now that you couldn’t do last year?'],
    ['New places', 'A new school or a new home can feel strange at first, and then it starts to feel like yours.', 'What helps you feel at home in a new place?'],
    ['Feelings are like weather', 'Feelings are like weather. A rainy feeling can turn into a sunny one.', 'What helps a grumpy feeling change?'],
    ['Changing your mind', 'It’s okay to change your mind when you learn something new.', 'When did you change your mind about something?'],
    ['Goodbyes and hellos', 'When one thing ends, there is room for something new to begin.', 'What is something new you said hello to?'],
    ['A new way', 'If one way doesn’t work, you can change the plan and try another.', 'What is something you did in a new way?'],
  ]),
  ...cards('G', 'rest', [
    ['Resting is good', 'Resting helps your body and your brain grow strong.', 'What is your favourite way to rest?'],
    ['Quiet time', 'Quiet time lets your thoughts settle, like sand in a jar of water.', 'Where is your favourite quiet place?'],
    ['Sleepy time', 'Sleep is when your body mends itself and gets ready for a new day.', 'What helps you fall asleep?'],
    ['No need to rush', 'You don’t have to rush all the time. Slow is okay too.', 'What do you like doing slowly?'],
    ['A cozy corner', 'A blanket, a book and a soft pillow make a cozy corner.', 'What would you put in your cozy corner?'],
    ['Taking a break', 'When you feel tired or cross, a little break can help you feel better.', 'What do you like to do on a break?'],
    ['Listen to your body', 'Yawns, heavy eyes and slow legs are your body’s way of saying “rest, please”.', 'How does your body tell you it is tired?'],
    ['Daydreams', 'Daydreaming is a kind of rest for your mind.', 'What do you like to daydream about?'],
  ]),
];

// ── PG: 9–15 ─────────────────────────────────────────────────────────────────────────────────────────
const PG_CARDS: readonly OracleCard[] = [
  ...cards('PG', 'courage', [
    ['Brave isn’t fearless', 'Courage isn’t having no nerves. It’s deciding that something matters more than the nerves do.', 'What matters enough to you that you’d do it nervous?'],
    ['The first hand up', 'Asking a question in class can feel exposed, yet half the room is usually wondering the same thing.', 'What question have you held back from asking lately?'],
    ['Sitting with someone', 'Sometimes courage is quiet: sitting next to the person everyone else is leaving out.', 'When have you seen someone stand up for another person? How did it go?'],
    ['Being a beginner', 'Everyone who is good at something was once bad at it, often in front of other people.', 'What would you try if being a beginner didn’t feel awkward?'],
    ['Saying no', 'Saying no to something that doesn’t feel right can take more guts than going along with it.', 'How could you say no in a way that still sounds like you?'],
    ['Owning a mistake', 'Admitting you got something wrong is hard, and it’s one of the things people respect most.', 'What mistake taught you something useful?'],
    ['Telling someone', 'When something is bothering you, telling a trusted adult is a strong move, not a weak one.', 'Who are the adults you’d feel okay talking to?'],
    ['Your own taste', 'You’re allowed to like what you like, even when your friends don’t.', 'What do you enjoy that you don’t always admit to?'],
  ]),
  ...cards('PG', 'friendship', [
    ['A few good ones', 'One or two friends who really get you can matter more than a big group.', 'Who is someone who really gets you? What makes it work?'],
    ['Friendships shift', 'Friendships change as people grow. Drifting apart doesn’t mean anyone failed.', 'How have your friendships changed over the last year?'],
    ['Kind in the chat', 'Tone is hard to read in messages. A kind word online goes further than you might think.', 'How do you tell when a message was meant as a joke?'],
    ['Just listening', 'Sometimes a friend doesn’t want advice, only someone who listens properly.', 'How can you tell whether a friend wants advice or just to be heard?'],
    ['Left out', 'Remembering how it feels to be left out helps you notice others who feel it too.', 'What’s a simple way to make someone feel included?'],
    ['Real apologies', 'A real apology names what happened, doesn’t add a “but”, and tries to make things right.', 'What makes an apology feel real to you?'],
    ['Agreeing to disagree', 'Good friends can disagree about big things and still respect each other.', 'What’s something you and a friend see differently?'],
    ['Your own best friend', 'Talk to yourself the way you’d talk to a friend who’s having a rough day.', 'What would you say to a friend in your situation right now?'],
  ]),
  ...cards('PG', 'patience', [
    ['Progress is quiet', 'Most progress is invisible from one day to the next and obvious when you look back a few months.', 'What can you do now that you couldn’t do six months ago?'],
    ['Left on read', 'A message left unanswered usually means someone is busy, not that something is wrong.', 'How do you handle waiting for someone to reply?'],
    ['The messy middle', 'The messy middle of learning something is where the real learning happens.', 'What are you in the messy middle of learning right now?'],
    ['Different speeds', 'People learn and grow at different speeds, just like you do.', 'Who could use a bit more patience from you this week?'],
    ['Pause before you reply', 'When you’re annoyed, waiting a few minutes before you reply can save a lot of trouble.', 'When has taking a pause helped you?'],
    ['Boring is powerful', 'Big goals are built out of small, repeated, slightly boring actions.', 'What small action could you repeat this week?'],
    ['Still figuring it out', 'You don’t have to have everything figured out yet. Nobody your age does.', 'What’s something about yourself you’re still figuring out?'],
    ['Go easy on yourself', 'Being hard on yourself rarely makes anything happen faster.', 'Where could you give yourself a bit more time?'],
  ]),
  ...cards('PG', 'curiosity', [
    ['Your rabbit hole', 'The topic you keep getting lost in is curiosity showing you what you care about.', 'What topic do you keep coming back to?'],
    ['Ask why twice', 'When you get an answer, asking “why?” one more time often reveals the interesting part.', 'What’s something you’d like to dig deeper into?'],
    ['Everyone knows something', 'Everyone you meet knows something you don’t.', 'Whose life or job would you like to know more about?'],
    ['Who made this?', 'Curious people ask about what they see online: who made this, and why?', 'How do you decide whether something online is true?'],
    ['Unfamiliar things', 'A new book, new music or a new food might surprise you.', 'What’s the last thing that turned out better than you expected?'],
    ['Curious about feelings', 'Instead of judging a feeling, you can get curious about it: what is it trying to tell you?', 'What feeling have you noticed most this week?'],
    ['Could this be better?', 'Almost everything around you was designed by someone who asked, “Could this be better?”', 'What everyday thing would you redesign?'],
    ['I don’t know', '“I don’t know” is where every discovery starts.', 'What’s a question you’d love to know the answer to?'],
  ]),
  ...cards('PG', 'kindness', [
    ['Small acts', 'Holding a door, sharing notes, saying hi to the new kid: small acts add up.', 'What small kindness did someone show you recently?'],
    ['Real people', 'Behind every username is a real person with real feelings.', 'How do you want people to feel after reading your messages?'],
    ['Kindness is strength', 'Being kind takes strength, especially when the people around you aren’t.', 'When is kindness hardest for you?'],
    ['Kindness at home', 'Kindness at home counts too, even though it’s easy to forget there.', 'What could you do that would make someone at home smile?'],
    ['Specific compliments', 'A specific compliment (“your drawing has such cool colours”) means more than a general one.', 'What genuine compliment could you give someone this week?'],
    ['Forgiving yourself', 'Everyone messes up. Treating yourself kindly helps you learn from it instead of only feeling low.', 'What’s a mistake you could forgive yourself for?'],
    ['Who needs it?', 'Kindness starts with noticing: who’s quiet, who’s left out, who’s having a hard day.', 'Who might need a bit of kindness right now?'],
    ['Unasked help', 'The best help is often the kind nobody asked for.', 'What’s a way you could help someone without being asked?'],
  ]),
  ...cards('PG', 'gratitude', [
    ['Ordinary things', 'Clean water, a warm bed, a good playlist: ordinary things are easy to overlook.', 'What ordinary thing are you glad you have?'],
    ['Behind the scenes', 'Someone cooked, cleaned, drove or organised things so your day could happen.', 'Who helped your day happen without you noticing?'],
    ['Saying why', 'Telling someone exactly why you’re grateful can make their whole week.', 'Who deserves a thank-you from you, and for what?'],
    ['On rough days', 'Even on rough days, there’s usually one thing that went okay.', 'What went okay today, even a little?'],
    ['Glad to be me', 'You can be grateful for things about yourself, too.', 'What are you glad about in yourself?'],
    ['Someone believed in you', 'Think of someone who believed in you before you believed in yourself.', 'Who believed in you? What did they say or do?'],
    ['Free shows', 'A sunset, a storm, a tree changing colour: the world puts on free shows.', 'What’s something in nature that made you stop and look?'],
    ['Turned out fine', 'Something you once worried about might now be something you’re glad happened.', 'What turned out better than you feared?'],
  ]),
  ...cards('PG', 'change', [
    ['Outgrowing things', 'Growing means some things you loved become less important, and that’s normal.', 'What’s something you’ve outgrown? How do you feel about it?'],
    ['A new start', 'A change of school, class or team can feel unsettling before it feels normal.', 'What helped you settle in the last time something changed?'],
    ['Minds can change', 'Changing your mind after learning something new is a sign of thinking, not of weakness.', 'What’s something you’ve changed your mind about?'],
    ['Growing up', 'Bodies and feelings change a lot in these years, at different times for different people.', 'Who could you ask when you have questions about growing up?'],
    ['Family changes', 'Families change too: moves, new siblings, people coming and going. Mixed feelings about it are okay.', 'What helps you when things at home change?'],
    ['Trying things on', 'Trying out new styles, interests and ideas is part of finding out who you are.', 'What’s something new you’ve been trying out?'],
    ['What you can control', 'Some changes aren’t up to you. What you can choose is how you look after yourself through them.', 'What’s one thing you can control right now?'],
    ['The smallest first step', 'If you want something to be different, a small first step is enough to start.', 'What would you like to change, and what’s the smallest first step?'],
  ]),
  ...cards('PG', 'rest', [
    ['Rest isn’t lazy', 'Rest is when your brain sorts out what you’ve learned. It’s part of the work.', 'How do you rest best?'],
    ['Phone down', 'Apps are designed to keep you scrolling. Putting your phone down is you taking charge.', 'What do you do when you put your phone down?'],
    ['Sleep matters', 'Teenagers need more sleep than adults, not less.', 'What gets in the way of your sleep?'],
    ['Bored is okay', 'Being bored now and then gives your mind space to come up with ideas.', 'What do you do when you’re bored?'],
    ['Recharging', 'Some people recharge with friends, others on their own. Both are fine.', 'What recharges you?'],
    ['Five-minute breaks', 'A five-minute break between homework tasks can help more than pushing through.', 'What’s a good five-minute break for you?'],
    ['Doing nothing', 'Lying on the grass, watching clouds, listening to music: doing nothing is underrated.', 'When did you last do nothing at all?'],
    ['Room to breathe', 'You don’t have to say yes to everything. Keeping some free time is okay.', 'What could you say no to, to make room to rest?'],
  ]),
];

// ── FULL: adults ─────────────────────────────────────────────────────────────────────────────────────
const FULL_CARDS: readonly OracleCard[] = [
  ...cards('FULL', 'courage', [
    ['Courage, a little at a time', 'Most courage is unglamorous: sending the email, making the call, saying the true thing at the dinner table.', 'What small act of courage have you been putting off?'],
    ['The honest conversation', 'Avoiding a difficult conversation rarely makes it easier; usually it only makes it longer.', 'Which conversation would bring you relief once it had been had?'],
    ['Asking for support', 'Needing help is not a failure of strength. Asking for it is often the strongest option on the table.', 'Where in your life could you accept more support?'],
    ['Being seen unfinished', 'Letting others see your unfinished work, or your uncertainty, takes a particular kind of nerve.', 'What would you share if you weren’t worried about looking unsure?'],
    ['Boundaries', 'Setting a boundary can feel unkind in the moment. Often it is the kindest thing for everyone over time.', 'Where would a clearer boundary help you?'],
    ['Beginning again', 'Beginning again after a setback takes more courage than beginning the first time.', 'What are you beginning again, and what do you know now that you didn’t before?'],
    ['Courage they can see', 'Children learn bravery less from what we tell them than from watching us try difficult things.', 'What would you like the young people around you to see you attempt?'],
    ['Values over comfort', 'Courage is often just choosing your values over your comfort, once, and then again.', 'Which of your values has asked something of you lately?'],
  ]),
  ...cards('FULL', 'friendship', [
    ['Friendship on purpose', 'Adult friendships rarely happen by accident; they grow from small, repeated choices to show up.', 'Which friendship would you like to give more of your time to?'],
    ['Old friends', 'Some friendships go quiet for years and pick up again as if no time had passed.', 'Who have you been meaning to get back in touch with?'],
    ['Listening without rehearsing', 'Listening without planning your reply is rare, and people feel it when it happens.', 'Who in your life listens to you like that?'],
    ['Friendships in seasons', 'Friendships shift as lives shift: new jobs, children, moves. Some adapt; some complete their season.', 'What has a friendship taught you, even one that ended?'],
    ['Saying what you need', 'Friends cannot read minds. Saying what you need is a gift to them as well as to you.', 'What do you need from your friends right now?'],
    ['The first relationship', 'The relationship you have with yourself shapes every other one.', 'How would you describe the way you speak to yourself?'],
    ['Showing up small', 'Showing up need not be grand: a message, a meal left on a doorstep, remembering a hard anniversary.', 'What small way could you show up for someone this week?'],
    ['Friends who differ', 'Friends who see the world differently keep our thinking honest.', 'Which friend challenges your thinking in a good way?'],
  ]),
  ...cards('FULL', 'patience', [
    ['Slow things', 'Many meaningful things, like trust, skill and a child’s confidence, grow on a timescale we cannot hurry.', 'What are you trying to rush that needs more time?'],
    ['Running thin', 'A child’s slowness is usually not defiance; it is a different sense of time.', 'Where does your patience run thinnest, and what helps you refill it?'],
    ['A year from now', 'Imagine looking back on this week from a year away. Some of it stands out; most of it fades.', 'What in this week would still matter to you a year from now?'],
    ['Plateaus', 'Plateaus are part of learning anything. Progress is often happening underneath before it shows.', 'Where do you feel stuck, and what might be quietly developing there?'],
    ['The space between', 'The space between something happening and your response to it is where your choices live.', 'What helps you pause before you react?'],
    ['Waiting well', 'Waiting, for results, for news, for a decision, is easier when you spend it on something you value.', 'What are you waiting for, and how could you wait well?'],
    ['The same grace', 'You would not expect a friend to undo in a week what took years to form. The same grace applies to you.', 'What habit are you changing slowly, and how could you be gentler about the pace?'],
    ['Open questions', 'Not every question needs an answer today.', 'Which open question could you leave open a little longer?'],
  ]),
  ...cards('FULL', 'curiosity', [
    ['Curious, not judging', 'When someone frustrates you, asking “what might be going on for them?” can change the whole conversation.', 'Whose behaviour could you get curious about instead of judging?'],
    ['Beginner’s mind', 'Approaching a familiar task as if for the first time can reveal what you have stopped noticing.', 'What familiar part of your day could you look at freshly?'],
    ['Useless learning', 'Learning something with no practical use can be one of the most restorative things an adult does.', 'What would you learn if it never had to be useful?'],
    ['A question at the table', 'A good question over dinner can do more for connection than any amount of advice.', 'What question would you like to ask the people you live with?'],
    ['What feelings carry', 'Feelings carry information. Getting curious about them is more useful than arguing with them.', 'What has a recent feeling been trying to tell you?'],
    ['Other perspectives', 'Reading or listening to people unlike you stretches the imagination.', 'Whose perspective would you like to understand better?'],
    ['Your own story', 'The stories you tell about yourself were written at some point, and some are worth revising.', 'What story about yourself might be out of date?'],
    ['Wonder', 'Adults lose the habit of wonder, not the capacity for it.', 'When did something last fill you with wonder?'],
  ]),
  ...cards('FULL', 'kindness', [
    ['Everyday kindness', 'Kindness is mostly small: patience in a queue, a sincere thank-you, remembering someone’s name.', 'What small kindness did you notice today?'],
    ['Not keeping count', 'Kindness offered freely, without keeping count, changes the giver as much as the receiver.', 'Where do you find yourself keeping score?'],
    ['Heavy loads', 'The people who are hardest to be kind to are often the ones carrying the heaviest loads.', 'Who is difficult for you to be kind to right now?'],
    ['Kind honesty', 'Honesty and kindness are not opposites; the art is in holding both at once.', 'What honest thing could you say kindly this week?'],
    ['The warmth you give others', 'Speaking to yourself with the warmth you would give a friend is not indulgent; it makes change more possible.', 'What would a kind friend say about the week you have had?'],
    ['Our tiredest selves', 'The people we live with often get our tiredest selves. A little deliberate kindness at home goes far.', 'How could you bring some of your best self home this week?'],
    ['Strangers', 'A kind word to a stranger costs little and can change the shape of their day.', 'When did a stranger’s kindness stay with you?'],
    ['Receiving', 'Letting others be kind to you, without deflecting, is a kindness too.', 'How easy do you find it to accept help or praise?'],
  ]),
  ...cards('FULL', 'gratitude', [
    ['Specific thanks', 'Gratitude deepens when it is specific: not “my family” but the way someone laughed at breakfast.', 'What specific moment from today are you grateful for?'],
    ['Quiet work', 'Much of what keeps a household, a workplace or a neighbourhood going is quiet work that nobody thanks.', 'Whose quiet work could you thank?'],
    ['Gratitude beside grief', 'Gratitude does not require pretending things are fine. It can sit beside grief and worry.', 'What are you grateful for even in a hard season?'],
    ['The body that carried you', 'The body you have has carried you through everything so far.', 'What has your body done for you lately that you haven’t acknowledged?'],
    ['An earlier you', 'Some of today’s comforts exist because an earlier you made a hard choice.', 'What decision from your past are you thankful you made?'],
    ['Unwelcome teachers', 'Some of our most important lessons came from people or events we did not enjoy at the time.', 'What difficult experience gave you something of value?'],
    ['Ordinary abundance', 'Hot water, a working kettle, a window full of light: ordinary things, extraordinary when you stop to see them.', 'What ordinary thing feels like a small luxury to you?'],
    ['Out loud', 'Gratitude that is spoken or written means more, to both sides, than gratitude that is only felt.', 'Who could you thank out loud this week?'],
  ]),
  ...cards('FULL', 'change', [
    ['Seasons of life', 'Life moves in seasons. What fits one season may not fit the next, and that is not a failure.', 'What season of life are you in right now?'],
    ['The old picture', 'Some change asks us to let go of an old picture of how things should be.', 'What picture are you being asked to let go of?'],
    ['Chosen change', 'Changes we choose still bring loss. Mixed feelings about them are normal.', 'What change have you chosen that still brings up mixed feelings?'],
    ['Unchosen change', 'When change is imposed on us, our energy is best spent on the part we can still shape.', 'What part of a current change is still in your hands?'],
    ['Children changing', 'Children outgrow stages faster than we adjust to them. It is normal to miss who they were while loving who they are.', 'What stage of someone you love do you find yourself missing?'],
    ['Small repetitions', 'Lasting change is usually made of small, almost boring repetitions.', 'What small repetition could carry a change you want?'],
    ['Unrecognisable', 'You are allowed to grow into someone your younger self would not recognise.', 'How are you different from who you were five years ago?'],
    ['Proper goodbyes', 'Endings deserve attention too: a moment to mark what was good before turning to what comes next.', 'What ending in your life deserves a proper goodbye?'],
  ]),
  ...cards('FULL', 'rest', [
    ['Rest is not a prize', 'Rest is not a prize for finishing everything. It is part of how anything gets finished.', 'What would change if you rested before you were exhausted?'],
    ['Kinds of rest', 'Sleep is one kind of rest. There is also quiet, play, time outdoors and time away from other people’s needs.', 'Which kind of rest are you missing most?'],
    ['Permission', 'Many adults wait for permission to stop. You can give it to yourself.', 'What would you do with an hour that asked nothing of you?'],
    ['The end of the working day', 'Work and worry expand to fill the evening unless something marks where they stop.', 'What signal could mark the end of your working day?'],
    ['Protecting sleep', 'Protecting sleep is one of the most practical kindnesses you can offer yourself and those around you.', 'What gets in the way of your sleep, and what is one small thing you could change?'],
    ['Old rules about rest', 'Guilt about resting often comes from old rules. You can ask whether they still serve you.', 'Whose voice do you hear when you feel guilty for resting?'],
    ['One thing, slowly', 'Doing one thing at a time, slowly, can be a form of rest in itself.', 'What could you do more slowly today?'],
    ['Enough', 'Some days, enough is simply what you managed. That is allowed to be enough.', 'What did you manage today that deserves recognition?'],
  ]),
];

/** Every reflection card: 64 per mode, 8 per theme in each mode. */
export const ORACLE_CARDS: readonly OracleCard[] = [...G_CARDS, ...PG_CARDS, ...FULL_CARDS];
