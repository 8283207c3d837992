import type { OldStory } from './wonderTypes';

/**
 * Old stories 16–30: tales from Hans Christian Andersen and Charles Perrault and folk tales of many
 * cultures (China, West Africa, Japan, Russia, Korea, India, Europe), each retold freshly in Grove's own
 * words (no translation is copied) at three levels. G (ages 4–8) is the gentle telling: nothing
 * frightening happens in it, so each tale's G telling carries a comment saying what it changes from the
 * old tale and why. PG (9–15) keeps more of the old tale's edges without dwelling on them; FULL (adults)
 * tells the whole tale. Each telling ends with a "what did you think?" question the reader can take into
 * the chat. The folk tales belong to the peoples who told them for centuries; the retellings keep their
 * people, names and places rather than reshaping them into another culture's story, and change an ending
 * only in a G telling, saying why. The word ranges (G 150–300, PG 250–500, FULL 350–800) and the safety of
 * every paragraph for its level are checked in oldStories.test.ts.
 */
export const OLD_STORIES_B: readonly OldStory[] = [
  {
    id: 'ugly-duckling',
    title: 'The Ugly Duckling',
    origin: 'Andersen',
    source: 'a fairy tale by Hans Christian Andersen (Denmark, 1843)',
    summary: 'A big grey duckling who fits in nowhere finds out, one spring, what he was all along.',
    tellings: {
      // Andersen's duckling is bitten and chased, hides from hunters and their dogs and is frozen into the ice.
      // The G telling keeps the teasing and the lonely search but leaves out the hunt and the freezing: a kind
      // farmer gives him a warm corner of the barn for the winter, and the story stays with how it feels to be
      // different and then to find where you belong.
      G: {
        paragraphs: [
          'On a farm beside a green pond, a mother duck sat on her eggs. Crack! Crack! Out came one fluffy yellow duckling after another. The last egg was the biggest, and out of it tumbled a duckling who was large and grey, with big flat feet.',
          '"What a funny-looking duckling!" clucked the hens. The turkey puffed up his feathers at him, and the other ducklings would not let him play. He tried to be small and yellow like them, but he was always too big and too grey. So one morning he waddled away to find a place where he fitted in.',
          'He met a cat and a hen in a cottage. "Can you purr?" asked the cat. "Can you lay eggs?" asked the hen. He could not, so they did not think much of him. But he could swim, and gliding on the water made him happy.',
          "One autumn evening, tall white birds flew over the lake with wide, shining wings. The duckling's heart gave a little leap. He wished he could fly with them.",
          'In winter, a kind farmer found him shivering and carried him to a warm corner of the barn. There he rested in the straw, and while he waited for spring, he grew.',
          'In spring he flew to a lake where the white birds were gliding. Shyly, he looked down at the water, and there was his reflection. He was not a grey duckling any more. He was a swan, white and tall, just like them! The swans swam over to greet him, and the children on the bank cheered. He was not boastful. He was simply glad, because at last he had found where he belonged.',
        ],
        question: 'The duckling was a swan all along, even when the others could not see it. What is something special about you that people might not notice at first?',
      },
      PG: {
        paragraphs: [
          "Down by the lake on an old farm, a mother duck had been sitting on her eggs so long that she was sick of the sight of them. At last the shells cracked, and out tumbled one neat yellow duckling after another. Only the biggest egg stayed shut. A neighbour duck waddled over, took one look and declared it a turkey's egg, not worth the bother. The mother sat a few days longer anyway, and what came out was large, grey and gangly, and nothing like his brothers and sisters.",
          'He could swim, and that settled it for his mother: whatever he looked like, he was hers. The farmyard was harder to convince. The ducks nipped him, the hens jeered, and the turkey, who thought himself the most important bird alive, swelled up like a thundercloud and chased him round the yard. His own brothers and sisters wished aloud that he would disappear. One day he did. He squeezed through a gap in the hedge and ran until the farm was out of sight.',
          'He spent a lonely summer on the marshes. One morning bangs rang out among the reeds and hunting dogs came splashing through the water. He crouched low and held his breath. A huge dog pushed its nose right up to him, stared, and splashed away again. "Not even worth a dog\'s trouble," he thought miserably.',
          'In the autumn he sheltered in a lopsided cottage with an old woman, her cat and her hen. The cat could purr and the hen could lay, and they were sure that nothing else in life mattered. "And what can you do?" they asked. "I can swim," he said. "I love diving right under the water." They looked at him with pity, and soon he set off again.',
          'One evening a flock of great white birds flew over, long-necked and shining, heading for warmer lands, and he felt an ache he could not explain. Then winter closed in. One night his pond froze solid around him, and at dawn a farmer cracked the ice and carried him home. When the children reached for him he panicked, flapped into the milk, the butter and the flour, and escaped through the door into the snow.',
          'When spring came, his wings had grown strong. They carried him to a garden lake where three white swans were gliding, and he made up his mind to go to them, whatever they did to him. He bowed his head to the water, expecting to be chased away, and saw his reflection: a swan, white and graceful, exactly like them. He always had been. The swans swam round him and touched him gently with their beaks, and children on the bank pointed and said he was the finest of them all. He did not grow proud. He remembered every unkind word, and it made him gentle.',
        ],
        question: 'The duckling did not turn into something new; he grew into what he already was. Why do you think it took so long for anyone, even him, to see it?',
      },
      FULL: {
        paragraphs: [
          'It was the height of summer in the countryside. The wheat stood yellow, the oats green, and the hay lay drying in the meadows. Beside the moat of an old manor house grew a tangle of dock leaves as wide as umbrellas, and in their green shade a duck sat on her nest. She had been sitting a long time, few visitors came, and she was thoroughly tired of it.',
          'At last the eggs cracked, and small heads poked out to blink at the size of the world. Only the largest egg lay whole. An old duck who came calling said it was surely a turkey\'s; she had been caught that way herself, and the chick had refused to go near water. The mother sat on regardless, and out came a big, clumsy youngster, grey all over. At the moat next day, the grey one swam as well as any of them. "No turkey, then," she said. "He\'s mine, and handsome enough in his own way."',
          'Nobody else agreed. The ducks pecked him and the hens chased him. The turkey, who ruled the yard in his own opinion, puffed himself up like a bellows and came at him crimson to the wattles. His brothers and sisters hoped aloud that the cat would get him, and in the end even his mother sighed that she wished he were far away. So he fluttered over the fence. The little birds in the hedge flew up in alarm, and he was sure it was his face that had scared them. He shut his eyes and kept going.',
          'He reached the great marsh of the wild ducks and lay all night among the rushes, too tired to move. Two young wild geese took a careless liking to him. Then shots cracked across the marsh and both geese fell dead into the reeds. Hunters lay hidden all round, gunsmoke drifted over the water like mist, and the dogs came crashing in. One huge dog stood over the duckling with its teeth showing, then turned and splashed away. "Not worth even a dog\'s trouble," he thought, and lay still until the shooting ended.',
          'At dusk he found a tumbledown cottage with its door hanging off one hinge and squeezed in through the gap. An old woman lived there with a tomcat who could purr and arch his back, and a stubby-legged hen who laid excellent eggs, and both were sure the world had been arranged for their benefit. When he tried to tell them how lovely it was to float on open water and dive to the bottom, they said idleness had filled his head with nonsense. "You don\'t understand me," he said, and went out into the wide world.',
          'Autumn came, and one evening at sunset a flock of splendid birds rose out of the bushes, white as frost, with long, supple necks. They gave a strange, ringing cry, spread their wings and flew off towards warmer countries. The duckling turned round and round in the water, craning after them, and cried out in a voice that startled him. He did not know their name or where they were going. He loved them anyway, without a shred of envy.',
          'The winter was bitter. He swam in circles to keep a patch of water open, and every night the patch shrank, until he was too worn out to move and froze fast. At dawn a farmer cracked the ice with his clog and carried him home. When the children reached for him he was sure they meant harm, and in his fright he flew into the milk pan, then the butter tub and the flour barrel, while the woman shrieked and swung the fire tongs. He slipped out into the snow, and the rest of that winter, spent half-frozen in the reeds, the tale kindly passes over.',
          'Then the sun grew warm, the larks sang, and his wings, stronger than before, carried him into a great garden where apple trees were in flower. Three white swans came sailing out of the thicket. He would go to them, he decided, even if they drove him off. He landed on the water and bowed his head, waiting, and saw in the clear water a swan looking back at him. He had never been a duck at all. The great swans circled him and stroked him with their beaks. Children on the bank cried that the new one was the finest of them all. He tucked his head under his wing, happy to his bones and not the least bit proud. He had been mocked and now he was praised, and he meant to remember both.',
        ],
        question: "Andersen's swan is praised at last and stays humble, because he remembers being scorned. Does being treated badly make people kinder, or only sometimes, and what makes the difference?",
      },
    },
  },
  {
    id: 'emperors-new-clothes',
    title: "The Emperor's New Clothes",
    origin: 'Andersen',
    source: 'a fairy tale by Hans Christian Andersen (Denmark, 1837)',
    summary: 'Two tricksters sell a vain emperor invisible cloth, and only a child will say what everyone sees.',
    tellings: {
      // Andersen's swindlers say that fools cannot see the cloth, and the emperor walks through the town in
      // nothing at all. The G telling keeps the joke but says "silly" instead of "stupid", leaves the emperor in
      // his vest and underpants, and ends with him laughing at himself and thanking the child, so the lesson is
      // about honesty rather than shame.
      G: {
        paragraphs: [
          'Once there was an emperor who loved new clothes more than anything. He had a different coat for every hour of the day, and he spent so long at the mirror that his lunch often went cold.',
          'One day two tricksters came to the palace. "We can weave the most wonderful cloth in the world," they said. "It is so magical that anyone who is silly, or not good at their job, cannot see it at all." The emperor clapped his hands. "Make me a suit at once!" he cried, and he gave them bags of gold.',
          'The tricksters sat at their looms, moving their hands busily, but there was nothing on the looms at all. The emperor\'s wisest minister came to look. "I can\'t see a thing," he thought. "Am I silly?" So he said, "Oh, how beautiful!" Everyone who came said the same, because nobody wanted to look silly.',
          'On the day of the parade, the tricksters pretended to dress the emperor in his new suit. He could not see it either, but he said, "Splendid!" and off he marched through the town in his vest and his spotty underpants.',
          '"What a wonderful suit!" called the crowd. But a little girl on her father\'s shoulders laughed. "The emperor hasn\'t got any new clothes on! He\'s in his underpants!"',
          'Everyone began to giggle, because they knew she was right. The emperor turned pink from his ears to his toes. Then, to everyone\'s surprise, he laughed too. "Thank you," he said to the girl. "You told the truth when nobody else would." And from then on, he always listened to people who were brave enough to be honest.',
        ],
        question: 'Everyone pretended to see the clothes so they would not look silly. Why do you think it was the child who said what everyone could see?',
      },
      PG: {
        paragraphs: [
          'There was once an emperor whose great love in life was clothes. He spent the treasury on them. Soldiers bored him, the theatre bored him, and he went out only to be seen in something new. He had a coat for every hour of the day, and his courtiers had learned to judge his mood by his waistcoat.',
          'One day two swindlers turned up in the capital, claiming to be weavers. Their cloth, they said, was the most beautiful ever made, and it had a special property: anyone who was bad at their job, or simply a dunce, could not see it at all. The emperor was enchanted. A suit like that would show him which of his officials were worth keeping. He paid the men a fortune on the spot.',
          'The swindlers set up two looms and sat at them day and night, weaving nothing. They asked for the finest silk and gold thread, which went straight into their own packs. When the emperor sent his trusted old minister to check on the work, the old man stared at the empty looms and felt a cold trickle down his back. Was he a dunce? Unfit for his post? Nobody must ever find out. So he praised the colours and the pattern, and memorised everything the swindlers said about them to repeat to the emperor.',
          'A second official was sent and did the same. Finally the emperor went himself, with his court. He saw nothing but air, and his stomach dropped, but all around him people were exclaiming in delight. "Wonderful," he said. "It has our complete approval."',
          "On the morning of the great procession, the swindlers snipped at the air and stitched with empty needles, then dressed the emperor in nothing, one careful piece at a time. The chamberlains stooped to lift a train that wasn't there. Out went the emperor, and the crowds lining the streets cried out how splendid he looked, because nobody would admit to seeing nothing.",
          'Then a small child asked, loudly, "Why isn\'t the emperor wearing any clothes?" The question ran from person to person until the whole street was saying it. The emperor felt a chill, because he was fairly sure they were right. But the procession had to go on, he told himself. So he walked more grandly than ever, and behind him the chamberlains kept their hands in the air, carrying nothing with great dignity.',
        ],
        question: 'The emperor knew the crowd was right but marched on anyway. Why do you think it can be so hard to admit a mistake in front of other people?',
      },
      FULL: {
        paragraphs: [
          'There was an emperor, long ago, for whom clothes were not a pleasure but a calling. Every coin the treasury could spare, and many it could not, went on cloth and cut and trimming. His army bored him, the theatre bored him, and he drove out in his carriage for one reason: to be looked at in his latest coat. He changed every hour, and when anyone asked for him, his ministers would say that His Majesty was dressing.',
          'Strangers came and went in his busy capital, and one day two of them were swindlers who let it be known that they were weavers. Not ordinary weavers. Their cloth was lovelier than any in the world, they said, and it had a remarkable property: it could not be seen by anyone unfit for his office, or by anyone unpardonably stupid.',
          'The emperor turned this over and liked it very much. In a suit of such cloth he could tell at a glance which of his officials did not deserve their posts, and which of his courtiers were fools. He paid the two weavers a large sum in advance so that they could start at once.',
          'They set up two looms in a hall and sat at them with every appearance of industry. The looms were empty. They sent for the finest silk and the costliest gold thread, packed it all away in their own luggage, and worked at the bare frames far into the night.',
          'After a while the emperor wanted to know how the cloth was coming along, but somehow did not want to be the first to look. He sent his old prime minister, an honest man with a good head, as fit for his post as anyone. The minister looked at the looms. He looked harder. He took off his spectacles, polished them and looked again, and in the few seconds that took he reviewed his whole career: forty years of loyal service, and the possibility, never once considered, that he had been unfit for every day of it. He put his spectacles back on. "Exquisite," he said. "That border especially." He wrote the names of the colours in his notebook for the emperor.',
          'The swindlers needed more money, more silk and more gold thread, all of which vanished into their bags. A second official went to inspect and came back with the same pleasant lies. Then the emperor went himself, with a hand-picked company. They pointed eagerly at the looms. "Look, Majesty, the design! The colours!" The emperor looked, and saw wood and air, and a small cold voice in his head asked whether an emperor who could not see the cloth ought to be emperor at all. He smiled broadly. "Charming," he said. "We are most pleased." His courtiers nodded along and urged him to wear the clothes in the coming procession.',
          'The night before, the swindlers sat up with a row of candles burning, so that the whole city could see how hard they worked. They lifted cloth that was not there off the looms, slashed at the air with big scissors, and sewed with needles that carried no thread. In the morning they dressed the emperor with enormous care, their arms raised as if each garment weighed something. "The breeches, Majesty. The coat. The mantle. Your Majesty will notice the weight, or rather the absence of it; people of taste find it liberating." The emperor turned this way and that before the long mirror, and his two chamberlains bent and pretended to gather up his train.',
          'So he walked in the procession under a splendid canopy, and along the route everyone in the streets and at the windows cried out how magnificent the new clothes were. Nobody wanted it known that he could see nothing. Then a little child in the crowd asked, quite clearly, "Why has the emperor come out without his clothes?" "Hush," said the child\'s father, but the people nearby had heard, and passed it along, and soon the whole crowd was saying it. The emperor felt it go through him, because he suspected they were right. But he thought, "I have to see this through." So he carried himself more proudly than ever, and behind him his chamberlains kept their hands in the air, holding up nothing at all.',
        ],
        question: 'The tale is usually read as mocking vanity, but the swindlers succeed because everyone, minister to crowd, fears being thought unfit. Where do you see that same fear keep people quiet today, and what does it take to be the child?',
      },
    },
  },
  {
    id: 'princess-and-pea',
    title: 'The Princess and the Pea',
    origin: 'Andersen',
    source: 'a fairy tale by Hans Christian Andersen (Denmark, 1835)',
    summary: 'A rain-soaked stranger says she is a princess, and a queen tests her with one small pea.',
    tellings: {
      // Nothing frightening happens in Andersen's tale. The G telling makes the storm a wet, windy night rather
      // than a wild one, and turns the princess's bruises into a night too lumpy to sleep.
      G: {
        paragraphs: [
          'Once upon a time, a prince wanted to marry a real princess. He travelled all over the world to find one. He met princesses who were grand and princesses who were clever, but something never seemed quite right, and he came home feeling glum.',
          'One evening there was a great rainstorm. Thunder rumbled and the rain came pouring down. Knock, knock, knock! Someone was at the castle gate. The old king opened it himself, and there stood a young woman, dripping wet from her hair to her shoes. "I am a princess," she said.',
          '"We shall see about that," thought the queen. She went to the guest room and took everything off the bed. Right in the middle, she placed one small green pea. Then she piled twenty mattresses on top of the pea, and twenty soft feather quilts on top of the mattresses. The princess needed a ladder to get into bed!',
          'In the morning the queen asked, "Did you sleep well, my dear?" "Oh, not at all!" said the princess, rubbing her eyes. "There was something small and hard in the bed. I tossed and turned all night and hardly slept a wink!"',
          'Then everyone knew she was a real princess, because only a real princess could feel one little pea through twenty mattresses and twenty quilts. The prince was delighted, and they were married. And the pea went into a glass case in the royal museum, where it may still be, if nobody has borrowed it.',
        ],
        question: 'The princess could feel one tiny pea through all those mattresses! What little thing can you notice that other people might miss?',
      },
      PG: {
        paragraphs: [
          'A prince had decided to marry, but only a real princess would do, and he was fussy about what "real" meant. He went all over the world to find one. There was no shortage of princesses; the trouble was that he could never be sure of any of them. One giggled at everything. One talked only about her horses. One agreed with every word he said, which he found suspicious. He came home alone and gloomy.',
          "One night a storm hit the palace. Thunder cracked overhead, lightning lit up the towers, and the rain fell so hard that it bounced. In the middle of the racket came a knocking at the town gate, and the old king, who couldn't sleep anyway, went down to open it himself.",
          "A young woman stood outside, soaked from head to foot. Her hair hung in rats' tails, water dripped off her nose, and her shoes squelched with every step. She said she was a princess. A real one.",
          'The old queen said nothing, but she had her own idea about how to check. She went to the guest room, stripped the bed to its boards and put one dried pea in the middle. On top she laid twenty mattresses, and on top of those twenty thick feather quilts, until the bed was taller than a wardrobe. That was where the visitor would sleep.',
          'At breakfast they asked how she had slept. "Terribly," she said. "I lay awake nearly all night. There was something hard in that bed, and now I\'m bruised all over. I can\'t think what it was, but it was awful."',
          'That settled it. Only a real princess could have felt one pea through twenty mattresses and twenty quilts; nobody else could be so delicate. The prince married her, happy at last that he had found the genuine article, and the pea was put on show in the royal museum. As far as anyone knows it is still there, though nobody has checked lately. And that, the storyteller swears, is a true story.',
        ],
        question: 'The queen decided who was a real princess by how easily she was bruised. Is that a fair test of anything? What test would you have used?',
      },
      FULL: {
        paragraphs: [
          'A prince wanted to marry, and not just anybody: it had to be a real princess. So he went looking, through one kingdom after another, and in every court he found princesses, and in every princess he found a doubt. This one had been coached so thoroughly that her answers came out like recitations. That one admired his horse with such warmth that he wondered whether she was admiring his stables, his lands and his treasury too. Were any of them real? He could not tell. He rode home at last without a bride and moped, because his heart was set on the real thing.',
          'One evening the weather turned savage. Thunder rolled round the towers, lightning split the sky, and the rain came down as if a river had been tipped out of a bucket. In the worst of it someone hammered at the town gate, and the old king, wrapped in his cloak, went out to see who it was.',
          'It was a princess, or said it was. The storm had done its worst to her. Her hair was plastered flat, her dress clung to her, and water streamed off her in every direction and gurgled in her shoes. Not one thing about her looked royal. She said, nonetheless, that she was a real princess.',
          'The old queen thought to herself that they would see about that, and said nothing to anybody. She went into the spare bedroom, pulled everything off the bedstead down to the bare boards, and set one dried pea in the middle. Over it she piled twenty mattresses, and over those twenty eiderdowns, so high that a ladder had to be fetched. That was the bed the princess slept in.',
          'In the morning, over breakfast, they asked her how she had slept.',
          '"Hardly at all," said the princess. "Not a wink, or very nearly. I can\'t think what was in that bed, but I was lying on something hard the whole night, and I\'m bruised from top to toe. It was dreadful."',
          'So they knew she was genuine. She had felt a single pea through twenty mattresses and twenty eiderdowns, and nobody but a true princess could have skin so tender. The prince married her, content at last, and the pea was given a place of honour in the royal collection of curiosities. It may be there still; nobody has reported it missing.',
          'Andersen ends by assuring us that this is a true story, and the joke of it, lightly made, is on everyone involved: on a prince who needs a test to know a real person when he meets one, on a queen who measures royalty by tender skin, and perhaps on the princess, who has the good sense to complain at breakfast. It is the shortest of his tales, and he first heard it, he said, as a child.',
        ],
        question: 'Andersen\'s narrator swears the tale is true and keeps a perfectly straight face. Who do you think the joke is on, and what would a "real" princess, or a real person, look like to you?',
      },
    },
  },
  {
    id: 'steadfast-tin-soldier',
    title: 'The Steadfast Tin Soldier',
    origin: 'Andersen',
    source: 'a fairy tale by Hans Christian Andersen (Denmark, 1838)',
    summary: 'A one-legged toy soldier loves a paper dancer and keeps standing tall through a long adventure.',
    tellings: {
      // In Andersen's tale a goblin wishes the soldier ill, a rat chases his boat, a fish swallows him, and at
      // the end he melts in the stove while the dancer is blown into the flames. The G telling has no goblin, no
      // rat and no stove: a gust of wind starts the adventure, a fisherman's net brings him back, and he ends
      // standing beside the dancer on the shelf, so what stays is his courage and his loyalty.
      G: {
        paragraphs: [
          'Twenty-five tin soldiers lived in a wooden box. They all looked the same, except for one. When he was made, there was not quite enough tin left, so he got only one leg. That did not bother him. On his one leg he stood as tall and still as a lamp post.',
          'On the same table stood a paper castle, and in its doorway stood a little paper dancer. She held her arms out and lifted one leg so high behind her that the soldier could not see it. "She has one leg, just like me," he thought. "I would love to be her friend."',
          'One morning the soldier was placed on the window sill, and a gust of wind tipped him over. Down he tumbled, all the way to the street! Two boys found him, folded a paper boat, and set him sailing along the rainy gutter. The boat bobbed and spun, but the soldier stood tall and kept looking ahead.',
          'The gutter led to a stream, and the stream led to the river. There a kind fisherman pulled up his net, and there, among the silvery fish, was a little tin soldier. "Well, I never!" said the fisherman, and he gave the soldier to his friend, the cook from the big house on the hill.',
          'It was the very same house! The cook carried him up to the nursery, and the boy who owned him cheered. He set the soldier on the shelf, right next to the paper dancer. She smiled at him, and he stood straighter than ever. And there they stayed, side by side, the steadiest of friends.',
        ],
        question: 'The soldier stood tall all through his adventure, even when the boat spun round. When have you kept going even though something felt wobbly?',
      },
      PG: {
        paragraphs: [
          "On his birthday a boy opened a box and found twenty-five tin soldiers in red jackets and blue trousers, all cast from the same melted-down spoon, every one the twin of the next. Every one except the last. The tin had run short when he was made, and he had only one leg. He didn't seem to mind. He stood on it as upright as a flagpole, and this story is his.",
          "Among the toys stood a paper castle, and in its doorway a paper dancer in a white skirt, with a blue ribbon and a glittering sequin over her shoulder. Her arms were raised and one leg was lifted so high behind her that, from where the soldier stood, it had vanished. So she had one leg too, he thought, and he couldn't stop looking at her. She had a castle, of course, and he had a share of a box, but still.",
          'At midnight, when the toys woke up to play, a jack-in-the-box sprang out of a snuffbox and glared at him. "Eyes front, soldier! Stop staring at her." The soldier acted as if he hadn\'t heard. "Suit yourself," said the jack-in-the-box. "You\'ll be sorry tomorrow."',
          'Next morning the soldier was on the windowsill when the window swung open, by the wind or the jack-in-the-box, and out he went, three floors down, head first, his bayonet sticking in a crack between the cobbles. After a rainstorm two street boys found him, folded a newspaper boat and sent him sailing down the gutter. In a tunnel under the road a water rat demanded his passport, but the current swept him past and out into a canal. The paper went soft, the boat came apart, and as the soldier sank a big fish gulped him down.',
          'It was dark and cramped inside, but the soldier lay still and steady. Then, suddenly, daylight, and a voice: "Well, look at that! The tin soldier!" The fish had been caught, sold at market and cut open in a kitchen, and the kitchen belonged to his own house. Back he went onto the same table, across from the same dancer.',
          "Then, for no reason at all, one of the little boys picked him up and tossed him into the stove. The soldier stood in the blaze with his eyes on the dancer, and she looked back at him. A door banged, a gust caught the paper dancer, and she floated straight into the fire beside him and was gone in a flash. In the morning, raking out the ashes, the maid found a lump of tin shaped like a small heart, and the dancer's sequin, burnt black.",
        ],
        question: 'The soldier never calls out, even when he could. Is staying quiet and steady always brave, or can it sometimes stop you from getting help?',
      },
      FULL: {
        paragraphs: [
          "The soldier had been made last, and by then the old spoon that all twenty-five were cast from was used up; there was metal for only one leg. His twenty-four brothers came out complete, muskets on shoulders, red and blue uniforms, as alike as peas. It made no difference to how he stood. When the box was opened on a little boy's birthday and the soldiers were lined up on the table, the one-legged one stood as upright and unmoving as any of them.",
          'The grandest toy on the table was a castle of folded paper. In its doorway stood a paper dancer with a blue ribbon across her shoulder and on it a sequin nearly as big as her face. She was poised on one toe with her arms lifted, her other leg raised so high behind her that from where the soldier stood it had vanished. One leg, then, like him. He fell in love on the spot, silently, the way tin does everything. He also did the arithmetic: she had a castle, and he had a twenty-fifth share of a box. That evening he was left lying behind the snuffbox, where he could watch her.',
          'At night, when the house slept, the toys woke and played. Only the dancer on her toe and the soldier on his leg kept still, their eyes on each other. On the twelfth stroke of the clock the snuffbox lid snapped open, and out on a spring shot a little black goblin. "Soldier," he hissed, "keep your eyes to yourself." The soldier behaved as if he had not heard. "Have it your way," said the goblin. "Wait till tomorrow."',
          'In the morning the boy stood him on the windowsill, and by draught or goblin the casement swung open and out he went, three storeys head first, to land upside down with his bayonet wedged between two cobbles. The boy and the maid came looking and walked right past him. It did not occur to him to call out; a soldier on duty keeps his mouth shut. After the rain two street boys found him, folded a newspaper boat and launched him down the flooded gutter, cheering.',
          "The gutter ran like a millrace. The boat pitched and spun, but the soldier's face never changed. Then he was sucked under a plank into a drain as dark as the inside of his box, and out of the blackness swam a water rat, the tunnel's self-appointed customs officer, demanding his papers. The soldier gripped his musket and kept his silence, and the current bore him on while the rat squealed for the sticks and straws to stop the smuggler. With the dancer beside him, he thought, he would not have minded the dark.",
          'Ahead, a roar: the drain poured into a canal. The boat spun, filled, went limp and tore. As the water closed over his cap he thought of the dancer he would never see again, and kept his eyes front even then. The paper gave way beneath him, and a large fish snapped him up.',
          'Inside the fish it was darker than the drain and far tighter, but he lay at attention. Then came a flash of daylight and a woman\'s voice: "Well, I never! The tin soldier!" The fish had been caught, sold and slit open in a kitchen. It was the same house. Upstairs he went, to the same table, where the dancer still stood poised on her one toe. She had been steadfast too. Something in his tin chest turned over, like a key in a lock. He looked at her, and she looked at him, and neither said a word.',
          'What happened next has no explanation. One of the small boys picked the soldier up and pitched him into the stove. Perhaps the goblin had a hand in it. The soldier stood among the coals with the heat beating on him, his paint blistering, and could not have said which burned him more, the fire or what he felt for her. He kept his eyes on her, and she kept hers on him. He felt himself begin to soften and sag, and still he held his musket and stood. Then a door opened, a draught crossed the room, and the paper dancer lifted from her castle, drifted through the air like a blown petal and fell into the stove beside him. She flared once and was gone. In the morning the maid, raking the grate, found a little lump of tin in the shape of a heart. Of the dancer nothing was left but her sequin, charred to cinder.',
        ],
        question: 'Andersen never explains why the boy throws the soldier into the stove, and the soldier never once acts to save himself. Is his steadfastness a virtue, a fate, or something sadder, and what do you make of an ending with no reason in it?',
      },
    },
  },
  {
    id: 'thumbelina',
    title: 'Thumbelina',
    origin: 'Andersen',
    source: 'a fairy tale by Hans Christian Andersen (Denmark, 1835)',
    summary: 'A girl no bigger than a thumb is carried far from home and finds her own way to the sun.',
    tellings: {
      // In Andersen's tale Thumbelina is carried off by a toad and then a beetle, the swallow she saves seems to
      // be dead, and she is nearly married against her will to a mole who lives underground. The G telling keeps
      // her journey but makes the toad a foolish neighbour who borrows her bed, lets the beetle set her down
      // kindly, has the swallow simply too cold and tired to fly, and makes the mole's plan a muddle she
      // politely says no to.
      G: {
        paragraphs: [
          'A woman who longed for a child planted a special seed, and up grew a tulip. When the petals opened, there sat a tiny girl, no bigger than a thumb. The woman called her Thumbelina. She slept in a walnut shell with a rose petal for a blanket.',
          'One night a big, silly toad hopped in through the window. "What a lovely wife for my son!" she croaked, and carried the walnut-shell bed away to a lily pad in the stream. When Thumbelina woke, she cried, because she wanted to go home. The little fish heard her and nibbled through the lily stem, and off she floated, far down the stream.',
          'All summer she lived in the meadow, sipping dew and eating honey from the flowers. When autumn came and the air grew cold, a kind field mouse let her stay in her cosy burrow.',
          'In the tunnel next door, Thumbelina found a swallow lying very still, too cold and tired to fly. She tucked hay around him and brought him water, and by spring he was strong again. "Come with me!" he said. But she stayed to help the field mouse.',
          'Then the field mouse\'s neighbour, a grand old mole, said he wanted Thumbelina to live with him under the ground, where the sun never shines. Thumbelina went outside to say goodbye to the sky, and there was the swallow! "Climb on my back," he said. They flew to a warm, sunny land, and there, in a white flower, lived a tiny prince just her size. They became the dearest of friends, and he gave her wings of her own.',
        ],
        question: 'Thumbelina was small, but she helped the swallow, and the swallow helped her. How have you helped someone bigger than you?',
      },
      PG: {
        paragraphs: [
          'A woman who wanted a child more than anything went to an old wise woman for help and came home with a single grain of barley to plant. What came up looked like a tulip, red and yellow and tightly shut. When the woman kissed it, the petals sprang open, and inside sat a girl no bigger than the top of a thumb. She was named Thumbelina. She slept in a walnut shell.',
          'One night a toad came in through a cracked pane, saw the sleeping girl and decided she would make a perfect bride for her son. She carried off the walnut shell, girl and all, and left it on a lily pad in the stream while she got the wedding ready. Her son could say nothing but "Croak!" Thumbelina cried and cried. The little fish felt sorry for her and chewed through the lily\'s stem, and the leaf drifted away downstream, far out of the toad\'s reach.',
          'A beetle grabbed her and flew her up into a tree. He thought her charming, but his friends sneered: only two legs, no feelers, how peculiar. So he changed his mind and dropped her on a daisy. All summer she lived alone in the woods. Then winter came, the flowers died, and the snowflakes were as big as her head. Half frozen, she knocked at the door of a field mouse, who took her in if she would sweep the floors and tell stories.',
          'Next door lived a mole in a sleek dark coat, rich and learned, who hated the sun and the flowers because he had never seen them. In his tunnel lay a swallow, stiff with cold, and the mole said it was finished. But when Thumbelina laid her ear against its feathers, she heard a faint heartbeat. All winter she secretly nursed it, and in spring it flew out into the sunshine, begging her to come too. She would not leave the mouse who had been kind to her.',
          'Then the mole asked to marry her, and the mouse said yes for her: Thumbelina would have to live under the earth for ever. On her last day above ground she went out to say goodbye to the sun, and heard a twitter overhead. It was the swallow. This time she climbed onto his back, and he carried her south to a warm country full of white flowers. In one of them lived a prince of the flower people, just her size, with wings on his shoulders. He gave her wings of her own and a new name, Maia, and she was never in the wrong place again.',
        ],
        question: 'Thumbelina keeps ending up where other people decide she belongs. What helps her finally get somewhere she chose for herself?',
      },
      FULL: {
        paragraphs: [
          "There was once a woman who wanted a child, a very small one, and had no idea where such a thing could be had. So she went to an old witch and asked. The witch gave her a grain of barley and told her to plant it in a flowerpot. Up came a big, handsome flower like a tulip, its red and yellow petals folded tight. The woman kissed them because they were so lovely, and with a soft pop the flower opened. On its green heart sat a girl, fine-boned and perfect and scarcely as long as the top joint of a thumb, and so she was called Thumbelina. She slept in a polished walnut shell under a rose petal, and by day she sailed a petal boat round a dish of water, rowing with two hairs from a horse's tail.",
          'One night a toad hopped in through a broken pane, big and wet and ugly, and looked at the sleeping girl. "What a wife for my son," she thought, and carried off the walnut shell, girl and all, to the muddy bank where she lived. Her son was uglier than she was and could manage nothing but a wet croak. So that their prize could not run away, they left her on a broad lily leaf in the middle of the stream while they got the wedding chamber ready in the mud. When Thumbelina woke and understood, she wept. The little fish below had heard everything, and one look at the bride told them she must not go to a toad. They gathered round the lily\'s stem and nibbled it through, and the leaf drifted off downstream, out of the toad\'s country altogether.',
          'A beetle flying over clamped her round the waist and carried her up into a tree. He thought her lovely. But the other beetles came visiting and looked her over: not nearly enough legs, no feelers at all, and that waist! "She might as well be a person," sniffed the lady beetles, and the beetle decided they were right and left her on a daisy. All summer Thumbelina lived alone in the great wood. She plaited a hammock of grass under a dock leaf and lived on nectar and dew. Then came the long winter. The birds flew away, the flowers withered, the dock leaf curled into a brown tube, and her clothes wore to rags.',
          'Shivering, she came to the door of a field mouse who lived under the stubble of a harvested field. The mouse, a kindly old busybody, took her in for the winter if she would keep the place tidy and tell stories. Her neighbour was a mole, rich and learned and dressed in fine dark fur, who could not abide the sun or flowers because he had never seen either. In the passage he had dug between their houses lay a swallow, stiff and cold. The mole nudged it with his foot. "Birds," he said. "Sing all summer, freeze all winter." Thumbelina said nothing.',
          'That night she crept back with a blanket of woven hay, tucked it round the swallow and laid her head against its breast. Something was beating inside: the bird was only numbed. All winter she nursed it in secret, and in spring it flew up into the sunshine, begging her to ride away on its back. She would not leave the mouse who had been good to her. Meanwhile the mole had proposed, and the mouse had accepted for her: after the wedding Thumbelina would live under the earth and never see the sun again.',
          'On the wedding day she went out to say goodbye to the sun, and heard a twittering overhead. It was the swallow. This time she climbed onto his back, tied her sash to a strong feather, and away they flew over forests and seas and snowy mountains into the warm south, where grapes hung on the walls. He set her down on a white flower beside a ruined marble temple, and in the flower stood a little man as clear as glass, with a gold crown and bright wings: the king of the flower people, exactly her size. He asked her to be his queen. Every flower brought a gift, the best of them a pair of wings, and they gave her a new name, Maia. The swallow sang at the wedding with a heavy heart, for he loved her too. Then he flew north again, to a man who writes fairy tales, and told him everything.',
        ],
        question: 'Everyone in the tale, toad, beetle, mouse and mole, decides what Thumbelina is for. Andersen ends with a swallow telling the story to a writer. Who gets to tell your story, and how much does it change it?',
      },
    },
  },
  {
    id: 'puss-in-boots',
    title: 'Puss in Boots',
    origin: 'Perrault',
    source: 'a fairy tale by Charles Perrault (France, 1697)',
    summary: 'A clever cat in fine boots talks his penniless master into a castle, a title and a princess.',
    tellings: {
      // In Perrault's tale the miller dies at the start, the cat catches rabbits for the king, threatens the
      // farm workers, and at the end eats the ogre who has turned into a mouse. The G telling has the old miller
      // retire instead, the cat bring gifts of berries, ask the workers for a favour, and meet a boastful giant
      // who turns into a mouse and scampers off for good.
      G: {
        paragraphs: [
          'When an old miller grew too tired to work, he gave his mill to his eldest son, his donkey to his middle son, and to his youngest son, Tom, he gave the cat. "A cat!" sighed Tom. "What can I do with a cat?"',
          '"Give me a pair of boots and a bag," said the cat, "and you will see." So Tom did. The cat pulled on the boots, stamped his feet and strutted off.',
          'Every day Puss carried baskets of wild strawberries to the king. "A gift from my master, the Marquis of Carabas!" he said with a sweeping wave of his hat. The king had never heard of him, but he loved strawberries.',
          'One day Puss heard that the king and the princess were driving by the river. "Quick, master, jump in for a swim!" he said. When the royal coach came along, Puss called out, "Help! My master\'s clothes have floated away!" The king sent for a fine new suit, and Tom looked so handsome that the princess smiled at him.',
          'Puss ran ahead to a castle where a boastful giant lived. "I hear you can change into anything," said Puss. "But I bet you can\'t turn into something as small as a mouse." "Easy!" said the giant, and pop, he was a mouse. Puss gave a great "MEOW!" and the mouse scampered out of the castle and far away, and was never seen there again.',
          'When the king\'s coach arrived, Puss bowed at the gate. "Welcome to the castle of the Marquis of Carabas!" Tom and the princess became great friends, and later they married. And Puss only ever chased mice for fun.',
        ],
        question: 'Puss was very clever, but he also told some fibs. Do you think it was all right for him to trick people? Why or why not?',
      },
      PG: {
        paragraphs: [
          'When the old miller died, his will was short: the mill to the eldest son, the donkey to the second, and the cat to the youngest. "My brothers can work together," groaned the youngest. "What can I do with a cat? Eat him, make mittens of his fur, and then starve." The cat, who had been washing nearby, stopped washing. "Don\'t despair, master," he said. "Get me a pair of boots and a sack, and you\'ll find you got the best share after all."',
          'The young man had seen the cat\'s sly tricks with mice, so he agreed. In his new boots Puss went to a field full of rabbits, put lettuce in the sack and lay beside it as still as a stone, until a young rabbit who had not yet learned caution crept in. Puss pulled the string tight and marched to the palace. "Your Majesty," he said with a bow, "a small gift from my master, the Marquis of Carabas." He had invented the name on the way. For months he kept it up, until the king was very curious about this generous marquis.',
          'One day Puss heard that the king and his daughter would be driving along the river. "Go swimming," he told his master, "and leave the rest to me." When the carriage came by, Puss ran out yelling, "Help! The Marquis of Carabas is drowning!" The guards fished the young man out, and Puss explained that robbers had made off with his master\'s clothes. He had hidden them under a rock himself. The king sent for one of his own finest suits, and in it the miller\'s son looked every inch a lord. The princess took one look and was lost.',
          'Puss raced on ahead. To every farmhand in every field he said, "When the king asks whose land this is, you say the Marquis of Carabas. If you don\'t, you\'ll be very sorry." They did as they were told, and the king was deeply impressed.',
          'In fact all of it belonged to an ogre, the richest ever heard of. Puss called at his castle and laid on the flattery. "They say you can turn into a lion. Surely not into something as tiny as a mouse?" The ogre, who could never resist showing off, became a mouse at once, and Puss pounced and gobbled him up.',
          "When the king's carriage arrived, Puss was at the gate to welcome everyone to the castle of the Marquis of Carabas. The dazzled king offered the marquis his daughter's hand, and the two were married that very day. Puss was made a great lord, and from then on he chased mice only when he felt like a bit of fun.",
        ],
        question: 'Puss wins everything with lies, threats and flattery, and nobody in the story minds. Is he a hero, a con artist, or both?',
      },
      FULL: {
        paragraphs: [
          'A miller died and left his three sons three things: a mill, a donkey and a cat. There was nothing worth a quarrel, so nobody quarrelled. The eldest took the mill, the second the donkey, and the youngest was left holding the cat. "My brothers can team up and earn their bread," he said. "I can eat my cat, sell his skin to a furrier, and then starve."',
          'The cat, who had been pretending to sleep by the fire, opened one eye. "Master," he said gravely, "stop worrying. Get me a sack and a good pair of boots for the brambles, and you\'ll see you weren\'t so badly treated." The young man doubted it. Then again, he had watched the cat at work on rats and mice, dangling upside down from a beam or lying limp in the flour bin as if dead, then pouncing. A cat like that might have a plan. So he found the money for the boots.',
          'Booted and bagged, the cat went to a warren, baited the sack with bran and lettuce, and stretched out beside it as stiff as a fallen branch. He hardly had to wait. A young rabbit who knew nothing of the world hopped straight in; the cat jerked the drawstring and killed it on the spot. Then he carried it to the palace, and bowed low to the king. "Sire, a rabbit from the warren of my lord the Marquis of Carabas," he said, a name he had invented on the way. For months after, he kept the king supplied with game, all from the marquis\'s hunting.',
          'Then he heard that the king would drive along the river with his daughter. "Master, go and bathe in the river where I show you, and your fortune is made." As the royal coach came by, the cat yelled: "Help! Help! My lord the Marquis of Carabas is drowning!" The king recognised the cat who had brought him so much game and sent his guards running. The cat explained that thieves had taken his master\'s clothes; in fact he had stuffed them under a big stone himself. The king sent for a suit from his own wardrobe. Dressed in it, the miller\'s son was transformed, and the princess, who had never met a marquis so handsome or so modest, lost her heart before the coach had gone another mile.',
          'The cat ran on ahead. To a crowd of mowers in a meadow he called, "Listen, you people. When the king asks whose meadow this is, you will say it belongs to the Marquis of Carabas, or every one of you will be minced as fine as sausage meat." The king asked, and the mowers answered in terrified chorus. The reapers further on said the same, and the king was mightily impressed.',
          'At the end of the road stood the castle of an ogre, the richest ever heard of, and all the land the king had been admiring was his. The cat knocked and introduced himself as an admirer. Was it true, the cat asked, that he could turn into any creature he liked? The ogre answered by becoming a lion on the spot. The cat went up the wall and onto the roof so fast that his boots skidded on the tiles, and he did not come down until the ogre was an ogre again. Then he sighed. "Magnificent. Of course, any big fellow can manage a lion. The real test would be something tiny, like a mouse. But I suppose that\'s beyond anyone." The ogre could not bear for anything to be beyond him. In a blink there was a mouse on the floorboards. In another, the cat had pounced and eaten it.',
          'When the king\'s coach rattled over the drawbridge, the cat was there. "Welcome, Your Majesty, to the castle of my lord the Marquis of Carabas!" Inside, a splendid dinner stood ready, meant for the ogre\'s friends, who now thought better of coming. The king, charmed by the marquis and even more by his property, offered him his daughter over the wine, and the marquis bowed low and married her that same day. The cat was made a great lord, and after that he hunted mice only when he was bored.',
          "Perrault ends with two morals in verse. The first says that a fine inheritance is all very well, but that for the young, hard work and cleverness are worth more. The second notes that if a miller's son can win a princess so fast, good clothes, good looks and youth must count for a great deal in love. Neither mentions that the cat lied to a king, threatened a countryside and ate his host.",
        ],
        question: "Perrault's first moral praises hard work and cleverness, yet the cat's cleverness is lying, threatening and flattery. Is Perrault being sly, and what do you think the tale really admires?",
      },
    },
  },
  {
    id: 'cinderella',
    title: 'Cinderella, or the Little Glass Slipper',
    origin: 'Perrault',
    source: 'a fairy tale by Charles Perrault (France, 1697)',
    summary: "A kind girl kept among the cinders goes to the ball with a fairy's help and leaves a glass slipper behind.",
    tellings: {
      // Perrault's Cinderella is already gentle: nobody is punished, and Cinderella forgives her stepsisters.
      // The G telling makes the stepfamily bossy rather than cruel, keeps the magic and the midnight rush, and
      // ends with the same forgiveness.
      G: {
        paragraphs: [
          'Once there was a kind girl who lived with her stepmother and two stepsisters. They were bossy and vain, and they made her do all the sweeping, scrubbing and cooking. At night she sat by the warm cinders of the fire, so they called her Cinderella.',
          'One day the prince invited everyone to a grand ball. Cinderella helped her stepsisters get ready. When they had gone, she sat down by the fire and sighed. "I wish I could go too."',
          'Suddenly, there stood her fairy godmother! "You shall go," she said. "Fetch me a pumpkin." With a tap of her wand, the pumpkin became a golden coach. Six little mice became six prancing horses, a whiskery rat became a coachman, and six lizards became footmen. Her apron became a shimmering gown, with two sparkling glass slippers. "Just remember," said the godmother, "the magic ends at midnight."',
          'At the ball, everyone stopped to look at the lovely stranger. The prince danced with her all evening. Then the clock began to chime twelve! Cinderella ran down the palace steps so quickly that one glass slipper slipped off.',
          'The prince searched the whole kingdom for the girl whose foot would fit the slipper. The stepsisters squeezed and squished, but it was much too small for them. "May I try?" asked Cinderella. It fitted perfectly, and she took the other slipper out of her pocket!',
          'The stepsisters said sorry for being so unkind, and Cinderella forgave them with all her heart. She married the prince, and she found her stepsisters happy homes at the palace too.',
        ],
        question: 'Cinderella forgave her stepsisters even though they had been bossy to her. Why do you think she did that? Is forgiving easy or hard?',
      },
      PG: {
        paragraphs: [
          "When a gentleman's wife died, he married again, and chose badly. His new wife was the most high-handed woman in the district, and her two daughters took after her. His own daughter took after her mother: gentle and kind. Beside her the stepsisters looked worse, and their mother could not forgive her for it. The girl was given the heaviest work and a straw mattress in the attic, and when her chores were done she sat in the ashes by the kitchen fire to keep warm. So the sisters named her Cinderella.",
          'When the king\'s son announced a ball, the sisters talked about nothing else. Cinderella helped them choose their gowns and offered to do their hair. "I suppose you\'d like to come too?" they sneered. "Imagine a cinder-girl at the palace!" She did their hair beautifully anyway, every curl in place. When the coach had driven them away, she sat down by the hearth and cried.',
          'Her fairy godmother appeared beside her. "You want to go to the ball." It was not a question. She tapped a pumpkin with her wand, and there stood a golden coach. Six mice became six grey horses, a fat rat became a coachman, and six lizards became footmen. One more tap, and Cinderella\'s rags were a gown of gold and silver, with a pair of glass slippers. "One rule," said her godmother. "Leave before midnight. On the last stroke, everything goes back to what it was."',
          'At the palace, the ballroom fell silent when she came in. The dancers stopped and everyone craned to see the mysterious princess. The prince danced with nobody else. She even sat with her own stepsisters and shared the fruit the prince had brought her, and they had no idea who she was. At a quarter to twelve she curtsied and slipped away.',
          'The next night she went again and was so happy that she lost track of the time. The clock began to strike twelve. She ran down the long palace steps and out into the dark, and one glass slipper came off and stayed behind. By the time she reached home she was in rags again, with nothing left of the evening but the other slipper.',
          'The prince announced that he would marry whoever the slipper fitted. The two sisters pushed and squeezed and could not get it on. Cinderella asked to try. It slid onto her foot like a hand into a glove, and she took the other one out of her pocket. Her godmother touched her with the wand, and she was more splendid than at the ball. The sisters fell on their knees and begged her pardon. She lifted them up and forgave them completely, and when she married the prince she gave them rooms at the palace and found them two noble husbands.',
        ],
        question: 'Cinderella forgives her stepsisters completely. Is that admirable, or would you want them to show they had changed first?',
      },
      FULL: {
        paragraphs: [
          "A gentleman who had lost his wife married again, and chose badly: his bride was the most arrogant, self-admiring woman anyone could remember, and her two daughters were exactly like her. His own young daughter had her dead mother's nature, gentle, patient and kind to the bone. The new wife's temper showed before the wedding guests had gone home. She could not endure the girl's goodness, which made her own daughters look worse, and gave her the meanest work in the house. In the sisters' rooms the floors shone and the mirrors reached from ceiling to floor. In her attic there was a sack of straw and a window the size of a book.",
          'She bore it without complaint. Her father, who did whatever his wife told him, was no help. When her work was done she sat in the chimney corner among the ashes for warmth. The elder stepsister had a coarse name for her, taken from the ashes; the younger, whose tongue was a little less sharp, called her Cinderella, and it stuck. Grime and rags did nothing to hide her. In any room with her sisters, it was Cinderella people looked at twice.',
          'Then the king\'s son gave a ball, and the sisters were invited. For a week they thought of nothing but gowns, and Cinderella, whose taste was good, told them honestly what suited them. On the night, as she did their hair, they teased her. "Wouldn\'t you love to go to the ball, Cinderella?" "Don\'t make fun of me. It\'s no place for me." "No, indeed. Everyone would laugh at a cinder-girl in a ballroom." She did their hair beautifully all the same. When their coach rolled away, she watched it out of sight, and then she cried.',
          'Her godmother, who was a fairy, found her like that. "You shall go to the ball," she said. "Bring me a pumpkin." She struck it with her wand, and it was a coach, gilded all over. Six mice from the trap became six grey horses. The biggest rat became a coachman, still twitching his nose. Six lizards from behind the watering can became footmen and took their places without a word. A touch of the wand, and Cinderella\'s rags were a gown of gold and silver cloth set with jewels, and on her feet were slippers of glass, clear as water. "One warning," said her godmother. "Leave before midnight. On the last stroke, everything becomes what it was."',
          'When she entered the palace ballroom, a hush spread through it as if someone had shut a door on the music. The dancing stopped; everyone turned to look at the unknown princess. The prince danced with her and nobody else. At supper she passed her stepsisters some of the rare fruit the prince had sent her; they were flattered, and never guessed who she was. At a quarter to twelve she curtsied and slipped away.',
          'The next evening she went again, and the prince never left her side. She was so happy that she lost track of the time, and the first stroke of midnight caught her believing it was barely eleven. She ran, faster than he could follow, and one glass slipper came off on the stairs. He gathered it up and would let no one else hold it. She reached home breathless, in her old clothes, with nothing left of all that splendour but the other slipper.',
          "The prince proclaimed that he would marry the woman whose foot the slipper fitted. It went from house to house on a velvet cushion, from princesses to duchesses to every lady of the court. At the sisters' door the elder curled her toes and the younger pushed until she was purple, and neither got more than a heel in. Cinderella asked to try. The sisters laughed, but the courtier said every woman in the kingdom was to have her turn. The slipper went on as if it had been made on her foot, and while the sisters gaped she took its twin from her apron pocket and put that on too. Then the godmother appeared, and one tap of her wand dressed Cinderella more splendidly than ever.",
          'Now the sisters knew her for the beautiful stranger of the ball. They fell at her feet and begged her pardon. She raised them up and embraced them: whatever there had been to forgive was forgiven, she said, and she only hoped they would be fond of her from now on. She married the prince within the week, and her kindness did not stop at the altar. She brought her sisters to live at court and saw them married, on her own wedding day, to two lords of the realm.',
        ],
        question: "Perrault's Cinderella never protests and wins through patience, grace and a godmother's help, then forgives everyone. Is that a model of goodness, of passivity, or of something else, and how does it compare with versions you know?",
      },
    },
  },
  {
    id: 'stone-soup',
    title: 'Stone Soup',
    origin: 'Folk',
    source: "a folk tale told across Europe (Portugal's stone soup, Sweden's nail soup, Russia's axe porridge)",
    summary: 'Hungry travellers with nothing but a stone get a whole village cooking, and sharing, together.',
    tellings: {
      // The old tale is gentle already; in many versions the travellers are soldiers coming home from a war and
      // the villagers hide their food out of fear. The G telling makes them travellers on a long walk, and the
      // villagers simply shy, so the story is only about how sharing makes plenty.
      G: {
        paragraphs: [
          'Three tired travellers walked into a village one evening. Their tummies were rumbling. They knocked on doors and asked, "Could you spare a little food?" But everyone said, "Sorry, we have hardly anything ourselves," and shut their doors.',
          'The travellers smiled at each other. "Then we shall make stone soup!" they said. They borrowed a big pot, filled it with water from the well, and set it over a crackling cooking fire in the village square. Then they dropped in a smooth, round stone.',
          'A girl peeked out of her window. "What are you making?" she asked. "Stone soup," said the travellers. "It is delicious, though a few carrots would make it even better." "I have carrots!" said the girl, and she ran to fetch some.',
          'A boy came out with onions. An old man brought potatoes. The baker brought bread, a farmer brought beans, and a grandmother brought salt and a bunch of herbs. One by one, everyone added something, and the travellers stirred and stirred.',
          'Soon the whole square smelled wonderful. The villagers set up tables and lanterns, and everyone sat down together to share big bowls of soup. There was singing and laughing until the stars came out.',
          '"Imagine," said the villagers, "such a feast from just one stone!" The travellers winked. They knew the real secret: when everybody shares a little, there is plenty for all.',
        ],
        question: 'Everyone added just one thing, and together they made a feast. What is one thing you could share to make something better for everyone?',
      },
      PG: {
        paragraphs: [
          'Three soldiers were tramping home along a dusty road after a long war. They had not eaten for two days, and when they saw the roofs of a village ahead, they began to dream of hot food and soft beds.',
          'But the villagers had seen them coming. Soldiers, they thought, are always hungry, and there is never enough to go round. So they hid the sacks of barley in the haylofts, lowered the buckets of milk into the wells, tucked the carrots under the beds and the hams in the cellars. When the soldiers knocked, every household had the same story: a poor harvest, too many mouths, nothing to spare.',
          'The soldiers talked quietly together. Then the tallest of them called out to the whole street, "Good people, we see you have no food. Never mind. We will make stone soup, and we will share it with you!"',
          'Curiosity is stronger than caution. Out came the villagers with the biggest pot in the village. The soldiers filled it with water, built a fire beneath it in the square, and with great ceremony dropped in three smooth grey stones. They stirred and sniffed. "A fine stone soup," said one, "though it wants a little salt and pepper." A woman hurried off and came back with both. "Stones are good," said another, "but a few carrots make them sing." Someone remembered a sack of carrots, just a few, hardly worth mentioning.',
          'It went on like that. Cabbage would make it fit for a wedding, and a cabbage appeared. Barley, and barley came down from a hayloft. Beef and potatoes, and a ham came up from a cellar and a basket of potatoes from under a bed. Each family added a little, and nobody felt they had given much.',
          'By nightfall there were tables in the square, lanterns in the trees and a fiddler on a barrel. The whole village ate together for the first time in anyone\'s memory, and they danced until midnight. The soldiers slept in the mayor\'s own house. In the morning the villagers waved them off, marvelling. "Soup from stones! We shall never go hungry again." And maybe they never did.',
        ],
        question: 'Were the soldiers tricking the villagers, or teaching them? Can something be a trick and a kindness at the same time?',
      },
      FULL: {
        paragraphs: [
          'At the end of a long war three soldiers were walking home through a country they did not know. The harvests had been poor there, armies had crossed it more than once, and everyone they met had learned to fear strangers in uniform. By the time they came over the hill to a village with a church tower and a well in the square, they had not eaten for two days.',
          'The villagers saw them from a long way off. Word went from house to house, and by the time the soldiers reached the first door, every sack of barley had been hidden in a hayloft, every bucket of milk let down into a well, every string of onions and every ham carried to the cellar or tucked beneath a bed. At each door the soldiers asked politely for a little food and a place to sleep, and at each door they heard a sad story: the harvest had failed, the children were thin, there was not a crust to spare. The priest said he was sorry. The innkeeper said he was sorrier.',
          'The soldiers stood together in the square and spoke in low voices. Then the eldest raised his own. "Good people, we understand. You have nothing, and we have nothing. But we know how to make stone soup, and we shall make enough for everyone."',
          'Suspicion turned to curiosity. Someone brought the largest iron pot in the village, someone else buckets of water, and the children gathered sticks. The soldiers built a fire under the pot in the square and, once the water was boiling, took three round grey stones from a bag with the care of men handling jewels and dropped them in.',
          'They tasted it with a great wooden ladle and smacked their lips. "Good stones, these. Of course, a little salt and pepper would not hurt." Salt and pepper appeared. "Stone soup with carrots," said the second soldier dreamily, "now that is a soup for a general." A farmer\'s wife remembered that she might have a few carrots put by. "The best stone soup I ever ate had cabbage in it," said the third, and a cabbage was found. The soldiers wondered aloud whether barley would be too much to hope for, or milk, or a little beef, and each time somebody went quietly home and came back with exactly that. Every family brought a little; none felt that it had given much; and the pot grew richer by the hour.',
          "By dusk it smelled like a feast. Tables were carried into the square, lanterns hung from the lime trees, bread and cider appeared from nowhere, and the whole village sat down together to eat. They had not done so since before the war. Someone fetched a fiddle, and they danced until the small hours. The soldiers were offered the best beds in the village, the priest's and the baker's and the mayor's.",
          'In the morning the villagers gathered to see them off. "You have given us a great gift," said the mayor. "We shall never go hungry now that we know how to make soup from stones." The soldiers thanked them, shouldered their packs and walked on over the next hill, where, it is said, they stopped to laugh until their sides ached.',
          'The tale is told all over Europe. In Portugal it is a monk and a stone; in Sweden a tramp makes soup from a nail; in Russia a soldier boils porridge from an axe. Sometimes the visitor is a trickster who outwits a miser; sometimes, as here, the joke is on a whole village that had forgotten what it could do together. The stone, in every version, is the only thing nobody needed.',
        ],
        question: 'The villagers were not wicked; they were afraid of scarcity. Who deserves the credit for the feast, the soldiers\' cleverness or the villagers\' generosity once it was coaxed out, and where do you see "stone soup" happen in real life?',
      },
    },
  },
  {
    id: 'foolish-old-man-mountains',
    title: 'The Foolish Old Man Who Moved the Mountains',
    origin: 'Folk',
    source: 'a fable from the Liezi, a Daoist book of ancient China (traditionally about the 4th century BCE)',
    summary: 'A very old man sets his whole family to dig away two mountains, and when a neighbour laughs, he explains why they will win.',
    tellings: {
      // In the Liezi the Wise Old Man laughs at Yugong in scorn, Yugong answers that even when he dies his sons
      // will carry on, the little helper is a widow's son, and the mountain god is alarmed. The G telling makes
      // the neighbour's laugh a puzzled chuckle, has Yugong say "when I am too old to dig", makes the helper
      // simply the boy from next door, and has the mountain spirit only worried, so the story stays with a
      // family working together, a little at a time, on something far too big for one person.
      G: {
        paragraphs: [
          'Long ago in China, an old man called Yugong lived with his big family at the foot of two enormous mountains. He was nearly ninety. To reach the town on the other side, the family had to walk all the way round the mountains, which took days.',
          'One evening Yugong called everyone together. "Let\'s dig the mountains away," he said, "and make a straight road to the river!" "But where will all the earth and stones go?" asked his wife. "We can carry them to the sea!" said his sons and grandsons. So everybody agreed to try.',
          'Next morning they began. The grown-ups broke up the rocks, the children filled baskets with earth, and off they trudged to the sea and back. A little boy from next door, who had just lost his first baby tooth, came skipping over to help.',
          'A very wise old neighbour watched and chuckled. "Yugong, you are so old! You can\'t move a mountain with baskets." Yugong smiled. "When I am too old to dig, my children will dig, and then their children, and their children after them. The mountains can\'t grow any bigger, but my family keeps growing. One day the mountains will be gone." The wise neighbour did not know what to say.',
          "The spirit of the mountains heard this and began to worry, so he hurried off to tell the Emperor of Heaven. The Emperor was so touched by Yugong's brave heart that he sent down two kind giants. They lifted the mountains onto their backs and carried them far away. From then on, Yugong's family had a flat, easy road all the way to the river.",
        ],
        question: "Yugong's whole family worked together on a job that was far too big for one person. What big job could your family do together, a little bit at a time?",
      },
      PG: {
        paragraphs: [
          'North of the Yellow River, in ancient China, stood two great mountains called Taihang and Wangwu. They were so wide that it took many days to walk round them, and so tall that clouds snagged on their peaks. On their northern side lived an old man called Yugong, whose name means "Foolish Old Man". He was nearly ninety, and every trip his family made to the south began with a long, weary trek around the mountains.',
          'One day Yugong called his family together. "These mountains have blocked our door all our lives," he said. "Let us dig them away and open a road straight to the south." His sons and grandsons cheered. Only his wife had doubts. "You could hardly flatten a little hill on your own," she said, "let alone two mountains like these. And where will you put all the rock?" "In the Bohai Sea," they answered, "far off to the east, where the land runs out."',
          'So they set to work: Yugong, three of his sons and every grandson strong enough to carry a load. They cracked the rocks, dug the earth and hauled it away in baskets. The sea was so distant that winter had turned to summer before they were home from a single trip. Next door lived a widow whose son was only seven, but he ran out to join them and worked as hard as anyone.',
          'By the bend of the river lived another old man, Zhisou, whose name means "Wise Old Man", and he thought this was the funniest thing he had ever seen. "Have you lost your senses?" he laughed. "At your age, with the strength you have left, you will barely scratch the side of that mountain. What do you think you can do with all its earth and stone?"',
          'Yugong sighed. "It is you who cannot see," he said. "You have less sense than the widow\'s little boy. When I am gone, my sons will carry on. They will have sons, and those sons will have sons, generation after generation, with no end to them. But the mountains will never grow an inch taller. So why should we not level them in the end?" Zhisou opened his mouth, found nothing to say, and shut it again.',
          "The spirit who guarded the mountains had been listening, and he was alarmed: this family plainly meant to keep digging until the job was done. He rushed to tell the Emperor of Heaven. But the Emperor, far from being angry, was moved by the old man's determination. He sent two mighty giants down to earth, who hoisted the mountains onto their backs and carried them off, setting one down far to the east and the other far to the south. From that day the way south lay open, without so much as a hill in the way.",
        ],
        question: 'Zhisou thought Yugong was foolish, and Yugong thought Zhisou could not see. Who was really the wise one, and do you think the giants would have come if the family had never started digging?',
      },
      FULL: {
        paragraphs: [
          'This fable comes from the Liezi, a book of Daoist stories and teachings named after the sage Lie Yukou, who is said to have lived in the fourth century BCE; the book as we have it was probably put together some centuries later from older material. Its tale of Yugong, the "Foolish Old Man", has become one of the best known in China, and the four characters of its title, yu gong yi shan, are still used for any task that looks impossible and gets done anyway.',
          'South of the province of Ji and north of the Yellow River stood two mountains, Taihang and Wangwu. They covered seven hundred li, many days on foot, and rose so high that ten thousand men standing on one another\'s shoulders would not have reached the summit. On their northern side lived Yugong of the North Mountain, an old man not far short of ninety, whose house looked straight out onto them. Every journey south meant going the long way round, and he had been going the long way round all his life.',
          'One day he called his household together. "Let us put our strength together and level these heights," he said, "and cut a road clear through to the south of Yu, as far as the banks of the Han." Everyone agreed except his wife, who raised the practical objection. "You could not so much as flatten the little hill of Kuifu. What will you do with Taihang and Wangwu? And where is all that earth and stone to go?" "We will tip it over the edge of the Bohai Sea," came the answer, "out beyond the north of Yintu."',
          'So the old man led out three of his sons and those grandsons who could shoulder a carrying pole. They split rocks, broke up the ground and bore the earth away in woven baskets to the Bohai Sea. Next door lived a widow of the Jingcheng family whose son had been born after his father\'s death; the boy was barely seven, just old enough to be losing his milk teeth, and he came bounding over to lend a hand. The sea was so far off that the year turned from winter to summer before a carrier got back from one trip.',
          'At the bend of the river lived Zhisou, the "Wise Old Man", who came over to laugh at Yugong and talk him out of it. "How little sense you have! With the years and the strength left to you, you will hardly scuff the side of that mountain. What do you imagine you can do with all its earth and rock?"',
          'Yugong of the North Mountain let out a long breath. "Your mind is so set in its ways that nothing can get through to it," he said. "The widow\'s little boy has more sense than you. I shall die, of course. But my son will still be here, and he will father grandsons, and they will father sons, and those sons will have sons and grandsons of their own; my line will go on without end. The mountains, though, will grow no higher. Why should I fear they will never be levelled?" Zhisou of the river bend had no answer to give.',
          "The god of those mountains, the one who holds snakes in his hands, had heard every word, and it troubled him, for this old man plainly would not stop. He went and told the Emperor of Heaven. The Emperor was moved by the old man's sincerity and commanded the two sons of Kua'e, giants of enormous strength, to take the mountains on their backs. One they set down east of Shuo, the other south of Yong. Ever since, from the south of Ji to the south bank of the Han, there has not been so much as a hillock in the way.",
          'The names are a joke the tale expects its reader to catch: the "foolish" one turns out to see furthest, and the "wise" one, for all his good sense, is the one called stubborn. Zhisou\'s arithmetic is sound within a single lifetime; Yugong simply counts in generations. Yet the fable is honest enough to let Heaven finish the work, since the digging alone never moves the mountains. What moves them is the sight of someone who will not give up.',
        ],
        question: 'Zhisou measured the task against one lifetime and Yugong against many, and each thought the other a fool. When does refusing to give up turn into plain stubbornness, and is it fair to hand your grandchildren a task they never chose?',
      },
    },
  },
  {
    id: 'anansi-pot-of-wisdom',
    title: 'Anansi and the Pot of Wisdom',
    origin: 'Folk',
    source: "an Akan (Ashanti) folk tale from Ghana, West Africa, told wherever Anansi's stories travelled",
    summary: "Anansi the spider tries to keep all the world's wisdom in one pot, and his small son shows him why he can't.",
    tellings: {
      // In most tellings Anansi flies into a rage at his son and flings the pot to the ground. The G telling
      // keeps the pot breaking but lets it slip from his hands while he is flustered, and ends with Anansi
      // laughing at himself, so the lesson is about sharing what we know rather than about anger.
      G: {
        paragraphs: [
          'Long ago, Anansi the spider was given a big clay pot by Nyame, the sky god. Inside the pot was all the wisdom in the world: how to plant yams, how to weave cloth, how to tell stories, how to be a good friend.',
          '"All of it is mine!" thought Anansi. "If I keep it safe, everyone will have to come and ask me when they need to know something." So he decided to hide the pot at the top of the tallest tree in the forest.',
          'He tied the pot onto his tummy with a vine and began to climb. But the pot was big and round, and it bumped against the tree trunk. Anansi slipped and slid and puffed and huffed. He could not climb up at all!',
          'His little son, Ntikuma, was watching from below. "Father," he called, "why don\'t you tie the pot on your back? Then you could climb easily."',
          'Anansi stopped. His son was right! "I have all the wisdom in the world in this pot," he thought, "and still my little boy knew something I didn\'t." He was so flustered that the pot slipped from his legs. Down it fell, crash! It broke into pieces, and all the wisdom spilled out. The wind blew it across the land and the rain washed it into the rivers, and a little bit went to everyone.',
          'Anansi sat on a branch and began to laugh. "Well," he said, "perhaps wisdom is better shared after all."',
        ],
        question: 'Ntikuma was small, but he knew something his father did not. What is something a younger person has taught you, or you have taught a grown-up?',
      },
      PG: {
        paragraphs: [
          'In the days when all stories belonged to Nyame, the sky god, and before Anansi won them for the world, Anansi the spider was already the cleverest creature on earth, and he knew it. One day Nyame gave him a clay pot and said, "In here is all the wisdom there is. Look after it." Some say Anansi gathered the wisdom himself, scraping it from every corner of the world into the pot; either way, he ended up holding all of it.',
          'Anansi peeked inside and saw ideas and skills and knowledge swirling like smoke: how to hunt and how to farm, how to make pots and how to settle quarrels, how to heal and how to count the seasons. "If I share this," he thought, "everyone will be as wise as me. But if I keep it, they will always have to come to Anansi." So he decided to hide it where nobody could reach it, at the top of the tallest silk-cotton tree in the forest.',
          'He tied the pot to the front of his body and began to climb. It was a disaster. The pot swung between him and the trunk, so his legs could not grip. He slid back down, tried again, slid down again. He grunted and sweated and said things spiders should not say.',
          'His young son Ntikuma had followed him to see what he was doing. After watching for a while, he called up, "Father, if you tied the pot on your back, you could hold on to the tree."',
          'Anansi went very still. He had all the wisdom in the world strapped to his belly, and a child had just beaten him to the answer. In a fit of temper he tore the pot free and hurled it to the ground, where it smashed on the rocks. The wisdom poured out. A storm came up, and the rain washed it into a stream, and the stream carried it to the river, and the river carried it out to the sea and to every land along the way.',
          'That is why nobody has all the wisdom in the world, but everyone has a little of it. And when people put their bits together, they usually find they know more than Anansi ever did alone.',
        ],
        question: 'Anansi wanted to keep wisdom so others would depend on him. Why do you think people sometimes hoard knowledge, and what do they lose by it?',
      },
      FULL: {
        paragraphs: [
          'Anansi the spider is the great trickster of the Akan peoples of Ghana, the hero of so many tales that in the old days every story, whatever it was about, could be called an Anansesem, an Anansi story. His tales crossed the ocean with enslaved Africans and are still told in Jamaica, in Suriname, in the Caribbean and the American South, where he may be called Anancy or Aunt Nancy. He is greedy, vain, lazy and brilliant, and he is loved for all of it. This is the tale of why wisdom is scattered across the world.',
          "In one telling, Nyame, the sky god, gave Anansi a pot containing all the wisdom in the world and told him to share it with everyone. In another, Anansi, greedy for cleverness, went from house to house and village to village collecting wisdom, scraping it into his pot until there was none left anywhere else. Either way, there came a day when Anansi sat with the whole of the world's wisdom in a single clay pot: the knowledge of planting and harvest, of weaving and smithing, of medicine and law, of proverbs and riddles, of how to keep a friend and how to calm an angry chief.",
          'He lifted the lid and looked in, and it dazzled him. "Why should I share this?" he said to himself. "With this I am the wisest being there is. Let them come to me when they need to know something, and let them pay." But where could he keep such a treasure safe from thieves, from his neighbours, from his own family? The answer was plain: at the very top of the tallest tree in the forest, where nobody else could climb.',
          'He tied the pot to his front with a cord and began to climb. It did not go well. The pot was round and heavy, and it hung between his belly and the bark so that none of his eight legs could find a grip. Up he went a little, and down he slid. He tried from the other side, and slid again. He sweated and cursed and began again, while the pot banged against the trunk.',
          'Now his young son Ntikuma had been following at a distance, curious to know what his father was up to. He watched for a long time. At last he called up, not unkindly, "Father, wouldn\'t it be easier if you tied the pot on your back? Then you could hug the tree and climb."',
          'Anansi stopped with his face pressed to the bark. He had all the wisdom in the world tied to his stomach, and a boy without a pot had seen in a moment what he had not seen in an hour. Shame turned quickly to fury. He tore the pot from his body and flung it down. It struck the roots of the tree and broke into a hundred pieces. The wisdom spilled out across the ground. Then a heavy rain began to fall, and washed it into the stream, and the stream ran to the river, and the river to the sea, and the wisdom was carried to every shore in the world.',
          "So it is that no one person has all the wisdom there is, and everyone has some of it. The Akan have a proverb that wisdom is not in one head alone, and the tale of Anansi's pot is often told to explain it. When a child knows something that an elder does not, when a stranger's small idea finishes a great plan, remember the spider on his tree, and the little son who saw what all the world's wisdom could not.",
        ],
        question: 'Anansi is clever enough to collect all wisdom and not wise enough to carry it. What is the difference between cleverness and wisdom, and which did Ntikuma have?',
      },
    },
  },
  {
    id: 'crane-wife',
    title: 'The Crane Wife',
    origin: 'Folk',
    source: 'a Japanese folk tale (tsuru nyōbō, the crane wife)',
    summary: 'A poor man frees a crane in the snow, and a mysterious woman weaves him cloth on one condition.',
    tellings: {
      // In the Japanese tale the crane is shot or trapped, plucks her own feathers until she is thin and ill,
      // and flies away for ever when her husband breaks his promise. The G telling frees her from a tangle of
      // string, lets her weave with a feather or two at a time, has him peek out of curiosity rather than greed,
      // and softens the goodbye: she must return to her flock, but she visits the marsh each winter.
      G: {
        paragraphs: [
          "Long ago in Japan, a kind young man named Yohei lived alone in a little house in the snowy hills. One winter morning he found a white crane tangled in a farmer's string by the marsh. Gently, gently, he untied it. The crane called out softly and flew away.",
          'That evening a young woman with snow on her hair knocked at the door. "May I come in from the cold?" she asked. Yohei shared his rice and his fire with her. She stayed, they grew to love each other, and they were married.',
          'They were poor, so one day she said, "Let me weave cloth for you to take to market. But you must promise never to look while I am weaving." Yohei promised. For three days the loom went clickety-clack behind the sliding door. Then she came out with the most beautiful cloth he had ever seen, soft and white and shimmering, and it sold for plenty of gold.',
          'She wove again, and again. Each time she came out more tired. Yohei wondered how she did it, and one night he could not help himself. He peeked.',
          'There at the loom was a white crane, gently tucking one of her own soft feathers into the cloth.',
          'The crane turned and became his wife again. "Now that you have seen me," she said kindly, "I must go back to my flock." Yohei was sad, and sorry he had peeked. She hugged him, then flew off with the other cranes. But every winter after that, a white crane circled over the marsh by his house and called to him, and Yohei waved back.',
        ],
        question: 'Yohei promised not to look, but he was curious. Why is it sometimes so hard to keep a promise, and how can we help ourselves keep one?',
      },
      PG: {
        paragraphs: [
          'In a village in the snowy north of Japan there lived a young man, Yohei, who made his living mending sails and cutting rushes. He was poor and lived alone. One winter evening, walking home by the marsh, he found a crane lying in the snow with an arrow through her wing. He drew the arrow out as gently as he could, bound the wound, and watched her rise and fly away into the dusk.',
          'The next night a young woman knocked at his door, lost in the snow. She was gentle and quick and lovely, and she stayed, and before long they were married. They were happy, but there was little rice in the pot.',
          'One day she said, "I will weave you a cloth you can sell. But you must promise me one thing: never look at me while I weave." He promised. She shut herself in the back room, and for three days the loom clacked without stopping. When she came out she was pale and thin, and in her arms was a cloth so fine that it seemed woven from snow and moonlight. Yohei sold it in the town for more money than he had ever seen.',
          'But money has a way of running out, and a merchant in town was asking for more. Yohei asked her to weave again, and she did, and came out thinner still. The third time he asked, he was already dreaming of a bigger house and a field of his own, and hardly noticed how she shook.',
          'While she worked, he sat listening to the clack of the loom, wondering how one woman could make such cloth with no silk in the house. At last he slid the door open a crack. At the loom stood a crane, pulling the soft feathers from her own breast and weaving them into the cloth. Her body was almost bare.',
          'The crane looked up and saw him, and then it was his wife who stood there, holding the finished cloth. "I am the crane you saved," she said. "I wanted to repay you. But you have seen my true shape, and I cannot stay." She laid the cloth in his hands, went out into the snow, and rose into the sky, a thin white crane among the clouds. He watched until she was gone, and she never came back.',
        ],
        question: 'Yohei broke his promise partly from curiosity and partly from wanting more. Which do you think mattered more, and could the story have ended differently?',
      },
      FULL: {
        paragraphs: [
          'There was once a man who lived alone at the edge of a marsh in the north of Japan. His name, in some tellings, was Yohei, and he was poor, patient and kind, and already past the age when young men marry. One winter evening, walking home through the falling snow, he heard a cry in the reeds and found a crane lying on her side, an arrow through her wing. He drew out the arrow, pressed snow to the wound until it stopped bleeding, and stood back. The crane rose, circled him once, and was gone into the grey.',
          'The next evening a woman came to his door. She said she was travelling and had lost her way, and he gave her the warmer side of the fire and the larger share of the rice. She was gentle and clever and lovely, and she stayed the next night, and the one after. Before the snow melted she asked him to make her his wife, and he, who had never expected such a thing, said yes.',
          'They were happy, but they were poor, and that winter the rice ran out. So she said, "I can weave. Set up a loom for me in the back room, and I will make a cloth you can sell. Only promise me you will never look at me while I am weaving, not even once." He promised. She closed the sliding door, and for three days and nights he heard the clack of the loom and nothing else. When she came out she was pale and worn, but in her arms lay a cloth so fine and light that it seemed made of snow and moonlight. He carried it to the town. The merchant who bought it turned it over in his hands without a word and paid more gold than Yohei had ever held.',
          'They lived well for a while. Then the merchant came to the village himself: a lord wanted another such cloth, and would pay twice as much. Yohei went home and asked his wife. She looked at him for a long time and said she would try, and went into the room, and he heard the loom again, slower now. When she came out she was thinner, and she slept for two days. The money made him restless, full of talk of a larger house and a field of his own. The merchant came a third time, with an offer that would make them rich. His wife said quietly that she did not think she could weave again. He begged her, and at last she agreed, and she made him promise again that he would not look.',
          "This time the loom went slowly and unevenly, and sometimes stopped altogether. As the days passed, Yohei's curiosity grew: where did she find the thread, when there was no silk in the house? What could she be doing that must not be seen? On the third night he went to the door and slid it open a finger's width. At the loom sat a great white crane, thin and ragged, pulling the down from her own breast with her beak and weaving it into the shining cloth. Where the feathers had been, her skin showed bare and raw.",
          'He made a sound, and the crane turned her head. Then it was his wife at the loom, and the cloth was finished in her hands. "I am the crane whose life you saved in the snow," she said. "I came to repay you, and I would have stayed with you all my life. But you have seen what I am, and I cannot remain in a house where I have been seen." She laid the cloth on the floor in front of him. He begged her to stay; he said that he did not want the money, that he was sorry. She went out past him into the snow, and in the doorway she was a crane again, so thin now that she could barely lift herself. She flew up over the marsh, weakly, and joined a line of cranes passing far overhead, and was lost among them.',
          "Yohei sold the last cloth, the story goes, and never wanted for money again, and never married, and never forgot. In other tellings an old couple takes in a girl who weaves, and leaves, in the same way. The tale is called, in one of its forms, the crane's repayment of a kindness, and it is a story about what gratitude costs when the one who is grateful gives too much and the one who receives it keeps asking.",
        ],
        question: 'The crane keeps giving until it nearly destroys her, and her husband keeps asking until he loses her. Where is the line between generosity and self-sacrifice, and what did each of them owe the other?',
      },
    },
  },
  {
    id: 'fisherman-and-his-wife',
    title: 'The Fisherman and His Wife',
    origin: 'Grimm',
    source: 'a Low German tale from the Baltic coast, collected by the Brothers Grimm (told in Russia too, by Pushkin)',
    summary: 'A fisherman frees a magic flounder, and his wife keeps sending him back to wish for more.',
    tellings: {
      // In the Grimms' tale the sea grows black and stormy with each wish, the wife demands to be emperor, pope
      // and at last equal to God, and the couple end where they began in a hovel. The G telling keeps the
      // growing wishes (a cottage, a house, a castle, a queen, the ruler of the sun and moon) and the return to
      // the little hut, but the sea only changes colour, and the wife ends up laughing and glad to be home.
      G: {
        paragraphs: [
          'A fisherman and his wife lived in a tiny, tumbledown hut by the sea. One day the fisherman caught a big flat fish, a flounder. "Please let me go," said the fish. "I am really an enchanted prince." The fisherman was so surprised that he put the fish straight back into the water.',
          'When he told his wife, she said, "You should have asked for a wish! Go back and ask for a nice little cottage." So he went to the shore and called, "Flounder, flounder, silver-grey, please come up and hear me say." The fish came up. "Go home," it said. "She has her cottage."',
          'The cottage was lovely, with a garden full of hens. But soon his wife said, "Ask for a big stone house." The sea was a little green and grey, but the fish said, "Go home. She has it." Then she wanted a castle, and then to be queen. Each time the sea changed colour, darker and darker, and each time the flounder said yes.',
          'At last the wife said, "I want to be in charge of the sun and the moon!" The fisherman went down to the dark, churning sea and called the flounder. "Go home," said the fish. "She is back in her little hut."',
          'And so she was. The wife looked around at the old hut, and at the sea turning blue again, and then she began to laugh. "Oh, husband," she said, "I was so busy wishing that I forgot we were happy already." They cooked their supper, watched the sunset, and never wished for anything else again.',
        ],
        question: "The fisherman's wife kept wishing for more and more. What are some things that make you happy that you already have right now?",
      },
      PG: {
        paragraphs: [
          'A fisherman and his wife lived beside the sea in a shack so mean that she called it the pigsty, and not as a joke. One day, as he fished from the rocks, his line went taut and he pulled up a big flounder, and the flounder spoke. "Please let me go. I\'m not really a fish; I\'m a prince under a spell. You wouldn\'t enjoy eating me." The fisherman, who had never been spoken to by his supper before, dropped it back, and it sank away, leaving a thin red trail.',
          '"You let it go?" said his wife. "And asked for nothing? Go back and ask it for a cottage." The sea, when he got there, had turned green and yellow. He stood at the edge and called:',
          '"Flounder, flounder, silver-grey, hear me calling from the bay. Ilsebill has sent me here, wishing more than I hold dear."',
          'Up came the flounder. "What does she want?" "A cottage." "Go home. She has it." And there was his wife in the doorway of a tidy cottage with a henhouse and a vegetable patch.',
          'That kept her happy for about a fortnight. Then the cottage felt poky, and she sent him back for a stone castle. The sea was purple and grey and heavy now, but the flounder gave it. Next morning she looked out over the land and decided to be king; the sea he went to was dark and churning and smelled rotten, and she was king. Then she wanted to be emperor, and the water was black and boiling under a cold wind, and she was emperor. Then pope, and he came home to find her enthroned among candles thicker than tree trunks, with kings kneeling to kiss her slipper.',
          'Still she lay awake, wondering what was left. At dawn she watched the sun come up and sat bolt upright. "Go and tell the fish I want to make the sun and moon rise myself." Shaking, the fisherman went out into a storm that was tearing up trees and rolling boulders into the sea. The sky was black, and the waves came in like moving hills, white on top. He could barely hear his own voice shouting the rhyme.',
          '"And now what?" asked the flounder. "She wants to command the sun and moon." "Go home. She\'s back in her pigsty." And that is where the two of them are sitting still.',
        ],
        question: 'Each wish made the sea darker and the wife less content. Why do you think getting what she wanted never made her happy?',
      },
      FULL: {
        paragraphs: [
          'A fisherman and his wife lived near the sea in a hovel so wretched that she called it the pigsty, and it deserved no better name. Every day he went down to the shore to fish. One day, as he sat gazing into the clear water, his line plunged deep, and he hauled up a big flounder. The fish spoke. It was no flounder, it said, but a prince under a spell, and it begged for its life: what good would it do him dead? It would not even taste right. The fisherman needed no persuading. A fish that could talk, he said, could swim wherever it liked. He lowered it into the water, and it went down to the bottom, trailing a thin red thread behind it.',
          'At home he told his wife. "And you wished for nothing?" she said. "We live in this pigsty, and you let it go for nothing? Go back and tell it we want a cottage." He did not want to go, but he wanted a fight with his wife even less. When he reached the shore, the water had lost its clearness and turned a sickly green shot with yellow. He stood at the edge and called out a rhyme that came to him: "Flounder, flounder, silver-grey, hear me calling from the bay. Ilsebill has sent me here, wishing more than I hold dear."',
          'The flounder came up. "Well, what does she want?" "Go home," said the fish. "She has it." There was no hovel when he got back. His wife sat on a bench outside a neat cottage and led him round it: a parlour, a bedroom with a proper bed, a kitchen with copper pans shining on the wall, and behind it a yard of hens and ducks and a garden of vegetables and fruit trees. "Now we\'ll be content," said the fisherman. "We\'ll see," said his wife.',
          'She was content for a fortnight. Then the cottage was cramped and the yard too small, and surely the fish could manage a castle. He went with a heavy heart; the sea was purple and deep blue and grey and thick, though still calm, and she had her castle of stone, with servants, carpets and a deer park. Next morning she woke first, jabbed him in the ribs and pointed at the land outside. "We could be king of all that." "Why would we want to be king?" "If you won\'t, I will." This time the sea was dark grey, heaving up from below and stinking. She was king, on a throne of gold and diamonds, with her maids ranged beside her in a row, each a little shorter than the next, like organ pipes.',
          'Being king soon bored her; she would be emperor. He pleaded that the fish could not make emperors, and she reminded him that she was king and he was only her husband. He went, frightened, to a sea that was black and seething, with a cold wind tearing the foam off it, and she was emperor, on a throne so tall that it made him dizzy to look up, with giants to guard her and dukes waiting at the foot of the steps. Then she must be pope. "There is only one pope in all Christendom!" "Go." The sky was half blue and half red, and out at sea ships were firing distress guns as they pitched. But she was pope, seated among candles thicker than tree trunks, with every king and emperor kneeling to kiss her shoe.',
          '"Wife," he said, "you\'re pope. There\'s nothing higher. Be content." "I\'ll think about it." All night she lay awake, wondering what was left to be. At dawn the sun came up red in the window, and she sat bolt upright. "Why can\'t I make the sun and moon rise? Go to the flounder. I want to be like God." He begged her on his knees. She flew into a rage, kicked him and screamed at him to go. He pulled on his trousers and ran out like a man possessed, into a gale so fierce that he could barely stand. Houses and trees were going down, rocks broke from the cliffs and tumbled into the sea, the sky was pitch black and split with lightning, and the waves came in like moving mountains, white along their crests. He shouted the rhyme and could not hear his own words.',
          '"Well, and what does she want now?" asked the flounder. "She wants to be like God," said the fisherman. "Go home," said the fish. "You\'ll find her back in the pigsty." And there the two of them sit, as far as anyone knows, to this very day.',
        ],
        question: 'The Grimms heard this tale from a painter, Philipp Otto Runge, who wrote it down in the dialect of Pomerania. It is often read as a tale about greed, or about a henpecked husband. Whose story is it really, hers or his, and who is more to blame?',
      },
    },
  },
  {
    id: 'enormous-turnip',
    title: 'The Enormous Turnip',
    origin: 'Folk',
    source: 'a Russian folk tale (Repka)',
    summary: 'A turnip grows too big for Grandfather to pull, and it takes the whole household, down to a mouse, to help.',
    tellings: {
      // The Russian tale has nothing frightening in it, so the G telling only keeps it short and bouncy, with
      // the rhythm of "they pulled and they pulled" for joining in.
      G: {
        paragraphs: [
          'Grandfather planted a little turnip seed. "Grow, little turnip, grow sweet and strong!" he said. And it did. It grew, and grew, and grew, until it was the biggest turnip anyone had ever seen.',
          '"Time to pull it up for supper," said Grandfather. He took hold of the leaves. He pulled and he pulled, but the turnip would not come up.',
          'He called Grandmother. Grandmother held on to Grandfather, Grandfather held on to the turnip, and they pulled and they pulled, but the turnip would not come up.',
          'Grandmother called their granddaughter. The granddaughter held on to Grandmother, Grandmother held on to Grandfather, Grandfather held on to the turnip, and they pulled and they pulled, but still the turnip would not come up.',
          'The granddaughter called the dog. The dog called the cat. They all held on in a long wobbly line, and they pulled and they pulled, but still, still, the turnip would not come up!',
          'Then the cat called a tiny little mouse. "I\'m very small," squeaked the mouse, "but I\'ll help." The mouse held on to the cat, the cat to the dog, the dog to the granddaughter, the granddaughter to Grandmother, Grandmother to Grandfather, and Grandfather to the turnip. They pulled and they pulled and they PULLED, and pop! Up came the turnip, and everybody tumbled over in a heap.',
          'That night they all shared a big pot of turnip soup, and the mouse had the very first spoonful.',
        ],
        question: 'The tiny mouse made all the difference! When have you helped with something big, even though you were small?',
      },
      PG: {
        paragraphs: [
          'Grandfather planted a turnip in the spring. He watered it in the dry weeks, weeded round it and talked to it every morning, which Grandmother said was the real reason it grew. By midsummer its leaves were as big as umbrellas. By autumn the turnip itself was the size of a barrel, sweet and firm, and the whole village came by to look at it over the fence.',
          '"Tonight," said Grandfather, "we eat turnip." He rolled up his sleeves, took hold of the leaves and heaved. He heaved until his face went red and his hat fell off. The turnip did not move.',
          'He called Grandmother from the kitchen. She took hold of him round the middle, and together they heaved. Nothing. Grandmother called their granddaughter, who was busy with a book and came with a sigh. She took hold of Grandmother, and the three of them heaved until they were gasping. Nothing.',
          "The granddaughter whistled for the dog, Zhuchka, who thought this was a wonderful game and took the girl's skirt in her teeth. Four of them heaved. Nothing. Zhuchka barked for the cat, Murka, who was asleep on the stove and came only out of curiosity. She hooked her claws into the dog's tail, politely, and five of them heaved. The turnip rustled its leaves. That was all.",
          'Murka, with the air of someone doing a great favour, went and fetched a mouse from under the floorboards. The mouse looked at the line of them, the turnip, the old man\'s red face, and said, "You want me?" "Every little helps," said Grandfather.',
          'So the mouse held on to the cat, the cat to the dog, the dog to the granddaughter, the granddaughter to Grandmother, Grandmother to Grandfather, and Grandfather to the turnip. They heaved and they hauled, and with a sound like a cork leaving a bottle the turnip came out of the ground, and all six of them went over backwards in a pile in the cabbage bed.',
          'That evening they ate turnip baked, turnip boiled and turnip in soup, and there was plenty over for the neighbours. The mouse was given the seat nearest the stove, and nobody, not even Murka, argued.',
        ],
        question: 'Was it really the mouse who pulled up the turnip, or did the last helper just get the credit? What does it feel like to be the one who tips something over the line?',
      },
      FULL: {
        paragraphs: [
          'This is one of the best-loved tales of Russian childhood, a "chain tale" in which each new helper is added to the line and the whole line is recited again, so that a listening child can shout along. It was written down in the nineteenth century in versions only a few lines long, one of them in Alexander Afanasyev\'s great collection of Russian folk tales; the helpers in the line change from telling to telling, and every storyteller since has filled it out in their own way. Here it is, told a little more fully.',
          'In the spring an old man, Grandfather, planted a turnip in the black earth behind his cottage, and as he pressed the seed down he said to it, "Grow, little turnip, grow sweet; grow, little turnip, grow strong." And the turnip took him at his word. It grew through the wet weeks of May and the long light of June; it grew while the hay was cut and while the rye was harvested; it grew until its shoulders rose out of the ground like a boulder and its leaves shaded half the garden. By the first frost it was sweet, and strong, and enormous.',
          'Grandfather went out with the sun on his back to pull it up. He took hold of the leaves, set his feet, and pulled. He pulled until the veins stood out on his forehead. The turnip did not stir.',
          'So Grandfather called Grandmother. Grandmother took hold of Grandfather, and Grandfather took hold of the turnip. They pulled and pulled, but they could not pull it up.',
          'Grandmother called their granddaughter. Granddaughter took hold of Grandmother, Grandmother of Grandfather, Grandfather of the turnip. They pulled and pulled, but they could not pull it up.',
          'Granddaughter called Zhuchka, the little black dog. Zhuchka took hold of Granddaughter, Granddaughter of Grandmother, Grandmother of Grandfather, Grandfather of the turnip. They pulled and pulled, but they could not pull it up.',
          'Zhuchka called Murka, the cat. Murka took hold of Zhuchka, Zhuchka of Granddaughter, Granddaughter of Grandmother, Grandmother of Grandfather, Grandfather of the turnip. They pulled and pulled, but they could not pull it up.',
          'Murka called the mouse. The mouse looked at the turnip and at the five of them, and said nothing, because there was nothing to say; it simply took hold of Murka. The mouse held the cat, the cat held the dog, the dog held the granddaughter, the granddaughter held the grandmother, the grandmother held the grandfather, the grandfather held the turnip. They pulled, and pulled, and pulled, and up came the turnip.',
          'The tale stops there, as the old tellings do, with the turnip out of the ground and everyone in a heap. It does not say who deserves the credit, and that is its quiet joke: the mouse is the weakest of them all, yet the turnip only moves when the mouse joins, because it is not the mouse that pulls it up but the whole line. Read to a child, it is a game of memory and a lesson in joining in; read as an adult, it is a fair description of how most hard things get done, by a chain of people none of whom could have done it alone, and one small addition at the end that gets all the glory.',
        ],
        question: 'The turnip only comes up when the weakest helper joins, yet it is the whole line that pulls it. Where in your own life has the last small contribution got the credit for the work of many?',
      },
    },
  },
  {
    id: 'tigers-whisker',
    title: "The Tiger's Whisker",
    origin: 'Folk',
    source: 'a Korean folk tale',
    summary: "A young wife climbs a mountain for a tiger's whisker and learns the patience she needed all along.",
    tellings: {
      // In the Korean tale the husband comes home changed by war, and the wife creeps night after night towards
      // a wild tiger that could easily harm her. The G telling has him come home tired and grumpy from a long
      // journey, makes the tiger sleepy and curious rather than fierce, and lets a loose whisker come away as
      // softly as a feather.
      G: {
        paragraphs: [
          'In a village in Korea lived a young woman named Yun-hee. Her husband had been away for a long, long time, and when at last he came home, he was tired and grumpy. He hardly spoke, he did not smile, and he sat alone looking at the hills.',
          'Yun-hee climbed the mountain to see a wise old hermit. "Please," she said, "give me a potion to make my husband happy again." The hermit thought for a while. "I can make one," he said, "but I need a whisker from a living tiger."',
          'So every evening Yun-hee carried a dish of rice up the mountain to a cave where a tiger lived. The first night, the tiger peeked out, and she set the dish down far away and sang a soft song. The next night she came a little closer. And the next, a little closer still.',
          'After many, many nights, the tiger padded right up to her, ate the rice and lay down at her feet like a big, stripy cat. Yun-hee stroked his fur. "May I have one of your whiskers?" she whispered. One loose whisker came away as softly as a feather, and the tiger just yawned.',
          'She ran to the hermit with the whisker. The hermit looked at it, smiled, and dropped it into his fire. "Oh!" cried Yun-hee. "Why did you do that?"',
          '"You do not need a potion," said the hermit. "You were patient and gentle with a tiger until he trusted you. Be just as patient and gentle with your husband, and he will feel better too." Yun-hee went home and did just that. And slowly, slowly, her husband began to smile again.',
        ],
        question: 'Yun-hee was patient with the tiger, one little step at a time. When has being patient helped you make a friend or fix a problem?',
      },
      PG: {
        paragraphs: [
          'In a mountain village in Korea lived a young woman called Yun-hee. Her husband had been away at war for three years. She had counted the days until he came home, but the man who returned was not the man who had left. He barely spoke. He ate without tasting and snapped if she asked him anything. Sometimes he walked out into the fields and stood there for hours, staring at nothing.',
          'At last she climbed the mountain to the hut of an old hermit who was known to make medicines. She told him everything. "Make me a potion," she begged, "that will give me my husband back." The hermit was quiet for a long time. "I can do it," he said. "But the most important ingredient is the whisker of a living tiger. Bring me that, and I will make your medicine."',
          'A tiger lived in a cave on the far slope. The next night Yun-hee climbed there with a dish of rice and meat. She put it down a long way from the cave, sang softly to show she meant no harm, and went home. The following night she set it down a few steps closer. Night after night she came back, closer each time, until the tiger was coming out to eat while she sat and sang. It took months. Her hands shook every time, but she never hurried.',
          "One night, at last, the tiger ate from the dish at her feet and did not draw back when she touched his head. She stroked him, spoke to him, and, with a quick prayer, pulled a single whisker. The tiger only blinked at her. She backed away slowly, then ran all the way to the hermit's hut.",
          'The old man turned the whisker over in his fingers. Then he threw it into his fire. Yun-hee stared at him in horror. "Months! I spent months!"',
          '"Tell me," said the hermit, "how did you win the trust of a tiger?" She told him: slowly, patiently, without demanding anything. "Is your husband more dangerous than a tiger?" he asked. "Does he deserve less patience than one?" Yun-hee was silent. Then she went home and tried, slowly, patiently, without demanding anything, to reach the man who had come back from the war.',
        ],
        question: 'The hermit did not make a potion; he showed Yun-hee what she already knew. Why do you think he made her climb the mountain for months instead of just telling her?',
      },
      FULL: {
        paragraphs: [
          'In a village among the mountains of Korea there lived a young woman named Yun-hee, whose husband had been called away to war. For three years she kept the house and the fields and waited. When he came home at last, she could hardly wait to have her life back. But the man who came through the gate was not the man who had gone out of it. He was silent where he had been talkative, cold where he had been warm. He ate without noticing the food she set before him. If she asked him a question, he answered with an angry word or not at all, and often he walked out into the hills and did not come back until dark. She tried cheerfulness, tears, his favourite dishes, silence of her own. Nothing reached him.',
          'At last she went up the mountain to the hut of an old hermit, a healer whom the villagers consulted when ordinary medicine failed. She told him about her husband, and about the years of waiting, and how she felt she was living with a stranger. "Make me a medicine," she said, "that will bring him back to himself." The hermit listened without interrupting. "I will make it," he said finally, "but it needs something I do not have: a single whisker from a living tiger. Bring me that, and you shall have your medicine."',
          "Everyone knew where the tiger lived: in a cave on the far side of the mountain, where nobody went after dark. That very night Yun-hee climbed towards it with a dish of rice and meat. She stopped well short of the cave, set the dish down on a flat rock, sang a little song her mother had sung to her, and went home. The food was gone the next morning. The following night she set the dish a few paces nearer. She did the same the next night, and the next. Sometimes she saw the tiger's eyes shining in the dark mouth of the cave, and she kept on singing, though her voice shook. Sometimes he growled, and she waited, and went on.",
          'Autumn turned to winter. One night the tiger came out while she was still there and ate, watching her. Weeks later he let her stay close while he ate. Then came the night when he finished the food at her feet and did not turn away, and she laid a hand on his great head and felt him lean into it like a cat. She stroked his ears and talked to him softly, as she had for months; then, asking his pardon, she took hold of one whisker and pulled it out. He flinched and looked at her, and then he let her go.',
          'She ran all the way to the hermit\'s hut and laid the whisker in his hand. He examined it by the light of the fire, nodded, and dropped it into the flames. It curled and was gone in a moment. Yun-hee cried out, "What have you done? Do you know what that cost me?"',
          '"I know exactly," said the hermit. "Tell me how you won it." She told him: she had come every night, she had asked for nothing, she had let the tiger come to her in his own time, she had kept her temper when he growled and her courage when she was frightened. "You have tamed a wild tiger with patience and kindness," said the hermit. "Is a man more savage than a tiger? Is he less worth the trouble? A man who has been through war is a wounded animal. Go home and do for him what you did on the mountain."',
          'Yun-hee walked home slowly, thinking. She did not demand that her husband be himself again. She set his food before him and asked nothing; she let his silences be; she stayed near without pressing; she forgave his bad temper. It took a long time, longer than the tiger. But one evening he spoke to her of what he had seen, and she listened, and after that the house was warmer.',
        ],
        question: 'The hermit calls a man back from war "a wounded animal" who needs what the tiger needed. Is patience without limits always the answer to someone else\'s hurt, and what does it cost the one who gives it?',
      },
    },
  },
  {
    id: 'monkey-and-crocodile',
    title: 'The Monkey and the Crocodile',
    origin: 'Folk',
    source: 'an Indian fable from the Panchatantra, also told among the Jataka tales',
    summary: 'A monkey shares fruit with a crocodile, and has to think fast when his friend turns out to be false.',
    tellings: {
      // In the Panchatantra the crocodile's wife wants to eat the monkey's heart, and the crocodile carries the
      // monkey into the river to fetch it. The G telling keeps the ride and the quick thinking, but the wife
      // only wants the monkey kept on her island to pick fruit for her, so nobody is in danger of being eaten.
      G: {
        paragraphs: [
          'By a wide river in India stood a tall rose-apple tree, full of sweet pink fruit. A cheerful monkey lived in it. One day a crocodile swam up and rested in the shade. "Would you like some fruit?" called the monkey, and he dropped down the juiciest rose-apples. The crocodile loved them, and soon the two were the best of friends.',
          'Every day the monkey threw down fruit, and every day the crocodile took some home to his wife. But his wife grew greedy. "If I had that monkey on our island," she said, "he could pick fruit for me all day long and never go home. Bring him to me!"',
          'The crocodile did not want to trick his friend, but he did what his wife asked. "Monkey," he said, "come and visit my island. Hop on my back, and I\'ll carry you across."',
          'Halfway across the river, the crocodile felt bad and told the truth. "My wife wants you to stay on our island for ever and pick fruit only for her."',
          'The monkey thought fast. "Oh dear," he said, "I\'d love to help, but I left my picking basket in my tree! Let\'s go back and fetch it." So the crocodile turned around. As soon as they reached the bank, the monkey sprang up into his tree.',
          '"A real friend would never carry a friend away from home," he called down kindly. "I\'ll still share my fruit with you. But I won\'t ride on your back again." The crocodile hung his head, and from then on he only ever visited the tree as a good, honest friend should.',
        ],
        question: 'The monkey stayed calm and thought of a clever idea. What can you do to help yourself think clearly when something goes wrong?',
      },
      PG: {
        paragraphs: [
          'On the bank of a great river in India grew a rose-apple tree, and in it lived a monkey who thought it the best tree in the world. One hot afternoon a crocodile hauled himself out of the water to rest in its shade. The monkey, who liked company, tossed him a ripe rose-apple. The crocodile had never tasted anything so sweet. He came back the next day, and the next, and before long the two of them spent every afternoon together, the monkey on his branch and the crocodile in the shallows, talking about the world.',
          'The crocodile always took some fruit home to his wife, and she always asked where it came from. When he told her, she narrowed her eyes. "A monkey who eats such sweet fruit every day," she said, "must have the sweetest heart in the world. I want to eat it. Bring that monkey to me." The crocodile protested that the monkey was his friend, but she sulked and refused to eat, and said that if he loved her he would do it.',
          'So the next day he said, "Friend, my wife wants to thank you for all the fruit. Come to dinner at our house. I\'ll carry you on my back." The monkey, delighted, jumped on. In the middle of the river, where the water ran deep and fast, the crocodile felt sure his friend could not escape, so he told him the truth: his wife wanted the monkey\'s heart.',
          'The monkey\'s stomach turned over, but his face stayed calm. "Why didn\'t you say so before?" he said. "Monkeys never carry their hearts with them when they go visiting. I left mine hanging in the rose-apple tree. Take me back, and I\'ll fetch it for her."',
          'The crocodile, who was not very bright, swam back to the bank. The monkey leapt into the highest branches and did not come down. "Your wife will have to go without," he called. "A heart lives inside you, you foolish crocodile, not in a tree. And a friend is someone you don\'t carry into deep water to hand to someone else."',
          'The crocodile slid away, ashamed, and the monkey ate his rose-apples alone, and a little more carefully than before.',
        ],
        question: "The crocodile let his wife talk him into betraying a friend. What would you have done in his place, and why do you think the monkey's calm worked better than panic?",
      },
      FULL: {
        paragraphs: [
          "The Panchatantra, the ancient Indian book of animal tales composed to teach young princes how to live and how to rule, opens its fourth book with this story, whose lesson is what is lost through foolishness and what is saved through presence of mind. A version of it is also told among the Jatakas, the tales of the Buddha's earlier lives, where the wise monkey is the Bodhisatta himself.",
          'On the shore of the sea, says the Panchatantra, stood a great rose-apple tree, always in fruit, and in it lived a monkey named Raktamukha, Red-face. One day a crocodile named Karalamukha, Gape-mouth, crawled out of the water and lay down in its shade. "You are my guest," said the monkey, "and a guest is sacred. Eat." And he threw down ripe rose-apples, sweet as nectar. The crocodile ate, and stayed talking until evening, and came back the next day, and the two became close friends, passing long afternoons together in the tree\'s shade, discussing the affairs of the world.',
          'Every evening the crocodile carried the remaining fruit home to his wife. One day she asked, "Where do you find such fruit, sweet as nectar?" He told her of his friend the monkey. "If he lives on food like this," she said, "his heart must taste of nectar too. If you love me, bring me his heart. I shall eat it and never grow old or sick." The crocodile was appalled. "He is my friend, my brother. I cannot." She would not eat or speak to him, and at last she declared that she would starve herself if he refused. Torn between his wife and his friend, he gave in.',
          'He went to the tree with a troubled face. "Friend," he said, "my wife is angry with me. She says I am ungrateful, taking your fruit every day and never asking you to our home. She says that if I do not bring you to visit, she will never forgive me. Our house is on an island in the middle of the water; climb on my back and I will carry you there." The monkey, trusting, climbed down and settled on the crocodile\'s back.',
          'When they were far out over deep water, the monkey grew uneasy. "Go more slowly, friend; the waves are wetting me." The crocodile thought, "Out here he cannot escape. I may as well tell him the truth, so he can make his peace." And he said, "My wife wants to eat your heart. I am taking you to her to die."',
          'The monkey did not let his fear show on his face. "Then why did you not tell me before we left?" he said. "We monkeys keep our hearts in a hollow of the rose-apple tree; we never carry them when we travel. If I had known, I would have brought it for your good wife gladly. Turn back and I will fetch it for her." The crocodile, delighted, swam back to the tree. The moment they touched the bank, the monkey leapt from his back, scrambled to the highest branch, and sat there, his heart pounding, thanking the gods.',
          '"Come down, friend," called the crocodile. "Bring your heart. My wife is waiting." The monkey laughed at him. "You fool and traitor! Does anyone carry his heart outside his body? Go home and tell your wicked wife that the stupidest crocodile in the river has lost a friend and a dinner in one afternoon. Whoever trusts the friendship of one who has once betrayed him is like a mule that conceives: it brings about its own ruin."',
          'The crocodile tried to win him back with flattery, but the monkey would not come down, and told him tale after tale of foolish creatures who trusted a second time. In the Panchatantra those tales go on for many pages, each nested in the last. The moral stays simple: presence of mind saves a life, and a friendship betrayed once cannot be trusted again.',
        ],
        question: 'The monkey saves himself with a lie and refuses to forgive, while the crocodile is torn between wife and friend. Is the Panchatantra right that a friendship betrayed once can never be trusted again?',
      },
    },
  },
];
