import type { Condition, ContinuousEffect, PerCount, PokemonFilter, Reach, TextReading } from './descriptor.js';
import { ANY_POKEMON } from './descriptor.js';
import { ENERGY_TYPES, type EnergyType, type TrainerKind } from '../card.js';
import type { SpecialCondition } from '../profile.js';
import { ALWAYS, colorlessCount, conditionOf, filterPhrase, sentencesOf, subjectOf } from './phrases.js';

/**
 * Continuous effects read from one card text (an Ability, a Pokémon Tool, a Stadium, a Special Energy), a
 * sentence at a time: "[If/As long as <condition>,] <who> <what changes>". A sentence whose parts are not
 * all understood yields no effect and is handed to the players (`executed: false`).
 */

/** Reminders of rules the engine applies anyway (Trainer kinds, ACE SPEC, the Tool limit). */
const REMINDERS: readonly RegExp[] = [
  /^You may play (?:any number of|as many) Item cards/i,
  /^Attach a Pokémon Tool to 1 of your Pokémon/i,
  /^You may attach any number of Pokémon Tools/i,
  /^You may attach only 1 Pokémon Tool to each Pokémon/i,
  /^You may play only 1 (?:Stadium|Supporter) card during your turn/i,
  /^Put it (?:next to|into) the Active Spot/i,
  /^A Stadium with the same name can[’']t be played/i,
  /^\(Pokémon ex, Pokémon V, etc\. have Rule Boxes\.\)$/i,
  /^\(Pokémon V, Pokémon-GX, etc\. have Rule Boxes\.\)$/i,
  // Technical Machines: their attack is the Pokémon's own (`attacksOf`) and they are discarded at the end of the turn (`card-text.ts`).
  /^The Pokémon this card is attached to can use the attack on this card\.$/i,
  /^\(You still need the necessary Energy to use this attack\.\) If this card is attached to 1 of your Pokémon, discard it at the end of your turn\.$/i,
  /^If this card is attached to 1 of your Pokémon, discard it at the end of your turn\.$/i,
  /^(?:ACE SPEC: )?You can't have more than 1 ACE SPEC card in your deck/i,
  /^\(You can't use more than 1 VSTAR Power in a game\.\)$/i,
  // How a changed Weakness applies, as the engine applies every Weakness of this era (`weaknessesOf`).
  /^\(Apply Weakness as ×2\.\)$/i,
  // What "prevent all effects of attacks" leaves out, which `attack-effects-prevented` keeps (damage is not prevented).
  /^\((?:Existing effects are not removed\. )?Damage is not an effect\.\)$/i,
];

/** What follows a bench-size effect: the discards when it stops applying, which `bench-size.ts` runs. */
const BENCH_DISCARDS = /discards? Pokémon from their Bench until they have \d+|^When this card leaves play, both players discard Pokémon from their Bench/i;

const DAMAGE_TO = "^ do (\\d+) (more|less) damage(?: to (?:your|the) opponent's (Active )?(.+?))? \\((before|after) applying Weakness and Resistance\\)\\.$";
const damageTo = new RegExp(DAMAGE_TO, 'i');

/**
 * ", except any Zapdos," after whose attacks a text changes (Zapdos "Lightning Symbol", Iron Crown ex "Cobalt
 * Command"): Pokémon of that name are left out of the reach.
 */
function excepting(reach: Reach, pred: string): { reach: Reach; pred: string } {
  const m = /^, except any ([^,]+),/i.exec(pred);
  if (!m) return { reach, pred };
  return { reach: { ...reach, filter: { ...reach.filter, exceptNames: [m[1] ?? ''] } }, pred: pred.slice(m[0].length) };
}

/** The Prize cards an opponent takes for the Pokémon a Tool or Special Energy is attached to. */
const KNOCKED_OUT_PRIZES = "(?:if )?(?:it|the Pokémon this card is attached to|this Pokémon) is Knocked Out by damage from an attack from your opponent's Pokémon, that player takes (\\d+) (more|fewer) Prize cards?\\.$";
const knockedOutPrizes = new RegExp(`^${KNOCKED_OUT_PRIZES}`, 'i');
const andKnockedOutPrizes = new RegExp(`^(.+), and ${KNOCKED_OUT_PRIZES}`, 'i');
const HOLDER_KNOCKED_OUT = /^If the (.+?) this card is attached to (is Knocked Out .+)$/i;
const ONCE_PER_GAME = /^This effect of your (.+?) can't be applied more than once per game\.$/i;

/** "You can't apply more than 1 Wild Growth Ability at a time.", "The effect of Wild Growth doesn't stack." */
const NOT_STACKING = /^(?:You can't apply more than 1 (.+) Ability at a time|The effect of (.+) doesn't stack)\.$/i;

const STACKABLE: ReadonlySet<ContinuousEffect['kind']> = new Set(['hp', 'damage-dealt', 'damage-taken']);

const TYPE = `(?:${ENERGY_TYPES.join('|')})`;
/** "Each Basic Grass Energy attached to all of your Pokémon provides GrassGrass Energy." */
const BASIC_ENERGY_PROVIDES = new RegExp(`^Each basic (${TYPE}) Energy (?:card )?attached to `, 'i');
const PROVIDES = new RegExp(`^ provides ((?:${TYPE})+) Energy(?: instead)?\\.$`, 'i');
/** "it is Grass and Fire type." */
const IS_TYPE = new RegExp(`^ is (${TYPE}(?:(?:,| and| or|, and) ${TYPE})*) type\\.$`, 'i');

/** "… is now Psychic." after "The Weakness of …". */
const WEAKNESS_NOW = new RegExp(`^ is now (${TYPE})\\.$`, 'i');

const typesIn = (symbols: string): EnergyType[] => (symbols.match(new RegExp(TYPE, 'g')) ?? []) as EnergyType[];

export function readText(text: string, name?: string): TextReading[] {
  const readings: TextReading[] = [];
  const sentences = sentencesOf(text);
  for (let i = 0; i < sentences.length; i++) {
    const sentence = sentences[i] ?? '';
    const coin = damageCoin(sentence, sentences[i + 1]) ?? knockOutCoin(sentence, sentences[i + 1]) ?? olderKnockOutCoin(sentences.slice(i), name);
    if (coin) {
      readings.push(coin);
      i++;
      continue;
    }
    const last = readings[readings.length - 1];
    if (last?.effects.some((e) => e.kind === 'counter-attack') && !readSentence(sentence).executed) {
      // The rest of a counter-attack the players apply ("flip a coin. If heads, the Attacking Pokémon is Knocked Out.";
      // Deluxe Bomb's "If you placed any damage counters in this way, discard this card."): one text for them.
      readings[readings.length - 1] = {
        ...last,
        handed: true,
        text: `${last.text} ${sentence}`,
        effects: last.effects.map((e) => (e.kind === 'counter-attack' ? { ...e, left: `${e.left ?? ''} ${sentence}`.trim() } : e)),
      };
      continue;
    }
    const once = ONCE_PER_GAME.exec(sentence);
    const notStacking = NOT_STACKING.exec(sentence);
    const before = readings[readings.length - 1];
    if (THEN_DISCARD.test(inTodaysWords(sentence, name)) && before?.effects.some((e) => e.kind === 'survives-knock-out')) {
      // Survival Brace: the card that left its Pokémon 10 HP goes to the discard pile (`knock-out-survived.ts`).
      readings[readings.length - 1] = { ...before, effects: before.effects.map((e) => (e.kind === 'survives-knock-out' ? { ...e, discard: true as const } : e)) };
      readings.push({ text: sentence, effects: [], executed: true });
    } else if (once && before?.effects.some((e) => e.kind === 'prizes-taken')) {
      // The limit belongs to the sentence before it (Legacy Energy): kept on its effect, by the card's name.
      readings[readings.length - 1] = { ...before, effects: before.effects.map((e) => (e.kind === 'prizes-taken' ? { ...e, oncePerGame: once[1] ?? '' } : e)) };
      readings.push({ text: sentence, effects: [], executed: true });
    } else if (notStacking && before?.effects.some((e) => e.kind === 'basic-energy-provides' || STACKABLE.has(e.kind))) {
      // A provision replaces what each card provides, so a second one changes nothing more; an HP or damage change
      // is applied once by the Ability's name (`single`).
      const name = notStacking[1] ?? notStacking[2] ?? '';
      readings[readings.length - 1] = { ...before, effects: before.effects.map((e) => (STACKABLE.has(e.kind) ? { ...e, single: name } : e)) };
      readings.push({ text: sentence, effects: [], executed: true });
    } else readings.push(readSentence(sentence));
  }
  return readings;
}

/** "Prevent all damage done to this Pokémon by attacks from your opponent's Pokémon ex [and Pokémon V]"; Neutralization Zone: "… from the opponent's …". */
const PREVENT_DONE_TO = /^prevent all damage done to (.+?) by attacks(?: from (?:your|the) opponent's (.+?))?\.$/i;
/** "Prevent all damage from attacks done to this Pokémon by your opponent's Pokémon that have an Ability." */
const PREVENT_FROM_ATTACKS = /^prevent all damage from attacks done to (.+?) by your opponent's (.+?)\.$/i;

const POKEMON_WITH_ENERGY = new RegExp(`^(All of your Pokémon) that have (?:any )?(${TYPE}) Energy attached(?= )`, 'i');
const POKEMON_WITH_HP_LEFT = /^(Your opponent's Pokémon) that have (\d+) HP or less remaining(?= )/i;
const TYPES_AND = new RegExp(`\\b(${TYPE}) Pokémon and (${TYPE}) Pokémon\\b`, 'g');
const AND_ITS_ATTACKS = /^(.+?), and (the attacks it uses do .+)$/i;

/** Occa Berry and its kind: "If the Pokémon this card is attached to is damaged by an attack from your opponent's Fire Pokémon, it takes 60 less damage (after applying Weakness and Resistance), and discard this card." */
const BERRY = /^If the Pokémon this card is attached to is damaged by an attack from your opponent's (.+?), it takes (\d+) less damage \(after applying Weakness and Resistance\), and discard this card\.$/i;

/** One effect per attacker named ("Pokémon ex and Pokémon V"), or null where a name is not a Pokémon filter. */
function prevention(text: string, when: readonly Condition[]): readonly ContinuousEffect[] | null {
  const m = PREVENT_DONE_TO.exec(text) ?? PREVENT_FROM_ATTACKS.exec(text);
  if (!m) return null;
  // The subject as it stands in the sentence, followed by " by …" (its phrase ends at a word boundary).
  const s = subjectOf(`${m[1] ?? ''} by`);
  if (!s || s.length !== (m[1] ?? '').length) return null;
  const names = m[2] === undefined ? [null] : (m[2].split(' and ') as (string | null)[]);
  const filters = names.map((n) => (n === null ? ANY_POKEMON : filterPhrase(n)));
  if (filters.some((f) => f === null)) return null;
  return filters.map((from) => ({ kind: 'damage-prevented', reach: s.reach, from: from ?? ANY_POKEMON, when }));
}

/**
 * "If this Pokémon is in the Active Spot and is damaged by an attack from your opponent's Pokémon (even if this Pokémon
 * is Knocked Out), put 3 damage counters on the Attacking Pokémon." and its kind (Rocky Helmet, Spiky Energy,
 * "Scorching Armor": "the Attacking Pokémon is now Burned"; "Exploding Needles": "is Knocked Out by damage from").
 */
const COUNTER_ATTACK = /^If (.+?) (is in the Active Spot and )?is (damaged by|Knocked Out by damage from) an attack from your opponent's (.+?)(?: \(even if [^)]+ is Knocked Out\))?, (.+?)\.$/i;
const COUNTERS_ON_ATTACKER = /^(?:put|place) (\d+) damage counters? on the Attacking Pokémon$/i;
const ATTACKER_NOW = /^the Attacking Pokémon is now (Asleep|Burned|Confused|Paralyzed|Poisoned)$/i;

function counterAttack(sentence: string): TextReading | null {
  const m = COUNTER_ATTACK.exec(sentence);
  if (!m) return null;
  const s = subjectOf(`${m[1] ?? ''} is`);
  const from = filterPhrase(m[4] ?? '');
  if (!s || s.length !== (m[1] ?? '').length || !from) return null;
  const when: Condition[] = m[2] ? [{ kind: 'source-spot', spot: 'active' }] : [];
  const result = m[5] ?? '';
  const counters = COUNTERS_ON_ATTACKER.exec(result);
  const now = ATTACKER_NOW.exec(result);
  const conditions = now ? [(now[1] ?? '') as SpecialCondition] : [];
  const base = { kind: 'counter-attack', reach: s.reach, from, knockedOut: /^Knocked/i.test(m[3] ?? ''), when } as const;
  if (counters || now) return { text: sentence, effects: [{ ...base, counters: Number(counters?.[1] ?? 0), conditions }], executed: true };
  return { text: sentence, effects: [{ ...base, counters: 0, conditions, left: `${result}.` }], executed: false, handed: true };
}

/**
 * "If any damage is done to this Pokémon by attacks, flip a coin." / "If this Pokémon is Confused and is damaged by an
 * attack, flip a coin.", followed by "If heads, prevent that damage.": one effect of the two sentences.
 */
const DAMAGE_COIN = /^If (?:any damage is done to (.+?) by attacks|(this Pokémon) (.+?) and is damaged by an attack), flip a coin\.$/i;
const HEADS_PREVENTS = /^If heads, prevent that damage\.$/i;

function damageCoin(sentence: string, next: string | undefined): TextReading | null {
  const m = DAMAGE_COIN.exec(sentence);
  if (!m || next === undefined || !HEADS_PREVENTS.test(next)) return null;
  const who = m[1] ?? m[2] ?? '';
  const s = subjectOf(`${who} by`);
  const condition = m[3] === undefined ? null : conditionOf(`${who} ${m[3]}`);
  if (!s || s.length !== who.length || (m[3] !== undefined && !condition)) return null;
  const text = `${sentence} ${next}`;
  return { text, effects: [{ kind: 'damage-coin', reach: s.reach, text, when: condition ? [condition] : [] }], executed: true };
}

/**
 * "from an attack", "from an attack from your opponent's Pokémon", "from an opponent's attack": the damage an attack places
 * (`knock-out-survived.ts`); the older "by an opponent's attack" / "by your opponent's attack" (Buffer, Focus Band) too,
 * the engine applying it where an attack's damage lands.
 */
const KNOCKED_OUT_BY = "would be Knocked Out by (?:damage from (?:an attack(?: from your opponent's Pokémon)?|an opponent's attack)|(?:an|your) opponent's attack)";
const NOT_KNOCKED_OUT = "(?:it|this Pokémon|that Pokémon) is not Knocked Out,? and its remaining HP becomes? (\\d+)(?: instead)?\\.";
/** Pikachu ex "Resolute Heart", Crustle "Sturdy", Survival Brace: the condition "full HP" is read before the damage (`knock-out-survived.ts`). */
const SURVIVES_KNOCK_OUT = new RegExp(`^If (.+?) has full HP and ${KNOCKED_OUT_BY}, ${NOT_KNOCKED_OUT}$`, 'i');
/** Machamp "Guts", Mega Hawlucha ex "Tenacious Body": "…, flip a coin." followed by "If heads, this Pokémon is not Knocked Out, …". */
const KNOCK_OUT_COIN = new RegExp(`^If (.+?) ${KNOCKED_OUT_BY}, flip a coin\\.$`, 'i');
const HEADS_NOT_KNOCKED_OUT = new RegExp(`^If heads, ${NOT_KNOCKED_OUT}$`, 'i');
const THEN_DISCARD = /^Then, discard this card\.$/i;

function knockOutCoin(sentence: string, next: string | undefined): TextReading | null {
  const m = KNOCK_OUT_COIN.exec(sentence);
  const heads = m && next !== undefined ? HEADS_NOT_KNOCKED_OUT.exec(next) : null;
  const s = m && heads ? subjectOf(`${m[1] ?? ''} would`) : null;
  if (!m || !heads || !s || s.length !== (m[1] ?? '').length) return null;
  const text = `${sentence} ${next ?? ''}`;
  return { text, effects: [{ kind: 'survives-knock-out', reach: s.reach, remaining: Number(heads[1]), when: [], coin: text }], executed: true };
}

/**
 * Older prints name the card where today's say "this Pokémon" or "this card": "If Hoppip would be Knocked Out by an
 * opponent's attack, flip a coin. If heads, Hoppip is not Knocked Out …" (Buffer), "If the Pokémon Focus Band is attached
 * to would be Knocked Out …. Then, discard Focus Band.": the same rule in today's words.
 */
function inTodaysWords(sentence: string, name: string | undefined): string {
  if (name === undefined) return sentence;
  return sentence
    .replace(`If ${name} would be Knocked Out`, 'If this Pokémon would be Knocked Out')
    .replace(`If heads, ${name} is not Knocked Out`, 'If heads, this Pokémon is not Knocked Out')
    .replace(`the Pokémon ${name} is attached to`, 'the Pokémon this card is attached to')
    .replace(`discard ${name}.`, 'discard this card.');
}

/**
 * A knock-out coin in the older words, read as today's (`knockOutCoin`), where nothing but "Then, discard this card."
 * follows it: a further sentence ("This power can't be used if Giovanni's Machamp is already Asleep, …") is a
 * condition no reader checks, so the players keep the whole text.
 */
function olderKnockOutCoin(sentences: readonly string[], name: string | undefined): TextReading | null {
  const [sentence = '', next, after] = sentences;
  const today = inTodaysWords(sentence, name);
  if (today === sentence || (after !== undefined && !THEN_DISCARD.test(inTodaysWords(after, name)))) return null;
  const coin = knockOutCoin(today, next === undefined ? undefined : inTodaysWords(next, name));
  // Quoted as printed, in the reading and in the coin's reason.
  const printed = `${sentence} ${next ?? ''}`;
  return coin && { ...coin, text: printed, effects: coin.effects.map((e) => (e.kind === 'survives-knock-out' ? { ...e, coin: printed } : e)) };
}

/**
 * "Prevent all effects of attacks used by your opponent's Pokémon done to this Pokémon." (Mist Energy, "Cocoon Cover");
 * "prevent all damage from and effects of attacks from your opponent's Tera Pokémon done to this Pokémon" ("Sparkling
 * Scales", "So Submerged"): the effects, and the damage where the text names it too.
 */
const PREVENT_EFFECTS = /^prevent all (damage from and )?effects of attacks (?:used by|from) your opponent's (.+?) done to (.+?)\.$/i;

function effectsPrevention(text: string, when: readonly Condition[]): readonly ContinuousEffect[] | null {
  const m = PREVENT_EFFECTS.exec(text);
  if (!m) return null;
  const from = filterPhrase(m[2] ?? '');
  const s = subjectOf(`${m[3] ?? ''}.`);
  if (!from || !s || s.length !== (m[3] ?? '').length) return null;
  const effects: ContinuousEffect = { kind: 'attack-effects-prevented', reach: s.reach, from, when };
  return m[1] ? [{ kind: 'damage-prevented', reach: s.reach, from, when }, effects] : [effects];
}

/** One sentence as printed; read with its no-break spaces as spaces (the data has some: "in play\u00a0(both yours …)"). */
export function readSentence(printed: string): TextReading {
  const reading = readWords(printed.replace(/\u00a0/g, ' '));
  return reading.text === printed ? reading : { ...reading, text: printed };
}

function readWords(sentence: string): TextReading {
  const none: TextReading = { text: sentence, effects: [], executed: false };
  if (REMINDERS.some((r) => r.test(sentence)) || BENCH_DISCARDS.test(sentence)) return { text: sentence, effects: [], executed: true };
  const prizes = knockedOutPrizes.exec(sentence);
  if (prizes) return { text: sentence, effects: [prizesTaken(prizes, 1, [])], executed: true };
  // Lillie's Pearl: "If the Lillie's Pokémon this card is attached to is Knocked Out …, that player takes 1 fewer Prize card."
  const holder = HOLDER_KNOCKED_OUT.exec(sentence);
  const holderFilter = holder ? filterPhrase(holder[1] ?? '') : null;
  const holderPrizes = holder && holderFilter ? knockedOutPrizes.exec(`it ${holder[2] ?? ''}`) : null;
  if (holderPrizes && holderFilter) return { text: sentence, effects: [prizesTaken(holderPrizes, 1, [{ kind: 'is', filter: holderFilter }])], executed: true };
  const berry = BERRY.exec(sentence);
  const berryFrom = berry ? filterPhrase(berry[1] ?? '') : null;
  if (berry && berryFrom) return { text: sentence, effects: [{ kind: 'damage-taken', reach: HOLDER, from: berryFrom, amount: Number(berry[2]), when: [], spent: true }], executed: true };
  const counter = counterAttack(sentence);
  if (counter) return counter;
  const survives = SURVIVES_KNOCK_OUT.exec(sentence);
  const survivor = survives ? subjectOf(`${survives[1] ?? ''} has`) : null;
  if (survives && survivor && survivor.length === (survives[1] ?? '').length) {
    return { text: sentence, effects: [{ kind: 'survives-knock-out', reach: survivor.reach, remaining: Number(survives[2]), when: [{ kind: 'full-hp' }] }], executed: true };
  }
  const when: Condition[] = [];
  let rest = sentence;
  for (;;) {
    const m = /^(?:If|As long as) ([^,]+), (?:and if )?/i.exec(rest);
    if (!m) break;
    rest = rest.slice(m[0].length);
    if (ALWAYS.test(m[1] ?? '')) continue;
    const c = conditionOf(m[1] ?? '');
    if (!c) return none;
    when.push(c);
  }
  // "All of your Pokémon that have any Metal Energy attached …" (Archaludon "Metal Bridge"): your Pokémon, each one
  // reached while it has that Energy attached (a condition on the Pokémon reached).
  const energyHolders = POKEMON_WITH_ENERGY.exec(rest);
  if (energyHolders) {
    when.push({ kind: 'energy-attached', type: energyHolders[2] as EnergyType, none: false });
    rest = `${energyHolders[1] ?? ''}${rest.slice(energyHolders[0].length)}`;
  }
  // "Your opponent's Pokémon that have 40 HP or less remaining can't attack." (Vanilluxe "Frigid Room"): a condition on each one.
  const weakened = POKEMON_WITH_HP_LEFT.exec(rest);
  if (weakened) {
    when.push({ kind: 'remaining-hp-at-most', amount: Number(weakened[2]) });
    rest = `${weakened[1] ?? ''}${rest.slice(weakened[0].length)}`;
  }
  // "your Grass Pokémon and Fire Pokémon" (Lilligant "Sunny Day") are the Pokémon of either type.
  rest = rest.replace(TYPES_AND, '$1 or $2 Pokémon');
  const prevented = prevention(rest, when) ?? effectsPrevention(rest, when);
  if (prevented) return { text: sentence, effects: prevented, executed: true };
  // Okidogi "Adrena-Power": "…, it gets +100 HP, and the attacks it uses do 100 more damage …": two effects, one condition.
  const both = AND_ITS_ATTACKS.exec(rest);
  const pair = both ? [effectOf(`${both[1] ?? ''}.`, when), effectOf(both[2] ?? '', when)] : null;
  if (pair?.[0] && pair[1]) return { text: sentence, effects: [pair[0], pair[1]], executed: true };
  // Luxurious Cape: "…, it gets +100 HP, and if it is Knocked Out by damage from an attack …, that player takes 1 more Prize card."
  const and = andKnockedOutPrizes.exec(rest);
  const first = effectOf(and ? `${(and[1] ?? '').replace(/^it /i, 'the Pokémon this card is attached to ')}.` : rest, when);
  if (!first) return none;
  return { text: sentence, effects: and ? [first, prizesTaken(and, 2, when)] : [first], executed: true };
}

function prizesTaken(m: RegExpExecArray, at: number, when: readonly Condition[]): ContinuousEffect {
  const n = Number(m[at]);
  return { kind: 'prizes-taken', reach: HOLDER, by: m[at + 1]?.toLowerCase() === 'fewer' ? -n : n, when };
}

/**
 * " for each Prize card your opponent has taken", " for each Fighting Energy attached to it", " for each of your
 * opponent's Benched Pokémon", " for each Kofu card in your discard pile": what an HP, damage or attack-cost change counts.
 */
const PER = new RegExp(`,? for each (?:(Prize card your opponent has taken)|(${TYPE}) Energy attached to it|(of your opponent's Benched Pokémon)|(.+?) card in your discard pile)(?= \\(|\\.$)`, 'i');

/** Words that make "… card in your discard pile" a kind of card, not a card's name ("Basic Energy card"): not counted by name. */
const CARD_KIND = /\b(?:Energy|Pokémon|Trainer|Item|Supporter|Tool|Stadium)\b/i;

function perCountOf(per: RegExpExecArray): PerCount | null {
  if (per[1]) return { kind: 'opponent-prizes-taken' };
  if (per[3]) return { kind: 'opponent-benched' };
  if (per[4]) return CARD_KIND.test(per[4]) ? null : { kind: 'own-discard-named', name: per[4] };
  return { kind: 'energy', type: ENERGY_TYPES.find((t) => t.toLowerCase() === per[2]?.toLowerCase()) ?? 'Colorless' };
}

function effectOf(printed: string, when: readonly Condition[]): ContinuousEffect | null {
  const per = PER.exec(printed);
  if (!per) return effectOfWords(printed, when);
  const effect = effectOfWords(printed.replace(PER, ''), when);
  const count = perCountOf(per);
  return count && (effect?.kind === 'hp' || effect?.kind === 'damage-dealt' || effect?.kind === 'attack-cost-less') ? { ...effect, per: count } : null;
}

function effectOfWords(text: string, when: readonly Condition[]): ContinuousEffect | null {
  const bench = /^Each player who has any (.+?) in play can have up to (\d+) Pokémon on their Bench\.$/i.exec(text);
  if (bench) {
    const filter = filterPhrase(bench[1] ?? '');
    return filter ? { kind: 'bench-size', size: Number(bench[2]), when: [...when, { kind: 'has-in-play', filter }] } : null;
  }
  const lock = /^your opponent can't play any ((?:Item|Pokémon Tool|Supporter|Stadium) cards(?: or (?:Item|Pokémon Tool|Supporter|Stadium) cards)*) from their hand\.$/i.exec(text);
  if (lock) return { kind: 'cannot-play', trainerKinds: (lock[1] ?? '').split(' or ').flatMap(trainerKindsOf), when };
  if (/^ignore all Energy in this Pokémon's attack costs\.$/i.test(text)) {
    return { kind: 'attack-cost-ignored', reach: HOLDER, when };
  }
  const basic = BASIC_ENERGY_PROVIDES.exec(text);
  if (basic) {
    const after = text.slice(basic[0].length);
    const s = subjectOf(after);
    const m = s && PROVIDES.exec(after.slice(s.length));
    const type = ENERGY_TYPES.find((t) => t.toLowerCase() === basic[1]?.toLowerCase());
    return s && m && type ? { kind: 'basic-energy-provides', reach: s.reach, type, units: typesIn(m[1] ?? ''), when } : null;
  }
  const weaknessOf = /^the Weakness of /i.exec(text);
  if (weaknessOf) {
    // "each of your opponent's Dragon Pokémon in play": each one is reached, as "your opponent's Dragon Pokémon in play".
    const after = text.slice(weaknessOf[0].length).replace(/^each of /i, '');
    const s = subjectOf(after);
    const m = s && WEAKNESS_NOW.exec(after.slice(s.length));
    const type = m ? ENERGY_TYPES.find((t) => t.toLowerCase() === m[1]?.toLowerCase()) : undefined;
    return s && type ? { kind: 'weakness-is', reach: s.reach, type, when } : null;
  }
  const retreatOf = /^the Retreat Cost of /i.exec(text);
  if (retreatOf) {
    const s = subjectOf(text.slice(retreatOf[0].length));
    const m = s && /^ is ((?:Colorless)+) (less|more)\.$/i.exec(text.slice(retreatOf[0].length + s.length));
    return s && m ? retreatBy(s.reach, m, when) : null;
  }
  // Brave Bangle: "If the Pokémon this card is attached to doesn't have a Rule Box, the attacks it uses do 30 more damage …".
  const itsAttacks = /^the attacks (?:it|this Pokémon) uses(?= do )/i.exec(text);
  if (itsAttacks) {
    const m = damageTo.exec(text.slice(itsAttacks[0].length));
    return m ? damageDealt(HOLDER, m, when) : null;
  }
  const attacksOf = /^(?:the attacks of|attacks used by) /i.exec(text);
  if (attacksOf) {
    const s = subjectOf(text.slice(attacksOf[0].length));
    if (!s) return null;
    const { reach, pred } = excepting(s.reach, text.slice(attacksOf[0].length + s.length));
    const cost = /^ cost ((?:Colorless)+) (less|more)\.$/i.exec(pred);
    if (cost) return { kind: cost[2]?.toLowerCase() === 'more' ? 'attack-cost-more' : 'attack-cost-less', reach, colorless: colorlessCount(cost[1] ?? ''), when };
    const m = damageTo.exec(pred);
    return m ? damageDealt(reach, m, when) : null;
  }
  // Bloodmoon Ursaluna ex "Seasoned Skill": "Blood Moon used by this Pokémon costs Colorless less …": that attack only.
  const named = /^(.+?) used by this Pokémon costs ((?:Colorless)+) less\.$/i.exec(text);
  if (named) return { kind: 'attack-cost-less', reach: HOLDER, colorless: colorlessCount(named[2] ?? ''), attack: named[1] ?? '', when };
  const s = subjectOf(text);
  if (!s) return null;
  const pred = text.slice(s.length);
  const reach = s.reach;
  let m: RegExpExecArray | null;
  if ((m = /^'s Retreat Cost is ((?:Colorless)+) (less|more)\.$/i.exec(pred))) return retreatBy(reach, m, when);
  const possessive = /^'s attacks/i.exec(pred);
  if (possessive) {
    const x = excepting(reach, pred.slice(possessive[0].length));
    return (m = damageTo.exec(x.pred)) ? damageDealt(x.reach, m, when) : null;
  }
  if (/^ (?:has|have) no Retreat Cost\.$/i.test(pred)) return { kind: 'retreat-cost', reach, to: 0, when };
  if (/^ can't retreat\.$/i.test(pred)) return { kind: 'cannot-retreat', reach, when };
  if (/^ can't attack\.$/i.test(pred)) return { kind: 'cannot-attack', reach, when };
  if (/^ can't be healed\.$/i.test(pred)) return { kind: 'cannot-be-healed', reach, when };
  if ((m = /^ can't attack unless you have (\d+) or more (.+?) in play\.$/i.exec(pred))) {
    const filter = filterPhrase(m[2] ?? '');
    return filter ? { kind: 'cannot-attack', reach, when: [...when, { kind: 'in-play-fewer-than', side: 'own', filters: [filter], count: Number(m[1]) }] } : null;
  }
  if (/^ can use attacks during your first turn\.$/i.test(pred)) return { kind: 'first-turn-attack', reach, when };
  if (/^ can't be affected by any Special Conditions\.$/i.test(pred)) return { kind: 'condition-immune', reach, conditions: ALL_CONDITIONS, when };
  if ((m = /^ can't be (Asleep|Burned|Confused|Paralyzed|Poisoned)\.$/i.exec(pred))) return { kind: 'condition-immune', reach, conditions: [m[1] as SpecialCondition], when };
  if ((m = /^ gets? ([+-])(\d+) HP\.$/i.exec(pred))) return { kind: 'hp', reach, amount: Number(m[2]) * (m[1] === '-' ? -1 : 1), when };
  if (/^ (?:has|have) no Weakness\.$/i.test(pred)) return { kind: 'no-weakness', reach, when };
  if ((m = /^ (?:has|have) no Abilities(?:, except for (.+))?\.$/i.exec(pred))) return { kind: 'no-abilities', reach, ...(m[1] !== undefined && { except: m[1] }), when };
  if ((m = /^ takes? (\d+) less damage from attacks(?: from (?:your|the) opponent's (.+?))? \(after applying Weakness and Resistance\)\.$/i.exec(pred))) {
    const from = m[2] === undefined ? ANY_POKEMON : filterPhrase(m[2]);
    return from ? { kind: 'damage-taken', reach, from, amount: Number(m[1]), when } : null;
  }
  if (/^ can use the VSTAR Power on this card\.$/i.test(pred)) return { kind: 'grants-ability', reach, when };
  if ((m = IS_TYPE.exec(pred))) return { kind: 'types', reach, types: typesIn(m[1] ?? ''), when };
  return null;
}

const HOLDER: Reach = { side: 'holder', activeOnly: false, filter: ANY_POKEMON };
const ALL_CONDITIONS: readonly SpecialCondition[] = ['Asleep', 'Burned', 'Confused', 'Paralyzed', 'Poisoned'];

/** "Pokémon Tool cards" are the Technical Machines too (SV: a Technical Machine is a Pokémon Tool). */
function trainerKindsOf(words: string): TrainerKind[] {
  const kind = words.replace(/ cards$/i, '');
  return kind === 'Pokémon Tool' ? ['Tool', 'Technical Machine'] : [kind as TrainerKind];
}

function retreatBy(reach: Reach, m: RegExpExecArray, when: readonly Condition[]): ContinuousEffect {
  const n = colorlessCount(m[1] ?? '');
  return { kind: 'retreat-cost', reach, by: m[2]?.toLowerCase() === 'less' ? -n : n, when };
}

/** Only step 2 (before Weakness and Resistance) is an attacker-side change; "after" is not one of ours. */
function damageDealt(reach: Reach, m: RegExpExecArray, when: readonly Condition[]): ContinuousEffect | null {
  if (m[5]?.toLowerCase() !== 'before') return null;
  const against: PokemonFilter | null = m[4] === undefined ? ANY_POKEMON : filterPhrase(m[4]);
  if (!against) return null;
  const amount = Number(m[1]) * (m[2]?.toLowerCase() === 'less' ? -1 : 1);
  return { kind: 'damage-dealt', reach, against, againstActiveOnly: m[3] !== undefined, amount, when };
}
