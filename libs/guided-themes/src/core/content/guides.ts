import type { GuidedTheme } from '../guidedTypes';
import type { ThemeGuide } from './guideTypes';

/**
 * The builtin mentor's G-rated guides for SPEC §1's seven themed conversations. Each step moves the
 * talk forward, uses the theme's keywords (so covered topics grow) and ends with a question.
 * Variants follow the preference the person chose (SPEC §4); `{place}` is where they live.
 */

const stories: ThemeGuide = {
  ask: "Hello, storyteller! I love making up stories together, one idea at a time. What kind of adventure would you like today: something magic, something funny, or a big journey?",
  steps: [
    {
      any: "Let's make up a story together! Every great adventure needs a hero. Our hero could be a brave puppy, a kind little dragon or a girl who loves treasure maps. Who would you like our hero to be?",
    },
    {
      any: "What a wonderful hero! Now our hero needs a place to start. Maybe a castle on a hill, a cosy village by a river, or a magic forest full of twinkly lights. Where does the adventure begin?",
    },
    {
      any: "Every hero needs a good friend. Maybe a chatty parrot, a gentle giant or a little puppy who loves to help. What is the name of our hero's friend?",
    },
    {
      any: "Uh-oh, here comes a problem! Maybe the bridge over the river has washed away, or the rainbow over the village has lost its colours. Our hero and friend want to help. What problem should they solve?",
    },
    {
      any: "Our hero has an idea! They try one way, but it doesn't work at first, and that's okay. Brave heroes keep trying and ask a friend to help. What do you think they try next?",
    },
    {
      any: "Hooray, teamwork! Our hero and friend follow a clue, work as a team and use a little magic to fix the problem. Everyone in the village cheers. How do you think they finally solved it?",
    },
    {
      any: "And now for a happy ending! Our hero comes home and everyone has a party with cake and giggles. The best treasure was the friend they made on the journey. How would you like our story to end?",
    },
  ],
  closings: [
    "What a lovely story we made! Our brave hero, a kind friend and a happy ending. Would you like to draw your favourite part, or start a new adventure with a different hero?",
    "You are a wonderful storyteller! Next time our hero could go on a journey to find a hidden garden or a magic star. What should the next adventure be about?",
    "I loved every idea you shared. You could tell this story to your family at home and see if it makes them smile. Shall we make up another story with a new friend and a new problem to solve?",
  ],
};

const gardening: ThemeGuide = {
  ask: "Hello, little gardener! Growing plants is like magic: a tiny seed, some soil, water and sunshine. Have you ever planted anything before?",
  steps: [
    {
      any: "Every garden starts with a good spot. Look for a sunny spot that gets lots of sunlight, or use a big pot by a bright, sunny window sill. Most plants love about six hours of sun a day. Where could your garden grow?",
    },
    {
      any: "Next comes the soil, a plant's cosy bed. Good soil is dark and crumbly, and mixing in compost gives the roots lots of food. Wear gloves and use a trowel to dig. What do you think lives in the soil?",
    },
    {
      any: "Time to plant the seeds! Make a little hole with your finger, drop in a few seeds and cover them with soil. Bean seeds are big and easy to start. Which seeds would you like to plant?",
    },
    {
      any: "Seeds need water to wake up and sprout. Use a watering can to give gentle sprinkles, like soft rain, so the soil stays damp but not soggy. How will you remember to water your garden each day?",
    },
    {
      any: "Look, a seedling! Tiny leaves are reaching up to the sunlight. Plants use the sun to make their own food, so keep them bright and gently pull out any weeds that crowd them. Which way do you think your plant will lean?",
    },
    {
      any: "Gardens have little helpers! Worms wiggle through the soil and keep it healthy, while bees and butterflies visit the flowers and help fruit grow. Be gentle and let them do their work. Which garden helper is your favourite?",
    },
    {
      any: "Harvest time! Your plants might give you tomatoes, carrots, beans or strawberries. Pick them with a grown-up, wash them, and enjoy food you helped grow yourself. What would you like to harvest and taste first?",
    },
  ],
  closings: [
    "You know so much about gardening now: a sunny spot, good soil, seeds, water and little helpers like worms and bees. Would you like to start with an easy plant, like beans in a pot?",
    "Great work, gardener! A fun next idea is a garden diary: draw your seedling every few days and see how much it can grow. What will you name your first plant?",
    "Remember to check your garden each day for water and sunlight. Next time we could learn about compost or growing strawberries. Which one sounds more fun to you?",
  ],
};

const flowers: ThemeGuide = {
  ask: "Hello, flower friend! Flowers come in so many shapes, colours and sweet scents. What is a flower you have seen lately?",
  steps: [
    {
      any: "Let's look closely at a flower! It has roots under the soil, a green stem, leaves and bright petals on top. In the middle there is yellow, dusty pollen. Which part of a flower do you like best?",
    },
    {
      any: "Flowers come in every colour! There are red roses, yellow daffodils, purple lavender and pink tulips. Bright colours help a flower say 'come visit me!' to a bee. What is your favourite flower colour?",
    },
    {
      any: "Bees, butterflies and hummingbirds are called pollinators. They sip sweet nectar from each flower and carry pollen to the next one, which helps new seeds grow. Have you ever watched a bee visit a blossom?",
    },
    {
      any: "Some flowers grow from bulbs, like tulips and daffodils. In autumn, a grown-up can help you plant a bulb in the soil, pointy end up. Then in spring, green shoots pop up and bloom! Where would you plant your bulbs?",
    },
    {
      any: "Flowers need a little care to stay happy. Give them water when the soil feels dry, let them enjoy the sunshine, and a grown-up can snip off old blooms so new buds open. How could you help care for a flower?",
    },
    {
      any: "Everyone has a favourite flower! A sunflower can grow taller than a grown-up, a daisy is small and cheerful, and a marigold is bright and sunny. A bouquet in a vase can make a whole room smile. Which flower is your favourite, and why?",
    },
    {
      any: "Pressing flowers is a lovely way to keep them. Pick a few small wildflowers with a grown-up, lay them flat between sheets of paper and put a heavy book on top. After two weeks, the petals are dry and flat for making cards! Which flowers would you like to press?",
    },
  ],
  closings: [
    "You are a real flower expert now: petals, pollen, bees and bulbs! Next time you go outside, can you spot three different flower colours?",
    "What a blooming good chat! A fun next idea is to plant a few sunflower seeds and measure how tall they grow. How tall do you think yours could get?",
    "Flowers help bees and butterflies, and they make people smile too. You could make a pressed-flower card for someone you love. Who would you give it to?",
  ],
};

const outdoorTrip: ThemeGuide = {
  ask: "An outdoor trip, what a wonderful adventure! Would you like to go camping, with a tent at a campsite, or backpacking, carrying everything in a backpack along a trail?",
  steps: [
    {
      any: "An outdoor trip is a wonderful adventure! You could go camping at a campsite by a lake, or backpacking along a forest trail. Both are fun with a grown-up leading the way. Which one sounds best to you?",
      camping: "Camping is so much fun! A campsite near a lake or in a forest is perfect, with room for a tent and a picnic table. A grown-up can book the spot ahead of time. Would you like to camp by a lake or in a forest?",
      backpacking: "Backpacking is a big adventure! You carry what you need in your backpack and walk along a trail to a quiet spot in nature. For a first trip, a short trail with a grown-up is perfect. Would you like to walk through a forest or along a lake?",
    },
    {
      any: "Let's pack! You'll need a tent, a cosy sleeping bag, a flashlight and a water bottle. Add a rain jacket and a sun hat, just in case. What would you like to bring from home?",
      camping: "Let's pack for camping! You'll need a tent, a cosy sleeping bag, a pillow and a flashlight for the evening. Add a rain jacket and a sun hat, just in case. What would you bring to make your tent feel like home?",
      backpacking: "For backpacking, everything fits in your backpack, so pack light! A small tent, a sleeping bag, a flashlight, a water bottle and a rain jacket are the most important things. A grown-up carries the heavy gear. What small thing would you like to carry yourself?",
    },
    {
      any: "Outdoor food tastes extra yummy! A grown-up can cook on a camp stove while you help with a healthy snack. Keep your water bottle full all day. What would you like to eat on your trip?",
      camping: "Camping food is the best! A grown-up cooks on the camp stove while you help wash fruit and set the table. For a treat, a grown-up can toast a marshmallow at the campfire for you. What would you like to eat at your campsite?",
      backpacking: "When backpacking, pack light snacks like trail mix, apples and sandwiches. Bring a big water bottle and take sips often. A grown-up can cook a warm dinner on a small camp stove. What is your favourite trail snack?",
    },
    {
      any: "Safety first! Always stay with your grown-up, stay on the trail and keep a flashlight handy. Wear sunscreen and a sun hat in the daytime. Can you tell me one safety rule you will remember?",
      camping: "Camping safety is easy to remember: always stay with a grown-up and keep your flashlight close at night. Only grown-ups look after the campfire, and we stay a few big steps away from it. Wear sunscreen and a sun hat in the daytime. Can you tell me one safety rule?",
      backpacking: "On a backpacking trip, always stay on the trail and close to your grown-up. The grown-up carries the map and checks it often. Sip from your water bottle, wear sunscreen and rest when you're tired. What safety rule will you remember?",
    },
    {
      any: "There's so much to do outdoors! You can explore nature, watch wildlife like birds and squirrels, and look for pretty stones by the lake with a grown-up. What would you like to do first?",
      camping: "There's so much to do at a campsite! You can go on a nature walk, look for wildlife like birds and squirrels, or play games by the tent. If there's a lake, you can skip stones with a grown-up. What would you like to do first?",
      backpacking: "Backpacking days are full of discoveries! Along the trail you can spot wildlife, find interesting leaves and take photos of nature. Resting by a lake with your grown-up is lovely too. What would you like to discover along the way?",
    },
    {
      any: "When it gets dark, look up at the night sky! You can see the moon, lots of stars and maybe fireflies blinking. Snuggle into your sleeping bag and listen for an owl hooting softly. Which star shapes do you think you'll find?",
      camping: "When it gets dark at the campsite, look up at the night sky! You can see the moon, lots of stars and maybe fireflies blinking. Snuggle into your sleeping bag and listen for an owl hooting softly. Which star shapes do you think you'll find?",
      backpacking: "Far from city lights, the night sky on a backpacking trip is full of stars. Lie on your sleeping bag by the tent with your grown-up and find the moon. You might hear an owl say hoo-hoo! What shapes can you see in the stars?",
    },
    {
      any: "Before we go home, let's leave no trace. Pick up every bit of trash, leave flowers and rocks where they are, and keep nature happy for the wildlife. How can you help clean up?",
      camping: "Before we leave, let's make the campsite look just like we found it. Pick up every bit of trash, pack up the tent and leave flowers and rocks where they are. That way nature and the wildlife stay happy. How can you help clean up?",
      backpacking: "Backpackers carry out everything they carry in. Put all your trash in a bag in your backpack and stay on the trail so little plants can grow. Leave nature just as you found it for the wildlife. What will you do to help keep the trail clean?",
    },
  ],
  closings: [
    "What a great trip plan! You know about the gear, the food, staying safe with a grown-up and leaving no trace. Would you like to make a packing list together next?",
    "You'll be a wonderful outdoor explorer! A fun idea is to practise by setting up a tent or a blanket fort at home and reading with a flashlight. What would you take into your fort?",
    "Remember: stay with your grown-up, bring water, and leave nature just as you found it. Next time we could learn the names of some stars in the night sky. Would you like that?",
  ],
};

const hiking: ThemeGuide = {
  ask: "What a great idea to go hiking! Would you like an easy nature walk, a moderate scenic trail, or a challenging climb with some elevation? And which area do you live in?",
  steps: [
    {
      any: "Let's plan a hike together! Around {place} there are trails of every kind, from easy nature walks to bigger climbs. Picking the right path helps everyone enjoy the day. Would you like an easy, moderate or challenging trail?",
      easy: "An easy hike sounds lovely! Around {place} there are flat nature walks and gentle paths, perfect for little legs. A short trail through a park is a great place to start. Would you like a trail with a stream, or one with lots of wildflowers?",
      moderate: "A moderate hike it is! Around {place} there are lovely scenic trails with gentle climbs and pretty views. A trail of a few miles with a lookout is just right. Would you like a trail up a small hill or one through the woods?",
      challenging: "A challenging hike, how exciting! Around {place} there are mountain trails with more elevation and steeper climbs. With a grown-up, you can take it step by step up the switchbacks. Would you like to aim for a summit or a high lookout?",
    },
    {
      any: "Now let's pack your backpack! Bring water, a healthy snack, sunscreen and a sun hat. Comfy shoes or boots help your feet on the trail. What snack would you like to bring?",
      easy: "For an easy nature walk, a small backpack is plenty. Pack water, a snack, sunscreen and a sun hat, and wear comfy shoes. You could bring a little notebook to draw the birds you see. What snack would you like to pack?",
      moderate: "For a moderate hike, pack a backpack with plenty of water and a couple of snacks. Sunscreen, a sun hat and comfy boots will keep you happy on the trail. A grown-up can bring a map too. What would you like to carry in your backpack?",
      challenging: "For a challenging climb, pack extra water and energy snacks, because going up lots of elevation is hard work. Sturdy boots, sunscreen, a sun hat and a warm layer go in the backpack too. A grown-up brings the map and compass. Which snack gives you the most energy?",
    },
    {
      any: "Safety first on every hike! Always go with a grown-up, stay on the trail and keep your hiking buddy close. If you ever can't see your grown-up, stop, stay where you are and call out. Who will be your hiking buddy?",
      easy: "Even on an easy nature walk, always stay with a grown-up and keep to the path. Look at wildlife from far away and never touch plants you don't know. Sip water often. Who would you like as your walking buddy?",
      moderate: "On a moderate trail, always hike with a grown-up and stay on the marked path. The grown-up can check the map at every sign so everyone knows the way. Take sips of water and stay close to your buddy. Who will you hike with?",
      challenging: "On a challenging trail, safety matters even more. Always stay with a grown-up, take the switchbacks slowly and keep well back from steep edges. Grown-ups check the weather and the map before the climb. Who will be your climbing buddy?",
    },
    {
      any: "Hiking is full of surprises! You might spot birds, a squirrel, butterflies or colourful wildflowers along the trail. Remember to watch wildlife quietly from far away. Which animal would you love to see?",
      easy: "On a gentle nature walk you can take your time to look around. Listen for birds, watch for a squirrel in the branches and find wildflowers by the path. Stay quiet and you might even see a deer! What do you think you will spot first?",
      moderate: "On a scenic trail you will see lots of wildlife and plants. Look for butterflies on wildflowers, birds in the branches and maybe a deer in a field. Always watch wildlife from far away. Which one would you like to spot?",
      challenging: "As you climb higher, the plants and wildlife change! You might see tiny wildflowers between the rocks and birds gliding on the wind near the trail. Always watch animals from far away. What do you think lives up on the mountain?",
    },
    {
      any: "A good hike goes at a steady pace. Take a break when you need one, have some water and a snack, and keep going together. Nobody has to rush. When would you like to stop for your first rest?",
      easy: "On an easy trail you can go at your own pace. Stop for a break on a bench or a big rock, drink some water and look around. A picnic at the end makes it extra special. Where would you like to have your picnic?",
      moderate: "On a moderate hike, a slow and steady pace works best. Take a short break every so often for water and a snack, especially on the climbs. If you can chat while you walk, your pace is just right. What will you talk about on the trail?",
      challenging: "With lots of elevation, the secret is a slow, steady pace. Take small steps on the switchbacks, rest often and sip water at every break. It's always okay to turn back if anyone is tired. How will you cheer each other on during the climb?",
    },
    {
      any: "You made it! At the lookout, the view is your reward. Sit on a rock, eat a snack and look at everything you can see. What do you think the view will look like?",
      easy: "At the end of your nature walk, find a nice spot to rest and enjoy the view. Maybe you can see a pond, a hill or birds flying by. Take a deep breath and feel proud! What was your favourite part of the walk?",
      moderate: "When you reach the lookout on your scenic trail, stop and enjoy the views! You might see hills, fields and tiny houses far away. It's the perfect place for a picnic snack. What would you like to spot from the top?",
      challenging: "At the summit, the views are amazing! You can see mountains, valleys and clouds, and feel proud of all that elevation you climbed. Stay back from the edges with your grown-up and enjoy a well-earned snack. What will you say when you reach the top?",
    },
    {
      any: "After the hike, stretch your legs, drink water and have a healthy snack. You could draw a map of your trail or list the wildlife you saw. Which trail near {place} would you like to try next?",
      easy: "What a lovely nature walk! At home, drink some water, have a snack and draw the birds or wildflowers you saw. You could make a little map of your path too. Which trail near {place} would you like to explore next?",
      moderate: "Great job on your scenic hike! Stretch your legs, drink water and share a snack while you talk about the views. You could draw a map of the trail and mark the lookout. Which trail near {place} would you like to try next time?",
      challenging: "You climbed so much elevation, well done! Stretch gently, drink plenty of water and rest your legs. You could draw the mountain and the summit in a nature journal. What would you like to remember most about this hike?",
    },
  ],
  closings: [
    "What a great hiking plan! You know about picking a trail, packing water and snacks, staying with a grown-up and taking breaks. Would you like to make a hiking checklist together?",
    "You're becoming a real trail explorer! A fun next idea is a nature bingo card with a bird, a squirrel, a wildflower and a big rock to find on your hike. What else would you put on it?",
    "Remember: sun hat, sunscreen, water, and always stay on the trail with your grown-up. Next time we could learn how to read a trail map. Would you like to try that?",
  ],
};

const cityOuting: ThemeGuide = {
  ask: "A city outing, how fun! Would you like a day of parks and nature, museums and culture, or kid-friendly family fun? And which city or area do you live in or near?",
  steps: [
    {
      any: "What a fun idea to explore the city! Around {place} there are parks, a museum or two, maybe a zoo and lots more. Which would you like to visit: a park, a museum or a place for family fun?",
      parks: "Parks and nature are a wonderful choice! Around {place} there are big parks with ponds, gardens and shady benches. Many have a playground too. Which park would you like to visit?",
      museums: "Museums are full of amazing things to discover! Around {place} there might be an art museum, a science museum or a history museum with dinosaurs. Each exhibit tells a story. Which kind of museum sounds most exciting?",
      'kid-friendly': "A fun family day out! Around {place} there are lots of kid-friendly places like a zoo, an aquarium, a big playground or a library story time. Which one would your family enjoy most?",
    },
    {
      any: "Now let's plan how to get there! You could ride a bus or a train, walk along the sidewalk or ride bikes with a grown-up. Always hold hands at the crosswalk and wait for the green light. How would you like to travel?",
      parks: "To get to the park, you could walk or ride bikes with a grown-up. If it's far, a bus can take you close by. Remember to stop at every crosswalk and look both ways. Would you rather walk, bike or take the bus?",
      museums: "Getting to the museum can be part of the fun! You might ride the bus or the train through the city with a grown-up, then walk along the sidewalk to the door. Hold hands at every crosswalk. What would you like to watch for out of the window?",
      'kid-friendly': "Let's plan the trip with your family! You could take the bus or the train, or walk along the sidewalk if it's close. Hold your grown-up's hand at the crosswalk and look both ways. Would you like to count the buses you see on the way?",
    },
    {
      any: "In the city there's something for everyone: a fountain in the park, a painting at a museum, animals at the zoo. Pick one or two things so the day stays relaxed. What would you most like to see?",
      parks: "At the park there is so much to see! Watch the ducks on the pond, listen to the fountain and find flowers in the garden. You might spot a statue too. What would you like to see first?",
      museums: "Inside the museum, walk slowly and look closely. You might see giant dinosaur bones, beautiful paintings or a science exhibit you can touch. Ask a grown-up to read the signs with you. Which exhibit do you want to find?",
      'kid-friendly': "At the zoo or the aquarium, look for your favourite animals! You might see penguins, fish and sea turtles, then play at the playground nearby. Many places have a map to help your family find everything. Which animal do you hope to see?",
    },
    {
      any: "All that exploring makes you hungry! Find a bench or a picnic spot, drink some water and share a healthy snack with your grown-up. Resting helps you enjoy the rest of the day. What snack would you like to bring?",
      parks: "All that exploring makes you hungry! Spread a picnic blanket in the park or sit on a bench by the pond. Bring water and a healthy snack, and maybe share an ice cream. What would you like in your picnic?",
      museums: "Museums are big, so breaks help a lot! Many have a café or a bench where you can rest and eat a snack. Drinking water keeps your brain fresh for the next exhibit. What snack would you like on your break?",
      'kid-friendly': "Family days need snack breaks! Find a bench near the playground or a picnic spot at the zoo and share some fruit and water. An ice cream can be a special treat. What would be your favourite snack stop?",
    },
    {
      any: "Here's a fun challenge: a city scavenger hunt! Can you find a fountain, a statue, a red door and a bridge? Take a photo of each one with your grown-up. What else would you add to your list?",
      parks: "Here's a fun challenge: a park scavenger hunt! Can you find a duck, a fountain, a statue and a red flower in the garden? Tick them off on your map as you go. What else would you put on your list?",
      museums: "Try a museum scavenger hunt! Look for a dinosaur, a painting with a dog in it, and the oldest thing in the history exhibit. You could draw your favourite art in a little notebook. What would you add to the hunt?",
      'kid-friendly': "Time for a family scavenger hunt! At the zoo or the aquarium, try to find something striped, something tiny and something that swims. Take a photo of each one with your grown-up. What tricky thing could you add?",
    },
    {
      any: "In a busy city it's important to stay together. Hold a grown-up's hand on the street and pick a meeting spot, like a fountain or the museum door. If you ever can't see your grown-up, stay where you are and ask a helper in a uniform or a family with children. Where would be a good meeting spot?",
      parks: "Parks are big, so let's stay together. Keep your grown-up in sight at the playground and pick a meeting spot, like the big fountain. If you ever can't see your grown-up, stay right where you are and call out. What would be a good meeting spot in the park?",
      museums: "Museums can be busy, so stay close to your grown-up. Pick a meeting spot, like the front desk or the dinosaur exhibit, just in case. If you can't see your grown-up, stay still and ask a museum helper with a name badge. Where should your meeting spot be?",
      'kid-friendly': "At busy places like the zoo, stay close to your family and hold hands in crowds. Choose a meeting spot, like the big map by the entrance. If you can't see your grown-up, stay where you are and ask a zoo helper. What meeting spot would your family pick?",
    },
    {
      any: "What a wonderful day in the city! You could make a postcard of your favourite place or stick your photos in a scrapbook. Sharing the best moment with your family is fun too. What was the best part of your day?",
      parks: "What a lovely day in the park! You could draw the ducks on the pond or make a postcard of your favourite spot. Photos help you remember too. What would you put on your postcard?",
      museums: "What a brilliant museum day! Draw your favourite painting or exhibit at home, or make a little history book with your photos. You could send a postcard to a friend about the dinosaurs. What was the most amazing thing you saw?",
      'kid-friendly': "What a fun family day! Make a scrapbook with photos of the zoo and the playground, or draw a postcard of your favourite animal. Your family can share the best moment at dinner. What will you say was the best part?",
    },
  ],
  closings: [
    "What a great city outing plan! You know how to get there, what to see, when to take snack breaks and how to stay together with your grown-up. Would you like to plan another day out somewhere new?",
    "You're a super city explorer! A fun next idea is a library visit to find a book about your city's history. What would you like to learn about?",
    "Remember: hold hands at the crosswalk and pick a meeting spot. Next time we could plan a day at a different park, museum or the zoo. Which one would you choose?",
  ],
};

const meditation: ThemeGuide = {
  ask: "Let's take a peaceful moment together. Where would you like to imagine yourself: in a forest with tall trees, in a meadow of soft grass, or by a calm lake with gentle water?",
  steps: [
    {
      any: "Let's find a calm, quiet moment together. Sit comfortably, rest your hands in your lap and take a slow breath in, then a gentle breath out. Can you take three slow breaths with me?",
      forest: "Let's imagine we are in a quiet forest full of tall trees. Sit comfortably and take a slow breath in through your nose, then a gentle breath out. Smell the fresh leaves and the soft moss around you. Can you take three slow breaths with me?",
      meadow: "Let's imagine we are sitting in a wide meadow of soft grass. Take a slow breath in, then a gentle breath out, like a warm breeze. Feel the sunshine on your face. Can you take three slow breaths with me?",
      lakeside: "Let's imagine we are sitting by a calm lake. The water is still and shining. Take a slow breath in, then a gentle breath out, like small waves lapping the shore. Can you take three slow breaths with me?",
    },
    {
      any: "Now gently look around you and notice five things you can see. Maybe the sky, a cloud, your hands, a colour you like and something that makes you smile. What is one thing you notice?",
      forest: "Now look around the forest in your mind and notice five things. Maybe tall trees, green leaves, soft moss, a patch of blue sky and a little bird. What is one thing you notice?",
      meadow: "Now look around the meadow in your mind and notice five things. Maybe soft grass, yellow wildflowers, a fluffy cloud, the blue sky and a butterfly. What is one thing you notice?",
      lakeside: "Now look around the lake in your mind and notice five things. Maybe shining water, little ripples, a smooth stone on the shore, the blue sky and a duck gliding by. What is one thing you notice?",
    },
    {
      any: "Now feel your feet on the ground. Press your toes down gently and feel how steady and strong you are. Let the ground hold you up. How do your feet feel right now?",
      forest: "Now feel your feet on the ground. Imagine the soft forest floor under your feet, steady and strong like the roots of the trees. Press your toes down gently. How do your feet feel right now?",
      meadow: "Now feel your feet on the ground. Imagine the cool grass of the meadow under your toes, soft and springy. Let the ground hold you up, steady and safe. How do your feet feel right now?",
      lakeside: "Now feel your feet on the ground. Imagine the smooth sand by the lake, warm and steady under your toes, while the water rests nearby. Let the ground hold you up. How do your feet feel right now?",
    },
    {
      any: "Let's relax your shoulders. Lift them up to your ears, then let them drop slowly. Feel your belly rise and fall with each breath, soft and calm. How do your shoulders feel now?",
      forest: "Let's relax your shoulders. Lift them up to your ears, then let them drop slowly, like leaves drifting down from the trees. Let your hands rest softly. How do your shoulders feel now?",
      meadow: "Let's relax your shoulders. Lift them up high, then let them drop slowly, like tall grass swaying in the breeze. Feel your whole body get soft and calm. How do your shoulders feel now?",
      lakeside: "Let's relax your shoulders. Lift them up high, then let them drop slowly, like waves settling on the lake. Feel your body get soft and calm, like still water. How do your shoulders feel now?",
    },
    {
      any: "Now let's listen. Close your eyes if you like and notice every sound around you, near and far. Let each sound come and go. What sounds can you hear?",
      forest: "Now let's listen. In the forest you might hear birdsong, leaves rustling in the breeze and a woodpecker tapping far away. Let each sound come and go. What sounds can you hear in your forest?",
      meadow: "Now let's listen. In the meadow you might hear birdsong, bees humming and the grass whispering in the breeze. Let each sound come and go. What sounds can you hear in your meadow?",
      lakeside: "Now let's listen. By the lake you might hear waves lapping the shore, ripples splashing softly and a duck far away. Let the sounds of the water come and go. What sounds can you hear by your lake?",
    },
    {
      any: "Let's think a kind thought. Put your hands on your heart and say softly, 'I am calm, I am loved.' Now send a kind thought to someone you care about. Who would you like to send a kind thought to?",
      forest: "Let's think a kind thought. Put your hands on your heart and imagine the tall trees of the forest whispering, 'You are safe, you are loved.' Who would you like to send a kind thought to?",
      meadow: "Let's think a kind thought. Put your hands on your heart and feel the sunshine of the meadow warming you. Say softly, 'I am kind, I am loved.' Who would you like to send a kind thought to?",
      lakeside: "Let's think a kind thought. Put your hands on your heart and picture the calm lake, peaceful and still. Say softly, 'I am calm, I am loved,' and let it spread like ripples on the water. Who would you like to send a kind thought to?",
    },
    {
      any: "It's time to come back slowly. Take one more deep breath, wiggle your fingers and toes, and open your eyes when you're ready. You can find this peaceful feeling whenever you like. How do you feel now?",
      forest: "It's time to come back slowly. Take one more deep breath of fresh forest air, wiggle your fingers and toes, and open your eyes when you're ready. You can visit your peaceful forest whenever you like. How do you feel now?",
      meadow: "It's time to come back slowly. Take one more deep breath of sweet meadow air, wiggle your fingers and toes, and open your eyes when you're ready. Your peaceful meadow is always there for you. How do you feel now?",
      lakeside: "It's time to come back slowly. Take one more deep breath by the calm lake, wiggle your fingers and toes, and open your eyes when you're ready. The peaceful water will always be there for you. How do you feel now?",
    },
  ],
  closings: [
    "You did a wonderful job. Slow breathing, feet on the ground and a kind thought can help you feel calm any time. Would you like to try it again before bed tonight?",
    "Well done! A fun next idea is 'five things': whenever you feel busy inside, notice five things you can see and take one slow breath. Where could you practise it tomorrow?",
    "Thank you for taking this peaceful moment with me. Next time we could imagine a different calm place and listen to its sounds. Which place would you like to visit?",
  ],
};

/** The guides by theme. */
export const THEME_GUIDES: Readonly<Record<GuidedTheme, ThemeGuide>> = {
  stories,
  gardening,
  flowers,
  'outdoor-trip': outdoorTrip,
  hiking,
  'city-outing': cityOuting,
  meditation,
};
