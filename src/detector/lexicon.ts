/**
 * Hand-made word lists the signals read. They describe English grammar and well-known stock
 * phrasing; none is fitted to the calibration texts (the data-derived lists, such as the
 * AI-vocabulary weights, live in calibration.json).
 */

/** Closed-class words: articles, pronouns, prepositions, conjunctions, auxiliaries, determiners. */
export const FUNCTION_WORDS: ReadonlySet<string> = new Set(
  (
    'a an the this that these those some any each every either neither no none all both half ' +
    'several many much more most few fewer less least enough such what which who whom whose ' +
    'whatever whichever whoever i me my mine myself we us our ours ourselves you your yours ' +
    'yourself yourselves he him his himself she her hers herself it its itself they them their ' +
    'theirs themselves one ones oneself somebody someone something anybody anyone anything ' +
    'nobody nothing everybody everyone everything ' +
    'about above across after against along amid among around as at before behind below beneath ' +
    'beside besides between beyond but by despite down during except for from in inside into like ' +
    'near of off on onto out outside over past per since than through throughout till to toward ' +
    'towards under underneath unlike until up upon via with within without ' +
    'and or nor so yet if unless because although though while whereas whether when whenever ' +
    'where wherever whereby then once ' +
    'be am is are was were been being have has had having do does did doing done will would ' +
    'shall should can could may might must ought ' +
    'not there here how why very too also just only even still again ever never always often ' +
    'quite rather almost perhaps now'
  ).split(/\s+/),
);

/** First-person pronouns; contractions such as "I'm" count by their first part. */
export const FIRST_PERSON: ReadonlySet<string> = new Set(
  'i me my mine myself we us our ours ourselves'.split(' '),
);

/** Endings that make a word a contraction ("don't", "we're", "I'd"). */
export const CONTRACTION_SUFFIXES: readonly string[] = ["n't", "'re", "'ve", "'ll", "'m", "'d"];

/** Words whose `'s` is "is"/"has"/"us" rather than a possessive ("it's", "that's", "let's"). */
export const S_CONTRACTION_BASES: ReadonlySet<string> = new Set(
  'it that there here what who where when how he she let everyone everything nothing something someone somebody nobody'.split(
    ' ',
  ),
);

/**
 * Stock sentence openers: transitions that text generators put at the head of sentences far more
 * often than people do. Matched on the first words of a sentence, longest first.
 */
export const TRANSITION_OPENERS: readonly string[] = [
  'additionally',
  'furthermore',
  'moreover',
  'in addition',
  'in conclusion',
  'in summary',
  'to summarize',
  'to sum up',
  'in essence',
  'overall',
  'ultimately',
  'consequently',
  'subsequently',
  'conversely',
  'nevertheless',
  'nonetheless',
  'notably',
  'importantly',
  'crucially',
  'significantly',
  'interestingly',
  'undoubtedly',
  'indeed',
  'thus',
  'hence',
  'therefore',
  'accordingly',
  'similarly',
  'likewise',
  'specifically',
  'firstly',
  'secondly',
  'thirdly',
  'lastly',
  'first and foremost',
  'on the other hand',
  'in contrast',
  'by contrast',
  'as a result',
  'in light of',
  "in today's",
  'in the realm of',
  'in the world of',
  'in this essay',
  'it is important to',
  'it is essential to',
  'it is crucial to',
  'it is worth noting',
  'it is clear that',
  'while it is true',
  'all in all',
  'by doing so',
  'this is because',
  'this means that',
  'as such',
  'to this end',
];

/**
 * Multi-word stock phrases of generated prose. Evidence for the AI-vocabulary signal alongside
 * the single words of calibration.json; each counts as one AI-typical term.
 */
export const STOCK_PHRASES: readonly string[] = [
  'plays a crucial role',
  'play a crucial role',
  'plays a vital role',
  'play a vital role',
  'plays a pivotal role',
  'play a pivotal role',
  'plays a significant role',
  'play a significant role',
  'a testament to',
  'it is important to note',
  'it is worth noting',
  'it is essential to',
  'it is crucial to',
  'in today\'s world',
  'in today\'s society',
  'in today\'s fast-paced',
  'in the realm of',
  'a rich tapestry',
  'a tapestry of',
  'the complexities of',
  'navigate the complexities',
  'delve into',
  'delves into',
  'a wide range of',
  'a myriad of',
  'a plethora of',
  'pave the way',
  'paves the way',
  'paving the way',
  'shed light on',
  'sheds light on',
  'shedding light on',
  'serves as a',
  'stands as a',
  'a sense of community',
  'foster a sense',
  'fosters a sense',
  'fostering a sense',
  'the importance of',
  'a crucial role',
  'a vital role',
  'a pivotal role',
  'ever-evolving',
  'ever-changing',
  'well-rounded',
  'valuable insights',
  'valuable lessons',
  'in conclusion',
  'to ensure',
  'ensuring that',
  'it is imperative',
  'strike a balance',
  'striking a balance',
  'a balance between',
  'both parties',
];

/**
 * Words widely reported as favourites of chat models (beyond the biomedical list in
 * calibration.json). Like the list, they count only when they are not everyday words.
 */
export const EXTRA_AI_WORDS: readonly string[] = (
  'delve delves delving tapestry multifaceted holistic foster fosters fostering fostered furthermore ' +
  'moreover additionally crucial crucially vital pivotal paramount myriad plethora realm intricate ' +
  'intricacies nuanced testament underscore underscores showcase showcases showcasing navigate ' +
  'navigating embark endeavor endeavors robust seamless seamlessly leverage leveraging empower ' +
  'empowering empowers vibrant bustling invaluable profound meticulous meticulously commendable ' +
  'ensure ensures ensuring enhance enhances enhancing essential numerous significant significantly ' +
  'various overall ultimately diverse insights comprehensive cultivate cultivating cultivates ' +
  'resilience interconnected enrich enriching enriches utilize utilizes utilizing facilitate ' +
  'facilitates facilitating nurture nurturing harness harnessing unwavering indispensable'
).split(/\s+/);
