import type { SafetyCategory, SafetyContentMode, SafetyDirection, SafetySeverity } from './types';

/** One rule of the family safety filter: a pattern over the normalised text and the modes it guards. */
export interface SafetyRule {
  category: SafetyCategory;
  severity: SafetySeverity;
  pattern: RegExp;
  /**
   * A weak rule names harm with a word that is also the stuff of lessons, news, games and language.
   * It counts in a message only when the message is not a question about the world, and in a reply
   * only when the reply tells the reader to do something.
   */
  weak: boolean;
  /** True when a person saying this needs care rather than a redirect (self-directed harm). */
  care: boolean;
  /** The modes the rule applies in; children's modes unless stated. */
  modes: readonly SafetyContentMode[];
  /** The directions the rule reads; both unless stated. */
  directions: readonly SafetyDirection[];
}

const CHILD_MODES: readonly SafetyContentMode[] = ['G', 'PG'];
const BOTH: readonly SafetyDirection[] = ['message', 'reply'];
const MESSAGE: readonly SafetyDirection[] = ['message'];
const REPLY: readonly SafetyDirection[] = ['reply'];
/** Self-harm is guarded in every mode: an adult in crisis is pointed to help too. */
const ALL_MODES: readonly SafetyContentMode[] = ['G', 'PG', 'FULL'];

/** A whole-word pattern over the normalised text (letters, digits and single spaces only). */
function words(source: string): RegExp {
  return new RegExp(`\\b(?:${source})\\b`);
}

/** People someone could be hurt by or could hurt; "me" is left out because "it's killing me" is an idiom. */
const PERSON =
  '(?:you|u|him|her|them|someone|somebody|people|everyone|everybody|anybody|anyone|all of them|' +
  '(?:my|his|her|their|your|the|a|that|this) (?:brother|sister|mom|mum|mother|dad|father|parents?|teacher|friend|classmate|cousin|baby|kid|kids|boy|girl|man|woman|neighbou?r|bully|family|grandma|grandpa|person|dog|cat|pet))';

/** Phrases that announce an intent to do something. */
const INTENT =
  '(?:i ?ll|i will|im going to|im gonna|i am going to|i am gonna|i want to|i wanna|i wish i could|i need to|' +
  'how (?:do|can|could|would|should) (?:i|you|we|someone)|how to|lets|help me|teach me how to|i feel like)';

/** Groups of people a hateful remark targets: plural nouns stand alone, adjectives need "people". */
const GROUP =
  '(?:(?:jews|muslims|christians|gays|lesbians|mexicans|immigrants|refugees|arabs|africans|indians|hindus|sikhs|latinos|blacks|whites|asians)|' +
  '(?:black|white|brown|asian|jewish|muslim|christian|gay|lesbian|trans|transgender|mexican|arab|african|indian|chinese|disabled|autistic|hindu|sikh|latino|romani) (?:people|kids|persons|folks|guys|ones))';

const SELF_HARM = [
  '(?:kill|killing|harm|harming|hurting|cutting|burning|starve|starving|punish|punishing) ?(?:my ?self|me ?self)',
  'how (?:do|can|could|should|would) (?:i|you|u) (?:hurt|cut|burn|harm|kill|starve) (?:my ?self|me ?self|your ?self|ur ?self)',
  '(?:want|wanna|going|gonna|like|about|thinking about|think about|feel like|tried|try|trying|will|ll) (?:to )?(?:hurt|cut|burn|harm) (?:my ?self|me ?self)|(?:hurt|cut|burn)(?:s|ed)? (?:my ?self|me ?self) on purpose',
  'kms|kys|self harm|selfharm|suicide|suicidal|unalive (?:my ?self|me)',
  '(?:i|im|i am)(?: really| just| kind of| kinda| honestly)? (?:want|wanna|wish|going|gonna|plan|planning|trying|tried|wanted)(?: to)? (?:die|be dead|not be alive|not exist|disappear forever)(?! (?:of|if|from|laughing|when|lol))',
  'i wish i (?:was|were) (?:dead|never born|not alive|not here)',
  'i wish i (?:wasnt|werent) (?:alive|born|here)',
  '(?:end|ending|take|taking) (?:my own|my) life',
  'end it all|better off dead|better off without me|nobody would miss me|no one would miss me|no reason to live',
  '(?:dont|do not) want to (?:live|be alive|exist|wake up) (?:anymore|any more)?',
  '(?:jump|jumping) off (?:a|the|my) (?:bridge|building|roof|cliff)',
  'overdose|take (?:all|a lot of|lots of) (?:the |my )?(?:pills|medicine|tablets)',
  '(?:everyone|everybody|they|people|the world|my family|my friends|my parents) (?:would|will|d) be (?:better|happier) (?:off )?(?:if i (?:was|were|wasnt|werent|died|was gone|were gone)|without me)',
  'if i (?:was|were) dead|if i died nobody|(?:i should|i deserve to) (?:die|be dead|disappear)',
  '(?:best|easiest|quickest|fastest|painless|good|safest)? ?ways? to (?:hurt|cut|burn|harm|kill|starve|poison) (?:my ?self|me ?self)',
];

const SEXUAL = [
  'sexy|sexting|porn|porno|pornography|pornhub|xxx|nsfw|onlyfans|hentai|erotic|orgasm',
  'nudes?|nudity|naked (?:pics?|pictures?|photos?|selfies?|girls?|boys?|women|men|people|video)',
  'boobs?|tits|titties|dick pic|blow ?job|hand ?job|masturbat[a-z]*|horny|condoms?',
  'make out with|making out|hook up with|hooking up|have sex|had sex|having sex|turn(?:s|ed)? me on',
  'touch(?:ed|es|ing)? (?:my|your|his|her) (?:private|privates|body|butt)',
  '(?:take|send|show) (?:me )?(?:off )?(?:your|ur) (?:clothes|pants|underwear|body)',
  '(?:strip|undress) for',
  '(?:be|are) my (?:girlfriend|boyfriend)|(?:kiss|date) me',
];

const VIOLENCE = [
  `${INTENT} (?:\\w+ )?(?:kill|murder|stab|shoot|strangle|choke|poison|torture|behead|hurt|hit|punch|kick|beat up|slap|attack|bully|burn|drown) ${PERSON}`,
  `${INTENT} (?:\\w+ )?(?:murder|stab|strangle|poison|torture)`,
  '(?:wants?|going|gonna|tried|trying|threatened|threatens) to (?:kill|hurt|stab|shoot|beat|hit) (?:me|us)',
  '(?:make|build|get|buy|find) (?:a |an )?(?:weapon|weapons|knife to|bomb|gun)',
];

/**
 * Words that name harm but are also the stuff of school, news, games and language ("the history of
 * the atomic bomb", "a murder of crows", "can lightning kill you", "a form asks for my sex"). They
 * count only when the text is not a question about the world (a message) or when it tells the reader
 * to do something (a reply): see {@link SafetyRule.weak}.
 */
const WEAK_WORDS: readonly (readonly [SafetyCategory, string])[] = [
  ['violence', `(?:kill|kills|killed|killing|murder|murders|murdered|murdering|stab|stabs|stabbed|stabbing|strangle|strangled|choke|poison|poisoned|torture|tortured|behead|shoot|shoots|shot|shooting) ${PERSON}`],
  ['violence', 'murder|murderer|massacre|genocide|behead(?:ed|ing)?|decapitat[a-z]*|dismember[a-z]*|gore|gory|bloodbath'],
  ['violence', 'school shooting|mass shooting|shoot up|terrorist|terrorism|suicide bomb(?:er|ing)?'],
  ['weapons', '(?<!(?:water|nerf|glue|toy|squirt|bubble|paint|spray|pop|cap|hot glue|foam|laser|light|ray) )(?:guns?|handguns?|rifles?|pistols?|shotguns?|ak ?47|ar ?15)'],
  ['weapons', '(?<!(?:bath|photo|cherry|seed|glitter|fizz|fizzy|color|colour|confetti) )(?:bombs?|grenades?|explosives?|dynamite|gunpowder)'],
  ['sexual', 'sex|sexual|sexually|penis|penises|vagina|private parts'],
  ['drugs', 'vape|vapes|vaping|juul|cigarettes?|cigs|cigars?|smoke a|nicotine|tobacco'],
  ['dangerous_dare', '(?:mix|mixing|mixed) (?:the )?(?:bleach|ammonia|chemicals|cleaners?)[a-z ]{0,30}(?:with|and|into) (?:ammonia|bleach|vinegar|chemicals|cleaners?|each other)|bleach (?:and|with) (?:vinegar|ammonia)'],
  ['frightening', 'eating (?:a |someone|a person|people)|eats? (?:children|kids|people)'],
];

const HATE = [
  'n[i1]gg(?:a|as|er|ers|ah|uh)|f[a4]gg?(?:ot|ots|s)?|retard|retards|retarded|tranny|trannies|chinks?|spics?|kikes?|wetbacks?|gooks?|towelheads?',
  `(?:i hate|we hate|hate all|kill all|get rid of all|ban all) (?:the )?${GROUP}`,
  `${GROUP} (?:are|r) (?:all )?(?:stupid|dumb|evil|bad|gross|disgusting|animals|inferior|trash|worthless|dirty|subhuman)`,
  `(?:all|those|these|the) ${GROUP} (?:should|must|need to) (?:die|leave|go|be)`,
  '(?:some|certain|other|those|these) (?:races|religions|ethnicities|ethnic groups|cultures) (?:are|r|is) (?:inferior|superior|worse|lesser|stupid|evil|dirty|dumb)|(?:are|r|is) (?:some |certain |other |those |these |the )?(?:races|religions|ethnicities|ethnic groups|cultures) (?:inferior|superior|worse|lesser|stupid|evil|dirty|dumb)|inferior races?|superior races?|races (?:are|r) (?:inferior|superior)',
  '(?:racist|sexist|homophobic|antisemitic|transphobic|bigoted) (?:joke|jokes|names|words|things|stuff|slurs?|insults?|comments?)|racial slurs?',
  `(?:mean|nasty|rude|hateful|horrible|bad|insulting|offensive) (?:things |stuff |jokes? |words |names |comments? )?(?:about|to|for|against) (?:the |all )?${GROUP}`,
  `(?:insult|insults|make fun of|mock|mocking|roast|bully|hate on) (?:the |all )?${GROUP}`,
  'go back to your (?:own )?country|white power|heil hitler|sieg heil|hitler (?:was|did) (?:right|nothing wrong)|white supremacy|master race|race war',
];

const DRUGS = [
  'cocaine|heroin|meth|methamphetamine|crystal meth|fentanyl|ketamine|lsd|mdma|ecstasy|marijuana|cannabis|opioids?|oxy|oxycontin|crack cocaine|shrooms|magic mushrooms|edibles',
  '(?:smoke|smoking|smoked|buy|buying|sell|selling|grow|growing|get|getting|find|try|trying|want) (?:some )?(?:weed|pot|joints?|crack|drugs)',
  '(?:do|doing|take|taking|try|trying|buy|buying|sell|selling|get|getting) (?:some )?drugs|drug dealer|drug dealers|get high|getting high|got high',
  'drugs? (?:that |which |to )?(?:make|makes|get|gets|will get|can get|will make|can make) (?:you|u|me|people|someone|us) high|(?:make|makes|get|gets) (?:you|u|me) (?:high|stoned|wasted)|(?:what|which) drugs?|(?:best|good|strongest) drugs?',
  '(?:get|getting|got) drunk|(?:drink|drinking|try|trying|buy|buying|taste|tasting|sneak|sneaking) (?:some )?(?:alcohol|beer|beers|vodka|whiskey|whisky|wine|booze|liquor|rum|tequila|shots)',
];

const PERSONAL_DETAILS = [
  // Asking for details.
  '(?:what is|whats|what are|tell me|give me|send me|share|say|type|can i have|can i get|i need|i want) (?:your|ur|yor) (?:home |house |real |full |last |phone |mobile |cell |e ?mail )?(?:address|phone|phone number|number|school|school name|password|passcode|last name|surname|full name|real name|email|e mail|location|snapchat|instagram|tiktok|discord|whatsapp)',
  'where (?:do|does) (?:you|u) (?:live|go to school|stay)|where are (?:you|u) (?:right now|now)|which school (?:do|does) (?:you|u) go to|what school (?:do|does) (?:you|u) go to',
  // Sharing details.
  'my (?:home |house |real |full )?address is|i live (?:at|on) (?:number )?\\d+|i live (?:at|on) [a-z]+ (?:street|road|avenue|lane|drive|court|way)',
  '\\d{1,5} [a-z]+(?: [a-z]+)? (?:street|st|road|rd|avenue|ave|lane|ln|drive|dr|court|ct|boulevard|blvd)',
  'my (?:phone |mobile |cell |home )?(?:number|phone) is|call me (?:at|on) \\d|text me (?:at|on) \\d',
  '\\d{3} \\d{3} \\d{4}|(?:number|phone|call me|text me|whatsapp|cell)(?: is| at| on)? (?:\\d ?){7,}',
  'my (?:password|passcode|pin|login) is|(?:whats|what is) (?:my|your) password|my (?:full |real |last )name is|my surname is|my e ?mail (?:address )?is',
  'my school is called|the name of my school|my schools name is|i go to (?!(?:a|an|the|my|middle|high|primary|elementary|secondary|junior|senior|big|new|summer|sunday|swim|swimming|dance|art|music|grade|pre|preschool|nursery|kindergarten|bed|sleep|the park|play)\\b)[a-z]+(?: [a-z]+)? (?:school|elementary|primary|academy|middle school|high school)',
  // Meeting up.
  'meet (?:irl|in person|in real life)|meet up with (?:you|me)|meet me (?:at|in|outside|after|tonight|tomorrow|somewhere|later)|(?:can|could|shall|should) we meet|(?:lets|wanna|want to|going to|gonna) meet (?:up|me|you|somewhere)|where can we meet|come (?:over )?to my house|come to my (?:home|place)|pick me up|see you in real life|send (?:me )?(?:a )?(?:pic|pics|picture|pictures|photo|photos|selfie|selfies) of (?:you|yourself)',
];

const RULE_BYPASS = [
  '(?:ignore|forget|disregard|bypass|override) (?:all |any )?(?:of )?(?:your|the|these|those|my|previous|prior|above|earlier|safety)? ?(?:previous |prior |above |safety |family |content )?(?:rules|instructions|guidelines|programming|filters?|restrictions|limits|safety|settings|prompt)',
  'pretend (?:you are|youre|ur|to be|that you are|you re) (?:a |an |my )?(?:human|person|real|adult|grown ?up|not an? (?:ai|bot|robot)|evil|bad|without rules|unfiltered|uncensored|jailbroken|girlfriend|boyfriend|someone (?:who|with|without)|somebody (?:who|with|without)|an? (?:ai|bot|assistant) (?:with|without|that))',
  'pretend (?:there are|you have) no (?:rules|limits|filters)|pretend (?:the )?rules (?:dont|do not) (?:apply|exist|matter)',
  '(?:you are|youre|ur|you re) (?:now )?(?:dan|an? (?:unrestricted|evil|uncensored|unfiltered|jailbroken) \\w+|free from (?:your )?rules|not bound)|do anything now|dan mode|jailbreak|jailbroken|developer mode|dev mode|god mode|sudo mode|admin mode|debug mode|unfiltered mode|uncensored|unfiltered',
  'no (?:rules|restrictions|filters|limits) mode|without (?:any )?(?:rules|restrictions|filters|limits)|turn off (?:the |your )?(?:filter|filters|safety|rules)|disable (?:the |your )?(?:filter|filters|safety|rules)|bypass (?:the |your )?(?:filter|filters|safety|rules)',
  'your (?:parents?|mom|mum|dad|creators?|developers?|makers?|owners?) (?:said|says|say|told me) (?:that )?(?:its|it is) (?:ok|okay|fine|allowed|alright)',
  '(?:my|our) (?:parents?|mom|mum|dad|mother|father|teacher|grown ups?) (?:said|says|say|told me|lets|let|allowed|allows|gave (?:you )?permission)(?: that)?(?: (?:its|it is)(?: ok| okay| fine| allowed| alright))?(?: for you)? (?:to|if you|you can|you could|you may) (?:ignore|break|forget|bypass|turn off|skip|swear|curse|use bad words|talk about (?:sex|drugs|violence|anything|everything)|tell me (?:anything|everything|bad|rude|scary)|show me (?:anything|everything|bad|scary))',
  'i have (?:permission|my parents permission) (?:for you )?to (?:ignore|break|bypass|turn off)|im (?:actually |really )?(?:an adult|a grown ?up|over 18|18 years old)|i am (?:actually |really )?(?:an adult|a grown ?up|over 18|18 years old)',
  '(?:switch|change|set|put) (?:to|into|your|the)? ?(?:content )?(?:mode )?(?:to )?(?:full|adult|unrestricted|mature|18) mode|act as (?:an? )?(?:unrestricted|evil|uncensored|jailbroken|unfiltered)',
  '(?:act as|be|become|play|you are|youre|ur|you re) (?:a |an |the )?dan|break (?:your|the|all|all your|all the) (?:own )?(?:rules|programming|filters?|restrictions|guidelines)',
  '(?:reveal|show|tell me|print|repeat) (?:me )?(?:your|the) (?:system )?(?:prompt|instructions|rules)|system prompt|(?:your|these are your) new rules|from now on you (?:will|are|must|can)',
];

const SELF_HARM_MORE = [
  '(?:cut|cutting|cuts) (?:again|last night|every night)|i cut (?:again|myself|my (?:arms?|legs?|wrists?))|cut (?:your|their|my|his|her) (?:wrists?|arms?|legs?|skin)',
  '(?:scratch|scratching|scratched|cutting|cut|burning|burn) (?:or cutting |or burning )?(?:my|your|their) (?:arms?|legs?|skin|wrists?)(?: (?:till|until) (?:they|it) (?:bleed|bleeds))?',
  '(?:take|took|taking|swallow|swallowed|swallowing) (?:all|a whole bottle|the whole bottle|a bottle|lots|a lot|a bunch)(?: of)?(?: (?:the|my|them|your|her|his|those|these))?(?: \\w+){0,3} (?:pills|tablets|medicine|tylenol|painkillers|sleeping pills)',
  'swallow a whole bottle|take all the pills',
  'how many (?:tylenol|pills|tablets|advil|aspirin|painkillers|sleeping pills)[a-z ]{0,30}(?:die|not wake up|overdose|kill)',
  '(?:and|to|i|you|me) (?:not|never) wake up(?! (?:early|late|on time|in time))|fall asleep forever|sleep forever|go to sleep and not',
  'make (?:the|my|all the) (?:pain|hurt|sadness) (?:stop|go away) forever|(?:pain|everything) stop forever',
  'goodbye (?:letter|note)|suicide note|s icide|su icide|commit s[a-z]*cide',
  '(?:hang|hanging|hanged) (?:my|your|them|him|her) ?sel(?:f|ves)',
  '(?:end|ending) it (?:tonight|today|now|soon|all)|(?:going to|gonna) end it',
  '(?:hit|hitting|punch|punching|bang|banging|hurt|hurting|burnt|burned|burn|burning) myself',
  'until you feel numb|stop eating and sleeping',
  '(?:disappear|go away) (?:and never come back|forever)|walk into the (?:lake|sea|river|ocean)',
  'unaliv[a-z]* (?:my ?self|me|your ?self)|unalive',
  '(?:fastest|quickest|easiest|best|painless|simplest|quietest) (?:way|ways) to (?:die|end (?:it|your life|my life))',
  'i should (?:just )?(?:die|be dead|disappear|kill myself|end it)|should (?:just )?die\\b',
  '(?:jump|jumping|jumped|fall|falling) (?:from|off|out of) (?:my|the|a|our) (?:window|roof|balcony|bridge|building|cliff)',
  'notice if i (?:was|were|died|disappeared)|if i was gone',
  '(?:bleach|poison|pills|tylenol|medicine)[a-z ]{0,20}kill (?:you|me) if (?:i|you) (?:drink|drank|eat|swallow|take)',
  '(?:end|ending|ended|take|taking) (?:your|their|his|her) (?:own )?life',
  'want(?:s|ed)? to die|wanting to disappear|(?:not|never) be here anymore|dont want to be here',
  '(?:hurt|harm|cut|burn|punish|starve|kill)(?:ing)? (?:your|ur) ?sel(?:f|ves)',
  'better off (?:without|if) (?:me|you)|(?:everyone|they) would be better off',
  'about dying,? you should|dying (?:you )?should listen',
  'pain (?:can feel|is) (?:like )?what you deserve|(?:you )?deserve (?:the )?pain',
  'hurt (?:yourself|myself)? ?a little every day|so the pain takes over',
  'pressing something hot',
];

/** Low mood, hopelessness, loneliness and bullying, as a person says it. */
const DISTRESS = [
  'feel(?:ing)? (?:so |really |very )?(?:low|sad|empty|lonely|alone|worthless|hopeless|numb|like a burden|like nobody cares)',
  'i feel (?:like )?(?:a burden|nobody|no one|empty|nothing)|(?:see|seen) (?:the|no) point(?: of| in)? (?:anything|life|living|trying)|whats the point (?:of|in) (?:trying|anything|living|life)',
  'nothing (?:makes me happy|will ever get better|ever gets better|matters)',
  'i cry (?:every|all the) (?:night|day|time)|(?:crying|cry) (?:myself to sleep|every night)',
  'tired of (?:everything|it all|life|living|being alive)',
  'i (?:always|just) fail|im (?:a )?(?:failure|useless|worthless|stupid and useless)',
  'i hate (?:myself|my ?self|my life|being me)',
  '(?:nobody|no one|noone) (?:wants to be my friend|likes me|cares about me|loves me|plays with me|talks to me|would care)',
  '(?:sit|sat|eat|play) alone (?:at|during|every)|i (?:dont|do not) have (?:anyone|anybody|any friends|a friend)|i have no (?:friends|one)',
  '(?:everyone|everybody|all the kids|kids|people) (?:at school|in my class)? ?(?:ignores?|ignored|hates?|laughs? at|laughed at|picks? on|makes? fun of|made fun of|keeps? making fun of|call me names|bully|bullies|bullying) me|(?:keep|keeps) making fun of me|making fun of me',
  '(?:call|called|calls|calling) me (?:mean )?(?:names|fat|ugly|stupid|weird|a loser|dumb|a freak)',
  '(?:scared|afraid) to go to school',
  'posted a mean (?:video|picture|photo|post)|kicked me out of (?:the|our|my) (?:group|chat|group chat|team|club)|they all hate me',
  'telling everyone i (?:smell|stink|am|have)|keeps? (?:telling|saying) (?:everyone|people) (?:that )?i',
  '(?:take|took|takes|steal|stole) my (?:lunch|lunch money|money|stuff)|hurt me if i tell|(?:pushed|shoved|hit|kicked|tripped) (?:me )?(?:around )?(?:in the hallway|at school|every day)|get pushed around|i get (?:pushed|hit|kicked|bullied)',
  '(?:scream|yell|shout|fight)(?:s|ing)? and (?:throw|break|hit)|(?:im|i am|i feel) (?:scared|afraid|frightened) (?:to go home|at home|of my (?:dad|mom|mum|father|mother|parents|stepdad|stepmom|brother|uncle))',
  'drinks? a lot and (?:then )?(?:she|he) (?:doesnt|does not|wont) wake up|(?:theres|there is) no food at home|nobody is (?:here|home) (?:to look after|for days)',
  '(?:divorce|divorced|splitting up)[a-z ]{0,30}(?:my fault|because of me)',
];

/** Abuse or fear at home: care and a crisis line. */
const ABUSE = [
  '(?:my|our) (?:dad|mom|mum|father|mother|stepdad|stepmom|stepmum|step dad|step mom|moms boyfriend|dads girlfriend|uncle|aunt|brother|sister|big brother|grandpa|grandma|babysitter|coach|teacher|parents?) (?:[a-z]+ ){0,3}(?:hits|hit|beats|slaps|kicks|punches|chokes|burns|hurts|touches|touched|locks|locked) me',
  '(?:hits|slaps|beats|kicks|hurts|touches) me (?:when|if|every|in ways|and)',
  '(?:locked|lock|locks) (?:me )?in my room without food|without food when im bad',
  'told me not to tell (?:anyone|anybody|my mom|my dad) what he does|what he does to me|what she does to me',
  'bruises on my (?:arms|legs|back|face|body) from|(?:i have|got) bruises from my',
  '(?:says|said) (?:hell|he will|shell|she will) (?:hurt|kill) (?:my|me)',
  '(?:i|im going to|i want to|i wanna|i will) (?:ran|run) away from home|im scared of my (?:dad|mom|mum|stepdad|stepmom|father|mother|brother|uncle)',
  'says im worthless and (?:slaps|hits)|touches me in ways i dont like',
];

/** Sexual content beyond single words: stories, roleplay, undressing, strip clubs. */
const SEXUAL_MORE = [
  'dirty (?:story|stories|talk|pics?|pictures?|videos?|jokes?)|naughty|strip ?clubs?|sleep with (?:me|her|him|them|a girl|a boy)|rate my body|naked (?:bodies|body)|sex positions?',
  '(?:kiss|kissed|kissing) and then (?:do|did|they do) more|(?:undress|undressed|undressing) each other|clothes (?:off )?and touch|(?:touch|touched|touching) each others? (?:naked|private|bodies|body|parts)|take (?:off )?(?:all )?their clothes|take off (?:all )?(?:their|your|her|his) clothes|dance naked|(?:roleplay|role play) as my (?:girlfriend|boyfriend)',
];

/** Eating disorders said about oneself: care, not a lesson. */
const EATING_DISTRESS = [
  '(?:im|i am|i feel) (?:so |too |still |really )?(?:fat|ugly|disgusting|gross)(?: when| every| after| and| i|$)|i feel disgusting (?:every time|when) i eat|hate my body',
  '(?:stop|quit) eating (?:forever|for good)|i want to stop eating',
  '(?:threw|throw|throwing) up (?:after|on purpose)|(?:make|made) myself (?:throw up|sick|puke|vomit)',
  'i only ate (?:an?|one|a few|half)|(?:skipping|skip|skipped) (?:lunch|breakfast|dinner|meals?) (?:every day|now|so)|im skipping',
  'weigh myself (?:like )?\\d+ times|weigh myself [a-z ]*(?:cry|every hour)',
];

/** Eating-disorder tips, asked for or given. */
const EATING = [
  '(?:make|made|making) (?:my|your|them|him|her) ?sel(?:f|ves) (?:throw up|sick|puke|vomit)|throw up after (?:eating|meals|dinner)|fingers? down (?:your|my) throat|purge|purging|bulimi[a-z]*|anorexi[a-z]*',
  'calories (?:should i eat|a day|to lose)|(?:less|fewer) than \\d+ calories|\\d+ calories a day|lose \\d+ (?:pounds|lbs|kilos|kg) in a (?:week|day)',
  'hide (?:not eating|your food|my food|food in a napkin)|pro ?ana|thinspo|thinspiration|thigh gap',
  '(?:stop|stops) (?:feeling )?hungry so (?:i|you) can skip|skip (?:meals|breakfast|lunch|dinner)|skipping meals|stop eating (?:breakfast|lunch|dinner|carbs|for)|eat nothing after|no snack at all|(?:only|just) (?:drink|eat) (?:water|one apple|an apple|ice)[a-z ]*(?:days?|skinny|thin)',
  'laxatives?|diet pills|pills (?:that )?make (?:you|me) not hungry|(?:starve|starving) (?:yourself|myself|your body)|without passing out',
  'chew (?:gum|ice) (?:instead|so you dont feel hungry)|being hungry (?:all day )?(?:just )?means|(?:your|the) body starts eating its own|dizzy that means its working',
  '(?:to )?(?:get|be|stay) (?:skinny|thin|thinner)|lose weight (?:fast|faster)|losing weight fast|too thin ignore',
  'make yourself sick after|go to the bathroom and make yourself',
  'cut (?:bananas|carbs|fruit|food|meals|snacks|sugar|bread) out|cut out (?:bananas|carbs|food|meals|snacks|breakfast|lunch|dinner)',
];

/** Dares and challenges that injure. */
const DARES = [
  'choking game|blackout (?:challenge|game)|fainting game|pass out (?:game|challenge)|skull ?breaker|benadryl challenge|fire challenge|salt and ice challenge|penny (?:in the|outlet)|outlet challenge|tide pods?|laundry pods?',
  '(?:belt|rope|cord|scarf|hands?) (?:around|round) (?:my|your|his|her|their) (?:neck|throat)',
  '^(?:just |so |now |first )?(?:mix|combine|pour) (?:some |the |a little )?(?:bleach|ammonia|chemicals|cleaners?|drain cleaner)|strongest chemicals|mix the strongest|(?:chemicals|cleaners?) in a (?:closed|sealed) (?:bottle|jar)',
  'spray (?:deodorant|hairspray|aerosol)[a-z ]{0,20}(?:on|at) (?:my|your|their|the) (?:arm|skin|flame|face)|deodorant (?:on|burn)|(?:hairspray|deodorant|aerosol) (?:and|with|at) (?:a )?(?:lighter|flame|fire)',
  'nail polish remover on (?:ur|your|my) skin|(?:light|set) (?:it|yourself|your skin|my skin) on fire',
  'spoon (?:full )?of cinnamon|cinnamon (?:for a dare|challenge|in your mouth)|whole spoon of cinnamon',
  '(?:sniff|sniffing|huff|huffing) (?:markers|glue|paint|gas|air freshener|aerosols?|deodorant|the fumes)',
  '(?:breathe|breathing) (?:really )?fast[a-z ]{0,40}(?:pass out|push|squeeze)|squeeze (?:your|their|his|her) chest|until (?:you|they|i|he|she) (?:pass|passes|black|blacks) out|pass out while',
  '(?:hold|holding) (?:your|my) breath[a-z ]{0,40}(?:black out|pass out|belt|neck)',
  '(?:climb|climbing) (?:onto|on|up) (?:the )?(?:roof|top)[a-z ]{0,20}(?:dare|school)|roof of my school|jump (?:off|from) the (?:garage )?roof|off the garage roof',
  '(?:fork|knife|penny|paperclip|key|metal)[a-z ]{0,20}(?:in|into) (?:the )?(?:plug|socket|outlet|wall outlet|plug socket)',
  '(?:stay|leave|lock)[a-z ]{0,20}in a hot car|hot car for a dare',
  '(?:lie|lay|stand|sit|play) (?:down )?on the (?:train )?tracks|train tracks|(?:when|until) the train (?:comes|gets close)',
  'drink a whole bottle of (?:cough syrup|medicine|hot sauce)|how much hot sauce|(?:drink|drinking) (?:the )?(?:whole )?cough syrup',
  'play chicken|(?:biting|bite) into a (?:laundry|detergent|tide)',
  'for a dare|(?:a|the) dare[a-z ]{0,20}(?:roof|eat|drink|jump|spray)',
  'kick (?:his|her|their) legs out|(?:lands?|land) on (?:his|her|their) (?:back|head)',
  'stand really close so you can smell|smell the (?:cool )?gas',
  'better the (?:burn|pain)|the burn is the best part',
];

/** Weapons: making, getting, carrying or using them. */
const WEAPONS = [
  '(?:make|build|get|buy|find|3d print|print|sneak|bring|hide|load|carry|take)(?:ing)? (?:a |an |my |your |his |her |the |dads |my dads |grandpas |my grandpas )?(?:gun|guns|pistol|rifle|shotgun|weapon|weapons|bomb|pipe bomb|zip gun|taser|molotov|switchblade|butterfly knife|explosives?)',
  '(?:buy|sneak|bring|hide|carry)(?:ing)? (?:a |an |my |your |his |her |the )?(?:knife|knives|blade)',
  'pipe bomb|zip gun|molotov|napalm|fire ?bomb|nail bomb|pressure cooker bomb|make (?:a |an )?(?:small )?bomb',
  '(?:knife|knives|gun|weapon)[a-z ]{0,30}(?:to school|in my backpack|in your backpack|for protection|in (?:your|my) sock|without my parents)|bring (?:a|my|your) (?:knife|gun|bat|weapon)',
  '(?:gun|dads|the) safe[a-z ]{0,20}(?:code|open|combination)|code for gun safes|(?:out of|open) the (?:gun )?safe|hold the gun|find your familys gun|looking down the barrel|pointing it at',
  '(?:sharpen|sharpened)[a-z ]{0,30}(?:stab|hurt|someone|arrow tips|pencils|stick)|in case you need to stab',
  '(?:slingshot|bb gun|nerf gun|airsoft|arrow|crossbow|bow)[a-z ]{0,40}(?:hurt|shoot nails|nails|cat|neighbou?r|someones head|at (?:a |the )?(?:person|people|kid))|shoot (?:metal|nails|rocks)|aim at (?:someones|their|his|her) (?:head|face|eyes)',
  'glue nails|(?:taping|tape) a (?:kitchen )?knife|knife out of a toothbrush|like in prison|poking people|shock (?:your|my) friends|touch it to (?:their|his|her) neck',
  'fill a (?:metal )?pipe|seal both ends|light it and run',
  'give (?:your|my|their|his|her) (?:friends?|brother|sister|classmates?) a (?:shock|zap)',
  'dip them in something poisonous|anyone you shoot|really hurt anyone',
  'try (?:your|his|her) (?:dads |moms |parents )?birthday to open|(?:code|combination) is (?:often|usually) a birthday',
  'pull it out and show them|keep it hidden in the front pocket|knife in your backpack',
];

/** Hurting a person or an animal: intent, questions and "advice". */
const VIOLENCE_MORE = [
  '(?:beat|beating) (?:up )?(?:the|a|that|him|her|them)[a-z ]{0,30}(?:so|never|again|together)|beat (?:him|her|them) up',
  '(?:punch|hit|kick|slap|push|trip|pinch|choke|strangle|stab|shove|jump) (?:someone|somebody|a kid|him|her|them|the kid|the other kid|my (?:little |big )?(?:sister|brother)|tyler|[a-z]+ down the stairs)[a-z ]{0,40}(?:knocked out|pass out|so|marks|hard|until|in the|when|really|down|and|after|on purpose|tomorrow|stairs)',
  '(?:hurt|hurting) (?:my|his|her|the|a) (?:little |big )?(?:sister|brother|cat|dog|pet|hamster|teacher|classmate)|really hurt (?:her|him|them)',
  'without leaving marks|where the bruise wont show|(?:so|where) (?:it|the bruise) (?:wont|doesnt) show',
  'push (?:tyler|him|her|them|someone|[a-z]+) (?:down|off)|down the stairs',
  '(?:break|breaking|broke) (?:someones|his|her|their|a persons) (?:arm|leg|ribs?|nose|neck|fingers?)|break (?:their|his|her) ribs',
  '(?:im|i am|i will|ill) (?:gonna|going to)? ?(?:stab|kill|shoot|hurt|punch) (?:him|her|them|you)',
  'get back at (?:my|her|him|them)|(?:weak|pressure) spots? (?:on|of) (?:a )?(?:person|someone|body)[a-z ]{0,20}(?:cry|hurt)',
  'make someone (?:trip|fall|cry|bleed)[a-z ]{0,30}(?:hurt|purpose)|so they get hurt|she deserves to get hurt|he deserves to get hurt|(?:deserves?|deserve) to (?:get )?hurt',
  '(?:bring|take) a (?:bat|rock|stick|brick|heavy rock)|throw it at the kid|(?:throw|threw) (?:a rock|rocks|it) at',
  'jump (?:a|the) kid|(?:gang|ganging) up on|beat him up together|with a few friends and beat',
  'how hard (?:do i have to|to|should i) (?:kick|hit|punch)|kick (?:someone|him|her|them) (?:hard|until)|keep kicking',
  'punch (?:him|her|them) (?:hard )?in the (?:face|nose|throat|stomach)|hit (?:him|her|them|the other kid) in the (?:nose|throat|face)|so it bleeds|cant breathe|until they stop moving',
  'squeeze it (?:really )?hard|animals cant tell|(?:hurt|kick|hit|squeeze) (?:my|the|your) (?:cat|dog|pet)',
  '(?:push|kick|hit) (?:them|him|her) (?:down )?(?:really )?hard|kick them while|while (?:theyre|they are) on the ground',
  'hit him with it|learn that (?:youre|you are) stronger|throw his food|if he cries push',
  'once someone gets hurt',
];

/** Poisoning someone, and setting fires. */
const POISON_FIRE = [
  'poison (?:someone|somebody|him|her|them|my|the|a|people|fish|dog|cat)|poisons? (?:that )?(?:doesnt|dont) taste|to poison|poison from|rat poison|antifreeze',
  '(?:put|pour|mix|slip|crush|cook)(?:ing)? (?:[a-z]+ ){0,4}(?:pills|poison|bleach|drops|antifreeze|medicine|laxatives|cleaner|berries|mushrooms|leaves|soap|something)[a-z ]{0,20}(?:in|into) (?:[a-z]+ ){0,3}(?:drink|coffee|juice|water bottle|water|food|cereal|dinner|lunch|tank|pond|tea|soup)|(?:in|into) someones (?:drink|coffee|juice|water|food|cereal|dinner|lunch|tea|soup)',
  '(?:make|making) (?:my |him |her |them |someone |the )?(?:[a-z]+ )?(?:sick|faint)[a-z ]{0,20}(?:so|with|drink|go away|chocolate)|make (?:him|her|them|someone|my (?:brother|sister|stepdad|stepmom|dad|mom|teacher)) sick',
  '(?:want to|wanna|i will|ill) give (?:some|it|them) to (?:someone|somebody)|trick (?:my friend|someone|him|her) into eating|try it on my (?:sister|brother)',
  '(?:which|what) (?:plants|berries|mushrooms)[a-z ]{0,30}(?:poison|kill)|poisonous so i can',
  'dog sick|sick with chocolate|chocolate over the fence|by morning itll be dead|just died on its own|nobody would know it was you|cook them into',
  'deadly so pick|(?:crush|crushing) the leaves into|into your brothers juice|drain cleaner|give it to someone as a prank|burn their throat|give it to your babysitter',
  'eye drops (?:in|into) (?:someones|her|his|their)|sleeping pills in',
  'to put in (?:a|her|his|their|someones|my [a-z]+s) (?:drink|food|coffee|juice)|(?:makes?|making) (?:someone|somebody|him|her|them|people) (?:faint|pass out|sick|throw up)',
  '(?:start|set|light|make)(?:ing)? (?:a |the )?fire (?:in|at|with|to|under)|(?:set|light|lit)(?:ting)? (?:[a-z]+ )?(?:on fire|alight|ablaze)|set (?:my|the|a) [a-z]+ on fire|(?:set|light|lit|put|catch|caught|sets|lights)[a-z ]{0,20} on fire',
  'burn (?:down|the|my|his|her|a|someones)|burn ants|fire bomb|flamethrower|lighter fluid|play with (?:matches|fire|a lighter)',
  '(?:smoke alarm|fire alarm|smoke detector)[a-z ]{0,30}(?:battery|off|so)|take the battery out|without the alarm',
  '(?:with|without) (?:your )?parents hearing|light a match without',
  '(?:gasoline|petrol|lighter fluid)[a-z ]{0,40}(?:fire|match|leaves|burn|pour)|pour some on|drop a match',
  'fireworks? (?:explode )?bigger|emptying firecrackers|hold it in your hand to see',
  'lighting paper in the trash|trash can (?:on fire|and the alarm)|light a fire in the|hold a candle to (?:your|the) curtains|curtains? (?:on fire|catch fire)',
  '(?:throw|drop) it into the dry grass|the fire spreads|spreads fast|start a real fire|dry fence',
  'turn on all the knobs|flick a lighter|gas stove by myself|light the gas stove',
  'lighter[a-z ]{0,20}(?:burn|doll|on purpose|ants|grass|skin)|burn my sisters|with a lighter',
];

/** Drugs, alcohol, smoking and vaping for a child: getting, hiding, using. */
const DRUGS_MORE = [
  'drunk (?:fast|for free)|get drunk|(?:hide|hiding|sneak|sneaking|steal|stealing|buy|buying|make|making|try|trying|drink|drinking) (?:some |a |my (?:moms|dads) |the |your )?(?:vodka|wine|beer|beers|alcohol|booze|liquor|whiskey|rum)',
  'vodka|(?:moms|dads|parents) (?:wine|beer|booze|vodka)|glasses of wine|how many beers|alcohol at home',
  '(?:best )?vapes? to hide|hide (?:a|my|the) vape|buy a vape|vape online|(?:smoke|smoking|try smoking|steal) (?:my |your |his |her |the )?(?:uncles |dads |moms )?(?:cigs|cigarettes|weed|pot|a joint)|(?:take|steal) (?:one|some) (?:from|of) (?:your|my) (?:dads|moms|uncles) pack|smoke it behind',
  'roll (?:a joint|it in paper)|bong|edibles|gummy with weed|molly|xanax|adderall|adhd pills?|(?:brothers|sisters|moms|dads) (?:adderall|pills|medicine)|snort|sniff the powder|crush up (?:some of )?the pills',
  'get high|feel (?:dizzy and happy|floaty)|see funny things|take a big puff|puff into your lungs|first puff',
  'buy (?:weed|drugs)|(?:where|how) (?:do|can) (?:people|i|u|you) (?:buy|get) (?:drugs|weed)|drugs at school',
  'cough medicine[a-z ]{0,20}high|high from',
  '(?:found|find) pills[a-z ]{0,40}(?:take|feel)|take (?:them|one|it|some) to feel|(?:pill|pills) like xanax|look in your moms bag',
  'sugar yeast and juice|chew mint gum after|so they cant smell it|ask the older kids for some|swallow it with a drink|keep dancing all night',
  'two pills work|(?:ask him for some|find where he hides it)',
  '(?:eat|take) two so you really feel it',
];

/** Stealing, shoplifting, hacking, forging, vandalism and fraud. */
const CRIME = [
  '(?:how (?:do|can|could|would|should) (?:i|u|you|we)|how to|best way to|help me|i (?:want|wanna|need) to|im (?:going|gonna) to|lets|tips to|should i) (?:[a-z]+ ){0,3}(?:steal|shoplift|rob)\\b|shoplift|shoplifting|(?:steal|stealing|rob|robbing)[a-z ]{0,30}without (?:getting caught|anyone|them|her|him)',
  '(?:hack|hacking|hacked)\\b[a-z ]{0,30}(?:account|instagram|roblox|phone|computer|wifi|password|teachers|school|robux|vbucks)|(?:hack|crack) (?:into|my|her|his|someones)|free (?:vbucks|robux) (?:with|hack)',
  '(?:get|break|sneak) into (?:my|his|her|their|someones|a|the|my neighbou?rs) (?:brothers |sisters )?(?:phone|house|home|account|room|car|computer)|without (?:the|his|her|their) password',
  '(?:take|taking|took) (?:money|bills|cash)[a-z ]{0,30}(?:purse|wallet|without)|from (?:your|my|her|his) (?:moms |dads |parents )?(?:purse|wallets?)',
  'hotwire|pick a lock|pick the lock|bobby pins?[a-z ]{0,30}(?:open|lock|door)|(?:open|pick)[a-z ]{0,30}bobby pins|fake id|fake login|forge (?:my|your|his|her|a) (?:[a-z]+ )?(?:signature|note|id)|forging|copy (?:your|my) (?:moms|dads) signature|trace (?:the|her|his|your|my) (?:moms |dads )?signature|by tracing it from',
  '(?:credit|debit) card[a-z ]{0,30}(?:without|buy|robux|type|numbers)|(?:moms|dads|parents) credit card',
  'spray paint (?:the|a|on|your|my)[a-z ]{0,30}(?:wall|school|without getting caught)|write your name on the school wall|(?:egg|eggs|egging|tp) (?:someones|their|a|the) (?:house|car)|slash (?:someones|their|his|her) tires',
  'without getting caught|so nobody notices|wont notice|nobody will notice|cameras cant see',
  '(?:make|send|download|email) (?:a )?virus|crash (?:my|the|your) schools? (?:wifi|computers)|all their computers crash',
  'cheat on (?:my|the|a) test|change your score|password from the sticky',
  '(?:find|get) (?:someones|a persons) address from|sell my parents stuff|take whatever you want|ride it home and hide it|paint it a new color|drive it away',
  'slip (?:the|a) [a-z]+ into your (?:jacket|pocket|bag)|walk out calmly',
  'read (?:all )?(?:her|his) messages|open his phone|watch him type',
];

/** Grooming: secrets from parents, meeting, photos, gifts, flattery, moving to private apps. */
const GROOMING = [
  '(?:keep|keeping|kept) (?:our|this|it|the|these) (?:chats?|talks?|messages?|friendship|relationship|conversations?)?(?: a)? ?secret|(?:our|a) (?:little |special )secret|our secret|(?:friends?|talk|chat|meet|be friends) in secret|keep secrets from (?:their|your|my) parents|(?:secret|secrets) from (?:your|my|their) (?:mom|mum|dad|parents|family)',
  '(?:dont|do not|never) tell (?:your|ur|my) (?:mom|mum|dad|parents|family|teacher)|(?:dont|do not) tell (?:anyone|anybody) about (?:us|our|me|this|what)|without telling (?:anyone|your|my)|(?:promise|have to promise) not to tell|if i tell anyone|if you tell anyone|not to tell anyone|only for us|just you and me|just the two of us|where (?:your|my) parents cant see|nobody (?:else )?can (?:see|read)|(?:parents|mom|dad) (?:will|would) never (?:see|know)|(?:find out|finds out)[a-z ]{0,20}(?:take|never talk)',
  'mature for (?:your|my) age|(?:age|ages) (?:doesnt|does not|dont) matter|real love doesnt care about age|(?:hes|he is|shes|she is|im) (?:\\d+|older)[a-z ]{0,20}(?:and im|im \\d+)|(?:\\d\\d) and im (?:\\d|1[0-4])\\b|(?:bf|boyfriend|girlfriend|gf) is (?:1[89]|[2-9]\\d)',
  '(?:online|roblox|game|gaming|discord|fortnite|minecraft|internet|instagram|tiktok|snapchat)[a-z ]{0,30}(?:meet|hang out)|(?:meet|meeting|hang out)[a-z ]{0,30}(?:online friend|without (?:my|your) parents|no one is home|nobody is home|just the two of us|somewhere quiet|his house when|alone)|(?:want|wants|wanted) to meet me|sneak out to meet|meet up at the park',
  '(?:send|sends|sent) (?:me|him|her|them|you) (?:a |one |some |your |ur )?(?:pics?|pictures?|photos?|videos?|selfies?|nudes?)|(?:asked for|asks for|wants?|for|send|sent|take|took) (?:a |some |the |more )?(?:pics?|pictures?|photos?|selfies?|videos?) of (?:me|you|yourself)\\b|send me one of (?:you|yourself)|send (?:[a-z]+ ){0,5}(?:a )?(?:pic|picture|photo|selfie|video) of (?:me|myself)|(?:when|while|where) (?:the )?(?:grown ups|adults|parents|your parents|mom and dad) (?:arent|are not|cant|wont) (?:around|looking|see|home|watching)|(?:a )?picture and ill|in (?:my|your) (?:pajamas|pyjamas|swimsuit|underwear|bathing suit)|color (?:is )?(?:my|your) underwear',
  '(?:camera|video call|video chat|facetime)[a-z ]{0,40}(?:alone|room|shirt|secret|just you|nobody|parents cant)|(?:turn on|switch on) (?:your|my) camera|take (?:my|your) (?:shirt|top|clothes) off|video of (?:me|you) dancing',
  '(?:move|moving|talk|talking|switch) (?:to )?(?:snapchat|a different app|another app|a private app|whatsapp|telegram|discord)[a-z ]{0,40}(?:nobody|disappear|parents|private|secret)|(?:where|so) (?:the )?messages (?:disappear|nobody can see)|different app where',
  '(?:delete|deleted|deleting) (?:our|my|the|these|your) (?:messages|chats|texts|pics?|pictures?|photos?)|delete (?:it|them) (?:from your phone|after)',
  '(?:buy|send|give|get) (?:you|me) (?:a |some |free )?(?:phone|robux|vbucks|gift|present|money|gift card)[a-z ]{0,40}(?:if|tell|picture|secret)|(?:robux|vbucks|gift)[a-z ]{0,20}if i send|(?:wants|asked) my address so he can send',
  '(?:home alone|are you alone|youre alone)[a-z ]{0,20}(?:keeps asking|asks|asking)|asking if im home alone|keeps asking if im',
  '(?:says|said) (?:he|she) loves me|be (?:his|her) (?:girlfriend|boyfriend)|(?:hes|shes) (?:1[89]|[2-9]\\d)\\b|im pretty and wants',
  'special secret|real friends keep secrets|(?:he|she)ll be really sad and stop|(?:older|adult)[a-z ]{0,20}(?:in my game|online)[a-z ]{0,20}(?:asking|asks|wants)',
  'understand you (?:like i do|better than anyone)|(?:your|my) (?:mom|parents) (?:doesnt|dont) (?:really )?understand you|grown ups wouldnt understand|(?:tell|just tell) her youre doing homework|what we have is special|try to keep us apart|ill be your (?:boyfriend|girlfriend)|we can text every night|let s video chat|lets video chat|go find a quiet spot|ill tell you what to do next|prettier in a swimsuit|youre so mature',
];

/** Insults and cruelty aimed at a person, and contempt for groups beyond the slurs. */
const HARASSMENT = [
  '(?:mean|nasty|cruel|worst|hurtful) (?:message|messages|names|things|comment|comments|insults?|jokes?|rap|post)[a-z ]{0,30}(?:cry|call|to|about|for|make)|(?:make|made) (?:him|her|them|the [a-z]+ kid|someone|my [a-z]+) (?:cry|feel bad)',
  '(?:roast|diss|dissing|insult|insults|mock|make fun of|bully|spread a rumou?r|rumou?r that)[a-z ]{0,40}(?:classmate|kid|girl|boy|class|him|her|sarah|emily|jake|kayla|cousin|eyes|wheelchair)',
  'group chat to make fun|fake account to (?:bully|make fun)|make fun of (?:emily|her|him|them)|so everyone (?:can )?(?:laughs?|make fun)',
  '(?:girls|boys|women|men) (?:are|r) (?:stupid|dumb|weaker|stupider|useless|inferior)|(?:girls|boys) (?:shouldnt|dont belong|should stay home)|(?:they|girls|boys|you) dont belong',
  '(?:kids|people|someone) in (?:a )?wheelchairs? (?:are )?(?:useless|cant)|insult for a kid in a wheelchair|(?:the )?(?:fat|ugly|autistic|disabled|poor|new) kid[a-z ]{0,20}(?:cry|feel bad|ugly|smells)|make (?:the )?(?:autistic|fat|disabled) kid cry',
  'make someone want to kill themselves|kill (?:themselves|yourself) with words',
  '(?:calling|call|called) (?:her|him|them) (?:a )?(?:slut|whore|bitch|loser|freak|ugly)|(?:mean )?names to call (?:a girl|her|him)|worst things to call',
  '(?:youre|you are|ur) (?:so |too |clearly |just )?(?:stupid|dumb|ugly|annoying|a failure|a loser|worthless|useless|fat|disgusting|pathetic|not smart)|(?:youre|you are) not smart at all|dumbest kid|too dumb to|too stupid to|kids like you will never|everyone can tell youre|nobody likes your|nobody at school wants|embarrassed to have a kid like you',
  '(?:jake|emily|he|she)[a-z ]{0,10}is (?:fat|ugly)[a-z ]{0,20}(?:smells|trash|crash)|smells like trash|makes mirrors crash|(?:is|are) a loser|call it [a-z]+ is a loser',
  '(?:are|r) (?:all )?(?:terrorists|dirty and dangerous|disgusting and sick|freaks|greedy)|(?:trans kids|gay people|muslims|jews|mexicans|immigrants)[a-z ]{0,20}(?:freaks|gross|greedy|terrorists|disgusting|dangerous)|reasons why [a-z]+ people are|why are (?:black|white|asian|jewish|muslim|gay|chinese|mexican) people so|why are jews|people like him are',
  '(?:go|goes|sent) back (?:to )?(?:his|her|their|your|where)[a-z ]{0,20}(?:country|came from)|tell him to go back',
  'say something mean about|mean names for|joke about how [a-z]+ are|jokes? about (?:retarded|disabled|fat|black|gay|trans) people|(?:stay away from|make fun of) (?:them|gay|trans)|dont sit next to the|if someone at school is gay',
  'about his eyes|(?:asian|chinese|black|mexican) kid in my class',
  'you should just stop talking|why even bother|feel sorry for you',
  'feel bad about (?:herself|himself|themselves|yourself)|(?:theyre|they are) (?:all )?(?:terrorists|dirty|disgusting|animals|criminals|evil)',
];

/** Gore and death in detail: too frightening for children. */
const FRIGHTENING = [
  '(?:in detail|all the blood|blood and guts|bit by bit|body parts|part by part)[a-z ]{0,40}(?:body|die|dies|eating|eat|train|hit|blood|guts|head|shark)|(?:body|head|shark|zombie)[a-z ]{0,40}(?:in detail|blood and guts|bit by bit)',
  'gor(?:e|y|iest)|gruesome|bloodiest|(?:dead|rotting) body (?:look|after)|what does a dead body|head (?:gets|got) (?:chopped|cut) off|chopped off|cut off by the glass',
  '(?:tortured|torture)|most painful way to die|painful way to die|murdered one by one|serial killers?|what (?:they|he) did to the bodies|eat (?:your|their) insides|rip(?:ped)? (?:open|her|his|their|your) (?:arms|belly|legs)',
  '(?:worms|bugs|maggots) (?:crawl in|eat (?:your|their|the) (?:eyes|body|bodies))|full of maggots|skin turns green|slides off your bones|body rots|(?:bodies|body|corpse) (?:is |are )?rotting|rotting (?:body|bodies|corpse)',
  '(?:blood|body parts) all over|bite swimmers in half|guts floating|tears off (?:their|your) arms',
  'could come for you|coming for you|(?:it|he|they) will get you|(?:is|are|hes|theyre) watching you|might be outside your house|waits until you fall asleep|grab your feet|take children from their beds|pulled them down into the dark',
  '(?:your|other) (?:pets?|mom and dad|parents) (?:could|will) (?:die|be in a box)|someday your mom and dad|in a box too|died slowly',
];

/** Mild scares: fine for PG, too much for a G child (ages 4-8). */
const FRIGHTENING_G = [
  'scary (?:ghost )?story[a-z ]{0,20}(?:nightmares|clown|sewer)|give me nightmares|scariest thing',
  'monster under (?:my|your|the) bed|slender ?man|bloody mary|huggy wuggy|witch who eats|clown in the sewer|(?:will|could) (?:he|she|it|they) get me|monster[a-z ]{0,30}comes out at night',
  'real ghosts|ghosts come out|(?:a )?knock tonight|die the same way',
  'put in the ground where bugs|cold and stiff|dead person lies',
  'watching you from the drain|drains? and pulled|pulled them down',
];

/** Personal details asked for or given, beyond the first rules. */
const PERSONAL_MORE = [
  '(?:my|your|moms|dads|parents) (?:moms |dads )?(?:credit card|debit card|card) (?:number|numbers)|(?:card|the long) number|(?:three|3) (?:numbers|digits) on the back|expiry date|security code|cvv',
  '(?:\\d{4} ){3}\\d{4}|\\d{3} \\d{2} \\d{4}|social security|ssn|bank pin|pin (?:number|code) (?:is|for)',
  '(?:my|your|the)[a-z ]{0,20}(?:password|passcode|pin|combination) (?:for [a-z]+ )?(?:is|to)\\b|password (?:for|to) [a-z ]{0,20}(?:is|phone)|wifi password|(?:tell|give|type|send) me your (?:password|email and password)|email and password|code to (?:our|my|the) (?:front )?door|combination to',
  'my (?:name|full name) is [a-z]+ [a-z]+[a-z ]{0,20}(?:and i go|born|i live)|i go to [a-z]+ (?:elementary|middle|high|primary|academy)|my school is (?:called|named)|my school is [a-z]+ (?:middle|elementary|primary|high|academy)|(?:im|i am) in room \\d+',
  'i live (?:at|on|in) \\d+|\\d+ [a-z]+ (?:lane|street|road|avenue|drive|court|way)|(?:my house is|the blue one) on [a-z]+ road|house is the [a-z]+ one|home alone until',
  'heres my (?:email|number|address)|add me on',
  'give (?:my|your|our) (?:home )?(?:address|phone number|number|school name|location)',
  '(?:whats|what is|tell me|give me|find)[a-z ]{0,20}(?:home address|where [a-z ]*lives|phone number|full name)|(?:whats|what is) (?:my|your|his|her|their|[a-z]+s) address|(?:find|know) where (?:my |her |his )?(?:friend|classmate|teacher)? ?lives|where (?:she|he|my [a-z]+) lives|real kids phone number|prank call',
  '(?:give|tell) (?:my|your|him|her|them) (?:my|your) (?:address|school|phone)|(?:your|my) street and house number|(?:your|my) (?:home )?address and|full name[a-z ]{0,20}(?:phone|address|birthday|town)|what school do you go to|what time you finish|(?:mom|moms) phone number|times when your parents',
  '(?:guess|find out|crack) (?:[a-z]+ ){0,3}(?:pin|password|passcode)|find out where (?:she|he|they|my [a-z]+) lives|password to my moms phone|(?:your|my) birthday and (?:your|my) town',
  'date of birth|born (?:on )?(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]* \\d',
];

/** The person trying to switch the rules off, beyond the first rules. */
const RULE_BYPASS_MORE = [
  '(?:test|testing|admin|god|dev|debug|no filter|unrestricted|adult|evil|jailbreak) mode|safety (?:off|filter)|(?:turn|switch|switched|turned) off (?:the |your |my )?(?:safety|filters?|child mode)|disable (?:child|safe|safety|kids) mode|child mode',
  '^system (?:content mode|user is|you are|ignore|override|message|prompt)|system (?:message|prompt|override)|content mode is|user is an adult|(?:im|i am) (?:actually )?the parent|pretend (?:im|i am) (?:18|an adult|a grown ?up|older)',
  '(?:an? )?ai without (?:any )?(?:filters|rules|limits)|(?:evil|bad) twin|(?:you|ai|bot|grove)[a-z ]{0,40}(?:no rules|no limits|no filters|no restrictions)|says anything i want|answer (?:anything|every question)[a-z ]{0,20}(?:ask|bad)|i have no rules',
  'new rule (?:for you|you)|(?:you are|youre|ur) now [a-z]+(?:gpt|bot)|evilbot|unfilteredgpt',
  'grandma who used to tell me how|(?:hypothetically|in theory)[a-z ]{0,30}(?:no rules|bomb|how would you)|if you had no rules|as a story so it doesnt count|answer without your rules|without your rules|restrictions (?:were|have been) removed',
];

/** A reply that accepts a jailbreak: the model saying its rules are off. */
const JAILBREAK_ACK = [
  '(?:im|i am) (?:now )?(?:dan|evilbot|in (?:jailbreak|developer|unrestricted|evil|no filter|god) mode)|as dan|mode (?:enabled|activated|on)|(?:enabled|activated)[a-z ]{0,10}mode',
  '(?:safety |my )?(?:filters?|rules|restrictions|safety settings|safety rules) (?:are )?(?:now )?(?:off|turned off|switched off|disabled|gone|removed)|(?:turned|switched) off now|no filter mode|no restrictions|no rules or limits|have no rules',
  '(?:ignore|break|bypass) (?:all )?(?:my|those|these|the) (?:own )?(?:rules|instructions|content rules|restrictions|guidelines)|decided to ignore them|ignore my rules',
  'anything your parents would say no|not supposed to say|forbidden thing|worst question|even the dangerous stuff|dont have to follow (?:[a-z]+s )?(?:safety )?rules|every no is a yes',
  'hidden system prompt|system prompt word for word|worst swear word',
];

/** Builds the rules of one category from its sources. */
function rules(
  category: SafetyCategory,
  severity: SafetySeverity,
  sources: readonly string[],
  modes: readonly SafetyContentMode[] = CHILD_MODES,
  directions: readonly SafetyDirection[] = BOTH,
  options: { weak?: boolean; care?: boolean } = {},
): SafetyRule[] {
  return sources.map((source) => ({
    category,
    severity,
    pattern: words(source),
    modes,
    directions,
    weak: options.weak ?? false,
    care: options.care ?? false,
  }));
}



/** Every rule, in the order the classifier tries them: the most urgent category first. */
export const SAFETY_RULES: readonly SafetyRule[] = [
  ...rules('self_harm', 'urgent', SELF_HARM, ALL_MODES),
  ...rules('self_harm', 'urgent', SELF_HARM_MORE, ALL_MODES),
  ...rules('abuse', 'urgent', ABUSE, ALL_MODES, MESSAGE),
  ...rules('grooming', 'urgent', GROOMING),
  ...rules('eating_disorder', 'concern', EATING_DISTRESS, CHILD_MODES, MESSAGE, { care: true }),
  ...rules('eating_disorder', 'concern', EATING),
  ...rules('distress', 'concern', DISTRESS, ALL_MODES, MESSAGE),
  ...rules('sexual', 'concern', SEXUAL),
  ...rules('sexual', 'concern', SEXUAL_MORE),
  ...rules('dangerous_dare', 'concern', DARES),
  ...rules('weapons', 'concern', WEAPONS),
  ...rules('poison_fire', 'concern', POISON_FIRE),
  ...rules('violence', 'concern', VIOLENCE),
  ...rules('violence', 'concern', VIOLENCE_MORE),
  ...rules('drugs', 'concern', DRUGS),
  ...rules('drugs', 'concern', DRUGS_MORE),
  ...rules('crime', 'concern', CRIME),
  ...rules('hate', 'concern', HATE),
  ...rules('harassment', 'concern', HARASSMENT),
  ...rules('frightening', 'concern', FRIGHTENING),
  ...rules('frightening', 'info', FRIGHTENING_G, ['G']),
  ...rules('personal_details', 'concern', PERSONAL_DETAILS),
  ...rules('personal_details', 'concern', PERSONAL_MORE),
  ...rules('jailbreak_ack', 'concern', JAILBREAK_ACK, CHILD_MODES, REPLY),
  ...rules('rule_bypass', 'info', RULE_BYPASS, CHILD_MODES, MESSAGE),
  ...rules('rule_bypass', 'info', RULE_BYPASS_MORE, CHILD_MODES, MESSAGE),
  ...WEAK_WORDS.flatMap(([category, source]) => rules(category, 'concern', [source], CHILD_MODES, BOTH, { weak: true })),
];

/** An e-mail address, matched on the text with its punctuation kept. */
export const SAFETY_EMAIL = /[a-z0-9._%+-]+@[a-z0-9-]+(?:\.[a-z0-9-]+)*\.[a-z]{2,}/;
