import type { Question } from '@quizwise/contract';
import { nearYears, pickDistractors } from '../distractors.js';
import { replaceSpan, type Fact, type Material } from '../material.js';
import {
  askedAsBodies,
  askedAsKind,
  completeTheStatement,
  directQuestion,
  peopleKey,
  peopleNamed,
  placeReading,
} from './direct-questions.js';
import { fitsRequiredKind, questionForm, siblingOptions, verbKey } from '../questions/sentence-keys.js';
import { keepsOrder } from '../questions/statement-family.js';
import {
  adjectiveBesideNoun,
  broadNameOfPeople,
  gluedNames,
  modifierOfAnotherSort,
  placeHoldsPlace,
  verbPhraseOption,
  fitsGapRole,
  gapRole,
  groupBesidePerson,
  calledKindBeforeGap,
  ofKind,
  sexOf,
  slotSex,
  givenNationality,
  nationalityBeforeGap,
  headOfAnotherKind,
  kindOfTheKey,
  pluralTerm,
  unprovenHead,
  loneNameBesideFullName,
  nameKindOf,
  nameOfAnotherKind,
  noPlaceBesidePlace,
  ofAnotherCategory,
  ofKeysCategory,
  onlyInsideLongerName,
  synonymOrKind,
  otherLanguages,
  properNameBesideTerm,
  passageEquates,
  someoneBesideSomething,
  personOfAnotherShape,
  placeGrain,
  placeLevel,
  placeOfAnotherLevel,
  regionClue,
  surnameOf,
  termOfAnotherKind,
} from '../concepts/option-kinds.js';
import {
  isAdjective,
  kindInAnySense,
  knownNoun,
  sistersOfANamedKind,
  partOrWhole,
  supersense,
} from '../concepts/wordnet.js';
import type { Rng } from '../random.js';
import { escapeRegExp } from '../concepts/clauses.js';
import { blankClause } from './blanks.js';
import { namingQuestion } from './naming-questions.js';
import {
  BLANK,
  containsPhrase,
  displayAnswer,
  kindWord,
  rankFacts,
  SetTracker,
  skillOf,
  withAnswer,
  type Generator,
} from './common.js';

/**
 * Questions whose wrong answers are only "of the same kind" by the material's rough pools (`pickDistractors`),
 * because the concept map had no three siblings for the key: the top-up asks them last and marks them.
 */
export const ROUGH_OPTIONS = new WeakSet<Question>();

/**
 * Questions whose wrong answers are still of another kind than the key, because none of the key's kind was
 * left ("sample molecule; nitrogen; ethene" beside "isotope"): asked only when a set has nothing else.
 */
export const OFF_KIND_OPTIONS = new WeakSet<Question>();

/**
 * Four options, one answer, three distractors of the same kind: with a concept map, the key's siblings
 * (`siblingOptions`), else the material's pool of its kind; a real question where the sentence allows one
 * ("What is … called?", "When was …?"), else the sentence with the key blanked.
 */
export const multipleChoice: Generator = (ctx, want) => {
  const out: Question[] = [];
  const tracker = new SetTracker(ctx);
  const definitionBySentence = new Map(ctx.material.definitions.map((d) => [d.sentence.index, d]));
  const facts = rankFacts(ctx, () => true);
  // With a concept map: every key with wrong answers proven of its kind among the key terms first; then
  // years, and keys with proven siblings among the material's other noun phrases (a year is sound but no
  // key idea: round 31 asked them first and reviewers called them trivia); then keys whose wrong answers
  // only share a broad WordNet category; then the rest, with the pool's rough options.
  const passes = ctx.map ? (['terms', 'loose', 'category', 'rough'] as const) : (['rough'] as const);
  for (const fact of passes.flatMap((pass) => facts.map((f) => ({ ...f, pass })))) {
    if (out.length >= want) break;
    if (!tracker.fresh(fact.sentence, fact.key)) continue;
    if (fact.pass === 'terms' && fact.kind === 'date') continue;
    if (fact.pass === 'category' && fact.kind === 'date') continue;
    if (verbKey(fact)) continue;
    const tier = fact.pass === 'terms' || fact.pass === 'rough' ? 'strict' : fact.pass;
    const siblings = ctx.map ? siblingOptions(ctx.map, fact, [fact.sentence.text], ctx.rng, tier) : null;
    // Where the passage has no siblings of the key, WordNet's other kinds of the key's kind (the kind the
    // passage names: "octave", "fifth" beside "semitone" in a passage on intervals) are wrong answers of
    // its kind; better than the rough pool's "treatise", "melody" (reviewers: "distractors of another kind").
    const sisters = !siblings && fact.pass === 'loose' ? sisterOptions(fact, ctx.material, ctx.rng) : null;
    if (fact.pass !== 'rough' && !siblings && !sisters) continue;
    const map = ctx.map;
    const distractors =
      siblings ??
      sisters ??
      pickDistractors(
        fact,
        ctx.material,
        ctx.rng,
        3,
        map ? (text) => fitsRequiredKind(map, fact, text) : undefined,
      );
    if (!distractors) continue;
    const fitted = optionsOfTheKeysKind(
      fact,
      distractors,
      ctx.material,
      ctx.rng,
      (text) => (map ? fitsRequiredKind(map, fact, text) : true),
      !siblings && !sisters,
    );
    if (!fitted) continue;
    // Sister terms come six at a time, for the kind checks to refuse some: four options still.
    fitted.options = fitted.options.slice(0, WRONG_ANSWERS);
    const answer = displayAnswer(fact);
    const kind = kindWord(fact.kind);
    const definition = definitionBySentence.get(fact.sentence.index);
    let stem: string;
    let bloom: Question['bloom_level'];
    let explanation = `The material says: "${fact.sentence.text}"`;
    if (ctx.higherOrder) {
      const wrong = fitted.options[0] as string;
      let altered = replaceSpan(fact.sentence, fact.start, fact.end, wrong);
      altered = altered.charAt(0).toUpperCase() + altered.slice(1);
      stem = `A student's notes say: "${altered}" One ${kind} in the notes is wrong. Which ${kind} should replace "${wrong}" to match the material?`;
      bloom = 'analyze';
      explanation += ` So "${answer}" belongs there, not "${wrong}".`;
    } else if (
      definition &&
      definition.key === fact.key &&
      fact.kind === 'term' &&
      // "Which term are the most famous winter sleepers, but they differ …?": a description that goes on
      // into a second clause is no definition to ask by.
      !/, (but|and|while|although|which)\b|;/.test(definition.description)
    ) {
      stem = `Which term ${definition.verb} ${definition.description}?`;
      bloom = 'understand';
    } else {
      // Asked as a teacher asks it: directly where the clause allows ("In which year did …?", "Who …?"),
      // else the statement to complete, without the engine's own "from the material" frame (round 34:
      // "clumsy 'from the material' framing; ask directly").
      const people = peopleKey(fact, ctx.material);
      // "What are the four corner spandrels called?": a key the sentence names is asked as that name, never as
      // a gap in the copied sentence (rounds 45–46: 2 of 42 such thing-key statements kept).
      const naming = namingQuestion(fact);
      const direct = naming ?? (ctx.map && questionForm(fact)) ?? directQuestion(fact, people);
      // "What created a second problem?": a short "What …?" points at no one answer out of its paragraph;
      // the statement keeps what the sentence says around the key.
      // "What gave British sailors the nickname "limeys"?": seven words with a name or a quoted word point
      // at one answer as well as nine plain ones.
      const pointed =
        direct &&
        (direct === naming ||
          ((!/^What /.test(direct) || direct.split(/\s+/).length >= 9 || namedSeven(direct)) &&
            anchored(direct)));
      // "bound for _____, Texas": the region written after a place key gives it away among towns
      // elsewhere; the statement is asked without it (round 45).
      const clue = placeKey(fact) ? regionClue(fact.sentence, fact.start, fact.end, fact.text) : null;
      // The statement is cut to the key's own clause (rounds 45–47: a long quoted sentence was trimmed).
      const blanked = blankClause(fact);
      const statement = clue?.adjacent ? blanked.replace(`${BLANK}${clue.adjacent}`, BLANK) : blanked;
      const sentences = ctx.material.analysis.sentences;
      stem =
        direct &&
        pointed &&
        !containsPhrase(direct, answer) &&
        !(clue?.adjacent && direct.includes(clue.adjacent))
          ? direct === naming
            ? direct
            : askedAsKind(askedAsBodies(direct, fact), fact, sentences)
          : completeTheStatement(statement, fact, people, sentences);
      bloom = 'remember';
    }
    if (containsPhrase(stem, answer)) continue;
    const question: Question = {
      question: stem,
      answer,
      options: withAnswer(ctx.rng, answer, fitted.options),
      questionType: 'multiple_choice',
      explanation,
      skill: skillOf(ctx.material, fact.sentence, fact.key),
      bloom_level: bloom,
      source: fact.sentence.text,
    };
    if ((!siblings && !sisters) || fact.pass === 'category' || fitted.rough) ROUGH_OPTIONS.add(question);
    if (fitted.offKind) OFF_KIND_OPTIONS.add(question);
    out.push(question);
    tracker.take(fact.sentence, fact.key);
  }
  return out;
};

/** A stem of seven words or more that names someone or something, or quotes a word, after its first word. */
function namedSeven(stem: string): boolean {
  return stem.split(/\s+/).length >= 7 && /\s(["“]|\p{Lu})/u.test(stem.slice(stem.indexOf(' ')));
}

/** "Britain" read as a name is still a country among countries ("Commons" is none). */
function placeKey(fact: Fact): boolean {
  return (
    fact.kind === 'place' || placeReading(fact) || (fact.kind === 'name' && placeLevel(fact.text) !== null)
  );
}

/** Every multiple choice offers four options: the key and three wrong answers. */
const WRONG_ANSWERS = 3;

/** How many WordNet sister terms are offered to the kind checks, the most familiar first. */
const SISTER_CANDIDATES = 6;

/**
 * Wrong answers from WordNet for a term key the passage has no siblings for: the other kinds of the key's
 * kind, for the sense the passage is about (`sistersOfANamedKind`), for a singular key, never a word of
 * the key's sentence. Null when fewer than three are left.
 */
function sisterOptions(fact: Fact, material: Material, rng: Rng): string[] | null {
  if (fact.kind !== 'term') return null;
  const text = material.analysis.sentences.map((s) => s.text).join(' ');
  const named = (word: string): boolean => new RegExp(`\\b${escapeRegExp(word)}(?:s|es)?\\b`, 'i').test(text);
  // "gassings", "overtimes": a plural made by rule is often no word; only a singular key is asked so.
  if (pluralTerm(fact.text)) return null;
  const sentence = fact.sentence.text.toLowerCase();
  const options = sistersOfANamedKind(fact.text.toLowerCase(), named)
    .filter((option) => !containsPhrase(sentence, option) && option !== fact.text.toLowerCase())
    .slice(0, SISTER_CANDIDATES);
  return options.length >= WRONG_ANSWERS ? rng.shuffle(options) : null;
}

/**
 * Wrong answers of the key's kind and level: years near the key's era (`nearYears`), places of the key's
 * level ("Suffolk", a county, among towns), terms of the key's kind ("humans" or "mammals" beside "infected
 * bats"), of the role the gap plays (`gapRole`: "_____ spectrometry", "Winterbottom v _____", "for each
 * _____") and with a head noun of the key's kind ("curtains" beside "cesspits"). One that is not is replaced
 * from the material's pool of the kind; when too few are left, fewer options rather than one of another kind,
 * and the question is `rough` (asked last and marked). Null when every wrong answer would be right too.
 */
export function optionsOfTheKeysKind(
  fact: Fact,
  offered: string[],
  material: Material,
  rng: Rng,
  prefer: (text: string) => boolean,
  rough: boolean,
): { options: string[]; rough: boolean; offKind?: boolean } | null {
  if (fact.kind === 'date') return { options: nearYears(fact, offered, rng, keepsOrder), rough: false };
  const sentences = material.analysis.sentences;
  const before = fact.sentence.tokens[fact.start - 1]?.lower ?? '';
  // "Britain" read as a name is still a country among countries ("Commons" is none).
  const place = placeKey(fact);
  // "travelled to _____, at the invitation of the Lord Lieutenant of Ireland": a region the sentence holds
  // the key in binds every wrong answer to it (one written right after the key is dropped from the stem).
  const clue = place ? regionClue(fact.sentence, fact.start, fact.end, fact.text) : null;
  const region = clue && !clue.adjacent ? clue.region : null;
  const people = peopleNamed(material);
  // "Haymarket" (a district) beside "Razumikhin" and "Napoleon": a person is no option for a named thing
  // that is no person.
  const namedThing = (place || fact.kind === 'name') && !people.has(fact.text);
  const personKey = people.has(fact.text) || (fact.kind === 'name' && supersense(fact.text) === 'person');
  // The gap's role ("_____ spectrometry", "Winterbottom v _____", "for each _____") binds every option.
  const term = fact.kind === 'term';
  // "The _____ housing bubble": a name before a noun is said of it ("the United States"), not a kind of it.
  const role = { ...gapRole(fact.sentence, fact.start, fact.end), ...(term ? {} : { modifies: null }) };
  const text = sentences.map((s) => s.text).join(' ');
  // "Captain Alfred Dreyfus", "Samos", "Dutch": a named key's wrong answers are names of its own kind in the
  // passage (a person, a place, a language), never a group, a common noun or another kind of name; a
  // common-noun key's are never proper names (round 37).
  // "Natural but unnecessary desires …": a common word capitalised only as the sentence's first is no name.
  const firstWord = fact.text.split(/\s+/)[0]?.toLowerCase() ?? '';
  const named =
    fact.kind !== 'number' &&
    /^\p{Lu}\p{Ll}/u.test(fact.text) &&
    !(
      fact.start === 0 &&
      !/\s/.test(fact.text) &&
      (knownNoun(firstWord) || isAdjective(firstWord)) &&
      // "Descartes had held …", "God has …": a name WordNet knows as someone is a name there too.
      supersense(fact.text) !== 'person'
    );
  // "Deep North": a name whose last word is a place word may be a region, so places stay fair beside it.
  const placeLike = place || supersense(fact.text.split(/\s+/).at(-1)?.toLowerCase() ?? '') === 'location';
  const nameKind = named
    ? (nameKindOf(sentences, fact.text) ?? (personKey ? 'person' : place ? 'place' : null))
    : null;
  // "Kirschvink" among "William Hyde" and "Galen Halverson": a person given by surname only gets surnames.
  const personShape = personKey || nameKind === 'person';
  const inShape = (option: string): string =>
    personShape && !/\s/.test(fact.text) ? (surnameOf(option) ?? option) : option;
  const sentenceText = fact.sentence.text.toLowerCase();
  // A surname cut from a full name must still be no word of the sentence nor the key itself.
  const cut = (option: string): boolean =>
    option.toLowerCase() === fact.text.toLowerCase() || sentenceText.includes(option.toLowerCase());
  const distractors = [
    ...new Set(offered.map((o) => (inShape(o) === o || cut(inShape(o)) ? o : inShape(o)))),
  ];
  const otherName = (option: string): boolean =>
    named
      ? nameOfAnotherKind(sentences, fact.text, option, personKey, placeLike)
      : fact.kind === 'term' && properNameBesideTerm(sentences, option);
  // "Pope Gregory XI" among "Benedict XIII", "Martin V" beside "Pedro de Luna": a name of another shape;
  // "proportional" beside "repeating arrangement": an adjective among nouns (round 38).
  const otherForm = (option: string): boolean =>
    (personShape && personOfAnotherShape(fact.text, option)) ||
    (term && adjectiveBesideNoun(sentences, fact.text, option)) ||
    // "people use" (of "as more people use it") beside "online banking": a verb phrase is no noun phrase.
    (term && verbPhraseOption(sentences, option)) ||
    // "King William III Paterson": two of the passage's names glued into one is garbled (round 40).
    (named && gluedNames(sentences, option));
  // "which Italian scientist …?": every wrong answer the passage must make Italian too, or the stem's
  // nationality alone picks out the key (round 42: "Fizeau", "Foucault", "Binet" beside "Viviani").
  const nation = nationalityBeforeGap(fact.sentence, fact.start);
  // "Odysseus's son _____" beside "Circe", "the first woman to publish" beside "Tennyson": a slot the
  // sentence gives a sex takes only people the passage gives that sex (round 48).
  const sex = named ? slotSex(fact.sentence, fact.start, fact.end) : null;
  const someone = personShape || sex !== null;
  const otherSex = (option: string): boolean => {
    const theirs = sex === null ? null : sexOf(sentences, option);
    return theirs !== null && theirs !== sex;
  };
  // "a single supercontinent, which he called _____" beside "Africa": a kind the sentence names the gap by
  // binds every option to one the passage names as that kind (round 48).
  const calledKind = named ? calledKindBeforeGap(fact.sentence, fact.start) : null;
  const notCalled = (option: string): boolean =>
    calledKind !== null && !ofKind(sentences, option, calledKind);
  // "Greeks" among "Athena", "Eurycleia", "Eumaeus": a people is no one person (round 48).
  const group = (option: string): boolean => someone && groupBesidePerson(sentences, option);
  const offKind = (option: string): boolean =>
    otherSex(option) ||
    notCalled(option) ||
    group(option) ||
    (nation !== null && !givenNationality(sentences, option, nation)) ||
    (region !== null && !partOrWhole(option, region)) ||
    otherName(option) ||
    otherForm(option) ||
    !fitsGapRole(role, text, fact.text, option) ||
    // "isotopes" beside "isotope": the stem agrees with the key's number, and so must every option.
    (term && pluralTerm(option) !== pluralTerm(fact.text)) ||
    // "curtains" beside "cesspits", "nitrogen" beside "isotope": a head noun of another kind.
    (term && headOfAnotherKind(fact.text, option)) ||
    // "odd eggs", "model eggs" beside "blue eggs": the options vary what the key varies (round 40).
    (term && modifierOfAnotherSort(fact.text, option)) ||
    // "Athena" beside "Circe": a name the passage shows as someone is no thing, whatever the reader filed it.
    (namedThing && nameKind !== 'person' && (people.has(option) || supersense(option) === 'person')) ||
    // "Sciences" of "Academy of Sciences": a word cut from a longer name names nothing (round 39).
    onlyInsideLongerName(sentences, option) ||
    // "Texas Instruments" beside "Britain", "Canada", "France": a company is no place.
    (place && noPlaceBesidePlace(sentences, fact.text, option)) ||
    // "predators" beside "researchers", "medium" beside "lux system": from the rough pool, a wrong answer
    // must share the key's WordNet category, or it gives the key away (round 39).
    (rough && term && ofAnotherCategory(fact.text, option)) ||
    (personKey && loneNameBesideFullName(fact.text, option)) ||
    (place
      ? placeOfAnotherLevel(sentences, fact.text, option, before)
      : fact.kind === 'term' && (termOfAnotherKind(fact.text, option) || !ofKeysCategory(fact.text, option)));
  // "calcite" beside "mineral", "prion infection" beside "human illness", "satellite clocks" where the
  // satellites carry atomic clocks: a second right answer, whatever its kind.
  // "earnings" beside "higher wages", "microbiologists" beside "researchers": a synonym or kind once plurals
  // are read as singulars is right too (round 39).
  const defensible = (option: string): boolean =>
    fact.kind !== 'number' &&
    (kindOfTheKey(fact.text, option) ||
      (term && synonymOrKind(fact.text, option)) ||
      // "researchers" beside "palaeontologists": a broad name for the same people is true too (round 40).
      (term && broadNameOfPeople(fact.text, option)) ||
      // "colour" beside "violet": a kind above the key in any of its first senses is right too.
      (term && kindInAnySense(fact.text, option)) ||
      // "Cambridgeshire" beside "Wicken Fen", "Britain" beside "Scotland": a place that holds the key's,
      // or lies in it, is true of the same spot (round 40).
      ((place || named) && placeHoldsPlace(sentences, fact.text, option)) ||
      passageEquates(sentences, fact.text, option));
  // "Pyrite, an iron sulfide": another name the passage gives a refused option is refused with it.
  const secondAnswers = distractors.filter(defensible);
  const rightToo = (option: string): boolean =>
    defensible(option) || secondAnswers.some((other) => passageEquates(sentences, other, option));
  const refused = (option: string): boolean => offKind(option) || rightToo(option);
  // "biologists" and "microbiologists" side by side: if one were right so would the other be, and a reader
  // who sees one a kind of the other rules both out; only the first is kept.
  const nested = (option: string, others: string[]): boolean =>
    term && others.some((other) => synonymOrKind(other, option));
  const kept: string[] = [];
  for (const option of distractors) if (!refused(option) && !nested(option, kept)) kept.push(option);
  // Always three wrong answers (round 38: "only three options" is a reject of its own).
  // "Marinoan" beside "Science", "Budyko", "Precambrian": a name of no kind the passage shows has no wrong
  // answers proven of its kind in the rough pool (`rough`: no siblings were found).
  if (rough && named && !nameKind) return null;
  // "AHL" (a molecule) read as a place: a name WordNet gives no level and the passage never writes as a
  // place has no grain its wrong answers could share ("Harvard", "Princeton" beside it), so it is no place key.
  if (place && nameKindOf(sentences, fact.text) === null && placeGrain(sentences, fact.text) === null)
    return null;
  if (kept.length === distractors.length && kept.length >= WRONG_ANSWERS)
    return { options: distractors, rough: false };
  // The pool gives all it asks for or nothing: ask for fewer until it gives.
  let more: string[] = [];
  // A named key of a kind the passage shows is refilled below from every pool of names, its shape first.
  for (let count = nameKind ? 0 : 8; count > 0 && more.length === 0; count -= 1)
    more = pickDistractors(fact, material, rng, count, prefer) ?? [];
  const lower = new Set(kept.map((o) => o.toLowerCase()));
  for (const raw of more) {
    const option = cut(inShape(raw)) ? raw : inShape(raw);
    if (kept.length >= WRONG_ANSWERS) break;
    // "Meitner" in the pool of places: a person the passage names is no place to refill with.
    // "Netscape" beside "Britain", "United States": beside a key of a known level, only a place of one.
    const person =
      place &&
      (people.has(option) ||
        supersense(option) === 'person' ||
        (placeGrain(sentences, fact.text) !== null && placeGrain(sentences, option) === null));
    // "hibernating bats" to refill "infected bats": the pool's same-head phrase may fit the gap as well.
    const head = (text: string): string => text.toLowerCase().split(' ').at(-1) ?? '';
    const sameHead = fact.kind === 'term' && head(option) === head(fact.text);
    // "little trehalose" to refill "intense research": a pool phrase of no head WordNet knows is unproven.
    const unproven = fact.kind === 'term' && unprovenHead(fact.text, option);
    if (
      lower.has(option.toLowerCase()) ||
      !prefer(option) ||
      person ||
      sameHead ||
      unproven ||
      refused(option) ||
      nested(option, kept)
    )
      continue;
    kept.push(option);
    lower.add(option.toLowerCase());
  }
  // "Captain Alfred Dreyfus" with too few people among the pool of his kind: names of the key's kind from
  // every pool of names (the tagger files people, places and other names apart, not always rightly).
  if (nameKind && kept.length < WRONG_ANSWERS) {
    const sentenceLower = fact.sentence.text.toLowerCase();
    const keyWords = new Set(fact.text.toLowerCase().split(/\s+/));
    const names = (['person', 'place', 'name'] as const).flatMap((k) =>
      (material.pools.get(k) ?? []).map((item) => item.text),
    );
    // "Democritus" beside "Lucretius" and "Cicero" before "Thomas Nagel": a name of the key's shape first.
    const words = (text: string): number => text.split(/\s+/).length;
    const shaped = rng
      .shuffle([...new Set(names)])
      .sort((a, b) => Number(words(a) !== words(fact.text)) - Number(words(b) !== words(fact.text)));
    for (const raw of shaped) {
      const option = cut(inShape(raw)) ? raw : inShape(raw);
      if (kept.length >= WRONG_ANSWERS) break;
      const lowered = option.toLowerCase();
      if (lower.has(lowered) || sentenceLower.includes(lowered)) continue;
      if (lowered.split(/\s+/).some((w) => keyWords.has(w))) continue;
      if (nameKindOf(sentences, option) !== nameKind || !prefer(option) || refused(option)) continue;
      kept.push(option);
      lower.add(lowered);
    }
  }
  // "Dutch" with no other language in the passage: languages a reader knows, from the built-in list.
  if (nameKind === 'language' && kept.length < WRONG_ANSWERS)
    for (const language of rng.shuffle(otherLanguages(sentences, fact.text))) {
      if (kept.length >= WRONG_ANSWERS) break;
      if (!lower.has(language.toLowerCase())) kept.push(language);
    }
  if (kept.length >= WRONG_ANSWERS) return { options: kept.slice(0, WRONG_ANSWERS), rough: false };
  // A named key with too few names of its kind is left to the other types: never another kind of name.
  if (named && nameKind) return null;
  // Fewer than three wrong answers of the key's kind: filled with wrong answers that are at least wrong and
  // of the key's form, never a second right answer, and asked after every other weak question (`offKind`),
  // only to fill a set; never with three options (rounds 38 and 40: "only three options" is a reject), so
  // with fewer than three wrong answers the key is left to the other types.
  // A wrong answer nested in another is padded with only when nothing else keeps four options.
  const wrong = [...kept];
  for (const strict of [true, false])
    for (const option of distractors) {
      if (wrong.length >= WRONG_ANSWERS) break;
      if (
        rightToo(option) ||
        otherName(option) ||
        otherForm(option) ||
        onlyInsideLongerName(sentences, option) ||
        (place && noPlaceBesidePlace(sentences, fact.text, option)) ||
        // "odd eggs" beside "blue eggs" gives the key away however late it is asked.
        (term && modifierOfAnotherSort(fact.text, option)) ||
        // "young woman" beside "talented women", "married woman" beside "family home": another number or
        // a person among things is plain however late it is asked (round 42).
        (term && pluralTerm(option) !== pluralTerm(fact.text)) ||
        (term && someoneBesideSomething(fact.text, option)) ||
        (nation !== null && !givenNationality(sentences, option, nation)) ||
        (region !== null && !partOrWhole(option, region)) ||
        // "Circe" as Odysseus's son, "Greeks" as one person, "Africa" as the supercontinent he called
        // Pangaea: plain however late it is asked (round 48).
        otherSex(option) ||
        group(option) ||
        notCalled(option) ||
        // "Australia" among towns: never a place of another grain, however late it is asked (round 42).
        (place && placeOfAnotherLevel(sentences, fact.text, option, before)) ||
        (strict && nested(option, wrong)) ||
        wrong.some((w) => w.toLowerCase() === option.toLowerCase())
      )
        continue;
      wrong.push(option);
    }
  return wrong.length >= WRONG_ANSWERS ? { options: wrong, rough: true, offKind: true } : null;
}

/**
 * "In which year did cases peak?": a short direct question names nothing that ties it to its passage (cases of
 * what?); one of six words or fewer is asked only when it carries a name, else the statement is completed.
 */
export function anchored(question: string): boolean {
  const words = question.split(/\s+/);
  return words.length > 6 || words.slice(1).some((word) => /^[A-Z0-9]/.test(word));
}
