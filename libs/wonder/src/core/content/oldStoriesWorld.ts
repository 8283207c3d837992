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
 * every paragraph for its level are checked in oldStoriesB.test.ts.
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
          'On a farm at the edge of a lake, a mother duck had been sitting on her eggs for so long that she was thoroughly bored of it. At last they began to crack, and out came one neat yellow duckling after another, until only the biggest egg was left. An old duck waddled over, peered at it and said, "That is a turkey\'s egg, mark my words. Leave it." But the mother duck sat on it a few days more, and out came a big, grey, awkward chick.',
          'He swam perfectly well, so his mother decided he was her own. The rest of the duck yard was less kind. The ducks nipped at him, the hens laughed at his long neck, and the turkey, who thought he was very important, puffed himself up and charged at him until he fled. Even his brothers and sisters said they wished he would go away. At last he did: he squeezed through a gap in the hedge and ran until the farm was out of sight.',
          'He spent a lonely summer on the marshes. One day a hunting party came splashing through the reeds with their dogs, and he crouched in the rushes, trembling, until a great dog looked at him, sniffed and ran on. "I am so plain that even the dog does not want me," he sighed.',
          'He found shelter in a crooked cottage where an old woman lived with a cat who could arch his back and a hen who could lay eggs. They were sure these were the only skills worth having. "Can you do either?" they asked. "No, but I love to swim," said the duckling. They thought this was the silliest thing they had ever heard, and soon he set off again.',
          'That autumn he saw a flock of magnificent white birds crossing the sky towards warmer lands, and he felt a longing he could not explain. Winter was hard. One night the pond froze around him, and a farmer had to chip him free and carry him home. The children were so excited that they chased him round the kitchen, and he ended up in the butter tub and the flour barrel before he fled into the snow.',
          'When spring returned, his wings were strong. He flew to a garden lake where three white swans were sailing, and he decided to go to them, even if they sent him away. He lowered his head to the water and saw a swan looking back. He had been one all along. The swans circled him and stroked him with their beaks, and the children on the bank shouted that the new one was the most beautiful of all. He did not grow proud. He remembered every unkind word, and he was gentle because of it.',
        ],
        question: 'The duckling did not turn into something new; he grew into what he already was. Why do you think it took so long for anyone, even him, to see it?',
      },
      FULL: {
        paragraphs: [
          'It was high summer in the country, and the fields were gold with corn and sweet with drying hay. In a shady corner by an old moat, under burdock leaves broad enough to shelter a child, a duck sat on her nest, heartily tired of sitting.',
          'At last the eggs split one after another, and small heads poked out into the enormous green world. Only the largest egg lay whole. An old duck who came calling declared it a turkey\'s egg; she had been fooled that way herself, and such chicks would never go near water. The mother sat on anyway, and out came a big, ungainly, grey youngster. The next day she led her brood to the moat, and in he went and swam as well as any of them. "No turkey, then," she said. "He is mine, and not bad looking, if you look at him properly."',
          'Nobody in the duck yard looked at him properly. The ducks bit him, the hens pecked him, and the turkey, who had been born with spurs and believed himself an emperor, swelled up like a ship under full sail and flew at him, red to the eyes. The girl who fed the poultry kicked at him. His own brothers and sisters said they hoped the cat would get him, and at last even his mother sighed that she wished he were far away. So he fluttered over the hedge, and when the little birds in the bushes flew up, he thought, "That is because I am so ugly," and shut his eyes and ran on.',
          'He came to the great marsh of the wild ducks and lay there, exhausted, among the rushes. Two young wild geese took a careless liking to him. Then shots cracked over the marsh, and the geese fell dead into the reeds. Hunters lay all around, blue smoke drifted between the trees, and their dogs came crashing through the water. One enormous dog thrust its muzzle at him, showed its teeth and splashed away. "I am so ugly," he sighed, "that even a dog will not bother with me."',
          'At nightfall he reached a tumbledown hut, its door hanging crooked enough for him to slip in. An old woman lived there with a tomcat who could arch his back and purr, and a short-legged hen who laid good eggs. They kept him on trial for three weeks. "Can you lay eggs?" asked the hen. "Can you arch your back?" asked the cat. When he admitted that what he longed for was open water to float on and to dive beneath, they told him idleness had filled his head with nonsense. "You don\'t understand me," he said, and went out into the wide world.',
          'One autumn evening, as the sun went down, a flock of great birds rose from the bushes, dazzling white, with long curving necks. They gave a strange, ringing cry and spread their wings for warmer lands. The duckling turned round and round in the water and called after them. He did not know their name, yet he loved them without a trace of envy.',
          'The winter was cruel. He swam in circles to keep a patch of water open, but each night it shrank, until he was frozen fast. At dawn a peasant broke the ice with his clog and carried him home. When the children tried to play with him, he thought they meant harm and flapped into the milk pan, the butter tub and the flour barrel while the woman shrieked and swung the fire tongs at him. He escaped into the snow. Of the rest of that winter, the less said the better.',
          'Then the sun grew warm, the larks sang, and his wings carried him into a great garden where apple trees were in blossom and three swans came sailing out of the thicket. "I will go to those royal birds," he thought, "even if they punish me for daring. Better that than the bites of the duck yard." He swam towards them and lowered his head, waiting. In the clear water he saw himself: not a clumsy grey bird any longer, but a swan. Being hatched in a duck yard matters nothing when the egg was a swan\'s. The swans circled him and stroked him with their beaks, and the children cried that the new one was the loveliest of all. He hid his head under his wing, happy and not at all proud, because a good heart does not swell up. He had been scorned, and now he was called beautiful, and he remembered both.',
        ],
        question: 'Andersen said a good heart is never proud, and the swan remembers being scorned even when he is praised. Does being treated badly make people kinder, or only sometimes, and what makes the difference?',
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
          'There was once an emperor so fond of fine clothes that he spent nearly all his money on them. He cared nothing for his army or the theatre, and he only went out riding to show off a new coat. In other countries people said, "The king is in council." In his, they said, "The emperor is trying on coats."',
          'One day two swindlers arrived in the capital, calling themselves weavers. They claimed they could weave cloth of amazing beauty, with a remarkable quality: it was invisible to anyone who was unfit for his job, or who was hopelessly foolish. "What a useful suit that would be," thought the emperor. "I could tell at a glance which of my officials are no good." He paid them a fortune in advance.',
          'The swindlers set up two empty looms and pretended to work late into the night, asking for the finest silk and gold thread, which went straight into their own bags. The emperor sent his honest old minister to check on them. The old man stared at the empty looms and felt his stomach drop. "Am I a fool? Am I unfit to be minister?" Nobody must know. So he praised the pattern and the colours, and repeated to the emperor every word the swindlers said.',
          'A second official was sent and did exactly the same. At last the emperor went himself with all his courtiers. He saw nothing at all and was horrified, but everyone around him was gasping in admiration. "It is magnificent," he said. "It has our highest approval."',
          'On the morning of the procession, the swindlers pretended to cut and sew, then helped the emperor into the invisible clothes piece by piece and smoothed a train that was not there. The chamberlains stooped to lift it from the floor. All along the streets people cried, "How splendid! What a perfect fit!" Nobody would admit to seeing nothing.',
          'Then a child\'s voice rang out: "But he hasn\'t got anything on!" The words passed from person to person until the whole town was saying it. The emperor shivered, because he suspected they were right. But he thought, "The procession must go on." So he held his head even higher, and the chamberlains walked behind him, carrying the train that did not exist.',
        ],
        question: 'The emperor knew the crowd was right but marched on anyway. Why do you think it can be so hard to admit a mistake in front of other people?',
      },
      FULL: {
        paragraphs: [
          'Many years ago there lived an emperor who cared so much for new clothes that he spent all his money on being well dressed. He took no interest in his soldiers, had no time for the theatre and only drove out in his carriage to show off his latest outfit. He had a coat for every hour of the day, and where another country might say of its king that he was in council, his subjects said, "The emperor is in his wardrobe."',
          'The capital was a lively place, full of visitors, and one day two swindlers arrived who gave themselves out as weavers. They said they could weave the most marvellous cloth imaginable. Not only were its colours and patterns uncommonly fine, but clothes made from it had a wonderful property: they could not be seen by anyone who was unfit for his office or unforgivably stupid.',
          '"Those would be remarkable clothes," thought the emperor. "Wearing them, I could find out which men in my empire are not fit for their posts, and I could tell the wise from the fools." He paid the two men a large sum in advance so that they could begin at once.',
          'They set up two looms and made a great show of working, though there was nothing on them at all. They demanded the finest silk and the purest gold thread, packed it into their own bags, and worked the empty looms until late at night.',
          'The emperor wanted to know how the cloth was coming along, but he felt a little uneasy about going himself, knowing what it revealed. So he sent his honest old minister, who had plenty of sense and was as fit for his post as anyone. The old man went into the hall where the swindlers sat at their empty looms. He blinked, rubbed his eyes and looked again. There was nothing there. But he did not say so. The swindlers invited him to step nearer and admire the pattern and colours. "Am I a fool?" he wondered. "I never thought so, and nobody must ever know. Can I be unfit for my office? It will never do to say I cannot see the cloth." So he praised it warmly and listened carefully to their descriptions, so that he could repeat them to the emperor.',
          'The swindlers asked for more money, more silk and more gold, all for the weaving. A second official was sent and fared exactly like the first. Then the emperor went himself, with a train of chosen courtiers, including the two who had already been. "Isn\'t it magnificent?" said the officials. The emperor saw nothing. "This is dreadful," he thought. "Am I stupid? Am I unfit to be emperor?" Aloud he said, "It is very beautiful. It has our most gracious approval." All his courtiers nodded and smiled, and advised him to wear the new clothes at the great procession.',
          'The night before, the swindlers sat up with sixteen candles burning, pretending to take the cloth off the looms, cutting the air with big scissors and sewing with needles that had no thread. In the morning they dressed the emperor with great care, lifting their arms as if holding something up. "The trousers, Majesty, and the coat, and now the cloak. Feel how little it weighs: no more than cobweb. You will hardly know you are wearing anything, and that is the whole art of it." The emperor turned this way and that before the mirror, and the chamberlains stooped to pick up a train that was not there.',
          'So the emperor walked in the procession under a splendid canopy, and everyone in the streets and at the windows cried, "How wonderful the emperor\'s new clothes are!" Nobody wanted it known that he could see nothing. Then a small child said, "But he hasn\'t got anything on!" The father tried to hush the child, but people whispered it along, until the whole crowd was shouting it. The emperor shivered, for it seemed to him that they were right. But he thought, "I must go through with it now." So he walked on more proudly than ever, and the chamberlains held up the train that was not there.',
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
          'There was once a prince who had made up his mind to marry a princess, but she had to be a real one. He travelled the whole world looking for her. Princesses there were in plenty, but with every one of them something was not quite right. One laughed at the wrong moments, one only talked about herself, and one was so perfect that he suspected she was acting. He came home disappointed.',
          'One evening a fearful storm broke over the palace. Lightning flashed, thunder boomed and the rain came down in sheets. In the middle of it all, someone knocked at the city gate, and the old king went down to open it himself.',
          'A young woman stood outside, and what a state she was in! Water streamed from her hair and her clothes, ran in at the toes of her shoes and out at the heels. Yet she said that she was a real princess.',
          '"Well, we shall soon find that out," thought the old queen. She said nothing to anyone, went into the bedroom, took all the bedding off the bed and laid a single pea on the bare boards. Then she took twenty mattresses and laid them on top of the pea, and on top of the mattresses she piled twenty eiderdowns stuffed with feathers. That was where the princess was to sleep.',
          'In the morning they asked her how she had slept. "Dreadfully!" she said. "I hardly closed my eyes all night. Goodness knows what was in that bed, but I was lying on something hard, and I am aching all over. It was simply awful."',
          'Then they could see that she was a real princess, since she had felt the pea through twenty mattresses and twenty eiderdowns. Nobody but a real princess could be so sensitive. So the prince married her, sure at last that he had found the real thing, and the pea was put on show in the royal museum, where you can still see it, unless somebody has taken it. Now that, the storyteller insists, is a true story.',
        ],
        question: 'The queen decided who was a real princess by how easily she was bruised. Is that a fair test of anything? What test would you have used?',
      },
      FULL: {
        paragraphs: [
          'There was once a prince who wished to marry a princess, on one condition: she must be a real princess. So he travelled through the whole world to find one, and everywhere something stood in the way. There were princesses enough, but he could never be sure they were real; there was always some detail that did not sit right. One answered every question exactly as her tutors had taught her. One admired his horse so warmly that he suspected she admired his kingdom more. So he came home again, and was very downcast, because he had set his heart on a real princess.',
          'One evening a terrible storm came up. There was thunder and lightning, and the rain poured down as if the sky had split; it was quite frightful. In the middle of it there was a knocking at the town gate, and the old king went out to open it.',
          'It was a princess who stood outside. But good heavens, what a sight the rain and the weather had made of her! Water ran from her hair and down her clothes, in at the toes of her shoes and out again at the heels. And she said that she was a real princess.',
          '"Well, we\'ll soon find that out," thought the old queen, who had opinions about princesses. She said nothing, but went into the guest bedroom, stripped the bedstead down to the boards, and laid a single dried pea in the middle of it. On top of the pea she laid twenty mattresses, and on top of the mattresses twenty eiderdowns of the softest down. There the princess was to lie all night, and a ladder was brought so that she could reach her bed.',
          'In the morning the family gathered at breakfast and asked her how she had slept.',
          '"Oh, miserably!" said the princess. "I hardly closed my eyes the whole night. Heaven knows what was in the bed. I was lying on something hard, so that I am black and blue all over. It was perfectly dreadful."',
          'At once they saw that she was a real princess, because she had felt the pea right through the twenty mattresses and the twenty eiderdowns. Nobody but a real princess could have such delicate skin. So the prince took her for his wife, for now he knew that he had a real princess, and the pea was placed in the royal cabinet of curiosities, where it may still be seen, unless someone has carried it off.',
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
          'There were once twenty-five tin soldiers in a box, all exactly alike, except for one. He had only one leg, because the tin had run out when he was made. But he stood just as straight and steady on one leg as the others did on two.',
          'On the same table stood a paper castle, and in its doorway stood a little paper dancer. She held her arms out and lifted one leg so high behind her that the soldier could not see it. "She has one leg, just like me," he thought. "I would love to be her friend."',
          'One morning the soldier was placed on the window sill, and a gust of wind tipped him over. Down he tumbled, all the way to the street! Two boys found him, folded a paper boat, and set him sailing along the rainy gutter. The boat bobbed and spun, but the soldier stood tall and kept looking ahead.',
          'The gutter led to a stream, and the stream led to the river. There a kind fisherman pulled up his net, and there, among the silvery fish, was a little tin soldier. "Well, I never!" said the fisherman, and he gave the soldier to his friend, the cook from the big house on the hill.',
          'It was the very same house! The cook carried him up to the nursery, and the boy who owned him cheered. He set the soldier on the shelf, right next to the paper dancer. She smiled at him, and he stood straighter than ever. And there they stayed, side by side, the steadiest of friends.',
        ],
        question: 'The soldier stood tall all through his adventure, even when the boat spun round. When have you kept going even though something felt wobbly?',
      },
      PG: {
        paragraphs: [
          'A boy was given a box of twenty-five tin soldiers for his birthday, all cast from the same old tin spoon. They were identical in every way except one: the last soldier had only one leg, because the tin had run out. Still, he stood as firmly on his one leg as the others did on two, and he is the one this story is about.',
          'On the table with the other toys stood a paper castle, and in its open doorway stood a paper dancer with a blue ribbon over her shoulder and a shiny spangle on it. She stretched out her arms and raised one leg so high behind her that the soldier could not see it, and he thought she had only one leg, like him. "She would be the wife for me," he thought, "but she lives in a castle, and I live in a box." He could not stop looking at her.',
          'At midnight, when the toys came alive, a jack-in-the-box sprang up and snapped, "Keep your eyes to yourself, soldier!" The soldier pretended not to hear. "Just wait until tomorrow," said the jack-in-the-box.',
          "The next morning, whether it was the wind or the jack-in-the-box's doing, the window blew open and the soldier tumbled headfirst from the third floor and landed with his bayonet stuck between the paving stones. Two street boys found him, made a paper boat and sent him sailing down the gutter in the rain. The boat swept under a plank into a dark tunnel, where a water rat demanded to see his pass, but the current carried him on, out into a canal. The boat grew soggy and sank, and just then a big fish swallowed him.",
          'It was dark inside, but the soldier lay still and steady. Later there was a flash of daylight: the fish had been caught, sold and cut open in a kitchen, and the cook cried out, "The tin soldier!" It was the same house. He was back on the same table, with the same dancer.',
          "Then, for no reason at all, the little boy picked him up and threw him into the stove. The soldier stood in the heat, looking at the dancer, and she looked at him. A door opened, a draught caught the paper dancer, and she flew straight into the stove beside him. In the morning the maid found only a small tin heart among the ashes, and beside it the dancer's spangle, black as coal.",
        ],
        question: 'The soldier never calls out, even when he could. Is staying quiet and steady always brave, or can it sometimes stop you from getting help?',
      },
      FULL: {
        paragraphs: [
          'There were once five and twenty tin soldiers, all brothers, for they had all been made from one old tin spoon. They shouldered their muskets and looked straight ahead in their smart red and blue uniforms. They were a birthday present, and the boy set them out on the table at once. Each soldier was the image of the next, except one, who had only a single leg: he had been cast last, and there had not been tin enough. Yet he stood as firm on his one leg as the others on their two, and he is the one who proved remarkable.',
          'The finest toy on the table was a paper castle with a mirror for a lake and wax swans upon it. In the castle door stood a lady cut out of paper, a dancer, in a gown of white muslin with a narrow blue ribbon over her shoulder, pinned with a spangle as big as her face. She held both arms out and had raised one leg so far behind her that the soldier could not see it, and he believed she had only one leg, as he did. "She would be just the wife for me," he thought. "But she is grand and lives in a castle, and I have only a box, shared with twenty-four." He lay down behind a snuffbox where he could watch her.',
          'At night, when the household slept, the toys began to play. Only two did not move: the soldier and the dancer. Then the clock struck twelve, and up sprang the lid of the snuffbox. There was no snuff in it but a little black goblin, a jack-in-the-box. "Tin soldier," said the goblin, "keep your eyes to yourself!" The soldier pretended not to hear. "Very well," said the goblin. "Wait till tomorrow."',
          'In the morning, whether it was the goblin or the draught, the window flew open and the soldier pitched headfirst from the third storey, landing cap down with his bayonet wedged between the paving stones. Nobody found him, and then the rain came pouring down. Afterwards two street boys came by. "Look, a tin soldier! He shall go sailing." They folded a boat from newspaper, set him in it, and off he went down the gutter while they ran alongside clapping. The waves were high and the current strong; the paper boat rocked and spun until he trembled, but he did not change expression, looked straight ahead and held his musket.',
          'Suddenly the boat shot under a long plank, and it was as dark as inside his box. "This is the goblin\'s doing," he thought. "If only the little lady were here, it could be twice as dark." Then a great water rat who lived under the plank rushed out. "Have you a pass? Show me your pass!" But the soldier said nothing and held his musket tighter, and the boat sped on, the rat gnashing its teeth behind him and shouting to the sticks and straws to stop him.',
          'At the end of the tunnel the gutter emptied into a wide canal, as dangerous for him as a waterfall for us. The boat whirled, filled, grew soft and came apart, and the water closed over his head. He thought of the dancer he would never see again. Then he was swallowed by a fish.',
          'How dark it was inside, and narrow! But he lay at full length, steadfast, musket on shoulder. A flash of light broke in, and a voice cried, "The tin soldier!" The fish had been caught, taken to market, sold and carried into a kitchen where the cook had cut it open. It was the same house, the same children, the same table, and the same lovely dancer, still balanced on one leg. He was so moved that he nearly wept tin tears, but that would not have been proper.',
          'Then one of the little boys took the soldier and flung him into the stove, giving no reason at all; the goblin must have been behind it. The soldier stood in the glare and felt a dreadful heat, whether from the fire or from love he could not tell. He looked at the little lady, she looked at him, and he felt himself melting, yet still he stood steadfast. A door opened, the draught caught the dancer, and she flew like a sylph straight into the stove to him, flared up and was gone. Next morning, when the maid took out the ashes, she found him in the shape of a small tin heart. Of the dancer nothing was left but the spangle, burnt black as coal.',
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
          'A woman longed for a little child of her own, so she went to a wise old woman who gave her a barleycorn. "Plant it in a flowerpot and see what grows." Up came a flower like a tulip, and when its red and yellow petals opened, a tiny girl sat in the middle, no taller than a thumb. The woman named her Thumbelina. By day she rowed a tulip-petal boat across a plate of water, and at night she slept in a polished walnut shell.',
          'One night an ugly old toad hopped in through a broken pane. "She would make a fine wife for my son," she croaked, and carried the walnut shell, girl and all, to a lily pad in the middle of a stream. When Thumbelina saw the toad\'s son, who could only say "Croak, croak," she wept. The fish, who had heard everything, nibbled through the lily\'s stem, and the leaf floated away downstream, far beyond the toad\'s reach.',
          "A May beetle swooped down and carried her up into a tree, but his friends said she had only two legs and no feelers and looked dreadful, so he set her down on a daisy and flew off. All summer she lived alone in the woods. Then winter came, the flowers withered, and snow fell on her like shovelfuls of ice. Half frozen, she knocked at a field mouse's door, and the mouse took her in, on condition that she kept house and told stories.",
          "The mouse's neighbour was a rich mole in a black velvet coat, who hated the sun and flowers because he had never seen them. In his tunnel lay a swallow, stiff with cold, and the mole said it was finished. But Thumbelina felt its heart still beating. All winter she secretly nursed it, and in spring it flew off into the sunlight.",
          'The mole decided to marry Thumbelina and take her to live deep underground. On the day before the wedding she went out to say goodbye to the sun, and heard a twitter above her. It was the swallow. She climbed on his back and they flew south, over mountains and sea, to a land of blue grapes and lemon trees. There, in a white flower, she met the king of the flower people, no bigger than herself. He gave her a pair of wings and a new name, Maia, and she was never small in the wrong place again.',
        ],
        question: 'Thumbelina keeps ending up where other people decide she belongs. What helps her finally get somewhere she chose for herself?',
      },
      FULL: {
        paragraphs: [
          'There was once a woman who wished with all her heart for a tiny child, but did not know where to find one. So she asked an old witch, who gave her a barleycorn, "not the kind the farmer sows," and told her to plant it in a flowerpot. The woman paid her twelve pennies, planted the grain, and at once a large and handsome flower came up, like a tulip, its petals tightly closed. She kissed the red and yellow leaves, and with a pop the flower opened. In its heart sat a tiny maiden, delicate and fair, not half as long as a thumb, and so she was called Thumbelina.',
          'A walnut shell was her cradle and a rose leaf her coverlet. By day she rowed a tulip leaf across a plate of water with two horsehair oars, singing in a voice finer than anyone had heard.',
          'One night, as she slept, a hideous toad hopped in through a broken pane. "She would be a lovely wife for my son," thought the toad, and took the walnut shell with Thumbelina in it out into the garden, to the broad stream where she lived with her son in the mud. The son was even uglier than the mother, and all he could say was "Croak, croak, brek-ek-ek." They left Thumbelina on a water-lily leaf in midstream while they got the wedding room ready, and she wept. The little fish had put up their heads to look at her, and they found her too lovely to belong to a toad. So they gathered round the green stem and gnawed it through, and the leaf floated away with her, further than the toad could follow.',
          'A May beetle flying by snatched her round her slender waist and carried her up into a tree. But when the other beetles came visiting, they turned up their feelers and said, "She has only two legs. How wretched she looks! She has no feelers. She is so thin at the waist. Ugh, she looks like a human!" So the beetle, who had thought her pretty, decided she was ugly after all, and set her down on a daisy. All summer she lived alone in the great wood, weaving a bed of grass under a dock leaf, eating honey from the flowers and drinking the dew. Then came the long, cold winter. The flowers withered, and each snowflake fell on her like a spadeful on one of us.',
          'Shivering, she came to the door of a field mouse who lived under the stubble of a cornfield. "You poor little thing," said the mouse. "Come into my warm room and eat with me. You may stay the winter if you keep my rooms tidy and tell me stories." The mouse\'s neighbour was a mole in a black velvet coat, very rich and very learned, who could not bear the sun and flowers, never having seen them. In the passage he had dug between their homes lay a swallow who seemed to have died of cold, and the mole kicked it and said, "That is what comes of being a bird: all twitter, and in winter it starves." That night Thumbelina crept out, spread a blanket of hay over the bird, and laid her head on its breast. Something was beating inside: the swallow was only numb. She nursed it through the winter without telling the others, and in spring it flew out into the sunshine, begging her to come. She would not leave the mouse who had been good to her.',
          'The mole proposed and the mouse approved. After the wedding she would live deep under the earth and never see the sun again. On the day itself she went out to say goodbye to it, and heard "Tweet, tweet" over her head. It was the swallow. This time she climbed on his back, tied her sash to a strong feather, and away they flew over forests and seas and snowy mountains to the warm countries, where the sun shone brighter and grapes hung on the walls. In a white flower beside a marble ruin stood a tiny man, clear as glass, with a golden crown and bright wings: the king of all the flower people. He asked her to be his queen. Gifts came from every flower, the best of them a pair of wings, and they gave her a new name, Maia. The swallow sang at the wedding with a heavy heart, for he loved her too, and flew back north to a man who writes fairy tales, and told him the whole story.',
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
          'When a miller died, he left very little behind: the mill went to his eldest son, the donkey to the second, and the youngest got nothing but the cat. "My brothers can earn a living together," he grumbled, "but once I have eaten this cat and made a muff from his fur, I shall starve." The cat, who had heard every word, said calmly, "Don\'t worry, master. Just get me a pair of boots and a sack, and you\'ll see you have not done so badly."',
          'The young man had seen the cat play clever tricks on rats and mice, so he did as he asked. Puss pulled on his boots, put some lettuce in his sack and lay down in a field, pretending to sleep, until a foolish young rabbit hopped in. Off he went to the palace and presented it to the king "with the compliments of my lord the Marquis of Carabas", a name he had just made up. For months he brought gifts of game, and the king grew very curious about this generous marquis.',
          'One day Puss learned that the king and his daughter would drive along the river. He told his master to go bathing at a certain spot. As the royal coach passed, Puss shouted, "Help! Help! My lord the Marquis of Carabas is drowning!" The guards pulled the young man out, and Puss explained that thieves had run off with his clothes, though he had in fact hidden them under a stone himself. The king sent for one of his own best suits, and the princess took one look at the handsome young man and fell in love.',
          'Puss ran ahead of the coach. To the farm workers in every field he said, "When the king asks whose land this is, say it belongs to the Marquis of Carabas, or you will be very sorry." They did, and the king was impressed.',
          'The land really belonged to an ogre, the richest ever known. Puss called at his castle and flattered him. "They say you can turn into a lion. Surely not into something tiny, like a mouse?" The ogre, showing off, became a mouse, and Puss pounced and gobbled him up.',
          "When the coach arrived, Puss welcomed the king to the castle of the Marquis of Carabas. The king, dazzled, offered the marquis his daughter's hand, and they married that very day. Puss became a great lord, and only chased mice for fun.",
        ],
        question: 'Puss wins everything with lies, threats and flattery, and nobody in the story minds. Is he a hero, a con artist, or both?',
      },
      FULL: {
        paragraphs: [
          'A miller left nothing to his three sons but his mill, his donkey and his cat. They shared it out without lawyers, who would have eaten it all up. The eldest took the mill, the second the donkey, and the youngest was left with the cat, and he was quite unhappy about it. "My brothers can earn an honest living if they work together," he said. "But as for me, once I have eaten my cat and made a muff of his skin, I shall die of hunger."',
          'The cat, who had heard this while pretending not to listen, said seriously, "Do not be troubled, master. You have only to give me a bag and have a pair of boots made for me to go through the brambles, and you will see that your share is not as poor as you think." The young man had seen the cat play such tricks on rats and mice, hanging by his heels or lying in the flour as if dead, that he did not entirely despair.',
          'When the cat had his boots, he pulled them on bravely, slung the bag round his neck, and went to a warren where there were many rabbits. He put bran and lettuce into the bag, stretched out as if lifeless, and waited for some young rabbit to go in. He had barely lain down when one did; he pulled the strings tight and dispatched it without mercy. Proud of his prey, he went to the palace and asked to speak to the king. "Sire," he said, "here is a rabbit from the warren of my lord the Marquis of Carabas," a name he had invented for his master on the spot. For months he went on bringing game, always from his master\'s hunting.',
          'One day, knowing the king would drive along the riverbank with his daughter, the most beautiful princess in the world, he told his master, "Do as I say and your fortune is made. Bathe in the river where I show you, and leave the rest to me." While the young man was bathing, the king passed, and the cat cried with all his might, "Help! My lord the Marquis of Carabas is drowning!" The king recognised the cat and sent his guards to the rescue. Meanwhile the cat explained that robbers had carried off his master\'s clothes, though the rascal had hidden them under a large stone. The king sent for one of his finest suits, Fine clothes set off the young man\'s looks, and two or three respectful, tender glances from him were enough to make the princess fall in love.',
          'The cat, delighted to see his plan succeed, ran ahead. To peasants mowing a meadow he said, "Good people, if you do not tell the king that this meadow belongs to my lord the Marquis of Carabas, you shall all be chopped as fine as mincemeat." They told the king so, and the reapers in the cornfields further on said the same.',
          'At last the cat came to a fine castle whose master was an ogre, the richest ever seen, for all the lands the king had passed belonged to him. The cat asked to pay his respects. "I have heard," he said, "that you can change yourself into any creature, a lion or an elephant." "Quite true," said the ogre, and became a lion, and the terrified cat scrambled up onto the gutters, boots and all. When the ogre resumed his own shape, the cat came down and said, "I have also heard, though I cannot believe it, that you can take the form of the smallest animal, such as a rat or a mouse. That seems to me quite impossible." "Impossible?" said the ogre. "You shall see," and at once he became a mouse running about the floor. The cat pounced on it and ate it.',
          'When the king\'s coach rolled up to the drawbridge, the cat ran out. "Welcome, Your Majesty, to the castle of my lord the Marquis of Carabas!" Inside, a splendid meal was waiting, which the ogre had prepared for friends. The king, charmed by the marquis and even more by his wealth, offered him his daughter after a few glasses. The marquis, bowing low, accepted, and married the princess that very day. The cat became a great lord, and only chased mice thereafter for his amusement.',
          "Perrault closes with two morals. However great the advantage of a rich inheritance, for the young, industry and know-how are worth more. And if a miller's son can win a princess so quickly, it is because clothes, looks and youth count for a great deal in love.",
        ],
        question: 'Perrault\'s first moral praises "industry and know-how", yet the cat\'s know-how is lying, threatening and flattery. Is Perrault being sly, and what do you think the tale really admires?',
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
          "A gentleman married, for his second wife, the proudest and haughtiest woman ever seen. She had two daughters just like her. He already had a daughter of his own, sweet-natured and good, like her late mother. The wedding was hardly over before the stepmother showed her temper. She could not bear the girl's goodness, which made her own daughters look worse, and gave her the roughest work in the house. The girl slept in the attic on a straw mattress while her stepsisters had fine rooms with mirrors. When her work was done, she sat among the cinders by the hearth, and so the younger sister called her Cinderella.",
          'When the king\'s son gave a ball, the sisters talked of nothing else. Cinderella gave them the best advice and even offered to do their hair, and though they teased her, "Wouldn\'t people laugh to see a cinder-girl at the ball!", she arranged it perfectly. When their coach had gone, she burst into tears.',
          'Her godmother, who was a fairy, appeared. "You wish you could go to the ball, don\'t you?" She sent Cinderella to the garden for a pumpkin, hollowed it out and touched it with her wand, and it became a gilded coach. Six mice from the trap became six dappled horses, a rat with splendid whiskers became a coachman, and six lizards from behind the watering can became footmen in livery. Cinderella\'s rags turned to cloth of gold and silver, and the fairy gave her a pair of glass slippers, the prettiest in the world. "But you must leave before midnight," she warned, "or everything will turn back."',
          'At the palace the music stopped and the dancing paused; everyone wanted to know who the unknown princess was. The prince never left her side. She even shared oranges with her stepsisters, who had no idea who she was. At a quarter to twelve she curtsied and left.',
          'The next night she went again and enjoyed herself so much that she forgot the time. The clock struck twelve. She fled down the palace steps, losing one slipper, and reached home out of breath, in her old clothes, with only the other slipper left.',
          'The prince announced he would marry the woman whose foot fitted the slipper. It was tried on princesses, duchesses and finally the sisters, who could not squeeze into it. Cinderella asked to try. It slid on easily, and she took the other slipper from her pocket. The fairy touched her with her wand, and her clothes became grander than ever. The sisters threw themselves at her feet and begged forgiveness. She raised them up, forgave them with all her heart, and after marrying the prince, she found them homes at the palace and married them to two great lords.',
        ],
        question: 'Cinderella forgives her stepsisters completely. Is that admirable, or would you want them to show they had changed first?',
      },
      FULL: {
        paragraphs: [
          "There was once a gentleman who married, as his second wife, the haughtiest, proudest woman ever known. Her two daughters were just like her. The husband, for his part, had a young daughter of unmatched gentleness and goodness; she took after her mother, who had been the best woman in the world. The wedding was barely over when the stepmother's temper showed. She could not abide the child's good qualities, which made her own daughters seem all the more hateful. She gave her the meanest work in the house, the dishes, the stairs, the scrubbing of every room, and lodged her in a garret on a straw mattress while her sisters had parquet floors and mirrors that showed them from head to foot.",
          'The girl bore it patiently and dared not complain to her father, whom his wife ruled entirely. When her work was done, she went and sat in the chimney corner among the cinders,, which earned her a rude nickname. The younger sister, less rude than the elder, called her Cinderella. Yet Cinderella in her rags was a hundred times lovelier than her sisters in all their finery.',
          'The king\'s son gave a ball, the sisters were invited, and they talked of nothing but what they would wear. Cinderella advised them well and offered to dress their hair. "Wouldn\'t you like to go to the ball, Cinderella?" they teased, and agreed that people would laugh to see a cinder-girl there. Anyone else would have dressed their hair crooked; she did it perfectly. When they had gone, she watched the coach until it was out of sight and then began to cry.',
          'Her godmother, who was a fairy, found her in tears. "You wish you could go to the ball," she said, "and so you shall." She sent her for a pumpkin, scooped it out, and touched it with her wand: it became a beautiful coach, gilded all over. From the mousetrap she took six live mice and turned them into six fine horses of a dappled mouse-grey. The rat with the finest whiskers became the coachman. Six lizards behind the watering can became six footmen in braided liveries, who sprang up behind the coach as if born to it. Then she touched Cinderella\'s rags, which became a gown of gold and silver cloth set with jewels, and gave her a pair of glass slippers, the prettiest in the world. But she warned her above all not to stay past midnight, for at the last stroke coach, horses, servants and gown would become what they had been.',
          "At the palace the prince himself led her in, and a great silence fell; the dancing stopped and the violins fell still, so eager was everyone to gaze on her. The prince could not eat for looking at her. She shared the prince's oranges and lemons with her sisters, who did not know her. At a quarter to twelve she made a deep curtsey and hurried away.",
          "The next evening she went again, even more finely dressed, and was so happy that she forgot her godmother's warning. Hearing the first stroke of midnight when she thought it was not yet eleven, she rose and fled as lightly as a deer. She let fall one of her glass slippers, which he picked up with great care. She reached home breathless, in her old clothes, with nothing left of her finery but the other slipper.",
          'A few days later the prince had it proclaimed that he would marry the one whose foot fitted the slipper. When princesses, duchesses and the whole court had tried it in vain, it came to the two sisters, who strained to force a foot into it. Cinderella, watching, said laughing, "Let me see if it would fit me." The gentleman who carried it found her lovely and said it was only fair. The slipper went on without trouble, as if moulded in wax, and the sisters were amazed, more amazed still when she drew the other slipper from her pocket and put it on. Her godmother arrived and with one touch of the wand made her clothes more magnificent than ever.',
          'Then the two sisters knew her for the lovely lady of the ball. They threw themselves at her feet to beg pardon for all the ill treatment she had suffered. Cinderella raised them up, embraced them, and said she forgave them with all her heart and asked them to love her always. She married the prince a few days later, and, as good as she was beautiful, she gave her sisters lodgings in the palace and married them that same day to two great lords of the court.',
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
    id: 'magic-paintbrush',
    title: 'Ma Liang and the Magic Paintbrush',
    origin: 'Folk',
    source: 'a Chinese folk tale',
    summary: "A poor boy's paintbrush makes whatever he paints come true, and he paints only for those who need it.",
    tellings: {
      // In the Chinese tale Ma Liang is thrown into prison, and at the end he paints a storm that sinks the
      // greedy emperor's ship. The G telling keeps the greedy emperor but has him simply send for Ma Liang, and
      // the painted wind only rocks the ship until the emperor, seasick and sorry, promises to leave the village
      // in peace and sails home.
      G: {
        paragraphs: [
          'Long ago in China, a boy named Ma Liang loved to paint more than anything. He was too poor to own a paintbrush, so he drew birds in the sand with a stick and fish on the rocks with a piece of charcoal.',
          'One night, a kind old man with a long white beard appeared in his dream and gave him a shining paintbrush. When Ma Liang woke up, the brush was in his hand! He painted a little bird, and it fluttered its wings and flew out of the window.',
          "Ma Liang painted for everyone in his village who needed help. He painted a water buffalo for a farmer, a bucket for an old woman who had to carry water, and a clear, bubbling stream so nobody's garden would be thirsty.",
          'The emperor heard about the magic brush and sent for Ma Liang. "Paint me a mountain of gold!" he ordered. Ma Liang did not want to paint for greed. So he painted a wide blue sea, with a golden mountain on an island far away. "A ship!" cried the emperor. Ma Liang painted a ship, and the emperor and his ministers climbed aboard.',
          'Then Ma Liang painted a wind. Whoosh! The waves rocked the ship up and down, up and down, until the emperor turned quite green. "Stop, stop!" he called. "I promise to leave your village in peace!" So Ma Liang painted a gentle breeze to carry him home, and went back to painting for people who needed his help.',
        ],
        question: 'Ma Liang only painted for people who needed help. If you had a magic paintbrush, what would you paint for someone else?',
      },
      PG: {
        paragraphs: [
          'In a village in China there once lived a boy called Ma Liang. His parents had died when he was small, and he earned his keep gathering firewood and cutting reeds. More than anything he wanted to paint, but a brush cost more than he could ever save. So he practised with whatever he had: a twig in the sand by the river, a piece of charcoal on the walls of his hut. He watched birds until he could draw them from memory, and people said his fish looked ready to swim away.',
          'One night an old man with a white beard appeared to him and placed a brush in his hand. "This is a magic brush. Use it well." When Ma Liang woke, the brush was real. He painted a bird, and it flew off the paper, singing.',
          'He told no one how it worked, but he painted for every poor family in the village: a plough for a farmer who had none, a water wheel for fields that lay dry, a lamp for an old woman who spun thread in the dark. He never painted a single thing for himself.',
          'The local landlord heard of the brush and had Ma Liang locked in his stables, demanding gold. Ma Liang painted a ladder on the wall and climbed out, then painted a horse and galloped away. But the story reached the emperor, who had him seized and brought to the palace. "Paint me a dragon," said the emperor; Ma Liang painted a toad. "A phoenix!" Ma Liang painted a bedraggled chicken. The furious emperor snatched the brush and painted a heap of gold himself, but it turned into a pile of stones.',
          '"Paint me a mountain of gold," he ordered at last, "or you will never leave this palace." So Ma Liang painted a sea as blue as glass, and far out on it an island with a mountain of shining gold. "A ship!" cried the emperor. Ma Liang painted a great ship, and the emperor and his court went aboard. "Faster!" shouted the emperor. Ma Liang added a breeze, then a wind, then a gale. The waves rose like walls, and the ship was lost in the storm, and the greedy emperor was never seen again.',
          'Ma Liang went home and painted for his neighbours for the rest of his days, and some say he still wanders the countryside, painting for anyone in need.',
        ],
        question: 'Ma Liang refused to paint gold even when it would have been the safe thing to do. What makes a gift worth protecting, and was his ending for the emperor fair?',
      },
      FULL: {
        paragraphs: [
          'Long ago there lived a boy called Ma Liang. His father and mother had died when he was very young, and he lived alone, gathering firewood on the hills and cutting reeds by the river to trade for rice. He loved to draw more than anything, but he could not afford even the cheapest brush. Once, passing the village school, he saw the teacher painting with a fine brush and asked if he might borrow one. The teacher looked at his patched clothes and laughed. "A beggar boy wants to paint? Go away."',
          'Ma Liang was not discouraged. He drew with a stick in the sand, with a burnt twig on the rocks, with a finger dipped in river water on stones. He drew the birds on the hills until he knew every feather, and the fish in the river until they seemed to flick their tails. Years passed, and his pictures grew so lifelike that people said if he drew a bird without eyes, it would peck him until he added them.',
          'One night, worn out from a day\'s work, he fell asleep and dreamed that an old man with a long white beard stood over him and placed a brush in his hand, a brush that glowed like gold. "This is a magic brush," said the old man. "Use it for the poor." Ma Liang woke to find the brush in his hand. He drew a bird, and it shook its wings and flew away singing; he drew a fish, and it leapt into the river.',
          'He did not keep the brush for himself. He painted ploughs and hoes for farmers, buckets and water wheels for fields that lay parched, an ox for a family whose ox had died, lamps for those who worked at night. He never painted so much as a grain of rice for his own bowl.',
          'A greedy landlord in the next village heard of the brush and sent men to drag Ma Liang to his house. "Paint for me," he said, and when Ma Liang refused, had him locked in the stables without food. That night the snow fell thick. The next morning the servants found the stables empty: Ma Liang had painted a stove and cakes to keep himself alive, then a ladder against the high wall, and had climbed over it. When the landlord gave chase on horseback, Ma Liang painted a horse of his own and rode away; when they drew near, he painted a bow and arrow, and a single shot sent the landlord tumbling from his saddle.',
          'He hid in a distant town, selling pictures but taking care that no one saw them come alive. One day, however, he painted a crane without eyes, and when a splash of ink fell on it by accident, the crane opened its eyes and flew away. The news reached the emperor, who had him arrested and brought to court. "Paint me a dragon," commanded the emperor. Ma Liang painted a toad. "A phoenix, then." He painted a scrawny, bald cockerel. The emperor threw him into prison, took the brush, and painted a mountain of gold, but it became a heap of rocks; he painted gold bars, and they became a writhing python that nearly killed him.',
          'So the emperor released Ma Liang and flattered him with promises. Ma Liang pretended to agree. "Paint me a sea," said the emperor, "with an island of gold." Ma Liang painted a great calm sea and, far out on it, an island where a golden mountain glittered. "A ship!" said the emperor, and Ma Liang painted a ship with sails. The emperor, his empress, princes and ministers crowded aboard. "Wind!" cried the emperor. Ma Liang painted a breeze, and the ship moved out. "More wind! Faster!" Ma Liang added stroke after stroke until the breeze was a gale, the gale a storm, and the waves rose up and broke the ship apart. The emperor and his court sank beneath the sea.',
          'Ma Liang went back among the poor, and some say he is painting still, for anyone who truly needs it.',
        ],
        question: 'In the end Ma Liang uses the brush to destroy the emperor, though he began by painting ploughs. Does the tale approve of that, and is there a point at which a gift meant for helping may rightly be used to stop someone?',
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
          'A fisherman and his wife lived in a hovel near the sea, so small and shabby that the wife called it a pigsty. Every day he went down to fish. One day he hooked a great flounder, which spoke to him. "Let me live," it said. "I am not a real fish but an enchanted prince. I would not taste good anyway." The fisherman let it go, and it sank, leaving a streak of blood in the water.',
          '"Didn\'t you ask for anything?" said his wife. "Go back and ask for a cottage." The fisherman did not like it, but he went to the shore, where the sea was green and yellow now, and called:',
          '"Flounder, flounder, silver-grey, hear me calling from the bay. Ilsebill has sent me here, wishing more than I hold dear."',
          'The flounder came. "Well, what does she want?" "A cottage." "Go home. She has it." And there was his wife in a pretty cottage with a kitchen and a garden and a yard full of hens.',
          'For two weeks they were content. Then she decided the cottage was cramped and sent him back for a stone castle. The sea was purple and grey and thick, but the flounder gave it. Next morning she looked out at the land and said, "I shall be king." The fisherman went unwillingly to a sea gone dark grey and smelling foul, and she was king. Then she wanted to be emperor, and he went to a sea black and boiling under a rising wind, and she was emperor. Then she wanted to be pope, and the fish made her pope, with candles as big as towers and kings kneeling to kiss her slipper.',
          'But she could not sleep for thinking what else she might be. At sunrise she saw the sun come up and cried, "Go and tell the flounder I want to make the sun and moon rise myself!" The fisherman, terrified, went out into a storm so violent that trees fell and mountains shook, and black waves as high as church towers rolled in with white crests. He could barely hear himself shout the rhyme.',
          '"Well, what does she want now?" asked the flounder. "To command the sun and moon." "Go home. She is back in her pigsty." And there they are sitting to this day.',
        ],
        question: 'Each wish made the sea darker and the wife less content. Why do you think getting what she wanted never made her happy?',
      },
      FULL: {
        paragraphs: [
          'There was once a fisherman who lived with his wife in a hovel close by the sea, a miserable place not much better than a pigsty, and every day he went down to fish. One day, as he sat looking into the clear water, his line went down deep, and he hauled up a great flounder. The flounder said, "Listen, fisherman, I beg you, let me live. I am not really a flounder but an enchanted prince. What good would it do you to kill me? I shouldn\'t taste right. Put me back and let me swim." "No need to talk me round," said the man. "Any fish that can speak may swim where it likes." He put it back, and it swam to the bottom, leaving a long streak of blood behind it.',
          'When he got home and told his wife, she said, "Didn\'t you wish for anything? It\'s horrid living in this pigsty. Go back and tell him we want a little cottage." He did not much want to, but he did not want to cross his wife either. The sea, when he reached it, was no longer clear but green and yellow. He stood at the edge and called out the rhyme that came to him: "Flounder, flounder, silver-grey, hear me calling from the bay. Ilsebill has sent me here, wishing more than I hold dear."',
          'The flounder came swimming up. "Well, what does she want?" "She says I should have wished for something, and she\'d like a cottage." "Go home," said the fish. "She has it already." And there was his wife on a bench outside a neat cottage, with a parlour, a bedroom, a kitchen full of tin and brass, and a yard with hens and ducks and a garden of vegetables and fruit. "Now we shall live content," said the fisherman. "We\'ll think about that," said his wife.',
          'A fortnight later she said the cottage was too cramped and the yard too small; the flounder might as well give them a great stone castle. He went, though his heart was heavy, and the sea was purple and dark blue and grey and thick, no longer green and yellow, but it was still calm. She had her castle, with servants and carpets and stables. The next morning she nudged him awake and looked out at the fine country. "Go and tell the flounder I want to be king." "Why should you want to be king?" "If you won\'t be king, I will." He went, and the sea was dark grey and the water heaved up from below and stank. She was king, on a throne of gold and diamonds, with a crown and sceptre, and six maidens standing in a row, each a head shorter than the last.',
          'Then being king grew tiresome, and she wanted to be emperor. "The fish cannot make an emperor," he pleaded. "I am king and you are only my husband. Go at once." He went, frightened, and the sea was black and thick and boiling, and a cutting wind blew foam across it. She became emperor, on a throne two miles high, with giant guards and dwarf attendants and princes and dukes waiting on her. Then she would be pope. "There is only one pope in Christendom." "Go." The sky was half blue and half red as if a great storm were coming, ships in distress were firing guns, and the waves tossed them. But she was pope, with candles large as towers and the emperors and kings on their knees before her, kissing her slipper.',
          '"Wife, now that you are pope, be content. You can\'t become anything greater." "I\'ll think about it." She could not sleep all night for thinking what more there might be. At dawn she saw the sun rising through the window and sat up. "Can\'t I order the sun and the moon to rise? Go to the flounder. I want to be like God." The fisherman, half asleep, fell out of bed in fright and begged her on his knees. She flew into a rage and kicked him. "I can\'t bear it. Will you go?" He ran out like a madman. A storm was raging so that he could hardly keep his feet; houses and trees blew down, rocks rolled into the sea, the sky was pitch black and full of lightning, and the waves rose as high as church towers, crowned with foam. He screamed the rhyme without hearing his own words.',
          '"Well, what does she want now?" asked the flounder. "Oh," he said, "she wants to be like God." "Go home. She\'s sitting in her old pigsty again." And there they are sitting still, to this very day.',
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
