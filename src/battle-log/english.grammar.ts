import { count, playerPattern, pokemon, rule, spot, text, type Grammar, type LineRule } from './grammar.js';

/** TCG Live's English log lines, as exported in the real logs of ../shared/battle-logs (both structures). */
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
      r('attack', `${own('owner', 'pokemon')} used (?<name>.+) on ${own('towner', 'target')} for (?<damage>\\d+) damage\\.(?: .+ took \\d+ more damage because of \\w+ Weakness\\.)?`, (g) => ({ kind: 'attack', pokemon: pokemon(g, 'owner', 'pokemon'), name: text(g, 'name'), target: pokemon(g, 'towner', 'target'), damage: count(g, 'damage') })),
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
      r('discard', '(?<player>{P}) discarded (?<count>\\d+) cards\\.', (g) => ({ kind: 'discard', player: text(g, 'player'), count: count(g) })),
      r('discard', '(?<player>{P}) discarded (?<card>.+)\\.', (g) => ({ kind: 'discard', player: text(g, 'player'), count: 1, card: text(g, 'card') })),
      r('discard-from', `(?<count>\\d+) cards were discarded from ${own('owner', 'pokemon')}\\.`, (g) => ({ kind: 'discard-from', pokemon: pokemon(g, 'owner', 'pokemon'), count: count(g) })),
      r('discard-from', `(?<card>.+) was discarded from ${own('owner', 'pokemon')}\\.`, (g) => ({ kind: 'discard-from', pokemon: pokemon(g, 'owner', 'pokemon'), count: 1, card: text(g, 'card') })),
      r('shuffle-deck', '(?<player>{P}) shuffled their deck\\.', (g) => ({ kind: 'shuffle-deck', player: text(g, 'player') })),
      r('shuffle-hand', '(?<player>{P}) shuffled their hand\\.', (g) => ({ kind: 'shuffle-hand', player: text(g, 'player') })),
      r('to-deck', '(?<player>{P}) put (?<count>\\d+) cards on the bottom of their deck\\.', (g) => ({ kind: 'to-deck', player: text(g, 'player'), count: count(g) })),
      r('to-deck', '(?<player>{P}) shuffled (?<count>\\d+) cards into their deck\\.', (g) => ({ kind: 'to-deck', player: text(g, 'player'), count: count(g) })),
      r('to-deck', '(?<player>{P}) put (?<card>.+) on top of their deck\\.', (g) => ({ kind: 'to-deck', player: text(g, 'player'), count: 1, card: text(g, 'card') })),
      r('to-deck', "(?<player>{P}) moved {P}['’]s (?<count>\\d+) cards to their deck\\.", (g) => ({ kind: 'to-deck', player: text(g, 'player'), count: count(g) })),
      r('move-to-hand', "(?<player>{P}) moved {P}['’]s (?<card>.+) to their hand\\.", (g) => ({ kind: 'move-to-hand', player: text(g, 'player'), card: text(g, 'card') })),
      r('damage-counters', `(?<player>{P}) put (?<counters>\\d+) damage counters? on ${own('towner', 'target')}\\.`, (g) => ({ kind: 'damage-counters', player: text(g, 'player'), target: pokemon(g, 'towner', 'target'), counters: count(g, 'counters') })),
      r('condition', `${own('owner', 'pokemon')} is now (?<condition>Poisoned|Burned|Asleep|Confused|Paralyzed)\\.`, (g) => ({ kind: 'condition', pokemon: pokemon(g, 'owner', 'pokemon'), condition: text(g, 'condition') })),
      r('checkup-counters', `(?<counters>\\d+) damage counters were placed on ${own('owner', 'pokemon')} for the Special Condition (?<condition>\\w+)\\.`, (g) => ({ kind: 'checkup-counters', pokemon: pokemon(g, 'owner', 'pokemon'), counters: count(g, 'counters'), condition: text(g, 'condition') })),
      r('activated', '(?<card>.+) was activated\\.', (g) => ({ kind: 'activated', card: text(g, 'card') })),
      r('vstar-used', '(?<player>{P}) can no longer use VSTAR Powers\\.', (g) => ({ kind: 'vstar-used', player: text(g, 'player') })),
      r('chose', '(?<player>{P}) chose (?<name>.+?)\\.?', (g) => ({ kind: 'chose', player: text(g, 'player'), name: text(g, 'name') })),
      r('note', '\\d+ drawn cards\\.', () => ({ kind: 'note' })),
      r('note', 'Damage breakdown:', () => ({ kind: 'note' })),
      r('note', '(?:Base damage|Weakness to \\w+|Resistance to \\w+|Total damage): \\d+ damage', () => ({ kind: 'note' })),
      r('result', 'All Prize cards taken\\. (?<winner>{P}) wins\\.', (g) => ({ kind: 'result', reason: 'prizes', winner: text(g, 'winner') })),
      r('result', 'Opponent conceded\\. (?<winner>{P}) wins\\.', (g) => ({ kind: 'result', reason: 'concession', winner: text(g, 'winner') })),
      r('result', 'Knocked Out with no Benched Pokémon\\. (?<winner>{P}) wins\\.', (g) => ({ kind: 'result', reason: 'no-pokemon-in-play', winner: text(g, 'winner') })),
    ];
  },
};
