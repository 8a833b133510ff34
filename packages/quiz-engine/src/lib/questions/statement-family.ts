import type { QuestionType } from '@quizwise/contract';
import { alternativesFor, siblingScore } from '../concepts/alternatives.js';
import { sentenceCase } from '../concepts/clauses.js';
import { conceptIn, materialTitle, type Concept } from '../concepts/concept-map.js';
import { supersense } from '../concepts/wordnet.js';
import { blankSentence, objectQuestion, subjectQuestion } from '../generators/blanks.js';
import {
  framingStatement,
  saysSomethingOffThePage,
  swapOfTheSameKind,
  vagueStatement,
  yearOfAParallelItem,
} from './statement-checks.js';
import type { Fact } from '../material.js';
import type { Sentence } from '../nlp.js';
import { sameEra } from './referents.js';
import {
  deniedExpectation,
  hedgedSentence,
  inNameList,
  inSubordinateClause,
  yearInAPair,
} from './main-clause.js';
import { openGap, withArticle } from './wording.js';
import { IN_A_LIST, IRREGULAR_PLURALS } from './word-lists.js';
import { candidate, type Candidate, type FamilyContext } from './candidate.js';

/** Openers that lean on the sentence before ("As a result, …", "For this reason, …"). */
const LEANING_OPENERS =
  /^(on the other hand|on the one hand|in other words|(?:more|most|until) recently|recently|even (?:more|less|worse|better|so)|in fact|on a .{0,20}scale|much of|only a|the rest|the rate|in this case|in such|as a result|for this reason|in this way|in turn|by contrast|at the same time|at its|finally|then|therefore|however|instead|also|similarly|likewise|for example|for instance|this|these|that|those|such|it|they|he|she|its|their|his|her|both|another|other|others|the two|the latter|the former|here|(?:first|second|third|fourth|fifth|next|lastly),|worse|better still|in practice|in one|suppose|imagine|assume|let us|later|soon|eventually|afterwards|meanwhile|in response|at first|even so|still|yet|within|the (?:disaster|act|law|event|war|crisis|movement|campaign|study|experiment|researchers|research|group|company|book|novel|treaty|plan|new|result|results|idea|project|team|scheme|policy|reform|reforms|attack|battle|protest|strike|rebellion|revolt|conflict|meeting|decision|move|change|changes|government|problem|answer|situation|same|next|following))\b/i;
const REFERENCES = /\b(it|its|they|them|their|he|him|his|she|her|these|those|this)\b/i;

/**
 * Phrases anywhere in a sentence that point outside it: "the reverse process", "these colours", "the
 * second value", "the same list", "that first day", a connective like "therefore" or "for instance", or
 * a month without its year ("In April").
 */
const LEANING_PHRASES =
  /\b(these|those|the same|the reverse|the opposite|the latter|the former|the remaining|the new|the figure|in this way|the process|the algorithm|the list|the ring|the city|(described|mentioned|shown|listed|discussed) (above|below|earlier)|the following|similar (results|findings|effects?|patterns?)|in one sentence|by contrast|in contrast|in practice|that (first|day|year|time|point)|the (first|second|third|next|last|final|other) (value|one|day|step|stage|case|example|time|item|way))\b|,? (therefore|thus|however|for instance|for example|also|simply|instead|too),?\b|\b\w+ thus\b|\bIn (January|February|March|April|May|June|July|August|September|October|November|December)\b(?! \d)|\bsuch (?!as\b)[a-z]+|\banother ([a-z]+ )?(victory|defeat|success|setback|blow|attempt|war|battle|crisis|rebellion|revolt|invasion|campaign|example|case)\b|\bthis (?!is\b|was\b)[a-z]+|\b(itself|themselves) (was|is|were|are|had|has)\b|\b(an|the) alternative\b(?! to\b)|\b(responded|reacted|retaliated)\b(?! to\b)|\b(was|were|is|are|had) then\b|^(a|one) (key|crucial|decisive|important|major|turning|significant) (moment|step|point|event|factor|development|figure)\b|^if\b[^,]*\b(is|are) added\b(?! to\b)/i;

/**
 * "the system", "the island", "the church", "the empire": a definite noun that names no particular thing
 * on its own points back at one named earlier ("linear perspective", "a volcanic island", "the Mughal
 * Empire"). With "of …" after it, or a name ("the novel Emma"), it says which.
 */
export const BACK_REFERENCE =
  /\b[Tt]he (system|method|approach|technique|term|idea|study|experiment|survey|researchers|team|church|painting|picture|building|device|machine|book|novel|poem|story|act|bill|treaty|empire|town|country|island|reef|company|firm|emperor|ruler|army|ship|project|campaign|movement|party|organi[sz]ation|scheme|plan|policy|model|theory|viewer|reader|panel|hole|mirror|demonstration|condition|rule|exercise|author|artist|writer|poet|scientist|group|court|region|character|hero|heroine|narrator|century|decade|scandal|crisis|disaster|affair|incident|rebellion|revolt|conflict|battle|attack|disease|proposal|letter|visit|ball|marriage|decision|change|changes|reforms?|results?|findings?|answer|area|style|speaker|examples?|relative|war|invasion|defeat|victory|task|speech|relationship|principle|topic|phenomenon|agreement|compromise|settlement)\b(?! of\b)(?! between\b)(?! [A-Z])/;

/**
 * Phrases that only make sense beside the sentence before: "a related point", "a more decisive
 * setback", "the 7 in the accumulator" (a worked example), "STA 11 is fetched", "X then reacts".
 */
const CONTEXT_BOUND =
  /\b([Aa]|[Aa]nother) (related|similar|further) \w+|\b([Aa]|[Tt]he) more \w+ (setback|blow|success|defeat|victory|change|step|problem|threat|challenge)\b|\bthe \d+(?![\d,.]|s\b|th\b|st\b|nd\b|rd\b|%| ?(per|years?|days?|months?|km|m|kg|cm|mm|g|°))\b|^[A-Z]{2,} \d|^To understand\b|^[A-Z][\w-]*(?: [\w-]+){0,3}: [a-z]|^From here\b|^(One|Another|The other|The first|The second|The last) (is|was)\b|^(Indeed|Moreover|Furthermore|In addition|Besides|Nonetheless|Nevertheless|Thus|Hence|Accordingly|Consequently|Meanwhile),|^A (?:very )?(different|similar|related|further|second|third|new) (approach|view|answer|argument|explanation|idea|reason|theory)\b|\b[Tt]he resulting\b|\b(would|will|could|can|must) then\b|^By comparison\b|\b(less|more) than (a|an|one|two|three|four|five|six|\d+) \w+ later\b|\b(a|one|two|three|four|five|six|\d+) (days?|weeks?|months?|years?|decades?) later\b|\b[Ee]ach (naive )?participant\b|\bthe (participants|experimenter|guards|prisoners|volunteers|comparison lines?)\b|^(If|Suppose|Imagine)\b[^,]*\d[^,]*,|\bwe (need|must|have) to\b|^(?!.*\bif\b).*\b\w+ then (\w+s|\w+ed)\b|^The (most|least) \w+( \w+)? (is|was|are|were)\b|\b[Tt]he (most|least) \w+ (examples?|cases?|instances?|forms?|types?|kinds?|reasons?|factors?|conditions?|relatives?|objections?|criticisms?|critics?)\b(?! of\b)|\b[Tt]he (closest|nearest|biggest|largest|greatest|best|worst) (male |female )?(examples?|cases?|relatives?|rivals?)\b(?! of\b)|^The (more|less) [a-z]+ [a-z]+(?!.*, the (more|less)\b)|\b[Aa]n? (more|less) \w+ (example|case|instance|illustration|version)\b|^(Human|Natural|Physical|Economic|Social|Political|Main|Other|Key) (causes|effects|factors|reasons|consequences)\b(?! of\b)|'s (book|novel|play|poem|theory|idea|study|experiment|work|paper|argument|view|model|findings)\b(?!,? ?[A-Z"'‘“])/;

/**
 * "In our example, …", "In the first study, …", "Just weeks earlier, …", "A second group watched …": a
 * worked example, a study or a moment the sentence never names (round 26).
 */
const UNNAMED_SETTING =
  /^In (our|this|that|the (first|second|third|next|last|same|earlier|later|original)) (example|study|experiment|case|trial|test|scenario|version|model)\b|^(Just |Only )?(a few |several |some )?(hours|days|weeks|months|years) (earlier|later|before|after)\b|\b[Aa] (second|third|fourth|further) (group|study|experiment|sample|set|class|condition)\b/;

/** "Fourth, the painter marks …": a step of a list whose other steps are not there. */
const ORDINAL_OPENER = /^(first|second|third|fourth|fifth|sixth|next|lastly|finally|secondly|thirdly),/i;

/**
 * "The collapse is a reminder …", "The turning point came in 1571", "The episode humiliated Kennedy":
 * a sentence that opens on "the" and a thing the material mentions only in passing points back at the
 * sentence that named it. A thing the material keeps returning to ("The heart pumps …") is its subject.
 */
export function opensOnPassingThing(sentence: Sentence, lowerText: string, from = 0): boolean {
  const tokens = sentence.tokens;
  if (tokens[from]?.lower !== 'the') return false;
  const first = tokens[from + 1];
  // "The Young Turk Revolution …" is named.
  if (!first || first.pos === 'PROPN' || /^[A-Z]/.test(first.value)) return false;
  let end = from + 1;
  // Adjectives, then nouns: an adjective after the noun is a verb the tagger misread ("episode humiliated").
  while (tokens[end]?.pos === 'ADJ') end += 1;
  while (tokens[end]?.pos === 'NOUN' && !/^[A-Z]/.test(tokens[end]?.value ?? '')) end += 1;
  const phraseTokens = tokens.slice(from + 1, end);
  if (phraseTokens.length === 0 || phraseTokens.at(-1)?.pos !== 'NOUN') return false;
  const phrase = sentence.text
    .slice(phraseTokens[0]?.start ?? 0, phraseTokens.at(-1)?.end ?? 0)
    .toLowerCase();
  return mentions(lowerText, phrase) < 3;
}

/** How often a phrase occurs in the material, counted once per phrase for the material in hand. */
let counted: { text: string; counts: Map<string, number> } | null = null;
export function mentions(lowerText: string, phrase: string): number {
  if (counted?.text !== lowerText) counted = { text: lowerText, counts: new Map() };
  let n = counted.counts.get(phrase);
  if (n === undefined) {
    n = 0;
    for (let at = lowerText.indexOf(phrase); at >= 0; at = lowerText.indexOf(phrase, at + phrase.length))
      n += 1;
    counted.counts.set(phrase, n);
  }
  return n;
}

/** Does the text stand alone, so a learner can judge or complete it without the passage? */
export function standsOnItsOwn(text: string): boolean {
  if (LEANING_OPENERS.test(text) || ORDINAL_OPENER.test(text)) return false;
  if (LEANING_PHRASES.test(text)) return false;
  // "What has nevertheless moved …?", "the charter was issued again", "the ones used in emergencies",
  // "the practice was banned": a connective or noun that only the sentence before explains (round 29).
  if (/\b(nevertheless|nonetheless|again|the ones|the practice)\b/i.test(text)) return false;
  // "By then the Labour Party had won …", "In return, the insurer promises …", "Perhaps there was no single
  // …": an opening that answers the sentence before (round 30).
  if (/^(By then|By that time|In return|Perhaps|At that moment|After that)\b/.test(text)) return false;
  // "Curley gathers the men to hunt him down": in a short sentence, "him" or "her" is someone named before.
  if (text.split(/\s+/).length < 12 && /\b(him|her|them)\b/i.test(text)) return false;
  if (BACK_REFERENCE.test(text)) return false;
  if (CONTEXT_BOUND.test(text) || UNNAMED_SETTING.test(text)) return false;
  // "the average length of a list is α": a symbol the sentence does not define was defined elsewhere.
  if (/(^|[\s(])[α-ωΑ-Ω](?![\w-]| (particles?|decay|radiation|rays?|helix|sheet)\b)/u.test(text))
    return false;
  // A quotation opened and not closed was cut off by the sentence break.
  const quotes = (text.match(/["“”]/g) ?? []).length;
  if (quotes % 2 === 1 || (text.match(/“/g) ?? []).length !== (text.match(/”/g) ?? []).length) return false;
  // "A wire 0.25 m long carries … Find the force on the wire.": an exercise, not a statement.
  if (/\b(Find|Calculate|Work out|Show that|Explain why)\b/.test(text) || /[a-z]\. [A-Z]/.test(text))
    return false;
  // A reference in the first half has nothing in the sentence to point back to.
  const firstHalf = text.slice(0, Math.ceil(text.length / 2));
  return !REFERENCES.test(firstHalf);
}

/** The note on a stem that says nothing off the page (`stemSaysSomething`), asked only to fill a set. */
export const SAYS_NOTHING =
  'the question says little without the passage (no name, figure or term of its own); check it points at one answer';

/**
 * Whether a short answer's or a blank's stem, its key taken out, still carries content of its own
 * (`saysSomethingOffThePage`): "What completes the statement "Today the _____ itself faces difficulty"?",
 * "What does the decoration follow?" do not (round 40). Such a stem is asked after every concrete one.
 */
export function stemSaysSomething(stem: string, title: string): boolean {
  const inner =
    /^(?:What|Which \w+) completes the statement "(.*)"\?$/s.exec(stem)?.[1] ??
    stem.replace(/^Fill in the blank:\s*/, '');
  return saysSomethingOffThePage(inner.replace(/_{3,}/g, ' '), title);
}

export function selfContained(sentence: Sentence): boolean {
  return standsOnItsOwn(sentence.text);
}

/**
 * Questions from a plain statement about a key concept: "Who invented …?", the statement with the concept
 * blanked, or the statement true or with a year, number or defined sibling swapped in.
 */
export function statementFamily(ctx: FamilyContext, type: QuestionType): Candidate[] {
  const { map, rng } = ctx;
  const out: Candidate[] = [];
  if (type === 'scenario_based') return out;
  const statedTrue = new Set<number>();
  // Facts share sentences: what depends only on the sentence is worked out once per sentence.
  const standing = new Map<number, boolean>();
  const topics = new Map<number, Concept | null>();
  for (const fact of map.material.facts) {
    const concept = map.concepts.get(fact.key);
    if (!concept?.vocabulary) continue;
    if (concept.definition?.sentence === fact.sentence) continue;
    if (
      !perSentence(
        standing,
        fact.sentence.index,
        () => selfContained(fact.sentence) && !opensOnPassingThing(fact.sentence, map.material.lowerText),
      )
    )
      continue;
    const source = fact.sentence.text;
    // A year or a number is not a skill: a question about one tests the idea its sentence is about.
    const tested =
      concept.kind === 'date' || concept.kind === 'number'
        ? (perSentence(topics, fact.sentence.index, () => conceptIn(map, source)) ?? concept)
        : concept;
    const base = {
      concept: tested,
      source,
      sentences: [fact.sentence.index],
      value: 1 + Math.min(2, fact.sentence.tokens.length / 15),
      explanation: `The material says: "${source}"`,
    };
    const cognitive = concept.kind === 'number' ? 'data' : concept.kind === 'date' ? 'sequence' : 'recall';
    if (type === 'multiple_choice' || type === 'short_answer') {
      if (concept.kind === 'date' || concept.kind === 'number') continue;
      const stem = askAbout(fact);
      if (!stem) continue;
      if (type === 'short_answer') {
        const surname = concept.kind === 'person' ? [fact.text.split(' ').at(-1) ?? fact.text] : [];
        out.push(
          candidate(
            {
              ...base,
              type,
              stem,
              answer: fact.display,
              accepted: [fact.text, ...surname],
              bloom: 'remember',
              cognitive,
            },
            rng,
          ),
        );
        continue;
      }
      const options = alternativesFor(
        map,
        concept,
        { count: 3, avoidIn: [stem, source], siblingsOnly: false },
        rng,
      );
      if (!options) continue;
      out.push(
        candidate({ ...base, type, stem, answer: fact.display, options, bloom: 'remember', cognitive }, rng),
      );
    } else if (type === 'fill_in_the_blank') {
      // Blank an idea, not a word: a defined term, a recurring multi-word term or a person. A year, a
      // country or a single everyday word ("leaf", "poem", "England") is guessed, not learnt.
      if (!worthBlanking(concept, fact.sentence.index) || !blankable(map, fact, concept)) continue;
      const blanked = blankSentence(fact);
      if (blanked.includes('a(n)') || blanked.split(' ').length < 8) continue;
      // "_____'s son Humayun", "_____'s idea": a name as a possessive is a gap in a name, not an idea.
      if (cuedElsewhere(blanked, fact.display) || IN_A_LIST.test(blanked) || blanked.includes("_____'s"))
        continue;
      // "the buffer fails and the _____ sharply" for "pH changes": an adverb after the gap means its verb
      // is inside it, and "rises" or "falls" fit as well.
      if (/_____ [a-z]+ly\b/.test(blanked)) continue;
      // "Many _____ are carried on …", "and the _____ eased": a gap more than one answer fits.
      if (openGap(blanked)) continue;
      // "At the _____ the wings form": a place in a process the sentence before was describing.
      if (/^(At|In|On|During) the _____/.test(blanked)) continue;
      // "the American _____" for "American Mary Cassatt": a nationality is not part of a name.
      if (NATIONALITY.test(fact.display)) continue;
      out.push(
        candidate(
          {
            ...base,
            type,
            stem: `Fill in the blank: ${blanked}`,
            answer: fact.display,
            accepted: [fact.text],
            bloom: 'remember',
            cognitive,
          },
          rng,
        ),
      );
    } else if (type === 'true_false') {
      const statement = (text: string, truth: boolean, why: string, value = base.value): void => {
        out.push(
          candidate(
            {
              ...base,
              value,
              type,
              stem: `True or false: ${text}`,
              answer: truth ? 'True' : 'False',
              explanation: why,
              bloom: 'remember',
              cognitive,
            },
            rng,
          ),
        );
      };
      // A person's feelings or hearsay ("experiments that puzzled him for the rest of his life") tests no
      // idea (round 37): no statement from it here; the top-up may still ask it last (`vagueStatement`).
      if (framingStatement(source)) continue;
      // A hedged, empty or many-claim true statement is asked after the concrete ones (`vagueStatement`).
      // An expectation the passage goes on to deny ("… should arrive back on C. But …") is no truth.
      const next = map.material.analysis.sentences[fact.sentence.index + 1];
      if (!statedTrue.has(fact.sentence.index) && !deniedExpectation(fact.sentence, next))
        statement(
          source,
          true,
          `True. ${base.explanation}`,
          vagueStatement(source, materialTitle(map.material)) ? 0 : base.value,
        );
      statedTrue.add(fact.sentence.index);
      // A hedged claim ("could be", "may") stays possible whatever is swapped; a detail of a relative or
      // opening clause swapped leaves the sentence's claim true (round 44).
      if (hedgedSentence(source) || inSubordinateClause(fact.sentence.tokens, fact.start)) continue;
      const swap = falseSwap(ctx, fact, concept);
      if (!swap) continue;
      const head = fact.sentence.text.slice(0, fact.sentence.tokens[fact.start]?.start ?? 0);
      const changed = sentenceCase(
        withArticle(head, swap) + fact.sentence.text.slice(fact.sentence.tokens[fact.end - 1]?.end ?? 0),
      );
      if (map.material.lowerText.includes(changed.toLowerCase().slice(0, -1))) continue;
      statement(changed, false, `False. The material says "${fact.text}", not "${swap}": "${source}"`);
    }
  }
  return out;
}

/**
 * A gap worth filling holds an idea, not a word the grammar supplies: a defined term, a person, or a
 * multi-word term the material returns to. Never a place or a people ("Britain", "the Normans", "British
 * troops"), a fragment of a proper name ("World Travel and _____"), or a single everyday word ("species",
 * "collection", "code"): blind reviews rejected each as a trivial key.
 */
export function worthBlanking(concept: Concept, sentenceIndex: number): boolean {
  // "Britain" or "the Normans" read as a person: a place or a people, not someone who did something.
  if (concept.kind === 'person') {
    const notSomeone = (word: string) => ['location', 'group'].includes(supersense(word) ?? '');
    return (
      !/^[A-Z][a-z]+s$/.test(concept.name) &&
      !notSomeone(concept.key) &&
      !notSomeone(concept.key.split(' ').at(-1) ?? '')
    );
  }
  if (concept.kind !== 'term') return false;
  if (/^[A-Z]/.test(concept.name)) return false;
  // A defined single word ("species") is the idea only where it is defined; elsewhere the grammar gives it.
  if (concept.definition) return concept.words > 1 || concept.definition.sentence.index === sentenceIndex;
  return concept.words > 1 && concept.vocabulary && concept.sentences.length >= 2;
}

/** "Stage 3", "both types", "marched out to meet them": the gap's context lies in another sentence. */
const CONTEXT_ELSEWHERE =
  /\b(both|either|neither|the victory|the war|the battle|the faulty)\b|^In (stage|step|phase) \d/i;

function headOf(name: string): string {
  return (name.toLowerCase().split(' ').at(-1) ?? '').replace(/(es|s)$/, '');
}

/**
 * A gap worth filling: not the text's own topic in another form ("active volcanoes" in a text on
 * volcanoes is guessed from the title) and in a sentence whose references are all inside it.
 */
function blankable(map: FamilyContext['map'], fact: Fact, concept: Concept): boolean {
  const text = fact.sentence.text;
  if (REFERENCES.test(text) || CONTEXT_ELSEWHERE.test(text)) return false;
  const head = headOf(concept.name);
  for (const c of map.concepts.values()) if (c.topic && headOf(c.name) === head) return false;
  // "_____ says little but trains nine puppies" for Napoleon, "Victor" in a passage on Frankenstein: the
  // figure the whole text is about is guessed, not learnt.
  const name = concept.kind === 'person' || /^[A-Z]/.test(concept.name) ? concept.name : null;
  if (name && mentions(map.material.lowerText, name.toLowerCase()) >= 6) return false;
  return true;
}

const NATIONALITY =
  /^(American|British|English|Scottish|Welsh|Irish|French|German|Italian|Dutch|Spanish|Portuguese|Russian|Japanese|Chinese|Indian|Austrian|Swiss|Danish|Swedish|Norwegian|Greek|Roman|Belgian|Polish|Hungarian|Czech|Canadian|Australian) [A-Z]/;

/**
 * "the field of a magnet … the two _____" for "magnetic fields": a word of the key, or its stem, left
 * in the sentence gives the gap away.
 */
export function cuedElsewhere(blanked: string, key: string): boolean {
  const rest = blanked.toLowerCase().split(/[^\p{L}]+/u);
  return key
    .toLowerCase()
    .split(/[^\p{L}]+/u)
    .filter((w) => w.length >= 5)
    .some((w) => rest.some((r) => r.length >= 5 && r.slice(0, 5) === w.slice(0, 5)));
}

function perSentence<T>(cache: Map<number, T>, index: number, compute: () => T): T {
  if (cache.has(index)) return cache.get(index) as T;
  const value = compute();
  cache.set(index, value);
  return value;
}

/** Whether a name reads as plural ("capillaries", "red blood cells"), for agreement with its verb. */
export function pluralName(name: string): boolean {
  const last = name.toLowerCase().split(' ').at(-1) ?? '';
  if (IRREGULAR_PLURALS.has(last) || /(?:wo|s)men$/.test(last)) return true;
  return /[^s]s$/.test(last) && !/(ss|us|is|sis)$/.test(last);
}

/**
 * The value that makes a statement plainly false: another year or number, another person, or a defined
 * sibling concept. Never an arbitrary noun ("the pitch of a distance").
 */
function falseSwap(ctx: FamilyContext, fact: Fact, concept: Concept): string | null {
  const { map, rng } = ctx;
  if (concept.kind === 'date' || (concept.kind === 'person' && concept.words >= 2)) {
    const request = { avoidIn: [fact.sentence.text], siblingsOnly: false };
    if (concept.kind === 'date') {
      const year = Number(concept.name);
      const text = fact.sentence.text;
      // "one of a set developed by Norman Good in 1966, to keep enzymes stable": a year in passing is
      // trivia; a statement is falsified by its year only where the year is when the sentence's event
      // happened ("In 1845 …", "… in 1960.").
      const when = new RegExp(`^(In|By|From) ${concept.name}\\b|\\bin ${concept.name}[.]?$`);
      if (!when.test(text.trim())) return null;
      if (yearInAPair(text, concept.name)) return null;
      // "2014–08": a year in a range swapped alone runs the range backwards, false on its face.
      if (new RegExp(`\\d[–-]${concept.name}\\b|\\b${concept.name}[–-]\\d`).test(text)) return null;
      // "around 1910" as "around 1904" is still roughly true: a hedged year moves a decade or more.
      const hedged = new RegExp(`\\b(around|about|circa|c\\.|roughly|nearly) ${concept.name}\\b`, 'i').test(
        text,
      );
      return (
        (alternativesFor(map, concept, { ...request, count: 3 }, rng) ?? []).find(
          (y) =>
            !Number.isFinite(year) ||
            // Three years off is a nitpick; a hedged year ("around 1910") moves a decade or more.
            (keepsOrder(year, Number(y), text) &&
              Math.abs(Number(y) - year) >= (hedged ? 10 : 5) &&
              // "his 1911 paper" for "his 1913 paper", where the material has both: true of the other.
              !yearOfAParallelItem(map.material.text, fact, y)),
        ) ?? null
      );
    }
    // "the United States" read as a person: a place or a people is never swapped for someone.
    const notSomeone = (word: string) => ['location', 'group'].includes(supersense(word) ?? '');
    // "East Berliners", "the Normans": a people, not one person.
    if (
      /^the /i.test(fact.text) ||
      /^[A-Z][a-z]+s$/.test(concept.name.split(' ').at(-1) ?? '') ||
      notSomeone(concept.key) ||
      notSomeone(concept.key.split(' ').at(-1) ?? '')
    )
      return null;
    // "Austen marries for security" for "Charlotte Lucas …": a person swapped in is named as fully as
    // the one swapped out, so a surname alone (often the author's) never lands in a character's place.
    // "Lorenzo Ghiberti's Lamentation …, although Mantegna reduced …": a person named again further on
    // would contradict the swap.
    // "the Federal Reserve under Margaret Thatcher", "Robert Solow's government": a person in a role
    // (who led it, whose it was) swapped for another is an absurd statement, not a plausible mistake.
    const before = fact.sentence.text.slice(0, fact.sentence.tokens[fact.start]?.start ?? 0);
    const after0 = fact.sentence.text.slice(fact.sentence.tokens[fact.end - 1]?.end ?? 0);
    if (/\b(under|led by|ruled by)\s*$/i.test(before) || /^'s\b/.test(after0)) return null;
    if (inNameList(before, after0)) return null;
    const surname = concept.name.split(' ').at(-1) ?? concept.name;
    const after = fact.sentence.text.slice(fact.sentence.tokens[fact.end - 1]?.end ?? 0);
    // "Boyle's law, published by Robert Boyle": named before as well, the swap contradicts the sentence.
    if (new RegExp(`\\b${surname}\\b`).test(after) || new RegExp(`\\b${surname}\\b`).test(before))
      return null;
    for (const count of [3, 2, 1]) {
      const options = alternativesFor(map, concept, { ...request, count }, rng);
      // "bought by Chartres Cathedral" for "bought by Louis IX": the one swapped in must be someone too.
      // ("United States" is a place: its last word is a plural, read in the singular.)
      const someone = (name: string): boolean => {
        const last = (name.split(' ').at(-1) ?? '').toLowerCase();
        const sense = supersense(last) ?? supersense(last.replace(/s$/, ''));
        return (sense === null || sense === 'person') && !/^(United|Soviet|Royal|National)\b/.test(name);
      };
      // "on 24 August 1215 Magna Carta issued a papal bull": the material's topic is never someone swapped in.
      const topic = (name: string): boolean =>
        [...map.concepts.values()].some((c) => c.topic && c.name.toLowerCase() === name.toLowerCase());
      if (options)
        return (
          options.find(
            (o) =>
              o.split(' ').length === concept.words &&
              someone(o) &&
              !topic(o) &&
              sameEra(map, o, fact.sentence.text),
          ) ?? null
        );
    }
    return null;
  }
  if (concept.kind !== 'term' || !concept.definition) return null;
  const sibling = [...map.concepts.values()].find(
    (c) =>
      c !== concept &&
      c.definition &&
      c.plural === concept.plural &&
      pluralName(c.name) === pluralName(fact.text) &&
      siblingScore(concept, c) >= 4 &&
      !definedThroughEachOther(concept, c) &&
      // "tested in space" → "tested in animal": a sibling of another kind is nonsense, not a mistake.
      // Nor a class beside a member of another ("hydroxides" for "minerals", `swapOfTheSameKind`).
      swapOfTheSameKind(fact.text, c.name) &&
      !fact.sentence.text.toLowerCase().includes(c.name.toLowerCase()),
  );
  return sibling?.name ?? null;
}

/**
 * "An electromagnet is a solenoid with an iron core": one defined through the other is a kind of it, not
 * an alternative, so exchanging them can leave a statement true.
 */
export function definedThroughEachOther(a: Concept, b: Concept): boolean {
  const mentions = (x: Concept, y: Concept): boolean =>
    !!x.definition && new RegExp(`\\b${y.key.split(' ').at(-1)}`, 'i').test(x.definition.sentence.text);
  return mentions(a, b) || mentions(b, a);
}

/**
 * "From 1990 until the early 1970s": a year swapped in must stand on the same side of every other year
 * the sentence names, or the statement is false on its face and tests nothing.
 */
export function keepsOrder(original: number, replacement: number, sentence: string): boolean {
  // "After 2011, sea walls were built" stays true as "After 1981": a year after "after" or "since" may only
  // move later, one after "before", "until" or "by" only earlier.
  const cue = new RegExp(`\\b(after|since|from|before|until|by) ${original}\\b`, 'i').exec(sentence)?.[1];
  if (cue && /^(after|since|from)$/i.test(cue) && replacement < original) return false;
  if (cue && /^(before|until|by)$/i.test(cue) && replacement > original) return false;
  for (const match of sentence.matchAll(/\b(1\d{3}|20\d{2})s?\b/g)) {
    const other = Number(match[1]);
    if (other === original) continue;
    if (Math.sign(original - other) !== Math.sign(replacement - other)) return false;
  }
  return true;
}

/** "type 2 diabetes", "Stage 3", "World War 2": a number that is part of a name is not a quantity. */
export const NAMED_NUMBER =
  /\b(type|stage|phase|level|grade|class|step|version|number|no\.|war|apollo|chapter|act|article|amendment|page|figure|table|key stage|year) $/i;

const WORK_VERBS =
  /^(developed|invented|discovered|wrote|founded|proposed|built|painted|composed|published|designed|introduced|created|formulated|established|coined|patented|pioneered|first described|first showed|first proposed|(concluded|showed|demonstrated) that)\b/i;

/**
 * "Who invented the printing press?" points at one person; "Who was a careful ruler?" or "Who had been
 * brought up as a Protestant?" fits several and is judged vague: a Who-question must ask who made,
 * found or started something the material names.
 */
export function namesAWork(rest: string): boolean {
  return WORK_VERBS.test(rest) && rest.split(' ').length >= 5;
}

/**
 * "Who invented …?", "What did Rutherford fire at …?": a real question whose answer is the concept. A bare
 * "What <predicate>?" from a sentence's subject is left out: out of its paragraph it is usually vague or
 * has several right answers ("What dissolves in seawater at the surface?").
 */
function askAbout(fact: Fact): string | null {
  const subject = subjectQuestion(fact);
  // "Who divided philosophy into three parts? — Stoics": a school or a people is not someone.
  if (
    subject &&
    subject.wh === 'Who' &&
    namesAWork(subject.rest) &&
    !REFERENCES.test(subject.rest) &&
    !/^[A-Z][a-z]+s$/.test(fact.text)
  )
    return `Who ${subject.rest}?`;
  const object = objectQuestion(fact);
  // The subject of "What did X do …?" must be named, so the question points at one event.
  return object && /^What (did|does|do) [A-Z]/.test(object) && !REFERENCES.test(object) ? object : null;
}
