import type { PrintedWords } from '../catalogue/card-language.js';
import type { ZoneId } from '../devices/reader-port.js';
import { zoneLabel } from './zone-model.js';

/**
 * Every sentence the mirror puts in a prompt, by i18n key, in English. The dashboard translates the
 * key with the prompt's params (namespace "prompts", dashboard/src/i18n/locales/prompts.*.json, whose
 * English file holds exactly these strings); the English text travels too, as the fallback.
 *
 * Params: `zone`, `from` and `to` are zone ids ("p1.bench.2"), `seat` is a seat ("p1"); a client
 * words those in its own language. Card names stay as printed, but for the turn token's attack names and
 * the texts it quotes, which come in each card language (`PrintedWords`), as the dashboard's own dialogs
 * quote them; `targets` lists Pokémon so (`PokemonNamed`), each with its zone where two share a name or it is the
 * Active one; a card it cannot name is a `PromptWord`, which each client words in its own language. `rule` is the
 * engine's sentence for the rule broken; its rulebook reference travels with the prompt's violation.
 */
export const PROMPT_TEXT = {
  'kind.unknown-tag': 'A card the hub does not know',
  'kind.not-allowed': 'A card where the rules do not allow it',
  'kind.stack-left': 'Cards left the table',
  'kind.misplaced': 'Cards in the wrong place',
  'kind.retreat-energy': 'Which Energy was discarded?',
  'kind.turn-token': 'Turn menu',
  'kind.toss-choice': 'Who goes first?',
  'kind.mulligan-draws': 'Extra cards for mulligans',
  'kind.choose-active': 'A new Active Pokémon',
  'kind.starting-pokemon': 'A starting Pokémon from the deck',
  'kind.choose-count': 'How many?',
  'kind.clear-mat': 'Clear the mat',

  'message.unknownTag.blank': 'A tag with no card on it ({{uid}}) is on {{zone}}. Enrol it, then put it down again.',
  'message.unknownTag.unknownCard': 'A tag for card "{{cardId}}", which the catalogue does not know ({{uid}}), is on {{zone}}. Enrol it, then put it down again.',
  'message.notAllowed.rule': '{{card}} on {{zone}}: {{rule}}',
  'message.notAllowed.activeFromHand': '{{card}} on {{zone}}: during the game the Active Spot is filled from the Bench, not from the hand.',
  'message.notAllowed.notOntoPokemon': '{{card}} on {{zone}}: it cannot go onto a Pokémon.',
  'message.notAllowed.promote': '{{card}} moved to the Active Spot: {{rule}}',
  'message.notAllowed.swap': '{{card}} swapped with the Active Pokémon: {{rule}}',
  'message.misplaced.tapPadTool': '{{card}} on {{zone}}: put a Pokémon Tool on the Pokémon it goes to.',
  'message.misplaced.tapPadNotTrainer': '{{card}} on {{zone}}: the tap pad plays Trainer cards.',
  'message.misplaced.stadiumZone': '{{card}} on {{zone}}: only a Stadium card is played there, during a turn.',
  'message.misplaced.moved': '{{card}} was moved from {{from}} to {{to}}, which the rules do not read as a move. Put it back.',
  'message.misplaced.movedPublic': 'A Pokémon was moved from {{from}} to {{to}}. It must go back.',
  'message.retreatEnergy.ask': '{{card}} retreated for {{incoming}}. Which Energy were discarded?',
  'message.retreatEnergy.askPublic': '{{seat}} retreated. Which Energy were discarded?',
  'message.stackLeft.ask': '{{card}} left {{zone}}, and the rules give no reason. What happened?',
  'message.stackLeft.askPublic': 'A card left {{zone}}. What happened?',
  'message.hidden.needsAnswer': 'A card on {{zone}} needs {{seat}}\'s answer.',
  'message.hidden.needsAnswerShared': 'A card on {{zone}} needs a player\'s answer.',
  'message.turnToken.setup': '{{seat}}\'s turn token: setup.',
  'message.turnToken.turn': '{{seat}}\'s turn token: {{card}} is the Active Pokémon.',
  'message.turnToken.noActive': '{{seat}}\'s turn token: no Active Pokémon.',
  'message.tossChoice.ask': '{{seat}} won the coin toss and decides who goes first.',
  'message.mulliganDraws.ask': '{{seat}} may draw extra cards for the opponent\'s mulligans, up to {{max}}.',
  'message.chooseActive.ask': '{{seat}} chooses a new Active Pokémon from the Bench.',
  'message.startingPokemon.ask': '{{seat}} may choose the starting Pokémon from the deck: put a Basic Pokémon on the Active Spot, or draw as usual.',
  'message.faceDown.askPublic': 'A card was put on {{zone}}; {{seat}} says how it is played.',
  'message.dittoMarker.refused': 'The Ditto marker on {{zone}}: {{rule}}',
  'message.turnToken.setupNotDone': '{{seat}}\'s turn token: setup is not done yet. {{rule}}',
  'message.turnToken.attackEffects': '{{seat}}\'s turn token: {{attack}} waits for what its text does: {{texts}}',
  'message.turnToken.betweenTurns': '{{seat}}\'s turn token: Pokémon Checkup, apply {{texts}}',
  'message.turnToken.attackAgain': '{{seat}}\'s turn token: {{card}} may attack again ({{ability}}), or end the turn.',
  'message.turnToken.attackAgainAfterNewActive': '{{seat}}\'s turn token: {{card}} may attack again ({{ability}}) once the opponent has chosen a new Active Pokémon.',
  'message.chooseCount.upTo': '{{card}} on {{zone}}: how many does {{seat}} choose? From {{min}} to {{max}}.',
  'message.clearMat.notice':
    "The last game's cards are still on the mat, and the readers leave them out of this game. Take them all off before you lay out this game. A card you lift and put straight back still counts as the last game's: keep it off the mat for {{seconds}} seconds or more.",
  'message.chooseCount.anyAmount': '{{card}} on {{zone}}: how many does {{seat}} choose? {{min}} or more.',

  'option.ignore': 'Misplaced, ignore it',
  'option.returned-to-hand': 'Returned to the hand by a card effect',
  'option.shuffled-into-deck': 'Shuffled into the deck by a card effect',
  'option.discarded': 'Discarded by a card effect',
  'option.still-in-play': 'Misplaced, ignore: it is still in play',
  'option.put-back': 'It goes back to {{zone}}',
  'option.put-back-all': 'Put them back where they were',
  'option.no-retreat': 'No retreat: both go back',
  'option.discarded-energy': 'Discarded {{cards}}',
  'option.effect': 'From an effect: {{card}}',
  'option.effect-other': 'From an effect of another card',
  'option.finish-setup': 'Setup done',
  'option.mulligan': 'Mulligan: no Basic Pokémon in my hand',
  'option.attack': '{{attack}}: cost met, {{damage}} damage',
  'option.attack-plus': '{{attack}}: cost met, {{damage}}+ damage',
  'option.attack-no-damage': '{{attack}}: cost met, no damage',
  'option.attack-targets': '{{attack}} on {{targets}}',
  'option.attack-energy': '{{attack}}, discarding {{energy}}',
  'option.attack-targets-energy': '{{attack}} on {{targets}}, discarding {{energy}}',
  'option.end-turn': 'End turn',
  'option.finish-attack': 'Attack done: check Knock Outs, end the turn',
  'option.finish-between-turns': 'Between-turns effects done',
  'option.between-turns-later': 'Apply them after the Special Conditions',
  'option.cancel': 'Cancel',
  'option.go-first': 'Go first',
  'option.go-second': 'Go second',
  'option.draw': 'Draw extra cards: {{count}}',
  'option.promote': '{{card}} becomes the Active Pokémon',
  'option.draw-as-usual': 'No starting Pokémon: draw as usual',
  'option.face-down-energy': 'Put face down as Rainbow Energy',
  'option.ditto-evolve': 'Evolved with the Ditto marker',
  'option.count': '{{count}}',
  'word.a-card': 'a card',
} as const;

export type PromptKey = keyof typeof PROMPT_TEXT;
/** A Pokémon in play by name, with its zone where the name alone does not say which one (`targets`). */
export interface PokemonNamed {
  readonly name: PrintedWords;
  readonly zone?: ZoneId;
}
/** A word each client says in its own language, by its key: "a card" for one the mirror cannot name. */
export interface PromptWord {
  readonly word: PromptKey;
}
export type PromptParams = Readonly<Record<string, string | number | PrintedWords | PromptWord | readonly PokemonNamed[]>>;

/** A sentence as a key and its params. */
export interface PromptText {
  readonly key: PromptKey;
  readonly params: PromptParams;
}

export const text = (key: PromptKey, params: PromptParams = {}): PromptText => ({ key, params });

const ZONE_PARAMS = new Set(['zone', 'from', 'to']);

/** A card's words, or a word each client says in its own language, in English. */
export const englishOf = (words: PrintedWords | PromptWord): string => ('word' in words ? PROMPT_TEXT[words.word] : words.en);

/** The English sentence: the key's text with its params, zones worded as the hub words them. */
export function english({ key, params }: PromptText): string {
  return PROMPT_TEXT[key].replace(/\{\{(\w+)\}\}/g, (whole, name: string) => {
    const value = params[name];
    if (value === undefined) return whole;
    if (typeof value !== 'object') return ZONE_PARAMS.has(name) && typeof value === 'string' ? zoneLabel(value as ZoneId) : String(value);
    if ('en' in value || 'word' in value) return englishOf(value);
    return value.map((p) => (p.zone ? `${p.name.en} (${zoneLabel(p.zone)})` : p.name.en)).join(', ');
  });
}
