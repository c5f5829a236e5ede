import type { Condition, ContinuousEffect, PokemonFilter, Reach, TextReading } from './descriptor.js';
import { ANY_POKEMON } from './descriptor.js';
import { colorlessCount, conditionOf, filterPhrase, sentencesOf, subjectOf } from './phrases.js';

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
  // Technical Machines: their attack is the Pokémon's own (`attacksOf`) and they are discarded at the end of the turn (`card-text.ts`).
  /^The Pokémon this card is attached to can use the attack on this card\.$/i,
  /^\(You still need the necessary Energy to use this attack\.\) If this card is attached to 1 of your Pokémon, discard it at the end of your turn\.$/i,
  /^If this card is attached to 1 of your Pokémon, discard it at the end of your turn\.$/i,
  /^(?:ACE SPEC: )?You can't have more than 1 ACE SPEC card in your deck/i,
  /^\(You can't use more than 1 VSTAR Power in a game\.\)$/i,
];

/** What follows a bench-size effect: the discards when it stops applying, which `bench-size.ts` runs. */
const BENCH_DISCARDS = /discards? Pokémon from their Bench until they have \d+|^When this card leaves play, both players discard Pokémon from their Bench/i;

const DAMAGE_TO = "^ do (\\d+) (more|less) damage(?: to (?:your|the) opponent's (Active )?(.+?))? \\((before|after) applying Weakness and Resistance\\)\\.$";
const damageTo = new RegExp(DAMAGE_TO, 'i');
const possessiveAttacks = new RegExp(`^'s attacks${DAMAGE_TO.slice(1)}`, 'i');

export function readText(text: string): TextReading[] {
  return sentencesOf(text).map(readSentence);
}

export function readSentence(sentence: string): TextReading {
  const none: TextReading = { text: sentence, effects: [], executed: false };
  if (REMINDERS.some((r) => r.test(sentence)) || BENCH_DISCARDS.test(sentence)) return { text: sentence, effects: [], executed: true };
  const when: Condition[] = [];
  let rest = sentence;
  for (;;) {
    const m = /^(?:If|As long as) ([^,]+), (?:and if )?/i.exec(rest);
    if (!m) break;
    const c = conditionOf(m[1] ?? '');
    if (!c) return none;
    when.push(c);
    rest = rest.slice(m[0].length);
  }
  const effect = effectOf(rest, when);
  return effect ? { text: sentence, effects: [effect], executed: true } : none;
}

function effectOf(text: string, when: readonly Condition[]): ContinuousEffect | null {
  const bench = /^Each player who has any (.+?) in play can have up to (\d+) Pokémon on their Bench\.$/i.exec(text);
  if (bench) {
    const filter = filterPhrase(bench[1] ?? '');
    return filter ? { kind: 'bench-size', size: Number(bench[2]), when: [...when, { kind: 'has-in-play', filter }] } : null;
  }
  if (/^ignore all Energy in this Pokémon's attack costs\.$/i.test(text)) {
    return { kind: 'attack-cost-ignored', reach: HOLDER, when };
  }
  const retreatOf = /^the Retreat Cost of /i.exec(text);
  if (retreatOf) {
    const s = subjectOf(text.slice(retreatOf[0].length));
    const m = s && /^ is ((?:Colorless)+) (less|more)\.$/i.exec(text.slice(retreatOf[0].length + s.length));
    return s && m ? retreatBy(s.reach, m, when) : null;
  }
  const attacksOf = /^(?:the attacks of|attacks used by) /i.exec(text);
  if (attacksOf) {
    const s = subjectOf(text.slice(attacksOf[0].length));
    const pred = s ? text.slice(attacksOf[0].length + s.length) : '';
    const less = /^ cost ((?:Colorless)+) less\.$/i.exec(pred);
    if (s && less) return { kind: 'attack-cost-less', reach: s.reach, colorless: colorlessCount(less[1] ?? ''), when };
    const m = s && damageTo.exec(pred);
    return s && m ? damageDealt(s.reach, m, when) : null;
  }
  const s = subjectOf(text);
  if (!s) return null;
  const pred = text.slice(s.length);
  const reach = s.reach;
  let m: RegExpExecArray | null;
  if ((m = /^'s Retreat Cost is ((?:Colorless)+) (less|more)\.$/i.exec(pred))) return retreatBy(reach, m, when);
  if ((m = possessiveAttacks.exec(pred))) return damageDealt(reach, m, when);
  // Zapdos "Lightning Symbol": "Your Basic Lightning Pokémon's attacks, except any Zapdos, do 10 more damage …".
  const except = /^'s attacks, except any ([^,]+),/i.exec(pred);
  if (except && (m = possessiveAttacks.exec(`'s attacks${pred.slice(except[0].length)}`))) {
    return damageDealt({ ...reach, filter: { ...reach.filter, exceptNames: [except[1] ?? ''] } }, m, when);
  }
  if (/^ (?:has|have) no Retreat Cost\.$/i.test(pred)) return { kind: 'retreat-cost', reach, to: 0, when };
  if ((m = /^ gets? \+(\d+) HP\.$/i.exec(pred))) return { kind: 'hp', reach, amount: Number(m[1]), when };
  if (/^ (?:has|have) no Weakness\.$/i.test(pred)) return { kind: 'no-weakness', reach, when };
  if ((m = /^ takes? (\d+) less damage from attacks(?: from (?:your|the) opponent's (.+?))? \(after applying Weakness and Resistance\)\.$/i.exec(pred))) {
    const from = m[2] === undefined ? ANY_POKEMON : filterPhrase(m[2]);
    return from ? { kind: 'damage-taken', reach, from, amount: Number(m[1]), when } : null;
  }
  if (/^ can use the VSTAR Power on this card\.$/i.test(pred)) return { kind: 'grants-ability', reach, when };
  return null;
}

const HOLDER: Reach = { side: 'holder', activeOnly: false, filter: ANY_POKEMON };

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
