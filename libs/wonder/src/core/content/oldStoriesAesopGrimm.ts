import type { OldStory } from './wonderTypes';

/**
 * Old stories 1–15: Aesop's fables and the Grimms' tales, each retold freshly in Grove's own words (no
 * translation is copied) at three levels. G (ages 4–8) is the gentle telling: nothing frightening
 * happens in it, so each tale's G telling carries a comment saying what it changes from the old tale and
 * why. PG (9–15) keeps more of the old tale's edges without dwelling on them; FULL (adults) tells the
 * whole tale. Each telling ends with a "what did you think?" question the reader can take into the chat.
 * The word ranges (G 150–300, PG 250–500, FULL 350–800) and the safety of every paragraph for its level
 * are checked in oldStories.test.ts.
 */
export const OLD_STORIES_A: readonly OldStory[] = [
  {
    id: 'tortoise-and-hare',
    title: 'The Tortoise and the Hare',
    origin: 'Aesop',
    source: 'an Aesop fable',
    summary: 'A boastful hare races a slow tortoise, and the one who keeps going reaches the gate first.',
    tellings: {
      // Aesop's fable has nothing frightening in it. The G telling keeps the boasting light and lets the hare
      // end as a good sport who cheers his friend.
      G: {
        paragraphs: [
          'Hare was the fastest runner in the whole meadow, and he liked everybody to know it. "Nobody can beat me!" he sang, zipping in circles around Tortoise, who was slowly munching a dandelion leaf. "Not even the wind!"',
          'Tortoise finished his leaf and smiled. "Shall we have a race, then? From the old oak tree to the blue gate by the pond." Hare laughed so hard that his long ears flopped over his eyes. "A race? With you? All right, Tortoise. This will be easy!"',
          'Owl hooted, "Ready, steady, go!" and Hare shot off like a sneeze. Soon he was so far ahead that he could not even see Tortoise behind him. "I have time for a little nap," he yawned, and he curled up in a patch of warm, sweet clover.',
          'Tortoise kept walking. Step, step, step. He did not hurry and he did not stop. He passed the clover patch, where Hare was snoring softly, and he kept on going. Step, step, step.',
          'When Hare woke up, the sun was sinking and the sky was pink. He ran to the blue gate as fast as his legs would go, but Tortoise was already there, and all the animals were clapping and cheering.',
          'Hare puffed and panted. Then he grinned and shook Tortoise\'s foot. "Well done, my friend. I was quick, but you kept going." And from that day on, Hare still ran for the joy of it, but he never laughed at a slow friend again.',
        ],
        question: 'Tortoise kept going, one step at a time. What is something you have got better at by trying a little bit every day?',
      },
      PG: {
        paragraphs: [
          'Everyone in the valley knew that Hare was fast, mostly because Hare told them so, several times a day. He would sprint from one end of the meadow to the other just to be the first to say good morning, and he had a habit of pretending to fall asleep while slower animals were still talking, to show how long they took.',
          'Tortoise had put up with this for a whole summer. One afternoon, when Hare yawned loudly halfway through one of his sentences, Tortoise said quietly, "I\'ll race you." The meadow went silent. Then Hare laughed until he had to lie down in the grass.',
          'Fox offered to set the course: from the stone bridge, over the hill, along the lane and up to the old well. Half the valley came to watch. When Fox dropped his tail as the signal, Hare was over the hill before Tortoise had taken his third step.',
          'At the top of the lane, Hare looked back and saw nothing but empty road. He decided the race was so plainly his that he might as well make it more interesting. "I\'ll let him get close," he thought, "and then sprint past him at the end, in front of everyone." He stretched out in the shade of a hedge to wait, and the warm afternoon did the rest.',
          'Tortoise, meanwhile, was not thinking about Hare at all. He was thinking about the next step, and the one after that. His legs ached on the hill and the dust got into his eyes on the lane, but he never stopped, and he never looked back to see how far he had come.',
          'Hare woke to the sound of cheering in the distance. He leapt up and ran faster than he had ever run in his life, but as he reached the well, Tortoise was already resting his chin on the cool stone.',
          '"Slow and steady," said Fox, to nobody in particular. Hare said nothing at all, which for Hare was a first. He had not lost because he was slow. He had lost because he was sure.',
        ],
        question: "Hare didn't lose because he was slow. Why do you think he lost, and have you ever seen someone's confidence trip them up, or had it happen to you?",
      },
      FULL: {
        paragraphs: [
          'There was once a hare who had never lost a race, and who had long ago stopped expecting to. Speed had come to him as a gift, without effort, and like many gifted creatures he had quietly mistaken it for a virtue. He measured the other animals by it. The deer were tolerable, the foxes passable, and the tortoise, who lived by the stream and moved about as fast as the shadow of a sundial, was a standing joke.',
          'The hare made the joke often. He would ask the tortoise whether he had set out yet for last week\'s gathering, or offer to carry messages for him "so they arrive this year". The tortoise bore it for a long time. Then one evening, in front of everyone, he said, "Name the course and the day. I\'ll race you."',
          'The hare accepted with delight, since it promised a bigger audience for the same joke. The fox, who liked anything that drew a crowd, marked out the route: across the ford, up the long hill, along the cart track and around the oak at the far end of the common. Half the countryside came to see it.',
          'At the start, the hare was gone before the dust had settled. By the top of the hill he could no longer see his rival, and the sight of the empty track behind him made the whole business feel faintly absurd. He had nothing to prove to the tortoise, he told himself; it was the crowd that mattered, and a crowd enjoys a close finish. So he would wait. He would let the old fellow come plodding within sight of the oak and then pass him in a single glorious rush. He lay down in the long grass by the track to do his waiting, and the sun was warm, and the bees were loud, and after a while he was not waiting any more but sleeping.',
          'The tortoise came on. He was not fast and did not try to be. He did not look back to measure his progress, nor ahead to count how far remained; he attended to the step he was taking, and then to the next one. The hill was hard on him. The cart track was long. Somewhere along it he passed a hare asleep in the grass, and he did not stop to gloat, because gloating would have cost him time.',
          'The hare woke when the shadows had grown long and the cheering had already begun. He ran the last stretch faster than he had ever run anything, and it made no difference at all. The tortoise was resting beside the oak when he arrived, breathing hard, saying nothing.',
          'Aesop\'s moral is usually given as "slow and steady wins the race", though the story is careful to show that slowness was not what won it. The tortoise could not have beaten a hare who ran; he beat a hare who was certain. Steadiness was his virtue, but the race was decided by the other animal\'s contempt, which made him stop running the moment he believed there was nobody worth running against.',
        ],
        question: 'The usual moral is "slow and steady wins the race", yet the tortoise only won because the hare stopped. Is the fable really about persistence, or about what contempt does to the person who feels it?',
      },
    },
  },
  {
    id: 'lion-and-mouse',
    title: 'The Lion and the Mouse',
    origin: 'Aesop',
    source: 'an Aesop fable',
    summary: 'A lion lets a little mouse go free, and one day the mouse sets him free in return.',
    tellings: {
      // In Aesop's fable the lion means to eat the mouse and is later caught in a hunters' trap. The G telling
      // makes the lion sleepy and grumpy, never hungry for the mouse, and the net is simply one left strung
      // between the trees: no hunters come.
      G: {
        paragraphs: [
          "On a warm afternoon, a big golden lion lay asleep under a tree, snoring like thunder. A little brown mouse came scampering by, in such a hurry that she ran right up the lion's tail, over his back and across his big soft nose.",
          '"Ah-choo!" The lion woke up with a great sneeze, and his paw came down, flop, right on the tip of the mouse\'s tail. "Who is tickling my nose?" he grumbled.',
          '"It was me, Your Majesty," squeaked the mouse. "I am very sorry. Please let me go. If you do, maybe one day I can help you."',
          'The lion laughed so loudly that the leaves shook. "You? Help me? You are smaller than my whisker!" But the idea made him smile, and he lifted his paw. "Off you go, little one." The mouse bowed and scurried away.',
          'A few days later, the lion was strolling through the trees when he walked straight into a big rope net that someone had hung between two branches. The more he wriggled, the more tangled he became. He could not get free. "Help!" he roared, and his roar rolled across the grassland.',
          'The little mouse heard him. She ran until she found the lion wrapped up in the net like a present. "Hold still," she said. Then she began to nibble. Nibble, nibble, snip! One rope broke. Nibble, nibble, snip! Another. Soon there was a hole big enough for a lion to climb through.',
          'The lion stepped out. "You were right, little friend," he said softly. "Someone small can be a very big help." And after that, the lion and the mouse were the best of friends.',
        ],
        question: 'The lion thought the mouse was too small to help him. Can you think of a time when someone small helped someone big?',
      },
      PG: {
        paragraphs: [
          'A lion was dozing in the heat of the day when a mouse, taking a short cut she would soon regret, ran straight across his face. The lion woke, and with one lazy paw he pinned her to the ground.',
          'The mouse looked up at a mouth full of teeth and spoke faster than she had ever spoken. "Please, great king, let me go. I am hardly a mouthful, and not a good one. Spare me, and one day I will repay you. I promise."',
          'The lion found this so funny that he forgot he was annoyed. The idea of a mouse repaying a lion! He laughed, lifted his paw and let her run. She did not stop running until she was safely home under a rock, her heart going like a drum.',
          'Some weeks later, hunters came through the forest. They were not looking for mice. They strung a great net of knotted ropes across a path the lion used, and when he came padding along that evening, it dropped over him. He tore and twisted and rolled, but every movement pulled the knots tighter, until he could hardly move a paw. He roared with fury, and then, as the night went on, with something closer to fear.',
          "The mouse knew that roar. She knew it better than any creature in the forest, because she had heard it very close up. She found him tangled on the path, and without a word she set to work, gnawing through one rope and then the next, her small sharp teeth doing what the lion's great strength could not.",
          'By dawn there was a gap in the net wide enough for a lion. He squeezed through, and for a long moment he looked down at the mouse, who was sitting back on her haunches, very tired and very pleased.',
          '"You laughed at me," she said, "when I told you I could help you one day. Now you know that even a mouse can keep a promise to a lion."',
          'The lion did not laugh this time. He bowed his great head, which was something he had never done for anyone.',
        ],
        question: "The lion let the mouse go mostly because she made him laugh. Does a kindness still count if it's done for an odd reason, and did it matter to the mouse?",
      },
      FULL: {
        paragraphs: [
          'A lion lay asleep at the edge of the forest in the worst of the afternoon heat, his great head on his paws. A mouse, hurrying home by the shortest route, decided that the shortest route lay over him. She was halfway across his muzzle when he woke, and before she could leap clear his paw had come down and trapped her.',
          'The lion regarded her with mild irritation. He was not hungry, particularly; a mouse would not have touched his hunger if he had been. But he had been woken, and kings do not like to be woken, and he opened his mouth with the idle thought of settling the matter in one bite.',
          'The mouse did not waste time on dignity. "Forgive me," she said. "I did not know whose face it was, or I would have gone the long way round. Let me go, and I will not forget it. There may come a day when I can do something for you."',
          'It was the last sentence that saved her, because it struck the lion as the most ridiculous thing he had heard in years. What could a mouse ever do for a lion? He laughed until his sides shook, and in the warmth of his amusement he lifted his paw. The mouse was gone before he had finished laughing.',
          "Not long afterwards, a party of hunters came into the forest. They had been sent to bring back a lion alive, for some great man's collection, and they knew the paths he walked. They hung a heavy net of knotted rope across one of them and waited. When the lion came through at dusk, the net fell on him, and the more he fought it the more it closed around him, until he lay bound and helpless on the ground. His roaring filled the forest. The hunters, satisfied, went off to fetch a cart.",
          'The mouse heard the roaring from her hole among the roots, and she recognised it. She came out and followed the sound until she found him, wrapped in rope and exhausted, his eyes wild. "Be still," she told him. "You will only make the knots harder." Then she climbed onto the net and began to gnaw.',
          'It was slow work, and she could not hurry it. One strand gave, then another. Her teeth ached. The lion lay as still as he could, listening for the cart. Before it came, she had opened a gap wide enough for him to force his way out, and the two of them were deep in the forest when the hunters returned to find an empty net with a hole chewed in it.',
          '"You laughed at me," the mouse said, when they had stopped running. "You thought a mouse could never be of use to a lion."',
          'The lion was quiet for a while. "I thought a great many things," he said at last.',
          "Aesop's lesson is that no act of kindness is wasted, and that the weak may one day help the strong. Underneath it lies another: the lion was saved by his own capacity to be amused, to let something small and absurd move him. Power that can still laugh, and still let go, is power that can be helped.",
        ],
        question: 'The lion spared the mouse on a whim, not out of principle. Who in your own life have you underestimated, and what might they be able to do that you cannot?',
      },
    },
  },
  {
    id: 'ant-and-grasshopper',
    title: 'The Ant and the Grasshopper',
    origin: 'Aesop',
    source: 'an Aesop fable',
    summary: 'A grasshopper sings all summer while an ant stores food, and winter shows them what each of them needs.',
    tellings: {
      // In Aesop's fable the ant turns the hungry grasshopper away into the cold, and he does not live through
      // the winter. In the G telling the ant shares her food, and the two of them learn that work and music both
      // matter.
      G: {
        paragraphs: [
          'All summer long, Grasshopper played his fiddle in the sunny meadow. "Tra-la-la!" he sang, hopping from flower to flower. "What a lovely day for music!"',
          'Nearby, a little ant was busy, busy, busy. She carried seeds and grains of wheat, one by one, down into her snug home under the ground. Back and forth she went, all day long.',
          '"Ant, come and dance with me!" called Grasshopper. "It is much too sunny for working."',
          '"I would love to," puffed Ant, "but I am getting ready for winter. When the snow comes, there will be no seeds to find."',
          'Grasshopper laughed. "Winter is far away! Today is for singing." And he played another tune.',
          'The days grew shorter. The leaves turned gold and then fell. One morning, soft white snow covered the whole meadow. Grasshopper shivered. He looked for seeds, but they were all hidden under the snow, and his tummy was rumbling.',
          'He knocked on Ant\'s little door. "Ant," he said in a small voice, "I am cold and hungry. I did not get ready for winter."',
          'Ant looked at him for a long moment. Then she opened the door wide. "Come in," she said. "I have enough to share. But next summer, you must help me gather seeds."',
          "Grasshopper warmed his toes by Ant's fire and ate a big bowl of seed soup. To say thank you, he played his fiddle, and the whole ant family danced until bedtime.",
          'The next summer, Grasshopper helped Ant every morning, and every evening he played music for all the ants. They both agreed it was the best summer ever.',
        ],
        question: 'Ant worked hard and Grasshopper made music. Why do you think the ants needed both of them?',
      },
      PG: {
        paragraphs: [
          "Through the long days of summer, a grasshopper lived the happiest life he could imagine. He sang from the tops of the tall grasses, he played for the crickets' dances in the evenings, and he slept wherever the night found him. The world was warm, and there was food on every stem.",
          'Below him, an ant worked without pause. From first light to last she dragged grains of wheat and barley, far heavier than herself, back along the same dusty path to her nest, where she stored them in dry chambers deep underground.',
          '"You\'ll wear yourself out," the grasshopper told her one afternoon, watching her heave a seed over a pebble. "Come and sit in the shade. Listen to my new song."',
          '"Winter is coming," said the ant, without stopping. "You should be storing food too."',
          '"Winter!" said the grasshopper. "We have plenty of food now. Why waste a summer worrying about the cold?" And he went back to his song.',
          "Summer ended, as summers do. The grass turned brown, then grey. The first frost came, and then the snow. The grasshopper, who had never gone without a meal in his life, searched the meadow and found nothing but ice. After several days, weak and shivering, he made his way to the ant's nest and begged for a little of her grain.",
          'The ant came to the door and looked at him. "What were you doing all summer," she asked, "while I was carrying food?"',
          '"I was singing," said the grasshopper. "Every day, from morning to night."',
          '"Singing, were you?" said the ant. "Then you can dance all winter." And she closed the door.',
          'The grasshopper turned away into the snow, and the fable does not say where he went.',
        ],
        question: 'Was the ant right to close the door? What might she have done differently, and what might the grasshopper have done?',
      },
      FULL: {
        paragraphs: [
          'In a field at the edge of a village there lived a grasshopper and a colony of ants, and the summer they shared was a long and generous one.',
          'The grasshopper spent it exactly as grasshoppers have always spent their summers. He woke when the sun reached him and sang until it left. He was, by any fair account, very good at it: the whole field slowed down to listen when he started, and the crickets measured their evenings by his music. He ate what was nearest, drank the dew, and never once thought about where his next meal would come from, because it had always been there.',
          "The ants thought about nothing else. From dawn to dusk they carried grain along the same worn path into their nest, each load larger than the ant that bore it, and they stacked it in dry galleries against a season none of them could yet see. One of them, who worked nearest the grasshopper's favourite stalk, heard his songs all summer and said nothing until the day he called down to mock her.",
          '"Look at you," he said, "toiling in the heat as if the world were ending. There is more wheat in this field than you could eat in ten lifetimes."',
          '"There is now," she said. "There won\'t be in January."',
          'He laughed and played her a song about it.',
          "Autumn turned the field to stubble. The reapers took the grain that was left, and the birds took what the reapers missed. Then the frosts came, and the snow, and the grasshopper found for the first time in his life that the world had nothing to offer him. He went days without eating. His legs grew stiff and his voice thin. At last he crawled to the mouth of the ants' nest and asked, with what dignity he had left, for a few grains to keep him alive until spring.",
          'The ant who had heard his songs all summer came up to meet him. "What did you do," she asked, "while we were storing food?"',
          '"I sang," he said. "I didn\'t stop all summer."',
          '"Then you sang all summer," she said, "and you can dance all winter." And she went back down into the warm.',
          "In Aesop's telling, that is the end, and the grasshopper does not see the spring. The moral is given as a plain one: prepare today for the needs of tomorrow. It is sound advice, and the ant is not wrong about the winter.",
          "But readers have argued with this fable for centuries, and not only the idle ones. The ant's last line is clever and cold, and she was not asked to go hungry, only to share. The grasshopper's music had made her summer, too, whether she admitted it or not. A community that stores grain and never music is a poorer place than the fable admits, and a community that lets its singers freeze for being singers has learned the wrong lesson from the winter.",
        ],
        question: "Aesop sides with the ant. Where do you stand, and does your answer change if the grasshopper's songs were part of what made everyone's summer worth living?",
      },
    },
  },
  {
    id: 'north-wind-and-sun',
    title: 'The North Wind and the Sun',
    origin: 'Aesop',
    source: 'an Aesop fable',
    summary: "The wind and the sun compete to take a traveller's coat, and warmth succeeds where force fails.",
    tellings: {
      // Nothing in Aesop's fable is frightening. The G telling keeps the wind's blowing playful and lets the
      // traveller enjoy his rest in the sun.
      G: {
        paragraphs: [
          'High up in the sky, the North Wind and the Sun were having an argument.',
          '"I am the strongest!" whooshed the North Wind. "I can bend trees and push big clouds across the sky."',
          '"Perhaps," said the Sun with a warm smile. "Shall we find out?"',
          'Down below, a man was walking along a path, wrapped in a long brown coat with a woolly scarf. "Let\'s see who can make that man take off his coat," said the Sun.',
          '"Easy!" said the North Wind. He took a big, deep breath and blew. Whoooosh! The leaves danced and the grass bent flat. But the man only pulled his coat tighter. The North Wind blew harder. WHOOOOSH! The man\'s hat flew off, but he held his coat closed with both hands and buttoned it right up to his chin.',
          'At last the North Wind was all out of puff. "Your turn," he grumbled.',
          'The Sun came out from behind a cloud and shone, gently and kindly. The air grew warm. The man stopped and unwound his scarf. The Sun shone a little more. The man wiped his forehead and undid his buttons. Then, with a happy sigh, he took off his coat, sat down under a shady tree and ate an apple.',
          'The North Wind was surprised. "How did you do that?" he asked.',
          '"I didn\'t push," said the Sun. "I was just warm, and he chose to take it off himself."',
        ],
        question: 'The Sun was gentle and warm instead of pushing. When someone is gentle and kind with you, how does it make you want to act?',
      },
      PG: {
        paragraphs: [
          'The North Wind and the Sun had been arguing for days about which of them was stronger, and the argument had reached the stage where neither was listening to the other.',
          '"I tear roofs off barns," said the North Wind. "I drive ships across oceans. I bring the snow down from the mountains."',
          '"All true," said the Sun. "But strength isn\'t only about how hard you can push."',
          'The North Wind snorted, which in his case blew a flock of starlings halfway across the county. Then he spotted a traveller on the road below, trudging along in a thick cloak. "There," he said. "Whoever can get that cloak off his back is the stronger. I\'ll go first."',
          'The Sun agreed and slipped behind a cloud.',
          'The North Wind gathered himself and came down the valley with a howl. Dust flew. Branches snapped. The traveller staggered, grabbed at the cloak as it whipped around him, and wrapped it more tightly than before. The wind blew harder still, with sleet in it now, and the traveller bent his head, pulled the hood down over his eyes and held the cloak shut with both fists. The harder the wind tore at him, the harder he clung. At last, exhausted and furious, the North Wind fell silent.',
          'Then the Sun came out. It did not blaze all at once; it simply shone, steady and warm. The traveller lifted his head. He loosened his grip. After a while he pushed back his hood. A little further on, he unfastened the cloak, and before long he had pulled it off entirely and slung it over his arm, and was looking around for somewhere to sit in the shade.',
          'The North Wind said nothing for a long time, which is unusual for a wind.',
          '"Force made him hold on," said the Sun. "Warmth made him want to let go."',
        ],
        question: 'Think of a time someone tried to make you do something by pushing harder and harder. Did it work, and what would have worked better?',
      },
      FULL: {
        paragraphs: [
          'Late one autumn, the North Wind and the Sun fell into a dispute about which of them was the more powerful. It was an old quarrel between them, taken up and dropped over the centuries, and like most old quarrels it was really about respect. The North Wind felt the Sun was admired too easily, for doing nothing more than shining. The Sun felt, privately, that the North Wind mistook noise for strength.',
          '"Enough talk," said the North Wind at last. "Let us settle it by a trial." Below them, a traveller was walking along a high road between two villages, wrapped in a heavy woollen cloak against the chill. "Whichever of us can strip that man of his cloak is the stronger. Agreed?"',
          'The Sun agreed, and withdrew behind a bank of cloud to let the Wind begin.',
          "The North Wind came down on the road like a blow. He drove dust and dead leaves into the traveller's face, flattened the hedges, sent his hat spinning into a ditch. He found every gap in the cloak and tore at it, and he brought sleet from the hills to sting the man's hands. The traveller did exactly what any sensible person would do. He turned his back to the blast, pulled the cloak closer, wound its edges around his body and clutched it shut at the throat. Every time the wind redoubled its efforts, he wrapped himself more tightly, until he was walking bent double, cocooned, with not an inch of cloth loose for the wind to seize. In the end the North Wind blew himself out and fell back, ragged and spent.",
          'Then the Sun came out from behind the cloud. He did not make a show of it. He shone, steadily, and the road dried and the air softened. The traveller straightened up, wiped the grit from his eyes and loosened his grip on the cloak. As he walked on the warmth grew, and he opened the cloak at the neck, and then let it hang open. A mile further on, sweating in the unseasonable heat, he took it off altogether, folded it over his arm and sat down under a tree by the roadside to rest.',
          'The Sun said nothing. He did not need to.',
          'Aesop\'s moral is usually put as "persuasion is better than force", and that is true as far as it goes. But the fable sees something finer than that. The North Wind\'s failure was not just that he was rough; it was that the harder he tried to take the cloak, the more the traveller needed it. Force did not merely fail to achieve the goal; it manufactured the resistance that defeated it. The Sun did not persuade the traveller of anything. He changed the conditions, and then let the man decide for himself.',
          'Most of us have been both the Wind and the traveller: pushing at someone and feeling them clench, or clutching something tighter because someone was trying to tear it from us.',
        ],
        question: 'When have you pushed harder and watched someone hold on tighter? What would it have looked like to change the weather instead?',
      },
    },
  },
  {
    id: 'boy-who-cried-wolf',
    title: 'The Boy Who Cried Wolf',
    origin: 'Aesop',
    source: 'an Aesop fable',
    summary: 'A shepherd boy plays tricks on the village with a false alarm, until the day the wolf really comes.',
    tellings: {
      // In Aesop's fable the wolf falls on the flock when nobody comes, and in some tellings on the boy too. In
      // the G telling the wolf only sniffs around and the sheep scatter across the hills; nobody is hurt, and
      // the boy learns the lesson by spending a long evening finding them, and by saying sorry.
      G: {
        paragraphs: [
          'Once there was a shepherd boy named Sam who looked after the village sheep on a big green hill. Every day was the same, and Sam yawned and yawned. "Nothing ever happens up here," he sighed.',
          'One morning he had an idea. He stood up and shouted as loudly as he could, "Wolf! Wolf! A wolf is coming!"',
          'Down in the village, the baker left his bread, the farmer left his cows, and they all ran puffing up the hill. But there was no wolf, only Sam, rolling in the grass and giggling. "I tricked you!" he laughed.',
          'The villagers were not happy. "That was not a kind trick," said the baker, and they walked back down the hill.',
          'A few days later, Sam was bored again. "Wolf! Wolf!" he shouted. Up the hill ran the villagers again, and again there was no wolf. "Tricked you again!" said Sam. This time the villagers frowned very hard and did not say a word.',
          'Then one evening, a real wolf came padding out of the trees, sniffing at the sheep. "Wolf! WOLF!" shouted Sam. "A real one this time!"',
          'But down in the village, people shook their heads. "It\'s only Sam playing another trick," they said.',
          'The sheep saw the wolf and ran in every direction, baa-ing loudly, over the hill and far away. The wolf sniffed about, then trotted off back into the woods. And Sam was left all alone on an empty hill.',
          'It took him the whole evening to find the sheep, one by one, hiding in hedges and ditches. When the baker finally came to help, Sam looked at his shoes. "I\'m sorry," he said. "I won\'t trick anyone again." And he never did.',
        ],
        question: 'Why did the villagers not come the last time Sam called? What helps people believe what we say?',
      },
      PG: {
        paragraphs: [
          'A boy was given the job of minding the village sheep on the hillside above the houses. It was an important job, everyone told him, because wolves lived in the forest beyond the hill. It was also, as far as the boy could see, the dullest job in the world.',
          'One afternoon, for no better reason than to see what would happen, he ran to the edge of the hill and shouted, "Wolf! Wolf! The wolf is at the sheep!"',
          'What happened was wonderful. Doors banged open below. Men came running with sticks and pitchforks, women with brooms, old Mrs Harlow with a frying pan. They charged up the hill red-faced and gasping, and found the sheep grazing peacefully and the boy doubled over with laughter.',
          'They were angry, but he was only a boy, so they scolded him and went home.',
          'A week later he was bored again, and he did it again. The villagers came again, a little slower this time, and found nothing again. This time the scolding was sharper, and the looks were harder, and some of them did not speak to him for days.',
          'Not long after, as the sun was going down, a real wolf slipped out of the trees. It was lean and grey, and it moved along the edge of the flock with a kind of terrible patience. The boy\'s mouth went dry. He ran to the edge of the hill and screamed, "Wolf! Wolf! Please, it\'s real this time!"',
          'Below, a few faces looked up. Then they looked at one another and went back inside. Someone laughed. Someone else shut a window.',
          'The wolf took its time. By the time the boy had stopped shouting, the sheep had scattered across three hillsides and several of the lambs were gone. He walked down to the village in the dark to tell them, and this time they believed him, because they could see his face.',
          '"We heard you," said the old shepherd who had given him the job. "We just didn\'t believe you. That\'s what lying costs, lad. Not just the lie. Every true thing you say afterwards."',
        ],
        question: 'The old shepherd said lying costs "every true thing you say afterwards". What do you think he meant, and how does someone win trust back once it\'s gone?',
      },
      FULL: {
        paragraphs: [
          "There was a village at the foot of a hill, and on the hill grazed the village's sheep, and beyond the hill lay a forest where wolves were known to live. The villagers took turns to mind the flock, and one year the turn fell to a boy who was old enough to be trusted with it, or so they thought.",
          'The work was lonely and slow. The boy sat on the hillside day after day while the sheep cropped the grass around him, and the village went about its business below, and nobody looked up. He was bored, and beneath the boredom lay something more restless: the sense of being small and forgotten at the edge of everything that mattered.',
          'So one afternoon he stood up and shouted down the hill, "Wolf! Wolf! The wolf is in the flock!"',
          'The effect was immediate and intoxicating. The whole village dropped everything and came running: the smith with his hammer, the farmers with their staves, the women with whatever was to hand. For a few glorious minutes he was the centre of the world. When they arrived, breathless and ready to fight, and found the flock grazing and the boy laughing, they were angry. But the relief was greater than the anger, and they went home grumbling rather than furious.',
          'He did it again some days later. It worked again, though fewer came, and more slowly, and this time they did not go home relieved. They went home having learned something about him.',
          'Then, one evening in late summer, a wolf came out of the forest for real. It moved along the edge of the flock, low and unhurried, and the boy, who had imagined this moment many times, found that his imagination had got it entirely wrong. He was not brave or excited. He was terrified. He ran to the brow of the hill and shouted with everything he had: "Wolf! Wolf! It\'s real, come quickly!"',
          'In the village, people heard him. Some looked up. One or two half rose from their seats. Then they remembered the other times, shook their heads and went back to their suppers. Nobody came.',
          'The wolf fell on the flock at its leisure and did great harm among the sheep, and in some of the older tellings the boy himself did not come home that night. In others, he survived to count the losses and carry the news down to a village that believed him only now that it could see the dead lambs for itself.',
          'The moral Aesop gives is that a liar will not be believed even when he tells the truth. It is usually told to children as a warning against lying, and it serves. But it is also a story about how trust actually works: not as a judgment of any single statement, but as an account built up over time, which every lie withdraws from and which may not hold enough when it matters most. The villagers were not cruel. They were doing what everyone does, reading the present by the past. The boy had taught them how to read him.',
          "There is also, in the boy's boredom and his hunger to be noticed, a quieter truth that the moral passes over. He lied because nobody looked up the hill. Some of the blame for that belongs to the village.",
        ],
        question: 'The boy lied partly because he felt forgotten on the hillside. Does that change how you judge him, and how do people rebuild trust once they have spent it?',
      },
    },
  },
  {
    id: 'town-mouse-and-country-mouse',
    title: 'The Town Mouse and the Country Mouse',
    origin: 'Aesop',
    source: 'an Aesop fable',
    summary: 'Two mouse cousins visit each other and find out which kind of life suits each of them best.',
    tellings: {
      // In Aesop's fable dogs come hunting through the dining hall and the mice barely escape. The G telling
      // makes it a noisy party with a big bouncy dog: a surprise and a bustle, not a danger, and the country
      // mouse simply prefers peace.
      G: {
        paragraphs: [
          'Country Mouse lived in a cosy nest under a hedge, at the edge of a golden wheat field. One day her cousin, Town Mouse, came to visit. Country Mouse was so happy! She laid out the best supper she had: barley grains, three green peas and a slice of apple.',
          'Town Mouse nibbled politely. "Cousin," he said, "this is very nice, but how can you live on seeds and peas? Come and visit me in town. I will show you real food!"',
          "So off they went, riding in the back of a farmer's cart, all the way to a big, grand house. In the dining room there had been a party, and the table was still covered with treats: cheese and cake, jelly and strawberries and sticky buns.",
          '"Help yourself!" said Town Mouse. Country Mouse picked up a crumb of cake. But just as she took her first bite, BANG! The door swung open. In came a crowd of people, laughing and chattering, and a big dog came bounding in, barking, "Woof! Woof!"',
          'The two mice dashed into a little hole in the wall and waited, their hearts going pitter-patter. When it was quiet again, they crept back to the table. But then the cook came in with her broom, swish, swish, and the big dog came bounding back too. Back into the hole they went!',
          'Country Mouse brushed the crumbs off her whiskers. "Thank you, cousin," she said kindly. "Your food is wonderful. But I would rather eat my plain barley in peace than cake in a hurry."',
          "She rode home in the farmer's cart, curled up in her cosy nest under the hedge, and had the best sleep of her whole life.",
        ],
        question: 'Country Mouse liked quiet and Town Mouse liked treats and bustle. Which home would you choose, and why?',
      },
      PG: {
        paragraphs: [
          'A country mouse lived in a hole at the foot of an old hawthorn, where she kept a store of barley, dried peas and the odd hazelnut, and thought herself comfortably off. When her cousin from the town came to visit, she brought out the very best of everything and sat back proudly while he ate.',
          'He did not eat much. He turned a pea over with one paw as if he had never seen such a thing. "My dear cousin," he said at last, "I don\'t know how you bear it. Roots and seeds, and nothing to look at but hedges. Life is short. Come back with me and see how a mouse ought to live."',
          'The country mouse was curious, and a little stung, so she went. They travelled into the town by night and slipped into a great house through a gap under the kitchen door. In the dining room, the remains of a banquet covered the table: cold meats, cheeses, little cakes, figs and honey, all of it left for whoever wanted it.',
          'The country mouse could hardly believe her eyes. She had just settled down in front of a piece of honey cake when the doors burst open and two enormous dogs came charging in, barking and snuffling along the floor. The cousins fled across the tablecloth, leapt to the floor and squeezed into a crack in the skirting board just as a wet black nose thrust in after them.',
          'They waited there a long time. When the house was finally quiet, the town mouse crept out again as if nothing had happened and began to nibble a fig. The country mouse did not follow him.',
          '"Thank you for a very interesting evening," she said. "You may keep your honey cakes. I\'ll go back to my barley and my hedge, where I can eat my supper without listening for dogs."',
          'And she went home that same night, and never once regretted it.',
        ],
        question: 'The town mouse had more food and the country mouse had more peace. Which matters more to you, and is there a way to have some of both?',
      },
      FULL: {
        paragraphs: [
          'A mouse who lived in the country once invited her cousin from the town to dine with her. She had known him since they were young, before he had gone off to the city and acquired opinions, and she wanted to show him that she was doing well.',
          'Her hole lay under the roots of an oak at the edge of a field. She had spent days getting ready for the visit. She brought out everything she had saved: oats and dried peas, a few raisins, the rind of a piece of bacon she had carried home from a farmyard a long way off. She served it all to him and herself ate chaff from the threshing floor, so that there would be more for her guest.',
          'The town mouse picked at it with the air of someone being very gracious. When the meal was over he leaned back and gave her his view of things. "Cousin, why do you live like this, buried in a hole at the end of the world, eating husks? We live for so short a time. There is no sense in spending it on roots and silence. Come to town with me. I\'ll show you what life can be."',
          'Perhaps it was his certainty, or perhaps she had always wondered. She went.',
          "They reached the city at midnight and made their way into a rich man's house, up the back stairs and into a dining hall where a feast had lately ended. Purple cloth covered the couches. The table was heaped with the remains of dishes she had no names for. The town mouse settled her on a cushion as if she were an honoured guest and brought her the choicest morsels, tasting each one himself first, like a servant in a good house.",
          "She was just beginning to enjoy herself when the great doors banged open. Servants came in to clear the hall, and with them came the household dogs, big hounds who caught the scent of mice at once and came bounding and baying among the couches. The two mice ran for their lives. They scrambled down from the table, skidded across the polished floor and found a crack in the wall with a hound's breath hot at their tails, and there they crouched, trembling, while the dogs barked and the servants laughed and the lamps swung.",
          'When at last it was quiet, the country mouse did not wait for the second course. "This life is fine for you," she told her cousin. "I\'ll go back to my wood and my hole and my plain peas, where no one hunts me while I eat."',
          "The fable is one of Aesop's, and the Roman poet Horace told it too, putting into the town mouse's mouth a neat little speech about seizing the pleasures of a short life. It is usually read as praise of simple living, and it is that. But it is more exactly a story about what things cost. The town mouse does not think of the dogs as the price of the banquet; he has simply stopped noticing them. The country mouse, seeing everything for the first time, can count both sides of the bill.",
        ],
        question: 'The town mouse had stopped noticing the dogs. What comforts in your own life come with a cost you no longer see, and would you still choose them if you did?',
      },
    },
  },
  {
    id: 'crow-and-pitcher',
    title: 'The Crow and the Pitcher',
    origin: 'Aesop',
    source: 'an Aesop fable',
    summary: 'A thirsty crow cannot reach the water at the bottom of a jug, until she thinks of a clever way.',
    tellings: {
      // In Aesop's fable the crow is near the end of her strength from thirst. The G telling makes her simply
      // very thirsty on a hot day, and keeps the clever idea at the heart of the story.
      G: {
        paragraphs: [
          'It was the hottest day of the summer. The sun was shining, the flowers were drooping and Crow had been flying for a long, long time. "I am so thirsty," she croaked. "I need a drink of water."',
          'She looked for a puddle, but the puddles had all dried up. She looked for a pond, but the pond was only mud. At last, in the corner of a garden, she spotted a tall clay jug. She hopped up onto the edge and peeked inside. There was water! But it was right at the very bottom.',
          'Crow pushed her beak into the jug as far as it would go. She stretched her neck. She stood on tiptoe. But her beak could not reach the water. "Maybe I can tip it over," she thought. She pushed and pushed, but the jug was much too heavy.',
          'Crow sat on the garden wall and had a good long think. She looked around. Next to the path there was a heap of little round pebbles. And Crow had an idea.',
          'She picked up one pebble in her beak and dropped it into the jug. Plink! The water rose, just a tiny bit. She dropped in another. Plink! And another. Plink, plink, plink! One pebble at a time, the water came up, and up, and up.',
          'At last the water was so near the top that Crow could reach it easily. She drank and drank the cool, fresh water until she was not thirsty any more.',
          '"Thinking is a very good thing," said Crow happily, and she flew off over the rooftops.',
        ],
        question: 'Crow could not push the jug over, so she thought of a different way. When have you solved a problem by trying something new?',
      },
      PG: {
        paragraphs: [
          'There had been no rain for weeks. The streams had shrunk to cracked beds of stone, and every puddle in the countryside had dried to dust. A crow who had been searching since dawn for something to drink was close to giving up when she spotted a pitcher standing beside a well.',
          "She landed on its rim and looked in. There was water in it, cool and clear, but only a little, right down at the bottom, far below the narrow neck. She thrust her head in as far as it would go. Her beak stopped a finger's width short of the surface.",
          'She tried from every side. She tried leaning in until she nearly toppled. She tried to knock the pitcher over, throwing her whole weight against it, but it was solid clay and full-bellied and it did not even rock. By then she was exhausted and furious, and more thirsty than ever.',
          "She sat on the well's edge, panting, and made herself stop trying. The same attempt was not going to work any better the tenth time. She looked at the pitcher. She looked at the ground around it, scattered with small stones. She looked at the pitcher again.",
          'Then, one at a time, she began to drop the stones in. Each one sank with a small cold plop and sent the water creeping a little higher up the sides. It was slow work. She had to fly back and forth for every pebble, and for a long time it hardly seemed to make a difference. But she kept going, and the water kept rising, until at last it was near enough to the rim that she could dip her beak in and drink her fill.',
          'It is an old fable, but not just a fable. Scientists have set this exact puzzle for real rooks and crows, with a floating treat in a tube of water and a pile of stones nearby, and many of the birds worked it out the same way.',
        ],
        question: "The crow stopped trying the same thing and looked around instead. What helps you step back and think when a problem isn't working out?",
      },
      FULL: {
        paragraphs: [
          'In a summer of drought, a crow was flying from place to place in search of water. Every stream she knew had dried, every pool had shrunk to a crust of mud, and she was so parched that she could feel her strength failing with each flight. At last, in a farmyard, she came upon a tall pitcher standing in the shade, and when she perched on its lip and looked in, she saw water shining in the dark at the bottom.',
          'She leaned in as far as her neck would stretch and could not reach it. The pitcher was deep, and its neck was narrow, and the water was low. She tried again from the other side, and then again, straining until she almost fell in. It made no difference. She tried to overturn the pitcher, beating at it with her wings and shoving with her body, but it was heavy clay, and it stood as still as the wall behind it.',
          'Here the fable turns, in its quiet way. A creature in that state, desperate and failing, usually does one of two things: it goes on repeating the thing that is not working, with more and more force, or it gives up. The crow did neither. She stopped, and she looked around.',
          "Pebbles lay scattered across the yard. She picked one up in her beak, flew to the pitcher's mouth and let it fall. It sank to the bottom with a small sound, and the water rose by the width of a pebble. She fetched another, and another. The work was slow and dull and each stone changed almost nothing, and she was weak with thirst while she did it. But the level crept upward, stone by stone, until finally it rose to where her beak could reach, and she drank.",
          'Aesop\'s moral is usually given as "little by little does the trick", or, in other versions, "necessity is the mother of invention". Both fit. The first honours the patience, the many small drops of stone that add up to something. The second honours the leap: the moment when the crow saw that the problem was not her reach but the height of the water, and that she could change the one by changing the other.',
          "The story has had an unexpected second life. Researchers studying animal intelligence have given rooks, crows and jays a modern version of the puzzle, with a morsel of food floating in a tube too deep to reach and stones left nearby. Many of the birds solved it as Aesop's crow did, dropping stones until the prize rose within reach, and some of them learned to prefer heavy stones that sink to light objects that float. The fable, it turns out, was closer to natural history than anyone who first told it could have known.",
        ],
        question: 'The crow stopped forcing and started looking. What problem are you pushing at right now that might need a pebble instead of more force?',
      },
    },
  },
  {
    id: 'elves-and-shoemaker',
    title: 'The Elves and the Shoemaker',
    origin: 'Grimm',
    source: 'a tale from the Brothers Grimm',
    summary: 'Two tiny helpers secretly make shoes for a poor shoemaker, and he and his wife find a way to thank them.',
    tellings: {
      // Nothing in the Grimms' tale is frightening. The G telling keeps the shoemaker's worry gentle and dresses
      // the elves in patched little rags, where the old tale has them wearing nothing at all.
      G: {
        paragraphs: [
          'Once upon a time a kind shoemaker and his wife lived above their little shop. They worked hard but had very little money, and one evening the shoemaker had only enough leather for one pair of shoes.',
          'He cut out the pieces, laid them on his workbench and went up to bed.',
          'But in the morning he rubbed his eyes in surprise. On the workbench stood a pair of shoes, finished and perfect, with every stitch tiny and neat! A lady loved them so much that she paid twice the usual price.',
          'With the money, the shoemaker bought leather for two pairs. In the morning, there were two pairs of beautiful shoes! The next night it was four pairs, and soon the little shop was full of happy customers.',
          'One winter evening his wife said, "Who could be helping us? Let\'s stay up and see." So they hid behind the coat rack and waited. At midnight, two tiny elves skipped in, dressed in patched little rags. They sewed and hammered, tap-tap-tap, until every shoe was done. Then they scampered away.',
          '"Those elves have helped us so much," said the wife, "and their clothes are so thin. Let\'s make them something warm."',
          'She sewed two tiny shirts and two woolly hats, and the shoemaker made two pairs of tiny boots. They laid the presents on the bench and hid again.',
          'When the elves found the clothes, they clapped their hands. They put everything on, danced around the workshop and then danced right out of the door.',
          'The elves never came back, but the shoemaker and his wife were never poor again, and they always remembered their tiny helpers.',
        ],
        question: 'The shoemaker and his wife said thank you by making something special. What is a way you like to say thank you to someone?',
      },
      PG: {
        paragraphs: [
          'Nobody in the town worked harder than the shoemaker, and it did him no good at all. Customers moved away owing him money, leather cost more every winter, and one evening he found he had hide for a single pair of shoes and nothing after that.',
          'He cut out the pieces, laid them on his bench for the morning and blew out the lamp. Worrying, he decided, could wait until there was daylight to worry by.',
          "Daylight brought a surprise: the shoes were already made. He turned them over, hunting for the loose thread or crooked seam that every cobbler leaves somewhere, and there wasn't one. A woman buying shoes for a wedding paid so handsomely for them that he could buy leather for two pairs. He cut those out that evening, and by breakfast they were finished too. Two pairs became four, four became eight, and within a season people were crossing the town to buy from the little shop that had nearly closed.",
          'In December, with snow on the sills, his wife put down her mending. "Somebody is doing all this for us," she said, "and we\'ve never once said thank you. Tonight we find out who." They turned the lamp down low, squeezed into the big cupboard by the stairs with the door open a crack, and waited.',
          "The church clock had barely finished striking twelve when two little men, no taller than a boot, came scrambling in. Their clothes were scraps, more hole than cloth. They hopped up onto the bench and set to work, needles flashing and hammers going tap-tap-tap, so fast that the shoemaker's eyes could not keep up with their hands. When the last heel was fixed, they were gone the way they had come.",
          '"They\'ve made our fortune," said his wife next morning, "and they\'re running about in rags in the snow. We can do better than that." She cut up an old woollen shawl and made two tiny shirts, two jackets and two pairs of breeches, and knitted socks no longer than her little finger. Her husband made two pairs of shoes so small that he had to sew them by the window with his spectacles on. That night, the bench held presents instead of leather.',
          'The little men stopped dead when they saw them. Then they were into the clothes in a flash, admiring each other and stamping their new shoes. "Dressed like gentlemen at last," they sang, "all our cobbling days are past!" They danced along the bench, leapt to the floor and skipped out of the door. They never came back, and the shop never needed them again.',
        ],
        question: 'Why do you think the elves left once they had their new clothes? Was that a happy ending or a sad one?',
      },
      FULL: {
        paragraphs: [
          'Some people are poor because of what they do. This shoemaker was poor in spite of it. He knew his trade, he never cheated a customer, and for thirty years he had been losing ground anyway, the way a man loses ground climbing a sand dune. On the night the story begins he had leather left for one pair. He cut it out so that the morning would find the work ready, and went to bed. He was a man of faith, and he left the rest of the problem where he believed it belonged.',
          "The morning found the work finished: a pair of shoes on the bench, heel to heel, as if waiting to be collected. He did what any craftsman does with somebody else's work and went looking for the mistake. He flexed the soles and ran a thumbnail along the welts. There was no mistake. They were better than anything he had made in his life. The first customer of the day tried them on and paid well over the price on the ticket.",
          'That money bought hide for two pairs. He cut them out, meaning to sew them at dawn, and at dawn there was nothing left to sew. The next night he cut out four and woke to four. So it went all autumn: leather at night, shoes by morning, and a crowd at the door of a shop that had been three weeks from closing. He stopped being poor gradually, the way a cold room warms.',
          'Near Christmas his wife said aloud what they had both been thinking. "We are living on somebody\'s kindness, and we don\'t know whose. I would like to see their faces." So that evening, once the leather was laid out, they turned the lamp down to a glimmer, folded themselves into the deep shadow beside the dresser and waited, as wide awake as children on a feast-night.',
          "At midnight two little men slipped in. They were no taller than a shoe, nimble as sparrows, and they had not a stitch of clothing between them. They swarmed up the leg of the bench, took up the cut pieces and set to: awl, thread, hammer, awl again, the whole business done at a speed that made the shoemaker's head swim. Neither of them said a word. When every pair stood finished in its row, they slid down and were gone into the frost.",
          'In the morning his wife said, "They have given us everything, and they go out into the snow as bare as the day they were born. I won\'t have it. I am going to dress them, and you are going to make them boots." She sewed each of them a linen shirt, a jacket with buttons no bigger than lentils, a waistcoat and breeches, and knitted stockings on her finest needles. He made two pairs of shoes that would have fitted a doll. When everything was ready, they set the clothes out where the leather usually lay, and hid again.',
          'The little men came in at midnight and stopped short. There was no work, only clothes their own size, and it took them a moment to understand that these were meant for them. Then they laughed out loud. They scrambled into everything, buttoned each other into the jackets and strutted up and down the bench, singing: "Fine as lords from cap to shoe: what should lords with cobbling do?" They vaulted the chairs, jigged round the stove and danced out of the door, and that was the last anyone saw of them. The shoemaker did not need them again. He had his name now, and his customers, and for the rest of his life his work prospered.',
          'It is a small tale about thanks, and a slightly stranger one about what thanks can do. While the little men were unseen and in want, they worked. Once they had been seen, and given what they lacked, they were free to go, and they went. A true gift, the story suggests, can end the very need that bound two people together, and that may be part of what makes it true.',
        ],
        question: 'The elves left as soon as they were thanked and clothed. Was the gift a reward, a release, or both, and have you ever seen thanks change a relationship?',
      },
    },
  },
  {
    id: 'bremen-town-musicians',
    title: 'The Bremen Town Musicians',
    origin: 'Grimm',
    source: 'a tale from the Brothers Grimm',
    summary: 'An old donkey, dog, cat and rooster set off to be musicians and find a home of their own instead.',
    tellings: {
      // In the Grimms' tale the animals run away because their owners mean to be rid of them for good, and the
      // returning robber is scratched, bitten and kicked. In the G telling the animals are simply too old for
      // their jobs and go looking for a new one, and the robber is only startled by their noise.
      G: {
        paragraphs: [
          'Once there was a donkey who had carried sacks of flour for many years, until his legs grew tired. "You cannot carry sacks any more," said the farmer. The donkey smiled. "Then I will go to the town of Bremen," he said, "and be a musician!"',
          'On the road he met an old dog. "I am too slow to help with the sheep now," sighed the dog. "Come with me to Bremen," said the donkey. "You can bark the tunes and I will hee-haw them." So the dog came along.',
          'Soon they met a cat with grey whiskers. "I would rather snooze than chase mice these days," she said. "Come and sing with us!" said the donkey. So the cat came too.',
          'Then they met a rooster on a gate. "The farmer\'s family say I crow too loudly," he said sadly. "Perfect!" said the donkey. "A band needs a loud voice."',
          "That night they saw a light in the woods. Inside a little cottage, a band of robbers were having a big supper. The dog climbed onto the donkey's back, the cat climbed onto the dog, and the rooster flew up on top. Then they all sang at once: Hee-haw! Woof! Miaow! And the rooster crowed his very loudest.",
          'What a noise! The robbers jumped up and ran far away into the woods. The four friends ate the supper and went to sleep.',
          'Later, one robber tiptoed back. In the dark, he saw two shining eyes. "Ffft!" hissed the cat. "Woof!" barked the dog. "Hee-haw!" brayed the donkey. The robber ran off and never came back.',
          'The four friends liked the cottage so much that they stayed, and sang together every evening, just for fun.',
        ],
        question: 'The four friends were too old for their old jobs, but they found something new together. What is something you and your friends are good at together?',
      },
      PG: {
        paragraphs: [
          "The donkey had carried the miller's flour sacks for longer than the miller's children had been alive. Lately his knees creaked, and he had caught the miller doing sums about the price of hay. The donkey could do sums too. Before the miller reached an answer, the donkey had slipped out of the back gate and set off for Bremen, where the town was said to hire musicians. He had a big voice. Somebody ought to pay for it.",
          'By midday he found a hound panting in the ditch. "I\'m too slow for the hunt now," said the dog, "and my master won\'t feed a dog that can\'t hunt. I didn\'t wait to hear what came next." "Then join my band," said the donkey. "Can you keep a beat?" The hound thumped his tail on the ground. It would do.',
          'Next came a cat on a wall, grey at the muzzle and as sour as vinegar. Her teeth were worn down and she preferred the stove to the mouseholes, so her mistress had meant to be rid of her in the millpond. "Come with us," said the donkey. "Cats sing on the rooftops every night anyway. You might as well be paid."',
          'At a farm gate a rooster was crowing as if the sky were on fire. "Visitors on Sunday," he explained, "and I\'m to be the soup. I\'m using my voice while I\'ve still got it." "Bring it to Bremen," said the donkey. "There are no stockpots on the road to Bremen."',
          'Night caught them in a forest. From the top of a tree the rooster spotted a light, and it led them to a house where, through the window, the donkey could see a table crowded with roast meat and a gang of robbers eating it.',
          'The donkey planted his front hooves on the sill, the dog scrambled onto his back, the cat onto the dog and the rooster onto the cat. On the count of three they gave their first concert, bray, bark, yowl and crow at full volume, and tumbled in through the window in a shower of glass. The robbers fled. The musicians finished the dinner for them and settled down to sleep.',
          "Around midnight one robber crept back. In the dark kitchen he took the cat's glowing eyes for coals and held a match to them. She flew at his face; the dog bit his leg; the donkey kicked him flat; the rooster screeched from the roof. He ran back and told his captain the place was full of horrors: a hag who clawed him, a man with a knife behind the door, a black brute in the yard with a club, and a judge on the roof bellowing for the thief.",
          'The robbers never went back. The four musicians liked the house so much that they never got to Bremen at all, and nobody there has ever complained about the missing concert.',
        ],
        question: 'Every one of the animals had been told it was no longer useful. What did they turn out to be good at together, and why do you think they never went to Bremen?',
      },
      FULL: {
        paragraphs: [
          'A miller had a donkey who had spent a long life carrying sacks between the mill and the market. Donkeys do not complain much, but bodies do, and this one had begun to. The miller started looking at him the way people look at a broken chair, wondering whether it is worth mending or should go on the fire. The donkey knew that look. One morning, before the sum was finished, he walked out of the yard and took the road to Bremen. He had heard that the city paid musicians, and had always privately believed his bray was wasted on a mill.',
          'An hour on, he found a hound lying across the road, his ribs going in and out like bellows. The dog explained without being asked: he was old, he could no longer keep up with the hunt, and his master had announced that a dog who could not hunt would not be fed. He had not stayed for the rest of that conversation. "Come with me," said the donkey. "I\'m starting a band. I\'ll carry the tune; you keep the time."',
          'Next came a cat crouched on a milestone with a face that could have curdled milk. Her teeth were blunt, she preferred the stove to the mouseholes, and for that her mistress had meant to be rid of her in the millpond. She had got away, but a cat with no home is less free than lost. The donkey reminded her that cats give concerts on the rooftops every night for nothing. She came along.',
          'At a farm, a rooster on the gatepost was crowing so hard that his comb shook. He was not celebrating. Guests were coming on Sunday, the farmer\'s wife had ordered him for the soup, and tonight was his last night with a head on his shoulders. "Then come with us," said the donkey. "You have a voice that carries, and there are no stockpots on the road to Bremen."',
          'Night caught them in a forest. The donkey and the dog settled under a big tree, the cat went up into the branches, and the rooster flew to the very top, and from there he saw a light. They followed it to a lamplit window. The donkey, being tallest, looked in: a table loaded with food, and round it a band of robbers, eating as if it were their job. Which, in a sense, it was.',
          'Their plan needed no instruments. The donkey stood with his forefeet on the sill, the dog climbed onto the donkey, the cat onto the dog and the rooster onto the cat, and at a signal they performed: bray, bark, yowl and crow, as loud as four old throats could manage, and then all four came through the window in a crash of glass. The robbers, who believed in ghosts more readily than in singing animals, fled into the dark. The musicians ate until the table was bare, put out the lamps and each took the bed that suited it: the donkey the dungheap in the yard, the dog the mat behind the door, the cat the warm ashes of the hearth, the rooster the beam under the roof.',
          "The robbers watched the house go dark, began to feel foolish, and sent one man back to look. He crept into the black kitchen towards two coals glowing on the hearth and held a match to them. They were the cat's eyes. She sprang at him, spitting and raking his face; at the back door the dog's teeth met in his calf; in the yard the donkey gave him both hind hooves; and the rooster, woken by the din, screamed from the beam.",
          'The robber limped back with his report. "There\'s a hag by the fire who tore my face with her nails. There\'s a man behind the door who stuck a knife in my leg. There\'s a black monster in the yard with a club. And on the roof sits a judge, yelling for someone to bring him the villain." The robbers never went back; the musicians stayed. Bremen has forgiven them for never arriving: a bronze statue of the four, stacked one on another, stands beside the town hall, and visitors rub the donkey\'s front legs for luck.',
          'Under the comedy, the tale starts somewhere bleak. Each of these animals has worked a lifetime and is to be thrown away the moment the work gets hard. None of them is a real musician; their one concert is a racket. What saves them is each other, and the nerve to walk out before anyone else can decide how their story ends.',
        ],
        question: 'None of the four ever became a musician, yet the tale is named for what they set out to be. What do you make of that, and of a story where being thrown away is the start of a new life?',
      },
    },
  },
  {
    id: 'sweet-porridge',
    title: 'The Sweet Porridge',
    origin: 'Grimm',
    source: 'a tale from the Brothers Grimm',
    summary: 'A magic pot cooks sweet porridge whenever it is asked, but someone forgets the words to make it stop.',
    tellings: {
      // The Grimms' tale begins with a girl and her mother who have nothing at all to eat. The G telling keeps
      // them poor but not hungry for long, and makes the flood of porridge a funny, sticky mess rather than a
      // danger.
      G: {
        paragraphs: [
          'Once upon a time there was a little girl who lived with her mother in a tiny house at the edge of a town. They did not have much, and some days the cupboard was almost empty.',
          'One morning the girl went into the woods to look for berries. There she met a kind old woman with twinkly eyes. "Here," said the old woman, and she gave the girl a little pot. "When you want something to eat, say, \'Cook, little pot, cook!\' and it will make you sweet porridge. When you have enough, say, \'Stop, little pot!\' and it will stop."',
          'The girl ran home. "Cook, little pot, cook!" she said. Bubble, bubble! The pot filled up with warm, sweet porridge. "Stop, little pot!" she said, and it stopped. She and her mother ate until they were full and happy.',
          'One day the girl went out to play. Her mother felt hungry, so she said, "Cook, little pot, cook!" The pot bubbled and filled with porridge. Her mother ate a big bowlful. "That\'s enough, thank you," she said. But the pot kept cooking! "Halt, pot! Enough, pot! Whoa, pot!" she cried, but she could not remember the right words.',
          'The porridge bubbled over the top of the pot. It filled the kitchen. It slid out of the door and down the street, into the bakery and the school, until the whole town was swimming in sweet, sticky porridge. People laughed and fetched their spoons.',
          'Just then the little girl came home. She saw the porridge and giggled. "Stop, little pot!" she called, and the pot stopped at once.',
          'For a whole week after that, people coming home had to eat a tunnel through the porridge to reach their own front doors. Yum!',
        ],
        question: "Why do you think it was so important to know how to stop the pot? Can you think of something that is lovely until there's too much of it?",
      },
      PG: {
        paragraphs: [
          'A girl and her mother lived in a narrow house at the edge of a small town, and one morning there was nothing left in it to eat: the bread bin empty, the flour jar empty. The girl took a basket into the forest. Perhaps there would be mushrooms; at least she would be doing something.',
          'Among the trees an old woman sat on a stump, as if she had been expecting her, and seemed to know her trouble without being told. She held out a small black pot. "Tell it, \'Cook, little pot, cook,\' and it will fill with sweet millet porridge. Tell it, \'Stop, little pot,\' and it will stop. Remember both halves."',
          'The pot did exactly as promised. From then on the girl and her mother had warm porridge whenever they were hungry, sweet as honey cake, and the empty bread bin stopped mattering.',
          'One afternoon, while the girl was out, her mother fancied a bowl. She said the first words, and the pot obliged, and she ate her fill. Then she looked at the pot, which was still bubbling away, and realised that she had never paid attention to the second half.',
          '"Whoa," she said. "That will do. Thank you. Enough!" The pot cared for none of these words. Porridge rose over the rim, oozed down the sides, slid off the stove and spread across the floor. She put a chair in its path; it went round. She opened the door to let it out, and out it went.',
          'It flowed next door, and then the next, and out into the street in a warm, slow, sugary wave. Neighbours climbed onto their windowsills. The dogs were delighted. The baker came out, looked, and went back inside for a ladle. The porridge crept across the square and up the town hall steps, as though the pot had decided that the whole town looked peckish.',
          'By the time the girl came home, only one house in the whole town was still dry. She took in the sight, waded to her own door and said clearly, "Stop, little pot." It stopped.',
          'Clearing up took a long time. For days afterwards, anyone coming home from a journey had to bring a spoon and eat a path to their own front step.',
        ],
        question: "The mother knew how to start the pot but not how to stop it. Can you think of something in real life that's easy to start and hard to stop?",
      },
      FULL: {
        paragraphs: [
          'Hunger, when it finally reaches a poor house, does not knock. A girl and her mother had been scraping by in a small town for years, and one day the scraping reached the bottom: not a crust, not a spoonful of meal. The girl went out into the forest. She had no plan. The empty kitchen was simply unbearable to sit in.',
          'Somewhere among the trees she met an old woman, and this is all the tale tells us about her: that she already knew about the hunger, and that she had a present for it. It was a little pot, as plain as a pebble. "Say to it, \'Cook, little pot, cook,\'" she said, "and it will cook good sweet millet porridge. Say, \'Stop, little pot,\' and it will stop." Then, as far as the story is concerned, she is gone.',
          'The girl carried the pot home. Her mother did not believe a word of it until the pot, politely asked, filled to the brim with something that smelled like a feast day. After that there was porridge whenever they wanted it. Hunger became a memory, and then something they could joke about.',
          'One day the girl went out on an errand, and her mother, feeling peckish, spoke the first set of words. The pot cooked. She ate, and was satisfied, and wished it would stop, and found that she did not know how to make it. She had heard her daughter say the words a hundred times, the way one hears a clock tick, without ever listening. She tried every command she could think of. The pot cooked on with the cheerful steadiness of a thing doing exactly what it has been told.',
          'The porridge climbed over the rim and down the stove. It covered the floor, filled the house, pushed into the house next door and then out into the street. Picture it: a warm, sweet, slow tide nudging at doorsteps, neighbours leaning from upstairs windows calling out advice that did no good, small children convinced it was the best day of their lives, and parents fairly sure it was the worst. Nobody in the town knew how to turn it off.',
          'At last, with a single house in the whole town still dry, the girl came home. She looked, and spoke three words, "Stop, little pot," and that was that. The town was left to dig itself out, and for a good while anyone returning from a journey had to eat a road to their own front door.',
          "It is one of the shortest tales the Grimms printed, and one of the kindest: nobody is punished, nobody is wicked, and the gift is never taken back. Yet under the comedy lies an old and serious idea, the same one that drives the story of the sorcerer's apprentice: a power you cannot stop is only half a power, and plenty that never ends turns into a flood. The mother's mistake is so ordinary. She had always known how to ask for more. She had simply never learned how to say enough.",
        ],
        question: 'The mother knew the word for "more" but never learned the word for "enough". Where do you see that pattern in your own life, or in the world around you?',
      },
    },
  },
  {
    id: 'golden-goose',
    title: 'The Golden Goose',
    origin: 'Grimm',
    source: 'a tale from the Brothers Grimm',
    summary: 'A kind youngest son shares his lunch, wins a golden goose, and makes a princess who never laughed laugh at last.',
    tellings: {
      // In the Grimms' tale the two selfish brothers wound themselves with their own axes, and the king sets
      // three more hard tasks before the wedding. In the G telling their axes simply get stuck in the tree, and
      // the story ends with the princess's laugh.
      G: {
        paragraphs: [
          'Once upon a time there were three brothers. The two big brothers thought they were very clever, and they often laughed at the youngest, who was quiet and kind.',
          'One day the eldest brother went into the forest to chop wood, with a big sweet cake for his lunch. Under a tree sat a little grey old man. "I am so hungry," he said. "Will you share with me?" "No," said the eldest brother. But when he began to chop, his axe got stuck in the tree, and he went home grumbling.',
          'The next day the same thing happened to the middle brother.',
          'Then the youngest brother went. He only had a dry biscuit, but when the little old man asked, he said, "Of course! Let\'s share." And when he opened his bag, the dry biscuit had turned into a sweet cake!',
          '"You have a kind heart," said the old man. "Chop down that old tree, and see what you find." And there among the roots sat a goose with feathers of shining gold!',
          'At an inn, three sisters each tried to take one golden feather, and each one got stuck! A farmer tried to pull them free, and he got stuck too. Then a baker, and a man with a wheelbarrow. Soon a long, wobbly line of people was hopping along behind the goose.',
          'In that land lived a princess who had never laughed, not even once. When she saw the wobbly line go by, she laughed until she had to hold her tummy. The kind youngest brother and the princess became the best of friends, and when they grew up, they were married, and they laughed together every day.',
        ],
        question: 'The youngest brother shared his lunch even though he did not have much. Why do you think that kindness came back to him?',
      },
      PG: {
        paragraphs: [
          'A woodcutter had three sons. The two eldest thought themselves sharp, and took every chance to prove it at the expense of the youngest, a gentle, dreamy boy who spoke slowly and was called Simpleton by everyone, including, on bad days, his mother.',
          'The eldest went off to cut timber with a rich cake and a flask of cider. A small grey old man sitting on a log asked for a little of each. "And go short myself?" said the eldest. "Find your own." Soon his axe skidded off a knot and gashed his arm, and he went home to be bandaged. Next day the second brother gave the same answer and came home limping, his axe having found his leg instead of the tree.',
          'Then Simpleton asked for a turn. His mother, with nothing better left, gave him a flat cake baked in the embers and a flask of sour cider. When the grey man asked, Simpleton sat down beside him at once: "It isn\'t much, but half of it is yours." He unwrapped the cake and found it fine and sweet, and the cider sweet too. Afterwards the old man pointed at an old tree. "Cut that down and look among the roots." There Simpleton found a goose whose every feather was gold.',
          "At the inn where he stopped for the night, the landlord's three daughters each wanted a golden feather. The first took hold of a wing and could not let go; the second stuck to the first; the third, sure the others were hoarding the gold, stuck to the second. In the morning Simpleton strolled off with the goose under his arm, and three furious young women had to trot behind. A parson tried to haul one of them away and found himself attached. So did the sexton who tried to rescue him, and two farmhands with their hoes still on their shoulders. Soon seven people were bouncing across the countryside in a line, none of them by choice.",
          'In the capital lived a princess who had never once laughed, and her father had promised her to whoever could make her. The procession went past her window, parson skipping, sisters scowling, farmhands tangled in their hoes, and she laughed so hard that she had to sit on the floor.',
          'The king did not want Simpleton for a son-in-law and set him three impossible errands: a man who could drink a cellar dry in a day, a man who could eat a mountain of bread, and a ship that sailed on land as well as water. Each time, the little grey man was waiting in the forest and did the thing. With no excuses left, the king let the wedding go ahead, and in time Simpleton became a kind king himself.',
        ],
        question: 'Both older brothers said no to the old man, and Simpleton said yes. What do you think the story is saying about how we treat people who seem to have nothing to offer us?',
      },
      FULL: {
        paragraphs: [
          'Some families decide early which of their children is the clever one. This family had decided twice: the two eldest sons were clever, and the youngest, known to everyone as Dummling, the little dunce, was not. He was slow to answer and quick to smile, he forgave too easily, and he never thought of a sharp reply until the next day, if at all. In a house that valued sharpness above everything, that made him the family joke.',
          "When the eldest went into the forest to fell trees, his mother packed him a good sweet cake and a bottle of wine. Just inside the wood a little grey-bearded old man asked politely for a slice and a swallow, since he had had nothing all day. The eldest gave a sensible answer: whatever he handed over he would not have himself. So the old man got nothing. The young man had swung at his tree only a few times when the axe turned in his hands and laid his arm open, and he went home to have it bound. The second son went the next day with the same provisions and the same reasoning, and came home with the axe's mark in his leg.",
          "Then Dummling asked to try. His father was unkind about it: if the clever ones came home bleeding, what would become of the fool? But Dummling kept asking, mildly and without end, until he was let go for the sake of peace. His mother gave him what was left, a flat cake of flour and water baked in the ashes and a bottle of beer that had turned. When the old man asked, Dummling apologised for the bundle and divided it all in two. As he unwrapped it, the cake turned rich and sweet under his hands, and the sour beer poured out as good wine. The old man ate slowly, watching him. A person who shares when he has almost nothing, he said at last, has earned something better than almost nothing. Whatever waited among the roots of that old tree over there was Dummling's.",
          "It was a goose, sitting calmly in a hollow among the roots as if it had been expecting him, and every feather on it was gold. Dummling tucked it under his arm and found a bed at an inn. The landlord's three daughters had all seen the goose come in. The eldest waited until the room was empty and reached for a feather; her fingers closed on the wing and would not come away. The second came for a feather, brushed her sister and was caught too. The third, finding the other two bent over the goose, assumed they were keeping the gold from her, seized the second and stuck fast.",
          "In the morning Dummling set off with the goose under his arm and paid no attention to the three young women fastened behind it, who had to keep pace or be dragged. In a field they met the parson, outraged to see decent girls chasing a young man across open country in daylight. He took the youngest by the arm to pull her off and became the fourth in line. The sexton ran to catch his parson's sleeve and became the fifth. Two labourers called to free the sexton stuck in their turn, hoes and all. Now seven of them stumbled along behind a young man who seemed to find nothing odd about it.",
          "In the next city the king's daughter was so solemn that nobody had ever made her laugh, and the king had let it be known that whoever did should marry her. Dummling marched his procession under her window. She looked out at the seven of them, hopping and tripping and unable to let go, and laughed until tears ran down her face.",
          'The king wanted no such son-in-law and set conditions: a man who could drink a whole cellar of wine in a day, then a man who could eat a mountain of bread, then a ship that could sail over land as well as water. Each time the grey old man was waiting in the forest, ready to do it, in return for one shared meal of ash-cake. The king ran out of objections, and the wedding was held. When he died, the boy everyone had called a fool inherited the kingdom, and ruled it, the tale says, for many happy years.',
        ],
        question: 'The "sensible" brothers refuse to share and suffer for it; the "fool" gives freely and is rewarded. Is the tale naive about generosity, or does it see something the sensible miss?',
      },
    },
  },
  {
    id: 'star-money',
    title: 'The Star Money',
    origin: 'Grimm',
    source: 'a tale from the Brothers Grimm',
    summary: 'A girl with very little gives away everything she has, and the stars fall down to her as silver coins.',
    tellings: {
      // In the Grimms' tale the girl is an orphan with no home, and she ends by giving away her last shirt alone
      // in a dark forest. The G telling says nothing about her parents, lets her keep a warm dress, makes the
      // night mild and soft, and dresses her in a fine new coat as the stars come down.
      G: {
        paragraphs: [
          'Once upon a time there was a little girl who had almost nothing. She had the clothes she was wearing and a piece of bread that a kind neighbour had given her. But she had a very kind heart.',
          'One day she set out across the fields. Soon she met an old man. "I am so hungry," he said. The little girl gave him her whole piece of bread. "I hope it helps," she said, and walked on.',
          'Next she met a small boy who was shivering. "My head is so cold," he said. So the little girl took off her woolly hat and put it on his head.',
          'A little further on she met a girl with no coat, so she gave her own warm jacket. Then she met another child, and gave her scarf. Now the little girl had nothing left but the dress she was wearing.',
          'By now it was evening. The sky turned dark blue, and the first stars began to twinkle. The night was soft and mild, and the little girl was not afraid. She sat down in a meadow and looked up at the sky.',
          'Then something wonderful happened. The stars began to fall, twinkling and tumbling down, and as they landed they turned into shiny silver coins! Clink, clink, clink, all around her in the grass.',
          'And when she looked down, she was wearing a beautiful new coat, as soft as a cloud, with deep pockets. She gathered up the silver coins and filled her pockets to the brim.',
          'From that day on, the little girl always had enough, and she always had plenty to share.',
        ],
        question: 'The little girl gave away everything she had to people who needed it. How do you feel when you share something with someone?',
      },
      PG: {
        paragraphs: [
          'There was once a girl whose parents had died, and the little they left was soon gone. She had no roof, no bed and nothing to her name but the clothes she was wearing and a piece of bread a passing stranger had pushed into her hand. What she did have, the story says, was a good heart and a quiet trust that she would be looked after. So she walked out of the town into the fields to see where the road would take her.',
          'The first person she met was an old man, hungry and shaking. She gave him the bread, every bit of it, wished him well and walked on.',
          'Next came a small child with a bare head, crying with the cold. The girl took off her hood and tied it on the child. A little later a boy stood shivering in front of her without a jacket, so she gave him hers. Another child needed a skirt, and she handed that over as well.',
          'By the time she reached the forest it was night. One more child came out of the dark, barely dressed, and asked for her shirt. The girl thought it over. It was dark. Nobody would see. She could manage without it. So she gave that away too.',
          'Then she stood among the trees with nothing at all: no coat, no bread, not one thing that was hers.',
          'And the stars came down. One after another they dropped out of the sky, and where they landed at her feet they were coins, hard and bright and silver. She found, too, that she was dressed again, in a shirt of softer linen than she had ever touched, though she had given her own away only a minute before.',
          'She gathered the silver into it, and she never went hungry again.',
        ],
        question: 'The girl gave away everything, even when it left her with nothing. Is that admirable, or too much? Where would you draw the line?',
      },
      FULL: {
        paragraphs: [
          'A little girl had lost her father and her mother, and after them everything else. She had no home now, not even a corner to sleep in, and in the end she owned only the clothes she was standing in and a heel of bread that some kind person had given her. The tale is firm that she was good, and that her faith held. With nobody left in the world to turn to, she went out into the open country and trusted God to show her the way.',
          'She had not gone far when a poor man stopped her. He was starving, he said. She gave him her bread, the whole of it, with a blessing, and went on without any supper of her own.',
          'A child came crying that her head was cold, and the girl untied her hood and gave it away. Further on, a child stood shivering with no bodice, and she unlaced her own and handed it over. Further still, another asked for her skirt, and she stepped out of it.',
          "Night had fallen by the time she came into a forest, and out of the darkness there came one more child, asking for her shirt. The girl thought it through with a child's plain reasoning. It was dark. There was nobody to see. She could give her shirt as well. She pulled it over her head and gave it away.",
          'So she stood alone in a forest at night with nothing: no bread, no roof, not a thread to cover her. And as she stood there, the stars began to fall. They came down around her among the leaves, and when she bent to them they were coins of solid silver. She was clothed again, too, in a new shirt of linen finer than any she had ever seen, though she had just given her own away. She gathered the star money into it, and poverty never found her again.',
          'That is the whole of it. It is one of the shortest tales the Grimms collected and one of the strangest, because it has no villain, no test that the girl knows she is taking, no cleverness and no struggle. It is a story of pure giving, told without irony, and it ends in pure grace.',
          "Modern readers tend to come at it from one of two directions. Some find it moving in exactly the way it intends: a picture of a generosity so complete that heaven itself answers it, a child who gives not from her surplus but from her need, as the widow gave her two coins. Others find it unsettling. A homeless orphan strips herself bare in a forest at night for strangers, and the story's answer is a miracle; the rest of us, who are not expecting stars to fall, might notice that no adult in the tale gives her anything but a crust.",
          'Both readings are honest. The tale asks us to picture the kind of giving that holds nothing back, and it does so by showing a child who has nothing to protect, not even herself. Whether that is a model, a rebuke, or a comfort may depend on how much you have, and how tightly you hold it.',
        ],
        question: 'The tale rewards a child who gives away even her shirt. Do you read it as an ideal of generosity, as a comfort, or as a quiet rebuke to a world where no grown-up helps her?',
      },
    },
  },
  {
    id: 'hansel-and-gretel',
    title: 'Hansel and Gretel',
    origin: 'Grimm',
    source: 'a tale from the Brothers Grimm',
    summary: 'A brother and sister lost in the forest find a house made of sweets, and find their way home by their own wits.',
    tellings: {
      // The Grimms' tale has parents who leave their children in the forest and a witch who means to eat them,
      // caged and pushed into her own oven. The G telling has no abandonment, no witch, no cage and no oven: the
      // children wander too far while picking berries, the old woman of the sweet house is grumpy but not
      // wicked, and they make friends and find their own way home. It keeps the pebbles and breadcrumbs, the
      // birds, the house of sweets, the duck across the water, and the children's cleverness.
      G: {
        paragraphs: [
          'At the edge of a great forest lived a woodcutter with his two children, Hansel and Gretel. One day the children went into the woods to pick berries. As they walked, Hansel dropped little white pebbles to show the way back.',
          "They found so many berries that they went deeper and deeper. Soon Hansel's pocket was empty of pebbles, so he dropped breadcrumbs instead. But the birds hopped along behind them and pecked up every crumb. Soon they could not see the path at all.",
          '"Hmm," said Gretel, holding her brother\'s hand. "We will just have to be clever."',
          'Then they smelled something sweet. Through the trees stood a little house made of gingerbread, with a cake roof and windows made of sugar candy! Hansel broke off a piece of the roof. Gretel nibbled a candy window.',
          'Out came an old woman with a crooked stick. "Who is nibbling my house?" she grumbled. "Now I shall have to mend it!"',
          '"We\'re sorry," said Gretel. "We were lost and very hungry. Please let us help you mend it."',
          'The old woman blinked. Nobody had ever offered to help her before. So all afternoon they mixed gingerbread, patched the roof and iced the windows, and the old woman began to smile.',
          '"You are good children," she said. "Now, if you want to go home, walk to the stream. A white duck lives there. Ask her nicely."',
          'At the stream, a white duck carried them across one at a time. On the other side, Hansel spotted one of his white pebbles shining in the grass, and then another. They followed the pebbles all the way home, where their father was waiting at the door with open arms.',
        ],
        question: 'Gretel said, "We will just have to be clever." What clever things did Hansel and Gretel do to find their way home?',
      },
      PG: {
        paragraphs: [
          'Hansel and Gretel lived with their father, a woodcutter, and their stepmother where the great forest began. The year the harvest failed, the children, too hungry to sleep, heard through the wall what their stepmother had decided: the two of them would be left deep in the forest. Two mouths fewer. Their father said no, several times. By morning he had stopped saying it.',
          'While Gretel cried, Hansel slipped out into the moonlit yard, where the pebbles glowed white as little moons, and filled his pockets. Next day, trailing behind into the forest, he dropped them one at a time. When the children woke beside a burnt-out fire, alone, they waited for moonrise, and the pebbles lit their road home. Their father hugged them and wept. Their stepmother pressed her lips into a thin line.',
          'The next time, she locked the door at night, and Hansel could not get out for pebbles. He scattered crumbs of bread behind him instead, but the birds ate every one, and when the moon rose there was nothing to follow.',
          "After three days' wandering they found a cottage that looked too good to be real: walls of bread, a roof tiled with cake, windowpanes of sugar. Starving, they broke off pieces and ate. Out came an old woman on a crutch, all smiles, who fed them pancakes and apples and tucked them into two little beds with crisp sheets.",
          'She was a witch, and the sweet house was bait. In the morning she shut Hansel in a shed behind a barred gate and set Gretel to cooking rich food for him, because she meant to fatten him up and eat him. Each day she told him to poke a finger through the bars so she could feel how plump he was. Her eyes were bad, and Hansel held out an old bone instead, and she could not understand why he stayed so thin. After four weeks she lost patience: fat or thin, he was going in the pot. First, though, she heated the oven for bread.',
          '"Crawl in and see if it\'s hot enough," she told Gretel. Gretel understood exactly what she meant to do. "I don\'t know how," she said. "Can you show me?" Grumbling, the witch bent down and put her head into the oven to show her, and Gretel shoved her with all her strength, slammed the iron door and shot the bolt. That was the end of the witch.',
          "Gretel let her brother out. They filled their pockets with pearls and gems from the witch's chests, and at a wide water with no bridge a white duck carried them over one at a time. Then the trees grew familiar, and there was home. Their father had not had one easy day since he lost them, and the stepmother was gone. Gretel emptied her apron on the floor, jewels rolling everywhere, and they were never hungry again.",
        ],
        question: 'Hansel saves them at the start, and Gretel saves them at the end. What different kinds of bravery and cleverness do the two of them show?',
      },
      FULL: {
        paragraphs: [
          'On the edge of a forest so large that nobody had ever crossed it lived a woodcutter, his second wife, and Hansel and Gretel, the children of his first marriage. There had never been much in that house. Then famine came over the country, and there was a week when the woodcutter came home with no bread at all.',
          'In bed one night he asked into the dark what would become of them. His wife had her answer ready. In the morning they would take the children into the thickest part of the wood, light them a fire, give each a crust and leave them. They would never find their way out, and the bread would stretch for two. He could not, he said; the wild beasts would have them. "Then all four of us die," she said, "and who will dig the graves?" She kept at him until he gave in.',
          "The children, kept awake by hunger, had heard every word. Gretel cried; Hansel told her to trust him. When the house was quiet he let himself into the yard, where the moon made the pebbles shine as white as salt, and stuffed his pockets. On the long walk into the forest he kept stopping to look back at the house, or so he said, and each time a pebble dropped. Left beside a fire, the children fell asleep and woke in the dark, alone. When the moon rose, the pebbles lit up like a line of tiny lamps, and they followed them all night to their father's door. He was overjoyed. His wife scolded them for staying out so late.",
          "Hunger came back, and the plan with it. This time the door was locked at night. Hansel crumbled his day's bread in his pocket and let the crumbs fall as they walked, but a flock of finches followed them and left not one.",
          'For three days they went deeper. Then a snow-white bird led them to a clearing and a little house of bread, tiled with cake and glazed with sugar. They were past caring whose it was. Hansel broke off a piece of roof; Gretel bit into a windowpane. A reedy voice called from inside: "Crunch and munch, who\'s making my house their lunch?" "Just the wind," the children answered, still eating. The door opened, and a very old woman on a crutch led them in, fed them milk and pancakes, apples and nuts, and put them to bed between clean sheets.',
          'It was all a lure. She was a witch who had built her sugar house to catch children, and those she caught she cooked and ate. Her eyes were filmed and dim, but her nose missed nothing. At dawn she shut Hansel behind the barred door of a shed and set Gretel to cooking rich food for him: when he was fat, she would eat him. Every morning she ordered him to stick out a finger so she could feel whether he was fattening, and every morning he stuck out a small bone, and she could not make out why he stayed so lean. After four weeks she lost patience. Fat or lean, tomorrow he would go in the pot.',
          'First there was baking to do. When the big oven roared, she called Gretel over. "Crawl in and tell me if it\'s hot enough for the bread." Gretel saw that once she was inside, the door would close. "I don\'t see how I\'d get in," she said. The witch clicked her tongue, muttered that she had to do everything herself, and stooped to put her head in the oven mouth. Gretel threw all her weight against the old woman\'s back, tipped her in, slammed the iron door and bolted it. The witch howled, and burned in the oven she had heated for a child.',
          'Gretel flung open the shed: "Hansel, we\'re free! The witch is dead!" They held each other and danced round the yard. From the witch\'s chests they filled their pockets with pearls and gems. At a great water with no bridge, a white duck ferried them over one at a time. Then the forest grew familiar, and at last they saw their father\'s roof and ran in to him. Every day since the forest had been a misery to him, and his wife had died. Gretel shook out her apron, jewels went skittering across the floor, and their hungry days were over.',
          'The tale is often softened now, but its edges are its point: hunger that turns parents into abandoners, a house of sweets that is a trap, and two children who, when every adult has failed them, save each other.',
        ],
        question: 'Every adult in the tale fails the children, and the children save each other. What do you make of the father, who gives in and is then forgiven, and of a story that ends with the stepmother simply gone?',
      },
    },
  },
  {
    id: 'frog-prince',
    title: 'The Frog Prince',
    origin: 'Grimm',
    source: 'a tale from the Brothers Grimm',
    summary: 'A princess makes a promise to a frog who fetches her golden ball, and learns that a promise must be kept.',
    tellings: {
      // In the Grimms' tale a witch has enchanted the prince, and the princess breaks the spell by flinging the
      // frog against the wall in disgust. The G telling leaves the witch out and breaks the spell with a kept
      // promise and a friendly word, and the frog asks for a cushion of his own, not a place in the princess's
      // bed.
      G: {
        paragraphs: [
          'Once upon a time there was a young princess who loved her golden ball more than anything. Every day she played with it by an old stone well in the shady woods, throwing it up high and catching it again.',
          'One day the ball slipped through her fingers and plop! Down it went, deep into the well. The princess began to cry.',
          '"What\'s the matter?" croaked a voice. A goggly-eyed frog was looking up at her from the water. "My golden ball is down in the well," she sniffed. "I\'ll fetch it," said the frog, "if you will be my friend, and let me eat from your little plate and rest on a cushion in your room." "I promise!" said the princess. But she thought, "A frog can\'t really come to a castle."',
          'The frog dived down and came up with the ball. The princess grabbed it and ran home without even saying thank you.',
          'The next evening there was a knock at the castle door. "Princess! Remember your promise!" Her father, the king, said gently, "A promise is a promise. Let him in."',
          'So the frog hopped up beside her and ate from her little golden plate. At bedtime she carried him upstairs and put him on a soft cushion in the corner.',
          '"Thank you for keeping your promise," said the frog, "even though it was hard." The princess looked at him and smiled a little. "You\'re not so bad, Frog," she said. "Goodnight, my friend."',
          "Poof! Where the frog had been stood a young prince with kind eyes. A spell had turned him into a frog, and a true friend had broken it. In the morning his faithful servant Henry came with a golden coach, and off they rode to visit the prince's kingdom.",
        ],
        question: "The princess did not want to keep her promise at first. Why do you think keeping promises matters, even when it's hard?",
      },
      PG: {
        paragraphs: [
          "Of all the king's children, the youngest daughter was the one who was never told no. Her favourite thing was a golden ball, and on hot days she took it into the forest to an old well in the shade, and threw it up into the leaves and caught it, over and over.",
          'One day she missed. The ball struck the stone rim, bounced, and dropped into the well, which was so deep that she could not even see where it went. She sat down on the edge and sobbed.',
          '"What\'s all this noise?" A frog on a stone just above the water was looking up at her with goggling eyes. She explained. "I could fetch it," he said. "What\'s it worth to you?" She offered her dresses, her pearls, even her little gold crown. He wasn\'t interested. "I want to be your friend: to sit beside you at dinner, eat off your golden plate, drink from your cup and sleep on your pillow. Promise me that, and I\'ll dive." "Of course," said the princess, thinking it the silliest thing she had ever heard. Frogs live in wells. What could he do about it?',
          "He went down and came up with the ball in his mouth. She grabbed it and ran home, and if he shouted after her to wait, she didn't hear, or pretended not to.",
          'The next evening, at dinner, there was a wet slapping on the marble staircase and then a knock. "Princess! It\'s me, from the well! Let me in!" She opened the door, slammed it, and came back to the table as white as her napkin. Her father made her confess the whole story, and he was not sympathetic. "You gave your word," he said. "Keep it. Let him in."',
          'So the frog shared her dinner, and she managed barely three mouthfuls. Then he announced he was sleepy, and the king made her carry him upstairs. She held him at arm\'s length by one leg and dropped him in a corner. He came hopping across the floor towards the bed. "I want the pillow, like you promised," he said. "Shall I go and ask your father about it?"',
          'That did it. She snatched him up and hurled him against the wall as hard as she could. "There! Sleep on that, you slimy thing!"',
          "What landed on the floor was a young prince, who thanked her very politely. A witch had put a spell on him, he said, and only she could have broken it. In the morning a coach came for them, drawn by eight white horses, with the prince's loyal servant Henry riding on the back. When his master became a frog, Henry had been so heartbroken that he had iron bands fastened round his heart to keep it from cracking. On the road home the bands snapped, one, two, three, because the heart inside had grown too glad to be held in.",
        ],
        question: 'The spell is broken by an act of anger, not kindness. Why do you think the story ends that way? Did the princess deserve her happy ending?',
      },
      FULL: {
        paragraphs: [
          'The king had several daughters, and the youngest had never in her life been refused anything. She was the prettiest and the most spoiled, and she had a ball of real gold. On hot afternoons she took it into the forest beside the castle, to an old well under a great spreading tree, and threw it up and caught it, alone, for hours.',
          'One afternoon she threw it too high and too wide. It struck the stone coping, skipped once and was gone into the well, whose water was so deep that she saw only blackness closing again. She cried, first for the ball, then because nobody came to put things right.',
          'A frog surfaced and asked what the trouble was. She told him, not very graciously. He said he might help, and what would she give him? She offered gowns, pearls, jewels, the little gold crown she had on. He wanted none of them. He wanted to be hers: her friend and playmate, to sit beside her at table, eat from her gold plate, drink from her cup and sleep in her bed. She agreed to all of it at once. Frogs could not climb stairs, she thought, and nobody held anyone to a promise made to something that lived in a well.',
          'He dived and came up with the ball in his mouth. She scooped it up and was away through the trees, and his small voice, begging her to wait because he could not run so fast, grew fainter and stopped.',
          'The next evening, in the middle of supper, came a noise on the marble stairs, a wet, patting, climbing noise, then a knock and a voice: "Princess, it\'s me. Open the door." She went, looked, shut the door as if something might come through it, and returned to her seat the colour of milk. Her father asked what was wrong, and she had to tell him everything. He did not soften. A promise was owed, he said, whoever it was made to. She was to open the door.',
          'So the frog came in and, one request at a time, collected what he was owed: to be lifted onto her chair, then onto the table, then to have her gold plate pushed within reach. He ate well; she could hardly swallow. Then he yawned and asked to be taken to her silk bed, and the princess burst into tears at the thought of that cold, clammy thing on her pillow. Her father\'s patience snapped. "He was good enough for you at the well," he said. "He is good enough for you now."',
          'She carried him upstairs dangling by one leg and set him in the farthest corner. She had barely lain down when she heard him coming, pat, pat, across the floorboards. He wanted to be up there with her, he said, or he would go and talk to her father. That was when her temper went. She seized him and flung him at the wall with all her strength. "Now be quiet, you disgusting frog!"',
          "What fell from the wall was no frog. It was a young man, a king's son, who looked at her without a trace of reproach. A witch had enchanted him, he said, and she, and nobody else, could have set him free. With her father's blessing he became what he had asked to be, her companion, and soon after her husband.",
          "The next morning a coach drew up behind eight white horses with white plumes and gold harness, and standing on the back was the prince's servant, faithful Henry. When his master was turned into a frog, Henry's grief had been so great that he had three iron hoops bound round his heart to keep it from bursting. Not far down the road the prince heard a crack behind him and called out that the coach was breaking. No, Henry called back, the coach was sound; it was a hoop round his heart. Twice more the crack came, and each time it was the same: another band giving way, now that there was nothing left to grieve.",
          "Later retellings turned the wall into a kiss, which makes for a tidier lesson. The Grimms' version is stranger. Its princess breaks her word and is rewarded for losing her temper; the moral weight rests on her father, who insists that a promise binds even when it is inconvenient, and on faithful Henry, who held his heart together by force until he could let it go.",
        ],
        question: 'In the original the princess breaks the spell in a fit of disgust, not love, and later tellings changed it to a kiss. Why do you think people wanted to change it, and what is lost or gained?',
      },
    },
  },
  {
    id: 'rumpelstiltskin',
    title: 'Rumpelstiltskin',
    origin: 'Grimm',
    source: 'a tale from the Brothers Grimm',
    summary: "A strange little man spins straw into gold for a miller's daughter, and his price can only be undone by guessing his name.",
    tellings: {
      // In the Grimms' tale the king threatens the girl's life, the little man's price is her first child, and
      // at the end he tears himself in two. In the G telling the king is only stern and greedy, the price is the
      // first present she is given as queen (a music box), and when his name is guessed the little man stamps
      // off in a huff and is never seen again.
      G: {
        paragraphs: [
          'Once upon a time a miller wanted to seem important, so he told the king, "My daughter can spin straw into gold!" It wasn\'t true, but the greedy king said, "Bring her to me!"',
          'The king showed the miller\'s daughter a room full of straw and a spinning wheel. "Spin this into gold by morning," he said sternly. The girl cried, because she had no idea how.',
          'Then in hopped a funny little man with a long beard. "What will you give me if I spin it for you?" "My necklace," said the girl. Whirr, whirr went the wheel, and by morning the straw was shining gold!',
          'The next night there was more straw, and the girl gave the little man her ring. The third night she had nothing left. "Then promise me the first present you are given when you become queen," said the little man. She promised, and he spun it all.',
          "With gold enough at last, the king asked the miller's daughter to be his queen. Her first present was a music box that played the loveliest tune.",
          'Then the little man came back for the music box. The queen looked so sad that he said, "Very well. Guess my name in three days, and you may keep it."',
          'She guessed and guessed: "Buttercup? Puddingtoes? Bumbleboots?" "No, no, no!" he giggled.',
          'On the third day her messenger said, "In the hills I saw a little man hopping round a campfire, singing: Nobody knows, nobody\'s seen, my name is Rumpelstiltskin!"',
          'When the little man came, the queen smiled. "Is your name... Rumpelstiltskin?"',
          '"Who told you?" he squeaked. He stamped his foot so hard that it stuck in the floor, then pulled it out and stomped away in a huff, and he was never seen again.',
        ],
        question: 'The little man was sure nobody could guess his name. How do you think the queen felt when she found out? What would you have guessed?',
      },
      PG: {
        paragraphs: [
          "There was once a miller who couldn't help making himself sound bigger than he was. One day he found himself talking to the king, and before he could stop his mouth, it had told the king that his daughter could spin straw into gold.",
          'The king was very fond of gold. The next day he had the girl shut in a room stacked with straw, with a spinning wheel. "Gold by morning," he said, "or your father\'s boast will cost you dearly." Then he locked the door.',
          'She had no idea how to begin, so she cried. The door creaked open and in walked a little man hardly taller than the wheel. "What\'s the trouble, miller\'s daughter? And what will you give me to fix it?" She gave him her necklace. He sat down, and whirr, whirr, the bobbins filled with gold thread, and by sunrise there was no straw left, only heaps of glittering gold.',
          'The king was delighted, which only made him hungrier. The second night he gave her a bigger room, and the little man spun it for her ring. The third night, in a room bigger still, the king promised that if she managed it she would be queen. She had nothing left to pay with. "Then give me your first child, once you\'re queen," said the little man. A child seemed a long way off. She said yes.',
          'A year later she had a beautiful baby and had forgotten all about him, until he appeared beside the cradle. She offered him every treasure in the kingdom. He laughed: what would he want with gold, when he could spin it out of straw? He wanted a child. She cried so hard that he relented a little. "Three days. Find out my name, and you can keep the baby."',
          'Messengers galloped off to collect names. On the first day she read out plain names and grand ones, the names of saints and kings. "Not mine," he said to every one. On the second she tried the oddest names anyone had found: Sheepshanks? Crumplehorn? Bandylegs? "Not mine," he said, grinning.',
          'On the third day a messenger brought back no new names, only a story. Far off in the hills, where the paths give out, he had seen a little man hopping round a fire on one leg, singing: "Hop and skip and dance the night, tomorrow\'s prize is mine by right; the queen may guess and guess in vain, for Rumpelstiltskin is my name!"',
          'When the little man arrived, the queen kept a straight face. "Is it Peter?" "No." "Is it Michael?" "No." "Then could it possibly be... Rumpelstiltskin?"',
          '"Who told you? Who told you?" he shrieked. He stamped so hard that his foot went straight through the floorboards, and by the time he had wrenched it free he was in such a rage that he stormed out of the palace and was never seen again.',
        ],
        question: 'Think about the miller, the king and the little man. Who do you think behaved worst in this story, and why?',
      },
      FULL: {
        paragraphs: [
          'A miller who owned very little had one thing he was proud of, a beautiful daughter, and one weakness that would cost her dear: he could not resist sounding important. Chance put him in front of the king one day, and in the course of making conversation he announced that his girl could spin straw into gold.',
          'The king had never in his life had enough gold. He said he would very much like to see such a talent. The next day he led the girl to a room piled to the rafters with straw, gave her a wheel and a reel, and told her that if it was not all gold by morning she would be put to death. Then he locked the door.',
          'She sat down in the straw and wept, because she had no more idea how to spin gold than how to fly. Then the door opened on a tiny bearded man, who asked in a friendly enough way what the crying was about, and what she would pay to be rid of the problem. She offered her necklace. He sat down at the wheel, and it hummed, and the reel filled with gold; he set on another, and another, all night, until every stalk had become shining thread.',
          'The king came at dawn, and the sight only sharpened his appetite. The next night he locked her in a bigger room, and the little man spun it all for her ring. The third night the room was larger still, and the king told her that if she succeeded she would be his wife. A miller\'s daughter was a poor match, he reasoned, but where else would he find a bride who brought her own gold mine? She had nothing left to give. "Then promise me your first child after you are queen," said the little man. She saw no other way out, and a child seemed far off, beyond a great many things that might never happen. She promised. The straw turned to gold, and the king married her.',
          'A year later she had a beautiful child. She had not thought of the little man in months, and then there he was in her room, asking for what she owed. Horrified, she offered him all the treasure of the kingdom. He laughed. What use was treasure to someone who could make gold out of straw? What he could not make was a child. She wept so wretchedly that he was moved, in his own fashion. "Three days," he said. "If by then you know my name, the child stays with you."',
          'All night the queen searched her memory for names, and she sent a messenger riding across the country for more. The next day she began with the grandest, the names of kings and saints, and worked down through every name she knew, and to each the little man answered, "No, that isn\'t it." On the second day she read out the messenger\'s crop of odd country names: Hedgepig? Spindlewick? Turnipseed? "No, that isn\'t it."',
          'On the third day the messenger brought nothing new but a story. In the hills beyond the last village, where no road goes, he had seen a fire burning in front of a tiny house, and round it a preposterous little man hopping on one leg and singing: "Tonight I dance, tomorrow I win; the queen\'s own child will soon come in. She\'ll guess and guess and never know I\'m Rumpelstiltskin, head to toe!"',
          'The queen could hardly keep still for joy. When the little man came and asked, "Well, Your Majesty, what am I called?" she pretended to think. "Is it Martin?" "No." "Is it Franz?" "No." "Then could it be... Rumpelstiltskin?"',
          '"Some devil told you! Some devil told you that!" he screamed, and he stamped his right foot down so furiously that it drove through the floor and his leg sank in up to the hip. Then, in his rage, he seized his other foot in both hands and pulled, and tore himself in two.',
          "That is the ending of the Grimms' later editions. In their first edition he simply ran off in a fury and never came back. Either way, the tale is sharper than its fame suggests. Its people are a liar, a greedy king who would kill a girl for gold and then marry her for it, and a strange creature whose longing for a living child is the most human wish in the story. Only the name, once spoken, ends his power.",
        ],
        question: 'Almost nobody in this tale behaves well: the boasting father, the greedy king, the girl who trades away her child. Why do you think the story makes the little man the villain, and what does it mean that knowing his name defeats him?',
      },
    },
  },
];
