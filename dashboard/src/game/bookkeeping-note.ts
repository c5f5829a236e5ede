import type { ViewEvent } from '@rules/index.js';
import type { LogWords } from './battle-log.js';

/**
 * What a logged event the battle log tells no line of did, for the judge's time slider: a question put to a player,
 * their answer, or a step of the engine's own. Kinds a judge has no use to tell apart (the end of an attack or of the
 * Checkup, a rule's note) share one plain sentence, so the judge never reads an engine's event name.
 */
export function bookkeepingNote(e: ViewEvent, words: LogWords): string {
  const { t } = words;
  const note = (key: string, params: Record<string, unknown> = {}) => t(`judge.bookkeeping.${key}`, params);
  switch (e.type) {
    case 'CoinFlipRequested':
      return note('coinAsked');
    case 'StartingPokemonOffered':
      return note('startingOffered', { player: words.player(e.player) });
    case 'StartingPokemonChosen':
      return note(e.card ? 'startingTaken' : 'startingDeclined', { player: words.player(e.player) });
    case 'SetupFinished':
      return note('setupFinished', { player: words.player(e.player) });
    case 'MulliganDrawsOffered':
      return note('mulliganDrawsOffered', { player: words.player(e.player), count: e.max });
    case 'RetreatStarted':
      return note('retreatStarted', { player: words.player(e.player), pokemon: words.pokemon(e.to) });
    case 'AttackAgainOffered':
      return note('attackAgainOffered', { player: words.player(e.player) });
    case 'AttackEffectsAwaited':
      return note('attackEffectsAwaited', { player: words.player(e.player) });
    case 'AttackEffectsDone':
      return note('attackEffectsDone', { player: words.player(e.player) });
    case 'BetweenTurnsEffectsOffered':
      return note('betweenTurnsOffered', { player: words.player(e.player) });
    case 'BetweenTurnsEffectsDone':
      return note('betweenTurnsDone', { player: words.player(e.player) });
    case 'ActiveChoiceRequired':
      return note('activeChoiceRequired', { player: words.player(e.player) });
    case 'BenchDiscardRequired':
      return note('benchDiscardRequired', { player: words.player(e.player), count: e.keep });
    case 'BenchedPokemonDiscarded':
      return note('benchedDiscarded', { player: words.player(e.player), count: e.pokemon.length });
    case 'AdjustmentProposed':
      return note('adjustmentProposed', { by: words.player(e.by), player: words.player(e.player) });
    case 'AdjustmentAnswered':
      return note(e.accepted ? 'adjustmentAccepted' : 'adjustmentRefused', { player: words.player(e.player) });
    case 'StadiumDiscarded':
      return note('stadiumDiscarded');
    case 'CardsMoved':
      return note('cardsMoved', { count: e.uids.length, to: t(`judge.bookkeeping.to.${e.to}`) });
    case 'LingeringEffectAdded':
      return note('lingeringEffect');
    case 'CheckupReminder':
      return note('checkupReminder', { name: e.name });
    case 'VUnionAssembled':
      return note('vUnionAssembled', { player: words.player(e.player), name: e.name });
    case 'DittoMarkerPlaced':
      return note('markerPlaced', { player: words.player(e.player), pokemon: words.pokemon(e.target) });
    default:
      return note('step');
  }
}
