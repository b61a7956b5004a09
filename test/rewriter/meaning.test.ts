import assert from 'node:assert/strict';
import { analyseDraft, draftFromModel, quotationRanges } from '../../src/rewriter/draft';
import { isCasual, isFormal, registerPlan } from '../../src/rewriter/registerFloor';
import { planRewrite } from '../../src/rewriter/plan';
import { freezeTitleLines } from '../../src/rewriter/titles';
import { parseProse } from '../../src/text';
import type { RunOptions } from '../../src/contract';
import { run } from './helpers';

/** Every transform at full strength (two passes of `high`, no detector), nothing random added. */
const PLAIN = { typos_enabled: false, common_words_enabled: true, formality: 3, persona: 'someone', tone: 'plain' } as const;

function rewritten(text: string): string {
  return run(text, PLAIN, { quality: 'high', seed: 'meaning' }).output_text;
}

/** The rewrites of `text` under each seed (rules must hold whatever the draws). */
function rewrittenEach(text: string, seeds: readonly string[], options: RunOptions = PLAIN, quality: 'low' | 'standard' | 'high' = 'high'): string[] {
  return seeds.map((seed) => run(text, options, { quality, seed }).output_text);
}

describe('rewriter: meaning-safe word choice', () => {
  it('replaces a word only as the part of speech its synonyms have', () => {
    const out = rewritten('Send the form to my address before noon. We will address the issue in the next release of the tool.');
    assert.match(out, /to my address before noon/);
    assert.doesNotMatch(out, /We will address the issue/);
  });

  it('never gives a sentence the same replacement twice', () => {
    const out = rewritten('Developers must optimize performance and enhance user experience on every page of the site.');
    const improve = out.match(/\bimprove\b/gu) ?? [];
    assert.ok(improve.length <= 1, out);
  });

  it('leaves quotations, inline link text, names and code alone', () => {
    const text = 'As the manual says, "a robust and seamless tool is crucial" for us. Read [Robust Seamless Tools](https://example.com) and run `leverage robust` with Robust Inc. today.';
    const out = rewritten(text);
    assert.match(out, /"a robust and seamless tool is crucial"/);
    assert.match(out, /\[Robust Seamless Tools\]\(https:\/\/example\.com\)/);
    assert.match(out, /`leverage robust`/);
    assert.match(out, /Robust Inc\./);
  });

  it('leaves the words whose synonyms change the sense in common uses (lexicon corrections)', () => {
    const text =
      'The firm will employ 50 people next year. You can enable the feature in settings. The house overlooks the sea. ' +
      'Her plan unraveled quickly. Sales exceeded the target by far. They offer exceptional service to every guest.';
    const out = rewritten(text);
    for (const kept of ['employ 50 people', 'enable the feature', 'overlooks the sea', 'plan unraveled', 'exceeded the target']) assert.match(out, new RegExp(kept, 'u'), out);
    assert.doesNotMatch(out, /\brare service\b/u);
  });

  it('keeps the sense where a synonym would shift it (read in eval:rewriter samples)', () => {
    const out = rewritten(
      'In the end, Lily emerged victorious after the long fight. It was the most significant thing about him. ' +
        'It was a really diverse and inclusive event for everyone. His was a fluid organism, swiftly adjustable to anything.',
    );
    assert.doesNotMatch(out, /appeared victorious/u);
    assert.doesNotMatch(out, /most major|most key/u);
    assert.doesNotMatch(out, /really different and inclusive/u);
    assert.doesNotMatch(out, /fast adjustable/u);
    const more = rewritten('Her medical history is significant for asthma and little else. We went riding in the hills, exploring the foothills all day. We are highlighting seven of them below.');
    assert.match(more, /significant for asthma/u);
    assert.match(more, /exploring the foothills/u);
    assert.match(more, /highlighting seven/u);
    const others = rewritten('Fosters: 12 votes in the poll this week.\n\nThe plan poses a threat to us. I could incorporate one into my routine. The impact is assessed by the level of complaints.');
    assert.match(others, /Fosters: 12/u);
    assert.match(others, /poses a threat/u);
    assert.match(others, /incorporate one into my routine/u);
    assert.doesNotMatch(others, /checked by the level/u);
    const idiom = rewritten('Looking back at the archive, it occurred to me that the year was different from the last one.');
    assert.match(idiom, /it occurred to me/u);
    const nouns = rewritten('She left notes taped to the bathroom mirror: you are late again. Districts can let elementary schools start earlier in the day. You can miss the remarkable abundance of green space in the city.');
    assert.match(nouns, /bathroom mirror:/u);
    assert.match(nouns, /elementary schools/u);
    assert.doesNotMatch(nouns, /unusual abundance/u);
    const last = rewritten('The world was left a shell of its former vibrant self. The state laid the groundwork for the war. Her remarks heightened my first impression of her.');
    assert.doesNotMatch(last, /bright self|laid the base|raised my first impression/u);
    // Read in this round's guided samples: "made a distinction" is not "made a difference", and a
    // force that "emerged as" one did not "appear as" one.
    const guided = rewritten('I once had a friend who made a distinction between house cats and barn cats. Sporting events have emerged as a powerful force for peace.');
    assert.doesNotMatch(guided, /made a difference|appeared as/u);
    const nounFocus = rewritten('Restrictions can provide a sense of structure and focus that can help. The way we organize this is something we call focus issues. They were a curious bunch. I was content to bask in the glow of the sun.');
    assert.doesNotMatch(nounFocus, /structure and (?:concentrate|center)|call (?:concentrate|center) issues|funny bunch|enjoy in the glow/u);
    // Read in samples of `high` rewrites of wild-train stories and essays.
    const stories = rewritten(
      'It is a cracked salt pan that glitters like a shattered mirror under the swollen red sun. Still, the air will not solidify. ' +
        'The faerie realm was quiet. Each era of cars will mirror the hopes of their time. The pattern was now revealed in a thousand highlights. ' +
        'It shows respect for ethical nuance in every case.',
    );
    assert.match(stories, /shattered mirror under/u);
    assert.doesNotMatch(stories, /air will not (?:strengthen|firm)|faerie (?:area|field)|cars will match|was now showed|ethical (?:detail|shade)/u);
    const more2 = rewritten(
      'She knew she had been chosen to embark on an adventure. Stylistically, I am aiming for a gritty prose. Together, they emerged from the temple at dawn. ' +
        'The judge provides an assessment of the case. We show the capabilities of the architecture. The car blended seamlessly into the street.',
    );
    assert.match(more2, /set out on an adventure/u);
    const more3 = rewritten(
      'Strands as thick as city avenues formed a script. A lone metal door stood there. We back practices that prioritize animal welfare. ' +
        'Social marketing emerges as a critical tool. The house loomed, an imposing testament to old splendor.',
    );
    assert.doesNotMatch(more3, /city ways|lonely metal|rank animal|favor animal|arises as|proof to|sign to/u);
    const agents = rewritten('Investing in professional growth ensures they have the skills they need. This ensures that the tests run. We apply the gradient methods investigated in vision to text.');
    assert.doesNotMatch(agents, /growth makes sure|This makes sure|looked into in vision/u);
    const people = rewritten('We want the meeting to be a really diverse and inclusive event. We hired a diverse team for the new office in town.');
    assert.doesNotMatch(people, /varied and inclusive|varied team/u);
    const things = rewritten(
      'The room was dusty, its walls lined with old, faded tapestries. She found a small, intricately carved key. ' +
        'They were considering what to illuminate first. The police chose not to intervene. It was an unending sprawl of towers.',
    );
    assert.doesNotMatch(things, /faded (?:mixes|blends)|closely carved|what to light|to interfere|eternal sprawl/u);
    const forms = rewritten(
      "Flashbacks – presented through Mara's inner monologue and vivid scenes – reveal pieces of her past. I had a reputation to uphold. " +
        'Continuously improve and innovate. Adversarial training was first explored for secure and robust models.',
    );
    assert.doesNotMatch(forms, /showed through|to support\.|and introduce\.|(?:strong|solid) models/u);
    const addressed = rewritten("Alex gets a postcard with no return address. I've instructed the rest of the crew to limit their time outside. Send it to your email address today.");
    assert.doesNotMatch(addressed, /return (?:handle|tackle|deal with)|taught the rest|email (?:handle|tackle)/u);
    const plain = rewritten("It's not flashy, but it works every single day. We used observational data from the survey. We defer to the experts on this. The chair was specially designed for her.");
    assert.doesNotMatch(plain, /not cheap|experimental data|postpone to|especially designed/u);
    const senses = rewritten(
      'The thieves took valuable jewelry from the safe. The nurse checked his vital signs twice. Drivers must yield to traffic on the left. ' +
        'She has long advocated for patients. They grew up in foster care together. The groups were significantly different in age. Nurses nurture their families too.',
    );
    assert.doesNotMatch(senses, /(?:useful|helpful) jewelry|(?:key|important) signs|give to traffic|recommended for patients|(?:encourage|promote|build) care|greatly different|raise their families/u);
    const direct = rewritten(
      'You will need a PGP key pair for address. Using their handle, I can address a tweet directly to them. You just escalate the flag to the moderator. ' +
        'The old site presented users with ten menus. He pointed with his finger to indicate the objective. I would not formally define anything here. Breweries spend significant dollars on this.',
    );
    assert.doesNotMatch(direct, /for (?:deal with|handle|tackle)|(?:deal with|handle|tackle) a tweet|(?:grow|rise) the flag|showed users with|to suggest the objective|officially define|major dollars/u);
    const ml = rewritten(
      'The method simulates domain shift by synthesizing virtual testing domains. We use the MMD measure to align the distributions among domains. ' +
        'We release the sparse pre-trained models presented in this paper. The war fundamentally reshaped the map of Europe.',
    );
    assert.doesNotMatch(ml, /combining virtual|fit the distributions|models showed in|basically reshaped/u);
    const idioms = rewritten(
      "If she harnesses her cart to a star, the plan will help her. A humanitarian is one who upholds the claims of every creature. " +
        'By embarking on the road of chauvinism, the state lost its way. Notably absent from both lists is the budget. It is an intellectual endeavor, not a geographic one.',
    );
    assert.doesNotMatch(idioms, /uses her cart|keeps the claims|beginning on the road|starting on the road|Especially absent|intellectual attempt/u);
    assert.doesNotMatch(rewritten('Well-run, accredited zoos play a major part in saving endangered species, advancing research and teaching.'), /threatened species/u);
    assert.doesNotMatch(rewritten('The committee agreed this merits further investigation, and Priya will collect details about the site before the next meeting of the group.'), /further probe/u);
    const senses2 = rewritten(
      'The team hopes the crash is an exceptional fluke in the release. His grip eased enough that he was able to signify his consent. The doctrine was advocated in certain circles.',
    );
    assert.doesNotMatch(senses2, /outstanding fluke|to mean his consent|recommended in certain/u);
    const more4 = rewritten(
      'The collector sweeps any remaining unswept spans before it stops. Eryn surged forward, but Selas was already turning. ' +
        'The rate should fall without compelling the withdrawal of the notes. It is not an easy task to embark onto. Getting lost can be scary but also incredibly enriching.',
    );
    assert.doesNotMatch(more4, /unswept covers|soared forward|convincing the withdrawal|begin onto|start onto|incredibly improving/u);
    const speech = rewritten('And he aided and abetted them in their plans. With the user it is ensured that the symbol will come from the spec. They sent him to the Seventh Ward to address small audiences of workmen and clerks.');
    assert.doesNotMatch(speech, /(?:helped|assisted) and abetted|is made sure|(?:handle|deal with|tackle) small audiences/u);
    const articles = rewritten('In an increasingly connected world, we need a genuinely honest answer about the plan for the team. It was a truly unusual year for the firm.');
    assert.doesNotMatch(articles, /\ban more\b|\ba honest\b|\ba unusual\b/u);
    const terms = rewritten('Meat has provided essential nutrients for human survival. Nurses and other essential workers kept the hospitals open.');
    assert.doesNotMatch(terms, /(?:key|vital|necessary|basic) (?:nutrients|workers)/u);
    const made = rewritten('Small labs cannot afford to pretrain customized language models. We customize every kit for the school that orders it.');
    assert.doesNotMatch(made, /adapted language|adapt every kit/u);
    const adverbs = rewritten(
      'She felt he had made too much of it and was consequently resentful. We need the largest number that is precisely representable in the format. ' +
        'The domain a package uses may be significantly longer than this limit.',
    );
    assert.doesNotMatch(adverbs, /was so resentful|just representable|greatly longer/u);
    const nounUses = rewritten(
      'The great essential to our happiness is that we work together. I want it presented efficiently and quickly to the board. ' +
        'He walked home after having dined moderately in the city.\n\nYield = how much you got from the grounds after brewing them for four minutes.',
    );
    const doubts = rewritten('The work done by the re-scan is potentially unbounded, so we cap it. It occurred to me that he might have been making inquiries at the farm.');
    assert.doesNotMatch(doubts, /perhaps unbounded|making questions/u);
    const manner = rewritten(
      'Aunt Kate frowned severely and nodded at every word. Your gift helps protect valuable wildlife species like this one. ' +
        'I am honoured to address the members of this body tonight. It works against a highly refined sensibility for colours.',
    );
    const physics = rewritten(
      'Under these conditions the emission rate is enhanced by roughly a factor of 200 over the other rate. ' +
        'A clear design language, coupled with the steady pursuit of new ideas, ensured that the car stayed popular for decades.',
    );
    assert.doesNotMatch(physics, /improved by roughly|made sure that the car/u);
    const idioms2 = rewritten(
      'They are our partners in the great game of vital living. In truth, he presented a sorry spectacle at the door. ' +
        'The new schedule presents a real challenge for the team. Of the forces compelling respectability in the town, the club was the strongest.',
    );
    const nouns2 = rewritten('Voters weighed the imperative to protect civil rights. Emerging materials, such as engineered timber, change how we build bridges.');
    assert.doesNotMatch(nouns2, /the urgent to|Appearing materials/u);
    const terms2 = rewritten(
      'Progressive enhancement keeps the page usable. The camp was pitched high up on a lonely mountain spur. ' +
        'The absolute number of hits was significantly below our capacity. Both sides wanted to achieve a comprehensive test ban.',
    );
    const focus = rewritten(
      "The department may run focus groups or surveys to learn what people eat. This focus on execution helped the firm recover. Nardelli's focus on cost cutting paid off within a year.",
    );
    assert.doesNotMatch(focus, /concentrate (?:groups|on execution|on cost)/u);
    // A hard-wrapped paragraph: the neighbour across a line end still counts.
    const wrapped = rewritten('Reviews for pull requests will be taking significantly\nlonger than before, since the team is smaller now.');
    assert.doesNotMatch(wrapped, /greatly\s+longer/u);
    assert.doesNotMatch(rewritten('"You have studied biology," he said aloud, in significant allusion, and gave her a significant look.'), /(?:major|large|big) (?:allusion|look)/u);
    const more5 = rewritten(
      'It helps people build skills in, say, speaking and presenting. He worked him hard, but he could never teach him to cultivate corn. ' +
        'He is mad on one virtue: the merely mystical virtue of joy. They called for the early conclusion of a comprehensive test-ban treaty.',
    );
    assert.doesNotMatch(more5, /and showing\.|(?:build|develop) corn|the (?:just|only) mystical|(?:complete|thorough) test-ban/u);
    assert.doesNotMatch(rewritten('* A signing key is needed for reports@example.org address.\n* Another item follows here with more words.'), /example\.org (?:deal with|handle|tackle)/u);
    const essence = rewritten('The text changed in emphasis and arrangement without loss of essential form. To address the entire community, the agency core team wrote a letter.');
    assert.doesNotMatch(essence, /key form|(?:deal with|handle|tackle) the entire community/u);
    assert.doesNotMatch(rewritten('The thought was both terrifying and strangely compelling to him, and he kept coming back to it.'), /strangely strong/u);
    assert.doesNotMatch(rewritten('See if there is a statistically significant link between the two habits in the survey.'), /statistically (?:major|large|big)/u);
    assert.doesNotMatch(terms2, /Progressive improvement|mountain push|greatly below|(?:complete|thorough) test ban/u);
    assert.doesNotMatch(idioms2, /(?:important|key) living|showed a sorry|shows a real challenge|forces strong/u);
    assert.doesNotMatch(manner, /frowned seriously|useful wildlife|to (?:deal with|handle|tackle) the members|highly improved/u);
    for (const seed of ['a', 'b', 'c', 'd', 'e']) {
      const out = run('Tonight I want to just review the essential points as briefly as I can, and then take your questions.', PLAIN, { quality: 'high', seed }).output_text;
      assert.doesNotMatch(out, /necessary points/u, seed);
    }
    assert.doesNotMatch(nounUses, /great (?:necessary|key)|it showed|dined (?:fairly|somewhat)|^Give =|\nGive =/u);
    assert.doesNotMatch(more2, /(?:begin|start) on an adventure|seeking for|appeared from|a test of the case|skills of the architecture|easily into the street/u);
  });

  it('never reads a sentence opener as the first item of a list', () => {
    const out = rewritten('Additionally, caching, batching, and hardware acceleration help a lot in practice.');
    assert.doesNotMatch(out, /Additionally and/u);
  });

  it('splits sentences where the detector does ("e.g.", "Dr.", initials)', () => {
    const text = 'Dr. Smith met J. R. Tolkien, e.g. at a pub. It rained. The end came at 3.5 p.m. on Monday.';
    const model = parseProse(text);
    const analysis = analyseDraft(draftFromModel(model));
    assert.equal(analysis.sentences.length, model.sentences.length);
  });
});

describe('rewriter: frames of assistant prose', () => {
  it('drops the stock opener and says the closing offer plainly', () => {
    const out = rewritten('Certainly! Here is a short plan for the move.\n\nPack the books first, then the kitchen.\n\nI hope this helps! Let me know if you want a checklist.');
    assert.doesNotMatch(out, /Certainly|Here is|hope this helps|Let me know/u);
    assert.match(out, /this is a short plan for the move\./iu);
    assert.match(out, /Pack the books first, then the kitchen\./u);
  });

  it('rewrites contrast frames, em-dash asides and rule-of-three lists, keeping their words', () => {
    const out = rewritten(
      'The library is fast and small. It\u2019s not about speed \u2014 it\u2019s about trust. The tool is not only fast but also reliable. ' +
        'The parser \u2014 written in one weekend \u2014 still runs today. We value speed, clarity, and care in every release we make.',
    );
    assert.match(out, /It\u2019s about trust, not about speed[.,;]/u);
    assert.match(out, /both fast and reliable/u);
    assert.doesNotMatch(out, /\u2014/u);
    assert.match(out, /written in one weekend/u);
    assert.match(out, /speed and clarity as well as care/u);
    // A list closing its clause sets the third item off with a comma (read in round 38).
    const closing = rewritten('Some members of the crew are growing restless, homesick, and concerned.');
    assert.match(closing, /restless and homesick, as well as concerned\./u);
  });

  it('does not read the comma closing an opening phrase as a list (read in eval:rewriter samples)', () => {
    const out = rewritten(
      'Beyond that, in many industries and careers, collaboration and teamwork are essential for success. ' +
        'For more than 60 years, caring and concerned wildlife lovers have supported our mission. We value speed, clarity, and care in every release.',
    );
    assert.match(out, /careers, collaboration and teamwork/u);
    assert.match(out, /60 years, caring and concerned/u);
    assert.match(out, /speed and clarity as well as care/u);
    const phrase = rewritten('Last year the projects included the automated invoice matcher that the finance team still uses every day, and the customer feedback dashboard that became part of our product.');
    assert.match(phrase, /every day, and the customer feedback dashboard/u);
    const hedges = run(
      'I have a degree in communication from the state university in the city. We considered a dedicated event store for the ledger last spring. I restructured our email newsletter around audience segments last year. We welcome applications from people of every background and every age.',
      { ...PLAIN, persona: 'a graduate student writing up a study', tone: 'plain' },
      { quality: 'high', seed: 'hedges' },
    ).output_text;
    assert.doesNotMatch(hedges, /(?:As far as I can tell|It seems to me that|I suspect that|From what I saw|I noticed that),? (?:I|we|my|our)\b/iu);
    const mixed = rewritten('This is the pasta I make on nights when I am tired, hungry, and have about twenty minutes to cook. Their words are imperfect, real, and reveal their true selves to us.');
    assert.match(mixed, /tired, hungry, and have about/u);
    assert.match(mixed, /imperfect, real, and reveal/u);
    const gathered = rewritten('Our apples, pears, and plums all grow well in the long summer. We value speed, clarity, and care in every release.');
    assert.match(gathered, /apples, pears, and plums all grow/u);
    assert.match(gathered, /speed and clarity as well as care/u);
    const broken = rewritten('We evaluate the robust- ness of the models on three benchmark datasets with many samples each.');
    assert.match(broken, /robust- ness/u);
    const verbs = rewritten('This policy fosters the trust we need across the whole company. She cleaned the bathroom mirrors were her words that day, he joked.');
    assert.doesNotMatch(verbs, /policy fosters/u);
    assert.match(verbs, /bathroom mirrors were/u);
    const fragment = rewritten('You check your phone again. Nothing. You glance back at the can on the shelf. The light has shifted a little.');
    assert.match(fragment, /Nothing\. You glance back/u);
    const size = rewritten('This made poor countries borrow significant amount of money from the bank. In financial markets, news and investor sentiment are significant drivers of security prices.');
    assert.doesNotMatch(size, /major amount|large drivers|big drivers/u);
    // The size-or-importance rule is for those three words only: "crucial part" may become "important part".
    assert.doesNotMatch(rewritten('Testing is the crucial part of our release plan for the new app.'), /crucial part/u);
    const terms = rewritten('The result is rounded to three significant figures in the table. The ripple kept growing larger and larger with each second. A flicker of something akin to fascination crossed her face. The renowned activist spoke first.');
    assert.match(terms, /significant figures/u);
    assert.match(terms, /larger and larger/u);
    assert.doesNotMatch(terms, /like to fascination|known activist/u);
    const technical = rewritten('We study robust regression and models robust to domain shifts in many tasks. She studied the intricate details of the parquet floor. It acknowledges the myriad of emotions people feel. The mayor pays the roughly 8,000 employees of the city.');
    assert.match(technical, /robust regression/u);
    assert.match(technical, /robust to domain/u);
    assert.doesNotMatch(technical, /detailed details|the many of|the about 8,000/u);
    const boost = rewritten('By augmenting human strength and memory, the suit helps workers. The focus is on empowering the student to overcome the barrier.');
    assert.doesNotMatch(boost, /adding human strength|allowing the student/u);
    const bold = rewritten('The new policy takes effect on **1 March** — and it applies to everyone in the company.\n\n**Eligibility** — anyone who works from home two days a week.');
    assert.match(bold, /\*\*1 March\*\*, and it applies/u);
    assert.match(bold, /\*\*Eligibility\*\*: anyone/u);
    const today = rewritten("In today's fast-paced digital landscape, documentation plays a part in how teams work together every day.");
    assert.doesNotMatch(today, /landscape|fast digital/u);
    const compound = rewritten('Most failures came from the main drive gearbox, screw, and barrel heaters of the second extruder line.');
    assert.match(compound, /gearbox, screw, and barrel heaters/u);
    const places = rewritten('"It is a problem now," said Dr. van der Berg, co-founder, and CEO of the firm. The money will open offices in Murcia, Spain, and Bologna, Italy, next year.');
    assert.match(places, /van der Berg, co-founder, and CEO/u);
    assert.match(places, /Murcia, Spain, and Bologna, Italy/u);
    const task = rewritten('**Delivery drivers.** Delivering food to homebound clients. You will need a valid licence and your own car.');
    assert.match(task, /homebound clients\. You(?:'ll| will) need/u);
    const years = rewritten('The Boshin War (1868–69) ended in victory for the imperial side, and the trip took 2–3 years in the end.');
    assert.match(years, /\(1868–69\)/u);
    assert.match(years, /2 to 3 years/u);
    const longer = rewritten('The second pod takes integrations, API questions, bugs and configuration issues for every customer in the region.');
    assert.match(longer, /integrations, API questions, bugs and configuration issues/u);
  });
});

describe('rewriter: dashes, lists and repeated words (read in held-out human rewrites)', () => {
  it('says a dash before a noun phrase with a colon: no fragment, no list made of an aside', () => {
    for (const out of rewrittenEach(
      'In everything we do, let us unleash the potential of our most precious resource -- our citizens, our citizens themselves. ' +
        'We work to achieve the universal aspirations of mankind -- peace and security, freedom, and the rule of law.',
      ['meaning', 'a', 'b'],
    )) {
      assert.match(out, /resource: our citizens, our citizens themselves\./u, out);
      assert.doesNotMatch(out, /resource, and our|resource\. Our|mankind and peace/u, out);
      assert.match(out, /mankind: peace and security/u, out);
    }
  });

  it('leaves a dash beside a quotation mark: narration inside speech, an attribution', () => {
    const out = rewritten('\u201cI\u2019d be ever so pleased. Well,\u201d\u2014she began to put on her white gloves\u2014\u201cit\u2019s been awful good to see you, Jim.\u201d');
    assert.match(out, /Well,\u201d\u2014she began to put on her white gloves\u2014\u201cit/u, out);
    for (const more of rewrittenEach(
      '\u201cI do not think\u201d\u2014Poirot watched him narrowly\u2014\u201cthat you will find it there.\u201d \u201cI think, unless\u201d\u2014he stared earnestly and long at the wall. "It saves people\u2019s time." \u2013Joe Polastre at the Demo Day, in front of the whole team.',
      ['meaning', 'a', 'b', 'c'],
    )) {
      assert.match(more, /think\u201d\u2014Poirot watched him narrowly\u2014\u201cthat/u, more);
      assert.match(more, /unless\u201d\u2014he stared/u, more);
      assert.match(more, /time\." \u2013Joe Polastre/u, more);
    }
  });

  it('keeps "addressed me", "cut deeply as" and "a profound fool"', () => {
    for (const out of rewrittenEach(
      'Her husband addressed me in his painstaking voice. The depression did not cut deeply as he did not think of himself as at fault. ' +
        'George Willard he thought a profound fool, and he wished that he had said so. We will address her concerns in the next release of the tool.',
      ['meaning', 'a', 'b'],
    )) {
      assert.match(out, /addressed me/u, out);
      assert.match(out, /cut deeply as/u, out);
      assert.match(out, /a profound fool/u, out);
      assert.match(out, /deal with her concerns/u, out);
    }
    for (const out of rewrittenEach('It is an honour for me to address this body for the first time as the Foreign Minister of my country.', ['meaning', 'a', 'b'])) {
      assert.match(out, /to address this body/u, out);
    }
  });

  it('changes the register of a word the sentence says twice in both places or in neither', () => {
    for (const out of rewrittenEach(
      'Her laugh was either very artless or very comprehending, one never knew which. The hall was very dark and very cold that night.',
      ['a', 'd', 'e'], { ...PLAIN, formality: 1 }, 'standard',
    )) {
      assert.match(out, /either (very|really) artless or \1 comprehending/u, out);
      assert.match(out, /(very|really) dark and \1 cold/u, out);
    }
  });

  it('leaves broken-off speech, questions and noun phrases as they stand (read in held-out stories)', () => {
    for (const out of rewrittenEach(
      'He got up and tried to make love to me, and\u2014I was scared. Country towns are fine for bringing up boys in, but\u2014I can\u2019t believe this is me. ' +
        'Capacity\u2014Lack of public servants to handle the number of people who write in. Wasn\u2019t it because they had been prevented by her caste? ' +
        'Littlefield was the Great Scholar of the neighborhood; the authority on everything in the world except babies, cooking and motors. ' +
        'How can man be approximately free of fine emotions? The ball was roughly handled by the crowd.',
      ['meaning', 'a', 'b', 'c'], { ...PLAIN, formality: 5 },
    )) {
      assert.match(out, /and\u2014I was scared/u, out);
      assert.match(out, /but\u2014I can/u, out);
      assert.match(out, /Capacity: Lack of public/u, out);
      assert.match(out, /(?:Wasn\u2019t it|Was it not) because/u, out);
      assert.doesNotMatch(out, /Was not it/u, out);
      assert.match(out, /neighborhood; the authority/u, out);
      assert.match(out, /approximately free/u, out);
      assert.match(out, /roughly handled/u, out);
    }
    // The register stage makes the same swap toward a casual voice, by the same rule.
    for (const out of rewrittenEach('How can a man be approximately free of fine emotions when he works every day? It took approximately 20 minutes to walk there.', ['a', 'b'], { ...PLAIN, formality: 1 }, 'standard')) {
      assert.match(out, /approximately free/u, out);
      assert.match(out, /about 20 minutes/u, out);
    }
  });

  it('expands a negative question around its subject: "is it not?", never "is not it?"', () => {
    const out = run("It's fine, isn't it? You understand, don't you understand? Can't we go? I don't know.", { formality: 5, typos_enabled: false }).output_text;
    assert.match(out, /It is fine, is it not\? You understand, do you not understand\? Can we not go\? I do not know\./u, out);
    const perfect = run("It's always been this way in North Truro, and it's never got any easier for the farmers.", { formality: 5, typos_enabled: false }).output_text;
    assert.match(perfect, /It has always been this way/u, perfect);
    assert.match(perfect, /it has never got any easier/u, perfect);
    const now = run("It's now been just over two years since I joined as a Project Coordinator.", { formality: 5, typos_enabled: false }).output_text;
    assert.match(now, /It has now been/u, now);
  });

  it('never splits after an abbreviation into a double full stop', () => {
    for (const seed of ['meaning', 'a', 'b', 'c']) {
      const out = run('He paid his debts; he contributed to the church, the Red Cross, and the Y.M.C.A.; he followed the custom of his clan and cheated only as it was sanctified by precedent.', PLAIN, { quality: 'high', seed }).output_text;
      assert.doesNotMatch(out, /\.\./u, out);
    }
  });

  it('keeps "a tribute to", which honours, while "a testament to" is said plainly', () => {
    for (const seed of ['meaning', 'a', 'b']) {
      const out = run('We launched the programme as a tribute to the end of the Second World War in Europe. The statue is a tribute to the fallen of the town.', PLAIN, { quality: 'high', seed }).output_text;
      assert.match(out, /as a tribute to the end/u, out);
      assert.match(out, /is a tribute to the fallen/u, out);
    }
  });

  it('keeps the strength of "it is crucial to": a need, never "it helps to"', () => {
    for (const seed of ['meaning', 'a', 'b', 'c', 'd']) {
      const out = run('Moreover, it is crucial to delve into the intricate details of our codebase. It is essential to back up the data before the upgrade.', PLAIN, { quality: 'high', seed }).output_text;
      assert.doesNotMatch(out, /it helps to|it pays to/iu, out);
    }
  });

  it('keeps speaking to the reader when "it is crucial to" becomes a need ("you need to", never "we")', () => {
    for (const seed of ['meaning', 'a', 'b', 'c', 'd', 'e']) {
      const out = run('It is crucial to keep your receipts until the refund arrives. It is important to know, ye men of Athens, what ye worship.', PLAIN, { quality: 'high', seed }).output_text;
      assert.doesNotMatch(out, /we (?:need|have) to/iu, out);
    }
  });

  it('reads dashes around a name with a title as a pair, and keeps "received … in silence"', () => {
    for (const out of rewrittenEach(
      'Large spectacled matrons\u2014the Mothers in Israel, pioneers and friends of Mrs. Champ Perry\u2014waved their palm-leaf fans in a steady rhythm. ' +
        'The young ladies, with one instinct, received his speech in silence. We received a reply within the week.',
      ['meaning', 'a', 'b', 'c'], { ...PLAIN, formality: 1 },
    )) {
      // An aside holding commas goes in brackets: with commas it would read as more items.
      assert.match(out, /matrons \(the Mothers in Israel, pioneers and friends of Mrs\. Champ Perry\) waved/u, out);
    }
    for (const seed of ['e', 'f', 'g']) {
      const out = run('The young ladies, with one instinct, received his speech in silence. She received him warmly at the door of the house.', { ...PLAIN, formality: 1 }, { quality: 'standard', seed }).output_text;
      assert.match(out, /received his speech in silence/u, out);
      assert.match(out, /received him warmly/u, out);
    }
  });

  it('keeps a hesitation, a "to" before a person, "which are" and "not only … but" (read in held-out essays and stories)', () => {
    for (const out of rewrittenEach(
      'As a captain, he could marry her. And if she wouldn\u2019t, well\u2014he would live a good life among men. ' +
        'It is healthful to every sane man to utter the art within him; it is essential to every sane man to get rid of the art within him at all costs. ' +
        'The arrival was foreshadowed by the first two measures of the development (Example 15), which are almost a direct transposition of the two head motives. ' +
        'By applying our tonal system to music that slips outside of the tonal world, we not only find the elements of tonality that do remain, but we also pinpoint exactly when this music breaks from it.',
      ['meaning', 'a', 'b', 'c'],
    )) {
      assert.match(out, /well\u2014he would/u, out);
      assert.doesNotMatch(out, /need to every|have to every/u, out);
      assert.doesNotMatch(out, /This are/u, out);
      assert.doesNotMatch(out, /remain\. (?:But|Yet) we also/u, out);
    }
  });

  it('reads "if we are not X, that is no reason" and "— that is," as what they are', () => {
    for (const out of rewrittenEach(
      'If we are not tall enough to touch the giant\u2019s knees, that is no reason why we should become shorter by falling on our own. ' +
        'All he wished to know was whether he was a good giant\u2014that is, a giant who was any good to us.',
      ['meaning', 'a', 'b', 'c'],
    )) {
      assert.match(out, /If we(?: are|\u2019re) not tall enough to touch the giant\u2019s knees, that(?: is|\u2019s) no reason/u, out);
      assert.match(out, /good giant, that is, a giant who/u, out);
    }
    for (const emerge of rewrittenEach('Then they would see Martin Eden emerge, as he had so recently emerged, from his ragtime and working-class songs.', ['meaning', 'a', 'b', 'c'])) {
      assert.match(emerge, /Martin Eden emerge, as he had so recently emerged, from/u, emerge);
    }
  });

  it('leaves a cleft alone, joins no "That said," and reads a long aside between two dashes (read in held-out AI drafts)', () => {
    for (const out of rewrittenEach(
      'Critics argue that religion itself is not inherently destructive\u2014it is human interpretation that determines its impact. ' +
        'Faith traditions contain many teachings, from militant to pacifist. However, religious institutions often hold significant power. ' +
        'As the gods prepared to depart \u2013 Athena with a crisp nod, Hermes with a jaunty wave and a promise to drop by with some decent nectar next time he was in the neighborhood \u2013 Alex felt a pang of something almost like camaraderie.',
      ['meaning', 'a', 'b', 'c'],
    )) {
      assert.match(out, /religion itself (?:is not|isn't|isn\u2019t) inherently destructive/u, out);
      assert.doesNotMatch(out, /, and that said/iu, out);
      assert.doesNotMatch(out, /depart: Athena|neighborhood: Alex/u, out);
    }
  });

  it('keeps link text cut by a hard wrap as written', () => {
    const text = 'Most people visit a government website at least once; [some\nstudies indicate](https://example.com/report) that 82 percent of users\nhave looked for information there, and we must leverage that.\n';
    for (const out of rewrittenEach(text, ['meaning', 'a', 'b', 'c'])) assert.match(out, /\[some\nstudies indicate\]\(https:\/\/example\.com\/report\)/u, out);
  });

  it('keeps a block quote as written (someone\'s words), but rewrites a callout', () => {
    const text =
      '> bourbon: a straight whiskey distilled from a mash having at least 51 percent corn in addition to malt and rye; moreover, it is crucial to delve into the label.\n\n' +
      '> **Tip:** Moreover, it is crucial to delve into the settings before you leverage the tool.\n';
    for (const out of rewrittenEach(text, ['meaning', 'a', 'b'])) {
      assert.ok(out.startsWith(text.split('\n')[0] as string), out);
      assert.doesNotMatch(out, /Tip:\*\* Moreover, it is crucial to delve into the settings before you leverage/u, out);
    }
  });

  it('keeps "presenting the module" and "presented an award", which are no showing', () => {
    for (const out of rewrittenEach('He also helped presenting the Cognitive Load Theory module during the summer school. The mayor presented an award to the team.', ['meaning', 'a', 'b', 'c'])) {
      assert.match(out, /presenting the Cognitive Load Theory module/u, out);
      assert.match(out, /presented an award/u, out);
    }
  });

  it('keeps "uncover his teeth", "hugely significant" and "strengthening the resilience"', () => {
    for (const out of rewrittenEach(
      'When he smiled he used to uncover his big discoloured teeth. This tiny, but hugely significant act fuels all the interactive ability. ' +
        'That focuses on building and strengthening the resilience of our islands and people. Testing helps us uncover bugs early.',
      ['meaning', 'a', 'b', 'c'],
    )) {
      assert.match(out, /uncover his big discoloured teeth/u, out);
      assert.doesNotMatch(out, /hugely major|hugely large/u, out);
      assert.doesNotMatch(out, /strengthening the strength/u, out);
    }
  });

  it('keeps "addressing them" beside speech and "protect but not possess"', () => {
    for (const out of rewrittenEach('\u201cThank you,\u201d Martin said, addressing them collectively. \u201cI wish you a good day.\u201d', ['meaning', 'a', 'b', 'c'])) {
      assert.match(out, /addressing them collectively/u, out);
    }
    for (const out of rewrittenEach('It is the story of a power that went into the world to protect but not possess, to defend but not to conquer.', ['a', 'b', 'c'], { ...PLAIN, formality: 1 }, 'standard')) {
      assert.match(out, /protect but not possess/u, out);
    }
  });

  it('keeps the verb "endeavor to" and the name "San Francisco – Oakland"', () => {
    for (const out of rewrittenEach(
      'Let us, then, look to the great cause, and endeavor to preserve it in full force. Similar structures were built in the form of the San Francisco \u2013 Oakland Bay Bridge and the Transbay Tube.',
      ['meaning', 'a', 'b', 'c'],
    )) {
      assert.match(out, /endeavor to preserve/u, out);
      assert.match(out, /San Francisco \u2013 Oakland Bay Bridge/u, out);
    }
  });

  it('keeps a word the sentence says twice', () => {
    for (const out of rewrittenEach(
      'It is the individual -- the individual who steps forward. She laughed her easy laugh, that was either very artless or very comprehending, one never quite knew which.',
      ['meaning', 'a', 'b', 'c'], { ...PLAIN, formality: 1 },
    )) {
      assert.match(out, /individual: the individual who/u, out);
      assert.match(out, /either very artless or very comprehending/u, out);
    }
  });
  it('keeps "deeper" in "delve deeper into", a daunting weapon frightening and "Similarly," no place (read in held-out AI drafts)', () => {
    for (const out of rewrittenEach(
      'Tricky began to delve deeper into his arsenal of demented techniques. In his hand, a daunting weapon glowed red. Similarly, the Olympic Games have historically provided a platform for peaceful competition.',
      ['meaning', 'a', 'b', 'c'], { ...PLAIN, formality: 1 },
    )) {
      assert.doesNotMatch(out, /\b(?:look at|dig into|get into) his arsenal/u, out);
      assert.doesNotMatch(out, /\bhard weapon/u, out);
      assert.doesNotMatch(out, /Same goes here/u, out);
    }
  });
  it('never splices two clauses at a dash, leaves a sentence set between dashes, and reads dates and dashes past a link (read in held-out human drafts)', () => {
    const seeds = ['meaning', 'a', 'b', 'c'];
    for (const out of rewrittenEach(
      'We had read of such things\u2014now we ourselves were actors in the drama. We keep hiring family for jobs -- everyone has plenty of unemployed relatives here. ' +
        'It must keep the same value for that constant --- anything else would break the type system. Many cases of such manipulation exist \u2014 take the recent example of the vote.',
      seeds,
    )) {
      assert.doesNotMatch(out, /things, now we|jobs, everyone|constant, anything|exist, take/u, out);
      // A clause joined by a semicolon takes no second join.
      assert.doesNotMatch(out, /drama, and we keep|drama; we keep/u, out);
    }
    for (const out of rewrittenEach('Our parser \u2014 the one we wrote in a weekend \u2014 still runs today on every machine we own.', seeds)) {
      assert.match(out, /Our parser, the one we wrote in a weekend, still runs/u, out);
    }
    for (const out of rewrittenEach(
      'He was sitting a little by himself\u2014I think, unconsciously, everyone had drawn his chair slightly away from him\u2014and he gave a start when I spoke. ' +
        'His learned friend\u2014Sir Ernest nodded carelessly at Mr. Philips\u2014had stated that the prisoner was innocent. ' +
        'We\u2014Australia\u2014have put it to the Conference that the treaty must come first.',
      seeds,
    )) {
      assert.match(out, /himself\u2014I think/u, out);
      assert.match(out, /friend\u2014Sir Ernest/u, out);
      assert.match(out, /We\u2014Australia\u2014have/u, out);
    }
    for (const out of rewrittenEach(
      'Patrick Gordon (31 March 1635 in Auchleuchries, Aberdeenshire, Scotland \u2013 29 November 1699 in Moscow) was a general. ' +
        'Passages from the Diary of General Patrick Gordon of Auchleuchries (1635 \u2013 1699), was printed in 1859.\n\n' +
        'We now have groups in five cities in Queensland -- Brisbane, [Cairns](https://example.com/c), Gold Coast and Rockhampton -- a huge improvement on last year.',
      seeds,
    )) {
      assert.match(out, /Scotland \u2013 29 November/u, out);
      assert.match(out, /\(1635 \u2013 1699\)/u, out);
      assert.doesNotMatch(out, /Queensland:|Rockhampton:/u, out);
    }
  });

  it('splits no pair of subjects, no purpose "so" and no question (read in held-out human drafts)', () => {
    for (const out of rewrittenEach(
      'The still feebly flickering ashes in the grate, and the row of prim ornaments on the mantelpiece, were surely harmless enough for anyone to see. ' +
        'The team is communicating the answer to every question clearly, so people know what the next step is instead of guessing about it. ' +
        'So you don\u2019t have writers coming up with a story and a headline first, but you will instead have the whole room involved in it?',
      ['meaning', 'a', 'b', 'c', 'd', 'e'],
    )) {
      assert.doesNotMatch(out, /grate\. The row|clearly\. So people|first\. (?:But|Yet) you/u, out);
    }
  });
  it('keeps the sense of words read in held-out drafts: treaties, "these very points", "bustling in", "influence on", obligations, multipliers', () => {
    const text =
      'We must work toward a comprehensive nuclear-test-ban treaty. The report is comprehensive and provides food for thought. It is a guide for negotiations on these very points. ' +
      'Dr. Wilkins came bustling in and took charge of the room. The events of one year have influence on those of another. The people, who possess exclusively the sovereignty, chose their government. ' +
      'Brazil is destined to play a central role in that effort. Let me underscore clearly and right from the start that we support the plan. It is not the best answer to all the intricate problems of the world. ' +
      'When it comes to moving to the cloud, some agencies wait too long. For each research group it is a significant amount of work to make the data public. ' +
      'The memory was too deeply impressed on the minds of all. I never realized just how deeply they were connected to the world. Yet the imperative remains for leaders to integrate the two teams. ' +
      'At this age, we are required to have someone read to us every night. The cost to rebuild later would be many times what it costs to build now. Lastly, culture cannot be overlooked in any merger. ' +
      'Only one victor was able to emerge victorious from the long battle. There have been attempts to fight back. Their attempts to connect with the spirit failed.';
    for (const out of rewrittenEach(text, ['meaning', 'a', 'b', 'c'], { ...PLAIN, formality: 1 })) {
      for (const kept of ['comprehensive nuclear-test-ban treaty', 'these very points', 'bustling in', 'influence on those', 'exclusively the sovereignty', 'too deeply impressed', 'how deeply they', 'the imperative remains', 'many times what', "(?:cannot|can't|can\u2019t) be overlooked", 'emerge victorious']) {
        assert.match(out, new RegExp(kept, 'u'), `${kept}: ${out}`);
      }
      assert.doesNotMatch(out, /is complete and|a real (?:role|part)|show clearly|detailed problems|With moving|much work|needed to have|\btries to (?:fight|connect)|been tries/u, out);
    }
  });
  it('reads frames, dashes and joins as held-out AI drafts use them', () => {
    const seeds = ['meaning', 'a', 'b', 'c'];
    for (const out of rewrittenEach(
      'Myth in this sense is not simply a false story, but a particular way of describing reality. Innovation remains not just a slogan but a measurable practice. ' +
        'For Israel the world is not divine; it is the arena of moral and redemptive purposes. The tool is not only fast but also reliable.',
      seeds,
    )) {
      assert.doesNotMatch(out, /both a false story|both a slogan/u, out);
      assert.doesNotMatch(out, /, not divine/u, out);
      assert.match(out, /both fast and reliable/u, out);
    }
    for (const out of rewrittenEach(
      'Cognitive biases\u2014confirmation bias, status quo bias, survivorship bias\u2014distort gate reviews. Success points to measurable outcomes\u2014patent portfolios, cycle times. ' +
        'But the choice to pursue \u2014 that is mine to make. If we could find people who would not exploit what they might discover\u2014then the risk could be worth it. ' +
        'They were taken under false pretenses \u2013 a "mandatory network upgrade" for security. The moment passed.',
      seeds,
    )) {
      assert.match(out, /biases \(confirmation bias, status quo bias, survivorship bias\) distort/u, out);
      assert.match(out, /: patent portfolios, cycle times/u, out);
      assert.match(out, /pursue \u2014 that/u, out);
      assert.match(out, /discover, then the risk/u, out);
      assert.doesNotMatch(out, /pretenses; a|security, and the moment/u, out);
    }
    for (const out of rewrittenEach(
      'I stared at him for a long while, my mind racing. My wife. The woman who had left me years ago. The story does not dictate a single solution. It highlights the cost of each one. ' +
        'It has been a good life, but it\u2019s not always been easy for any of us.',
      seeds, { ...PLAIN, formality: 5 },
    )) {
      assert.doesNotMatch(out, /racing, and my wife|racing; my wife/u, out);
      assert.doesNotMatch(out, /solution, and it highlights/u, out);
      assert.doesNotMatch(out, /it is not always been/u, out);
    }
  });

  it('keeps an entry of a reference list as written', () => {
    const text = 'The claim is old and well known in the field of research.\n\n- Ioannidis, J. P. A. (2005). Why most published research findings are false. PLoS Medicine.\n- Simundic, A. M. (2013). Bias in research. Biochemia Medica.\n';
    for (const out of rewrittenEach(text, ['meaning', 'a', 'b'], { ...PLAIN, typos_enabled: true, typos_per_100_words: 20 })) {
      assert.match(out, /Why most published research findings are false\. PLoS Medicine\./u, out);
      assert.match(out, /Bias in research\. Biochemia Medica\./u, out);
    }
  });
  it('keeps link text that code opens as written', () => {
    for (const out of rewrittenEach('Read the post [`ochRe` -- Australia themed colour palettes](https://example.com/ochre) for the whole story of how it was built.', ['meaning', 'a', 'b'])) {
      assert.match(out, /\[`ochRe` -- Australia themed colour palettes\]/u, out);
    }
  });
  it('ends a sentence at a closing quotation for the dash rules', () => {
    for (const out of rewrittenEach('"I do not think"\u2014Poirot watched him narrowly\u2014"that you will find it there." We had read of such things\u2014now we ourselves were actors in the drama.', ['meaning', 'a', 'b'])) {
      assert.match(out, /things; now we ourselves/u, out);
    }
  });
  it('expands "\'s" before a participle as "has" where an object or a relative clause says so, and inverts only questions', () => {
    const text =
      'He\u2019s told me stories of the trenches, the battles he\u2019s fought in, and the friends he\u2019s lost. It\u2019s made me realize how lucky I am. Even that\u2019s become a chore now. ' +
      'It\u2019s made of old oak and it\u2019s known as the hall. And he\u2019s lost in thought again. We tried reading it, but it\u2019s failed. It was just before dawn, but it wasn\u2019t this. Wasn\u2019t it because of you?';
    for (const out of rewrittenEach(text, ['meaning', 'a'], { ...PLAIN, formality: 5 })) {
      assert.doesNotMatch(out, /(?:he|it|that) is (?:told|fought|lost\.|made me|become|failed)/u, out);
      assert.doesNotMatch(out, /was this not|it has made of|it has known/u, out);
      assert.match(out, /Was it not because/u, out);
    }
  });
  it('reads dashes, joins, splits and lists as a third round of held-out drafts uses them', () => {
    const seeds = ['meaning', 'a', 'b'];
    const dashes = [
      ['The worker verifies the item\u2014her eyes still outperform the best vision systems in the building.', /item, her eyes/u],
      ['If you have questions, please talk to Hemi in Operations \u2014 we\u2019re looking at options for everyone', /Operations, we/u],
      ['Stay fabulous, and remember\u2014love is always in style!', /remember[,;] love/u],
      ['I reread the plan he\u2019d sent out at 11 PM last night \u2013 timelines I\u2019d contributed to, budgets I\u2019d signed.', /night; timelines/u],
      ['We must stop shouting at one another \u2014 until we speak quietly enough that our words can be heard.', /another[;:] until/u],
      ['That leaves the remaining question -- how does the origin of the coffee change the roast?', /question[,;] how/u],
      ['I hoped she hadn\u2019t thought\u2014But again she stopped me before I could finish.', /thought: But/u],
      ['He was progressive without being infallible\u2014at any rate, without believing himself infallible.', /infallible: at any rate/u],
      ['Each bean has a different optimal level of roast -- all of which exert as much influence as the origin.', /roast: all of which/u],
      ['We turn our thoughts toward home and humanity \u2014 seeing in that far perspective that the destiny of man is one.', /humanity: seeing/u],
      ['It depends on how much food you have had to eat -- so yes, eating something filling will help.', /eat: so yes/u],
      ['Eva racks her brain \u2013 where would Ashworth hide something so vital?', /brain, where/u],
    ] as const;
    for (const [text, wrong] of dashes) for (const out of rewrittenEach(text, seeds)) assert.doesNotMatch(out, wrong, out);
    for (const out of rewrittenEach(
      'It was a feature of the old design. A defense mechanism, built into our very biology. The plan called for a bridge connecting San Francisco to Oakland, and a corresponding tunnel to be built under San Francisco Bay. ' +
        'It gave three moral instruments\u2014Heaven, Purgatory, and Hell, the vision of perfection, the vision of improvement and the vision of failure.',
      ['meaning', 'a', 'b', 'c', 'd'],
    )) {
      assert.doesNotMatch(out, /design[,;] (?:and )?a defense mechanism|Oakland\. A corresponding tunnel|Purgatory as well as Hell/u, out);
    }
  });

  it('keeps "address our gratitude", "cannot overlook", "demonstrate outside", an intransitive verb, and words in single quotation marks', () => {
    const text =
      'May I finally address our gratitude to the Secretary-General for his work. We cannot overlook the plight of the thousands who fled. ' +
      'Several thousand people are expected to demonstrate outside the IMF next week. He realizes that the police are now actively investigating. ' +
      'She said it twice: \u2018a scandal between husband and wife is a dreadful thing.\u2019 Not the absence of birdsong, though that was profound.';
    for (const out of rewrittenEach(text, ['meaning', 'a', 'b', 'c'], { ...PLAIN, typos_enabled: true, typos_per_100_words: 10 })) {
      assert.doesNotMatch(out, /deal with our gratitude|cannot miss|to show outside|looking into\./u, out);
      assert.doesNotMatch(out, /that was deep/u, out);
      assert.match(out, /\u2018a scandal between husband and wife is a dreadful thing\.\u2019/u, out);
    }
  });
  it('reads a fourth round of held-out drafts: denials cut by "but", conditions, titles, toasts, participles and restatements', () => {
    const text =
      'His destiny is not a gift delivered by scouts or television contracts, but a debt collected daily by those willing to pay it. ' +
      'If the coffee drinkers in your study are predominantly American, and the non-coffee drinkers are predominantly not, you have a whole bunch of confounds. ' +
      'But the nights, maw. The nights are the worst of it all by far. Roy Keane: A Biography of Dedication, Diligence, and Triumph is a long book. ' +
      'She looked at the photo but does not comment. She\u2019s probably seen weirder things than this in her time. Loop the strap around the post, making sure it\u2019s not twisted (the right leg goes first). ' +
      'Happy posting\u2014and here\u2019s to inspiring lives everywhere you go! We will share more during the next several months \u2014 stay tuned for updates from the whole team. ' +
      'Our goal is the good neighbor \u2014 the neighbor who resolutely respects himself and because he does so, respects the rights of others \u2014 the neighbor who respects his obligations. ' +
      'The Bahamas consequently calls once again upon Member States to act. He was publishing a groundbreaking paper about it. ' +
      'Remember what Robert Heinlein said: "Who cares if the game is rigged? You can\u2019t win if you\ndon\u2019t play."';
    for (const out of rewrittenEach(text, ['meaning', 'a', 'b', 'c'], { ...PLAIN, formality: 5 })) {
      assert.doesNotMatch(out, /contracts\. (?:But|Yet) a debt|American\. The non-coffee|maw, and the nights|Dedication and Diligence as well as/u, out);
      assert.doesNotMatch(out, /she is probably seen|it has not twisted|here is to|months, stay tuned|others\) the neighbor|Bahamas so calls|a new paper/u, out);
      assert.match(out, /You can\u2019t win if you\ndon\u2019t play/u, out);
    }
  });
  it('reads a fifth round of held-out drafts: lists of verbs and adjectives, clauses after "but also", interjections, asides, dates', () => {
    const text =
      'The car was shaped into an aerodynamic, ergonomic, and increasingly efficient machine over five decades. Every curve, line, and surface from those decades tells us something. ' +
      'But I just nodded, paid, and left the shop before anyone saw me. This is a government for, by, and of the people, and it will not perish from the earth. ' +
      'We need to act, as it is not only the moral thing to do, but it can also lead to better results for all. These conflicts were not merely about theology but also power, land, and politics in the region. ' +
      'The alarm\u2014oh god, the alarm. I remembered his intrigue with Mrs. Raikes\u2014poor Mary, that must have been a blow to her. The next round will run October 25th -- January 10th. ' +
      'I had seen a certain letter which I had written to him\u2014as a matter of fact, I had offered him a job. It has better Omega-3 content and vitamins -- both being purported for energy benefit. ' +
      'Increased friction -- the ocean surface is much, much smoother than the land. Archival is not necessarily a permanent state, it is only a reflection on the\ncurrent status of the group. ' +
      'Religious narratives and art have enriched global culture for centuries. It stands as a beacon of hope for those who do not now have freedom.';
    for (const out of rewrittenEach(text, ['meaning', 'a', 'b', 'c'], { ...PLAIN, formality: 3 })) {
      assert.doesNotMatch(out, /ergonomic as well as|curve and line as well as|paid as well as|by as well as|it['\u2019]ll not|both the moral thing|both about theology/u, out);
      assert.doesNotMatch(out, /alarm: oh|Raikes[:,] poor Mary|25th: January|him, as a matter of fact|vitamins: both|friction; the ocean/u, out);
      assert.doesNotMatch(out, /reflection on the, not|improved global culture|light of hope/u, out);
    }
  });
  it('reads a sixth round of held-out drafts: unfenced code, wishes, long lists, rules, particles and misspelt "its"', () => {
    const code = 'The robot follows a simple loop to find its way home across the field.\nif (distance_from_nest == distance -- some small constant) {\nreturn degrees;\n} else {\nboolean patroller_detect = false;\n// Follow successful patroller trail.\nposition: absolute;\n';
    for (const out of rewrittenEach(code, ['meaning', 'a', 'b'], { ...PLAIN, typos_enabled: true, typos_per_100_words: 20 })) {
      assert.match(out, /\nif \(distance_from_nest == distance -- some small constant\) \{\nreturn degrees;\n\} else \{\nboolean patroller_detect = false;\n\/\/ Follow successful patroller trail\.\nposition: absolute;\n/u, out);
    }
    const text =
      'May it end without further bloodshed, and there be ushered in the reign of peace for all of us. ' +
      'It gave me more than I expected: a journal of the places, a newfound confidence in my travel abilities, and a heart cracked wide open to the world. ' +
      'The rule has been modified in a wrong direction. An individual must compete with oneself only. ' +
      'It\u2019s opened up a new fan base, so to speak. The old song said that glory shall be it\u2019s reward! ' +
      'The law covers tax reform, US Second Amendment - gun - rights, same-sex marriage and schools. People can make a difference -- just as they did in the long battle. ' +
      'The relationship between acceleration, time, and velocity is given by the formula. It converges towards the matrix of the regarding annotator. ' +
      'It is imperative that we should stand together now. Less about witty banter, more about carefully chosen words.';
    for (const out of rewrittenEach(text, ['meaning', 'a', 'b', 'c'], { ...PLAIN, formality: 5 })) {
      assert.doesNotMatch(out, /bloodshed\. There be|abilities\. (?:And a|A) heart|direction, and an individual|It is opened up|be it is reward/u, out);
      assert.doesNotMatch(out, /Amendment, gun, rights|difference; just as|acceleration and time as well as|the about annotator|is urgent that|^More about carefully/mu, out);
    }
  });
  it('reads a seventh round of held-out drafts: nurturing, achieving, inversions, restatements and ellipses', () => {
    const text =
      'They lived in limbo, nurturing hydroponic gardens. A cease-fire was achieved last spring. The Debatesphere was not about diminishing the hero. ' +
      'She was obligated to grapple with the data and the counterfactuals. We are prepared to help assist them in those efforts. ' +
      'Liberty -- liberty within the law -- and civilization are inseparable, and though both were threatened we held. We want it to be not only an inspiration and example, but the highest agency of peace. ' +
      'The desire is to lose control over oneself. Thus, began the cult of the black and white. Ultimately, the team found a compromise that both sides could accept. ' +
      'People try to exert some sort of control over it\u2019s meaning. She insists that these things SHE knows -- things no one else knows -- place her above us. ' +
      'Pour it into an insulated container -- not only does this give the grounds a chance to bloom, it keeps them warm. ' +
      'The book does not merely fail to exaggerate life\u2014it positively underrates it. It is not the folly of the man which brings about this necessary fall; it is his wisdom. ' +
      'The transmissions ceased\u2014abruptly, mysteriously. Some suggested it was a warning, others\u2014a challenge.';
    for (const out of rewrittenEach(text, ['meaning', 'a', 'b', 'c'], { ...PLAIN, formality: 5 })) {
      assert.doesNotMatch(out, /supporting hydroponic|was accomplished|decreasing the hero|cope with the data|help help|Liberty, liberty|both an inspiration/u, out);
      assert.doesNotMatch(out, /For that reason, began|Because of this, began|In short, the team|over it is meaning|knows; things no one|container, not only does/u, out);
      assert.doesNotMatch(out, /not only fail|life\. It positively|his wisdom, not the folly|ceased: abruptly|others: a challenge/u, out);
    }
  });
  it('reads an eighth round of held-out drafts: "regarding her", "a great many", "Thus, for instance", verses, fragments', () => {
    const text =
      'She turned to find Mr. Knightley regarding her with a thoughtful expression. I flipped through the messages\u2014dozens of missed calls from my family. ' +
      'Flashes came in fragments of that long night. A book bound in black leather. A circle of salt on the floor. ' +
      'They built a diverse learning environment for every child. A great many instances might be given of the fact. ' +
      'Thus, for instance, England and Ireland are so united that each knows the other well. Genesis 14:18\u201320 records that Abraham met the king. ' +
      'These are the heroes of whom I speak -- you, the citizens of this blessed land.';
    for (const out of rewrittenEach(text, ['meaning', 'a', 'b', 'c'], { ...PLAIN, formality: 3 })) {
      assert.doesNotMatch(out, /Knightley about her|messages; dozens|night, and a book|varied learning|great a lot of|Because of this, for instance|For that reason, for instance|14:18 to 20|speak\. You, the/u, out);
    }
  });
  it('reads a ninth round of held-out drafts: labels in lists, jargon, "whether or not", "increasingly large" and broken-off speech', () => {
    const list = '- Investigation \u2013 3 [her honed ability to observe people]\n- Persuasion \u2013 4 [she talks her way into any room]\n- Russian Network \u2013 2 points [a set of old contacts]\n';
    for (const out of rewrittenEach(list, ['meaning', 'a', 'b'])) assert.match(out, /Investigation \u2013 3 \[/u, out);
    const jargon = 'Edit the manifest to point at the new data directory for the cluster. The kubelet restarts etcd automatically when the manifest changes on disk.';
    for (const out of rewrittenEach(jargon, ['a', 'b', 'c', 'd'], { ...PLAIN, typos_enabled: true, typos_per_100_words: 30 })) assert.match(out, /\bkubelet\b/u, out);
    const text =
      'It can also include attempts to reference function arguments from the body. Any tips for working with contributors that aren\u2019t that comfortable with git? ' +
      'Anyone can contribute to the handbook, whether or not they work for the agency. Content owners -- be they individuals or teams -- keep their pages current. ' +
      'The region has a narrow economic base and an increasingly large youth bulge. He could not follow both of them unless\u2014Like Boris, he glanced up at the clock.';
    for (const out of rewrittenEach(text, ['meaning', 'a', 'b', 'c'], { ...PLAIN, formality: 5 })) {
      assert.doesNotMatch(out, /include tries|are that not|whether they work for the agency\.|people or teams|more and more large|unless: Like/u, out);
    }
  });
  it('reads a tenth round of held-out drafts: perfects, escalations, "like" and "whether" after dashes, repeats and addresses', () => {
    const text =
      'I\u2019ve spoken to the captain, and he\u2019s agreed to collect you at dawn. It is a sensation that\u2019s become as familiar as my own heartbeat. ' +
      'At its core, where a head might be, was a gaping maw lined with teeth. It\u2019s not merely consuming the silicon life\u2014it\u2019s assimilating it. ' +
      'It was a process both terrifying and mesmerizing\u2014like watching a star devour its planets. They reflect a society\u2019s values and priorities\u2014whether equity is emphasized over competition. ' +
      'She learned how to address the headmistress without fear. This is a prank. This is a prank. This is a prank. ' +
      'The city is updating zoning codes, requiring menu labeling in restaurants and planting trees. His fellow-travellers had never consented to overlook his origin. ' +
      'The corruption in things is not only the best argument for being progressive; it is also the only argument against being conservative. ' +
      'He followed the Nietzscheian line of development\u2014superman crushing superman in one tower of tyrants. As the ale is not under pressure, it is also not as heavily carbonated as other beers. ' +
      'I cannot figure out why there is confusion -- when I do a search on the founding of Portugal, I get a clear answer. We reject the policies of paternalism -- of "Washington knows best." ' +
      'Self-efficacy did not have a significant effect on goal-setting. You will not always see eye to eye with the community at large -- again, it\u2019s the nature of the beast.';
    for (const out of rewrittenEach(text, ['meaning', 'a', 'b', 'c'], { ...PLAIN, formality: 5 })) {
      assert.doesNotMatch(out, /he is agreed|that is become|^Where a head|assimilating it, not merely|mesmerizing; like|priorities; whether|handle the headmistress|prank[;,] (?:and )?this is a prank/mu, out);
      assert.doesNotMatch(out, /needing menu|to miss his origin|also the only argument against being conservative, not only|development; superman|carbonated as other beers, not under/u, out);
      assert.doesNotMatch(out, /confusion, when I do|paternalism; of|a major effect|at large, again/u, out);
    }
  });
  it('reads an eleventh round of held-out drafts: "whose very name", "has long served as", naming, polite questions and "he who"', () => {
    const text =
      'Satvik is a young man whose very name is derived from the Sanskrit term. In myth, prophecy has long served as a guide for kings. To craft a story that is fast-paced and intense is hard. ' +
      'It did not seem reasonable that he should be right\u2014he who had stood, so short a time before, in that same room. You are subverting this tone right from the start - stop doing that. ' +
      'Thanks to the economical online-teaching, universities and colleges are able to offer grants. Gifts of $35 or even $100 or more \u2014 whatever you are able to give \u2014 help us. ' +
      'Won\u2019t you please take the time now to send your donation? The first one was in 2014. It\u2019s called an "unconference" because there is no schedule.';
    for (const out of rewrittenEach(text, ['meaning', 'a', 'b', 'c'], { ...PLAIN, formality: 5 })) {
      assert.doesNotMatch(out, /really name|has long was|busy and intense|hectic and intense|right\. He who|start, stop doing|online-teaching and universities|Will you not please|It has called/u, out);
    }
  });
  it('reads a twelfth round of held-out drafts: "he\'s aged", "he admits he\'s tired", "refined breeding", "automatically obtained"', () => {
    const text =
      'He came back looking like he\u2019s aged about five years in a month. Later he admits he\u2019s tired of always performing for them. ' +
      'She was a young woman of refined breeding, with a sharp mind and a quick tongue. We created the first automatically obtained, high-quality, translated dialogue data sets.';
    for (const out of rewrittenEach(text, ['meaning', 'a', 'b', 'c'], { ...PLAIN, formality: 5 })) {
      assert.doesNotMatch(out, /he is aged|he has tired|improved breeding|automatically got/u, out);
    }
  });
  it('reads a thirteenth round of held-out drafts: a misspelt "its", negations in questions, "assisted at", "which would"', () => {
    const text =
      'It is a bit better of a Scotch than it\u2019s price point would suggest. Google encourages it\u2019s employees to spend time on their own projects. ' +
      'Why wouldn\u2019t it work well with one omni and one directional antenna? I am no engineer, but doesn\u2019t that count as diversity? ' +
      'It sits in the hands of a few large, systemically significant institutions. For some time he had assisted at the meetings of an Irish party. ' +
      'The magic happens when an infrastructure team encapsulates their expertise for others. We want talks between the two groups of countries of IndoChina and ASEAN, which would be ready to invite other countries in the region.';
    for (const out of rewrittenEach(text, ['meaning', 'a', 'b', 'c'], { ...PLAIN, formality: 5 })) {
      assert.doesNotMatch(out, /it is price|it is employees|would not it|does not that count|systemically major|helped at the meetings|sums up their|ASEAN\. This would/u, out);
    }
    const config = 'The schema says what a user looks like in the config file of the service.\n  name?:        string\n  age:          int\n';
    for (const out of rewrittenEach(config, ['a', 'b', 'c'], { ...PLAIN, typos_enabled: true, typos_per_100_words: 30 })) assert.match(out, /name\?: {8}string\n {2}age: {10}int/u, out);
    for (const out of rewrittenEach('Reading sheet music requires dedication, focus, and problem-solving skills. Attention to mental health can profoundly influence outcomes.', ['meaning', 'a', 'b', 'c'])) {
      assert.doesNotMatch(out, /concentrate|form results|mold results/u, out);
    }
  });
  it('reads a fourteenth round of held-out drafts: comparisons, "she\'s read", asides before a clause, "investigate."', () => {
    const text =
      'For a landlady considering a lodger, it is important to know his income, but still more important to know his philosophy. ' +
      'She accidentally reveals she\u2019s read all his interviews. He tries three different personas - humble Welsh boy, sophisticated actor, regular customer - none work. ' +
      'He becomes increasingly suspicious of her activities and starts to investigate. The stigma attached to admitting an alcohol problem \u2014 shame and fear of judgment \u2014 pushes many drinkers away. ' +
      'What is valuable and lovable in our eyes is man. The conditions obtaining at national levels vary a great deal. Methods for it strive to include various auxiliary information.';
    for (const out of rewrittenEach(text, ['meaning', 'a', 'b', 'c'], { ...PLAIN, formality: 5 })) {
      assert.doesNotMatch(out, /we need to know his income|it pays to know his income|she is read|customer\) none|starts to study|problem(?:,| and) shame|useful and lovable|conditions getting|many auxiliary/u, out);
    }
  });
  it('reads a fifteenth round of held-out drafts: minus signs, "not only X, but what…", an emphasised question', () => {
    const text =
      'So B = (\u221a13 \u2013 6)A, and the remaining 100 \u2013 20 = 80 numbers are left for the next step. ' +
      'They are admired most when they defy, not only the king, but what is more to the point, the hero. We tried it twice last year. But when *isn\u2019t* it possible?';
    for (const out of rewrittenEach(text, ['meaning', 'a', 'b', 'c'], { ...PLAIN, formality: 5 })) {
      assert.match(out, /\(\u221a13 \u2013 6\)A/u, out);
      assert.match(out, /100 \u2013 20 = 80/u, out);
      assert.doesNotMatch(out, /both the king|is not\* it/u, out);
    }
  });
  it('reads a sixteenth round of held-out drafts: dashes of labels, corrections, restatements and run-on lines', () => {
    const sheet =
      'Her sheet follows the specialist build that the guide describes for new players.\n\n\u2022 Investigation \u2013 3  \n    [Her honed ability to observe secrets and unravel hidden motives.]\n\n' +
      '\u2022 Finance \u2013 2  \n    [She manages the money of the household.]\n\nSKILLS \u2013 (Specialist Distribution: one Skill at 4; three Skills at 3)\n\n1. Haunted by Her Past \u2013 1 point\n2. Russian Network \u2013 2 points\n';
    for (const out of rewrittenEach(sheet, ['meaning', 'a', 'b', 'c'], { ...PLAIN, formality: 5 })) {
      for (const kept of ['Investigation \u2013 3', 'Finance \u2013 2', 'SKILLS \u2013 (', 'Past \u2013 1 point']) assert.ok(out.includes(kept), `${kept}\n${out}`);
    }
    const speech =
      'The program has offered more chances -- or choices, I should say, to consumers and new changes -- or chances for entrepreneurs. ' +
      'A society bursting with opportunities, reaching for its future with confidence, sustained by faith, fair play, and a conviction that good people will flourish when they are free -- these are the secrets of a strong America. ' +
      'Peace must also be based on strength -- economic strength and military strength. We are guided by a noble vision -- a vision not only of what the world is today. ' +
      'The single thing -- the single thing that can start the wheels of industry is confidence. ' +
      'He is the only thread that connects Catholicism and Protestantism, realism and mysticism\u2014he or rather his name. He speaks of them as if they were parallel ideals\u2014even speaks as if Paganism were the newer. ' +
      'The first evident fact (in marked contrast to the delusion of the dancing pagan)\u2014the first evident fact, I say, is that it was sad.';
    for (const out of rewrittenEach(speech, ['meaning', 'a', 'b', 'c'], { ...PLAIN, formality: 5 })) {
      for (const kept of ['chances -- or choices', 'changes -- or chances', 'free -- these are', 'strength: economic', 'vision: a vision', 'thing -- the single', 'mysticism\u2014he or rather', 'pagan)\u2014the first']) assert.ok(out.includes(kept), `${kept}\n${out}`);
      assert.doesNotMatch(out, /ideals[;.] even/u, out);
    }
    const lines =
      'We thank the United Nations Protection Force - in which Portugal has the privilege of\n\nbeing included - to the European Community monitoring\n\nmission and to all humanitarian organizations. Islam recognizes the three\n\n' +
      'monotheistic religions \u2014 Judaism, Christianity and\n\nIslam \u2014 and all their prophets. Sign up and fill in an optional profile \u2014 that\u2019s it! ' +
      'New features arrive within the next few weeks \u2014 check out our roadmap for the details. The share is x \u224d (6.70 \u2013 1.30)/(7.36 \u2013 1.30), and the difference 3213 \u2013 2517 \u224d 696 is small. ' +
      'A first, disastrous attempt at climbing \u2013 not just clumsy, but terrifying, resulting in a fall (minor injury \u2013 bruised ribs, torn clothes) or a panicked retreat.';
    for (const out of rewrittenEach(lines, ['meaning', 'a', 'b', 'c'], { ...PLAIN, formality: 5 })) {
      for (const kept of ['Force - in which', 'included - to the', 'religions \u2014 Judaism', 'Islam \u2014 and all', '6.70 \u2013 1.30', '7.36 \u2013 1.30', '3213 \u2013 2517']) assert.ok(out.includes(kept), `${kept}\n${out}`);
      assert.doesNotMatch(out, /profile, that|weeks, check|\(minor injury\)|\([^()]*\([^()]*\)[^()]*\)/u, out);
    }
  });
  it('reads a sixteenth round of held-out drafts: senses, constructions, a cleft sentence, a reason, code with a comment', () => {
    const text =
      'It is the most difficult step of all. We keep the team strong both when it comes to instructor training and to workshops. ' +
      'The whole modern world is pining for a genuinely sensational journalism. Our innovative private-sector developers ship fast. ' +
      'My country has recently presented its candidature to the council. Our firmness has influenced the Soviet Union to return to the bargaining table. ' +
      'They back a Strategic Defense Initiative aimed ultimately at finding a way. She is a refined, haunted survivor with high Composure, refined Performance, and Academics. ' +
      'The court must hold the community accountable for the deeds of individuals. I\'ll keep busy, dear. Don\'t you worry. ' +
      'For mankind has discovered that reason does not lead to sanity. We cannot go back to an ideal of pride and enjoyment. ' +
      'It is the stress of ultimate need, and a terrible knowledge of things as they are, which led men to set up these riddles.\n\n' +
      'Talks have been held with Indonesia aimed\n\nat a settlement of the question of East Timor.\n\n' +
      'The wrapper needs one rule set on it before the page is drawn.\n\n    overflow: hidden; /* ensure the absolute element doesn\u2019t spill out */\n';
    for (const out of rewrittenEach(text, ['meaning', 'a', 'b', 'c'], { ...PLAIN, formality: 5 })) {
      assert.doesNotMatch(out, /most hard|both (?:for|with) instructor|new private-sector|affected the Soviet|intended ultimately|improved|Indonesia intended|Do you not worry|Do not you worry|sanity[;,]|need\. A terrible/u, out);
      for (const kept of ['genuinely sensational', 'presented its candidature', 'deeds of individuals', 'doesn\u2019t spill out']) assert.ok(out.includes(kept), `${kept}\n${out}`);
    }
  });
  it('never misspells a number said in words', () => {
    const text = 'We stand behind four great goals, and three of them are older than twenty years. Seven people and eleven children came, and the first hundred guests left at nine.';
    for (const out of rewrittenEach(text, ['meaning', 'a', 'b', 'c', 'd'], { ...PLAIN, typos_enabled: true, typos_per_100_words: 30 })) {
      for (const n of ['four', 'three', 'twenty', 'Seven', 'eleven', 'first', 'hundred', 'nine']) assert.match(out, new RegExp(`\\b${n}\\b`, 'u'), out);
    }
  });
  it("leaves a speaker's words after a name in bold as written (messages, an interview), not a bold lead-in", () => {
    const text =
      'Her phone buzzed twice as she crossed the parking lot in the rain.\n\n**Mark Johnson:** Lily, please call us. We\'re worried about you and the kids. We need to know you\'re safe.\n\n' +
      '**Sarah Johnson**: Lily, we saw the news. Thank you for protecting the kids. We\'ll meet you at the park near our house. It\'s safer there.\n\n' +
      '**Note:** It is crucial to leverage the settings, and you\'ll need to restart the app afterwards.\n';
    for (const out of rewrittenEach(text, ['meaning', 'a', 'b', 'c'], { ...PLAIN, formality: 5 })) {
      assert.ok(out.includes("**Mark Johnson:** Lily, please call us. We're worried about you and the kids. We need to know you're safe."), out);
      assert.ok(out.includes("**Sarah Johnson**: Lily, we saw the news. Thank you for protecting the kids. We'll meet you at the park near our house. It's safer there."), out);
      assert.doesNotMatch(out, /crucial to leverage/u, out);
    }
  });
  it('fosters development by encouraging it, and a culture of creativity stays a culture', () => {
    const text = 'We must work together to foster the development of our countries and their people. The company has also fostered a culture of creativity and experimentation among its staff.';
    for (const out of rewrittenEach(text, ['meaning', 'a', 'b', 'c'], { ...PLAIN, formality: 5 })) {
      assert.doesNotMatch(out, /build the development|built creativity/u, out);
    }
  });
  it('reads a seventeenth round of held-out drafts: quotations over paragraphs, minus signs, headings, joins and splits', () => {
    const essay =
      'Mr. McCabe wrote to me at length, and I quote him whole.\n\n' +
      '\u201cBut before I follow Mr. Chesterton in some detail I would make a general observation. He is as serious as I am in his ultimate purpose, and I respect him for that. This is the drama of our time, and every man and every woman should understand it.\n\n' +
      '\u201cWhy, when the vital need of our time is to induce men and women to be men and women, should we think otherwise?\u201d\n\n' +
      'The Bishop of Rome has no jurisdiction in this realm of England. But he does not wholly escape, and his followers hardly ever escape, the general objection to the Celtic argument. ' +
      'A flicker of something \u2013 relief? \u2013 crossed his face. The magic of opportunity -- unreserved, unfailing, unrestrained -- isn\u2019t this the calling that unites us? ' +
      'I hope this letter finds you in good health. The seas are rough here at the lighthouse tonight. As the film says, ``Where we\'re going, we don\'t need roads.\'\' ' +
      'So why don\'t we get to work? She was a Haven\u2019t-had-a-proper-conversation-in-months kind of neighbour. ' +
      'The angular acceleration gives aC/B = \u03b1BC \u00d7 rBC \u2013 \u03c9BC\u00b2 rBC for the second link.\n\n' +
      '## What\u2019s next, and why we don\u2019t wait\n\n' +
      'On the one hand, design is used for the look of a page. On the other hand, engineering design is about structure.\n';
    for (const out of rewrittenEach(essay, ['meaning', 'a', 'b', 'c'], { ...PLAIN, formality: 5 })) {
      for (const kept of [
        'He is as serious as I am in his ultimate purpose, and I respect him for that. This is the drama of our time, and every man',
        'the vital need of our time', 'realm of England', 'relief? \u2013 crossed', 'unrestrained -- ', "``Where we're going, we don't need roads.''",
        "why don't we", 'Haven\u2019t-had', '\u00d7 rBC \u2013 \u03c9BC', '## What\u2019s next, and why we don\u2019t wait', 'On the other hand',
      ]) assert.ok(out.includes(kept), `${kept}\n${out}`);
      assert.doesNotMatch(out, /escape\. His followers|health, and the seas|is not this the calling/u, out);
    }
  });
  it('gives no typo that spells an inflection of a word ("refuges", "odder")', () => {
    const text = 'The refugees waited in order to attain peace, and the refugees kept order in the camps while the refugees counted the days. '.repeat(3);
    for (const out of rewrittenEach(text, ['meaning', 'a', 'b', 'c', 'd', 'e', 'f'], { ...PLAIN, typos_enabled: true, typos_per_100_words: 40 })) {
      assert.doesNotMatch(out, /\brefuges\b|\bodder\b/u, out);
    }
  });
  it('reads an eighteenth round of held-out drafts: a transcript, italic messages, mixed quotation marks, summing up after a dash', () => {
    const interview =
      'Our designer had the chance to chat with Steve about key parts of research.\n\n' +
      '**NB**: Thanks for that. On that note, is there a tried-and-true way to measure a potential client\u2019s commitment?\n\n' +
      '**SP**: I work a lot with gatekeepers. That doesn\'t mean people know what the results will be.\n\nReally, it\'s more about what they\u2019re hoping to accomplish, and I can\'t always persuade them.\n\n' +
      '**NB**: Do you have any other advice for teams starting out?\n\n**SP**: One piece of advice: it\'s great to kick off with stakeholders who weren\'t part of the process.\n';
    for (const out of rewrittenEach(interview, ['meaning', 'a', 'b', 'c'], { ...PLAIN, formality: 5, typos_enabled: true, typos_per_100_words: 10 })) {
      for (const kept of ['On that note, is there a tried-and-true way to measure a potential client\u2019s commitment?', "That doesn't mean people know", "Really, it's more about what they\u2019re hoping to accomplish, and I can't always persuade them.", "it's great to kick off with stakeholders who weren't part"]) assert.ok(out.includes(kept), `${kept}\n${out}`);
    }
    const story =
      'Aphrodite, ever the pragmatist, added, "Darling, stealing someone\'s footwear is hardly a path to greatness. It\'s just\u2026 tacky.\u201d Then she thought of Dani\'s words. *You\'re both people. Maybe you don\'t have to choose.*\n\n' +
      'The walls were made of data\u2014glitching faces, viral videos, and forgotten memories. The one where you could walk through a crowd without disturbing a single thought\u2014these remain dreams. ' +
      'Even when you\u2019re utterly, profoundly alone, time refuses to stop. Ambitious aims? Of course. Any man with a vital knowledge of the human psychology knows it. ' +
      'The reason is very simple. The realistic story is certainly more artistic than the melodramatic story. There are three classes of men who are also great men\u2014that is to say, three classes of men who can laugh at something. ' +
      'I would like to address another issue that concerns my country. We must deal with some very real problems.\n\n**Don\u2019t include everything:** Don\u2019t stress out about the rest.\n\nWe\n\ndeeply believe that only strict implementation of the plan will work.\n';
    for (const out of rewrittenEach(story, ['meaning', 'a', 'b', 'c'], { ...PLAIN, formality: 5 })) {
      for (const kept of ['It\'s just\u2026 tacky.\u201d', "*You're both people. Maybe you don't have to choose.*", 'these remain dreams', 'Ambitious aims?', 'vital knowledge', 'to address another issue']) assert.ok(out.includes(kept), `${kept}\n${out}`);
      assert.doesNotMatch(out, /data; glitching|utterly, alone|men\. That is to say|simple, and the realistic|really real|We\n\nBelieve/u, out);
    }
  });
  it('reads a nineteenth round of held-out drafts: an interview in bold questions, a quotation over paragraphs, clauses in brackets and after a noun', () => {
    const interview =
      'We sat down with Kaitlin to talk about her work at the agency.\n\n**What are you working on these days?**\n\nI\u2019m the director of the team, and it\u2019s very new and exciting. There\u2019s a lot of opportunity to craft it in your own image.\n\n' +
      '**How do contracting officers use it?**\n\nIn government, it\u2019s important to see how many vendors there are. I think various contractors have been suspended.\n\n**What comes next?**\n\nWe\u2019re going to add more data, and I can\u2019t wait.\n';
    for (const out of rewrittenEach(interview, ['meaning', 'a', 'b', 'c'], { ...PLAIN, formality: 5, typos_enabled: true, typos_per_100_words: 10 })) {
      for (const kept of ['I\u2019m the director of the team, and it\u2019s very new and exciting.', 'it\u2019s important to see how many vendors', 'various contractors', 'and I can\u2019t wait']) assert.ok(out.includes(kept), `${kept}\n${out}`);
    }
    const quote =
      'Here is what the guide says about serving red wine.\n\n"Wine experts advise serving light reds slightly chilled, usually at cellar temperature.\n\n' +
      '"Check the bottle every fifteen minutes. However, it is best to set a kitchen timer for 1-2 hours, and then taste it the next morning."\n\nI still prefer them warm.\n';
    for (const out of rewrittenEach(quote, ['meaning', 'a', 'b', 'c'], { ...PLAIN, formality: 5 })) {
      assert.ok(out.includes('Wine experts advise serving light reds slightly chilled, usually at cellar temperature.'), out);
    }
    const text =
      'Car design, at its core, is the art and science of shaping a vehicle. Well, don\'t you believe it. ' +
      'They say the art of Mr. H. G. Wells represents one aspect, and the art of Mr. Coventry Patmore (say) another. ' +
      'Our research covers how designers and developers communicate with each other, and the tools they use to prototype. ' +
      'Disaster will follow unless the international community reacts vigorously\u2014in other words, if the international community does not take action now, it will be too late. ' +
      'It is a necessary but not a sufficient condition for peace. We welcome the initiative presented a few days ago by the President of Brazil. ' +
      'Thus, because we are not in a civilization which believes in oracles, we doubt. You see -- what a wonderful, fitting tribute to them. ' +
      'This puts power and opportunity in the hands of the individual. The danger is posed by the formidable technological explosion. It was a vibrant crimson, and it feels like a beacon. Their rituals are steeped in attempts to appease the gods.';
    for (const out of rewrittenEach(text, ['meaning', 'a', 'b', 'c'], { ...PLAIN, formality: 5 })) {
      assert.doesNotMatch(out, /design, is|do not you|one aspect\. The art|other\. The tools|vigorously; in other words|enough condition|initiative showed|Because of this, because|see: what|the person\b|tough technological|lively crimson|like a light|tries to appease/u, out);
    }
  });
  it('reads a twentieth round of held-out drafts: reporting passives, clauses after "because", a sentence set between dashes', () => {
    const text =
      'While it\'s documented that pewter and other materials were used, glass won. Peace and security in this area requires that it must be used for peace. ' +
      'In our digital age, it illegally yields billions of dollars at the touch of a button. We couldn\u2019t include everything in this version \u2014 in fact, we\u2019re just getting started. ' +
      'That is the ultimate evil against which all religious authority was aimed. He asserts the part he ought not to assert\u2014himself. ' +
      'They are both helpless\u2014one because he must not grasp anything, and the other because he must not let go of anything. ' +
      'Isinglass is a fining - when added to beer it helps the beer clarify - and it\'s a form of collagen. She is incredibly savvy and experienced when it comes to program delivery. ' +
      'He believed that there was such a thing as fate, but such a thing as free will also. The Master smiled, a smile touching His lips. He didn\'t speak, and His eyes were kind.';
    for (const out of rewrittenEach(text, ['meaning', 'a', 'b', 'c'], { ...PLAIN, formality: 5 })) {
      assert.doesNotMatch(out, /it has documented|needs that|gives billions|version, in fact|was intended\.|assert, himself|helpless; one|\. The other because|fining, when added|experienced for program|\. Yet such a thing|; he did not speak|, and he did not speak/u, out);
    }
  });
  it('reads a twenty-first round of held-out drafts: an echoed "Okay?", conditions joined by "and", pairs said together, typos spread by rate', () => {
    const text =
      '"You okay?" he asked. Okay? *Okay?* I was Hermes, and I was definitely not okay. ' +
      'A person is liable if they were part of a common plan or agreement to commit a crime, and the criminal act in question was a foreseeable consequence of that plan. ' +
      'Emerging bio-based materials, such as engineered timber products, are promising. The design must balance durability and resilience in every storm. ' +
      'The child wanted to address it by a diminutive. The thing is magic, true or false. In conclusion, I must bring one more matter to the attention of the Assembly. ' +
      'But even among them, a quiet yearning grew. A longing for something they couldn\'t quite articulate. We mark the fiftieth anniversary of our independence.';
    for (const out of rewrittenEach(text, ['meaning', 'a', 'b', 'c'], { ...PLAIN, formality: 5 })) {
      assert.doesNotMatch(out, /Acceptable\?|crime\. The criminal act|Appearing bio|durability and strength|to deal with it by|magic or true|All told|grew, and a longing|fiftieth (?!anniversary)/u, out);
    }
    // Most of an interview is its answers, left as said: the slips of the rate do not crowd into the introduction.
    const interview =
      '*All through the summer we will be profiling members across the team, and this week we talk with Bret about his long career in games and government.*\n\n' +
      '**What brought you here?**\n\nI wanted to build things that matter, and I had spent years making games. I still love them.\n\n**What do you work on?**\n\nI lead the platform team, and I help small teams ship secure software fast.\n\n' +
      '**What comes next?**\n\nI hope we grow the platform to every agency that needs it, and I think we will.\n';
    for (const out of rewrittenEach(interview, ['a', 'b', 'c', 'd'], { ...PLAIN, typos_enabled: true, typos_per_100_words: 2 })) {
      const intro = out.split('\n')[0] ?? '';
      const slips = intro.split(/\s+/u).filter((w) => !interview.includes(w)).length;
      assert.ok(slips <= 2, `${slips} slips in the introduction:\n${out}`);
    }
  });
  it('reads a twenty-second round of held-out drafts: headings as titles, "not only … but almost", an infinitive subject before a dash', () => {
    const text =
      'Demonstrate your progress\n-------------------------\n\nWe demonstrate our progress every week with the team we work with.\n\n## Leverage very robust tooling\n\n' +
      'The law would have no enforcement mechanism\u2014no fines, no jail time\u2014just the poetic justice of insomnia. ' +
      'But to find out how far one may be quite miserable without making it impossible to be quite happy\u2014that was a discovery in psychology. ' +
      'Remember how Fra Angelico represented all his angels, not only as birds, but almost as butterflies. Honesty is not only helpful from a public health perspective, but can also earn you some trust. ' +
      'We want the Christian courage, which is a disdain of death; not the Chinese courage, which is a disdain of life. ' +
      'It ran along the Nietzscheian line of development\u2014superman crushing superman in one tower of tyrants until the universe is smashed up for fun.\n';
    for (const out of rewrittenEach(text, ['meaning', 'a', 'b', 'c'], { ...PLAIN, formality: 5 })) {
      for (const kept of ['Demonstrate your progress\n---', '## Leverage very robust tooling', 'happy\u2014that was', 'jail time\u2014just']) assert.ok(out.includes(kept), `${kept}\n${out}`);
      assert.doesNotMatch(out, /both as birds|both helpful|Chinese courage\. This|development; superman/u, out);
    }
  });
  it('reads a twenty-third round of held-out drafts: whole interview answers, a misplaced inversion, a series on semicolons', () => {
    const interview =
      'We asked Natalie six questions about content strategy.\n\n**1. What trends do you see on the horizon?**\n\nI think we will see chunked, reusable content.\n\n' +
      'It\u2019s not enough to have a writer jump into the middle of sprint seven. That\u2019s copywriting as an afterthought.\n\n' +
      '**2. What spurred your shift?**\n\nI wanted to build things, and I\u2019ve never looked back.\n\n**3. What advice would you offer?**\n\nI\u2019d say there\u2019s certainly enough to do!\n';
    for (const out of rewrittenEach(interview, ['meaning', 'a', 'b', 'c'], { ...PLAIN, formality: 5, typos_enabled: true, typos_per_100_words: 10 })) {
      for (const kept of ['It\u2019s not enough to have a writer jump into the middle of sprint seven. That\u2019s copywriting as an afterthought.', '**3. What advice would you offer?**', 'there\u2019s certainly enough']) assert.ok(out.includes(kept), `${kept}\n${out}`);
    }
    const text =
      'What if the water wasn\'t there? He doubts because the Middle Ages were barbaric, but they weren\u2019t; because Darwinism is demonstrated, but it isn\u2019t; because miracles do not happen, but they do. ' +
      'He starts to apologize, then stops\u2014realizing excuses won\u2019t fix this. At the door stood a police officer\u2014one she had not seen before, his uniform crisp. ' +
      'Thus, to take a well-known instance, the word has one meaning here and another there.';
    for (const out of rewrittenEach(text, ['meaning', 'a', 'b', 'c'], { ...PLAIN, formality: 5 })) {
      assert.doesNotMatch(out, /was there not|barbaric\. Yet|stops; realizing|officer; one|Because of this, to take/u, out);
    }
  });
  it('reads a twenty-fourth round of held-out drafts: semicolons only before a clause with its subject, guesses and lists inside "if"', () => {
    const text =
      'The sketch was only a rough outline at first\u2014just the way Julian\u2019s shadow fell against the bar. He offered up his sister\u2019s sneaker\u2014a child\u2019s Velcro Starlet, bloodstained and twisted. ' +
      'By morning the clock tower was gone\u2014struck by lightning, reduced to a pile of smoking bricks. The ending is bittersweet and ambiguous\u2014not every thread is neatly tied. ' +
      'Or perhaps the books were right, and there were many such as she in the upper walks of life. Viewers can watch later if they missed the live session, re-watch, and share with their colleagues. ' +
      'We deliver as soon as possible \u2014 within weeks or months, not years \u2014 a product that can be revised. Japan presented itself as a bulwark against colonialism. ' +
      'Secondary outcomes included mental health metrics. If the page loads slowly, it maybe a sign that the images are too large.';
    for (const out of rewrittenEach(text, ['meaning', 'a', 'b', 'c'], { ...PLAIN, formality: 5 })) {
      assert.doesNotMatch(out, /first; just|sneaker; a child|gone; struck|ambiguous, not every|right\. There were|session and re-watch|possible \(within|showed itself|Secondary results|perhaps a sign/u, out);
    }
  });
  it('reads a twenty-fifth round of held-out drafts: letters in a story, lists after a dash, misspelt "it\'s", a title line', () => {
    const letters =
      "Dear Mum,\n\nThis is the third week I've been at the lighthouse, and I'm starting to feel the isolation. I utilize the quiet hours to read. I can't wait to see you.\n\nLove,\nCallum\n\n" +
      "Dear Callum,\n\nI'm so proud of you for taking on this job. It's not easy, and I know you'll make the most of it.\n\nLove,\nMum\n";
    // The letters keep their characters' voices (contractions, spelling: no typo lands in them);
    // their word choice is the writer's and is rewritten (session 12: frozen whole, a story told
    // only in letters came back unchanged).
    const lettered = rewrittenEach(letters, ['meaning', 'a', 'b', 'c'], { ...PLAIN, formality: 5, typos_enabled: true, typos_per_100_words: 20 });
    for (const out of lettered) {
      for (const kept of ["I've been at the lighthouse, and I'm starting to feel the isolation.", "I can't wait to see you.", "I'm so proud of you for taking on this job. It's not easy, and I know you'll make the most of it."]) assert.ok(out.includes(kept), out);
    }
    assert.ok(lettered.some((out) => !out.includes('utilize')), lettered.join('\n---\n'));
    // One letter is the writer's own draft (a cover letter), rewritten as any prose.
    const cover = "Dear Ms. Lee,\n\nI'm writing to apply for the editor role. I've worked as a copy editor for six years, and I'd bring that care to your team. I can't wait to hear from you.\n\nBest,\nSam\n";
    assert.ok(rewrittenEach(cover, ['meaning', 'a', 'b', 'c'], { ...PLAIN, formality: 5 }).some((out) => out !== cover));
    const text =
      'The descent was more terrifying than the climb\u2014darkness, cold-stiffened limbs, and the constant fear of discovery making each movement treacherous. ' +
      'Can I add hops in order to change it\u2019s flavor? It\u2019s starts with small steps. The office (ONRR, pronounced \u201chonor\u201d) collects the revenue. ' +
      'He devised the plan of writing the definitions in a notebook. The shifting priorities of an increasingly global industry are hard to follow.';
    for (const out of rewrittenEach(text, ['meaning', 'a', 'b', 'c'], { ...PLAIN, formality: 5 })) {
      assert.doesNotMatch(out, /climb, darkness|it is flavor|It is starts|marked \u201chonor|invented the plan|a more and more global/u, out);
    }
    const thread =
      'Is it possible to change the outcome of a beer in the fermentation stages?\n\n' +
      'I brewed an amber ale last month and the flavour came out flat. Could I add something during secondary fermentation to change the taste, or is it too late for this batch? I would rather not pour it away.\n';
    for (const out of rewrittenEach(thread, ['meaning', 'a', 'b', 'c'], { ...PLAIN, typos_enabled: true, typos_per_100_words: 20 })) {
      assert.ok(out.startsWith('Is it possible to change the outcome of a beer in the fermentation stages?\n\n'), out);
    }
  });
  it('reads a twenty-sixth round of held-out drafts: thoughts told without quotation marks, a subject taken up after an aside, "that" pointing back, clauses of time', () => {
    const text =
      'He was beaten every week. Why couldn\u2019t Cheese-Face be licked? he often thought. He lost the fight again. But to quit\u2014for him, Martin, to quit\u2014that was impossible! ' +
      'The Hollow is not a single species; that is the first mistake outsiders make. ' +
      'I do not remember running; I remember only the sound of my friends firing, and the wet click as the creature re-set its mandible before loping away on knuckles lengthened into black talons. ' +
      'Don\u2019t want to do all the paperwork to buy an expensive CMS?';
    for (const out of rewrittenEach(text, ['meaning', 'a', 'b', 'c'], { ...PLAIN, formality: 5 })) {
      assert.doesNotMatch(out, /could not Cheese|quit \(for him|Hollow is the first|firing\. (?:And )?[Tt]he wet click|Do not want to do/u, out);
    }
  });
  it('reads a twenty-seventh round of held-out drafts: a name in single quotes, "incorporate … into", a misread noun phrase before a list, participles, lists before a join', () => {
    const text =
      "A message arrived late from a contact saved as 'Brenda - Allotments'. " +
      'The team wanted to incorporate modular contracting, agile development, user-centered design, and open source practices into their project. ' +
      'Inside the box was a single, polished stone; it gleamed in the dim light, cold and perfect. That\u2019s the question, isn\u2019t it? ' +
      'I imagine the Eye in Malveren\u2019s hand, and the world\u2019s memory rewritten into a mirror he finds flattering. ' +
      'She planned the slow weakening, the gradual decline, the final resignation. It was a quiet art.';
    for (const out of rewrittenEach(text, ['meaning', 'a', 'b', 'c'], { ...PLAIN, formality: 5 })) {
      assert.doesNotMatch(out, /Brenda: Allotments|(?:include|add) modular|light and cold|hand\. (?:And )?[Tt]he world|resignation, and it was/u, out);
    }
  });
  it('reads a twenty-eighth round of held-out drafts: title lines stay as written, "delineate from", what a law requires, "discern if"', () => {
    const thread =
      'Is there any way that I can discern the IBU of a beer if the brewer doesn\u2019t provide that information?\n\n' +
      'I have a few bottles from a small brewery and the label gives no figure at all. I would like to compare them with the beers I usually drink, and I am curious whether there is a rough method at home.\n\n' +
      'Short-term boom, long-term legacy?\n\n' +
      'Sceptics caution that mega-events can leave behind empty stadiums, stranded rail lines and debt-ridden municipalities, and the leadership sought to counter that narrative through careful legacy planning.\n';
    for (const out of rewrittenEach(thread, ['meaning', 'a', 'b', 'c'], { ...PLAIN, typos_enabled: true, typos_per_100_words: 20, formality: 5 })) {
      assert.ok(out.startsWith('Is there any way that I can discern the IBU of a beer if the brewer doesn\u2019t provide that information?\n\n'), out);
      assert.ok(out.includes('\n\nShort-term boom, long-term legacy?\n\n'), out);
    }
    const text =
      'We should also delineate this prototype from the more long term DATA Act broker. The law requires a common data standard for federal spending and that agencies publish it. ' +
      'Tell me whether I can discern the bitterness of a beer without a lab.';
    for (const out of rewrittenEach(text, ['meaning', 'a', 'b', 'c'], { ...PLAIN, formality: 1 })) {
      assert.doesNotMatch(out, /(?:describe|outline) this prototype from|law needs|(?:see|tell) the bitterness/u, out);
    }
  });
  it('reads a twenty-ninth round of held-out drafts: a list taken up by "they", an opening phrase after "that", a "when" clause after a dash, formal additions', () => {
    const text =
      'The show went on for weeks. But the talking heads, the analysts, the prognosticators \u2013 they weren\u2019t interested in understanding. They were interested in outrage. ' +
      'It all boils down to the fact that at a molecular level, water and ethanol interact with one another. ' +
      'It can be less intimidating by approaching the situation as an opportunity to learn\u2014when faced with something you don\u2019t understand, rather than beat yourself up for not knowing the answer, look at it as the chance to learn something new.';
    for (const out of rewrittenEach(text, ['meaning', 'a', 'b', 'c'], { ...PLAIN, formality: 5 })) {
      assert.doesNotMatch(out, /prognosticators\. They|level and water|learn, when faced/u, out);
    }
    const formal = 'Moreover, the plan was costly. Furthermore, it was late. Moreover, the staff left. Furthermore, the budget shrank. Moreover, the board resigned. Furthermore, the site closed.';
    for (const out of rewrittenEach(formal, ['meaning', 'a', 'b', 'c', 'd', 'e'], { ...PLAIN, formality: 4 })) assert.doesNotMatch(out, /On top of that/u, out);
  });
  it('reads a thirtieth round of held-out drafts: "which" after a contrast, "craft beer", a misspelt "it\'s" before a name', () => {
    const text =
      'A civil action is a lawsuit brought to enforce, recognize, or determine the private or civil rights of parties, as opposed to a criminal action, which is brought to enforce a public right or duty. ' +
      'Reykjavik bars show real ambition as to craft beer availability, and you will find local brews everywhere you go in the city. A UK pint is bigger than it\'s US counterpart.';
    for (const out of rewrittenEach(text, ['meaning', 'a', 'b', 'c'], { ...PLAIN, formality: 5 })) {
      assert.doesNotMatch(out, /criminal action\. This|make beer|it is US counterpart/u, out);
    }
  });
  it('reads a thirty-first round of held-out drafts: a past tense after a comma, "everything" after a dash, asides that ask, exclamations, "interplay", "a pivotal role"', () => {
    const text =
      'Behind the desk hung a wall of tiny brass compasses that, up close, revealed themselves to be circles of inked sigils, each one humming faintly. ' +
      'The chalk circle on the floor offered a way in, or a way out \u2014 everything was now a symbol. Someone called my name \u2014 my real voice, a neighbor\u2019s voice? \u2014 and then the chanting started again. ' +
      'He pauses, frowns\u2014good! Awareness blooms. The story shows the complex interplay between intention and outcome. The health department plays a pivotal role in managing public health.';
    for (const out of rewrittenEach(text, ['meaning', 'a', 'b', 'c'], { ...PLAIN, formality: 4 })) {
      assert.doesNotMatch(out, /shown themselves|way out, everything|name: my real|frowns, good|link between|a large (?:part|role)/u, out);
    }
  });
  it('reads a thirty-second round of held-out drafts: "Thus," sums up, a fragment opening "Like", a language named in lower case', () => {
    const text =
      'The body changes fast. Blood volume rises and the heart works harder. Thus, month by month, pregnancy is not merely anatomic expansion but a new physiology. ' +
      'The disconnect had always been subtle. Like wearing clothes a size too small, or a favourite song played slightly off-key. It wasn\u2019t pain, not exactly.';
    for (const out of rewrittenEach(text, ['meaning', 'a', 'b', 'c', 'd'], { ...PLAIN, formality: 4 })) {
      assert.doesNotMatch(out, /Because of this, month|For that reason, month|off-key(?:, and|;) it/u, out);
    }
    const answer =
      'In dutch the names mean double and triple, and in english the words came over with the monks. The dutch brewers kept the old names, and the english drinkers took them up in the end. ' +
      'Ask for a dubbel in any dutch cafe and you will get the dark one; the english menus print the same word.';
    for (const out of rewrittenEach(answer, ['meaning', 'a', 'b', 'c', 'd'], { ...PLAIN, typos_enabled: true, typos_per_100_words: 25 })) {
      assert.equal((out.match(/\b(?:dutch|english)\b/gu) ?? []).length, 6, out);
    }
  });
  it('reads a thirty-third round of held-out drafts: "a diverse range of" keeps its diversity, "that way" points back', () => {
    const text = 'To mitigate this bias, organizations should involve a diverse range of stakeholders in every review. George was glad that it rained. He felt that way.';
    for (const out of rewrittenEach(text, ['meaning', 'a', 'b', 'c', 'd'], { ...PLAIN, formality: 4 })) {
      assert.doesNotMatch(out, /involve many stakeholders|rained(?:, and|;) he felt/u, out);
    }
  });
  it('reads a thirty-fourth round of held-out drafts: a noun and two -ing forms are no list, "leverage … into"', () => {
    const text =
      'When the train came, old Windpeter stood up on the seat of his wagon, raving and swearing at the onrushing locomotive. ' +
      'However, how to effectively leverage them into nonautoregressive generation tasks remains a challenge for the field.';
    for (const out of rewrittenEach(text, ['meaning', 'a', 'b', 'c'], { ...PLAIN, formality: 4 })) {
      assert.doesNotMatch(out, /wagon and raving|use them into/u, out);
    }
  });
  it('reads a thirty-fifth round of held-out drafts: a word said twice, initials between dashes, "today\'s world, where"', () => {
    const text =
      'The family towels were wet, wet and clammy and vile, all of them wet. Myra Babbitt\u2014Mrs. George F. Babbitt\u2014was definitely mature. ' +
      'These skills are indispensable in today\'s increasingly interconnected world, where success often depends on teamwork.';
    for (const out of rewrittenEach(text, ['meaning', 'a', 'b', 'c'], { ...PLAIN, formality: 4 })) {
      assert.doesNotMatch(out, /wet and wet|Babbitt: Mrs|(?:nowadays|today|these days), where|today's more and more/u, out);
    }
  });
  it('reads a thirty-sixth round of held-out drafts: words introduced by "beginning:", a tag kept in lower case, compounds, a named body addressed', () => {
    const verse = 'I sat alone and groused and thunk, and I\u2019ll never miss their poison booze, whilst I the bubbling spring can use.';
    const text =
      `Two hours before, Frink had completed a newspaper lyric beginning:\n\n${verse}\n\n` +
      'Furthermore, britain has a usage excerpt and a summary while great-britain does not. ' +
      'On the seat beside her were a bunch of orchids and violets, and a yellow paper-bound book which seemed foreign to the place. ' +
      'Babbitt had his opportunity to address the S.A.R.E.B. at the convention in the morning.\n\nHere is how to fix it:\n\nYou will need to utilize the new tool.\n';
    for (const out of rewrittenEach(text, ['meaning', 'a', 'b', 'c'], { ...PLAIN, formality: 5, typos_enabled: true, typos_per_100_words: 10 })) {
      assert.ok(out.includes(`\n\n${verse}\n\n`), out);
      assert.doesNotMatch(out, /(?:^|\. )Britain has|violets\. A|deal with the S/u, out);
      // What "Here is how to fix it:" introduces is the writer's own text, and is rewritten.
      assert.doesNotMatch(out, /utilize the new tool/u, out);
    }
  });

  it('reads the thirty-eighth to sixty-eighth rounds of held-out drafts: a thought after its verb, "emerged" with nothing after it, set phrases, an exclamation left alone, citations, a script, anaphora', () => {
    const text =
      'Internally, they thought, I\u2019m still scared, but maybe that\u2019s okay. ' +
      'As they emerged, the sun was setting over the park. It was a part of the grand tapestry of Rome. ' +
      'But, in a larger sense, most of the program worked well for the town. ' +
      'She would carry out her aspiration. Her campaign against the village sloth was actually begun!';
    for (const out of rewrittenEach(text, ['meaning', 'a', 'b', 'c'], { ...PLAIN, formality: 5 })) {
      assert.match(out, /I\u2019m still scared, but \p{L}+ that\u2019s okay/u, out);
      assert.match(out, /emerged, the sun/u, out);
      assert.match(out, /tapestry of Rome/u, out);
      assert.match(out, /in a larger sense/u, out);
      assert.doesNotMatch(out, /aspiration[,;] (?:and )?her campaign/u, out);
    }
    // Round 39: a range of references cited stays; a list closing its clause before a citation takes the comma.
    const cited = rewritten('Earlier studies looked at small samples of researchers [8 \u2013 11], and they compared three fields: physics, history, and business [19].');
    assert.match(cited, /\[8 \u2013 11\]/u);
    assert.match(cited, /physics and history, as well as business \[19\]/u);
    // A header in capitals keeps its dashes.
    assert.match(rewritten('The message came in at noon. The header is sterile: JOB \u2014 HIGH VALUE \u2014 NO QUESTIONS. I read it twice before I answered.'), /JOB \u2014 HIGH VALUE \u2014 NO QUESTIONS/u);
    // Round 40: a script's lines are its speakers' words; anaphora and a list's end are not joined.
    const script =
      '[The crowd erupts into cheers as the two fighters enter the ring.]\n\n' +
      'Announcer: (booming voice) Ladies and gentlemen, welcome to tonight\u2019s main event! We\u2019re here for a friendly bout.\n\n' +
      'Referee: Alright fighters, remember \u2013 we\u2019re here for a clean fight. Keep it clean and let your skills do the talking.\n\n' +
      'Announcer: Here we go! He\u2019s channeling that inner power, and it\u2019s working for him tonight!\n\n' +
      'Referee: That\u2019s the bell. Step back, both of you, and I\u2019ll count it out.\n';
    for (const out of rewrittenEach(script, ['meaning', 'a', 'b'], { ...PLAIN, formality: 5, typos_enabled: true, typos_per_100_words: 10 })) {
      for (const line of script.split('\n\n').slice(1)) assert.ok(out.includes(line.trim()), out);
    }
    const answer = 'Note: you will need a recent version of the tool before you begin.\n\nTip: you can utilize the cache to speed things up.\n\nNote: you should also facilitate the review.\n\nTip: you can leverage the logs.\n';
    assert.doesNotMatch(rewritten(answer), /utilize|leverage/u);
    const anaphora = rewritten('But the men on the wall knew better than the rest of the town. We are more than that. We are men with hearts and souls.');
    assert.match(anaphora, /more than that\. We are men/u);
    const plan = rewritten('Describe the unfamiliar opulence, the looming shadows. She reaches the target room in time.');
    assert.doesNotMatch(plan, /shadows[,;] (?:and )?she/u);
    // Round 41.
    const r41 = rewritten(
      'This data provides valuable insights into workflow efficiency for the team. "I know," I said, dropping my voice significantly, and watching him. ' +
        'Sanctions should be an exceptional measure used by the United Nations. Smiling, she presented the magical wart to the grateful toad king.',
    );
    assert.doesNotMatch(r41, /lessons into|voice greatly|outstanding measure|showed the magical wart/u, r41);
    // Round 42: "In essence," is no last point.
    for (const out of rewrittenEach('Many theories exist about the origin of life on our planet. In essence, if aliens were part of the process, they left no trace at all.', ['a', 'b', 'c', 'd', 'e', 'f'])) {
      assert.doesNotMatch(out, /In the end|Finally/u, out);
    }
    // Round 43: words said without marks after "say," and a capital keep their contractions.
    for (const out of rewrittenEach('She held his hand, not tightly, but enough to say, I\u2019m here. Her smile had a warmth that says, You can trust me if you\u2019re willing. As he said, it\u2019s late and the road is long.', ['a', 'b'], { ...PLAIN, formality: 5 })) {
      assert.match(out, /say, I\u2019m here/u, out);
      assert.match(out, /if you\u2019re willing/u, out);
      assert.match(out, /said, it is late/u, out);
    }
    // A quotation hard-wrapped over paragraphs, one line each, stays whole.
    const speech =
      'We heard the Secretary-General say it again this year:\n\n\u201cThe United Nations is indispensable to the\n\nfuture we need. Grenada considers the United\n\nNations to be best placed for decision-making.\u201d\n\n' +
      'We will utilize every means to reach an agreement on the matter before the end of the session.\n';
    for (const out of rewrittenEach(speech, ['a', 'b', 'c'], { ...PLAIN, typos_enabled: true, typos_per_100_words: 20 })) {
      assert.ok(out.includes('future we need. Grenada considers the United\n\nNations to be best placed for decision-making.\u201d'), out);
      // The writer's own paragraph after it is still rewritten.
      assert.ok(!out.includes('We will utilize every means to reach an agreement on the matter before the end of the session.'), out);
    }
    // Each substitute opener once a draft, over passes too.
    const essay =
      'Helping poor countries is a duty of rich ones. Furthermore, helping poor countries leads to a safer world for everyone. Moreover, by tackling issues at their root, we prevent larger crises later.\n\n' +
      'In conclusion, the moral obligation of the rich to help the poor is evident. Ultimately, our collective efforts will decide the future of many millions of people.\n';
    for (const seed of ['a', 'b', 'c', 'd', 'e', 'f']) {
      const out = run(essay, { ...PLAIN, formality: 2 }, { quality: 'high', seed }).output_text;
      for (const opener of ['On top of that,', 'In the end,', 'Also,', 'Beyond that,', 'Plus,', 'In short,', 'Finally,']) assert.ok(out.split(opener).length <= 2, out);
    }
    // Round 44.
    const r44 = rewrittenEach(
      'The impact sent shockwaves across the globe, hurricanes, and earthquakes following in their wake. I remember hearing our first State of the Union address delivered by Harry Truman.\n\n' +
        'In conclusion, while there are some disadvantages, the benefits of the plan clearly outweigh them for most people.\n\n' +
        'She had always known she was more than just a babysitter for the children next door. She was a fighter. Perhaps the editors had been right about the story all along. He had felt the big thing in the end.\n\n' +
        'The rule reads as follows in the specification of the language.\n\nTypeSpec  = identifier Type | AliasSpec .\n\nThe rest of the proposal explains the new form in more detail.\n',
      ['a', 'b', 'c', 'd'],
      { ...PLAIN, typos_enabled: true, typos_per_100_words: 10 },
    );
    for (const out of r44) {
      assert.doesNotMatch(out, /globe and hurricanes|Union handle|Finally, while|babysitter for the children next door[,;]|all along[,;]/u, out);
      assert.ok(out.includes('TypeSpec  = identifier Type | AliasSpec .'), out);
    }
    // Round 45.
    const r45 = rewrittenEach(
      'Workaholism is an addiction to work that harms the rest of a life. Similarly, alcoholism, or alcohol use disorder, is characterized by a loss of control over drinking. ' +
        'We stress the need for comprehensive and binding sanctions against the regime. The advantages of development far surpass the disadvantages in the long run.',
      ['a', 'b', 'c', 'd', 'e', 'f'],
    );
    for (const out of r45) assert.doesNotMatch(out, /Also, alcoholism|(?:^|\. )Alcoholism|thorough and binding|far beat/u, out);
    // Round 46: what follows "something." names it.
    for (const out of rewrittenEach('I finally found something. A hidden file on his computer, labeled "Jenkins." I opened it at once. We propose methods for training robust deep neural networks. There is no duty more important than the duty we have to ensure that right.', ['a', 'b', 'c', 'd', 'e', 'f'])) {
      assert.doesNotMatch(out, /something[,;] (?:and )?a hidden|make sure that right/u, out);
      assert.match(out, /robust deep/u, out);
    }
    for (const out of rewrittenEach('Arthur calls a meeting of the whole village in the hall. The result is chaotic \u2014 shouting matches, threats, a near shootout. Nobody sleeps that night.', ['a', 'b', 'c', 'd'])) {
      assert.match(out, /chaotic: shouting matches/u, out);
    }
    // Round 47.
    for (const out of rewrittenEach('Mr. President, I would like to address the situation in Africa before I close. While they have undoubtedly revolutionized communication, phones have costs.\n\nIn conclusion, it is imperative for governments to act on this at once.\n', ['a', 'b', 'c', 'd', 'e', 'f'])) {
      assert.doesNotMatch(out, /handle the situation|tackle the situation|have changed communication|In the end, it|Finally, it/u, out);
    }
    // Round 48: three parts of one whole.
    assert.match(rewritten('In the browser, an origin is the combination of scheme, host, and port. Two pages share data only when their origins match.'), /combination of scheme, host, and port/u);
    const r48 = rewrittenEach(
      'He is a Welsh-born actor who\u2019s genuinely become somewhat entitled over the years. When a young girl," the family moved south to Vichy. ' +
        'Her parents separated and her mother, "after 24 difficult years in France, returned to England to utilize her savings." She never came back.',
      ['a', 'b', 'c', 'd'],
      { ...PLAIN, formality: 5 },
    );
    for (const out of r48) {
      assert.doesNotMatch(out, /who is genuinely become/u, out);
      assert.match(out, /"after 24 difficult years in France, returned to England to utilize her savings\."/u, out);
    }
    // Round 49.
    for (const out of rewrittenEach(
      'The duty is collected on our imports and incorporated with the transactions of our citizens. Ellie decides to investigate further, driven by a wish to protect her. ' +
        'The model is large. Moreover, it is also expensive to fine-tune and deploy. Her approach to maintaining is influenced by that.',
      ['a', 'b', 'c', 'd', 'e', 'f'],
    )) {
      assert.doesNotMatch(out, /added with|(?:study|look into|examine) further|Also, it is also|affected by that/u, out);
    }
    // Typos keep their rate outside the letters of a story, not crowded into what is left.
    const telegram =
      'Mother, arrived safely. Storms fierce but holding strong. Love, Donald.\n\n' +
      "Dear Mother,\n\nThe days are growing longer, and the storms less frequent. I find comfort in the routine of tending to the light, but the isolation presses heavily upon me. I miss the warmth of our home and the company of the docks. Each night I climb the stairs and watch the sea until dawn.\n\nYour son,\nDonald\n\n" +
      "Dear Donald,\n\nYour letter brought tears to my eyes. We're all well here, and your sister asks after you every day. Keep warm and write when you can, for the winter will be long.\n\nLove,\nMother\n";
    for (const out of rewrittenEach(telegram, ['a', 'b', 'c', 'd'], { ...PLAIN, typos_enabled: true, typos_per_100_words: 5 })) {
      const first = out.split('\n\n')[0] ?? '';
      const slips = first.split(' ').filter((w, i) => w !== 'Mother, arrived safely. Storms fierce but holding strong. Love, Donald.'.split(' ')[i]).length;
      assert.ok(slips <= 1, out);
    }
    // Round 50.
    for (const out of rewrittenEach(
      'One dawn\u2014I no longer numbered them\u2014I met my oldest self on the road. The story will be sparked by an odd circumstance\u2014Rhys hiding from paparazzi in her bookstore\u2014and evolve through their letters. ' +
        'I will avoid polished, impressive prose at the expense of readability. The Nine stated these principles in 1977 and on several occasions subsequently. Her hair was styled in intricate ringlets.',
      ['a', 'b', 'c', 'd'],
    )) {
      assert.doesNotMatch(out, /dawn, I no longer|circumstance, Rhys|great prose|occasions then|complex ringlets/u, out);
    }
    // Round 51: letters named by labels; "she's asked for me", "she's even started".
    const labelled =
      'LETTER 1 (JANUARY)\n\nDearest Mother,\n\nI\u2019ve been at the lighthouse now for a month and I must admit the solitude is beginning to weigh on me. I can\u2019t say it\u2019s easy.\n\nYours,\nAngus\n\n' +
      'LETTER 2 (MARCH)\n\nMother,\n\nElspeth arrived last week. She\u2019s even started teaching me to paint, and I don\u2019t mind the long evenings now.\n\nYours,\nAngus\n';
    for (const out of rewrittenEach(labelled, ['a', 'b', 'c', 'd'], { ...PLAIN, formality: 5, typos_enabled: true, typos_per_100_words: 10 })) {
      for (const kept of ['I\u2019ve been at the lighthouse now for a month', 'I can\u2019t say it\u2019s easy.', 'She\u2019s even started teaching me to paint, and I don\u2019t mind the long evenings now.']) assert.ok(out.includes(kept), out);
    }
    for (const out of rewrittenEach('Her sister is ill. She\u2019s asked for me to come to her side at once. She\u2019s even started writing every day.', ['a', 'b'], { ...PLAIN, formality: 5 })) {
      assert.doesNotMatch(out, /She is asked|she is even started/iu, out);
    }
    for (const out of rewrittenEach('He paced my apartment \u2013 kitchen to living room, living room back to kitchen \u2013 his restless energy barely contained.', ['a', 'b'])) {
      assert.match(out, /kitchen\), his restless/u, out);
    }
    // Round 52.
    for (const out of rewrittenEach('Add 28 g vital wheat gluten to the dry mix. When deeply held beliefs about truth collide, people fight. The course would aim to improve service. We should aim to educate learners about the road ahead.', ['a', 'b', 'c', 'd'])) {
      assert.doesNotMatch(out, /(?:important|key) wheat|When held beliefs|intend to/u, out);
    }
    // Round 53 (read at standard): a list of terms in a paired aside ending "etc."; a term kept; "reveal".
    for (const out of rewrittenEach(
      'We studied how the agency\u2019s existing tools \u2014 its website, forms, flyers, systems, etc. \u2014 help those who are filing. ' +
        'The model rests on four factors: strategy, resources, processes, and outcomes. Teams that score high on resources and outcomes grow.\n\nOutcomes, finally, are the results a team can show. I think I reveal no secret when I tell you this.\n',
      ['a', 'b', 'c', 'd'],
      PLAIN,
      'standard',
    )) {
      assert.doesNotMatch(out, /tools: its|results\b.*results a team|and results\b|show no secret/su, out);
    }
    // Round 54.
    const proposal =
      'Background workers perform concurrent marking and mutators perform assists. The worker or assist that dropped it sets a flag. ' +
      'Each goroutine can accumulate assist credit for this scanning. Australia requires no upfront tuition from its students.\n\n' +
      'Her voice was refined and optimistic. Her life was a tapestry of moments, each one a thread in the larger weave of life.\n\n' +
      'Make sure the doctor explained the risks and benefits of the procedure clearly, and the patient had a chance to ask questions about it.\n';
    for (const out of rewrittenEach(proposal, ['a', 'b', 'c', 'd'], { ...PLAIN, formality: 1 })) {
      assert.doesNotMatch(out, /helps|help credit|or help that|Australia needs|improved and optimistic|(?:mix|blend) of moments|clearly\. The patient/u, out);
    }
    // Round 55: "both" takes two items, never a Y with an "and" of its own.
    for (const out of rewrittenEach('Our aim is not only to relieve the symptom of poverty, but to cure it and, above all, to prevent it. This purpose not only broadens the appeal of museums but also enriches the landscape and promotes cohesion.', ['a', 'b', 'c'])) {
      assert.doesNotMatch(out, /\bboth\b/u, out);
    }
    for (const out of rewrittenEach('From this standpoint, the \u2018basic theme for the entire organizing model is found in the following recipe for sensemaking: \u2018\u2018How can I know what I think until I see what I say?\u2019\u2019 \u2019 (Weick, 1979, p. 133). The argument is made at length (pp. 64\u20135) and we utilize it here.', ['a', 'b', 'c'], { ...PLAIN, typos_enabled: true, typos_per_100_words: 30 })) {
      assert.ok(out.includes('\u2018basic theme for the entire organizing model is found in the following recipe for sensemaking: \u2018\u2018How can I know what I think until I see what I say?\u2019\u2019 \u2019'), out);
      assert.match(out, /pp\. 64\u20135/u, out);
    }
    // Round 56.
    for (const out of rewrittenEach(
      'While shadows lurk beyond the edges of perception, werewolves and vampires remain our last hope. WavLM sheds light on a general pre-trained model for speech tasks. ' +
        'Students learn to write robust and sharable code in the course. The war went on for years, resulting in significant loss of life. Fields such as graphics, physics, and chemistry use it.',
      ['a', 'b', 'c', 'd'],
    )) {
      assert.doesNotMatch(out, /perception and werewolves|clears up|strong and sharable|(?:large|major) loss/u, out);
    }
    // Round 57: a story set wholly in italics is the writer's prose.
    const italics = '*The following days brought with them a sense of dread. Each time I ventured into the manor, I felt I would utilize every chance to leave.*\n\n*But despite the fear that gripped me, I could not resist the allure of the mysteries that lay within the walls of the old house.*\n';
    assert.ok(rewrittenEach(italics, ['a', 'b', 'c']).some((out) => out !== italics));
    for (const out of rewrittenEach('Go and tell this to your friend who\u2019s mayor is English. She knows who\u2019s coming tonight.', ['a', 'b'], { ...PLAIN, formality: 5 })) {
      assert.match(out, /friend who\u2019s mayor is English/u, out);
    }
    // Round 58.
    for (const out of rewrittenEach('She looks at me for a long time. I say: I don\u2019t blame you. Cacao, vanilla, and tobacco became valuable commodities in Europe.', ['a', 'b', 'c'], { ...PLAIN, formality: 5 })) {
      assert.match(out, /I say: I don\u2019t blame you\./u, out);
      assert.match(out, /valuable commodities/u, out);
    }
    for (const out of rewrittenEach('We continue to maintain 11 per cent of our zone as a marine protected area. That well-known area \u2014 the Phoenix Islands Protected\n\nArea \u2014 is considered to be a powerful and effective tool for the fisheries.\n\nStatic word embeddings are expected to account for core meanings - and literal meanings in metaphor detection tasks.\n', ['a', 'b', 'c'])) {
      assert.doesNotMatch(out, /area: the Phoenix|meanings: and/u, out);
    }
    for (const out of rewrittenEach('Marketers strategically craft their messages to influence potential customers at every step.', ['a', 'b', 'c', 'd'])) {
      assert.doesNotMatch(out, /shape potential/u, out);
    }
    for (const out of rewrittenEach('Teachers found strength in a multifaceted reclamation of their profession over the years.', ['a', 'b', 'c'])) {
      assert.match(out, /multifaceted reclamation/u, out);
    }
    // Round 60: an inverted sentence keeps the phrase its verb follows.
    for (const out of rewrittenEach('The classical school shaped the field. At its core was the conviction that human beings possess free will.', ['a', 'b', 'c'])) {
      assert.doesNotMatch(out, /(?:^|\. )Was the conviction/u, out);
    }
    for (const out of rewrittenEach('Modern thought sees each theory as necessary but insufficient\u2014incorporating social, psychological, and biological perspectives.', ['a', 'b', 'c'])) {
      assert.doesNotMatch(out, /insufficient: incorporating/u, out);
    }
    // Round 61.
    for (const out of rewrittenEach('She went away, though her reasons were excellent\u2014she needed a rest, her sister was sick, the house was cold.', ['a', 'b', 'c'])) {
      assert.doesNotMatch(out, /excellent, she needed/u, out);
    }
    for (const out of rewrittenEach('The plan will enable the network to not only maintain its competitive edge but also to redefine the news.', ['a', 'b', 'c'])) {
      assert.doesNotMatch(out, /to both maintain/u, out);
    }
    for (const out of rewrittenEach('When the pack came back at dusk, Apex gathered them together and addressed them.', ['a', 'b', 'c', 'd'])) {
      assert.doesNotMatch(out, /dealt with them/u, out);
    }
    // Round 63.
    for (const out of rewrittenEach('We ask whether the noise itself may be a sufficient mechanism of learning. Alex walked up to the old house at the end of the lane. Alex\u2019s heart sank at the sight. It was empty, the windows shattered and the door gone.', ['a', 'b', 'c', 'd', 'e', 'f'])) {
      assert.doesNotMatch(out, /a enough|sight[,;] (?:and )?it was empty/u, out);
    }
    // Round 64.
    const cutOff = 'That is why we reiterate the position expressed by our President\n\nmore than three decades ago:\n\n\u201cAs long as the concept of sovereignty exists as a\n\nprerogative of nations and independent peoples, as a\n\nright of all peoples, we do not accept the exclusion\n\nof our people from that right. As long as the world\n';
    for (const out of rewrittenEach(cutOff, ['a', 'b', 'c'], { ...PLAIN, typos_enabled: true, typos_per_100_words: 20 })) {
      assert.ok(out.endsWith('\u201cAs long as the concept of sovereignty exists as a\n\nprerogative of nations and independent peoples, as a\n\nright of all peoples, we do not accept the exclusion\n\nof our people from that right. As long as the world\n'), out);
    }
    for (const out of rewrittenEach('Labelled data is expensive, and it is significantly difficult to collect for low-resource languages.', ['a', 'b', 'c'])) {
      assert.doesNotMatch(out, /greatly (?:hard|difficult)/u, out);
    }
    for (const out of rewrittenEach('The vast majority only get scraps, while a few get everything. The room was filled with unnaturally vibrant flora.', ['a', 'b', 'c'])) {
      assert.doesNotMatch(out, /huge majority|lively flora/u, out);
    }
    // Round 65.
    for (const out of rewrittenEach(
      'Remy knew every tunnel under the city, though he never said it out loud\u2014rats do not really have a spoken language.\n\nCriminals spoke of it in whispers. Of vaults opened from below. Of alarms triggered by unseen paws. The police dismissed it as an urban legend.\n',
      ['a', 'b', 'c', 'd'],
    )) {
      assert.doesNotMatch(out, /out loud, rats|paws[,;] (?:and )?the police/u, out);
    }
    // Round 67.
    for (const out of rewrittenEach('Most people finish in about half a day. If you get stuck at any point, post in **#eng-onboarding** \u2014 someone will help, and it also helps us. There was the light restlessness, the vital essence of it everywhere.', ['a', 'b', 'c'])) {
      assert.doesNotMatch(out, /\*\*, someone|important essence/u, out);
    }
    const transmissions =
      'Transmission Log #1\nFrom: Dr. Amelia Kepler\nTo: Dr. Lena Sagan\n\nLena,\n\nWe\u2019ve finally made planetfall. The landscape is unlike anything I\u2019ve ever seen.\n\n' +
      'Transmission Log #2\nFrom: Dr. Amelia Kepler\nTo: Dr. Lena Sagan\n\nLena,\n\nWe\u2019ve run a battery of tests, and I can\u2019t wait to learn more. I\u2019ll keep you posted.\n';
    for (const out of rewrittenEach(transmissions, ['a', 'b', 'c'], { ...PLAIN, formality: 5, typos_enabled: true, typos_per_100_words: 10 })) {
      for (const kept of ['We\u2019ve finally made planetfall', 'anything I\u2019ve ever seen', 'We\u2019ve run a battery of tests, and I can\u2019t wait to learn more. I\u2019ll keep you posted.']) assert.ok(out.includes(kept), out);
    }
    // Round 68.
    for (const out of rewrittenEach('Such creatures are far more numerous and varied than previously assumed by the survey team.', ['a', 'b', 'c', 'd'])) {
      assert.doesNotMatch(out, /more many/u, out);
    }
    // A tapestry of things counted is still a mix.
    assert.doesNotMatch(rewritten('The city is a rich tapestry of cultures and languages, and it has been for a long time.'), /tapestry/u);
  });

  it('reads the sixty-ninth round on (session 13): "and, furthermore,", plain interview questions, straight single quotations, songs, a fragment after an exclamation, colours', () => {
    // Round 69: an adverb set off after "and," keeps its place.
    for (const out of rewrittenEach('There are few openings for scientists or engineers, and, furthermore, labors for graduates are poorly paid in the region.', ['a', 'b', 'c', 'd'])) {
      assert.doesNotMatch(out, /and, also,/u, out);
    }
    // Round 70: an interview set in plain questions keeps its answers.
    const interview =
      'Wikinews interviews Robert Sarvis, nominee for Governor.\n\nInterview\n\n' +
      'What is the most important aspect of your background that voters should know about?\n\n' +
      'I am the only candidate born and raised here. Moreover, I\u2019m the only one who embodies both physically and philosophically the growing diversity of the commonwealth.\n\n' +
      'What are your thoughts on the job the governor has done?\n\n' +
      'He did well early in his term pushing back against huge tax increases. It\u2019s crucial that we do better, especially with strong leadership.\n\n' +
      'What would you do first?\n\nI would cut the tax code down to size, because people want something better.\n';
    const answers = interview.split('\n\n').filter((p) => p.startsWith('I ') || p.startsWith('He '));
    for (const out of rewrittenEach(interview, ['a', 'b', 'c'], { ...PLAIN, formality: 5, typos_enabled: true, typos_per_100_words: 10 })) {
      for (const kept of answers) assert.ok(out.includes(kept.trim()), out);
    }
    // A quotation in straight single marks with apostrophes inside, over hard-wrapped lines.
    const quoted =
      "After the Bug BBQ, Christina Koch commented: 'It's really cool to see how having lots of different people\n" +
      "contribute makes the whole thing so much better, and it's crucial to resolve issues as they're addressed via PRs.'\n";
    const inner = quoted.slice(quoted.indexOf("'"), quoted.lastIndexOf("'") + 1);
    for (const out of rewrittenEach(quoted, ['a', 'b', 'c', 'd'], { ...PLAIN, formality: 5, typos_enabled: true, typos_per_100_words: 10 })) {
      assert.ok(out.includes(inner), out);
    }
    // Memories that surged did not soar; a vibrant colour is bright, not lively.
    for (const out of rewrittenEach('Memories surged: screeching metal, a shout, the dark. The vibrant cobalt blue buildings lined the quiet harbour front.', ['a', 'b', 'c', 'd'])) {
      assert.doesNotMatch(out, /soared|lively cobalt/u, out);
    }
    // A "sentence" going on after a quotation's exclamation closes the colon's list: no join.
    for (const out of rewrittenEach(
      'Then came Day 3: a cramped studio apartment, the smell of burnt coffee, and a nametag reading *\u201cHi, I\u2019m Lila!\u201d* pinned to a wrinkled apron. My hands trembled as I steamed milk for a cappuccino at the counter.',
      ['a', 'b', 'c', 'd', 'e', 'f'],
    )) {
      assert.doesNotMatch(out, /apron[,;] (?:and )?my hands/u, out);
    }
    // A song keeps its singer's contractions.
    const song =
      '(Verse 1)\nI\u2019m crawling through endless corridors of smog and static, and though I know they\u2019re tightening the screws, I keep mumbling that I\u2019ll say I\u2019m down.\n\n' +
      '(Chorus)\nUnder the flicker of broken streetlights I blaze down a trail of raw anger, and I\u2019ll say I\u2019m down for the fight that churns out our destiny.\n';
    for (const out of rewrittenEach(song, ['a', 'b', 'c'], { ...PLAIN, formality: 5, typos_enabled: true, typos_per_100_words: 10 })) {
      assert.equal(out.match(/I\u2019ll say I\u2019m down/gu)?.length, 2, out);
      assert.match(out, /they\u2019re tightening/u, out);
    }
    // Round 72: an article quoted in straight marks over paragraphs stays as written.
    const article =
      'At what temperature should I serve them?\n\n' +
      '"Wine experts advise that white wines be served at 45 to 55 degrees, light reds at about 60 degrees and complex reds at "room temperature" or 65 to 70 degrees.\n\n' +
      'Chardonnay, on the other hand, though white, is more complex and thus is usually served at the upper end of the scale.\n\n' +
      'Riesling should be chilled for 4 or 5 hours, a chardonnay for 1-2 hours. However, it is best to set a kitchen timer in case you forget the bottle."\n\n' +
      'So keep the wine chilled and let it stand before serving.\n';
    const quotedParagraphs = article.split('\n\n').slice(1, 4);
    for (const out of rewrittenEach(article, ['a', 'b', 'c'], { ...PLAIN, formality: 5, typos_enabled: true, typos_per_100_words: 10 })) {
      for (const kept of quotedParagraphs) assert.ok(out.includes(kept), out);
    }
    // A word closing the sentence after a dash is announced by a colon, never addressed after a comma.
    for (const out of rewrittenEach('He asks what she is doing later, and she laughs at him. The bell rings - customer. She goes to the front and smiles.', ['a', 'b', 'c'])) {
      assert.match(out, /rings: customer\./u, out);
    }
    // A scholarly draft keeps its register when the plan sampled a casual one.
    const abstract =
      'In this paper we propose a method for paraphrase generation [12]. Many previous attempts at using round-trip translation have failed, and our results show that the method can solve a wide range of new tasks.';
    const sampledFormality = rewrittenEach(abstract, ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h'], { typos_enabled: false, persona: 'someone', tone: 'plain' });
    for (const out of sampledFormality) assert.doesNotMatch(out, /a lot of previous|all kinds of|lots of new/iu, out);
    // Round 73: code pasted without a fence, a section title under a rule drawn in characters,
    // "the maybe variants", valuable elements.
    const pasted =
      'For example, the approach is simple and it works well for each channel of the input.\n\n' +
      '---------------------------------------------------------\nimport torch\nimport torch.nn.functional as F\n\n' +
      'Here each input channel is convolved with the same set of kernels, producing feature maps per channel.\n\n' +
      '\u2500\u2500\u2500\u2500\u2500\u2500\u2500\u2500\u2500\u2500\n2. Applying a group of t kernels to each channel\n\n' +
      'Now suppose instead you want to have different kernels applied to each channel of the input.\n\n' +
      'We can keep all the maybe variants by simply matching on them. The plant is recovering valuable elements from tailings.\n';
    for (const out of rewrittenEach(pasted, ['a', 'b', 'c', 'd'], { ...PLAIN, formality: 5, typos_enabled: true, typos_per_100_words: 10 })) {
      assert.ok(out.includes('import torch\nimport torch.nn.functional as F'), out);
      assert.ok(out.includes('2. Applying a group of t kernels to each channel'), out);
      assert.doesNotMatch(out, /perhaps variants|(?:useful|helpful) elements/u, out);
    }
    // Round 74: a formal essay (no contraction, formal connectives) keeps its register when the
    // plan sampled a casual one.
    const essay =
      'International sporting events bring many benefits to the host country. Moreover, all fans who travel to the games spend money in local shops, and the city received many visitors last year. ' +
      'The organisers also receive support from the government, which helps them to plan the events with great care and to keep the public safe at all times. ' +
      'Furthermore, the games give young people a reason to take up sport, and many schools start new clubs after a major tournament has taken place in their region. ' +
      'There are costs as well, since new stadiums are very expensive and are often left empty when the events are over. ' +
      'In conclusion, international sporting events have many advantages for the host country, and those advantages outweigh the costs in most cases.';
    for (const out of rewrittenEach(essay, ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h'], { typos_enabled: false, persona: 'someone', tone: 'plain' })) {
      assert.doesNotMatch(out, /Bottom line|On top of that|Plus,|a lot of|\bgot\b|really/u, out);
    }
    // Round 75: a bare noun and its verb after a dash make a clause ("tone matters"), never spliced on with a comma.
    for (const out of rewrittenEach('When you write to the board, avoid appearing evasive or prosecutorial\u2014tone matters as much as trigger words. Keep every reply short and plain.', ['a', 'b', 'c'])) {
      assert.doesNotMatch(out, /prosecutorial, tone/u, out);
    }
    // Round 76: an intensifier under a negation is the claim, and one before an elliptical echo carries it.
    for (const out of rewrittenEach('No one truly understood the depth of my pain. I had not meant to get here. I truly had not. The day was deeply strange.', ['a', 'b', 'c'])) {
      assert.match(out, /No one truly understood/u, out);
      assert.match(out, /I truly had(?: not|n't)\./u, out);
    }
    // Round 76: a paper presents its work (and nothing is ever "demo"ed).
    for (const out of rewrittenEach('We present a survey of recent work on prompting. This paper presents a method that still covers many tasks, and we demonstrate it on three benchmarks.', ['a', 'b', 'c', 'd'])) {
      assert.match(out, /We present a survey/u, out);
      assert.match(out, /This paper presents a method/u, out);
      assert.doesNotMatch(out, /\bdemo/u, out);
    }
    // Round 77: a long draft without one contraction (a speech) keeps its register too.
    const speech =
      'Mr. President, allow me to congratulate you on your election to preside over this session of the General Assembly. My delegation is confident that your experience will guide our work to a successful end. ' +
      'Our country has entered a new era of a multiparty political system, and the transition has been peaceful. The elections held last year were free and fair, as many observers from the region have confirmed. ' +
      'We are grateful to the friends who stood by us during those difficult years. Their support gave our people the courage to rebuild the institutions of the state and to restore the rule of law. ' +
      'The economy remains fragile. Prices for our main exports fell sharply, and the burden of external debt weighs heavily on the budget. We call upon our partners to consider new forms of relief for the least developed countries. ' +
      'Peace in our region is the first condition of development. The conflict on our northern border has driven thousands of families from their homes, and many of them still live in camps. ' +
      'Perhaps the international community could do more to help the neighbouring states to settle their differences through dialogue. We believe that peace serves the interests of every nation in the region. ' +
      'The United Nations must remain the centre of our common efforts. Its reform should give the developing countries a stronger voice in the Security Council and in the institutions that shape the world economy. ' +
      'In closing, my delegation renews its commitment to the principles of the Charter and to the work of this Organization.';
    for (const out of rewrittenEach(speech, ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h'], { typos_enabled: false, persona: 'someone', tone: 'plain' })) {
      assert.doesNotMatch(out, /a lot of|Maybe|\breally\b/u, out);
    }
    // Round 78: "that address" is a noun, a compelling work holds its reader, a fridge cleared every Friday is cleared.
    for (const out of rewrittenEach('The server listens on 127.0.0.1 by default, and that address means nothing inside a container. We help writers create direct, accessible, and compelling written works.', ['a', 'b', 'c', 'd'])) {
      assert.match(out, /that address means/u, out);
      assert.match(out, /compelling written works/u, out);
    }
    for (const out of rewrittenEach('Please label food in the fridge; it\u2019s cleared every Friday afternoon by the office team.', ['a', 'b', 'c'], { ...PLAIN, formality: 5 })) {
      assert.doesNotMatch(out, /it has cleared/u, out);
    }
    // Round 79: advice that opens "Feel free to" stays; a speaker correcting herself keeps her dash.
    const advice =
      'Here is a short thank-you note you can send after the interview.\n\n' +
      'Thank you for meeting with me today. I enjoyed hearing about the new analytics team and the way you plan to grow it next year.\n\n' +
      'Feel free to swap in a detail from your own conversation. A specific reference to something the interviewer said shows that you listened.\n';
    for (const out of rewrittenEach(advice, ['a', 'b', 'c', 'd'])) assert.match(out, /Feel free to swap in a detail/u, out);
    for (const out of rewrittenEach('Pluto has a new hat, and it suits him well. Dwarfs do not mind wearing hats either\u2014er, dwarf planets, I mean. The hat stays on all winter.', ['a', 'b', 'c'])) {
      assert.doesNotMatch(out, /either: er/u, out);
    }
    // Round 80: one embraces a lifestyle gladly; no ", and" onto a sentence that runs on with ", but".
    for (const out of rewrittenEach('By embracing a more active lifestyle, people can improve their health. Real-time collaborative editing with live cursors is planned. The merge approach below enables it later, but it is out of scope for this release.', ['a', 'b', 'c', 'd', 'e', 'f'])) {
      assert.doesNotMatch(out, /accepting a more active|planned[,;] (?:and )?the merge/u, out);
    }
    // Round 81: no slip in a word under five letters ("deep" -> "derp").
    const short = 'We have a deep need for help with each very good plan, and this work will help us move fast when the time is right for all of us here.';
    for (const out of rewrittenEach(short, ['a', 'b', 'c', 'd'], { ...PLAIN, typos_enabled: true, typos_per_100_words: 20 })) {
      for (const w of ['deep', 'need', 'help', 'each', 'very', 'good', 'plan', 'work', 'move', 'fast', 'time', 'here']) assert.match(out, new RegExp(`\\b${w}\\b`, 'u'), out);
    }
    // Round 82: "she's drawn to" is a state; a possessive is no contraction, so a formal essay with "society's" stays formal.
    for (const out of rewrittenEach('She explains the reasons she\u2019s drawn to the actor and to his early films.', ['a', 'b'], { ...PLAIN, formality: 5 })) {
      assert.doesNotMatch(out, /she has drawn/u, out);
    }
    for (const out of rewrittenEach(essay.replace('the host country. Moreover', 'society\u2019s host country. Moreover'), ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h'], { typos_enabled: false, persona: 'someone', tone: 'plain' })) {
      assert.doesNotMatch(out, /Bottom line|On top of that|Plus,|a lot of|\bgot\b|really/u, out);
    }
    for (const out of rewrittenEach('The chip runs from its internal oscillator at reset, so it gives a blink of roughly a few times per second.', ['a', 'b', 'c', 'd'])) {
      assert.doesNotMatch(out, /about a few/u, out);
    }
    // Round 83: no "we" brought into a paragraph that never says it.
    for (const out of rewrittenEach('Married women often work long hours, and it is essential to have the flexibility and support necessary to care for a family.', ['a', 'b', 'c', 'd'])) {
      assert.doesNotMatch(out, /\bwe\b/iu, out);
    }
    // Round 83: no "as well as" inside "as … as", nor before a relative clause that qualifies the whole list.
    for (const out of rewrittenEach('So here is to a day as delightful, unexpected, and full of quirky surprises as I am. Teams develop new products, services, and processes that meet the needs of customers.', ['a', 'b', 'c', 'd'])) {
      assert.doesNotMatch(out, /as well as full|as well as processes/u, out);
    }
    // Round 84: an -ing phrase with its own verb after a dash is a subject; no comma splice.
    for (const out of rewrittenEach('I am sorry you are dealing with this \u2014 leaving mid-year for family reasons is hard, and we will help.', ['a', 'b', 'c'])) {
      assert.doesNotMatch(out, /this, leaving/u, out);
    }
    // An eval:rewriter sample: what hinders an ability does not slow it.
    for (const out of rewrittenEach('He argued that stricter language requirements would hinder the ability of talented students to access higher education.', ['a', 'b', 'c', 'd'])) {
      assert.doesNotMatch(out, /slow the ability/u, out);
    }
    // Round 85: "maybe" standing for "may be" after a comma keeps its spelling.
    for (const out of rewrittenEach('Many tools exist. Mover, developed by Anthony and Lashkia (2003), maybe the earliest attempt to label the moves of abstracts automatically.', ['a', 'b', 'c'], { ...PLAIN, formality: 5 })) {
      assert.match(out, /maybe the earliest/u, out);
    }
    // Round 86: a significant amount of power is a large one; a restatement and an appositive
    // between dashes are no aside; an unspaced "--" pairs with a spaced one.
    for (const out of rewrittenEach('In that mode the regulator may dissipate significant power, so it needs a heat sink on the board.', ['a', 'b', 'c', 'd'])) {
      assert.doesNotMatch(out, /major power/u, out);
    }
    const mind = 'A nation, like a person, has a mind -- a mind that must be kept informed and alert, that must understand the needs of its neighbors -- all the other nations that live within the narrowing circle of the world. If we lose that sacred fire--if we let it be smothered with doubt and fear -- then we shall reject the destiny that was set for us.';
    for (const out of rewrittenEach(mind, ['a', 'b', 'c', 'd'])) {
      assert.doesNotMatch(out, /neighbors\) all|fear, then/u, out);
    }
    // An eval:rewriter sample: enhancing a harm makes it greater, not better.
    for (const out of rewrittenEach('Reduced sediment supply because of aggradation upstream will enhance the downstream degradation of the channel.', ['a', 'b', 'c', 'd'])) {
      assert.match(out, /enhance the downstream degradation/u, out);
    }
    // A writer who sets "i" in lower case keeps it so when a contraction is expanded.
    for (const out of rewrittenEach('so here is what i\u2019ve tried: restarting the router, swapping the cable, and calling the shop twice.', ['a', 'b'], { ...PLAIN, formality: 5 })) {
      assert.doesNotMatch(out, /\bI have\b/u, out);
    }
    // Round 71: a pronoun ending its span before emphasis keeps the contraction before it.
    for (const out of rewrittenEach('I had known it all along. Why couldn\u2019t I *act* on it? The answer came much later, on a cold night in the spring.', ['a', 'b', 'c'], { ...PLAIN, formality: 5 })) {
      assert.doesNotMatch(out, /could not I/u, out);
    }
  });

  it('reads the eighty-seventh round on (session 14): a denial inside a "while" clause, insights into, a turn against the sentence before, a misspelt "its", slips in rare words', () => {
    // Round 87: "while X is not A, it is B" keeps its order: "is B, not A" would leave the clause
    // with no main clause.
    const recognition = 'In conclusion, while recognition is not a formal requirement for statehood, it is an indispensable feature of international relations. Scholars agree, arguing that while it is not a formal requirement, it is a powerful tool for shaping global orders.';
    for (const out of rewrittenEach(recognition, ['a', 'b', 'c', 'd'])) {
      assert.doesNotMatch(out, /, not a formal requirement/u, out);
    }
    // Round 87: insights go "into" something; lessons never do.
    // (At `low` a stock phrase is taken by chance, so the rule for "valuable insights" may stand alone.)
    for (const out of rewrittenEach('Understanding the dynamics of recognition thus provides valuable insights into the ways in which power, norms, and legitimacy interact on the global stage.', ['a', 'b', 'c', 'd', 'e', 'f'], PLAIN, 'low')) {
      assert.doesNotMatch(out, /lessons into/u, out);
    }
    // Round 88: a denial after a plain statement turns against it; ", and" would file it with the statement.
    for (const out of rewrittenEach('What I will remember most is how he showed up. He did not say "I love you" very often. But he came to every recital and every game, rain or shine.', ['a', 'b', 'c', 'd', 'e', 'f'])) {
      assert.doesNotMatch(out, /showed up, and he/u, out);
    }
    // Round 88: "it's" between a noun and an adjective with its noun is a misspelt "its".
    for (const out of rewrittenEach('Fresh beans, good water and a clean grinder matter most. All of these give your coffee it\u2019s great taste, and the roast does the rest.', ['a', 'b'], { ...PLAIN, formality: 5 })) {
      assert.doesNotMatch(out, /it is great taste/u, out);
    }
    // Round 87: no slip that spells a derived word ("rescued" -> "rescuee"); round 88: no slip in a
    // rare or a borrowed word ("mole verde" -> "mole vsrde").
    const typed = 'The black-footed ferret was rescued in much the same way, and the chef served a smoked chicken with mole verde that became one of our bestsellers, along with salsa and chorizo tacos for the whole crowd every single weekend.';
    for (const out of rewrittenEach(typed, ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h'], { ...PLAIN, typos_enabled: true, typos_per_100_words: 20 })) {
      assert.doesNotMatch(out, /rescuee/u, out);
      for (const w of ['verde', 'salsa', 'chorizo']) assert.match(out, new RegExp(`\\b${w}\\b`, 'u'), out);
    }
    // Round 89: a dash in a paragraph that ends mid-sentence ("simplifies to", a formula next) stays.
    const outward = 'Take the sum.\n\nWorking outward many times \u2013 and noticing that at one inner stage a term simplifies to\n\n  1 + 1\u00d7( \u2026 ) = 1 + (\u2026)\n\n\u2014you eventually obtain 20.5 as the value of the nested part.\n';
    for (const out of rewrittenEach(outward, ['a', 'b', 'c'])) assert.match(out, /many times \u2013 and noticing/u, out);
    // Round 90: an adverbial "whether or not" keeps its "or not"; a participle naming a kind ("assisted
    // revenue") is no verb; a contraction before a tag set off by commas is speech.
    const mixed = 'Whether or not you use Rust today, we want to know your opinions. The campaign also generated $3,100 in assisted revenue last quarter. You didn\u2019t, he noted, \u201csee Seneca Doane coming around with any flowers.\u201d';
    for (const out of rewrittenEach(mixed, ['a', 'b', 'c', 'd'], { ...PLAIN, formality: 5 })) {
      assert.match(out, /Whether or not you use/u, out);
      assert.match(out, /assisted revenue/u, out);
      assert.match(out, /You didn\u2019t, he noted/u, out);
    }
    for (const text of ['Whether or not you use Rust today, we want to know your opinions. The campaign also generated $3,100 in assisted revenue last quarter.', 'Most of the work was computer-assisted review, which saved time.']) {
      for (const out of rewrittenEach(text, ['a', 'b', 'c', 'd'], { ...PLAIN, formality: 1 })) {
        assert.doesNotMatch(out, /Whether you|helped revenue|computer-helped/u, out);
      }
    }
    // Round 92: Python pasted without a fence keeps its statements and comments; a post quoted
    // with one ">" per paragraph break keeps its words.
    const python = 'Here is the loop:\n\ndef display_animation():\n    # Loop until the event is set and the screen is cleared\n    while not stop_event.is_set():\n        for stage in range(8):\n            if stop_event.is_set():\n                break\n            clear_screen()  # Clear the screen before drawing each frame\n\nThe program clears the screen and prints a message when the animation stops, so nothing else is needed for the final version.\n';
    const quotedPost = 'We are happy to hear that the program has a permanent place in government. See the blog post below for more information.\n\n>\nToday, the president announced an executive order that formally establishes the program and houses it within the walls of the agency, where fellows serve as partners to policy experts.\n>\nThe primary objective is to create a more responsive government, one that continually delivers better programs and the change they\u2019d like to see.\n';
    for (const seed of ['a', 'b', 'c', 'd']) {
      const typed = run(python, { ...PLAIN, typos_enabled: true, typos_per_100_words: 20 }, { quality: 'high', seed }).output_text;
      for (const line of python.split('\n').filter((l) => /^\s/u.test(l) || l.startsWith('def'))) assert.ok(typed.includes(line), typed);
      const post = run(quotedPost, { ...PLAIN, formality: 5, typos_enabled: true, typos_per_100_words: 20 }, { quality: 'high', seed }).output_text;
      for (const para of quotedPost.split('>\n').slice(1)) assert.ok(post.includes(para.trim()), post);
    }
    // Round 91: no slip in a word glued to garbled quotation marks.
    const garbled = 'The second model learns a \u00c3\u00a2\u00c2\u0080\u00c2\u009cpersona generator\u00c3\u00a2\u00c2\u0080\u00c2\u009d that writes replies for each speaker, and the results across three large benchmarks show clear gains over earlier methods.';
    for (const out of rewrittenEach(garbled, ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h'], { ...PLAIN, typos_enabled: true, typos_per_100_words: 30 })) {
      assert.match(out, /\u009cpersona generator\u00c3/u, out);
    }
    // Round 93: a goodbye of offers keeps each one, said plainly ("I hope this helps" was cut).
    for (const out of rewrittenEach('As for benefits, I do not notice a huge difference with coffee alone. I would advocate a DIY version rather than buying products.\n\nI hope this helps. I\u2019d be happy to answer any other questions.\n', ['a', 'b', 'c'])) {
      assert.match(out, /I hope that is useful\. I(?: am|['\u2019]m) glad to answer any other questions\./u, out);
    }
    // Round 96: a hedge closing the sentence after a dash takes a comma, not a colon.
    for (const out of rewrittenEach('Whole Bean Coffee will go stale within 14 days - on average. Ground coffee lasts about a week - usually.', ['a', 'b', 'c'])) {
      assert.doesNotMatch(out, /: on average|: usually/u, out);
    }
    // Rounds 95 and 96: a "which" split off after a noun that acts takes "It", not "This".
    for (const out of rewrittenEach('The meetings will be held every Tuesday at the Ushirika Community Centre, which has agreed to host us for the full year.', ['a', 'b', 'c', 'd'])) {
      assert.doesNotMatch(out, /\. This has agreed/u, out);
    }
    for (const out of rewrittenEach('She lost her keys on the long bus ride home, which was annoying for everyone involved in the trip.', ['a', 'b', 'c', 'd'])) {
      assert.doesNotMatch(out, /\. It was annoying/u, out);
    }
    // Round 97: an offer beside the writer's own closing sentence is said plainly, not cut.
    for (const out of rewrittenEach('Technology has changed how students learn in many ways across the world.\n\nI hope this essay meets your requirements. Let me know if you\u2019d like any revisions or adjustments.\n', ['a', 'b', 'c'])) {
      assert.match(out, /Tell me if you.d like any revisions or adjustments\./u, out);
    }
    // Round 97: "a lot of progress" is no "many progress".
    for (const text of ['That does not mean there has not been a lot of progress since the first release.', 'There has been a lot of news about the project since the first release.']) {
      for (const out of rewrittenEach(text, ['a', 'b', 'c', 'd'], { ...PLAIN, formality: 5 })) assert.doesNotMatch(out, /many (?:progress|news)/u, out);
    }
    // Rounds 97 and 98: a four-letter word with an inflection takes its slip in the ending, never
    // in the stem ("helps" -> "helos", "needs" -> "neds").
    const inflected = 'It helps to close the gap, and it meets the needs of the occupants, so the plan works well and keeps the costs within reach of every family in the region this year.';
    for (const out of rewrittenEach(inflected, ['a', 'b', 'c', 'd', 'e', 'f'], { ...PLAIN, typos_enabled: true, typos_per_100_words: 30 })) {
      for (const w of ['helps', 'meets', 'needs', 'works', 'keeps', 'costs']) assert.match(out, new RegExp(`\\b${w.slice(0, 4)}\\p{L}{1,2}\\b`, 'u'), out);
    }
    // Round 98: "a living body, veins and arteries" is a thing and what it is made of, not a list.
    for (const out of rewrittenEach('The room looked like a living body, veins and arteries sketched in neon, pumping lived experience into the night.', ['a', 'b', 'c', 'd'])) {
      assert.doesNotMatch(out, /as well as arteries/u, out);
    }
    // Round 100: the short sentences after "I whisper the only prayer I remember:" are the prayer.
    for (const out of rewrittenEach('The sky deepens from blood to black and there are no stars tonight. I whisper the only prayer I remember: Thank you. I\u2019m sorry. Goodnight.', ['a', 'b', 'c'], { ...PLAIN, formality: 5 })) {
      assert.match(out, /Thank you\. I\u2019m sorry\. Goodnight\./u, out);
    }
    // Round 101: a dash after a bold phrase that a second dash closes opens an aside; both stay.
    for (const out of rewrittenEach('Strategy matters for every team. Secondly, **conducting a thorough environmental scan** \u2013 analyzing the market, competitors, and technological landscape \u2013 is essential for identifying threats.', ['a', 'b', 'c'])) {
      assert.doesNotMatch(out, /scan\*\*, analyzing/u, out);
    }
    // Round 102: a participle after a degree word is an adjective ("more highly refined" is no "improved").
    for (const out of rewrittenEach('Higher priced spirits tend to be more highly refined, and vodka is filtered many times over charcoal.', ['a', 'b', 'c'])) {
      assert.match(out, /highly refined/u, out);
    }
    // Round 102: a list of the learners' own notes, introduced as such, keeps their words; a label
    // line takes no typo.
    const notes = 'I taught two workshops this year, and both went well for different reasons.\n\nSticky notes (the learners write something that we could improve on and something that worked well for them) from my lessons are below:\n\n#### Git\n\n*Worked well:*\n\n- Overall, I\u2019m very glad I took the course. I\u2019ll definitely adopt the workflow.\n- Really liked the shell parts and the exercises.\n\n*Needs work:*\n\n- Why can\u2019t we start at 9\n- Dimming the lights might make it easier to see the big screen.\n';
    for (const out of rewrittenEach(notes, ['a', 'b', 'c', 'd'], { ...PLAIN, formality: 5, typos_enabled: true, typos_per_100_words: 20 })) {
      for (const item of notes.split('\n').filter((l) => l.startsWith('- '))) assert.ok(out.includes(item), out);
    }
    const label = 'The question was closed, but the answer below still helps, and the thread shows the whole story of the argument.\n\nOriginal comment:\n\nThe first settlers arrived in the valley in spring and built their houses along the river before the summer floods came.\n';
    for (const out of rewrittenEach(label, ['a', 'b', 'c', 'd', 'e', 'f'], { ...PLAIN, typos_enabled: true, typos_per_100_words: 30 })) {
      assert.match(out, /\nOriginal comment:\n/u, out);
    }
    // Round 103: an aside summed up after its closing dash ("—evidence that…") keeps both dashes.
    for (const out of rewrittenEach('Each story left scars on history\u2014an earthquake in Lisbon, a decade-long eclipse in Bactria\u2014evidence that the artifact took more than it gave.', ['a', 'b', 'c'])) {
      assert.doesNotMatch(out, /\) evidence/u, out);
    }
    // Rounds 103 and 104: no typo in a run-in head before its colon, in the term after "called", or
    // in a paper's section heading run into its text.
    const termed = '1. Define your target market: Clearly identify the customers you serve and what they need from you every single week.\n\nTwice a month the tides grow stronger than usual. Those are called spring tides, even though they happen all year round.\n\nWe leave extensions of our method to future research. Conclusions and future work We proposed a method to improve the robustness of language models.\n';
    for (const out of rewrittenEach(termed, ['a', 'b', 'c', 'd', 'e', 'f'], { ...PLAIN, typos_enabled: true, typos_per_100_words: 30 })) {
      for (const kept of ['Define your target market:', ' spring tides', 'Conclusions and future work We']) assert.ok(out.includes(kept), out);
    }
    // Round 104: a sentence with "ain't" keeps its contractions.
    for (const out of rewrittenEach('Trust the sources you can check. (It ain\u2019t what you know that gets you, it\u2019s what you think you know.)', ['a', 'b'], { ...PLAIN, formality: 5 })) {
      assert.match(out, /it\u2019s what you think/u, out);
    }
    // Round 105: a script whose turns carry a stage direction ("Lucario (smiling confidently):")
    // and messages set one per line ("**Me:** …⏎**Alex:** …") keep their speakers' words.
    const script = '[Setting: A forest near the sea.]\n\nGallade: What a beautiful day, Lucario. I feel the forest is whispering adventure.\n\nLucario (smiling confidently): Indeed, Gallade. I\u2019ve been training by Finizen. My aura control has improved remarkably.\n\nGallade (raising an eyebrow): Trained by Finizen, you say? Then let\u2019s put that training to good use in the vibrant sea.\n\nLucario: I\u2019d like that. Our growth isn\u2019t confined to battles alone.\n';
    const messages = 'That night, I can\u2019t sleep. Again.\n\nFinally, I text Alex:  \n**Me:** What if it\u2019s all just a prank?  \n**Alex:** Then we\u2019ve wasted a lot of time.  \n**Me:** Or made some good stories.\n';
    for (const seed of ['a', 'b', 'c']) {
      const out = run(script, { ...PLAIN, formality: 5 }, { quality: 'high', seed }).output_text;
      for (const turn of script.split('\n\n').slice(1)) assert.ok(out.includes(turn.trim()), out);
      assert.match(run(messages, { ...PLAIN, formality: 5 }, { quality: 'high', seed }).output_text, /What if it\u2019s all just a prank\? {2}\n\*\*Alex:\*\* Then we\u2019ve wasted/u);
    }
    // Round 106: a list of someone's lessons, named as such, keeps their words; "regarding" after
    // a comma is a look.
    const lessons = 'We had a great week at the unconference.\n\n[Some key lessons from Steph de Silva](https://twitter.com/example/status/1)\n\n- The best thing about R isn\u2019t the language, it\u2019s the number of people who want to help\n- Mistakes make you a better programmer\n';
    for (const out of rewrittenEach(lessons, ['a', 'b', 'c'], { ...PLAIN, formality: 5, typos_enabled: true, typos_per_100_words: 20 })) {
      for (const item of lessons.split('\n').filter((l) => l.startsWith('- '))) assert.ok(out.includes(item), out);
    }
    for (const out of rewrittenEach('Jane Finn stirred and sat up, regarding the speaker with wide astonished eyes.', ['a', 'b', 'c', 'd'], { ...PLAIN, formality: 1 })) {
      assert.match(out, /sat up, regarding the speaker/u, out);
    }
    // Round 107: a pair after a dash read as speech breaking off is no aside of its own.
    for (const out of rewrittenEach('How can you deal with such a class? How can you - without giving too much workload to those without previous knowledge - bring those students to the level which is needed in order to understand new things - without bothering those who know this already?', ['a', 'b', 'c'])) {
      assert.doesNotMatch(out, /knowledge, bring|things, without/u, out);
    }
    // Round 108: a paragraph of mostly code lines is code throughout, and so is a package line.
    const cue = 'Save this as deployment.cue:\n\npackage cluster\n\n// Define a reusable schema for a container.\n#Container: {\n  // The container\u2019s name and image.\n  name:  string\n  image: string\n}\n\nThe reusable schema makes it clear which fields every container must have, and the deployment resource specifies the rest.\n';
    for (const out of rewrittenEach(cue, ['a', 'b', 'c', 'd'], { ...PLAIN, typos_enabled: true, typos_per_100_words: 30 })) {
      assert.ok(out.includes(cue.slice(cue.indexOf('package'), cue.indexOf('}\n') + 1)), out);
    }
    // Round 108: an opening phrase behind "And" is closed by its comma; "X, Y and Z" there is no list.
    for (const out of rewrittenEach('The war goes on. And in this enduring battle against the cosmic horrors that lurk beyond the edges of perception, werewolves and vampires remain our last hope.', ['a', 'b', 'c'])) {
      assert.doesNotMatch(out, /as well as vampires/u, out);
    }
    // Round 109: a noun phrase with its relative clause is joined onto nothing; no typo in a question
    // cited inside a sentence.
    for (const out of rewrittenEach('Tina looked at the sneakers in her hands. The ones she\u2019d used to stop the Syndicate.', ['a', 'b', 'c', 'd'], { ...PLAIN, formality: 5 })) {
      assert.match(out, /hands\. The ones/u, out);
    }
    const cited = 'This question, Why was there no solution found to Soviet famines and near-famines? was closed for being about social science, although it asks a fair historical question about the years before the war.';
    for (const out of rewrittenEach(cited, ['a', 'b', 'c', 'd', 'e', 'f'], { ...PLAIN, typos_enabled: true, typos_per_100_words: 30 })) {
      assert.ok(out.includes('Why was there no solution found to Soviet famines and near-famines?'), out);
    }
    // Round 110: "a significant fraction" is no "large fraction"; "Why doesn't the theorem apply?" keeps its contraction.
    for (const out of rewrittenEach('Pointing this out does lead a significant fraction of the student population to disengage from the course.', ['a', 'b', 'c', 'd'])) {
      assert.doesNotMatch(out, /large fraction|major fraction/u, out);
    }
    for (const out of rewrittenEach('(As an example: Why doesn\u2019t the Central Limit Theorem apply here?) Why can\u2019t we start at 9?', ['a', 'b'], { ...PLAIN, formality: 5 })) {
      assert.doesNotMatch(out, /does not the|cannot we/u, out);
      assert.match(out, /Why can we not start/u, out);
    }
    // Round 111: one aims a beam; only "aim to" seeks.
    for (const out of rewrittenEach('He approached the opening. He aimed the beam directly at the dark aperture, aiming it into the darkness.', ['a', 'b', 'c', 'd'])) {
      assert.doesNotMatch(out, /sought|seeking/u, out);
    }
    // Round 112: "foster a sense of ownership" keeps "a sense of"; a participle after "the most
    // recently" is an adjective; "maybe obtained" is "may be obtained".
    for (const out of rewrittenEach('Clear rules would foster a sense of ownership and encourage investment, and the most recently presented information is remembered best.', ['a', 'b', 'c', 'd'])) {
      assert.doesNotMatch(out, /build ownership|recently showed/u, out);
    }
    for (const out of rewrittenEach('The official registration and financial information of HSUS maybe obtained from the office of the Secretary of State.', ['a', 'b', 'c'], { ...PLAIN, formality: 5 })) {
      assert.match(out, /HSUS maybe obtained/u, out);
    }
    // Round 112: a long formal essay with a contraction or two is still formal ("In conclusion," is no "Bottom line:").
    const longEssay = `${'Firstly, the federation must secure stable funding for regional tracks, and the governing body should publish its accounts every year. '.repeat(20)}It isn\u2019t simple. In conclusion, ensuring the long-term sustainability of the sport requires reform.`;
    assert.ok(isFormal(longEssay, 430));
    assert.ok(!isFormal('I don\u2019t think so, and it isn\u2019t what we\u2019re after. '.repeat(12), 144));
    // Round 114: an -ing phrase with a modal and its verb after a dash is a subject; no comma splice.
    for (const out of rewrittenEach('You can dispense a large amount of beer to a large jug - removing beer from the keg will reduce the pressure in the keg.', ['a', 'b', 'c'])) {
      assert.doesNotMatch(out, /jug, removing/u, out);
    }
    // Round 115: a wish after a factual answer stays a wish ("Good luck with it." made no sense).
    for (const out of rewrittenEach('The caffeine content is listed by the roaster on its website for every blend it sells.\n\nHere is my source. I hope this helps you!\n', ['a', 'b', 'c'])) {
      assert.doesNotMatch(out, /Good luck/u, out);
    }
  });
  it('reads the hundred-and-seventeenth round on (session 15): lists after "more about", quotations holding quotations', () => {
    // Round 117: "less about X and more about Y, Z, and W" keeps the list on the "more" side.
    for (const out of rewrittenEach('In the end, trust is less about perfection and more about consistency, relatability, and accountability.', ['a', 'b', 'c'])) {
      assert.match(out, /than about perfection\./u, out);
      assert.doesNotMatch(out, /than about perfection and/u, out);
    }
    // Round 118: a straight quotation holding a curly one is quoted to its own closing mark.
    const title = 'See the MathOverflow question,\n"The \u201cDzhanibekov effect\u201d--an exercise in mechanics or fiction? Explain mathematically a video from a space station,"\nand especially the response by Terry Tao here.';
    for (const out of rewrittenEach(title, ['a', 'b', 'c', 'd'], { ...PLAIN, typos_enabled: true, typos_per_100_words: 30 })) {
      assert.ok(out.includes(title.slice(title.indexOf('"'), title.lastIndexOf('"') + 1)), out);
    }
    // Round 119: "many" only before a plural ("a wide range of material" is no "many material").
    for (const f of [1, 3, 5] as const) {
      for (const out of rewrittenEach('The internet provides access to a wide range of material, and a plethora of advice besides.', ['a', 'b', 'c', 'd', 'e', 'f'], { ...PLAIN, formality: f })) {
        assert.doesNotMatch(out, /many material|many advice/u, out);
      }
    }
    // Round 120: "partly because, with little technology at the time - it was easier" opens a
    // clause that the words after the dash complete: a comma, no full stop.
    for (const out of rewrittenEach('I posted two answers, partly because I had new information, and partly because, with limited technology at the time - it was frankly easier!', ['a', 'b', 'c'])) {
      assert.match(out, /at the time, it was/u, out);
    }
    // Round 120: "harness X to the creation of Y", however long X, yokes X to it.
    for (const out of rewrittenEach('The moment has arrived to harness the vast energies and abundance of this land to the creation of a new order.', ['a', 'b', 'c', 'd'])) {
      assert.match(out, /harness/u, out);
    }
    // Round 121: no replacement says again the word the sentence has just said.
    for (const out of rewrittenEach('They\u2019re living, breathing things, constantly changing, constantly evolving. They\u2019re the map.', ['a', 'b', 'c', 'd', 'e'])) {
      assert.doesNotMatch(out, /changing, (?:\p{L}+ )?changing/u, out);
    }
    // Round 121: "It's can't" is the draft's slip, left as written ("It is cannot" made it louder).
    for (const out of rewrittenEach('It\u2019s can\u2019t just be a single bad keg, it\u2019s the whole batch.', ['a', 'b', 'c'], { ...PLAIN, formality: 5 })) {
      assert.match(out, /It\u2019s can\u2019t just/u, out);
    }
    // Round 122: "my only leverage" is the noun; the verb row's "use" is no advantage.
    for (const out of rewrittenEach('If the door held, then my only leverage was the present ten seconds multiplying endlessly.', ['a', 'b', 'c', 'd'])) {
      assert.match(out, /my only leverage/u, out);
    }
    // Round 123: "gain valuable insights into" is to learn about; a compelling journey grips, it does not convince.
    for (const out of rewrittenEach('The tags track the birds, enabling researchers to gain valuable insights into their behavior. The writers create a compelling emotional journey.', ['a', 'b', 'c', 'd'])) {
      assert.match(out, /learn a lot about their behavior/u, out);
      assert.doesNotMatch(out, /convincing/u, out);
    }
    // Round 124: a speech over several paragraphs ("“‘…") holding quoted words of its own
    // (“liberals”) is quoted to its paragraph's end.
    const speech = '\u201c\u2018But the way of the righteous is not all roses. The worst menace is the gentry who call themselves \u201cliberals\u201d and \u201cradicals\u201d and God only knows how many other trick names! They constitute the worst of this whole gang, and I am ashamed to say that several of them are on the faculty of our own Alma Mater.\n\nThe crowd cheered as he sat down.\n';
    for (const out of rewrittenEach(speech, ['a', 'b', 'c', 'd'], { ...PLAIN, typos_enabled: true, typos_per_100_words: 30 })) {
      assert.ok(out.startsWith(speech.slice(0, speech.indexOf('\n'))), out);
    }
    // Round 125: a short first line over the lines of its paragraph is their title: no typo there.
    const plan = 'Structural Choices  \n\u2022 Eight chapters of about 1,000 words each; each must carry a specific emotional turn.  \n\u2022 Finale leaves threads open.\n\nWhat we\u2019re avoiding  \n\u2022 Oversimplified villainy or gift-wrapped resolutions.  \n\u2022 Repetitive cliffhangers; mechanical beat sheets.\n';
    for (const out of rewrittenEach(plan, ['a', 'b', 'c', 'd', 'e', 'f'], { ...PLAIN, typos_enabled: true, typos_per_100_words: 30 })) {
      assert.ok(out.startsWith('Structural Choices  \n') && out.includes('\n\nWhat we\u2019re avoiding  \n'), out);
    }
    // Round 125: a question quoted after a colon by a single mark that never closes keeps its contractions.
    for (const out of rewrittenEach("And here I would like to ask this first: *'How many of you have found a notebook that does not work: functions are deprecated, can't tell if the results are reproducible?*", ['a', 'b', 'c'], { ...PLAIN, formality: 5 })) {
      assert.match(out, /can't tell/u, out);
    }
    // Round 126: a verb whose "-ation" noun the paragraph uses is its field's term.
    for (const out of rewrittenEach('White-box approaches have been successfully applied to similar problems in vision where one can directly optimize the continuous input. Optimization-based approaches become difficult in the language domain due to the discrete nature of text. We bypass this issue by directly optimizing in the latent space.', ['a', 'b', 'c', 'd', 'e', 'f'])) {
      assert.match(out, /directly optimize/u, out);
    }
    // Round 127: a numbered step's line takes no typo; verse set in short lines keeps its contractions.
    const steps = 'Step 1. Find the volume of one ribosome.\n\u2022 Its radius is about 12.5 nanometres, so its volume is about 8,200 cubic nanometres.\n\nStep 2. Calculate the total ribosome volume in one cell.\n\u2022 There are 15,000 ribosomes per cell, so together they fill about 0.12 cubic micrometres.\n';
    for (const out of rewrittenEach(steps, ['a', 'b', 'c', 'd', 'e', 'f'], { ...PLAIN, typos_enabled: true, typos_per_100_words: 30 })) {
      assert.ok(out.includes('Step 2. Calculate the total ribosome volume in one cell.'), out);
    }
    const lyrics = 'Are you quoting the Beatles version?\n\nThere\u2019s nothing you can know that isn\u2019t known.\nNothing you can see that isn\u2019t shown.\nNowhere you can be that isn\u2019t where you\u2019re meant to be.\nIt\u2019s easy.\n';
    for (const out of rewrittenEach(lyrics, ['a', 'b', 'c'], { ...PLAIN, formality: 5 })) {
      assert.ok(out.endsWith(lyrics.slice(lyrics.indexOf('There'))), out);
    }
    // Round 127: a word of the common table said twice is an echo; a word cited in quotation marks stays everywhere.
    for (const out of rewrittenEach('But she simply had to have nice cheery friends.\n\nErik was nice and cheery.\n', ['a', 'b', 'c', 'd', 'e', 'f'], { ...PLAIN, formality: 2 })) {
      assert.match(out, /nice and cheery/u, out);
    }
    for (const out of rewrittenEach('Problem solving is absolutely essential to the course.\n\nYou start off by mentioning the "essential" role of problem solving.\n', ['a', 'b', 'c', 'd', 'e', 'f'])) {
      assert.match(out, /absolutely essential/u, out);
    }
    // Round 128: "vary constraints" takes no "differ"; a compelling short piece is no convincing one;
    // "incorporates latent topics to the process" keeps its verb.
    for (const out of rewrittenEach('Students should list assumptions, vary constraints, and check edge cases. The summarizer incorporates latent topics to the summary generation process. Write a humanlike, compelling short piece.', ['a', 'b', 'c', 'd', 'e', 'f'], { ...PLAIN, formality: 2 })) {
      assert.doesNotMatch(out, /differ constraints|convincing short|includes latent/u, out);
    }
    // Round 129: an opening mark with a space after it, after "said,", still opens the quotation.
    for (const out of rewrittenEach('Many governments restrict the artists. Frank Zappa once said, " Mind is like a parachute, it doesn\'t work if its not open." Restrictions don\'t help.', ['a', 'b', 'c'], { ...PLAIN, formality: 5 })) {
      assert.match(out, /it doesn't work if its not open/u, out);
    }
    // Round 131: a monologue set as a script ("Mikan (whispering):" over its words) keeps its
    // speaker's words; "significantly" beside a study reports a test.
    const scene = '[Scene: A quiet bedroom. Mikan sits at her desk.]\n\nMikan (softly, to herself): H-here we go\u2026 I can do this\u2026 even if it\u2019s just a game.\n\n[The camera focuses on the screen.]\n\nMikan (whispering):\nOh my\u2026 The controls\u2026 they\u2019re a bit twitchy. I need to be careful.\n\n[Her avatar hits a bump.]\n\nMikan (voice trembling):\nA-ah! I\u2019m s-sorry, little friend\u2026 I didn\u2019t mean to.\n';
    for (const out of rewrittenEach(scene, ['a', 'b', 'c'], { ...PLAIN, formality: 5 })) {
      assert.match(out, /it\u2019s just a game[^]*they\u2019re a bit twitchy[^]*I\u2019m s-sorry[^]*didn\u2019t mean/u, out);
    }
    for (const out of rewrittenEach('There are many studies that support this, but here is one.\n\nSelf-affirmation. Self-affirmation (that is, affirming a value important to the individual) can significantly increase performance.\n\nRole Models. Role models that students respect can significantly decrease stereotype threat.\n', ['a', 'b', 'c', 'd', 'e', 'f'])) {
      assert.doesNotMatch(out, /greatly/u, out);
    }
    // Round 133: ", and the mechanism introduced in Transformers" is a noun phrase: no cut there.
    for (const out of rewrittenEach('The success of these networks is primarily attributed to the two-stage training process (self-supervised pre-training and task-based fine-tuning), and the attention mechanism introduced in Transformers.', ['a', 'b', 'c', 'd', 'e', 'f'])) {
      assert.match(out, /, and the attention mechanism introduced in Transformers\./u, out);
    }
    // Round 133: "assess for a risk" screens for it; "emulate the `tag`" reproduces what it does.
    for (const out of rewrittenEach('Alternatively, users can emulate the `,innerxml` struct tag using XML tokens. Clinicians should immediately assess for any risk of harm to herself or others.', ['a', 'b', 'c', 'd'])) {
      assert.doesNotMatch(out, /judge for|copy the|imitate the/u, out);
    }
    // Round 134: a name in bold alone on its line over a question from the floor: the question is theirs.
    const floor = 'Questions from the audience:\n\n**Lennert Schepers**   \nIf I want to start with fixing an issue, what are essential parts that I should know before fixing? Or are there parts that are necessary and others that are less urgent?\n\n**Eric Scott**   \nFor example, changing the output of a function could break code that I never saw. How do you handle that?\n\nWe answered both at length.\n';
    for (const out of rewrittenEach(floor, ['a', 'b', 'c', 'd'], { ...PLAIN, typos_enabled: true, typos_per_100_words: 30 })) {
      assert.ok(out.startsWith(floor.slice(0, floor.indexOf('We answered'))), out);
    }
    // Round 135: "deeply" keeps a participle's degree ("deeply indebted" against "slightly indebted").
    for (const out of rewrittenEach('The situation of poor countries, which are deeply indebted, requires solidarity, while middle-income countries are only slightly indebted.', ['a', 'b', 'c', 'd', 'e', 'f'])) {
      assert.match(out, /deeply indebted/u, out);
    }
    // Round 136: a list item made of the asker's question, over its answer, takes no typo.
    const asked = 'Here is what I found.\n\n1. Why does the loop fail?\n\nIt fails because the list changes while you iterate over it.\n\n2. Does it make sense that it is faulty? What is the logic behind the issue Unity is declaring?\n\nYes, it makes sense. The issue is not that your logic for iterating over the list is wrong.\n';
    for (const out of rewrittenEach(asked, ['a', 'b', 'c', 'd', 'e', 'f'], { ...PLAIN, typos_enabled: true, typos_per_100_words: 30 })) {
      assert.ok(out.includes('\n\n2. Does it make sense that it is faulty? What is the logic behind the issue Unity is declaring?\n\n') && out.includes('\n\n1. Why does the loop fail?\n\n'), out);
    }
    // Round 138: "someone who's job permitted" is a misspelt "whose": it stays as written.
    for (const out of rewrittenEach('If someone who\u2019s job permitted them to work on Go wanted to help, they could.', ['a', 'b', 'c'], { ...PLAIN, formality: 5 })) {
      assert.match(out, /who\u2019s job/u, out);
    }
    // Round 139: a name the draft's code uses ("while", "expected") takes no typo in the prose.
    const loop = 'Here is the loop:\n\n```cpp\nwhile (expected < x) {\n  expected *= 2;\n}\n```\n\nThe while loop checks the condition each time. If expected is no longer less than x, the loop stops and the function returns the value it reached.\n';
    for (const out of rewrittenEach(loop, ['a', 'b', 'c', 'd', 'e', 'f'], { ...PLAIN, typos_enabled: true, typos_per_100_words: 30 })) {
      assert.match(out, /The while loop[^]*If expected is/u, out);
    }
    // Round 141: "their stores served as" are plural; "1–800 numbers" is no range; "what he's
    // stumbled into" and "the activity he's observed" are "has".
    for (const out of rewrittenEach('They became known for roasting exceptional beans, and their stores served as a gathering place. Call us (for example, websites, 1\u2013800 numbers, or in person).', ['a', 'b', 'c', 'd'])) {
      assert.doesNotMatch(out, /stores was|1 to 800/u, out);
    }
    for (const out of rewrittenEach('He stood, uncertain of what he\u2019s stumbled into. He recorded the strange activity he\u2019s observed on the colony.', ['a', 'b', 'c'], { ...PLAIN, formality: 5 })) {
      assert.doesNotMatch(out, /he is stumbled|he is observed/u, out);
    }
    // Round 142: "And really, if you feel … - you should see a doctor": no main clause before the
    // "if", so the dash takes its comma, not a semicolon.
    for (const out of rewrittenEach("And really, if you feel at all beyond 'blaugh' - you should see a doctor quickly.", ['a', 'b', 'c'])) {
      assert.doesNotMatch(out, /'blaugh';/u, out);
    }
    // Round 143: "there's" before a plural keeps its spoken form ("there is … tags" disagrees).
    for (const out of rewrittenEach('Yet there\u2019s still more applicable tags to add.', ['a', 'b', 'c'], { ...PLAIN, formality: 5 })) {
      assert.doesNotMatch(out, /there is still more applicable tags/iu, out);
    }
    // Round 145: "A fire escape, clinging to the building." is a fragment: no join onto it.
    for (const out of rewrittenEach('I searched for a way out. Then, I saw it. A fire escape, clinging to the side of the building.', ['a', 'b', 'c', 'd'])) {
      assert.match(out, /I saw it\. A fire escape/u, out);
    }
    // Round 146: a dash before a phrase, its comma and a clause of its own takes a semicolon.
    for (const out of rewrittenEach('What\u2019s next?\n------------\n\nThe Lab has done some great work already \u2014 in the last six months of\n2015 alone, we completed more than 70 projects, and we\u2019re hoping to help\neven more folks in the months to come.\n', ['a', 'b', 'c', 'd'])) {
      assert.doesNotMatch(out, /already, in the last/u, out);
    }
    // Round 147: "optimal" is "best" only after a determiner; no typo in a program's message or a
    // number said in words; "at large - again,⏎it's the nature" is read across its line break.
    for (const out of rewrittenEach('The plan is centered around ensuring optimal physical health and the optimal dose.', ['a', 'b', 'c', 'd', 'e', 'f'])) {
      assert.doesNotMatch(out, /ensuring best/u, out);
    }
    const posted = 'When I log in I get this message:\n\nError: Email address does not match your profile\n\nThe company sold upward of 2 point something billion shares that year, which nobody expected.\n';
    for (const out of rewrittenEach(posted, ['a', 'b', 'c', 'd', 'e', 'f'], { ...PLAIN, typos_enabled: true, typos_per_100_words: 30 })) {
      assert.ok(out.includes('Error: Email address does not match your profile') && out.includes('2 point something'), out);
    }
    for (const out of rewrittenEach("We do have a user driven community here and\nyou won't always see eye to eye with the community at large - again,\nit's the nature of the beast: some people will fall through the cracks.\n", ['a', 'b', 'c'])) {
      assert.doesNotMatch(out, /at large, again/u, out);
    }
  });

  it('reads the hundred-and-forty-ninth round on (session 16): unquoted speech before its tag, claims reported past "but"', () => {
    // Round 150: a poem quoted in a forum answer keeps its words, one long line among its short ones.
    const riddle = 'I believe this riddle is a good example.\n\nGod gave him his boyhood one-sixth of his life,\nOne twelfth more as youth while whiskers grew rife;\nAnd then yet one-seventh ere marriage begun;\nIn five years there came a bouncing new son.\nAlas, the dear child of master and sage\nAfter attaining half the measure of his father\'s life chill fate took him.\n';
    for (const out of rewrittenEach(riddle, ['a', 'b', 'c', 'd', 'e', 'f'], { ...PLAIN, typos_enabled: true, typos_per_100_words: 30 })) {
      assert.ok(out.includes(riddle.slice(riddle.indexOf('God'))), out);
    }
    // Rounds 150 and 151: words before a closing speech tag ("…, they'd assured her.", "…, I told
    // myself.") are a character's, quoted or not; their contractions stay.
    const told = '*He\u2019s probably passed out in a cantina by now*, they\u2019d assured her. This isn\u2019t home, but it\u2019ll do, I told myself.';
    for (const out of rewrittenEach(told, ['a', 'b', 'c', 'd'], { ...PLAIN, formality: 5 })) {
      assert.ok(out.includes('He\u2019s probably') && out.includes('This isn\u2019t home, but it\u2019ll do'), out);
    }
    // Round 151: "not just X or Y but also Z" is no "both X or Y and Z".
    for (const out of rewrittenEach('My goals have shifted towards not just reading widely or writing voraciously but also uplifting others.', ['a', 'b', 'c', 'd'])) {
      assert.doesNotMatch(out, /\bboth\b/u, out);
    }
    // Round 152: a claim reported with "say that" may run past "but"; no cut there. A dash before
    // three short items, each with its comma, takes a colon. "that's bit me" is "that has bit me".
    const essay = 'His enemies say that he may have had large ideas, but he was a bad man and a worse neighbour to all of them. He is thinking of the things that divide men\u2014diet, dress, decorum, rings in the nose as in Africa, or in the ears as in Europe.';
    for (const out of rewrittenEach(essay, ['a', 'b', 'c', 'd', 'e', 'f'])) {
      assert.ok(out.includes('large ideas, but he was') && out.includes('divide men: diet'), out);
    }
    for (const out of rewrittenEach('Its something that\u2019s bit me quite recently too.', ['a', 'b', 'c'], { ...PLAIN, formality: 5 })) {
      assert.doesNotMatch(out, /that is bit/u, out);
    }
    // Round 154: items listed as "pulled from" a workshop are its words, and a story forwarded in
    // an e-mail (its Reuters dateline) is the agency's, up to the next thematic break.
    const typos = { ...PLAIN, typos_enabled: true, typos_per_100_words: 30 };
    const prompts = 'At the meta level, the following prompts were discussed (pulled from the Data Divide workshop):\n\n- What specific skills or resources are most important to address this challenge?\n- What is the broader impact of addressing our challenges?\n\nAfter that we went home and talked about what we had learned during the long day.\n';
    for (const out of rewrittenEach(prompts, ['a', 'b', 'c', 'd'], typos)) {
      assert.ok(out.includes(prompts.slice(prompts.indexOf('- What'), prompts.indexOf('\n\nAfter'))), out);
    }
    const story = 'WASHINGTON (Reuters) - An online "anarchist scavenger\nhunt" proposed for next week\'s annual meeting of the\nInternational Monetary Fund and World Bank here has raised the ire\nof local police. Several thousand people are expected to demonstrate.';
    const mail = `My own words here about the meeting are plain and I wrote them myself today for you.\n\n${story}\n\n---\n\nI think this is important because the meeting matters to everyone here in town.\n`;
    for (const out of rewrittenEach(mail, ['a', 'b', 'c', 'd'], typos)) {
      assert.ok(out.includes(story), out);
    }
    for (const out of rewrittenEach(`Subject: [vox] Scavenger Hunt Raises D.C. Police Ire (fwd)\n\nThe story follows here, as the paper printed it on the morning of the meeting.\n\n${story}\n`, ['a', 'b', 'c'], typos)) {
      assert.ok(out.includes('The story follows here, as the paper printed it on the morning of the meeting.') && out.includes(story), out);
    }
    // Round 161: "reputation—ensuring that the care … is matched": a participle whose object is a
    // clause takes a comma, not a semicolon.
    for (const out of rewrittenEach('The hospital can align its internal culture with its outward reputation\u2014ensuring that the care provided to patients is matched by care given to the people who deliver it.', ['a', 'b', 'c'])) {
      assert.doesNotMatch(out, /reputation;/u, out);
    }
    // Round 164: an interview's bold question wrapped over two lines is still its question.
    const asked = (q: string, a: string): string => `**JH: ${q}**\n\n**MH:** ${a}\n`;
    const interview = [
      '**Jeannine Hunter: What is your role at TTS? How would you describe it\nto someone who doesn\u2019t work in the government?**\n\n**Mark Hopson:** I\u2019m a contracting lead here, so I work with\nagency partners whenever they buy something.\n',
      asked('Why\u2019d you want to work here?', 'I really love working for the government because it\u2019s a mission I believe in.'),
      asked('What specialties do you bring to TTS?', 'I\u2019ve been an operational contracting officer for five years now.'),
    ].join('\n');
    for (const out of rewrittenEach(interview, ['a', 'b', 'c', 'd'], { ...PLAIN, formality: 5 })) {
      assert.ok(out.includes('someone who doesn\u2019t work in the government?'), out);
    }
    // What one tells another may run on past ", and": no cut there (round 159, a minor slip).
    for (const out of rewrittenEach('I tell them certainty is the first weapon the old heroes sharpened against me, and I have no wish to inherit their armory.', ['a', 'b', 'c', 'd', 'e', 'f'])) {
      assert.match(out, /against me, and I have/u, out);
    }
    // Round 166: "returns –1" keeps its minus sign; the words under an image, in bold, are the
    // image's (a card's message) and keep their contractions.
    for (const out of rewrittenEach('If the item is not found in the list, the function returns \u20131. Otherwise, we return \u20131 when the loop ends early and nothing else happens.', ['a', 'b', 'c', 'd'])) {
      assert.equal((out.match(/return(?:s)? \u20131/gu) ?? []).length, 2, out);
    }
    const card = 'So spread a little love this Valentine\u2019s Day with our cards, which we made for you.\n\n![The accordion with a valentines message exposed.](/assets/img/vday/accordion.png)\n**Accordion to me, you\u2019re the best.**\n\n![A message over the logo.](/assets/img/vday/logo.png)\n\n*There\u2019s no standard way to say I love you.*\n';
    for (const out of rewrittenEach(card, ['a', 'b', 'c', 'd'], { ...PLAIN, formality: 5 })) {
      assert.ok(out.includes('Accordion to me, you\u2019re the best.') && out.includes('There\u2019s no standard way to say I love you.'), out);
    }
    // Round 167: two turns of a dialogue in one paragraph, each on its line, are the speakers';
    // ", consequently," set off by commas is no "so"; "it's own" stays (round 168).
    const dialogue = 'Neighbor: Hi there! I don\u2019t believe we\u2019ve met. I\u2019m Linda from next door.  \nAlien: Salutations, Linda. My internal state registers significant contentment.\n\nNeighbor: Oh, that\u2019s great to hear! How do you like it so far?  \nAlien: It is, I trust, what most individuals do.\n';
    for (const out of rewrittenEach(dialogue, ['a', 'b', 'c', 'd'], { ...PLAIN, formality: 5 })) {
      assert.equal(out, dialogue);
    }
    for (const out of rewrittenEach('Myrren\u2019s shadow, consequently, was supplied by the dead. I think it deserves it\u2019s own point here.', ['a', 'b', 'c', 'd'], { ...PLAIN, formality: 5 })) {
      assert.ok(out.includes(', consequently,') && out.includes('it\u2019s own'), out);
    }
    // Round 169: curly marks garbled by a wrong decoding still quote; "between X, and Y" and a
    // guess ("the best I can figure is that X, and Y") are not cut at ", and" (rounds 169, 170);
    // "The deeper we delved" keeps its going down (round 171).
    const garbled = 'Introduction \u00c3\u00a2\u00c2\u0080\u00c2\u009cThere is a growing consensus that significant, rapid progress can be made in spoken language understanding by investigating those phenomena that occur most centrally in naturally occurring materials.\u00c3\u00a2\u00c2\u0080\u00c2\u009d (Marcus et al., 1993) Since then the field has grown.';
    for (const out of rewrittenEach(garbled, ['a', 'b', 'c', 'd'], typos)) {
      assert.ok(out.includes(garbled.slice(0, garbled.indexOf(' (Marcus'))), out);
    }
    const coffee = 'There is no difference between a shot extracted from a cold filter, and one extracted from a warmed one in my testing. The best I can figure is that it\u2019s fragile, and the narrower neck somehow helps concentrate the bubbles in the glass. The deeper we delved, the heavier the air grew around us all.';
    for (const out of rewrittenEach(coffee, ['a', 'b', 'c', 'd', 'e', 'f'])) {
      assert.ok(out.includes('cold filter, and one') && /fragile, and the narrower/u.test(out) && out.includes('deeper we delved'), out);
    }
    // Round 176: a word or two in italics that make a sentence of their own, its full stop after
    // the italics, are a message given as speech.
    for (const out of rewrittenEach('She looked at him across the table, her eyes conveying a silent message. *Don\u2019t*. He kept quiet after that and did not say a word.', ['a', 'b', 'c', 'd'], { ...PLAIN, formality: 5 })) {
      assert.ok(out.includes('*Don\u2019t*.'), out);
    }
    // Rounds 177 to 180: speech left open at the paragraph's end, a short italic line read out
    // ("*Come quickly.*"), sticky notes in single marks, a formula line, the words of a name written
    // in lower case, an e-mail's sign-off keep their words; "does not merely X but also Y" is no
    // "both"; "a moral imperative but…" is a noun; "an element of risk", "as you indicated",
    // "unfairly scrutinized" keep their sense.
    const keepAll: Array<[string, string]> = [
      ['Dr. Pepper smiled reassuringly. "Not quite. I want you to see this as a transition, a stepping stone towards a healthier lifestyle for everyone.', 'a stepping stone towards a healthier lifestyle for everyone.'],
      ['Elias unfolded the letter that had arrived at dawn, its seal stamped with a crest. *The tomb has been found*, it read. *Come quickly.*', '*Come quickly.*'],
      ['The learners wrote their sticky notes: \'I\'m going okay\', \'please go slower\', \'help\' and a few drawings besides.', '\'I\'m going okay\''],
    ];
    for (const [draft, kept] of keepAll) {
      for (const out of rewrittenEach(draft, ['a', 'b', 'c', 'd'], { ...typos, formality: 5 })) assert.ok(out.includes(kept), out);
    }
    const recipe = 'Add Vital Wheat Gluten to the dough before kneading it well.\n\nBread flour is strong; likewise, vital wheat gluten is powerful when added to weaker flours.\n\n\u2192 F \u2248 water weight / 0.60 for the flour amount.\n\nGive me bandwidth or give me death,\nElias\n';
    for (const out of rewrittenEach(recipe, ['a', 'b', 'c', 'd', 'e', 'f'], typos)) {
      assert.ok(out.includes('vital wheat gluten') && out.includes('water weight') && out.includes('give me death,\nElias'), out);
    }
    const essay2 = 'This figure does not merely represent the direct costs of violence, but also incorporates the indirect costs. This is not just a moral imperative but also a strategic one. Outsourcing introduced a crucial element of risk: dependency. The soup is thin (as you indicated) and officers report feeling undervalued and unfairly scrutinized.';
    for (const out of rewrittenEach(essay2, ['a', 'b', 'c', 'd', 'e', 'f'])) {
      assert.ok(!/does both/u.test(out) && /moral imperative/u.test(out) && /element of risk/u.test(out) && /as you indicated/u.test(out) && /unfairly scrutinized/u.test(out), out);
    }
    // Rounds 181 to 184: italic speech closed by a comma and its tag, letters exchanged under bare
    // names ("Maw,"), a single letter a character writes, a proclamation introduced with its title
    // in quotation marks keep their words or contractions; a dash before "specializing in…" or a
    // list with no comma before its "and" becomes no semicolon or comma.
    for (const out of rewrittenEach('*You\u2019re not going insane,* the writing continued, as if Adrian could sense my thoughts in the dark.', ['a', 'b', 'c', 'd'], { ...typos, formality: 5 })) {
      assert.ok(out.includes('*You\u2019re not going insane,*'), out);
    }
    const letters = 'Dearest Maw,\n\nI hope this letter finds ye well. Miss yer voice, maw.\n\nFergus\n\n--\n\nMaw,\n\nA strange thing happened. She\u2019s had a terrible shock, and there\u2019s a sadness in her.\n\nFergus\n\n--\n\nSon,\n\nDinnae lose heart. Ye\u2019ve a good post and she\u2019s in good hands now.\n\nMaw\n';
    for (const out of rewrittenEach(letters, ['a', 'b', 'c', 'd'], { ...PLAIN, formality: 5 })) {
      assert.ok(out.includes('She\u2019s had a terrible shock, and there\u2019s a sadness'), out);
    }
    const oneLetter = 'So, he did what any self-respecting teenager would do: he wrote her a letter.\n\nDear Lily,\n\nI know this is crazy, but I can\u2019t stop thinking about you. You\u2019re like this ray of sunshine.\n\nYours,\nSeymour\n\nIt wasn\u2019t long before she wrote back, and he didn\u2019t know what to do with himself.\n';
    for (const out of rewrittenEach(oneLetter, ['a', 'b', 'c', 'd'], { ...PLAIN, formality: 5 })) {
      assert.ok(out.includes('but I can\u2019t stop thinking about you. You\u2019re like'), out);
    }
    const proclaimed = 'On September 17, 1859, he distributed letters to the newspapers, proclaiming himself "Emperor of these United States":\n\nAt the peremptory request of a large majority of the citizens, I declare myself Emperor, to cause confidence in our stability and integrity.\n\nThe papers printed it the next morning without any comment at all.\n';
    for (const out of rewrittenEach(proclaimed, ['a', 'b', 'c', 'd'], typos)) {
      assert.ok(out.includes('At the peremptory request of a large majority of the citizens, I declare myself Emperor, to cause confidence in our stability and integrity.'), out);
    }
    for (const out of rewrittenEach('Clients usually hesitated to be seeking out someone like Finnigan Rourke \u2013 specializing in lost causes and found disappointments. You care about what we leave our children \u2014 clean water, thriving grassland and wetlands teeming with life.', ['a', 'b', 'c', 'd'])) {
      assert.ok(!/Rourke;/u.test(out) && !/children, clean/u.test(out), out);
    }
    // "gives you leverage to create scenes" is an advantage, no "use" (round 181).
    for (const out of rewrittenEach('Answering a few of these gives you leverage to create scenes that feel inevitable.', ['a', 'b', 'c', 'd'])) {
      assert.ok(out.includes('gives you leverage to'), out);
    }
    // Rounds 185 to 188: "They'd come after him" threatens and stays; "vows, born of…, served as"
    // takes "were"; "it's typical, creamy head" is a misspelt "its"; "truly seen" keeps "truly";
    // "the walls, floors, and roof" keeps "the" before the roof; ", which is already grappling"
    // is not cut; "attention to craft" keeps its noun; a story under a byline is its author's.
    const round185 = 'The Syndicate wouldn\u2019t stop. They\u2019d come after him, after Elena. Two pivotal vows, born of personal loss and ideological awakening, served as the driving forces of his life. You need to give the beer it\u2019s typical, creamy head. He could not shoot the one person who had ever truly seen him.';
    for (const out of rewrittenEach(round185, ['a', 'b', 'c', 'd'], { ...PLAIN, formality: 5 })) {
      assert.ok(out.includes('They\u2019d come after him') && !/vows,[^.]*was/u.test(out) && out.includes('it\u2019s typical') && out.includes('truly seen'), out);
    }
    const round187 = 'Concrete is the backbone of most buildings, providing the basic structure for the walls, floors, and roof of every home. The collapse would hit the global shipping industry, which is already grappling with high fuel costs and long delays. The best stories show how attention to craft, a willingness to experiment, and an open heart can turn a plain idea into art.';
    for (const out of rewrittenEach(round187, ['a', 'b', 'c', 'd', 'e', 'f'])) {
      assert.ok(!/as well as roof/u.test(out) && out.includes('industry, which is already grappling') && out.includes('attention to craft'), out);
    }
    const byline = 'Fine, I will forward it to the list. It has been on our wall for years.\n\nJoe\n\nThe Bug Count Also Rises\n\nby John Browne\n(Imitation Hemingway Contest Winner)\n\nMany days he stood for a long time and watched the rain and the shuttles and drank his double-tall mochas.\n';
    for (const out of rewrittenEach(byline, ['a', 'b', 'c', 'd'], typos)) {
      assert.ok(out.includes('Many days he stood for a long time and watched the rain and the shuttles and drank his double-tall mochas.'), out);
    }
    // Rounds 189 to 192: a page pasted under its address after a separator is the page's, up to
    // the next separator; "and then—nothing but darkness" keeps its dash; "it perhaps once
    // commanded" keeps "perhaps" between subject and verb.
    const page = 'Information Wave Technologies has announced it will actively deny the\nRecording Industry Association of America from accessing the contents of its network.';
    const pasted = `One of the most bizarre pages I have seen on the Web, and somebody believes this.\n\n===\nhttp://www.example.org/r20i.htm\n\n${page}\n\n---\n\nI think we should all be worried about what comes next for the rest of us.\n`;
    for (const out of rewrittenEach(pasted, ['a', 'b', 'c', 'd'], typos)) {
      assert.ok(out.includes(page), out);
    }
    for (const out of rewrittenEach('He remembered a note slipped into his pocket by an unknown hand, and then\u2014nothing but darkness. The island sat marooned by storms it perhaps once commanded.', ['a', 'b', 'c', 'd'], { ...PLAIN, formality: 1 })) {
      assert.ok(out.includes('and then\u2014nothing') && out.includes('it perhaps once'), out);
    }
    // Rounds 193 to 196: a term named in brackets keeps its name; "is not X; it is Y" with a list
    // in Y keeps its order; no cut at ", and" after a colon, before "some of how…", or inside an
    // "As …," clause; "— in Spanish?" keeps its dash.
    const round193 = 'Reputation is not static; it is shaped by ongoing interactions, media portrayals, and public discourse. Benoit lists several methods: bolstering, which emphasizes the positive traits of the firm. Firms highlight their past achievements (bolstering) to restore trust.';
    for (const out of rewrittenEach(round193, ['a', 'b', 'c', 'd'])) {
      assert.ok(!/discourse, not static/u.test(out) && (out.match(/bolstering/gu) ?? []).length === 2, out);
    }
    const round194 = 'Historians point to two causes: Japan\u2019s aggressive expansion and militarism, and the United States\u2019 reliance on economic coercion without anticipating how it might provoke a cornered adversary. I came across where the name came from, and some of how it was justified at the time. As the weeks turn into months, and the months turn into years, our conversations become more meaningful. Imagine finding every service without having to hunt across platforms \u2014 in Spanish?';
    for (const out of rewrittenEach(round194, ['a', 'b', 'c', 'd', 'e', 'f'])) {
      assert.ok(/militarism, and the United/u.test(out) && /came from, and some of how/u.test(out) && /into months, and the months/u.test(out) && out.includes('platforms \u2014 in Spanish?'), out);
    }
    // Rounds 197 to 200: Python pasted without a fence keeps its docstring (its "__init__" read as
    // bold cut a line); "there's off-tastes" keeps its contraction; "significant percentages" and
    // "enhance the characters' moods" keep their sense.
    const python = 'Here is the widget.\n\nclass FileItem(Static):\n    """\n    A composite widget that represents a file.\n    It is composed of a main button (showing the file name)\n    and an inner delete button.\n    """\n    def __init__(self, file_name: str) -> None:\n        super().__init__()\n        self.file_name = file_name\n\nRun it and click the buttons to see what happens when you do.\n';
    for (const out of rewrittenEach(python, ['a', 'b', 'c', 'd'], typos)) {
      assert.ok(out.includes(python.slice(python.indexOf('class'), python.indexOf('\n\nRun'))), out);
    }
    const round198 = 'A paper filter can taste of paper (that suggests that there\u2019s off-tastes from the paper dust). Polls show significant percentages of voters agree. The setting uses sensory details that reflect and enhance the characters\u2019 moods.';
    for (const out of rewrittenEach(round198, ['a', 'b', 'c', 'd'], { ...PLAIN, formality: 5 })) {
      assert.ok(!/there is off-tastes/u.test(out) && !/major percentages/u.test(out) && !/improve the characters/u.test(out), out);
    }
    // A business letter's closing ("Sincerely,") opens no second letter: one letter is the
    // writer's own and is rewritten (eval:rewriter had read a card company's letter as two).
    const business = 'Dear Cardmember:\n\nWe\u2019re pleased to send you the enclosed card. We\u2019ve made your card easier to use with features you can change yourself.\n\nSincerely,\n\nMark Gilder\n';
    for (const out of rewrittenEach(business, ['a', 'b', 'c'], { ...PLAIN, formality: 5 })) {
      assert.ok(out.includes('We are pleased') || out.includes('We have made'), out);
    }
    // Rounds 201 to 204: "in the domain of mathematics you are attempting"
    // keeps its domain; "it is important to ensure" stays a duty; "ran—none too soon." takes a comma.
    const round201 = 'It is hard to attempt non-standard problems in the domain of mathematics you are attempting to learn. In the end, it is important to ensure that aid is provided in a responsible manner. Tommy took to his heels and ran\u2014none too soon.';
    for (const out of rewrittenEach(round201, ['a', 'b', 'c', 'd', 'e', 'f'])) {
      assert.ok(out.includes('domain of mathematics') && !/helps to make sure|pays to make sure/u.test(out) && !/ran; none/u.test(out), out);
    }
    // Rounds 205 to 208: "—something almost like surprise" and "—something the Zorvath had
    // deemed beneath them" take a comma; "and yet—" keeps its dash; "if I'd put the bins out (I
    // hadn't)" keeps its contraction.
    const round205 = 'Something flickered in his expression\u2014something almost like surprise. They began experimenting with CGI\u2014something the Zorvath had always deemed beneath them. The dialogue was often illogical, and yet\u2014there was something compelling about it. He opened the door. Then\u2014something was wrong. Mum was asking if I\u2019d put the bins out (I hadn\u2019t).';
    for (const out of rewrittenEach(round205, ['a', 'b', 'c', 'd'], { ...PLAIN, formality: 5 })) {
      assert.ok(!/expression; some|CGI; some|yet; there|Then; some/u.test(out) && out.includes('if I\u2019d put the bins out'), out);
    }
  });

  it('reads the two-hundred-and-ninth round on (session 17): brackets, parallel "which" clauses, interviews that do not say so', () => {
    // Rounds 209 to 212: a dash inside brackets takes no full stop; "—after all, Stella's on
    // draught" is a clause (no comma splice); the second of two parallel "which" clauses is not
    // cut off; "delved deeper into the marsh" walks on; vibrant sneakers are bright ones.
    const round209 = 'I picked Stella (and not because it\u2019s Belgian\u2014it was just the first popular, global beer to come to mind), and found its figures. Meant only as a sanity check, it checks out as believable to me\u2014after all, Stella\u2019s on draught all over the U.S.';
    for (const out of rewrittenEach(round209, ['a', 'b', 'c', 'd', 'e', 'f'])) {
      assert.ok(!/Belgian\. It/u.test(out) && !/to me, after all/u.test(out), out);
    }
    const round210 = 'To do so we must show the power of devotion to a lofty ideal, which made great the men who founded this Republic in the days of Washington, which made great the men who preserved this Republic in the days of Abraham Lincoln. As they delved deeper into the marsh, the reeds closed in around them.';
    for (const out of rewrittenEach(round210, ['a', 'b', 'c', 'd', 'e', 'f'])) {
      assert.ok(!/\. (?:This|It) made great/u.test(out) && !/dug deeper/u.test(out), out);
    }
    const vivid = 'His traditional Greek attire and vibrant sneakers drew looks from everyone at the market. The islands were landmasses with lush, vibrant vegetation and quiet bays.';
    for (const out of rewrittenEach(vivid, ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h'], { ...PLAIN, formality: 5 })) {
      assert.ok(!/lively (?:sneakers|vegetation)/u.test(out), out);
    }
    // An abstract's "investigated" stays a one-word verb in a formal register ("looked into" read casual).
    const abstract = 'We investigated a number of different extensions to the baseline model. On both baseline approaches, we investigated multiple hyperparameter settings and report the results below.';
    for (const out of rewrittenEach(abstract, ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h'], { ...PLAIN, formality: 5 })) {
      assert.ok(!/looked into/u.test(out), out);
    }
    // An interview that never calls itself one: plain questions put to "you", answered as "I".
    const interview = 'The future of the peace process\n\nMr. President, as a Nobel Peace Prize recipient, do you still think that there is a future to the peace process?\n\nThe future is only peace. I don\u2019t know how long it will take, and it\u2019s uncontrolled; borders aren\u2019t important any more.\n\nHow do you approach the difficult challenge of talking to people who don\u2019t want you to exist?\n\nWell, I mean, what is the problem? They\u2019re afraid of modernity, and it doesn\u2019t wait for anyone.\n\nHow do you feel about that?\n\nI distinguish between two histories. The history of values is okay because wisdom is ageless; it doesn\u2019t grow old.\n';
    for (const out of rewrittenEach(interview, ['a', 'b', 'c', 'd'], { ...PLAIN, formality: 5 })) {
      assert.ok(out.includes('I don\u2019t know') && out.includes('it doesn\u2019t grow old') && out.includes('They\u2019re afraid'), out);
    }
    // Rounds 213 to 216: an interviewer's prompt that asks nothing ("You have received a good
    // deal of attention recently.") is a question too; a question cited by its title keeps its
    // words; an excerpt under "From http://…:" is the standard's, and takes no typo.
    const messina = 'Frank Messina: An Interview with the Mets Poet\n\nYou have received a good deal of attention recently.\n\nEven though I\u2019m not Michael Jackson or somebody, people come up to me. It\u2019s a funny phenomenon.\n\nWhat goes through your head when that happens?\n\nI understand it. I\u2019ve gone to readings and concerts myself.\n\nHow do you feel about the Mets work?\n\nIt\u2019s ironic. Some of the greatest poetry has been born out of failure.\n';
    for (const out of rewrittenEach(messina, ['a', 'b', 'c', 'd'], { ...PLAIN, formality: 5 })) {
      assert.ok(out.includes('You have received a good deal') && out.includes('I\u2019m not Michael Jackson') && out.includes('It\u2019s a funny phenomenon'), out);
    }
    const cited = '@Thunderforge points out that there is a class of questions where the poster may not know what to search for. Why is the US independent in 1776 but the first President isn\u2019t inaugurated until 1789? is (IMO) such a question, and answering it relies on knowing a specific concept.';
    for (const out of rewrittenEach(cited, ['a', 'b', 'c', 'd'], { ...PLAIN, formality: 5 })) {
      assert.ok(out.includes('the first President isn\u2019t inaugurated until 1789?'), out);
    }
    const standard = 'The link above details the learning goals for grade K.\n\n---\n\nFrom http://www.corestandards.org/Math/Content/K/introduction/:\n\nOperations and Algebraic Thinking\n\n- Understand addition as putting together and adding to, and understand subtraction as taking apart and taking from.\n\n- Describe and compare measurable attributes of objects and count the number of objects in each category.\n';
    for (const out of rewrittenEach(standard, ['a', 'b', 'c', 'd', 'e', 'f'], { ...PLAIN, typos_enabled: true, typos_per_100_words: 30 })) {
      assert.ok(out.includes(standard.slice(standard.indexOf('From'))), out);
    }
    // A formal essay quoting a server's contracted speech is still formal; its duty stays "must"
    // in that register; a fast-paced world is a busy one.
    const service = `${'When a customer voices dissatisfaction, it is critical that the server listens attentively and without interruption. '.repeat(12)}For example, the server might say, \u201cI\u2019m so sorry that didn\u2019t meet your expectations.\u201d In conclusion, recovery is possible.`;
    assert.ok(isFormal(service, service.split(/\s+/u).length));
    const essay = 'In the fast-paced and highly competitive world of hospitality, complaints are common. To understand what we mean by recovery, it is essential to explore its definition before we go further.';
    for (const out of rewrittenEach(essay, ['a', 'b', 'c', 'd'], { ...PLAIN, formality: 5 })) {
      assert.ok(!/fast and highly|we have to explore|we need to explore/u.test(out), out);
    }
    // Rounds 217 to 220: a tag question after a dash inverts ("is it not?"); "sheds light on"
    // keeps its image; a list after a dash takes a colon, with "and" or without; an interview's
    // experts answer in no person and keep their words.
    const round217 = 'Well, that\u2019s why we\u2019re all here - isn\u2019t it? WavLM sheds light on a general pre-trained model. He said it then, when I asked for the usual list \u2014 talent, luck, a little armor against boredom. We are ready to demand for all mankind -- fair dealing, justice, the freedom to live and to be at ease against organized wrong.';
    for (const out of rewrittenEach(round217, ['a', 'b', 'c', 'd', 'e', 'f'], { ...PLAIN, formality: 5 })) {
      assert.ok(!/is not it/u.test(out) && !/explains a general/u.test(out) && !/usual list, talent/u.test(out) && !/mankind, fair/u.test(out), out);
    }
    const experts = 'Wikinews interviews meteorological experts on Cyclone Phailin\n\nCyclone Phailin has winds that have been measured at 200 km / h; as it surges over land will it begin to lose strength?\n\nYes, all tropical cyclones are driven by high heat content waters. However, there will be very heavy rains along its path, which is essential to know.\n\nA previous cyclone left 10,000 people dead. Is the Indian government well prepared to deal with this cyclone?\n\nThe government doesn\u2019t appear to have ignored the threat; it took the threat very seriously indeed.\n';
    for (const out of rewrittenEach(experts, ['a', 'b', 'c', 'd'], { ...PLAIN, formality: 5 })) {
      assert.ok(out.includes('However, there will be very heavy rains') && out.includes('doesn\u2019t appear'), out);
    }
    // Rounds 221 to 224: a question titled with a colon after it and examples set out under
    // letters keep their words; "X and Y as well as Z" comes once in a short draft, not in
    // every list.
    const titled = 'Is there any chronology of the repartition of productive capital since -1000 B.C?: This should be closed as this is not only about almost the entire span of human history but also requests off-site resources.';
    for (const out of rewrittenEach(titled, ['a', 'b', 'c', 'd'], { ...PLAIN, typos_enabled: true, typos_per_100_words: 30 })) {
      assert.ok(out.startsWith('Is there any chronology of the repartition of productive capital since -1000 B.C?:'), out);
    }
    const lettered = 'To understand our motivation, consider a couple of examples mentioned below. A: Google announced the launch of Maps. B: Pichai announced the launch of Maps. In the training phase, the overlap between sentences can confuse the model.';
    for (const out of rewrittenEach(lettered, ['a', 'b', 'c', 'd'], { ...PLAIN, typos_enabled: true, typos_per_100_words: 30 })) {
      assert.ok(out.includes('A: Google announced the launch of Maps. B: Pichai announced the launch of Maps.'), out);
    }
    const lists = 'The city\u2019s rain, neon, and shadows are characters in the story. The shop sold gold, silver, and stone in equal measure. Its makers relied on touch, sight, and scent to judge their work.';
    for (const out of rewrittenEach(lists, ['a', 'b', 'c', 'd', 'e', 'f'])) {
      assert.ok((out.match(/as well as/gu) ?? []).length <= 1, out);
    }
    // Rounds 225 to 228: a participle after a dash with a clause of its own inside ("running as
    // fast as she could") takes a comma, not a semicolon; after "…, while X catches your
    // attention" a clause after the dash takes a semicolon; a list after a dash keeps it when the
    // sentence has its colon; a letter read out in quotation marks over several paragraphs keeps
    // its words; "exclusively in the classroom" and "solely to" keep their scope.
    const round225 = 'She was stuck in that hamster wheel of adulthood\u2014running as fast as she could but getting nowhere. We all end up like those people in the coffee shop eventually\u2014chasing after things we think will make us happy. A spiral staircase winds upward into darkness, while a trapdoor in the floor catches your attention\u2014you can hear the sound of waves echoing from below. Metrics: Finally, the diamond points to measurable outcomes\u2014patent portfolios, cycle times, revenue contributions, or social impact.';
    for (const out of rewrittenEach(round225, ['a', 'b', 'c', 'd', 'e', 'f'], { ...PLAIN, formality: 5 })) {
      assert.ok(!/adulthood; running|eventually; chasing|attention, you can|(?:outcomes|results), patent/u.test(out), out);
    }
    const letter = "### If you used the key:\n\nThe key turns smoothly in the lock. Inside, the office is tidy, and a letter waits on the desk.\n\nYou open it and begin reading:\n\n\"Dear Niece/Nephew,\n\nIf you're reading this, you've made it to the harbor master's office. Congratulations! You've probably noticed by now that every other choice led you back here. That's because the real treasure isn't gold or jewels.\n\nLife often presents us with the illusion of choice. We agonize over decisions, convinced that one path will lead to glory and another to ruin. But sometimes, if something is truly meant for you, all roads lead there.\n\nThat said, there is a real treasure. Behind the painting of the ship on the wall, you'll find a safe. The combination is your birthday. Inside are the deeds to the property I bought forty years ago that's now worth a small fortune.\n\nBut remember: you would have found this no matter which path you took. I rigged this adventure because I wanted you to understand that when something is meant for you, you'll find your way there.\n\nAll my love,\nUncle Mortimer\n\nP.S. - Yes, I faked all those 'dangerous' situations. The stairs were designed to break safely, and the tunnel current leads to a shallow pool. I had to make sure you'd eventually come here!\n\nP.P.S. - The key was never hidden. It was always hanging right there by the door. Sometimes the obvious choice is the right one.\"\n\nYou laugh, tears forming in your eyes, and walk to the painting.\n";
    for (const out of rewrittenEach(letter, ['a', 'b', 'c', 'd'], { ...PLAIN, formality: 5, typos_enabled: true, typos_per_100_words: 30 })) {
      assert.ok(out.includes(letter.slice(letter.indexOf('"Dear'), letter.indexOf('\n\nYou laugh'))), out);
    }
    const scope = 'The Direct Method uses the target language exclusively in the classroom. It is a duplicate that exists solely to experience the emotion.';
    for (const out of rewrittenEach(scope, ['a', 'b', 'c', 'd', 'e', 'f'], { ...PLAIN, formality: 5 })) {
      assert.ok(!/language only in the classroom|entirely to experience/u.test(out), out);
    }
    // Rounds 229 to 232: "—including letters that would prove…" takes a comma; "softened
    // outlines" are shapes; the most valuable substance is precious, not useful; "increasingly"
    // stays before a verb and is "ever more" before an adjective and its noun.
    const round229 = 'Among those possessions would be the correspondence\u2014including letters that would prove her innocence. It softened outlines, muted colors, and hushed the street. Arrakis is the source of the melange, the most valuable substance in the universe. The Court recognized increasingly compelling state interests. Global awareness is increasingly recognized as essential.';
    for (const out of rewrittenEach(round229, ['a', 'b', 'c', 'd', 'e', 'f'], { ...PLAIN, formality: 5 })) {
      assert.ok(!/correspondence; including|softened sketches|most useful substance|more and more compelling|more and more recognized|ever more recognized/u.test(out), out);
    }
    // Rounds 233 to 236: "can be served as" is a passive; a critical component is a central
    // part in a formal paper; "calling that kind of theft homage would be sentimental" is a
    // clause of its own; "What are it's defining characteristics" keeps its misspelt "its"; the
    // words a model's acronym spells out, words given after "a sentence…:", and lines quoted
    // under "--]" keep their words.
    const round233 = 'Fortunately, there are two kinds of data that can be served as the potential entities. The SRI module is a critical component of the SIU system. We steal a line because its cadence matches an idea we have\u2014calling that kind of theft homage would be sentimental; it is functional. What are it\u2019s defining characteristics?';
    for (const out of rewrittenEach(round233, ['a', 'b', 'c', 'd', 'e', 'f'], { ...PLAIN, formality: 5 })) {
      assert.ok(!/can be was|a big part of|we have, calling|it is defining/u.test(out), out);
    }
    const named = 'We propose a multi-modal speaker role identification network (MMSRINet) to solve the problem of identifying the speaker role in the communication between controllers and pilots.';
    for (const out of rewrittenEach(named, ['a', 'b', 'c', 'd', 'e', 'f'], { ...PLAIN, typos_enabled: true, typos_per_100_words: 30 })) {
      assert.ok(out.includes('multi-modal speaker role identification network (MMSRINet)'), out);
    }
    const will = 'The will explained the truth in a sentence that hit me like a stone across the chest: All I\u2019ve left is this. Finish it.\n\nI kept the paper for years afterwards, and I\u2019m not done with it yet.\n\nHe wrote back the next morning:\n\n--]I\'m truly stuck on this though.  I don\'t know whether to frame the\n--]check, burn it, or cash it in.\n';
    for (const out of rewrittenEach(will, ['a', 'b', 'c', 'd'], { ...PLAIN, formality: 5 })) {
      assert.ok(out.includes('All I\u2019ve left is this. Finish it.') && out.includes('I don\'t know whether'), out);
    }
    // Rounds 237 to 240: a line opening with "#" that is no heading, a phrase in single marks,
    // an italic paragraph under a colon, a lower-case italic sentence after a colon, and a note
    // "annotated…:" take no typo; a list of four keeps its last three items together.
    const round237 = '#Chapter 1000 words. The plan to be compelling and complete.\n\nThe session on \'teaching the Carpentries way\' was full. Among other things, the Code of Conduct states:\n\n*We are committed to creating a friendly and respectful place for learning, teaching and contributing.\nAll participants are expected to show respect and courtesy to others.*\n\nThen you decide to test the thing you have only ever half-believed: *if no one is watching, you can freeze time.*\n\nHera had annotated the margins in scarlet ink: Lies, Lies, Metis warned me, Still angry.\n';
    for (const out of rewrittenEach(round237, ['a', 'b', 'c', 'd', 'e', 'f'], { ...PLAIN, typos_enabled: true, typos_per_100_words: 30 })) {
      assert.ok(out.includes('#Chapter 1000 words. The plan to be compelling and complete.') && out.includes('\'teaching the Carpentries way\'') && out.includes('*We are committed to creating a friendly and respectful place for learning, teaching and contributing.\nAll participants are expected to show respect and courtesy to others.*') && out.includes('*if no one is watching, you can freeze time.*') && out.includes('Lies, Lies, Metis warned me, Still angry.'), out);
    }
    const tools = 'The parties exchange information through interrogatories, requests for production of documents, depositions, and requests for admissions before any trial.';
    for (const out of rewrittenEach(tools, ['a', 'b', 'c', 'd', 'e', 'f'])) {
      assert.ok(!/documents and depositions/u.test(out), out);
    }
    // Rounds 241 to 244: "optimize away" and a compiler's or a model's "optimize" stay terms;
    // "knowledgeable responses" are not "learned" ones; "mirrored the gesture" copied it; "—head
    // cocked, curious" is an absolute phrase (a comma); "Hence, the present issue." keeps its
    // "Hence"; a quotation between garbled marks that use the closing one for both keeps its words.
    const round241 = 'The compiler is usually able to optimize away any overhead, which allows the compiler to optimize very effectively. We propose a prompt tuning mechanism that can optimize prompt encodings conditioned on dialogue contexts, generating informative and knowledgeable responses. Voss mirrored the gesture. The thing studied him the way a crow studies roadkill\u2014head cocked, curious, already calculating which part will come free easiest. Hence, the present issue.';
    for (const out of rewrittenEach(round241, ['a', 'b', 'c', 'd', 'e', 'f'], { ...PLAIN, formality: 5 })) {
      assert.ok(!/improve away|to improve very|improve prompt|learned responses|reflected the gesture|matched the gesture|roadkill; head|So, the present/u.test(out), out);
    }
    const garbled = 'The hubness problem is defined by Dinu et al. (2015) as: \u00c3\u00a2\u00c2\u0080\u00c2\u009dneighbourhoods of the mapped elements are strongly polluted by hubs, vectors that tend to be near a high proportion of items, pushing their correct labels down the neighbour list.\u00c3\u00a2\u00c2\u0080\u00c2\u009d In the work done by Adams, the problem is studied again.';
    for (const out of rewrittenEach(garbled, ['a', 'b', 'c', 'd'], { ...PLAIN, typos_enabled: true, typos_per_100_words: 30 })) {
      assert.ok(out.includes('neighbourhoods of the mapped elements are strongly polluted by hubs, vectors that tend to be near a high proportion of items, pushing their correct labels down the neighbour list.'), out);
    }
    // Rounds 245 to 248: italic speech tagged "he lied" is speech; an aside that asks twice keeps
    // both dashes; "It's leverage." stays; a paragraph quoted in single marks keeps its
    // apostrophes; "two types, speech and action" is no triad.
    const round245 = '*I\u2019ve had that dream too,* he lied. I smell something in the air sometimes\u2014rain? grass? something green and comforting\u2014that seems to follow me home. It\u2019s ledger work. It\u2019s leverage. Basically there\u2019s only two types, speech and action.';
    for (const out of rewrittenEach(round245, ['a', 'b', 'c', 'd', 'e', 'f'], { ...PLAIN, formality: 5 })) {
      assert.ok(out.includes('*I\u2019ve had that dream') && !/sometimes: rain|sometimes, rain/u.test(out) && !/It\u2019s use|It is use/u.test(out) && !/types and speech/u.test(out), out);
    }
    const site = 'Rather strangely one of the quotes on the front page of their site is:\n\n\'The disclaimers added to the end of emails are not legally\nbinding, but it\'s always good practice to try and disclaim liability\'\n\nI would not rely on it myself, and I doubt it helps.\n';
    for (const out of rewrittenEach(site, ['a', 'b', 'c', 'd'], { ...PLAIN, formality: 5 })) {
      assert.ok(out.includes('but it\'s always good practice'), out);
    }
    // Rounds 249 to 252: a bracketed label the draft repeats and italics a verb of saying gives
    // take no typo.
    const round249 = '- `aarch64-unknown-linux-gnu` (Tier 2 with host tools)\n- `riscv64gc-unknown-linux-gnueabihf` (Tier 2 with host tools)\n- `powerpc64le-unknown-linux-gnu` (Tier 2 with host tools)\n\nShe almost added *with the world, forever and always,* but deleted it before sending the message.\n';
    for (const out of rewrittenEach(round249, ['a', 'b', 'c', 'd', 'e', 'f'], { ...PLAIN, typos_enabled: true, typos_per_100_words: 30 })) {
      assert.ok((out.match(/\(Tier 2 with host tools\)/gu) ?? []).length === 3 && out.includes('*with the world, forever and always,*'), out);
    }
    // Rounds 253 to 256: "It …. It …" is not joined with "and it" (the second "it" may be
    // another thing); a list aside followed by "things that…" keeps its dashes; ethics
    // committees investigate misconduct, they do not study it.
    const round253 = 'Sunlight is different. It dilutes the Lanterner. It can exist under overcast skies, but it weakens. It thrives in directed light\u2014beams, bulbs, screens\u2014things that form precise corridors. The committees appoint external lawyers and former judges to investigate misconduct.';
    for (const out of rewrittenEach(round253, ['a', 'b', 'c', 'd', 'e', 'f'], { ...PLAIN, formality: 5 })) {
      assert.ok(!/Lanterner, and it/u.test(out) && !/screens\) things/u.test(out) && !/study misconduct|examine misconduct/u.test(out), out);
    }
    for (const out of rewrittenEach('Sunlight works differently on the creature. It dilutes the Lanterner. It can exist under overcast skies.', ['a', 'b', 'c', 'd'], { ...PLAIN, formality: 5 })) {
      assert.ok(!/Lanterner, and it/u.test(out), out);
    }
    // Headlines in Title Case put to "You" are no interview's questions (an advertisement read
    // out in a novel had frozen the narration around it).
    const headlines = 'Are You a Hundred Percenter or a Ten Percenter?\n\nBabbitt began with hesitation, and he read it twice. It\u2019s a fine thing, I\u2019m sure of it.\n\nCan You Play a Man\u2019s Part?\n\nTed complained that it\u2019s old junk, and I\u2019m inclined to agree with him.\n\nDo You Want to Get Ahead in Life?\n\nHe laughed, because it\u2019s what I\u2019d expected of them.\n';
    for (const out of rewrittenEach(headlines, ['a', 'b', 'c', 'd'], { ...PLAIN, formality: 5 })) {
      assert.ok(/It is a fine|it is old junk|it is what/u.test(out), out);
    }
  });

  it('reads the two-hundred-and-fifty-seventh round on (session 18): a clause between dashes, a verb after "increasingly", a bold title line', () => {
    // Rounds 257 to 260 (drafts read before, rewritten again with other plans): "her nameplate
    // said Brittany" between dashes is a clause of its own, and commas ran it into the sentence;
    // "increasingly becoming the idol" is a verb, not "ever more becoming"; a first line wholly in
    // bold is the paragraph's title and keeps its dash.
    const round257 = 'The receptionist\u2014her nameplate said Brittany\u2014felt her face go warm as the doors slid shut. Israel remains the occupying power and increasingly becoming the idol of its own society.';
    for (const out of rewrittenEach(round257, ['a', 'b', 'c', 'd', 'e', 'f'], { ...PLAIN, formality: 5 })) {
      assert.ok(out.includes('receptionist\u2014her nameplate said Brittany\u2014felt') && out.includes('increasingly becoming the idol'), out);
    }
    const advert = '# Part-Time Bookkeeper\n\n**Cedar Ridge Landscaping \u2014 Bend, Oregon**\n**Hours:** 15\u201320 per week, flexible schedule\n**Pay:** $26\u2013$30 per hour, depending on experience\n\nWe are a family business, and we need a bookkeeper who keeps the accounts in order every week.\n';
    // (The detector of a guided run chose the colon; the title line is frozen whatever it reads.)
    const draft = draftFromModel(parseProse(advert));
    freezeTitleLines(draft);
    assert.deepEqual(draft.spans.filter((span) => span.frozen).map((span) => span.text), ['Cedar Ridge Landscaping \u2014 Bend, Oregon']);
    // Rounds 261 to 264: a clause after an aside's closing dash is no comma splice; "— for
    // instance, <clause>" and "– using [a link] allowed them…" take a semicolon; "But as the years
    // turn into decades, and…" is not cut; "could undoubtedly enhance" keeps its certainty;
    // "it's⏎passed through many forms" (a wrapped line) keeps its contraction.
    const round261 = 'He felt no shame in saying this\u2014rather a delight in making the admission\u2014he knew that nothing would come of it. Our classes eliminate the need to check if an object is\nnil \u2014 for instance, a NullBid object with similar methods to the Bid\nmodel is returned instead. The team had to design the API interface \u2013 using [API Blueprint](https://apiblueprint.org) allowed them to define it early. But as the years turn into decades, and the decades turn into centuries, the novelty wears off. These are measures that could undoubtedly enhance its efficiency and integrity. Though it\u2019s\npassed through many forms, the site still works.';
    for (const out of rewrittenEach(round261, ['a', 'b', 'c', 'd', 'e', 'f'], { ...PLAIN, formality: 5 })) {
      assert.ok(!/admission, he knew|admission\) he knew/u.test(out) && !/nil, for instance/u.test(out) && !/interface, using/u.test(out) && !/into decades\. /u.test(out) && /could undoubtedly/u.test(out) && out.includes('it\u2019s\npassed through'), out);
    }
    // A byline's team and a list of cited threads' titles take no typo.
    const cited = '# Design Doc: Offline-First Sync\n\n**Authors:** Mobile platform team\n**Status:** Draft for review\n\nThis site periodically needs to deal with bouts of trolling and denial, which get on the nerves of the regulars. See for instance:\n\n- What about so-called "historical revisionism"?\n\n- How should we deal with sensitive historical questions?\n\nThat is all I wanted to say about the moderation work that goes on here every single day.\n';
    for (const out of rewrittenEach(cited, ['a', 'b', 'c', 'd', 'e', 'f'], { ...PLAIN, typos_enabled: true, typos_per_100_words: 30 })) {
      assert.ok(out.includes('**Authors:** Mobile platform team') && out.includes('- What about so-called "historical revisionism"?') && out.includes('- How should we deal with sensitive historical questions?'), out);
    }
    // Rounds 265 to 268: a package a shell command set as prose installs takes no typo; an
    // aside holding brackets keeps its dashes; "In 1887 – 1888" stays.
    const round265 = 'Open your terminal and install the dependencies:\n\n\u2003pip install fastapi uvicorn transformers torch\n\n(Note: torch is provided as an example backend. Depending on your hardware, you might want to use a different framework, and torch works well on most laptops.)\n\nThe other metals in pewter -- mostly tin, with some copper and (usually) antimony -- are what make it hard to clean. In 1887 \u2013 1888, he traveled to Germany.\n';
    for (const out of rewrittenEach(round265, ['a', 'b', 'c', 'd', 'e', 'f'], { ...PLAIN, typos_enabled: true, typos_per_100_words: 40 })) {
      assert.ok((out.match(/\btorch\b/gu) ?? []).length === 3 && /pewter -- \S+ tin/u.test(out) && out.includes('In 1887 \u2013 1888'), out);
    }
    // Rounds 269 to 272: no semicolon before "again, making…" (a participle); "—someone saw him"
    // is a clause, no comma splice; a sentence broken off with an ellipsis is not joined on.
    const round269 = 'I should have trusted my instincts. The bioluminescent protists we\u2019ve been studying...my initial hunch about them was right. A tabloid article leaks Rhys\u2019 location\u2014someone saw him at the pub. Searching returns dozens of useful results - again, making a request seem trivial.';
    for (const out of rewrittenEach(round269, ['a', 'b', 'c', 'd', 'e', 'f'], { ...PLAIN, formality: 5 })) {
      assert.ok(!/instincts, and/u.test(out) && !/location, someone/u.test(out) && !/results; again/u.test(out), out);
    }
    // Rounds 273 to 276: a quotation opened by a mark glued to the comma before it takes no typo;
    // "not only X but Y as well" is not made "both X and Y as well".
    const round273 = 'Professor Burrows also said resources and kits would be accessible for schools and communities," For example, schools can run their own flag discussions and referendums to mirror the formal process as part of their own learning exercise". People were encouraged to submit their designs online and to suggest what the flag should mean, and the panel would then choose.';
    for (const out of rewrittenEach(round273, ['a', 'b', 'c', 'd', 'e', 'f'], { ...PLAIN, typos_enabled: true, typos_per_100_words: 40 })) {
      assert.ok(out.includes('" For example, schools can run their own flag discussions and referendums to mirror the formal process as part of their own learning exercise"'), out);
    }
    for (const out of rewrittenEach('The design ensures the buildings are not only energy efficient but aesthetically pleasing as well, which matters to residents.', ['a', 'b', 'c', 'd'], { ...PLAIN, formality: 5 })) {
      assert.ok(!/both energy/u.test(out), out);
    }
    // Rounds 277 to 280: "enhance our values" promotes them; "—however, it was a Yale town" is
    // no comma splice; "it's aging, is to make" keeps its misspelt "its"; a footnote citing a paper
    // with its year unbracketed takes no typo.
    const round277 = 'A tradition associated with port, and it\'s aging, is to make it in the year of a child\'s birth. The town had a certain verve that transcended its loud accent\u2014however, it was a Yale town. We will work in constructive ways that enhance our values, our national interests, and the cause of peace.';
    for (const out of rewrittenEach(round277, ['a', 'b', 'c', 'd', 'e', 'f'], { ...PLAIN, formality: 5 })) {
      assert.ok(out.includes('and it\'s aging, is') && !/accent, however/u.test(out) && !/improve our values|boost our values/u.test(out), out);
    }
    const footnote = 'Open science has many arguments for and against it that are commonly found in opinion pieces, and we looked at them in detail for this post.[^1]\n\n[^1]: Braa, J., Hanseth, O., Heywood, A., Mohammed, W., Shaw, V. 2007. Developing health information systems in developing countries: The flexible standards strategy. MIS Quarterly, 31(2), 381-402.\n';
    for (const out of rewrittenEach(footnote, ['a', 'b', 'c', 'd', 'e', 'f'], { ...PLAIN, typos_enabled: true, typos_per_100_words: 40 })) {
      assert.ok(out.includes('Developing health information systems in developing countries: The flexible standards strategy.'), out);
    }
    // Rounds 281 to 284: "Here's the highlights:" keeps its spoken agreement (and opening an
    // answer it becomes "These are"); the terms a
    // "namely" lists take no typo.
    const round281 = 'We shipped a release. Here\'s the highlights: we shipped a new compiler, and the team fixed many bugs along the way. Based on this, we identify five law smells, namely, duplicated phrase, long element, large reference tree, ambiguous syntax, and natural language obsession, and we develop a comprehensive taxonomy of them for every reader.';
    for (const out of rewrittenEach(round281, ['a', 'b', 'c', 'd', 'e', 'f'], { ...PLAIN, formality: 5, typos_enabled: true, typos_per_100_words: 40 })) {
      assert.ok(!/Here is the highlights|This is the highlights/u.test(out) && out.includes('namely, duplicated phrase, long element, large reference tree, ambiguous syntax, and natural language obsession'), out);
    }
    assert.ok(rewritten('Here\'s the highlights: we shipped a new compiler, and the team fixed many bugs along the way this spring.').startsWith('These are the highlights:'));
    // Rounds 285 to 288: a poem quoted inside speech ("“‘A serving lady speaks:" … "come away—’")
    // keeps its words; a bare subject before a dash whose verb follows the aside keeps the dash; a
    // sentence counting what follows is not joined on.
    const poem = '\u201cListen to this! My God! I found it in his desk, and it\u2019s the worst thing I have read all year.\n\n\u201c\u2018A serving lady speaks:\n\nBlack velvet trails its folds over the day,\n\nShe\u2019s laid upon her bed, on the white sheets,\n\nWave their thin flames like shadows in the wind,\n\nPia, Pompia, come\u2014come away\u2014\u2019\n\n\u201cNow, what the devil does that mean?\u201d\n\nAnd the secret weakness of Florence\u2014the weakness that she could not bear to have me discover, was just that early escapade. You see, she had two things that she wanted. She wanted to be a great lady, installed in Branshaw Teleragh.\n';
    for (const out of rewrittenEach(poem, ['a', 'b', 'c', 'd', 'e', 'f'], { ...PLAIN, formality: 5, typos_enabled: true, typos_per_100_words: 40 })) {
      assert.ok(out.includes('She\u2019s laid upon her bed, on the white sheets,') && out.includes('Wave their thin flames like shadows in the wind,') && out.includes('Florence\u2014the'), out);
    }
    for (const out of rewrittenEach('You see, she had two things that she wanted. She wanted to be a great lady, installed in Branshaw Teleragh.', ['a', 'b', 'c', 'd', 'e', 'f'], { ...PLAIN, formality: 5 })) {
      assert.ok(!/wanted[,;] (?:and )?she/u.test(out), out);
    }
    // Rounds 289 to 292: a dash pair that also closes an aside a comma opened keeps its dashes;
    // "—he having no money" is an absolute phrase, no sentence; "—by adding the espresso to the
    // top of drinkable-temperature water, you still have" takes a semicolon; "the cherubs the
    // German paperhanger had put" is no clause to cut off; "He" after "at the boy" is not
    // joined on; "via it's" is a misspelt "its".
    const round289 = 'One of the first things I did, under the guidance of our 18F coaches\u2014and with the help of our content strategist\u2014was to create our [product framing document](https://github.com/18F/doc) for the team.\n\nNew shingles over the hole in the roof, too, the hole that had for six months been the bane of his soul\u2014he having no money to have it fixed and no time to fix it himself, and the rain leaking in, and flooding the attic and loosening the plaster.\n\nThat is the real reason for a long black\u2014by adding the espresso to the top of drinkable-temperature water, you still have a chance of keeping the crema. I wanted to show them our red plush furniture, and the trumpet-blowing cherubs the German paperhanger had put on our parlor ceiling. Jurgis stared at the boy, fascinated. He came down the steps whistling. You can read the sensor via it\'s on board GPIO connectors.\n';
    for (const out of rewrittenEach(round289, ['a', 'b', 'c', 'd', 'e', 'f'], { ...PLAIN, formality: 5 })) {
      assert.ok(!/coaches \(and/u.test(out) && !/soul\. He having/u.test(out) && !/long black, by/u.test(out) && !/furniture\. The trumpet/u.test(out) && !/fascinated[;,] (?:and )?he came/u.test(out) && out.includes('via it\'s on board'), out);
    }
    // Rounds 293 to 296: a participle taking a clause after a dash takes a comma, not a colon; a
    // song set a line per paragraph keeps its contractions and spelling.
    const round293 = 'Routine activity theory posits that crime is a function of motivated offenders encountering suitable targets in the absence of capable guardians\u2014suggesting that opportunities, not just motivations, shape crime rates.';
    for (const out of rewrittenEach(round293, ['a', 'b', 'c', 'd'], { ...PLAIN, formality: 5 })) {
      assert.ok(!/guardians: suggesting/u.test(out), out);
    }
    const song = 'Henceforward I haunted the tomb each night, and my speech was the first thing to succumb to the change.\n\nCome hither, my lads, with your tankards of ale,\n\nAnd drink to the present before it shall fail;\n\nSo fill up your glass,\n\nFor life will soon pass;\n\nWhen you\u2019re dead ye\u2019ll ne\u2019er drink to your king or your lass!\n\nGad split me! I\u2019d rather be red whilst I\u2019m here,\n\nIn hell there\u2019s no innkeeper\u2019s daughter like this!\n\nI did not know then what I know now, and I will not tell it all.\n';
    for (const out of rewrittenEach(song, ['a', 'b', 'c', 'd', 'e', 'f'], { ...PLAIN, formality: 5, typos_enabled: true, typos_per_100_words: 40 })) {
      assert.ok(out.includes('When you\u2019re dead ye\u2019ll ne\u2019er drink to your king or your lass!') && out.includes('Gad split me! I\u2019d rather be red whilst I\u2019m here,') && out.includes('In hell there\u2019s no innkeeper\u2019s daughter like this!'), out);
    }
    // Rounds 297 to 300: "something that's developed in the open" is "is developed" (and "what's
    // he stumbled into" is "what has he"); "deplorable" is never "sorry".
    for (const out of rewrittenEach('What do you call something that\'s developed in the open, and what\'s he stumbled into this time? It was, of course, deplorable that anyone should treat the truth in that fashion, and everyone said so.', ['a', 'b', 'c', 'd', 'e', 'f'], { ...PLAIN, formality: 5 })) {
      assert.ok(!/that has developed/u.test(out) && !/what is he stumbled/u.test(out) && !/was, of course, sorry/u.test(out), out);
    }
    // Rounds 300 to 304: "optimal allocation" and "good outcomes for clients" are terms; "what
    // it's founded on" is "is founded".
    for (const out of rewrittenEach('I don\u2019t care what it\u2019s founded on, and what he\u2019s made of it. We are determining optimal allocation of resources, and we need to evidence that we are delivering good outcomes for clients under the new rules.', ['a', 'b', 'c', 'd', 'e', 'f'], { ...PLAIN, formality: 5 })) {
      assert.ok(!/it has founded/u.test(out) && out.includes('optimal allocation') && out.includes('good outcomes for clients'), out);
    }
    // Rounds 305 to 308: a lower-case tuple in brackets is data; a list item opening with its
    // verb is not cut in two.
    const round305 = 'For example, a link is missing, e.g. (spy kids, has actor, mike judge), and the model predicts it from the kids of the graph. Each question:\n\n- Has more than 1 correct answer, and there is general consensus that the answers are appropriate for the site.\n- Is about history.\n';
    for (const out of rewrittenEach(round305, ['a', 'b', 'c', 'd', 'e', 'f'], { ...PLAIN, formality: 5 })) {
      assert.ok(out.includes('(spy kids, has actor, mike judge)') && !/correct answer\. There/u.test(out), out);
    }
    // (The tuple is read as set-apart words, like a quotation: no word of it is ever replaced.)
    assert.deepEqual(quotationRanges('missing, e.g. (spy kids, has actor, mike judge), and'), [[14, 47]]);
    // Rounds 309 to 312: a survey's answers listed under "responses to the question" or "Several
    // users gave specific examples:" keep their words; respondents indicate an answer.
    const survey = 'Here are some specific responses to the question "What action could we take to make you feel more welcome?"\n* Do video tutorials on how to contribute to the compiler. I\'d love to contribute but I feel intimidated\n* Don\'t have synchronous meetings at late EU hours\n\nSeveral users gave specific examples:\n\n* "Security and performance, cost efficient and "green" (low carbon footprint) language"\n* "Better platform support"\n\nAbout 12.4% indicated No (or CTAGS) when we asked them, and the rest of the respondents said that it\'s fine.\n';
    for (const out of rewrittenEach(survey, ['a', 'b', 'c', 'd', 'e', 'f'], { ...PLAIN, formality: 5, typos_enabled: true, typos_per_100_words: 40 })) {
      assert.ok(out.includes('I\'d love to contribute but I feel intimidated') && out.includes('Don\'t have synchronous meetings at late EU hours') && out.includes('(low carbon footprint) language"') && !/showed No/u.test(out), out);
    }
    // Rounds 313 to 316: an interview set as headings put to "you" keeps its answers; "—names
    // that belonged…" after a list aside keeps its dashes; "progressively enhanced" is a term;
    // the word before "branch" names one.
    const interviewHeadings = '### Thanks for taking the time to chat with us Bill. Let\u2019s begin with your background at the Division.\n\nBill: I\u2019ve been with the Civil Rights Division for about 20 years, and I\u2019m the primary correspondence liaison.\n\n### How did your perception change over time?\n\nI didn\u2019t know what practical implementation would look like, and I wasn\u2019t around for the original development.\n\n### What traits did you pick up as a product owner?\n\nFor example, I\u2019m a sports person, so I think in teams.\n\n### What would you tell a new agency team?\n\nI\u2019d tell them to start small and to keep going.\n';
    for (const out of rewrittenEach(interviewHeadings, ['a', 'b', 'c', 'd'], { ...PLAIN, formality: 5 })) {
      assert.ok(out.includes('Bill: I\u2019ve been with') && out.includes('I didn\u2019t know') && out.includes('I\u2019m a sports person'), out);
    }
    const round313 = 'The crowd began to scream the old words\u2014Shardana, Shekelesh, Peleset\u2014names that belonged in priestly curses. We built the UI components on a solid HTML foundation, progressively enhanced to provide core experiences across browsers, and anything referenced in the master branch will only ship after review by the whole team.';
    for (const out of rewrittenEach(round313, ['a', 'b', 'c', 'd', 'e', 'f'], { ...PLAIN, formality: 5 })) {
      assert.ok(!/Peleset\) names/u.test(out) && /progressively enhanced/u.test(out), out);
    }
    for (const out of rewrittenEach(round313, ['a', 'b', 'c', 'd', 'e', 'f'], { ...PLAIN, formality: 5, typos_enabled: true, typos_per_100_words: 40 })) {
      assert.ok(out.includes(' master b'), out);
    }
  });

  it('reads the three-hundred-and-seventeenth round on (session 19): an "if" clause run on with verbless items, objects with "to", a finding after a participle', () => {
    // Rounds 317 to 320: "And if …, the light less textured, the silence too clean—look" has no
    // main clause before the dash (a comma, not a semicolon); "…, and the PLUS sessions to be
    // where…" is one more object of "allowed", not a sentence; "When surveying our projects,
    // it's clear that" keeps its "it".
    const round317 = 'They are the trembling architecture of consciousness. And if one morning you step outside and the air feels thinner, the light less textured, the silence too clean\u2014look closely at the faces around you. Overall, it allowed professor-led-lectures to be focused on presentation of material, TA-led-recitations to be more around harder questions and second viewings of material, and the PLUS sessions to be where students develop their problem-solving techniques and skills. When surveying our projects, it\u2019s clear that we could use a mixed methods approach more often.';
    for (const out of rewrittenEach(round317, ['a', 'b', 'c', 'd', 'e', 'f'], { ...PLAIN, formality: 5 })) {
      assert.ok(!/too clean; look/u.test(out) && !/material\. The PLUS/u.test(out) && /it\u2019s clear that|it is clear that/u.test(out), out);
    }
    // Rounds 321 to 324: one addresses a reeve (a title) by etiquette, never "deals with" one.
    for (const out of rewrittenEach('I had spent three years memorizing crop rotations, saints\u2019 days, diet, price fluctuations in rye, and the correct way to address a reeve.', ['a', 'b', 'c', 'd', 'e', 'f'], { ...PLAIN, formality: 5 })) {
      assert.ok(out.includes('address a reeve'), out);
    }
    // A body's name before the bracketed year opens a reference entry, whose cited title takes no
    // typo; speech in single marks after "say" keeps its contractions.
    const round321 = 'Teachers in our district have long argued that testing shapes what is taught, and the research we read for this essay supports them in several ways.\n\nKagan, S. (1992). Cooperative learning. Resources for the Classroom Teacher, 2, 1-14.\n\nNational Council of State Supervisors for Languages. (2016). Position statement on the value of language learning. Retrieved from https://www.ncossl.org/position-statements/value-of-language-learning\n\n[9] N. R. C. Dockeray, The teaching of mathematical analysis in schools, Mathematical Gazette 19 #236 (December 1935), 321-336.\n';
    for (const out of rewrittenEach(round321, ['a', 'b', 'c', 'd', 'e', 'f'], { ...PLAIN, formality: 5, typos_enabled: true, typos_per_100_words: 40 })) {
      assert.ok(out.includes('Position statement on the value of language learning.') && out.includes('The teaching of mathematical analysis in schools, Mathematical Gazette'), out);
    }
    for (const out of rewrittenEach('Finally, if I see a question about the British Army, I can say \'Oh hey, I just wrote an essay on that, I\'ll grab my sources list for them when I get some time\' -but I do not go on.', ['a', 'b', 'c', 'd'], { ...PLAIN, formality: 5 })) {
      assert.ok(out.includes('I\'ll grab my sources'), out);
    }
    // Rounds 325 to 328: a bold prompt under the interviewer's name opens an answer like the bold
    // questions around it; a paragraph opening "...which" is an excerpt; a few words after a colon
    // closing the line name a thing.
    const boldInterview = '**Melody Kramer: Robyn, tell me a little bit about the end of the year project you created with your class.**\n\n**Robyn Garrett:** Each year, I create a culminating project for our open house.\n\nThe monument needed to include four lights wired to a switch to fulfill their science component, and the students wrote a paper that explained the historical significance of the monument.\n\n**MK: Could you share what students researched?**\n\n**RG:** Each student also selected a National Park to research, and I helped them.\n\n**MK: Did you use any lessons from the website?**\n\n**RG:** We used the first three lessons.\n\n**MK: Do you have a favorite park to visit?**\n\n**RG:** My favorite National Park is Canyon de Chelly.\n';
    for (const out of rewrittenEach(boldInterview, ['a', 'b', 'c', 'd', 'e', 'f'], { ...PLAIN, formality: 5, typos_enabled: true, typos_per_100_words: 40 })) {
      assert.ok(out.includes('four lights wired to a switch to fulfill their science component, and the students wrote a paper that explained the historical significance of the monument.'), out);
    }
    const excerpt = 'Personally, I think it is a lot due to teachers only getting the student past the current exam hurdle, and I have said so for years.\n\nI have tried some things to overcome this, with mixed results over the years that I have been teaching.\n\n...which results in generations of students who are assumed to know something relatively simple, but since they don\'t need the explanation for the exam at hand, never learnt it.\n\nSome days ago I stumbled upon this coffee jar: Friis coffee vault.\n';
    for (const out of rewrittenEach(excerpt, ['a', 'b', 'c', 'd', 'e', 'f'], { ...PLAIN, formality: 5, typos_enabled: true, typos_per_100_words: 40 })) {
      assert.ok(out.includes('...which results in generations of students who are assumed to know something relatively simple, but since they don\'t need') && out.includes('Friis coffee vault.'), out);
    }
    // Rounds 329 to 330: a teacher assesses students (never "judges" them); one garners an answer
    // by a search (never "wins" one).
    for (const out of rewrittenEach('New teachers need to learn how to assess students, deal with the requirements, and plan lessons. If it takes a carefully crafted query, one is able to garner an answer about it via Google within a minute.', ['a', 'b', 'c', 'd', 'e', 'f'], { ...PLAIN, formality: 5 })) {
      assert.ok(!/judge students/u.test(out) && out.includes('garner an answer'), out);
    }
    // Rounds 331 to 334: C# pasted under a rule of dashes is code; the word before "parameter"
    // names it; a story's characters speaking by name keep their words; "—ever before." closes
    // with a comma, not a colon; "a vital one" stays.
    const csharp = 'Create a controller that returns the registration view and handles form submission, and that is exactly what the groups parameter in torch.nn.Conv2d is for. Frameworks such as the diamond model are used to assess innovation in several regions.\n\n------------------------------------------------\nusing Microsoft.AspNetCore.Mvc;\nusing MyApp.Models;\n\nnamespace MyApp.Controllers\n';
    for (const out of rewrittenEach(csharp, ['a', 'b', 'c', 'd', 'e', 'f'], { ...PLAIN, formality: 5, typos_enabled: true, typos_per_100_words: 40 })) {
      assert.ok(out.includes('using Microsoft.AspNetCore.Mvc;\nusing MyApp.Models;\n\nnamespace MyApp.Controllers') && out.includes('the groups parameter') && out.includes('the diamond model'), out);
    }
    const cast = 'Bona: Colored; cold. Wrong somewhere.\n\nThe waiter straightens them out. Takes their order.\n\nArt: What in hell\u2019s eating Paul? He\u2019s my pal, let me tell you, and I could stick up for him if he\u2019d only come out and tell a feller.\n\nPaul: From the South. What does that mean, precisely, except that you\u2019ll love or hate him?\n\nBona: You little puffy cat, I do. I do!\n\nHe had fired many men in the course of his career, and they had taken it in many different ways, but none of them had thanked him\u2014ever before. It certainly would if such right were a vital one.\n';
    for (const out of rewrittenEach(cast, ['a', 'b', 'c', 'd', 'e', 'f'], { ...PLAIN, formality: 5 })) {
      assert.ok(out.includes('He\u2019s my pal, let me tell you, and I could stick up for him if he\u2019d only come out') && !/him: ever before/u.test(out) && out.includes('a vital one'), out);
    }
    // Rounds 337 to 340: "—rather, it forfeits" takes a semicolon; "Consider a concrete
    // illustration." is not joined on; "present value" is a term; "incorporates the time value of
    // money" never "adds" it; "She said then—it was a moonlit morning" keeps its dash.
    const round337 = 'To calculate NPV, analysts forecast the cash flows, discount each flow back to present value using the cost of capital, and subtract the initial investment. Chiefly because NPV properly incorporates the time value of money, it is the better rule. Abandoning NPV in favor of a cruder approach does not eliminate forecasting risk\u2014rather, it forfeits the single best mechanism for coping with that risk. Consider a concrete illustration. A firm is contemplating two mutually exclusive machines, Alpha and Beta. I made it plain to her that it was my fixed determination to sail. She said then\u2014it was a moonlit morning, and she was whispering in my ear whilst I stood on the ladder.';
    for (const out of rewrittenEach(round337, ['a', 'b', 'c', 'd', 'e', 'f'], { ...PLAIN, formality: 5 })) {
      assert.ok(out.includes('back to present value') && !/adds the time value/u.test(out) && !/risk, rather/u.test(out) && !/illustration, and/u.test(out) && !/She said then\./u.test(out), out);
    }
    // Rounds 341 to 344: a numbered reference entry with a year cites a title. (And only turns
    // that open a paragraph make a cast: lines of a hard-wrapped essay that begin with a title and
    // its colon are the writer's prose, and stay open to the rewrite.)
    const hardWrapped = 'The legend has exerted a lasting influence over folk tales, and it has been retold in many forms over the centuries in China and Japan.\nWhite Snake: East Asian Femme Fatale of Old, a title that I have used here\nMadame Bai: the heroine, who I think has been read in many ways since then\nWhite Snake: a story I have known since I was young, and it\'s still a favourite\nXu Xian: the husband, whom I find weak, and who doesn\'t deserve her at all.\n';
    for (const out of rewrittenEach(hardWrapped, ['a', 'b', 'c', 'd'], { ...PLAIN, formality: 5 })) assert.ok(out.includes('who does not deserve'), out);
    // Rounds 345 to 348: "is roughly a measure" never "is about a measure"; "significant human
    // events and emotions" mean something, and stay.
    for (const out of rewrittenEach('I wonder if perplexity is roughly a measure of anomalous tokens in the text. He had lost the myth of an important reality and significant human events and emotions long before.', ['a', 'b', 'c', 'd', 'e', 'f'], { ...PLAIN, formality: 5 })) {
      assert.ok(!/is about a measure/u.test(out) && out.includes('significant human events'), out);
    }
    // Rounds 349 to 352: "—that voice was a deathless song" after a "because" clause is a sentence
    // (no comma splice); "—intruding into one chamber where a man … was doing" is a participle
    // (no semicolon); "not prior to social interaction; they are constituted through it" keeps
    // its order, since "it" points back into the denial.
    const round349 = 'I think that voice held him most, with its fluctuating, feverish warmth, because it couldn\u2019t be over-dreamed\u2014that voice was a deathless song. We went upstairs, through dressing-rooms and poolrooms, and bathrooms with sunken baths\u2014intruding into one chamber where a dishevelled man in pyjamas was doing liver exercises on the floor. Constructivists argue instead that interests are not prior to social interaction; they are constituted through it.';
    for (const out of rewrittenEach(round349, ['a', 'b', 'c', 'd', 'e', 'f'], { ...PLAIN, formality: 5 })) {
      assert.ok(!/over-dreamed, that voice/u.test(out) && !/baths; intruding/u.test(out) && !/constituted through it, not prior/u.test(out), out);
    }
    // Rounds 357 to 360: creatures that "incorporate" humans absorb them, never "include" them;
    // "the most significant cycle" is never "the most major".
    for (const out of rewrittenEach('The mutants don\'t want to eliminate humans but incorporate them, preserving their knowledge. It was the most significant cycle of economic growth in our history.', ['a', 'b', 'c', 'd', 'e', 'f'], { ...PLAIN, formality: 5 })) {
      assert.ok(!/include them/u.test(out) && !/most major/u.test(out), out);
    }
    // Rounds 361 to 364: "for them to take the industry, …, and build their own libraries—that
    // would have been “Paternalism”!" keeps its dash (the infinitive is the subject "that" takes
    // up); an aside closed by a dash after inline code keeps both dashes.
    const round361 = 'And they really thought that it was Individualism to obey the orders of a magnate; while for them to take the industry, and run it to suit themselves, and build their own libraries\u2014that would have been Paternalism! The precedence for dot-operator postfix syntaxes \u2014 method calls, fields, and `.await` \u2014 is quite clear due to the lack of spaces.';
    for (const out of rewrittenEach(round361, ['a', 'b', 'c', 'd', 'e', 'f'], { ...PLAIN, formality: 5 })) {
      assert.ok(!/libraries\. That/u.test(out) && out.includes('`.await` \u2014 is quite clear'), out);
    }
    // Rounds 365 to 368: "discern X from Y" tells them apart; "Why don't any Arizona craft
    // breweries…?" keeps its contraction; a list whose last two restate words said before is an
    // apposition; "the prevalent order" prevails; "avenues remain unexplored" are untried.
    const round365 = 'The burden is on software users to discern well-written and efficient packages from poorly written ones. Why don\'t any Arizona craft breweries export beers out of state? Yemen remains attached to the values and concepts ingrained in our people throughout its history, values and concepts set forth in our national Constitution. We call for a reconsideration of the prevalent international information order. Several avenues remain unexplored.';
    for (const out of rewrittenEach(round365, ['a', 'b', 'c', 'd', 'e', 'f'], { ...PLAIN, formality: 5 })) {
      assert.ok(out.includes('discern well-written') && out.includes('Why don\'t any') && out.includes('its history, values and concepts set forth') && out.includes('prevalent international') && out.includes('remain unexplored'), out);
    }
    // Rounds 369 to 372: "—pushing my body beyond what should have been possible" is a participle
    // (no semicolon); "Formalism; or, the belief…" heads an entry and takes no typo.
    for (const out of rewrittenEach('They experimented endlessly\u2014pushing my body beyond what should have been possible.', ['a', 'b', 'c', 'd'], { ...PLAIN, formality: 5 })) {
      assert.ok(!/endlessly; pushing/u.test(out), out);
    }
    const entries = 'Here are the habits that I see most often in the proofs my students write for me.\n\nFormalism; or, the belief that a rigorous style is necessarily rigorous mathematics, or even correct, or even intuitively valid.\n\nFarsightedness; or, not simplifying the question because it looks too hard as a whole.\n';
    for (const out of rewrittenEach(entries, ['a', 'b', 'c', 'd', 'e', 'f'], { ...PLAIN, formality: 5, typos_enabled: true, typos_per_100_words: 40 })) {
      assert.ok(out.includes('the belief that a rigorous style is necessarily rigorous mathematics') && out.includes('not simplifying the question because it looks too hard'), out);
    }
    // Rounds 373 to 376: a chamber encompasses him (never "includes" him); crowds still "very noisy
    // and numerous" are never "many"; a dash pair that also closes a "While" clause leaves its
    // comma after the bracket; "detect" is left alone (see lexicon.test.ts).
    const round373 = 'He woke in the almost lightless chamber that encompassed him. The crowds had thinned but were still very noisy and numerous when we came upon them. While realists focus on material power\u2014military and economic capabilities\u2014constructivists emphasize the power of ideas.';
    for (const out of rewrittenEach(round373, ['a', 'b', 'c', 'd', 'e', 'f'], { ...PLAIN, formality: 5 })) {
      assert.ok(!/included him/u.test(out) && !/noisy and many/u.test(out) && !/capabilities\) constructivists/u.test(out), out);
    }
    // Rounds 377 to 380: "significant positive associations" keep their statistical sense; a title
    // after "entitled" takes no typo.
    const round377 = 'The aim of this work was to uncover significant positive associations between these variables in the sample of teachers. Our delegation supports the inclusion of an important and urgent item entitled Condemnation of nuclear war in the agenda of this session of the Assembly.';
    for (const out of rewrittenEach(round377, ['a', 'b', 'c', 'd', 'e', 'f'], { ...PLAIN, formality: 5 })) assert.ok(out.includes('significant positive associations'), out);
    for (const out of rewrittenEach(round377, ['a', 'b', 'c', 'd', 'e', 'f'], { ...PLAIN, formality: 5, typos_enabled: true, typos_per_100_words: 40 })) {
      assert.ok(out.includes('Condemnation of nuclear war'), out);
    }
    // Rounds 381 to 384: italics a speech tag follows ("*something has changed*, people insist")
    // are the words said; "a government-wide imperative," is a noun, never "vital".
    const round381 = 'False memories are shared by thousands, often accompanied by a deep sense of unease\u2014*something has changed*, people insist. Such phenomena point to the role of cultural schemas in what we remember. The change was communicated as an agency- and government-wide imperative, and everyone took it seriously.';
    for (const out of rewrittenEach(round381, ['a', 'b', 'c', 'd', 'e', 'f'], { ...PLAIN, formality: 5, typos_enabled: true, typos_per_100_words: 40 })) {
      assert.ok(out.includes('*something has changed*'), out);
    }
    for (const out of rewrittenEach('The change was communicated as an agency- and government-wide imperative, and everyone took it seriously. It is a moral imperative for all of us.', ['a', 'b', 'c', 'd', 'e', 'f'], { ...PLAIN, formality: 5 })) {
      assert.ok(!/wide vital|moral vital/u.test(out), out);
    }
    // Rounds 385 to 388: adjectives whose noun is on the next wrapped line stay a list.
    const wrappedList = 'We serve developers who need a platform for\nreliable, quick hosting of static sites, and federal groups that may not\nhave a developer on staff but need secure, accessible, and responsive\nwebsites to get their content out to the public.\n';
    for (const out of rewrittenEach(wrappedList, ['a', 'b', 'c', 'd', 'e', 'f'], { ...PLAIN, formality: 5 })) assert.ok(!/as well as responsive/u.test(out), out);
    // Rounds 389 to 392: "incorporating" among participles stays (never the preposition
    // "including"); one escalates blocked tasks up the line, never "grows" them.
    for (const out of rewrittenEach('Utilizing natural materials, incorporating Omani design elements, and providing comfortable seating will make the place feel local. We hold a weekly check-in with senior management to escalate blocked tasks for action.', ['a', 'b', 'c', 'd', 'e', 'f'], { ...PLAIN, formality: 5 })) {
      assert.ok(!/including Omani/u.test(out) && !/grow blocked/u.test(out), out);
    }
  });
  it('reads the three-hundred-and-ninety-third round on (session 20): time phrases after a dash, echoes, lists under one determiner, casual drafts', () => {
    // Rounds 393 to 396: "—after a while it might be…" is a sentence of its own (no comma
    // splice); "gone—truly gone" keeps its adverb; "the main drive motor, gearbox and gear pump"
    // stays a list; "can't be beat" keeps its contraction; "entirely" is never "totally" in a
    // formal voice.
    const round393 = 'He wanted people to like his mind again\u2014after a while it might be such a nice place in which to live. Our house was gone\u2014truly gone; the foundation had cracked. They checked the main drive motor, gearbox and gear pump. Maine can\'t be beat. The design is entirely based around blanket impls.';
    for (const out of rewrittenEach(round393, ['a', 'b', 'c', 'd', 'e', 'f'], { ...PLAIN, formality: 5 })) {
      assert.ok(!/again, after a while/u.test(out) && out.includes('truly gone') && !/as well as gear pump/u.test(out) && out.includes('can\'t be beat') && !/totally/u.test(out), out);
    }
    // Rounds 397 to 400: "—though I've never been to England myself, your music painted…" keeps
    // its dash (a comma spliced the main clause on); "so exclusively American" keeps its adverb.
    const round397 = 'It reminded me of a moonlit walk I once took along the Thames\u2014though I\'ve never been to England myself, your music painted such a vivid picture that I felt as if I had. It must not be assumed, however, that our interests are so exclusively American that our inattention can be taken for granted.';
    for (const out of rewrittenEach(round397, ['a', 'b', 'c', 'd', 'e', 'f'], { ...PLAIN, formality: 5 })) {
      assert.ok(!/Thames, though/u.test(out) && !/so only/u.test(out), out);
    }
    // Rounds 401 to 404: "has not received that update" never "has not got" it (possession); a
    // stray "a" before "many" is never "a a lot of"; "almost exclusively" is never "almost only";
    // a thought in italics takes no typo.
    const round401 = 'If your system has not received that update, restart it. We\'ve received a number of questions from our users. We make those for you so a many calls appear as one to the user. We prefer, and almost exclusively get data from providers via, REST APIs.';
    for (const out of rewrittenEach(round401, ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h'], { ...PLAIN, formality: 1 })) {
      assert.ok(!/(?:have|has) (?:not )?got/u.test(out) && !/\ba a\b/u.test(out) && !/almost only/u.test(out), out);
    }
    const thought = 'He walked the long road home through the rain and thought about everything he had lost that year.\n\n*Dad\u2019s ghost, worth more than blood, always watching and always waiting for something better*\n\nThe house stood empty at the end of the street, its windows dark and its garden overgrown.\n';
    for (const out of rewrittenEach(thought, ['a', 'b', 'c', 'd', 'e', 'f'], { ...PLAIN, formality: 5, typos_enabled: true, typos_per_100_words: 40 })) {
      assert.ok(out.includes('*Dad\u2019s ghost, worth more than blood, always watching and always waiting for something better*'), out);
    }
    // Rounds 405 to 408: a numbered tip's first sentence alone on its line, over its body, is its
    // title and takes no typo.
    const tips = 'Here are the lessons I learned in ten years of freelance translation work for agencies and clients.\n\n1. Specialise earlier than feels comfortable.\nFor the first three years I took everything: marketing copy, birth certificates, a manual for an industrial dishwasher. Once I focused on legal and financial documents, my rates went up.\n\n2. Your direct clients are your safety net.\nAgencies are valuable, but when two of my biggest agencies cut rates in the same year, it was my handful of direct clients who kept me afloat.\n';
    for (const out of rewrittenEach(tips, ['a', 'b', 'c', 'd', 'e', 'f'], { ...PLAIN, formality: 5, typos_enabled: true, typos_per_100_words: 40 })) {
      assert.ok(out.includes('1. Specialise earlier than feels comfortable.\n') && out.includes('2. Your direct clients are your safety net.\n'), out);
    }
    // Rounds 409 to 412: a sentence begun again after a list ("…army coaches—I dare say that…")
    // keeps its dash; "addressed two political meetings" spoke at them; "I do think it's important
    // to…" is the writer's claim, never "it helps to"; "cultivate in one's students" never "grow in".
    const round409 = 'I dare say the quality of his youth, the nature of his mother\u2019s influence, his ignorances, the crammings that he received at the hands of army coaches\u2014I dare say that all these excellent influences upon his adolescence were very bad for him. He addressed two political meetings; he hunted twice. I don\'t know much, but I do think it\'s important to cultivate in one\'s students a sense of wonder.';
    for (const out of rewrittenEach(round409, ['a', 'b', 'c', 'd', 'e', 'f'], { ...PLAIN, formality: 5 })) {
      assert.ok(!/coaches\. I/u.test(out) && out.includes('addressed two political meetings') && !/helps to|grow in/u.test(out), out);
    }
    // Rounds 413 to 416: "It's highlighted that…" may be "has" and keeps its contraction; an
    // "after" clause after a semicolon is not cut from its main clause.
    const round413 = 'It\'s highlighted that there\'s ways to achieve realtime plots with this library. So Jurgis found himself in a large hall, elaborately decorated with flags and bunting; and after the chairman had made his little speech, and the orator of the evening rose up, there was a great roar from the crowd of people.';
    for (const out of rewrittenEach(round413, ['a', 'b', 'c', 'd', 'e', 'f'], { ...PLAIN, formality: 5 })) {
      assert.ok(!/It is highlighted/u.test(out) && !/speech\. The/u.test(out), out);
    }
    // Rounds 417 to 420: "a diverse committee" is of people, never "varied".
    for (const out of rewrittenEach('This year, a diverse committee (comprised of researchers and developers) chose the winners of the award.', ['a', 'b', 'c', 'd', 'e', 'f'], { ...PLAIN, formality: 5 })) {
      assert.ok(out.includes('diverse committee'), out);
    }
    // Rounds 421 to 424: "It addressed a reader" spoke to one; "the stage\u2013gate process"
    // takes no typo in its name.
    for (const out of rewrittenEach('The old brochure spoke softly. It addressed a reader whose basic needs were already met, whose horizon was wide open.', ['a', 'b', 'c', 'd', 'e', 'f'], { ...PLAIN, formality: 5 })) {
      assert.ok(out.includes('addressed a reader'), out);
    }
    const gate = 'Overall, the stage\u2013gate process should be used for every product, and every stage\u2013gate review should be written down before the gate meeting is held.';
    for (const out of rewrittenEach(gate, ['a', 'b', 'c', 'd', 'e', 'f'], { ...PLAIN, formality: 5, typos_enabled: true, typos_per_100_words: 40 })) {
      assert.equal(out.match(/stage\u2013gate/gu)?.length, 2, out);
    }
    // Rounds 425 to 428: two characters speaking by name in plain paragraphs, four turns in all,
    // keep their words ("I\u2019ll show em", "But he don\u2019t fit in").
    const cane = [
      'Dan Moore walks southward on Thirteenth Street. The low limbs of the trees brush his hat.',
      'Dan: Break in. Get an ax and smash in. I\u2019ll show em. Smash in with the truck. I\u2019ll show em again.',
      'He stands at the door of the house and waits for a long while before he knocks.',
      'Dan: Nothing for you to see, old mussel-head. Say some nasty thing and I\u2019ll kill you.',
      'Dan: What\u2019s Muriel doing here? Peeping-toms. I\u2019ll never peep. I\u2019ll listen. I like to listen.',
      'Muriel: Shame about Dan. But he don\u2019t fit in. I\u2019m not strong enough to buck it. I wish you\u2019d go. You irritate me.',
    ].join('\n\n');
    for (const out of rewrittenEach(cane, ['a', 'b', 'c', 'd', 'e', 'f'], { ...PLAIN, formality: 5, typos_enabled: true, typos_per_100_words: 20 })) {
      assert.ok(out.includes('I\u2019ll show em again') && out.includes('But he don\u2019t fit in. I\u2019m not strong enough to buck it. I wish you\u2019d go. You irritate me.'), out);
    }
    // Rounds 429 to 432: "the realm of possibility" is a set phrase; a question after a dash
    // ("—who would take care of him?") is never a relative clause; "We not only desire…" is never
    // "We both desire"; "not only at X, but why Y" is never "both at X and why Y".
    const round429 = 'The idea is not beyond the realm of possibility for our nation. Then little Stanislovas began to whimper\u2014who would take care of him? We not only desire peace with the world, but to see peace maintained throughout the world. Scholars look not only at what states do, but why they think doing it matters.';
    for (const out of rewrittenEach(round429, ['a', 'b', 'c', 'd', 'e', 'f'], { ...PLAIN, formality: 5 })) {
      assert.ok(out.includes('realm of possibility') && !/whimper, who/u.test(out) && !/We both|both at/u.test(out), out);
    }
    // Rounds 433 to 436: a poem quoted a line a paragraph, past six paragraphs, is its poet's
    // (no typo, "that\u2019s I" kept).
    const poem = [
      'He wrote the verses out for her that night and sent them with the morning post to the house by the lake.',
      '\u201cHere, deepest of dreams, by the waters that bring not',
      'Anything back of the past that we need not know,',
      'What if the light is but sun and the little streams sing not,',
      'We are together, it seems\u2026 I have loved you so\u2026',
      'Well\u2026 we have passed\u2026 we are chronicle now to the eerie.',
      'Curious metal from meteors that failed in the sky;',
      'Earthborn the tireless is stretched by the water, quite weary,',
      'Close to this ununderstandable changeling that\u2019s I\u2026',
      'Whispering half-love over the lilt of the water\u2026',
      'Grey are the gulls that wheel above the harbour wall.',
      'Slow is the tide that turns beneath the evening light.',
      'Soft is the rain that gathers where the shadows fall.',
      'Long is the road that carries us into the night.',
      'Deep are the wells that hold the summers we have known.',
      'Bright are the lamps that burn along the silent shore.',
      'Cold are the stones that mark the gardens overgrown.',
      'Youth the penny that bought delight of the moon.\u201d',
      'She did not answer the letter for a week, and when she did she said nothing of the poem at all.',
    ].join('\n\n');
    for (const out of rewrittenEach(poem, ['a', 'b', 'c', 'd', 'e', 'f'], { ...PLAIN, formality: 5, typos_enabled: true, typos_per_100_words: 30 })) {
      assert.ok(out.includes('changeling that\u2019s I') && out.includes('Whispering half-love over the lilt of the water') && out.includes('Curious metal from meteors that failed in the sky;'), out);
    }
    // Typos keep off a name's lower-case words: "the Specific innovation centre".
    const centre = 'Researchers at the Specific innovation centre in Swansea have built a classroom that produces more energy than it uses, and the Specific innovation centre hopes to share the design with schools across the region.';
    for (const out of rewrittenEach(centre, ['a', 'b', 'c', 'd', 'e', 'f'], { ...PLAIN, formality: 5, typos_enabled: true, typos_per_100_words: 40 })) {
      assert.equal(out.match(/Specific innovation centre/gu)?.length, 2, out);
    }
    // Rounds 437 to 440: a name once quoted ("1-Click ordering") takes no typo where it comes
    // again; "A diverse array of insect pests poses…" keeps a singular subject.
    const oneClick = 'Key to this success were the introduction of "1-Click ordering" and "zShops," among other shopping innovations. The convenience of 1-Click ordering eliminated the need for customers to repeatedly enter their details for every purchase, and 1-Click ordering became a model for the whole industry.';
    for (const out of rewrittenEach(oneClick, ['a', 'b', 'c', 'd', 'e', 'f'], { ...PLAIN, formality: 5, typos_enabled: true, typos_per_100_words: 40 })) {
      assert.equal(out.match(/1-Click ordering/gu)?.length, 3, out);
    }
    for (const out of rewrittenEach('A diverse array of insect pests poses a significant and persistent threat to crops across the region.', ['a', 'b', 'c', 'd', 'e', 'f'], { ...PLAIN, formality: 5 })) {
      assert.ok(!/kinds of insect pests poses/iu.test(out), out);
    }
    // Rounds 441 to 444: a play with each speaker's name as a paragraph above the words said
    // keeps its speakers' words; a letter's signature is no speaker.
    const play = ['He', 'I thought you\u2019d be sort of\u2014sort of\u2014sexless, you know, swim and play golf.', 'She', 'Oh, I do\u2014but not in business hours.', 'He', 'I\u2019d like to have some stock in the corporation, if there\u2019s any left.', 'She', 'Oh, it\u2019s not a corporation. They\u2019re all wrong about that, and I can\u2019t help them.'].join('\n\n');
    for (const out of rewrittenEach(play, ['a', 'b', 'c', 'd', 'e', 'f'], { ...PLAIN, formality: 5, typos_enabled: true, typos_per_100_words: 30 })) {
      assert.ok(out.includes('I thought you\u2019d be sort of') && out.includes('Oh, it\u2019s not a corporation. They\u2019re all wrong about that, and I can\u2019t help them.'), out);
    }
    // Rounds 445 to 448: "The sizzle, the scent—something in her chest loosened" keeps its dash;
    // "-- As I recall, …" is a sentence begun anew; "there's three … outcomes" keeps its
    // contraction; "takes groundwork" is never "takes basis" (nor "foundation" without an
    // article); a standfirst under a title line takes no typo.
    const round445 = 'The sizzle, the scent\u2014something in her chest loosened. If I spent more time I could find another example -- As I recall, the date of his birthday was disputed. Ben packed a lot in there, but there\'s three TPM-specific space-creating outcomes. This takes groundwork ahead of time to build the trust.';
    for (const out of rewrittenEach(round445, ['a', 'b', 'c', 'd', 'e', 'f'], { ...PLAIN, formality: 5 })) {
      assert.ok(!/scent, something|example, As|there is three|takes (?:basis|foundation)/u.test(out), out);
    }
    const release = 'Read Forward Cardiff Awarded \u00a3480,000 to Expand Adult Literacy Program Across South Wales\n\nThree-year grant from the Harlow Foundation will help the charity reach 1,500 additional adult learners\n\nCARDIFF, 9 April 2025 \u2014 Read Forward Cardiff, a charity that supports adults to improve their reading and writing, has received a grant from the Harlow Foundation to expand its tutoring program over the next three years.\n';
    for (const out of rewrittenEach(release, ['a', 'b', 'c', 'd', 'e', 'f'], { ...PLAIN, formality: 5, typos_enabled: true, typos_per_100_words: 40 })) {
      assert.ok(out.includes('\n\nThree-year grant from the Harlow Foundation will help the charity reach 1,500 additional adult learners\n\n'), out);
    }
    // Rounds 449 to 452: "Kerry presented them formally" introduced them; "…, when she
    // mid-sentence—vanished." keeps its dash (the verb alone after it).
    const round449 = 'Kerry presented them formally. We were sitting on the couch, arguing about whether to move to Tokyo where the lags were shorter, when she mid-sentence\u2014vanished.';
    for (const out of rewrittenEach(round449, ['a', 'b', 'c', 'd', 'e', 'f'], { ...PLAIN, formality: 5 })) {
      assert.ok(out.includes('presented them') && out.includes('mid-sentence\u2014vanished'), out);
    }
    // Rounds 453 to 456: no sentence is cut inside a dash aside.
    for (const out of rewrittenEach('Then the three negroes\u2014John had never seen any of them before, and it flashed through his mind that they must be the professional executioners\u2014paused in their movement.', ['a', 'b', 'c', 'd', 'e', 'f'], { ...PLAIN, formality: 5 })) {
      assert.ok(!/before\. It/u.test(out), out);
    }
    // Rounds 457 to 460: "Scientists explain it this way." is never joined to what it announces,
    // nor "and the middle more than the far side" cut off as a sentence; "has emerged to
    // challenge" is never "appeared to"; "areas" -> "areae" spells a word (lexicon.test.ts).
    const tides = 'Scientists explain it this way. The moon pulls the near side of the Earth more than the middle, and the middle more than the far side. Then the water piles up on both sides and we get two tides a day. A new theoretical lens has emerged to challenge and enrich these views.';
    for (const out of rewrittenEach(tides, ['a', 'b', 'c', 'd', 'e', 'f'], { ...PLAIN, formality: 5 })) {
      assert.ok(!/this way[,;]|\. And the middle|middle\. The middle|appeared to/u.test(out), out);
    }
    // Rounds 461 to 464: "— and may be competitively replaced" shares its subject (no
    // semicolon); "minimally sufficient" is never "minimally enough".
    const round461 = 'Those companies who are above the bar will continue to earn more opportunities for work, while those who aren\'t will earn fewer \u2014 and may be competitively replaced with new marketplace entrants. We prefer (1) clear goals and (2) minimally sufficient evaluation criteria over completely exhaustive ones.';
    for (const out of rewrittenEach(round461, ['a', 'b', 'c', 'd', 'e', 'f'], { ...PLAIN, formality: 1 })) {
      assert.ok(!/fewer;/u.test(out) && !/minimally enough/u.test(out), out);
    }
    // Rounds 465 to 468: "is not X—it is its foundation" keeps its order ("its" points into X);
    // a restatement after a dash with a colon further on keeps the dash.
    const round465 = 'For in human perception, the bearable is not the enemy of the brilliant\u2014it is its foundation. The Supreme Court now has two superb new members -- new members on its bench: Chief Justice John Roberts and Justice Sam Alito.';
    for (const out of rewrittenEach(round465, ['a', 'b', 'c', 'd', 'e', 'f'], { ...PLAIN, formality: 5 })) {
      assert.ok(!/its foundation, not/u.test(out) && !/members: new members/u.test(out), out);
    }
    // Rounds 469 to 472: "not just one of X, but also of Y" is never "both one of X and of Y".
    for (const out of rewrittenEach('The story of the hospital is not just one of medical innovation, but also of the ongoing effort to serve every family in the valley.', ['a', 'b', 'c', 'd', 'e', 'f'], { ...PLAIN, formality: 5 })) {
      assert.ok(!/both one of/u.test(out), out);
    }
    // A thread's first question under its title is the post itself, not a standfirst: it is
    // rewritten like the rest (checked over the data, where forum threads had been frozen).
    const thread = 'United States Beer Shipping Laws\n\nDoes anyone know about the laws when it comes to shipping beers to individual states?\n\nI am from Kentucky, which does not allow an individual to have alcohol shipped directly to their home address, and I would love to join a club.\n';
    const asked = rewrittenEach(thread, ['a', 'b', 'c', 'd', 'e', 'f'], { ...PLAIN, formality: 5, typos_enabled: true, typos_per_100_words: 40 });
    assert.ok(asked.some((out) => !out.includes('Does anyone know about the laws when it comes to shipping beers to individual states?')), asked.join('\n'));
    // Rounds 473 to 476: "once more endeavour to find" is a verb, never "effort"; a dash pair
    // that also closes an opening "When" clause leaves a comma after the bracket.
    const round473 = 'I would lie still and once more endeavour to find a spell that would release my house. When the designer understands how those systems fit together\u2014and recognizes where their decisions can disrupt that delicate balance\u2014projects progress more smoothly, occupants enjoy healthier spaces, and owners avoid remediation costs.';
    for (const out of rewrittenEach(round473, ['a', 'b', 'c', 'd', 'e', 'f'], { ...PLAIN, formality: 5 })) {
      assert.ok(!/more effort to/u.test(out) && !/balance\) projects/u.test(out), out);
    }
    // Rounds 477 to 480: "and my Swedish exercises, being manicured" is a list's last item,
    // never cut off; "bodies to demonstrate upon" is never "show upon".
    const round477 = 'It must have been when I was taking my baths, and my Swedish exercises, being manicured. And because this surgeon had to have bodies to demonstrate upon, he announced that he would treat the children of the poor.';
    for (const out of rewrittenEach(round477, ['a', 'b', 'c', 'd', 'e', 'f'], { ...PLAIN, formality: 5 })) {
      assert.ok(!/baths\. My/u.test(out) && !/show upon/u.test(out), out);
    }
    // A casual draft (a postcard home, contracted throughout) is not rewritten in a sampled formal
    // voice ("I felt a bit out of place. Yet the stable master was kind"); a formal one still is.
    const postcard = 'Hi Mom! I\'m having the best time here, and I can\'t wait to tell you about it. The barn\'s huge and the horses are gentle. I felt a bit out of place, but the stable master was kind and showed me how to brush them. We\'re riding out tomorrow if the rain holds off. It\'s cold at night, so I\'m glad you made me pack the wool socks. Love you lots. '.repeat(2);
    const words = postcard.split(/\s+/u).filter(Boolean).length;
    assert.ok(isCasual(postcard, words) && !isFormal(postcard, words));
    const seed = ['s1', 's2', 's3', 's4', 's5', 's6', 's7', 's8', 's9', 's10', 's11', 's12'].find((x) => planRewrite({}, x).formality === 5) ?? '';
    const sampled = planRewrite({}, seed);
    assert.equal(sampled.formality, 5);
    assert.equal(registerPlan(sampled, postcard, words).formality, 3);
    assert.equal(planRewrite({ formality: 5 }, seed).formality, 5);
    assert.equal(registerPlan(planRewrite({ formality: 5 }, seed), postcard, words).formality, 5);
    const essay = 'The committee reviewed the proposal in detail. Furthermore, it considered the costs of each option and the time each would take to deliver. '.repeat(6);
    assert.ok(!isCasual(essay, essay.split(/\s+/u).length));
  });

  it('reads the four-hundred-and-eighty-first round on (session 21): what was read in held-out drafts stays said', () => {
    // Rounds 481 to 484: "a being evolved to survive" was shaped by nature, never "developed to survive".
    const round481 = 'Coming from a being evolved to survive the vacuum of space, that was rich. The field has evolved rapidly over the years.';
    for (const out of rewrittenEach(round481, ['a', 'b', 'c', 'd', 'e', 'f'], { ...PLAIN, formality: 5 })) {
      assert.ok(!/developed to survive/u.test(out), out);
    }
    // Rounds 485 to 488: a run of sentences opening alike ("He taught me… He taught me…", "You
    // answered… You wrote… You saw…") keeps its full stops.
    const round485 = 'Dad taught me that you check the oil every single week. He taught me that you keep your word when you give it. He taught me that you look after your tools and your friends. I also want to say something about our teachers today. Every one of you stayed late for us in ways we missed. You replied to our emails late at night for all of us. You wrote letters for us while marking a pile of exams. You saw something in us on days when we could not see it in ourselves. Thank you.';
    for (const out of rewrittenEach(round485, ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h'], { ...PLAIN, formality: 5 })) {
      assert.ok(!/(?:; |, and )(?:he|you) (?:taught|wrote|saw)/u.test(out), out);
    }
    // Rounds 489 to 492: a quoted list whose items open with bold terms is someone's words, not a
    // callout: it takes no typo (a "> **Note:**" callout is still the writer's own).
    const quotedList = 'Our team follows four rules that matter a great deal to all of us:\n\n> * **Written**: Discussion, planning, and decisions should happen in writing, in issues or in chat with transcripts wherever it is possible. Avoid meetings.\n>\n> * **Visible**: Work should be visible and show its process. Each piece of work should have a link, and it should be possible to trace a failure back to how it came about.\n\n> **Note:** Moreover, this callout is crucial and the writer\'s own words, which delve into the matter.\n';
    const quoted = quotedList.split('\n\n')[1] ?? '';
    const typed = rewrittenEach(quotedList, ['a', 'b', 'c', 'd'], { ...PLAIN, formality: 5, typos_enabled: true, typos_per_100_words: 40 });
    for (const out of typed) assert.ok(out.includes(quoted), out);
    assert.ok(typed.some((out) => !out.includes('this callout is crucial and the writer\'s own words, which delve into the matter')), typed.join('\n'));
    // Rounds 493 to 496: marks garbled twice over still quote ("produces the result: ÃÂ¢ÃÂÃÂClaudette
    // found no potentially unfair clauseÃÂ¢ÃÂÃÂ."): the API's words stay as it gave them.
    const garbled = (last: string): string => `\u00c3\u0083\u00c2\u00a2\u00c3\u0082\u00c2\u0080\u00c3\u0082\u00c2${last}`;
    const api = `Testing their API with a plain sentence, for example, produces the result: ${garbled('\u0098')}Claudette found no potentially unfair clause in the text${garbled('\u0099')}. This may reflect potentially serious limits of the tool.`;
    const apiOut = rewrittenEach(api, ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h'], { ...PLAIN, formality: 5, typos_enabled: true, typos_per_100_words: 40 });
    for (const out of apiOut) assert.ok(out.includes('Claudette found no potentially unfair clause in the text'), out);
    assert.ok(apiOut.some((out) => !out.includes('may reflect potentially serious limits of the tool')), apiOut.join('\n'));
    // Rounds 497 to 500: a closing dash that cries out the last of two things keeps its dashes;
    // the menu that echoes a sign quoted in capitals keeps the sign's words.
    const round497 = 'He looked at the man who stood before him, sizing him up\u2014a ragged, ill-smelling tramp, with no overcoat and one arm in a sling\u2014and a hundred-dollar bill! On the right, a narrow spur toward a hilltop, with a sign: \u201cSLIGHTLY RISKY, POTENTIALLY INTERESTING.\u201d You stop and think about it.\n\nB. Try the slightly risky, potentially interesting spur.';
    for (const out of rewrittenEach(round497, ['a', 'b', 'c', 'd', 'e', 'f'], { ...PLAIN, formality: 5 })) {
      assert.ok(!/sling\) and a hundred/u.test(out) && out.includes('slightly risky, potentially interesting spur'), out);
    }
    // Rounds 501 to 504: "designed purely to annoy." is never "to bother." (no object), and doors
    // that "revolve" never "center".
    for (const out of rewrittenEach('The pranks were petty, disruptive, designed purely to annoy. Then the swinging doors revolve and three bundles of fur mince in. His whole life revolves around work and little else. The noise can annoy the neighbours.', ['a', 'b', 'c', 'd', 'e', 'f'], { ...PLAIN, formality: 5 })) {
      assert.ok(!/to bother\./u.test(out) && !/doors center/u.test(out), out);
    }
    // Rounds 505 to 508: what was tried "at first" is not joined to the advice before it; "much
    // influenced by" a talk is never "much shaped"; a name taken up after a dash keeps the dash;
    // a bracketed record broken over short paragraphs takes no typo.
    const round505 = 'Bush did not seem to have been much influenced by our little conversation. Third, keep the routine boring and the same. We tried changing things up at first. That was what was terrible, because Florence forced Leonora herself to abandon her high reserve\u2014Florence and the situation.';
    for (const out of rewrittenEach(round505, ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h'], { ...PLAIN, formality: 5 })) {
      assert.ok(!/much shaped/u.test(out) && !/same(?:,| and|;) we tried/u.test(out) && !/reserve, Florence/u.test(out), out);
    }
    const record = '(Official Records of the General Assembly, sixth\n\nspecial session of the General Assembly, 2210th\n\nPlenary Meeting, para. 30)';
    const recorded = `The report was adopted by the Assembly at that time, and we recall it with some pride today.\n\n${record}\n\nThe special session was important for all of us, and we recall it with some pride.\n`;
    const recordedOut = rewrittenEach(recorded, ['a', 'b', 'c', 'd'], { ...PLAIN, formality: 5, typos_enabled: true, typos_per_100_words: 40 });
    for (const out of recordedOut) assert.ok(out.includes(record), out);
    assert.ok(recordedOut.some((out) => !out.includes('The special session was important for all of us')), recordedOut.join('\n'));
    // Rounds 509 to 512: a sentence begun again after a dash, and a name said again after an
    // aside, keep their dashes; a theorem's name takes no typo.
    const round509 = 'We never went back to Carcassonne, of course\u2014lovely Carcassonne, with its tall, narrow towers, that looked as thin as pencils and as old as the hills, above the river\u2014Carcassonne with the pale walls on the top of the hill around a garden of red roses, beneath the shade of the plane trees. What a fine place it was!\n\nMy cousins used to say that I must be the idlest man in Boston. They had never lived in Boston and they had strict consciences. You see, the first thing they said to me when I called on Mary in the little old brick house beneath the tall, thin-leaved elms\u2014the first question they asked me was not how I was but what I did for a living. I did nothing, and I said so. It seemed to shock them a great deal, and they never forgot it.';
    for (const out of rewrittenEach(round509, ['a', 'b', 'c', 'd', 'e', 'f'], { ...PLAIN, formality: 5 })) {
      assert.ok(out.includes('elms\u2014the first') && !/river\) Carcassonne/u.test(out), out);
    }
    const theorem = 'From the basic estimates you get Chebyshev bounds, and from that, the prime number theorem follows with some more work. There are many generalizations of Schauder fixed point theorem in the literature that people study today.';
    for (const out of rewrittenEach(theorem, ['a', 'b', 'c', 'd'], { ...PLAIN, formality: 5, typos_enabled: true, typos_per_100_words: 40 })) {
      assert.ok(out.includes('the prime number theorem') && out.includes('Schauder fixed point theorem'), out);
    }
    // Rounds 513 to 516: a triad under "more … than" is never split by "as well as"; a "When"
    // clause whose verb comes after the dashes takes no comma before it.
    const round513 = 'Research shows that memory is far more malleable, reconstructive, and susceptible to suggestion than intuition might suggest. When a trusted figure\u2014such as a researcher, therapist, or police officer\u2014suggests details, people tend to believe them.';
    for (const out of rewrittenEach(round513, ['a', 'b', 'c', 'd', 'e', 'f'], { ...PLAIN, formality: 5 })) {
      assert.ok(!/as well as susceptible/u.test(out) && !/officer\), suggests/u.test(out), out);
    }
    // Rounds 517 to 520: "when it comes to reconsider" is never "with reconsider"; "hinted
    // strongly of" is never "suggested of"; a numbered section title standing alone takes no typo.
    for (const out of rewrittenEach('The proposal should be given due weight by the Security Council when it comes to reconsider the matter next year. He had an esprit that hinted strongly of the boulevards and cafes of the city.', ['a', 'b', 'c', 'd', 'e', 'f'], { ...PLAIN, formality: 5 })) {
      assert.ok(!/with reconsider/u.test(out) && !/suggested strongly of/u.test(out), out);
    }
    const sections = 'Strawberries have become one of the signature crops of the region, with the bulk of production on the coastal plain near the city.\n\n1.  The insect landscape of our strawberry farms  \n\nThe most damaging insects in the crop can be grouped into four functional guilds, and each needs its own approach.\n\n2.  Pest control tactics adapted to local conditions  \n\nIntegrated pest management is not a single recipe but a series of decision rules that favour biological measures.\n';
    for (const out of rewrittenEach(sections, ['a', 'b', 'c', 'd'], { ...PLAIN, formality: 5, typos_enabled: true, typos_per_100_words: 40 })) {
      assert.ok(out.includes('1.  The insect landscape of our strawberry farms') && out.includes('2.  Pest control tactics adapted to local conditions'), out);
    }
    // Rounds 521 to 524: the steps of a menu path take no typo.
    for (const out of rewrittenEach('To turn it on, open Settings \u2192 Branches \u2192 Branch protection rules and add a rule for the main branch of the repository so that nobody can push to it directly.', ['a', 'b', 'c', 'd'], { ...PLAIN, formality: 5, typos_enabled: true, typos_per_100_words: 40 })) {
      assert.ok(out.includes('Settings \u2192 Branches \u2192 Branch protection rules'), out);
    }
    // Rounds 525 to 528: "to hint someone out of the house" is never "suggest"; "children - boys
    // and girls" never becomes a list of three.
    for (const out of rewrittenEach('She had been trying for a week to hint her cousin out of the house. In that country we will keep helping them secure their land, rebuild their towns, and educate all their children - boys and girls.', ['a', 'b', 'c', 'd', 'e', 'f'], { ...PLAIN, formality: 5 })) {
      assert.ok(!/suggest her cousin/u.test(out) && !/children, boys/u.test(out) && !/children and boys/u.test(out), out);
    }
    // Rounds 529 to 532: a title over a subtitle wholly in brackets takes no typo.
    const subtitled = 'Green Bins: A Study in Paying for Growth  \n(The longer report from which this summary was drawn)\n\nThe firm began five years ago when two childhood friends pooled their savings to buy a second-hand truck and twenty wheelie bins for the street.\n';
    for (const out of rewrittenEach(subtitled, ['a', 'b', 'c', 'd'], { ...PLAIN, formality: 5, typos_enabled: true, typos_per_100_words: 40 })) {
      assert.ok(out.startsWith('Green Bins: A Study in Paying for Growth  \n(The longer report from which this summary was drawn)'), out);
    }
    // Rounds 533 to 536: "deeply aware" keeps its degree.
    for (const out of rewrittenEach('Tonight we gather in this hall deeply aware of the hard days ahead for all of our people.', ['a', 'b', 'c', 'd', 'e', 'f'], { ...PLAIN, formality: 5 })) {
      assert.ok(out.includes('deeply aware'), out);
    }
    // Rounds 537 to 540: "he's already motivated enough" is never "he has … motivated".
    for (const out of rewrittenEach('It is more useful for him to do it than you, and if he\'s already motivated enough to study this alone, let him. He\'s seen enough of it by now to know.', ['a', 'b', 'c', 'd'], { ...PLAIN, formality: 5 })) {
      assert.ok(!/has already motivated/u.test(out) && out.includes('He has seen enough'), out);
    }
    // Rounds 541 to 544: "Essentially, that …" keeps its opener; "receiving a confession" is
    // never "getting" one.
    for (const out of rewrittenEach('The defense is set out in this short video. Essentially, that the agency noticed great variability in the data.', ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h'], { ...PLAIN, formality: 5 })) {
      assert.ok(!/\. That the agency/u.test(out), out);
    }
    for (const out of rewrittenEach('The man listened like someone receiving a confession, and then he left. She received a reply the next day.', ['a', 'b', 'c', 'd', 'e', 'f'], { ...PLAIN, formality: 1 })) {
      assert.ok(!/getting a confession/u.test(out), out);
    }
    // Rounds 545 to 548: a clause after "that" whose verb comes after the dashes takes no comma
    // before it; a telegram announced by the paragraph above takes no typo.
    for (const out of rewrittenEach('If the pilot shows that night-shift nurses\u2014mostly young and female\u2014experience higher rates of burnout, the board will act.', ['a', 'b', 'c', 'd'], { ...PLAIN, formality: 5 })) {
      assert.ok(!/\), experience/u.test(out), out);
    }
    const telegram = 'Send by first mail a full account of the present job and how you came to take it, with daily reports to date';
    for (const out of rewrittenEach(`The next morning there was a telegram from the boss:\n\n${telegram}\n\nI read it twice and put it in my pocket, and then I went down to the hotel for breakfast.\n`, ['a', 'b', 'c', 'd'], { ...PLAIN, formality: 5, typos_enabled: true, typos_per_100_words: 40 })) {
      assert.ok(out.includes(telegram), out);
    }
    // Rounds 549 to 552: "go stale when it comes to taste" is never "stale with taste"; "not only
    // quite plain, but showed" is never "both … and showed".
    for (const out of rewrittenEach('Yes, coffee can go stale when it comes to taste. The question was not only quite plain, but showed some research.', ['a', 'b', 'c', 'd', 'e', 'f'], { ...PLAIN, formality: 5 })) {
      assert.ok(!/stale with taste/u.test(out) && !/was both/u.test(out), out);
    }
    // Rounds 557 to 560: a dash whose sentence runs on to a verb on the next wrapped line keeps it.
    const wrapped = 'I tend to believe that a certain\namount of poverty reduction actually\nhelps a modern state - the basic economic tenet of the\nother party seems to be the more homeless under\neach bridge, the better the rest of us will do.';
    for (const out of rewrittenEach(wrapped, ['a', 'b', 'c', 'd', 'e', 'f'], { ...PLAIN, formality: 5 })) {
      assert.ok(!/state: the basic/u.test(out), out);
    }
    // Rounds 561 to 564: a question whose mark closes both halves of a dash is never cut in two.
    for (const out of rewrittenEach('The old man asked again about the deed. And it was all perfectly regular\u2014there were no tricks about it of any sort?', ['a', 'b', 'c', 'd', 'e', 'f'], { ...PLAIN, formality: 5 })) {
      assert.ok(!/regular\. There/u.test(out), out);
    }
    // "features that although minor…, really served as" keeps its verb: its subject is out of sight.
    for (const out of rewrittenEach('He named three key features that although minor from a technical standpoint, really served as the fundamental shift.', ['a', 'b', 'c', 'd', 'e', 'f'], { ...PLAIN, formality: 5 })) {
      assert.ok(!/really (?:was|were) the/u.test(out), out);
    }
  });

  it('reads the five-hundred-and-sixty-fifth round on (session 22): definitions quoted under their source', () => {
    // Round 566: a definition quoted under "defined X as the following (abridged):" keeps its
    // labelled paragraphs as written.
    const quotedDefinition = 'Colour: Pale amber to deep copper, with a light haze.\n\nBody: Medium, with a soft and rounded finish.';
    const announced = `The guild once defined the style as the following (abridged):\n\n${quotedDefinition}\n\nThat seems too loose to me, but it is what brewers still use when they judge the beer at a fair.\n`;
    for (const out of rewrittenEach(announced, ['a', 'b', 'c', 'd'], { ...PLAIN, formality: 5, typos_enabled: true, typos_per_100_words: 40 })) {
      assert.ok(out.includes(quotedDefinition), out);
    }
    // Round 568: "came men of the wider world\u2014travelling salesmen with piping on their coats,
    // and visiting aunts from the coast" never takes a comma: it made a list of three.
    for (const out of rewrittenEach('And from the station came men of the wider world\u2014travelling salesmen with piping on their coats, and visiting aunts from the coast. The square was full.', ['a', 'b', 'c', 'd', 'e', 'f'], { ...PLAIN, formality: 5 })) {
      assert.ok(!/world, travelling/u.test(out), out);
    }
    // Round 572: a numbered subsection's title on its own line over its first line takes no typo.
    const sections = 'Field work began in the spring, and the first results came in by the end of the summer.\n\n3.2  Irrigation and soil moisture  \nThe plots under drip lines held their moisture through the driest weeks of the year.\n\n3.3  Weeds and ground cover  \nStraw mulch kept most of the weeds down without any spraying at all.\n';
    for (const out of rewrittenEach(sections, ['a', 'b', 'c', 'd'], { ...PLAIN, formality: 5, typos_enabled: true, typos_per_100_words: 40 })) {
      assert.ok(out.includes('3.2  Irrigation and soil moisture') && out.includes('3.3  Weeds and ground cover'), out);
    }
    // Round 572: a post that a later one quotes keeps its words, or the quotation no longer
    // matches it.
    const thread = "It's a funny story, and I don't know if it's true or not, but it made my week.\n\nSam\n\n---\n\nWhat part of \"I don't know if it's true or not\" was so hard to follow? I never said it happened.\n\n---\n\n--]It's a funny story, and I don't know if it's true or not, but it made my week.\n\nThat is exactly the trouble with stories like this one.\n";
    for (const out of rewrittenEach(thread, ['a', 'b', 'c', 'd'], { ...PLAIN, formality: 5 })) {
      assert.ok(out.startsWith("It's a funny story, and I don't know if it's true or not, but it made my week."), out);
    }
    // Rounds 575 to 578: answers under two interviewees' names are theirs, "we" and all; "there's
    // not really any good ideas" keeps its contraction; the words counted after "in three words:"
    // take no typo; a short numbered step is its title; "a vital component of" stays essential.
    const interview = '**KM: You built the tool in a month. How did you start?**\n\n**AB and CD:** We didn\'t plan much at first, and we\'re still surprised it worked.\n\n**KM: What did you test first?**\n\n**AB and CD:** The forms. They\'re where people give up.\n\n**KM: What has the response been since launch?**\n\n**AB and CD:** Mostly kind. We hear quickly when something\'s broken.\n';
    for (const out of rewrittenEach(interview, ['a', 'b', 'c', 'd'], { ...PLAIN, formality: 5 })) {
      assert.ok(out.includes("We didn't plan much") && out.includes("They're where"), out);
    }
    for (const out of rewrittenEach("We looked at the question again last week. However, there's not really any good answers yet.", ['a', 'b', 'c', 'd'], { ...PLAIN, formality: 5 })) {
      assert.ok(!/there is not really any good answers/u.test(out), out);
    }
    for (const out of rewrittenEach('The charter is short, but it tells the whole story in just three words: We the citizens. Other charters list what people may do; ours lists what the state may do.', ['a', 'b', 'c', 'd'], { ...PLAIN, formality: 5, typos_enabled: true, typos_per_100_words: 40 })) {
      assert.ok(out.includes(': We the citizens.'), out);
    }
    const steps = 'Gather clay, compost and seeds, and keep them dry until the day you plan to work.\n\n2. Mix in seeds.\n\nStir the seeds into the damp clay a handful at a time so they spread evenly.\n\n3. Make bombs.\n\nRoll the mix into balls about the size of a walnut and leave them in the shade.\n';
    for (const out of rewrittenEach(steps, ['a', 'b', 'c', 'd'], { ...PLAIN, formality: 5, typos_enabled: true, typos_per_100_words: 40 })) {
      assert.ok(out.includes('2. Mix in seeds.') && out.includes('3. Make bombs.'), out);
    }
    for (const out of rewrittenEach('Many studies list the survey as a vital component of their methods sections. That is how it spread.', ['a', 'b', 'c', 'd'], { ...PLAIN, formality: 1 })) {
      assert.ok(!/a big part of/u.test(out), out);
    }
    // Rounds 579 to 582: "I have some good news." is never joined to the news it announces; the
    // titles of cited questions whose links are gone take no typo.
    for (const out of rewrittenEach('Commander, I have some good news. The dispute with the river settlers has been settled. We can rest tonight.', ['a', 'b', 'c', 'd', 'e', 'f'], { ...PLAIN, formality: 5 })) {
      assert.ok(!/news, and the dispute/u.test(out), out);
    }
    const cited = 'Nobody took up the challenge this month, and neither did I. We had two new medieval questions:\n\n-\n\nHow were the village mills of the northern shires paid for by the tenants in thirteenth-century England?\n\n-\n\nThe Bishop of Durham and his coinage\n\nBoth were good, but we can surely do better next month.\n';
    for (const out of rewrittenEach(cited, ['a', 'b', 'c', 'd'], { ...PLAIN, formality: 5, typos_enabled: true, typos_per_100_words: 40 })) {
      assert.ok(out.includes('How were the village mills of the northern shires paid for by the tenants in thirteenth-century England?') && out.includes('The Bishop of Durham and his coinage'), out);
    }
    // Rounds 583 to 586: "presenting here a certain number of principles" puts them forward;
    // "such exceptional corruption" is never "outstanding"; a "when" clause after "that" is not cut
    // from its main clause at ", but"; "revolutions on our continent — … — served as" keeps its
    // verb; "gives it it's distinct taste" keeps the writer's "it's".
    for (const out of rewrittenEach('The delegation has the honor of presenting here a certain number of principles. I found in my teachers no account of such exceptional corruption.', ['a', 'b', 'c', 'd', 'e', 'f'], { ...PLAIN, formality: 5 })) {
      assert.ok(!/showing here/u.test(out) && !/outstanding corruption/u.test(out), out);
    }
    for (const out of rewrittenEach("My lesson from the thread is that when I meet one of those posts that seems to hold a real question somewhere inside, but I can't quite dig it out, I should take it to the help page and ask.", ['a', 'b', 'c', 'd', 'e', 'f'], { ...PLAIN, formality: 5 })) {
      assert.ok(!/inside\. (?:But|Yet)/u.test(out), out);
    }
    for (const out of rewrittenEach('These two uprisings in our region \u2014 the miners\u2019 strike and the student revolt \u2014 served as the model for later reform. We remember them.', ['a', 'b', 'c', 'd'], { ...PLAIN, formality: 5 })) {
      assert.ok(!/\) was the model|\u2014 was the model/u.test(out), out);
    }
    for (const out of rewrittenEach("Is the water what gives it it's soft taste? I think so.", ['a', 'b', 'c', 'd'], { ...PLAIN, formality: 5 })) {
      assert.ok(!/it it is/u.test(out), out);
    }
    // Rounds 587 to 590: "inexpensive rugs" are never "cheap"; "the individuals" of a sequence of
    // functions are never "people"; "In conclusion, after analysing…, it is clear that they" keeps
    // its subject.
    for (const out of rewrittenEach('The parlour had the best of inexpensive rugs and a lamp of some taste. It was his pride.', ['a', 'b', 'c', 'd'], { ...PLAIN, formality: 5 })) {
      assert.ok(!/cheap rugs/u.test(out), out);
    }
    for (const out of rewrittenEach('When the sequence of functions converges uniformly, any notion of integral works for the individuals and for the limit. That is the point.', ['a', 'b', 'c', 'd'], { ...PLAIN, formality: 5 })) {
      assert.ok(!/for the people/u.test(out), out);
    }
    for (const out of rewrittenEach('In conclusion, after weighing the costs of the games for the host cities and for the teams, it is clear that they bring more than money. We should keep them.', ['a', 'b', 'c', 'd', 'e', 'f'], { ...PLAIN, formality: 5 })) {
      assert.ok(/it is clear that they/u.test(out), out);
    }
    // Rounds 595 to 598: an aside over lines of a speech extracted a line per paragraph keeps
    // both dashes; "notable consequences" are never "striking"; "I think it's worth pointing out
    // that…, and perhaps discussing" keeps its frame; "maybe-laters" stays a coinage; a standfirst
    // under a release line and a title takes no typo.
    const lines = 'The great meetings on trade and\n\nfisheries \u2014 chief of them the Lisbon\n\nConference in 1998 and the Review Session held last\n\nspring \u2014 will be remembered by all of us.\n';
    for (const out of rewrittenEach(lines, ['a', 'b', 'c', 'd'], { ...PLAIN, formality: 5 })) {
      assert.ok(/fisheries \u2014 chief/u.test(out) && /spring \u2014 will/u.test(out), out);
    }
    for (const out of rewrittenEach('The notable consequences of this change are listed below. Read them first.', ['a', 'b', 'c', 'd'], { ...PLAIN, formality: 5 })) {
      assert.ok(!/striking consequences|clear consequences/u.test(out), out);
    }
    for (const out of rewrittenEach("Either way, I think it's worth pointing out that other methods exist, and perhaps briefly trying them in class.", ['a', 'b', 'c', 'd'], { ...PLAIN, formality: 5 })) {
      assert.ok(/worth pointing out that other methods exist/u.test(out), out);
    }
    for (const out of rewrittenEach('The app promised clarity. No ghosting, no lingering maybe-laters, just a yes or a no.', ['a', 'b', 'c', 'd'], { ...PLAIN, formality: 5 })) {
      assert.ok(out.includes('maybe-laters'), out);
    }
    const release = 'FOR IMMEDIATE RELEASE\n\nRiverside Choir Wins \u00a320,000 to Take Its Concerts to Rural Care Homes\n\nTwo-year award from the Ashdown Trust will help the choir visit forty more homes across the valley\n\nLLANDEILO, 3 March 2025 \u2014 Riverside Choir has received a grant to take its concerts to care homes in the valley over the next two years.\n';
    for (const out of rewrittenEach(release, ['a', 'b', 'c', 'd'], { ...PLAIN, formality: 5, typos_enabled: true, typos_per_100_words: 40 })) {
      assert.ok(out.includes('Two-year award from the Ashdown Trust will help the choir visit forty more homes across the valley'), out);
    }
    // Rounds 599 to 602: a passage signed "-- Name, address" on its last line is a quotation;
    // what follows "*Information taken from first link" is pasted; "vary continuously" stays.
    const signed = "The big forays into new markets turned out to be dead ends. They didn't fail\nfor lack of money; they failed because they were early.\n-- Jo Park, http://example.com/story\n\nI think that is about right.\n";
    for (const out of rewrittenEach(signed, ['a', 'b', 'c', 'd'], { ...PLAIN, formality: 5, typos_enabled: true, typos_per_100_words: 40 })) {
      assert.ok(out.includes("They didn't fail\nfor lack of money; they failed because they were early."), out);
    }
    const pasted = 'Here is what I found for the recipe.\n\n*Information taken from first link\n\nBoil the wort for ninety minutes and add the bittering hops at the start. We couldn\'t reach the author, so the yeast comes from another site.\n';
    for (const out of rewrittenEach(pasted, ['a', 'b', 'c', 'd'], { ...PLAIN, formality: 5, typos_enabled: true, typos_per_100_words: 40 })) {
      assert.ok(out.includes("Boil the wort for ninety minutes and add the bittering hops at the start. We couldn't reach the author"), out);
    }
    for (const out of rewrittenEach('As the angle runs around the circle, the image of the curve is going to vary continuously. That is all we need.', ['a', 'b', 'c', 'd'], { ...PLAIN, formality: 5 })) {
      assert.ok(!/differ continuously/u.test(out), out);
    }
    // Rounds 603 to 606: in a text about evolution, "evolve" is the writer's term.
    for (const out of rewrittenEach('If I am merely to drift or fade or evolve, I may end anywhere at all. The doctrine of moral evolution promises a direction it cannot give.', ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h'], { ...PLAIN, formality: 5 })) {
      assert.ok(/\bevolve\b/u.test(out), out);
    }
    // Rounds 607 to 610 (minor slips): "Therefore, this point" is never "Because of this, this
    // point"; "the optimal level" a derivative finds stays; "presenting habits as attainable" is
    // never "showing" them as such.
    for (const out of rewrittenEach('The second derivative is negative there, so the curve is concave down. Therefore, this critical point is a maximum. We set the derivative to zero to find the optimal output level.', ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h'], { ...PLAIN, formality: 5 })) {
      assert.ok(!/of this, this/u.test(out) && /optimal output/u.test(out), out);
    }
    for (const out of rewrittenEach('By presenting healthy habits as attainable and desirable, the campaign reached many people. It worked.', ['a', 'b', 'c', 'd'], { ...PLAIN, formality: 5 })) {
      assert.ok(!/showing healthy habits/u.test(out), out);
    }
    const seeds = Array.from({ length: 24 }, (_, i) => `t${i}`);
    for (const out of rewrittenEach('The second derivative is negative there. Therefore, this critical point is a maximum of the profit.', seeds, { ...PLAIN, formality: 5 })) {
      assert.ok(!/of this, this/u.test(out), out);
    }
    // Rounds 611 to 614: a quotation opened after "seeking" and closed in the next line's
    // paragraph takes no typo; "which requires agencies to release" is never "needs".
    const broken = 'Our country, as I said here a year ago, is still seeking "a friendly settlement that would bring a fair end to the border dispute, in keeping with the\n\ndemands of its honour and of its rights". We hope for it still.\n';
    for (const out of rewrittenEach(broken, ['a', 'b', 'c', 'd'], { ...PLAIN, formality: 5, typos_enabled: true, typos_per_100_words: 40 })) {
      assert.ok(out.includes('"a friendly settlement that would bring a fair end to the border dispute, in keeping with the\n\ndemands of its honour and of its rights"'), out);
    }
    for (const out of rewrittenEach('We follow the [Open Data Policy](https://example.gov/), which requires agencies to publish their data. The rest is up to us.', ['a', 'b', 'c', 'd'], { ...PLAIN, formality: 1 })) {
      assert.ok(!/needs agencies/u.test(out), out);
    }
    // Rounds 619 to 622: a memo's subject line takes no typo; "— simply collecting it isn't
    // enough" is never spliced on with a comma; "including journalism, which is…" is not cut at
    // "which"; an absolute phrase after a semicolon is not cut off as a sentence.
    const memo = '# MEMO\n\n**To:** Members of the Parks Committee\n**From:** Office of Planning\n**Re:** Options for managing bicycle parking in the old market square\n\n---\n\nSince the pilot began last spring, bicycle trips have doubled, and the racks are full by nine.\n';
    for (const out of rewrittenEach(memo, ['a', 'b', 'c', 'd'], { ...PLAIN, formality: 5, typos_enabled: true, typos_per_100_words: 40 })) {
      assert.ok(out.includes('Options for managing bicycle parking in the old market square'), out);
    }
    for (const out of rewrittenEach('Read every reply, and then *act* on the feedback \u2014 simply reading it isn\u2019t enough. The rest follows.', ['a', 'b', 'c', 'd'], { ...PLAIN, formality: 5 })) {
      assert.ok(!/feedback, simply/u.test(out), out);
    }
    for (const out of rewrittenEach('The same holds for every kind of public writing, including reporting, which is usually thought to aim at telling the truth about events.', ['a', 'b', 'c', 'd', 'e', 'f'], { ...PLAIN, formality: 5 })) {
      assert.ok(!/reporting\. This/u.test(out), out);
    }
    for (const out of rewrittenEach('Divided into thirty, or fewer, separate nations, we shall see our inland trade burdened with countless tolls and charges; travel between distant towns and regions blocked or cut off; our sons made soldiers to flood with blood the fields they now plough in quiet; the mass of our people borne down and impoverished by taxes to keep up armies and fleets, and generals at the head of their proud troops becoming our lawmakers and judges.', ['a', 'b', 'c', 'd', 'e', 'f'], { ...PLAIN, formality: 5 })) {
      assert.ok(!/quiet\. The mass/u.test(out), out);
    }
    // Rounds 623 to 626: the last item of a series run on with semicolons is not cut off; "The
    // French, moreover, were" is never "The French, also, were".
    for (const out of rewrittenEach('The crew were four: Anna Berg, a pilot from the north; Tomas Lind, a young engineer of Danish birth; a tall Finn named Aho and a quiet young man named Moss. The Swedes, moreover, were the clear winners.', ['a', 'b', 'c', 'd', 'e', 'f'], { ...PLAIN, formality: 5 })) {
      assert.ok(!/birth\. A tall Finn/u.test(out) && !/Swedes, also,/u.test(out), out);
    }
    // Rounds 627 to 632: "There is a myriad of methods" keeps its agreement.
    for (const formality of [1, 5]) {
      for (const out of rewrittenEach('There is a myriad of methods for brewing at home. Pick one and stick to it.', ['a', 'b', 'c', 'd'], { ...PLAIN, formality })) {
        assert.ok(!/(?:is|'s) (?:plenty of|lots of|many) methods/u.test(out), out);
      }
    }
    // The subject said again after a dash aside keeps both dashes; "the⏎very language" across a
    // line break is never "really language".
    for (const out of rewrittenEach('Poor little Mira, for one\u2014who had never failed to cheer him with a laugh\u2014little Mira was not laughing now. He went out.', ['a', 'b', 'c', 'd'], { ...PLAIN, formality: 5 })) {
      assert.ok(!/for one, who/u.test(out), out);
    }
    for (const out of rewrittenEach('More to the point, the\nvery wording of the bill gives towns the right to decide. It is very clear.', ['a', 'b', 'c', 'd'], { ...PLAIN, formality: 1 })) {
      assert.ok(!/really wording/u.test(out), out);
    }
    // Rounds 633 to 636: "some really, and I mean really, strong beers" is never cut; in an
    // interview with two first-person answers to bold questions, every answer is the
    // interviewee's, "you" and all.
    for (const out of rewrittenEach('On my trip to Belgium I came across some really, and I mean really, strong beers that nobody at home had ever heard of.', ['a', 'b', 'c', 'd', 'e', 'f'], { ...PLAIN, formality: 5 })) {
      assert.ok(!/some really\. /u.test(out), out);
    }
    const talk = "**What do you do here?**\n\nI'm the lead engineer, and I'm also a Python developer on a few projects.\n\n**What are you working on these days?**\n\nI'm working on a search tool for buyers in the agency.\n\n**So it's a way to find sellers?**\n\nIt's a way for buyers to look for sellers. In government, it's important to see who can do the work you need, and if you don't have three bids, you don't have enough competition.\n";
    for (const out of rewrittenEach(talk, ['a', 'b', 'c', 'd'], { ...PLAIN, formality: 5 })) {
      assert.ok(out.includes("In government, it's important to see") && out.includes("if you don't have three bids"), out);
    }
  });

  it('reads the six-hundred-and-thirty-seventh round on (session 23): numbered titles over bullets, "notable", "gotta"', () => {
    /** Every rewrite of `text` (six draws, typos at 40 per 100 words) keeps `kept` as written. */
    const keptUnderTypos = (text: string, kept: string, formality = 5): void => {
      for (const out of rewrittenEach(text, ['a', 'b', 'c', 'd', 'e', 'f'], { ...PLAIN, formality, typos_enabled: true, typos_per_100_words: 40 })) assert.ok(out.includes(kept), out);
    };
    // Rounds 637 to 640: a numbered line over a bulleted list is the title of its points; "a
    // notable effect" is never "striking" or "clear"; "you've gotta" and "I haven't the time"
    // keep their contractions.
    const plan = 'Next steps\n\n1. Enhance volunteer training\n- Run two sessions a year for new volunteers.\n- Pair each newcomer with a mentor.\n\n2. Enhance the booking system\n- Move bookings online.\n';
    for (const out of rewrittenEach(plan, ['a', 'b', 'c', 'd', 'e', 'f'], { ...PLAIN, formality: 5 })) {
      assert.ok(out.includes('1. Enhance volunteer training\n') && out.includes('2. Enhance the booking system\n'), out);
    }
    for (const out of rewrittenEach('Did the new timetable have a notable effect on how often the pupils came late? We could not tell.', ['a', 'b', 'c', 'd'], { ...PLAIN, formality: 5 })) {
      assert.ok(out.includes('a notable effect'), out);
    }
    for (const out of rewrittenEach("Sometimes you've gotta take the long road home. I haven't the patience for maps, but we haven't been lost yet.", ['a', 'b', 'c', 'd'], { ...PLAIN, formality: 5 })) {
      assert.ok(out.includes("you've gotta") && out.includes("I haven't the patience"), out);
    }
    // Rounds 641 to 644: in a digest of messages, the words under each writer's name after a
    // separator are that writer's, and so is a page pasted under its bare address and date; a
    // letter's greeting takes no typo; "the truly needy" keeps its "truly".
    const digest =
      'Subject: Re: Paying to send mail\n\n---\n\nA. B. Lindqvist:\n\nIt\'s hard to say which costs more, the stamp or the time. I don\'t know.\n\n---\n\nMaria Elena Ruiz:\n\nWe\'ve tried stamps before. They didn\'t work then and they won\'t work now.\n\n---\n\n' +
      'I think both of them miss the point.\n\nhttp://www.example.com/print?id=1203\n\nExample Daily\n\nTuesday, March 4, 2003\n\nStamps for Mail Return\n\nIf you\'re tired of junk mail, you\'ll soon be able to charge for it, a new study says.\n';
    for (const out of rewrittenEach(digest, ['a', 'b', 'c', 'd'], { ...PLAIN, formality: 5, typos_enabled: true, typos_per_100_words: 20 })) {
      for (const kept of ["It's hard to say which costs more, the stamp or the time. I don't know.", "We've tried stamps before. They didn't work then and they won't work now.", "If you're tired of junk mail, you'll soon be able to charge for it, a new study says."]) assert.ok(out.includes(kept), out);
    }
    const letter = 'Good evening Sunshine,\n\nHappy Monday! I woke up early with a steaming mug of coffee and thought of you before the kettle had even cooled, and before my toast had burned again in the kitchen.\n\nYours always,\n\nSam\n';
    for (const out of rewrittenEach(letter, ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h'], { ...PLAIN, typos_enabled: true, typos_per_100_words: 40 })) {
      assert.ok(out.startsWith('Good evening Sunshine,\n'), out);
    }
    for (const out of rewrittenEach('Only the schemes for the truly poor families will stay as they are. The rest must go.', ['a', 'b', 'c', 'd'], { ...PLAIN, formality: 5 })) {
      assert.ok(out.includes('the truly poor'), out);
    }
    // Rounds 645 to 648: "a more diverse set of volunteers" is said of people, never "varied".
    for (const out of rewrittenEach('The grants help us recruit a more diverse set of volunteers each year. We also need more trainers.', ['a', 'b', 'c', 'd'], { ...PLAIN, formality: 5 })) {
      assert.ok(out.includes('diverse set of volunteers'), out);
    }
    // Rounds 649 to 652: the old witches could possess the restless spirits, never "have" them; "a
    // wide range of" keeps its breadth ("a whole range of", "many different", "all kinds of").
    for (const out of rewrittenEach('In the old tale, the witches were able to possess the restless spirits of the marsh and bind them to stones.', ['a', 'b', 'c', 'd'], { ...PLAIN, formality: 5 })) {
      assert.ok(out.includes('possess the restless spirits'), out);
    }
    for (const formality of [1, 3, 5]) {
      for (const out of rewrittenEach('The town offers a wide range of cheap housing, and the market sells a wide range of fruits from the valley.', ['a', 'b', 'c', 'd'], { ...PLAIN, formality })) {
        assert.ok(!/\b(?:offers|sells) (?:a range of|many (?!different))/u.test(out), out);
      }
    }
    // Rounds 657 to 660: "to know them truly" keeps the adverb that says how; a poem set a line a
    // paragraph, with lines of three words, takes no typo.
    for (const out of rewrittenEach('To know them truly takes years of patient listening. Most of us never try.', ['a', 'b', 'c', 'd'], { ...PLAIN, formality: 5 })) {
      assert.ok(out.includes('know them truly'), out);
    }
    const poem = 'Harbour Road\n\nSalt wind rattles the shutters, shutters shake,\n\nFishermen in oilskin coats,\n\nGulls, screaming loudly,\n\nWheeling, wheeling over the tethered boats.\n\nThe road runs down to the water and stops there, as if it had somewhere better to be and thought better of it. Nobody walks it after dark.\n';
    for (const out of rewrittenEach(poem, ['a', 'b', 'c', 'd', 'e', 'f'], { ...PLAIN, typos_enabled: true, typos_per_100_words: 40 })) {
      assert.ok(out.includes('Salt wind rattles the shutters, shutters shake,\n\nFishermen in oilskin coats,\n\nGulls, screaming loudly,\n\nWheeling, wheeling over the tethered boats.'), out);
    }
    // Rounds 661 to 664: "two years of vital turmoil" is full of life, never "important".
    for (const out of rewrittenEach('The city came through two years of vital turmoil and was the stronger for it.', ['a', 'b', 'c', 'd'], { ...PLAIN, formality: 5 })) {
      assert.ok(out.includes('vital turmoil'), out);
    }
    // Rounds 665 to 668: "paved the way for the tool to become" keeps "for"; a shell command set
    // as a line of text takes no typo.
    for (const out of rewrittenEach('The new schema also paved the way for the service to become the default. Teams moved within a month.', ['a', 'b', 'c', 'd', 'e', 'f'], { ...PLAIN, formality: 5 })) {
      assert.ok(!/door to the service to/u.test(out), out);
    }
    const howto = 'To look for a package, run:\n\n\u2003\u2003search --name driver\n\u2003\u2003or\n\u2003\u2003install -s rtl8812\n\nIf nothing turns up, you can build the driver yourself from its source, which takes a while but usually works well enough on older machines.\n';
    for (const out of rewrittenEach(howto, ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h'], { ...PLAIN, typos_enabled: true, typos_per_100_words: 40 })) {
      assert.ok(out.includes('search --name driver') && out.includes('install -s rtl8812'), out);
    }
    // Rounds 669 to 672: noun phrases set before the clause that takes them up keep their dash;
    // a full stop left them a sentence with no verb.
    for (const out of rewrittenEach('My breath caught. The fear I carried around like a heavy coat, the stubborn, foolish hope for rescue \u2013 he had found it and used it. I looked away.', ['a', 'b', 'c', 'd', 'e', 'f'], { ...PLAIN, formality: 5 })) {
      assert.ok(/hope for rescue \u2013 he had found it/u.test(out), out);
    }
    // Rounds 677 to 680: "infinitely many" is never "infinitely a lot of"; "a fast-paced week" is
    // busy, never "fast"; a bold label line keeps its contraction; "you're gonna" stays.
    for (const out of rewrittenEach('The set holds infinitely many points, and only a few of them are red. It was a fast-paced week.', ['a', 'b', 'c', 'd', 'e', 'f'], { ...PLAIN, formality: 1 })) {
      assert.ok(!/infinitely a lot|finitely a lot|fast week/u.test(out), out);
    }
    for (const out of rewrittenEach("**What I'm after:**\n\nA scene that feels overheard. You're gonna want short lines and no speeches at all.\n", ['a', 'b', 'c', 'd'], { ...PLAIN, formality: 5 })) {
      assert.ok(out.includes("**What I'm after:**") && out.includes("You're gonna want"), out);
    }
    // Rounds 681 to 684: the comments under a post, below "2 Responses to "…"", are readers';
    // "that the role of the council … be enhanced" asks for more of it, never "improved".
    const post = 'We planted the rye in October and it came up thin.\n\n2 Responses to "Rye on the Hill"\n\nAnna K. 3. Oct, 2011 at 8:15 am\nIt would be even better to sow it thicker. The roots wouldn\'t wash out so easily, and the straw could be used for bedding later on.\n';
    keptUnderTypos(post, "It would be even better to sow it thicker. The roots wouldn't wash out so easily, and the straw could be used for bedding later on.");
    for (const out of rewrittenEach('We ask that the role of the regional council in the settlement of such disputes be enhanced, and soon.', ['a', 'b', 'c', 'd'], { ...PLAIN, formality: 5 })) {
      assert.ok(out.includes('be enhanced'), out);
    }
    // Rounds 689 to 692: a page pasted under its addresses, its date and time on the title's line.
    const pasted = 'Worth a read, I think.\n\nhttp://news.example.com/tech/2197252.stm\nhttp://www.example.org/notes.pdf\n\nFriday, 16 August, 2002, 11:42 GMT 12:42 UK\nCouncil warns about rooftop antennas\n\nMany residents do not secure their antennas, and officials want to ensure that they remain fixed in storms.\n';
    keptUnderTypos(pasted, 'Many residents do not secure their antennas, and officials want to ensure that they remain fixed in storms.', 1);
    // Rounds 693 to 696: italic paragraphs under a line ending in a dash are quoted, list items and all.
    const noted = 'As the club\'s page puts it \u2014\n\n*This committee aims to accomplish the following:*\n\n- *Ensure that every member can borrow the boat twice a season*\n- *Ensure that the safety kit is checked each month*\n\nThe committee has since grown, and it now meets every other week.\n';
    keptUnderTypos(noted, '*This committee aims to accomplish the following:*\n\n- *Ensure that every member can borrow the boat twice a season*\n- *Ensure that the safety kit is checked each month*');
    // Rounds 697 to 700: the items under "Sources:" are the titles of works cited.
    const cited = 'In short, the roast matters more than the bean for how bitter the cup tastes, and a darker roast is not always a stronger one.\n\nSources:\n\n- (study) Influence of dark roasting on the perceived bitterness of filter coffee at Example Journal\n';
    keptUnderTypos(cited, '- (study) Influence of dark roasting on the perceived bitterness of filter coffee at Example Journal');
    // Rounds 701 to 704: "at home, boys and girls" is said to the reader, no list; "--- begin
    // forwarded text" opens a forwarded letter; "lengthy" is "long", never "extended".
    for (const out of rewrittenEach("Somebody strapped a rocket to a bicycle. Please don't try this at home, boys and girls.", ['a', 'b', 'c', 'd', 'e', 'f'], { ...PLAIN, formality: 5 })) {
      assert.ok(out.includes('at home, boys and girls.'), out);
    }
    const fwd = 'Sounds about right to me.\n\n--- begin forwarded text\n\nThat\'s pretty funny, and it isn\'t the first time either. We\'ll see what they say about it.\n';
    keptUnderTypos(fwd, "--- begin forwarded text\n\nThat's pretty funny, and it isn't the first time either. We'll see what they say about it.");
    // Rounds 705 to 708: "the firm, which had been struggling" is never cut to "This had been";
    // a list taken up by "it all" after a dash keeps the dash.
    for (const out of rewrittenEach('The new supply contract marked a dramatic turnaround for the small family bakery on the corner, which had been losing money for years.', ['a', 'b', 'c', 'd', 'e', 'f'], { ...PLAIN, formality: 5 })) {
      assert.ok(!/This had been/u.test(out), out);
    }
    for (const out of rewrittenEach('Every letter sent in hope, every call left unanswered, every door shut in his face \u2013 it all came back to him that night.', ['a', 'b', 'c', 'd', 'e', 'f'], { ...PLAIN, formality: 5 })) {
      assert.ok(/his face \u2013 it all came back/u.test(out), out);
    }
    // Rounds 709 to 712: an aside past an initial's full stop keeps both its dashes; advice is not
    // joined to what happened next.
    for (const out of rewrittenEach('Through this scheme, staff from two councils \u2014 the U.K. Office of the Mayor and the Port Authority of the city \u2014 are learning to run two services each. The rest follows.', ['a', 'b', 'c', 'd'], { ...PLAIN, formality: 5 })) {
      assert.ok(!/Port Authority of the city, are/u.test(out), out);
    }
    for (const out of rewrittenEach('Get there early because they sell out fast. We went back the next morning and bought three more.', ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h'], { ...PLAIN, formality: 5 })) {
      assert.ok(/fast\. We went back/u.test(out), out);
    }
  });
});
