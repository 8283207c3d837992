import type { OldStory } from './wonderTypes';

/**
 * Old stories 1–15: Aesop's fables and the Grimms' tales, each retold freshly in Grove's own words (no
 * translation is copied) at three levels. G (ages 4–8) is the gentle telling: nothing frightening
 * happens in it, so each tale's G telling carries a comment saying what it changes from the old tale and
 * why. PG (9–15) keeps more of the old tale's edges without dwelling on them; FULL (adults) tells the
 * whole tale. Each telling ends with a "what did you think?" question the reader can take into the chat.
 * The word ranges (G 150–300, PG 250–500, FULL 350–800) and the safety of every paragraph for its level
 * are checked in oldStoriesA.test.ts.
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
          'A shoemaker had worked honestly all his life and still had nothing to show for it. Bad luck, bad years and customers who did not pay had left him so poor that one night he found he had leather for just one more pair of shoes, and no money to buy any more.',
          'He cut out the pieces that evening, ready to stitch in the morning, said his prayers and went to bed with a heavy heart, trusting that things would somehow work out.',
          'In the morning, the shoes were finished. They stood on his workbench, and the work was so fine that he turned them over and over in his hands and could not find a single wrong stitch. The first customer who tried them on was so pleased that she paid well over the price. With that money the shoemaker bought leather for two pairs, cut them out before bed and found them finished in the morning. The next night he cut out four. Before long, his shop was known for the best shoes in the town, and he and his wife had enough and more than enough.',
          'A little before Christmas, his wife said, "We ought to know who is doing this for us." So that night they left a candle burning, hid in a corner behind some hanging coats and watched.',
          'At midnight, two little men came in. They were no taller than a boot, and they wore nothing but a few threadbare scraps. They jumped up onto the bench and set to work, stitching and hammering so quickly and neatly that the shoemaker could hardly follow their fingers. When every pair was done, they ran out as quickly as they had come.',
          'In the morning, his wife said, "They\'ve made us rich, and they go about in rags in the middle of winter. Let\'s give them something back." She sewed two little shirts, coats, waistcoats and trousers, and knitted two pairs of stockings, and the shoemaker made each of them a tiny pair of shoes. That night they laid the presents out on the bench instead of leather and hid to watch.',
          'When the elves saw the clothes, they were overjoyed. They dressed in a flash, admired each other, and sang, "Look at us, so fine and neat! Why make shoes for others\' feet?" Then they danced over the benches and out of the door. They never came back, but the shoemaker\'s luck never left him.',
        ],
        question: 'Why do you think the elves left once they had their new clothes? Was that a happy ending or a sad one?',
      },
      FULL: {
        paragraphs: [
          'There was a shoemaker who had done nothing wrong and still ended up with nothing. He was skilled, he was honest, he charged fairly, and the years wore him down regardless, until one evening he found that all he had left in the world was leather enough for a single pair of shoes. He cut it out on his bench so that he could begin sewing at first light. Then, because there was nothing more a man could do about it that night, he said his prayers and slept the sleep of someone who has done his best and left the rest to heaven.',
          "In the morning the shoes were made. They stood on the bench side by side, and when he picked them up he went over them the way a craftsman does, looking for the flaw, and found none. Every seam ran true; every stitch was the same size as its neighbour. It was the kind of work a journeyman labours over for a month to earn his master's title. The first customer who came in was taken with them at once and paid more than the asking price, and that money bought leather for two pairs.",
          "He cut the two pairs out that night and meant to sew them himself. He never had the chance: in the morning they were finished. He cut out four, and found four finished. So it went on, night after night. Whatever leather he left on the bench became shoes by daybreak, and word of the shop's fine work spread, and the poor man became, by degrees, a man of comfortable means.",
          "One evening shortly before Christmas, as he laid out the night's leather, he said to his wife, \"Someone is doing us an enormous kindness, and we don't even know whose hands to thank. Let's stay up and watch.\" She was as curious as he was. They left a candle burning, tucked themselves into a corner behind a row of hanging coats and waited.",
          'On the stroke of midnight two little men came in. They were tiny, quick and entirely naked. They climbed onto the bench, took up the leather and fell to work, piercing and stitching and tapping so fast that the shoemaker could not follow their fingers. They did not pause until every pair stood finished. Then they were gone, out into the winter night.',
          'His wife could not stop thinking about them. "They have made our fortune," she said the next morning, "and they go about in the snow without a stitch on. That can\'t be allowed. I\'m going to make each of them a shirt and a little coat, a waistcoat and trousers and a pair of woollen stockings, and you must make them shoes to match." He agreed at once. They worked on the tiny clothes for days, and when everything was ready they left the gifts on the bench where the leather usually lay, and hid once more.',
          'At midnight the elves came bustling in ready for work and stopped short. There was no leather. There were clothes, small enough for them and made with care. For a moment they only stared; then their faces lit up. They pulled everything on, smoothed their coats, admired each other\'s stockings and sang: "Now we\'re gentlemen, neat and fine; no more cobbling, no more twine!" They sprang onto the chairs, capered along the benches and danced out of the door, and they never came back. The shoemaker never needed them again. For the rest of his life his trade went well, and whatever he set his hand to turned out right.',
          'It is a tale about gratitude, and about something a little stranger: that the right thanks can end a relationship as well as honour it. The elves worked while they were needy and unseen. Once they were seen and clothed, they were free, and they left.',
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
          "A donkey had carried a miller's sacks for years without complaint, but his strength was going, and the miller had started to look at him the way a man looks at something he means to get rid of. The donkey was old, but he was not a fool. One morning he walked out of the yard and took the road to Bremen, where he had heard the town paid musicians.",
          'He had not gone far when he found a hound lying by the road, panting. "My master says I\'m too old to hunt, and he won\'t feed a dog that can\'t work," said the hound. "I ran off before he could decide what to do with me." "Come to Bremen," said the donkey. "I\'ll play the lute and you can beat the drum."',
          'A little further on sat a cat with a face like three days of rain. "My teeth are blunt and I\'d rather sit by the stove than chase mice," she said, "so my mistress meant to drown me. I got away, but where can I go?" "Come with us," said the donkey. "You know all about night music."',
          'Then they passed a farmyard where a rooster was crowing with all his might. "There are guests coming on Sunday," he told them, "and the cook means to put me in the soup. So I\'m crowing while I still can." "Come to Bremen instead," said the donkey. "Anywhere is better than a soup pot."',
          'That night, in the forest, the rooster saw a light from the treetop. It came from a house, and through the window the donkey saw a table loaded with food and a gang of robbers feasting around it.',
          "The animals made a plan. The donkey put his front feet on the windowsill, the dog jumped onto his back, the cat climbed onto the dog, and the rooster perched on the cat's head. Then they performed: bray, bark, yowl and crow, all at once, and came crashing through the window. The robbers fled into the woods, sure that some fiend had come among them.",
          "Later that night, the robbers sent one man back. In the dark kitchen he mistook the cat's glowing eyes for embers. The cat flew at his face, spitting and scratching; the dog bit his leg at the door; the donkey's hoof caught him in the yard; and the rooster screeched from the roof. He told the others the house was full of terrors: a witch with claws, a man with a knife, a black giant with a club, and a judge on the roof shouting for the thief. The robbers never went back.",
          'As for the four musicians, they liked the house so much that they never went to Bremen at all.',
        ],
        question: 'Every one of the animals had been told it was no longer useful. What did they turn out to be good at together, and why do you think they never went to Bremen?',
      },
      FULL: {
        paragraphs: [
          'A miller owned a donkey who had hauled sacks for him patiently for many years, until age caught up with the animal and every load came harder than the last. The miller began to reckon up what the beast was costing him in hay. The donkey, who understood a good deal more than he was given credit for, did not wait to learn how the sum came out. He slipped out of the yard one morning and set off for Bremen. He had heard that the city kept musicians, and he had always felt his voice was underrated.',
          'A few miles on he found a hound sprawled at the roadside, his sides heaving. The dog explained without being asked: he was old, he could no longer keep pace with the hunt, and his master had decided that a hound who could not hunt was not worth his dinner. He had run before the matter could be settled. "Come with me," said the donkey. "I\'m going to Bremen to make music. I\'ll take the lute; you can take the drum."',
          'Next came a cat, hunched on a milestone with a face like a long wet week. Her teeth had gone blunt, she said, and she preferred a warm stove to a cold mousehole, and for that her mistress had meant to drown her in the millpond. She had escaped with her life and nothing else. The donkey invited her along, cats being famous for their night singing.',
          'At a farmyard gate they found a rooster crowing as though his life depended on it, which it did. Guests were expected on Sunday, and the farmer\'s wife had ordered him for the soup. "Then come away with us," said the donkey. "Wherever we end up will be better than a pot, and a voice like yours deserves more than a farmyard."',
          'They could not reach the city in a day. At nightfall in a forest the donkey and the dog lay down under an oak, the cat climbed into its branches and the rooster flew to the top, and from there he saw a light. They went towards it and found a house blazing with lamps, where a band of robbers sat at a table piled with food. The four of them, who had eaten nothing all day, put their heads together.',
          'The donkey set his forefeet on the sill. The dog jumped onto his back, the cat onto the dog, and the rooster onto the cat. At a signal they began: bray, bark, yowl and crow, the whole dreadful choir at once, and then they came crashing in through the window in a storm of glass. The robbers, convinced that something unholy had come for them, ran out into the night. The four travellers ate as if they would never eat again, then put out the lamps and each found the bed that suited its nature: the donkey on the straw in the yard, the dog behind the door, the cat among the warm ashes of the hearth, the rooster up on the roof beam.',
          'After midnight the robbers saw that the house was dark, and their captain, ashamed to have been routed by a noise, sent one man back. He crept into the kitchen and, taking the cat\'s shining eyes for live embers, held a match to them to light it. The cat went for his face. He bolted for the door, where the dog\'s teeth closed on his leg; in the yard the donkey\'s hind hoof sent him sprawling; and from the beam the rooster gave a piercing crow. He ran all the way back. "There\'s a witch in there who clawed my face," he told the captain. "A man with a knife at the door. A black giant in the yard with a club. And up on the roof sits a judge, shouting for the thief to be brought before him." The robbers gave up the house for good.',
          "The four musicians found it suited them, and they never did go on to Bremen. Today the city has a bronze statue of them anyway, stacked one on another beside the town hall, where visitors rub the donkey's legs for luck.",
          'The tale is a comedy, but it begins in something hard: four creatures who gave their working lives to their owners and were to be disposed of when the work was done. What saves them is not talent, since their music is a racket, but company, and the nerve to leave before the end was decided for them.',
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
          'And from that day on, anyone who wanted to get back into town had to eat their way in!',
        ],
        question: "Why do you think it was so important to know how to stop the pot? Can you think of something that is lovely until there's too much of it?",
      },
      PG: {
        paragraphs: [
          'In a small town there lived a girl and her mother who were so poor that, one day, there was nothing left in the house to eat at all. The girl took a basket and went out into the forest, hoping to find a few mushrooms or berries.',
          "There she met an old woman who seemed to know all about her trouble without being told. She gave the girl a small iron pot. \"Say to it, 'Cook, little pot, cook,'\" she said, \"and it will cook good sweet millet porridge. When you have enough, say, 'Stop, little pot,' and it will stop. Don't forget the second part.\"",
          'The girl carried the pot home, and from then on she and her mother were never hungry. Whenever they liked, they told the pot to cook, ate as much sweet porridge as they wanted and told it to stop.',
          'One day, while the girl was out, her mother thought she would have a bowl. "Cook, little pot, cook," she said, and it cooked, and she ate until she was full. Then she wanted it to stop, and she realised she had no idea what the word was.',
          '"That\'s enough," she tried. "Stop cooking. Please. Pot, be still!" It cooked on. The porridge rose over the rim, spilled across the stove and spread over the kitchen floor. She tried blocking it with the table, and it flowed round. She opened the door, and it poured out into the street.',
          'It filled the next house, and the house after that, and then the street itself. Neighbours came out to stare and had to climb onto their doorsteps. It crept into the square and up the church steps, warm and sweet and unstoppable, as if the pot meant to feed the whole world whether it wanted feeding or not.',
          'At last, when only one house in the whole town was left dry, the girl came home, took one look and called out, "Stop, little pot!" It stopped at once.',
          'But there was so much porridge in the streets by then that anyone who wanted to get back into town had to eat their way through.',
        ],
        question: "The mother knew how to start the pot but not how to stop it. Can you think of something in real life that's easy to start and hard to stop?",
      },
      FULL: {
        paragraphs: [
          'A girl lived alone with her mother in a small town, and they were poor in the way that leaves no margin for bad luck. One day the bad luck came, and they had nothing left to eat. Not a crust, not a handful of meal. The girl went out into the forest, not because she expected to find anything much, but because it was better than sitting in the empty kitchen.',
          "In the forest she met an old woman. The tale does not say who she was, and the girl did not ask, but the old woman already knew about the girl's hunger and gave her a little pot. It was an ordinary-looking thing. \"When you say, 'Cook, little pot, cook,'\" the old woman told her, \"it will cook good, sweet millet porridge. And when you say, 'Stop, little pot,' it will stop.\"",
          'The girl carried the pot home to her mother, and from that day on, the empty kitchen was a memory. They ate sweet porridge as often as they liked. The pot asked nothing in return, and it never failed.',
          'Then one day the girl went out, and while she was gone her mother said, "Cook, little pot, cook." The pot cooked, and she ate until she was full. Now she wanted the pot to stop, but she did not know the word. She had heard her daughter say it a hundred times and never listened. She tried everything that came into her head, and the pot went on cooking, and the porridge rose over the rim.',
          "It filled the kitchen and then the whole house, and then the house next door, and then the street, with the placid thoroughness of something that had been told to cook and saw no reason ever to stop. The mother was at her wits' end, and nobody in the town knew what to do. It is easy to imagine the scene: the warm sweet tide creeping across doorsteps, neighbours calling to one another from upper windows, children who could not believe their luck and their parents who could not believe the mess.",
          'At last, when only a single house in the town was left untouched, the child came home and said only, "Stop, little pot." It stopped cooking. And for a long while afterwards, anyone coming home to the town had to eat a path to their own front door.',
          "It is one of the shortest tales the Grimms collected, and one of the most cheerful: nobody is punished, nobody is wicked, the gift is never taken away. Underneath the comedy, though, is an old and serious idea, the same one that drives the story of the sorcerer's apprentice: that power without the knowledge to stop it is its own kind of disaster, and that abundance, unchecked, becomes a flood. The mother's mistake is so ordinary. She knew how to ask for more. She had never thought to learn how to say enough.",
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
          'A man had three sons. The youngest was gentle and a little slow to speak, so his brothers called him Simpleton and laughed at almost everything he did.',
          'The eldest went out to cut wood, and his mother packed him a rich cake and a flask of cider. In the forest a little grey old man greeted him and asked for a bite and a sip. "If I give you some, there\'ll be less for me," said the eldest, and went on. When he started chopping, the axe glanced off the tree and gashed his arm, and he had to go home to have it bandaged. The second son refused the old man in just the same way, and his axe slipped and struck his leg.',
          'Then Simpleton asked to go. His brothers laughed, but his father let him, and his mother gave him a cake baked in the ashes and a flask of sour cider. When the old man asked him, he said at once, "It\'s only plain stuff, but you\'re welcome to half." When he unwrapped it, the ash-cake had become a fine sweet cake and the sour cider was sweet and cold. They ate together, and the old man told him to cut down a certain tree. Among its roots sat a goose with feathers of pure gold.',
          "Simpleton took the goose to an inn for the night. The innkeeper's three daughters each crept in to pluck a golden feather, and each one stuck fast: the first to the goose, the second to the first, the third to the second. In the morning Simpleton tucked the goose under his arm and set off, and the girls had to stumble along behind. A parson saw them and was scandalised. He grabbed the youngest girl's arm to pull her away and stuck fast himself. Then his clerk, then two farmers with hoes. Seven people were soon lurching across the fields after one young man and one goose.",
          'In the capital lived a princess so solemn that she had never laughed, and the king had promised her hand to whoever could change that. When the strange procession came stumbling under her window, she laughed until she cried.',
          'The king did not like the idea of Simpleton as a son-in-law, and set him three impossible tasks: find a man who could empty the royal cellar in a day, a man who could eat a mountain of bread, and a ship that could sail on land and water. Each time, the little grey man appeared and did what was needed. At last the king had no excuses left. Simpleton married the princess, and in time he became king himself.',
        ],
        question: 'Both older brothers said no to the old man, and Simpleton said yes. What do you think the story is saying about how we treat people who seem to have nothing to offer us?',
      },
      FULL: {
        paragraphs: [
          'There was once a man with three sons, the youngest of whom was called Dummling, the little fool, and was looked down on by everyone, his family most of all. He was slow of speech and gentle of temper, and in a household that prized sharpness, that was enough to make him a joke.',
          'The eldest son went into the forest to cut wood, and his mother sent him off with a fine rich pancake and a bottle of wine. At the edge of the trees a little grey-haired man wished him good day and asked for a piece of cake and a mouthful of wine, since he was hungry and thirsty. The eldest son, being sensible, pointed out that whatever he gave away he would then not have, and he left the little man standing and began to fell a tree, and before long his axe slipped and bit into his arm, and he had to go home to have it dressed. The second son went next, with the same provisions and the same good sense, and refused the little man in nearly the same words. His axe struck his leg.',
          'Then Dummling asked to go. His father laughed at the idea: if his clever sons had come home bandaged, what would the fool come home as? But Dummling asked and asked until he was allowed. His mother gave him a cake mixed with water and baked in the ashes, and a bottle of sour beer. When the little grey man asked him to share, he said, "It\'s poor stuff, ash-bread and beer gone sour, but sit down and we\'ll split it." When he unpacked them, the ash-cake was a fine sweet cake and the beer was good wine. They ate and drank together, and afterwards the little man said, "You gave when you had little to give. That deserves some luck. Fell the old tree over there, and look among its roots."',
          'Among the roots of the old tree sat a goose with feathers of pure gold. Dummling lifted it out and took it with him to an inn. The innkeeper had three daughters, and each of them, seeing the goose, wanted one of its golden feathers. The eldest waited until he was out of the room and seized the goose by the wing, and her hand stuck fast. The second came to take a feather and stuck to her sister as soon as she touched her. The third, warned away by both, thought they only wanted the gold for themselves, and she stuck to the second.',
          'Next morning Dummling set off with the goose under his arm, apparently untroubled by the three young women attached to it, who had to trot to keep up. In the middle of a field the parson met them and was scandalised. "Have you no shame, the three of you, running after a young man in broad daylight?" He seized the youngest by the hand to drag her off, and stuck. Then the sexton, seeing his parson trotting along behind three girls, took hold of his sleeve and stuck. Two labourers coming from the fields with their hoes were called to help and stuck as well. There were seven of them now, running behind Dummling and his goose.',
          "They came at last to a city where the king's daughter was so serious that nobody had ever made her laugh, and the king had proclaimed that whoever did so should marry her. Dummling led his procession under her window. She looked out, saw the seven of them stumbling along in a chain, and burst into laughter and could not stop.",
          "The king had no wish for such a son-in-law and found objections. First Dummling must bring a man who could drink a cellar of wine dry; then a man who could eat a mountain of bread; then a ship that sailed on land and water alike. Each time Dummling went to the forest, and each time the little grey man was there to do it for him, out of gratitude for one shared meal. The king ran out of excuses. The wedding was held, and when the old king's time came, the boy everyone had called a fool wore the crown, and by all accounts wore it well.",
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
          'There was once a girl who had lost both her parents. She had no home, not even a corner with a bed in it, and all she owned were the clothes she was wearing and a crust of bread a stranger had pressed into her hand. She had one more thing, though, which the story thinks matters most: a good heart that trusted the world to look after her. So she set out walking.',
          'On the road she met a poor man who begged her for something to eat. She gave him the whole crust, wished him well and walked on.',
          "Then a child came by, crying that her head was freezing. The girl took off her hood and tied it under the child's chin. Further on, a boy without a jacket stood shivering at the roadside, and she gave him hers. Another child asked for her skirt, and she handed that over too.",
          "Night had fallen by the time she reached a forest. One more child stepped out of the trees, wearing almost nothing, and asked for her shirt. The girl thought: it's dark, and there's nobody here to see. I can spare it. And she gave that away as well.",
          'She stood there in the dark with nothing left at all, nothing in her hands and nothing of her own in the whole world.',
          'Then the stars began to fall. They dropped out of the sky one after another, and when they landed at her feet they were hard, bright silver coins. And although she had just given away her shirt, she found she was wearing a new one, made of the finest linen.',
          'She gathered up the star money in it, and she was never poor again for the rest of her life.',
        ],
        question: 'The girl gave away everything, even when it left her with nothing. Is that admirable, or too much? Where would you draw the line?',
      },
      FULL: {
        paragraphs: [
          "There was once a little girl whose mother and father had both died. She had no room to live in and no bed to sleep in, and in time she owned nothing but the clothes she had on and a piece of bread some kind stranger had given her. What she did have, the tale insists, was goodness, and a faith that did not waver. Abandoned by everyone, she walked out into the open fields and put herself in God's hands.",
          'On the road a poor man stopped her and begged for food. She gave him the bread, all of it, with a blessing, and walked on with nothing for her own supper.',
          'A child came next, crying that her head was cold, and the girl untied her hood and gave it to her. A little further on she met a child who had no bodice and was shaking with cold, and she gave up her own. Another asked for her skirt, and she gave that too.',
          "It was night when she reached the forest, and there, out of the dark, came one more child asking for her shirt. The girl reasoned, with a child's plain logic, that it was dark and nobody was there to see her, and so she could give her shirt as well. She took it off and handed it over.",
          'Now she stood alone in a forest at night with nothing at all. No food, no shelter, not a thread. And as she stood there, the stars came loose from the sky and fell around her, and where they landed they were bright, solid silver coins. She was wearing a shirt again, though she had given hers away, and this one was of the finest linen. She gathered the star money into it, and she was never poor again as long as she lived.',
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
          'Then they smelled something sweet. Through the trees stood a little house made of gingerbread, with a roof of cake and windows of clear sugar! Hansel broke off a piece of the roof. Gretel nibbled a sugar window.',
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
          "A woodcutter lived at the edge of a great forest with his wife and his two children, Hansel and Gretel. The wife was the children's stepmother. One year the harvest failed and there was nothing to eat, and one night the children, too hungry to sleep, heard her tell their father her plan: take the children deep into the forest and leave them there, so that there would be two fewer mouths to feed. The father refused, and argued, and in the end gave in.",
          'Gretel cried, but Hansel said, "Don\'t worry. I\'ll find a way." He crept outside and filled his pockets with white pebbles that shone in the moonlight. Next day, as they were led into the forest, he dropped them one by one. When they were left by a fire and woke alone, they waited for the moon to rise and followed the shining pebbles home. Their father wept with relief. Their stepmother did not.',
          'The second time, the door was locked and Hansel could not get out for pebbles. He dropped crumbs of his bread instead, and the birds ate every one. This time Hansel and Gretel were truly lost.',
          'On the third day they found a house built of bread, roofed with cake, with windows of clear sugar. They were so hungry that they broke off pieces and ate. A voice from inside asked who was nibbling at the house, and an old woman came out on a crutch. She was kind to them, gave them pancakes and milk, and put them to bed in clean white sheets.',
          'She was a witch. She had built the house to lure children in. In the morning she shut Hansel in a stable behind a grating and set Gretel to work cooking, so that Hansel would grow fat enough to eat. Every day she felt his finger to see if he was fattening, and every day Hansel, who knew her eyes were weak, held out a thin old bone instead. After four weeks she lost patience. "Fat or thin, today he goes in the pot," she said, and she had the oven heated for bread first.',
          '"Crawl in," she told Gretel, "and see if it\'s hot enough." Gretel guessed what she intended. "I don\'t know how," she said. "Show me." The witch bent to the oven door to show her, and Gretel gave one great shove, slammed the iron door and bolted it. The witch never came out.',
          "Gretel freed her brother. They filled their pockets with pearls and jewels from the witch's house, crossed a wide water on the back of a kind white duck, and found their way home. Their father had grieved for them every day they were gone. Their stepmother was gone, and the three of them lived together, never hungry again.",
        ],
        question: 'Hansel saves them at the start, and Gretel saves them at the end. What different kinds of bravery and cleverness do the two of them show?',
      },
      FULL: {
        paragraphs: [
          'A woodcutter lived on the edge of a vast forest with his second wife and the two children of his first marriage, Hansel and Gretel. They had always been poor. Then famine settled on the country, and there came a week when the woodcutter could not put bread on the table at all.',
          'Lying awake, he asked his wife aloud what was to become of them. She had already decided. At first light they would lead the children into the thickest part of the forest, build them a fire, give each a crust and walk away. The children would never find the path home, and the bread would stretch for two. He said he could not leave his own children to the wild animals. "Then all four of us go hungry together," she said, "and you had better start making the coffins now." She wore him down before morning.',
          "The children, too hungry to sleep, had heard it all. While Gretel cried, Hansel waited until the house was silent, then crept into the yard, where the moon lit the white pebbles by the path like scattered coins, and filled his pockets. On the walk into the forest he kept lagging and glancing back, and every time, a pebble fell. Left beside a fire, the children dozed and woke to darkness and no one. When the moon came up, the trail of pebbles shone ahead of them, stone by stone, all the way to their father's door. The woodcutter wept with joy. His wife told them sharply they had been gone too long.",
          'Hunger returned, and so did the plan, and this time she locked the door at night. Hansel broke his last bread in his pocket and dropped crumbs along the way, but the forest birds followed behind and picked the path clean.',
          'For three days they wandered deeper. Then a white bird led them to a clearing and a cottage made of bread, with a roof of cake and windows of spun sugar. They fell on it with both hands. A thin, sweet voice came from inside: "Crunch and munch, who\'s making my house their lunch?" "Only the wind," the children called back, mouths full, and kept eating. The door opened, and an ancient woman on a crutch smiled at them, brought them in, fed them pancakes and apples and nuts, and put them to bed between clean white sheets.',
          'Her kindness was bait. She was a witch, and her house of sweets was a snare for children; those she caught, she ate, and she counted such days as holidays. Her sight was poor but her nose was keen. At dawn she shut Hansel in a pen behind an iron grating and set Gretel to cooking rich food for him. Every morning she ordered Hansel to put out a finger so she could feel whether he was fattening, and every morning he held out a chicken bone, and she puzzled over how thin he stayed. After four weeks her patience ran out: plump or lean, the boy would go in the pot.',
          'She lit the bread oven first. "Climb in and see if it\'s hot," she told Gretel, meaning to shut the door behind her. Gretel saw the trap. "I don\'t see how I\'d fit," she said. "Foolish girl," snapped the witch. "A grown woman could get through that door. Look," and she stooped and put her head in. Gretel threw her whole weight against the old woman\'s back, tipped her in, slammed the iron door and drove the bolt home. The witch shrieked, and Gretel ran, and in the oven the witch met the end she had meant for them.',
          'Gretel freed her brother, and they hugged and danced like birds let out of a box. In the house they found chests of pearls and gems and took all they could carry. At a wide water with no bridge, a white duck ferried them over one at a time. The woods grew familiar, and at last they saw their own roof. Their father had spent every day since the forest in misery. His wife had died. Gretel untied her apron and let the jewels spill across the floor, and the three of them never went hungry again.',
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
          "The king's youngest daughter had a golden ball, and it was her favourite thing in the world. On hot days she took it into the forest beside the castle and played with it by an old well, tossing it high into the green light and catching it again.",
          "One afternoon she missed. The ball bounced off the well's edge and dropped into the water, and the well was so deep that she could not see the bottom. She sat down and cried as if her heart would break.",
          '"Why all the crying, princess?" A frog had poked his flat, ugly head out of the water. She told him. "I can get it for you," he said. "But what will you give me?" "Anything," she said. "My dresses, my pearls, even my little golden crown." "I don\'t want any of that," said the frog. "I want to be your companion. I want to sit beside you at the table, eat from your golden plate, drink from your cup, and have a place on your pillow at night. Promise me that, and I\'ll dive for your ball."',
          '"Of course," she said, thinking: what nonsense. A frog belongs in a well. He dived, came up with the ball in his mouth, and she snatched it and ran, and never looked back at him calling after her.',
          'The next evening, as the royal family sat down to dinner, something came flopping up the marble stairs and knocked at the door. "Youngest princess, let me in!" She slammed the door and came back pale. The king asked what was wrong, and she had to tell him everything. "What you have promised," said the king, "you must do. Let him in."',
          'So the frog sat by her plate and ate her dinner with her, though she could hardly swallow a bite. Then he said he was tired, and the king made her carry him upstairs. She pinched him up between finger and thumb and set him in a corner of her bedroom. But the frog came hopping across the floor. "Lift me up beside you," he said, "or I\'ll tell your father."',
          'That was too much. In a fury she seized him and flung him against the wall. "There! Now you can rest, you horrible frog!"',
          'But what fell to the floor was not a frog. It was a young prince. A witch had cursed him, he explained, and the princess alone could have set him free. The next morning a coach drawn by eight white horses arrived to take them to his kingdom, with his faithful servant Henry at the back. Henry had been so sad when his master was turned into a frog that he had bound three iron bands around his heart to keep it from breaking. Now, one after another, the bands burst with joy.',
        ],
        question: 'The spell is broken by an act of anger, not kindness. Why do you think the story ends that way? Did the princess deserve her happy ending?',
      },
      FULL: {
        paragraphs: [
          "A king's youngest daughter was used to getting her way. She was the loveliest of his children and the most indulged, and on hot afternoons she would slip out of the castle into the forest nearby, where an old well stood in the shade of a linden tree, and play alone with her most prized possession: a ball of solid gold.",
          'One afternoon the ball got away from her. It struck the stone rim, hopped once and dropped into the well, and the water there was so deep that it swallowed the gold without a glint. She wept, at first from loss and then, as no one came, from the sheer injustice of it.',
          'A frog surfaced and asked what the matter was. She told him, without much grace. He said he could bring the ball back, and asked what it would be worth to her. She listed her treasures, her gowns and pearls and the little crown she wore, and he turned them all down. What he wanted was her company. He wanted to be her friend and playmate, to share her table, her plate and her cup, and at night to share her bed. She agreed to all of it at once, privately certain that a frog could hold no one to anything. He belonged in the mud with his own kind; let him croak about promises there.',
          "He dived and came up with the ball. She snatched it out of the grass and ran for the castle, and the frog's small voice calling after her to wait grew fainter and was gone.",
          'The next evening, as the court sat at supper, something came slapping wetly up the marble stairs and knocked. A voice called for the youngest princess to open the door. She opened it, saw what was there, shut it hard and came back to the table so pale that her father asked what had frightened her. She had to tell him. The king heard her out and was unmoved. A promise made was a promise owed, he said, to a frog as much as to a lord. She must let him in.',
          "So the frog came in and had his way, one demand at a time. He asked to be lifted onto her chair, then onto the table, then for her golden plate to be pushed within his reach. He ate heartily. She could barely eat at all. Then he declared himself tired and asked to be carried to her room and put into her silk bed, and the princess burst into tears at the thought of that cold, damp creature on her pillow. Her father's patience ran out. Someone who had helped her when she needed it, he said, was not to be scorned now that she didn't.",
          'She carried him up pinched between finger and thumb and dropped him in a corner. But when she had lain down he came creeping across the floor and demanded to be lifted up, or he would tell her father. At that her temper broke. She snatched him up and hurled him at the wall with all the force she had. "There. Now rest, you loathsome thing."',
          "What dropped to the floor was a young man, a king's son, with kind and lovely eyes. A witch had laid a spell on him, he said, and only this princess could have lifted it. With her father's blessing he became her companion, as had been promised, and then her husband.",
          "In the morning a coach arrived for them, eight white horses in plumes and golden harness, and riding behind it the prince's servant, faithful Henry. When his master had been turned into a frog, Henry's grief had been so great that he had three iron bands fastened round his heart to stop it from bursting. On the road home the prince heard a crack, and then another, and called back that the coach was breaking. No, said Henry: it was the bands around his heart, giving way one by one now that the sorrow was over.",
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
          'A poor miller who liked to seem grander than he was once found himself speaking to the king, and to impress him he said, "I have a daughter who can spin straw into gold."',
          'The king loved gold more than almost anything. "Bring her to the palace tomorrow," he said, "and we\'ll see." He put the girl in a room full of straw, gave her a spinning wheel and said, "Spin this into gold by morning, or you will pay for your father\'s boast." Then he locked the door.',
          'She had no idea how to do such a thing, and she sat down among the straw and cried. Suddenly the door opened and a strange little man walked in. "Why the tears, miller\'s girl?" She told him. "What will you give me if I spin it for you?" "My necklace." He sat down at the wheel, and whirr, whirr, the bobbin filled with gold. By morning the straw was gone and the gold was piled high.',
          'The king was delighted, and greedier than ever. The next night he gave her a bigger room; the little man came again and spun it for her ring. The third night the room was larger still, and the king promised that if she spun it, she would be his queen. But she had nothing left to give. "Then promise me your first child, when you are queen," said the little man. Desperate, she promised.',
          'A year later, the queen had a beautiful baby and had quite forgotten the little man. Then he walked into her room and asked for what she owed him. She offered him all the treasure in the kingdom. He shook his head; he wanted something living, he said, not metal. But she wept so bitterly that he gave in a little. "You have three days. If you can find out my name, you may keep the child."',
          'The queen sent messengers across the land to collect every name they could find. The first day she tried Caspar, Melchior, Balthazar and every name in the calendar. "That\'s not my name," he said each time. The second day she tried the oddest names anyone had ever heard: Crookshin, Noodlebeard, Hobnail. "That\'s not my name."',
          'On the third day a messenger came back with a strange report. Deep in the forest, by a little house, he had seen a little man hopping around a fire on one leg and singing: "Nobody knows, and nobody shall, that Rumpelstiltskin is my name!"',
          'When the little man came, the queen asked, "Is your name Conrad?" "No." "Is it Harry?" "No." "Then perhaps it\'s Rumpelstiltskin?"',
          '"Somebody told you!" he shrieked. He stamped so hard that his foot went through the floor, and when he had wrenched it free, he stormed off in such a fury that no one ever saw him again.',
        ],
        question: 'Think about the miller, the king and the little man. Who do you think behaved worst in this story, and why?',
      },
      FULL: {
        paragraphs: [
          'A miller who had little else had a beautiful daughter and a habit of talking bigger than he was. One day, finding himself in conversation with the king and wanting to seem a man of consequence, he said that his daughter could spin straw into gold.',
          '"Now that is a talent worth having," said the king, who had never had enough gold in his life. "If she\'s as clever as you say, bring her to the palace tomorrow." There he led the girl to a chamber heaped with straw, sat her at a wheel and told her that if the straw was not gold by morning, she would die. Then he turned the key on her.',
          'She sat among the straw with no idea what to do and wept. The door opened on a tiny man. He asked what the matter was, and when she told him, he asked what she would give if he did the spinning. She offered her necklace. He sat down at the wheel, and three turns wound the bobbin full of gold; he fitted another, and another, all night long, until every stalk had become a shining thread.',
          'At sunrise the king came, and the sight only sharpened his appetite. The next night he locked her into a larger room, and the little man came again, and spun for the ring off her finger. On the third night the king brought her to a room larger still and told her that if she spun this too, she would be his wife; a miller\'s daughter, he reasoned, but he would never find a richer bride. She had nothing left to bargain with. "Then promise me the first child you have as queen," said the little man. She told herself that a child was a long way off and anything might happen before then, and since she saw no other way, she promised. The straw became gold, and the king married her.',
          'A year later she had a beautiful child, and she had forgotten the little man entirely until he stood in her room and asked for what she had promised. Horrified, she offered him all the riches of the kingdom. He would not hear of it. "Keep your gold," he said. "What lives and breathes is worth more to me than anything in your vaults." She wept so wretchedly that he relented, after a fashion. She would have three days. If in that time she learned his name, she could keep her child.',
          'She lay awake all night going over every name she had ever heard, and sent a messenger through the country to gather more. When the little man came the next day she began with Caspar, Melchior and Balthazar and went through all she knew, and at each one he said, "That\'s not my name." The second day she tried the strangest names the messenger had found, Crookshin and Noodlebeard and Hobnail, and each time he answered, "That\'s not my name."',
          'On the third day the messenger came back with no new names but a story. Out in the back of beyond, on a mountain past the end of every road, he had seen a little house with a fire in front of it, and around the fire a ridiculous little man was hopping on one leg, singing: "Fire is hot and the night is long; sing, little man, your secret song. Tomorrow the queen\'s own child I\'ll win, for who could guess Rumpelstiltskin?"',
          'You can imagine how glad the queen was. When the little man arrived and asked, "Well, my queen, what\'s my name?" she asked first, "Is it Conrad?" "No." "Is it Harry?" "No." "Then is it, perhaps, Rumpelstiltskin?"',
          '"It was the devil who told you!" he screamed. He stamped his right foot down so hard that it went through the floor and left him stuck to the waist, and wrenching at his other leg in his fury, he tore himself clean in two.',
          'That is the ending of the Grimms\' later editions. In their first edition he simply ran off in a fury and never came back. Either way, the tale is sharper than its fame suggests. Its people are a liar, a greedy king who would kill a girl for gold and then marry her for it, and a strange creature whose longing for "something alive" is the most human wish in the story. Only the name, once spoken, ends his power.',
        ],
        question: 'Almost nobody in this tale behaves well: the boasting father, the greedy king, the girl who trades away her child. Why do you think the story makes the little man the villain, and what does it mean that knowing his name defeats him?',
      },
    },
  },
];
