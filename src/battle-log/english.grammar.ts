import { count, playerPattern, pokemon, rule, spot, text, type Grammar, type LineRule } from './grammar.js';

/** TCG Live's English log lines, as exported in the real logs of ../shared/battle-logs (both structures) and test/fixtures/battle-logs (2025–2026). */
/**
 * What TCG Live adds after a damage sentence (its templates "weak_attack", "resistant_attack", "weak_and_resistant_attack"
 * and their "secondary" forms): Weakness's extra damage, Resistance's reduction (logged as "-30 less"). The damage
 * stated before it is the total.
 */
const AFTER_WEAKNESS = '(?: .+ took (?:\\d+ more|-?\\d+ less) damage because of \\w+ (?:Weakness|Resistance)\\.){0,2}';

export const englishGrammar: Grammar = {
  language: 'en',
  setupHeader: /^Setup$/,
  turnHeaders: [/^Turn # (?<number>\d+) - (?<player>.+)['’]s Turn$/u, /^(?<player>.+)['’]s Turn$/u],
  checkupHeader: /^Pokémon Checkup$/u,
  // The older structure writes some sentences on one line; each is read on its own.
  glued: [/^(.+ took (?:a Prize card|\d+ Prize cards)\.) (.+ was added to .+ hand\.)$/u, /^(.+ attached .+\.) (.+ was activated\.)$/u],
  playerNames: [/^(?<player>.+?) chose (?:heads|tails) for the opening coin flip\.$/, /^(?<player>.+?) drew \d+ cards for the opening hand\./, /^(?<player>.+?) won the coin toss\.$/],
  rules(players): readonly LineRule[] {
    const P = playerPattern(players);
    // "X's Pokémon": TCG Live writes the possessive with ' or ’.
    const own = (who: string, what: string) => `(?<${who}>{P})['’]s (?<${what}>.+?)`;
    const r = (name: string, source: string, read: LineRule['read']) => rule(name, P, source, read);
    return [
      r('toss-call', '(?<player>{P}) chose (?<face>heads|tails) for the opening coin flip\\.', (g) => ({ kind: 'toss-call', player: text(g, 'player'), face: g.face === 'heads' ? 'heads' : 'tails' })),
      r('toss-won', '(?<player>{P}) won the coin toss\\.', (g) => ({ kind: 'toss-won', player: text(g, 'player') })),
      r('goes', '(?<player>{P}) decided to go (?<order>first|second)\\.', (g) => ({ kind: 'goes', player: text(g, 'player'), first: g.order === 'first' })),
      r('opening-hand', '(?<player>{P}) drew (?<count>\\d+) cards for the opening hand\\.(?: - \\d+ drawn cards\\.)?', (g) => ({ kind: 'opening-hand', player: text(g, 'player'), count: count(g) })),
      r('place-active', '(?<player>{P}) played (?<card>.+) to the Active Spot\\.', (g) => ({ kind: 'place-active', player: text(g, 'player'), card: text(g, 'card') })),
      r('bench', '(?<player>{P}) played (?<card>.+) to the Bench\\.', (g) => ({ kind: 'bench', player: text(g, 'player'), card: text(g, 'card') })),
      r('stadium', '(?<player>{P}) played (?<card>.+) to the Stadium spot\\.', (g) => ({ kind: 'stadium', player: text(g, 'player'), card: text(g, 'card') })),
      r('trainer', '(?<player>{P}) played (?<card>.+)\\.', (g) => ({ kind: 'trainer', player: text(g, 'player'), card: text(g, 'card') })),
      r('draw-to-bench', '(?<player>{P}) drew (?<count>\\d+) cards and played them to the Bench\\.', (g) => ({ kind: 'draw-to-bench', player: text(g, 'player'), count: count(g) })),
      r('draw-to-bench', '(?<player>{P}) drew (?<card>.+) and played it to the Bench\\.', (g) => ({ kind: 'draw-to-bench', player: text(g, 'player'), count: 1, card: text(g, 'card') })),
      r('draw', '(?<player>{P}) drew a card\\.', (g) => ({ kind: 'draw', player: text(g, 'player'), count: 1 })),
      r('draw', '(?<player>{P}) drew (?<count>\\d+) cards\\.', (g) => ({ kind: 'draw', player: text(g, 'player'), count: count(g) })),
      r('draw', '(?<player>{P}) drew (?<card>.+)\\.', (g) => ({ kind: 'draw', player: text(g, 'player'), count: 1, card: text(g, 'card') })),
      r('attach', '(?<player>{P}) attached (?<card>.+) to (?<target>.+) (?<spot>in the Active Spot|on the Bench)\\.', (g) => ({ kind: 'attach', player: text(g, 'player'), card: text(g, 'card'), target: text(g, 'target'), spot: spot(text(g, 'spot'), 'in the Active Spot') })),
      r('evolve', '(?<player>{P}) evolved (?<from>.+) to (?<to>.+) (?<spot>in the Active Spot|on the Bench)\\.', (g) => ({ kind: 'evolve', player: text(g, 'player'), from: text(g, 'from'), to: text(g, 'to'), spot: spot(text(g, 'spot'), 'in the Active Spot') })),
      r('attack', `${own('owner', 'pokemon')} used (?<name>.+) on ${own('towner', 'target')} for (?<damage>\\d+) damage\\.${AFTER_WEAKNESS}`, (g) => ({ kind: 'attack', pokemon: pokemon(g, 'owner', 'pokemon'), name: text(g, 'name'), target: pokemon(g, 'towner', 'target'), damage: count(g, 'damage') })),
      r('use', `${own('owner', 'pokemon')} used (?<name>.+)\\.`, (g) => ({ kind: 'use', pokemon: pokemon(g, 'owner', 'pokemon'), name: text(g, 'name') })),
      r('retreat', '(?<player>{P}) retreated (?<pokemon>.+) to the Bench\\.', (g) => ({ kind: 'retreat', player: text(g, 'player'), pokemon: text(g, 'pokemon') })),
      r('now-active', `${own('owner', 'pokemon')} is now in the Active Spot\\.`, (g) => ({ kind: 'now-active', pokemon: pokemon(g, 'owner', 'pokemon') })),
      r('switch', `${own('towner', 'to')} was switched with ${own('fowner', 'from')} to become the Active Pok[eé]mon\\.`, (g) => ({ kind: 'switch', to: pokemon(g, 'towner', 'to'), from: pokemon(g, 'fowner', 'from') })),
      r('knocked-out', `${own('owner', 'pokemon')} was Knocked Out!`, (g) => ({ kind: 'knocked-out', pokemon: pokemon(g, 'owner', 'pokemon') })),
      r('prizes', '(?<player>{P}) took a Prize card\\.', (g) => ({ kind: 'prizes', player: text(g, 'player'), count: 1 })),
      r('prizes', '(?<player>{P}) took (?<count>\\d+) Prize cards\\.', (g) => ({ kind: 'prizes', player: text(g, 'player'), count: count(g) })),
      r('to-hand', "A card was added to (?<player>{P})['’]s hand\\.", (g) => ({ kind: 'to-hand', player: text(g, 'player') })),
      r('to-hand', "(?<card>.+) was added to (?<player>{P})['’]s hand\\.", (g) => ({ kind: 'to-hand', player: text(g, 'player'), card: text(g, 'card') })),
      r('end-turn', '(?<player>{P}) ended their turn\\.', (g) => ({ kind: 'end-turn', player: text(g, 'player') })),
      // An attack discarding from the opponent's hand (Mega Excadrill ex "Undermine"): the cards are the owner's.
      r('discard', "{P} moved (?<player>{P})['’]s (?<count>\\d+) cards to the discard pile\\.", (g) => ({ kind: 'discard', player: text(g, 'player'), count: count(g) })),
      r('discard', '(?<player>{P}) discarded (?<count>\\d+) cards\\.', (g) => ({ kind: 'discard', player: text(g, 'player'), count: count(g) })),
      r('discard', '(?<player>{P}) discarded (?<card>.+)\\.', (g) => ({ kind: 'discard', player: text(g, 'player'), count: 1, card: text(g, 'card') })),
      r('discard-from', `(?<count>\\d+) cards were discarded from ${own('owner', 'pokemon')}\\.`, (g) => ({ kind: 'discard-from', pokemon: pokemon(g, 'owner', 'pokemon'), count: count(g) })),
      r('discard-from', `(?<card>.+) was discarded from ${own('owner', 'pokemon')}\\.`, (g) => ({ kind: 'discard-from', pokemon: pokemon(g, 'owner', 'pokemon'), count: 1, card: text(g, 'card') })),
      r('shuffle-deck', '(?<player>{P}) shuffled their deck\\.', (g) => ({ kind: 'shuffle-deck', player: text(g, 'player') })),
      r('shuffle-deck', '(?<player>{P}) shuffled their cards\\.', (g) => ({ kind: 'shuffle-deck', player: text(g, 'player') })),
      // Redeemable Ticket: Prize cards are face down to the engine, their order nothing to it.
      r('note', '{P} shuffled their Prize cards\\.', () => ({ kind: 'note' })),
      r('shuffle-hand', '(?<player>{P}) shuffled their hand\\.', (g) => ({ kind: 'shuffle-hand', player: text(g, 'player') })),
      r('to-deck', '(?<player>{P}) put (?<count>\\d+) cards on the bottom of their deck\\.', (g) => ({ kind: 'to-deck', player: text(g, 'player'), count: count(g) })),
      r('to-deck', '(?<player>{P}) shuffled (?<count>\\d+) cards into their deck\\.', (g) => ({ kind: 'to-deck', player: text(g, 'player'), count: count(g) })),
      r('to-deck', '(?<player>{P}) shuffled a card into their deck\\.', (g) => ({ kind: 'to-deck', player: text(g, 'player'), count: 1 })),
      r('to-deck', '(?<player>{P}) shuffled (?<card>.+) into their deck\\.', (g) => ({ kind: 'to-deck', player: text(g, 'player'), count: 1, card: text(g, 'card') })),
      r('to-deck', '(?<player>{P}) put (?<card>.+) on top of their deck\\.', (g) => ({ kind: 'to-deck', player: text(g, 'player'), count: 1, card: text(g, 'card') })),
      r('to-deck', "(?<player>{P}) moved {P}['’]s (?<count>\\d+) cards to their deck\\.", (g) => ({ kind: 'to-deck', player: text(g, 'player'), count: count(g) })),
      r('move-to-hand', "(?<player>{P}) moved {P}['’]s (?<count>\\d+) cards to their hand\\.", (g) => ({ kind: 'move-to-hand', player: text(g, 'player'), count: count(g) })),
      r('move-to-hand', "(?<player>{P}) moved {P}['’]s (?<card>.+) to their hand\\.", (g) => ({ kind: 'move-to-hand', player: text(g, 'player'), card: text(g, 'card') })),
      r('damage-counters', `(?<player>{P}) put (?<counters>\\d+) damage counters? on ${own('towner', 'target')}\\.`, (g) => ({ kind: 'damage-counters', player: text(g, 'player'), target: pokemon(g, 'towner', 'target'), counters: count(g, 'counters') })),
      r('damage-counters', `(?<player>{P}) put a damage counter on ${own('towner', 'target')}\\.`, (g) => ({ kind: 'damage-counters', player: text(g, 'player'), target: pokemon(g, 'towner', 'target'), counters: 1 })),
      r('move-counters', `(?<player>{P}) moved (?:a damage counter|(?<counters>\\d+) damage counters) from ${own('fowner', 'from')} to ${own('towner', 'to')}\\.`, (g) => ({ kind: 'move-counters', player: text(g, 'player'), from: pokemon(g, 'fowner', 'from'), to: pokemon(g, 'towner', 'to'), counters: count(g, 'counters') })),
      r('damage-taken', `${own('owner', 'pokemon')} took (?<damage>\\d+) damage\\.${AFTER_WEAKNESS}`, (g) => ({ kind: 'damage-taken', pokemon: pokemon(g, 'owner', 'pokemon'), damage: count(g, 'damage') })),
      r('healed', `${own('owner', 'pokemon')} healed (?<damage>\\d+) damage\\.`, (g) => ({ kind: 'healed', pokemon: pokemon(g, 'owner', 'pokemon'), damage: count(g, 'damage') })),
      r('condition', `${own('owner', 'pokemon')} is now (?<condition>Poisoned|Burned|Asleep|Confused|Paralyzed)\\.`, (g) => ({ kind: 'condition', pokemon: pokemon(g, 'owner', 'pokemon'), condition: text(g, 'condition') })),
      r('checkup-counters', `(?<counters>\\d+) damage counters were placed on ${own('owner', 'pokemon')} for the Special Condition (?<condition>\\w+)\\.`, (g) => ({ kind: 'checkup-counters', pokemon: pokemon(g, 'owner', 'pokemon'), counters: count(g, 'counters'), condition: text(g, 'condition') })),
      r('activated', '(?<card>.+) was activated\\.', (g) => ({ kind: 'activated', card: text(g, 'card') })),
      r('vstar-used', '(?<player>{P}) can no longer use VSTAR Powers\\.', (g) => ({ kind: 'vstar-used', player: text(g, 'player') })),
      r('chose', '(?<player>{P}) chose (?<name>.+?)\\.?', (g) => ({ kind: 'chose', player: text(g, 'player'), name: text(g, 'name') })),
      r('note', '\\d+ drawn cards\\.', () => ({ kind: 'note' })),
      r('note', 'Damage breakdown:', () => ({ kind: 'note' })),
      r('note', '(?:Base damage|Weakness to \\w+|Resistance to \\w+|Total damage): \\d+ damage', () => ({ kind: 'note' })),
      r('result', 'All Prize cards taken\\. (?<winner>{P}) wins\\.', (g) => ({ kind: 'result', reason: 'prizes', winner: text(g, 'winner') })),
      r('result', 'Opponent took all of their Prize cards\\. (?<winner>{P}) wins\\.', (g) => ({ kind: 'result', reason: 'prizes', winner: text(g, 'winner') })),
      r('result', 'Opponent conceded\\. (?<winner>{P}) wins\\.', (g) => ({ kind: 'result', reason: 'concession', winner: text(g, 'winner') })),
      r('result', 'Opponent was inactive for too long\\. (?<winner>{P}) wins\\.', (g) => ({ kind: 'result', reason: 'timeout', winner: text(g, 'winner') })),
      r('result', 'No Benched Pokémon for backup\\. (?<winner>{P}) wins\\.', (g) => ({ kind: 'result', reason: 'no-pokemon-in-play', winner: text(g, 'winner') })),
      r('result', 'Knocked Out with no Benched Pokémon\\. (?<winner>{P}) wins\\.', (g) => ({ kind: 'result', reason: 'no-pokemon-in-play', winner: text(g, 'winner') })),
    ];
  },
};
