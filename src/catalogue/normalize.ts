import { ENERGY_TYPES, type AbilityDef, type AttackDef, type CardDef, type EnergyType, type LocalizedNames, type PrintedDamage, type ResistanceDef, type CardStage as Stage, type TrainerKind, type WeaknessDef } from '../rules/index.js';
import type { CardText } from './card-texts.schema.js';
import type { RawCard } from './raw-card.schema.js';

/**
 * pokemon-tcg-data card -> CardDef. Pure; the raw card has already passed rawCardSchema.
 * Every quirk listed in ../shared/cards/README.md is handled here and nowhere else.
 */
export function normalizeCard(raw: RawCard, setId: string, names?: CardDef['names'], texts?: CardText): CardDef {
  const card = normalizeFields(raw, setId, names, texts);
  const correction = UPSTREAM_ERRATA[raw.id];
  return correction ? { ...card, ...correction } : card;
}

/**
 * Typing errors in pokemon-tcg-data (commit 04cd5d9), fixed by card id. Each is a slip in one field of
 * one card, not a rule: a rule is always read from the data.
 */
export const UPSTREAM_ERRATA: Readonly<Record<string, Partial<CardDef>>> = {
  // White Flare Archen: "Antiuqe Plume Fossil".
  'rsv10pt5-50': { evolvesFrom: 'Antique Plume Fossil' },
  'rsv10pt5-131': { evolvesFrom: 'Antique Plume Fossil' },
  // Black Bolt Antique Cover Fossil: number "60" (Escavalier's); its id and TCGdex say 80.
  'zsv10pt5-80': { number: '80' },
};

function normalizeFields(raw: RawCard, setId: string, names?: CardDef['names'], texts?: CardText): CardDef {
  const subtypes = raw.subtypes ?? [];
  const rules = raw.rules ?? [];
  const isPokemon = raw.supertype === 'Pokémon';
  return {
    id: raw.id,
    name: raw.name,
    supertype: raw.supertype,
    subtypes,
    setId,
    number: raw.number,
    ...(isPokemon ? optional('stage', stageOf(subtypes)) : {}),
    ...optional('evolvesFrom', raw.evolvesFrom),
    ...optional('hp', raw.hp === undefined ? undefined : Number(raw.hp)),
    ...optional('types', raw.types),
    attacks: withNames((raw.attacks ?? []).map(attackOf), texts?.attacks),
    abilities: withNames(abilitiesOf(raw), texts?.abilities),
    weaknesses: (raw.weaknesses ?? []).map((w) => weaknessOf(w.type, w.value, raw.id)),
    resistances: (raw.resistances ?? []).map((r) => resistanceOf(r.type, r.value, raw.id)),
    retreatCost: raw.convertedRetreatCost ?? raw.retreatCost?.length ?? 0,
    prizeValue: isPokemon ? prizeValueOf(rules, subtypes) : 1,
    ruleBox: isPokemon && hasRuleBox(rules, subtypes),
    ...(raw.supertype === 'Trainer' ? optional('trainerKind', trainerKindOf(subtypes, rules)) : {}),
    ...(raw.supertype === 'Energy' ? energyOf(raw.name, subtypes, rules) : {}),
    rules,
    ...optional('regulationMark', raw.regulationMark),
    ...(names && (names.de !== undefined || names.fr !== undefined) ? { names } : {}),
  };
}

function optional<K extends string, V>(key: K, value: V | undefined): { [P in K]?: V } {
  return (value === undefined ? {} : { [key]: value }) as { [P in K]?: V };
}

/**
 * Stage as printed. Mega Evolution ex of the Mega Evolution series print "Stage 1"/"Stage 2" next to
 * "MEGA" and evolve like any Stage, so the Stage subtype wins over MEGA; XY's M Pokémon-EX print only
 * "MEGA". Baby Pokémon (Neo, e-Card) are Basic Pokémon by their own rules. Pokémon LEGEND are no Stage
 * at all (two halves put onto the Bench together), so they have none.
 */
const STAGE_PRECEDENCE: readonly Stage[] = [
  'Basic',
  'Stage 1',
  'Stage 2',
  'VMAX',
  'VSTAR',
  'V-UNION',
  'BREAK',
  'Level-Up',
  'MEGA',
  'Restored',
];

export function stageOf(subtypes: readonly string[]): Stage | undefined {
  const printed = STAGE_PRECEDENCE.find((stage) => subtypes.includes(stage));
  if (printed) return printed;
  return subtypes.includes('Baby') ? 'Basic' : undefined;
}

/** "When your Pokémon ex is Knocked Out, your opponent takes 2 Prize cards." and every older wording. */
const PRIZE_RULE = /Knocked Out, your opponent takes (\d|one|two|three) Prize cards?/i;
const WORD_NUMBERS: Record<string, number> = { one: 1, two: 2, three: 3 };

/**
 * Prize cards for a Knock Out, read from the rule box the card prints. Where the data lists two prize
 * rules (Ascended Heroes Mega Evolution ex carry the general "Pokémon ex rule: ... 2" and the
 * "Mega Evolution ex Rule: ... 3"), the specific one is the larger and decides. The data leaves the
 * rule out on a few cards (the four HeartGold & SoulSilver LEGEND halves of Ho-Oh and Lugia); there
 * the mechanic in the subtypes decides, by the same rules: 000/001/002 and the LEGEND rule box.
 */
export function prizeValueOf(rules: readonly string[], subtypes: readonly string[]): 1 | 2 | 3 {
  const printed = rules.flatMap((text) => {
    const match = PRIZE_RULE.exec(text);
    return match?.[1] ? [WORD_NUMBERS[match[1].toLowerCase()] ?? Number(match[1])] : [];
  });
  return printed.length > 0 ? asPrizeValue(Math.max(...printed)) : prizeValueBySubtypes(subtypes);
}

export function prizeValueBySubtypes(subtypes: readonly string[]): 1 | 2 | 3 {
  const has = (s: string): boolean => subtypes.includes(s);
  if (has('VMAX') || has('TAG TEAM') || has('V-UNION') || (has('MEGA') && has('ex'))) return 3;
  if (['ex', 'EX', 'GX', 'V', 'VSTAR', 'LEGEND'].some(has)) return 2;
  return 1;
}

function asPrizeValue(n: number): 1 | 2 | 3 {
  if (n === 1 || n === 2 || n === 3) return n;
  throw new Error(`a prize rule of ${n} Prize cards is outside 1-3`);
}

/**
 * "Pokémon with a Rule Box" is a rule term for Pokémon only (000 "Anhang 5: Strahlende Pokémon" and
 * "Anhang 7: Pokémon-V-UNION", 001 "Liite A").
 * A Pokémon has one when it states a prize rule, or belongs to a mechanic whose cards print a rule box
 * even where the data drops its text (BREAK, LV.X and Gold Star rules are missing on most cards).
 */
const RULE_BOX_SUBTYPES = [
  'ex',
  'EX',
  'GX',
  'V',
  'VMAX',
  'VSTAR',
  'V-UNION',
  'TAG TEAM',
  'Radiant',
  'Prism Star',
  'MEGA',
  'BREAK',
  'Level-Up',
  'LEGEND',
  'Star',
];

export function hasRuleBox(rules: readonly string[], subtypes: readonly string[]): boolean {
  return rules.some((text) => PRIZE_RULE.test(text)) || RULE_BOX_SUBTYPES.some((s) => subtypes.includes(s));
}

/**
 * Trainer kind from the subtypes. Tool wins over Item on Sword & Shield cards that print both
 * (there a Pokémon Tool is a kind of Item); Scarlet & Violet "Technical Machine: …" cards are printed
 * Pokémon Tools and stay Tools; the older "Technical Machine" subtype is its own kind. The
 * "Rocket's Secret Machine" and "Goldenrod Game Corner" Trainers play as one-shot Items.
 * The 173 Trainers with no subtypes are Base to e-Card era cards, printed before Supporters, Stadiums
 * and Tools existed: "one-shot cards that do something once" (004). Those whose text attaches the
 * card to a Pokémon (PlusPower, Defender, Charity, ...) stay in play like a Tool, so they are Tools;
 * every other one is an Item.
 */
export function trainerKindOf(subtypes: readonly string[], rules: readonly string[]): TrainerKind | undefined {
  if (subtypes.includes('Technical Machine')) return 'Technical Machine';
  if (subtypes.includes('Pokémon Tool') || subtypes.includes('Pokémon Tool F')) return 'Tool';
  if (subtypes.includes('Stadium')) return 'Stadium';
  if (subtypes.includes('Supporter')) return 'Supporter';
  if (subtypes.includes('Item')) return 'Item';
  if (subtypes.includes("Rocket's Secret Machine") || subtypes.includes('Goldenrod Game Corner')) return 'Item';
  if (subtypes.length > 0 || rules.length === 0) return undefined;
  return rules.some((text) => ATTACHES_ITSELF.test(text)) ? 'Tool' : 'Item';
}

const ATTACHES_ITSELF = /^Attach (?:this card|[^.]+?) to (?:1 of )?your (?:Active )?Pokémon/;

/**
 * Basic Energy names the type it provides ("Fire Energy", "Basic Fire Energy").
 * Special Energy provides what its text says only when the text says it plainly and without
 * conditions ("Double Colorless Energy provides ColorlessColorless Energy."); otherwise the engine
 * cannot know from the data and `provides` is left out.
 */
function energyOf(
  name: string,
  subtypes: readonly string[],
  rules: readonly string[],
): Pick<CardDef, 'energyKind' | 'provides'> {
  if (subtypes.includes('Basic')) {
    const type = ENERGY_TYPES.find((t) => name === `${t} Energy` || name === `Basic ${t} Energy`);
    return type ? { energyKind: 'Basic', provides: [type] } : { energyKind: 'Basic' };
  }
  const provides = plainProvides(rules);
  return provides ? { energyKind: 'Special', provides } : { energyKind: 'Special' };
}

const PLAIN_PROVIDES = /^(?:[^.]*? )?[Pp]rovides ((?:[A-Z][a-z]+)+) [Ee]nergy\.$/;

function plainProvides(rules: readonly string[]): EnergyType[] | undefined {
  const sentences = rules.flatMap((text) => text.split(/(?<=\.)\s+/)).filter((s) => /provide/i.test(s));
  if (sentences.length !== 1) return undefined;
  const sentence = sentences[0] ?? '';
  const unconditional = sentence.replace(/^(?:While in play|As long as this card is attached to a Pokémon), /, '');
  if (/\b(?:if|while|only|instead|as long as|when|every)\b/i.test(unconditional)) {
    return undefined;
  }
  const symbols = PLAIN_PROVIDES.exec(sentence)?.[1];
  if (!symbols) return undefined;
  const types: string[] = symbols.match(/[A-Z][a-z]+/g) ?? [];
  return types.every(isEnergyType) ? types : undefined;
}

function isEnergyType(s: string): s is EnergyType {
  return (ENERGY_TYPES as readonly string[]).includes(s);
}

function attackOf(raw: NonNullable<RawCard['attacks']>[number]): AttackDef {
  return {
    name: raw.name,
    cost: (raw.cost ?? []).filter(isEnergyType),
    damage: printedDamageOf(raw.damage),
    text: raw.text ?? '',
  };
}

/**
 * The German and French names and texts TCGdex has for each attack or Ability, matched by the English name (a
 * printing's attacks may be listed in another order there), else none: a name is never guessed from another attack.
 */
function withNames<T extends AttackDef | AbilityDef>(defs: T[], localized: CardText['attacks']): T[] {
  return defs.map((def) => {
    const found = localized?.find((l) => l.en === def.name);
    const names = inGermanAndFrench(found);
    const texts = inGermanAndFrench(found?.effect);
    return { ...def, ...(names && { names }), ...(texts && { texts }) };
  });
}

function inGermanAndFrench(found: { readonly de?: string; readonly fr?: string } | undefined): LocalizedNames | undefined {
  const both = { ...(found?.de === undefined ? {} : { de: found.de }), ...(found?.fr === undefined ? {} : { fr: found.fr }) };
  return Object.keys(both).length === 0 ? undefined : both;
}

/** "30" -> none, "30+" -> plus, "50×" (or "50x") -> times, "10-" -> minus, "?" -> unknown, "" -> null. */
export function printedDamageOf(damage: string | undefined): PrintedDamage | null {
  if (damage === undefined || damage.trim() === '') return null;
  const match = /^(\d+)\s*([+×x\-]?)$/.exec(damage.trim());
  if (!match) return { amount: 0, modifier: 'unknown' };
  const modifiers: Record<string, PrintedDamage['modifier']> = {
    '': 'none',
    '+': 'plus',
    '×': 'times',
    x: 'times',
    '-': 'minus',
  };
  return { amount: Number(match[1]), modifier: modifiers[match[2] ?? ''] ?? 'unknown' };
}

function abilitiesOf(raw: RawCard): AbilityDef[] {
  const abilities: AbilityDef[] = (raw.abilities ?? []).map((a) => ({ name: a.name, text: a.text, kind: a.type }));
  if (raw.ancientTrait) {
    abilities.push({ name: raw.ancientTrait.name, text: raw.ancientTrait.text, kind: 'Ancient Trait' });
  }
  return abilities;
}

/** "×2" -> times 2 (the data uses U+00D7; an ASCII x is accepted too); "+20" -> plus 20. */
export function weaknessOf(type: EnergyType, value: string, cardId: string): WeaknessDef {
  const match = /^([×x+])(\d+)$/.exec(value.trim());
  if (!match) throw new Error(`${cardId}: weakness value "${value}" is neither "×N" nor "+N"`);
  return { type, kind: match[1] === '+' ? 'plus' : 'times', amount: Number(match[2]) };
}

/** "-30" -> 30 (also the typographic minus U+2212). */
export function resistanceOf(type: EnergyType, value: string, cardId: string): ResistanceDef {
  const match = /^[-−](\d+)$/.exec(value.trim());
  if (!match) throw new Error(`${cardId}: resistance value "${value}" is not "-N"`);
  return { type, amount: Number(match[1]) };
}
