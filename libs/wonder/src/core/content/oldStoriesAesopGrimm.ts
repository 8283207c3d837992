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
        question: 'Was the ant right to close the door? Think about what she might have done differently, and what the grasshopper might have done.',
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
          'Once there was a shepherd boy named Pip who looked after the village sheep on a big green hill. Every day was the same, and Pip yawned and yawned. "Nothing ever happens up here," he sighed.',
          'One morning he had an idea. He stood up and shouted as loudly as he could, "Wolf! Wolf! A wolf is coming!"',
          'Down in the village, the baker left his bread, the farmer left his cows, and they all ran puffing up the hill. But there was no wolf, only Pip, rolling in the grass and giggling. "I tricked you!" he laughed.',
          'The villagers were not happy. "That was not a kind trick," said the baker, and they walked back down the hill.',
          'A few days later, Pip was bored again. "Wolf! Wolf!" he shouted. Up the hill ran the villagers again, and again there was no wolf. "Tricked you again!" said Pip. This time the villagers frowned very hard and did not say a word.',
          'Then one evening, a real wolf came padding out of the trees, sniffing at the sheep. "Wolf! WOLF!" shouted Pip. "A real one this time!"',
          'But down in the village, people shook their heads. "It\'s only Pip playing another trick," they said.',
          'The sheep saw the wolf and ran in every direction, baa-ing loudly, over the hill and far away. The wolf sniffed about, then trotted off back into the woods. And Pip was left all alone on an empty hill.',
          'It took him the whole evening to find the sheep, one by one, hiding in hedges and ditches. When the baker finally came to help, Pip looked at his shoes. "I\'m sorry," he said. "I won\'t trick anyone again." And he never did.',
        ],
        question: 'Why did the villagers not come the last time Pip called? What helps people believe what we say?',
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
];
