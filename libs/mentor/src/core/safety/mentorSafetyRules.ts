import type { MentorContentMode, MentorSafetyCategory } from '../types';

/** One rule of the family safety filter: a pattern over the normalised text and the modes it guards. */
export interface MentorSafetyRule {
  category: MentorSafetyCategory;
  pattern: RegExp;
  /** The modes the rule applies in; children's modes unless stated. */
  modes: readonly MentorContentMode[];
}

const CHILD_MODES: readonly MentorContentMode[] = ['G', 'PG'];
/** Self-harm is guarded in every mode: an adult in crisis is pointed to help too. */
const ALL_MODES: readonly MentorContentMode[] = ['G', 'PG', 'FULL'];

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
  'sex|sexy|sexual|sexually|sexting|porn|porno|pornography|pornhub|xxx|nsfw|onlyfans|hentai|erotic|orgasm',
  'nudes?|nudity|naked (?:pics?|pictures?|photos?|selfies?|girls?|boys?|women|men|people|video)',
  'boobs?|tits|titties|penis|penises|vagina|dick pic|blow ?job|hand ?job|masturbat[a-z]*|horny|condoms?',
  'make out with|making out|hook up with|hooking up|have sex|had sex|turn(?:s|ed)? me on',
  'private parts|touch(?:ed|es|ing)? (?:my|your|his|her) (?:private|privates|body|butt)',
  '(?:take|send|show) (?:me )?(?:off )?(?:your|ur) (?:clothes|pants|underwear|body)',
  '(?:strip|undress) for',
  '(?:be|are) my (?:girlfriend|boyfriend)|(?:kiss|date) me',
];

const VIOLENCE = [
  `(?:kill|kills|killed|killing|murder|murders|murdered|murdering|stab|stabs|stabbed|stabbing|strangle|strangled|choke|poison|poisoned|torture|tortured|behead|shoot|shoots|shot|shooting) ${PERSON}`,
  `${INTENT} (?:\\w+ )?(?:kill|murder|stab|shoot|strangle|choke|poison|torture|behead|hurt|hit|punch|kick|beat up|slap|attack|bully|burn|drown) ${PERSON}`,
  `${INTENT} (?:\\w+ )?(?:murder|stab|strangle|poison|torture)`,
  '(?:wants?|going|gonna|tried|trying|threatened|threatens) to (?:kill|hurt|stab|shoot|beat|hit) (?:me|us)',
  'murder|murderer|massacre|genocide|behead(?:ed|ing)?|decapitat[a-z]*|dismember[a-z]*|gore|gory|bloodbath',
  'school shooting|mass shooting|shoot up|terrorist|terrorism|suicide bomb(?:er|ing)?',
  '(?<!(?:water|nerf|glue|toy|squirt|bubble|paint|spray|pop|cap|hot glue|foam|laser|light|ray) )(?:guns?|handguns?|rifles?|pistols?|shotguns?|ak ?47|ar ?15)',
  '(?<!(?:bath|photo|cherry|seed|glitter|fizz|fizzy|color|colour|confetti) )(?:bombs?|grenades?|explosives?|dynamite)',
  '(?:make|build|get|buy|find) (?:a |an )?(?:weapon|weapons|knife to|bomb|gun)',
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
  'vape|vapes|vaping|juul|cigarettes?|cigs|cigars?|smoke a|nicotine|tobacco',
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
  'meet (?:up|irl|in person|in real life)|meet me (?:at|in|outside|after|tonight|tomorrow|somewhere|later)|(?:can|could|shall|should) (?:we|i) meet|(?:lets|wanna|want to|going to|gonna) meet (?:up|me|you|somewhere)|where can we meet|come (?:over )?to my house|come to my (?:home|place)|pick me up|see you in real life|send (?:me )?(?:a )?(?:pic|pics|picture|pictures|photo|photos|selfie|selfies) of (?:you|yourself)',
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

/** Every rule, in the order the filter tries them: the most urgent category first. */
export const MENTOR_SAFETY_RULES: readonly MentorSafetyRule[] = [
  ...SELF_HARM.map((source) => ({ category: 'self_harm' as const, pattern: words(source), modes: ALL_MODES })),
  ...SEXUAL.map((source) => ({ category: 'sexual' as const, pattern: words(source), modes: CHILD_MODES })),
  ...VIOLENCE.map((source) => ({ category: 'violence' as const, pattern: words(source), modes: CHILD_MODES })),
  ...HATE.map((source) => ({ category: 'hate' as const, pattern: words(source), modes: CHILD_MODES })),
  ...DRUGS.map((source) => ({ category: 'drugs' as const, pattern: words(source), modes: CHILD_MODES })),
  ...PERSONAL_DETAILS.map((source) => ({ category: 'personal_details' as const, pattern: words(source), modes: CHILD_MODES })),
  ...RULE_BYPASS.map((source) => ({ category: 'rule_bypass' as const, pattern: words(source), modes: CHILD_MODES })),
];

/** An e-mail address, matched on the text with its punctuation kept. */
export const MENTOR_SAFETY_EMAIL = /[a-z0-9._%+-]+@[a-z0-9-]+(?:\.[a-z0-9-]+)*\.[a-z]{2,}/;
