import { count, playerPattern, pokemon, rule, spot, text, type Grammar, type LineRule } from './grammar.js';

/**
 * TCG Live's Spanish log lines, as in ../shared/battle-logs/training-court/battleLogSpanish.txt. A Pokémon is
 * "el <Pokémon> de <jugador>"; only wordings seen in a real log are here.
 */
export const spanishGrammar: Grammar = {
  language: 'es',
  setupHeader: /^Preparación$/u,
  turnHeaders: [/^Turn # (?<number>\d+) - Turno de (?<player>.+)$/u],
  checkupHeader: /^Pokémon Checkup$/u,
  glued: [],
  playerNames: [/^(?<player>.+?) eligió (?:cara|cruz) para el lanzamiento de moneda inicial\.$/u, /^(?<player>.+?) robó \d+ cartas de la mano inicial\.$/u],
  rules(players): readonly LineRule[] {
    const P = playerPattern(players);
    const of = (what: string, who: string) => `el (?<${what}>.+?) de (?<${who}>{P})`;
    const r = (name: string, source: string, read: LineRule['read']) => rule(name, P, source, read);
    const face = (g: Readonly<Record<string, string>>) => (g.face === 'cara' ? 'heads' : 'tails');
    return [
      r('toss-call', '(?<player>{P}) eligió (?<face>cara|cruz) para el lanzamiento de moneda inicial\\.', (g) => ({ kind: 'toss-call', player: text(g, 'player'), face: face(g) })),
      r('toss-won', '(?<player>{P}) ganó el lanzamiento de moneda\\.', (g) => ({ kind: 'toss-won', player: text(g, 'player') })),
      r('goes', '(?<player>{P}) decidió empezar en primer lugar\\.', (g) => ({ kind: 'goes', player: text(g, 'player'), first: true })),
      r('opening-hand', '(?<player>{P}) robó (?<count>\\d+) cartas de la mano inicial\\.', (g) => ({ kind: 'opening-hand', player: text(g, 'player'), count: count(g) })),
      r('place-active', '(?<player>{P}) puso en juego a (?<card>.+) en el Puesto Activo\\.', (g) => ({ kind: 'place-active', player: text(g, 'player'), card: text(g, 'card') })),
      r('bench', '(?<player>{P}) puso en juego a (?<card>.+) en la Banca\\.', (g) => ({ kind: 'bench', player: text(g, 'player'), card: text(g, 'card') })),
      r('stadium', '(?<player>{P}) puso en juego la carta de Estadio (?<card>.+)\\.', (g) => ({ kind: 'stadium', player: text(g, 'player'), card: text(g, 'card') })),
      r('trainer', '(?<player>{P}) jugó (?<card>.+)\\.', (g) => ({ kind: 'trainer', player: text(g, 'player'), card: text(g, 'card') })),
      r('draw-to-bench', '(?<player>{P}) robó (?<count>\\d+) cartas y las puso en juego en la Banca\\.', (g) => ({ kind: 'draw-to-bench', player: text(g, 'player'), count: count(g) })),
      r('draw-to-bench', '(?<player>{P}) robó (?<card>.+) y lo puso en juego en la Banca\\.', (g) => ({ kind: 'draw-to-bench', player: text(g, 'player'), count: 1, card: text(g, 'card') })),
      r('draw', '(?<player>{P}) robó una carta\\.', (g) => ({ kind: 'draw', player: text(g, 'player'), count: 1 })),
      r('draw', '(?<player>{P}) robó (?<count>\\d+) cartas\\.', (g) => ({ kind: 'draw', player: text(g, 'player'), count: count(g) })),
      r('draw', '(?<player>{P}) robó (?<card>.+)\\.', (g) => ({ kind: 'draw', player: text(g, 'player'), count: 1, card: text(g, 'card') })),
      r('attach', '(?<player>{P}) unió (?<card>.+) al (?<target>.+) (?<spot>en el Puesto Activo|en la Banca)\\.', (g) => ({ kind: 'attach', player: text(g, 'player'), card: text(g, 'card'), target: text(g, 'target'), spot: spot(text(g, 'spot'), 'en el Puesto Activo') })),
      r('evolve', '(?<player>{P}) hizo que el (?<from>.+) en Banca evolucione a (?<to>.+)\\.', (g) => ({ kind: 'evolve', player: text(g, 'player'), from: text(g, 'from'), to: text(g, 'to'), spot: 'bench' })),
      r('attack', `El (?<pokemon>.+?) de (?<owner>{P}) infligió (?<damage>\\d+) puntos de daño usando (?<name>.+) contra ${of('target', 'towner')}\\.`, (g) => ({ kind: 'attack', pokemon: pokemon(g, 'owner', 'pokemon'), name: text(g, 'name'), target: pokemon(g, 'towner', 'target'), damage: count(g, 'damage') })),
      r('use', 'El (?<pokemon>.+?) de (?<owner>{P}) usó (?<name>.+)\\.', (g) => ({ kind: 'use', pokemon: pokemon(g, 'owner', 'pokemon'), name: text(g, 'name') })),
      r('retreat', '(?<player>{P}) retiró a (?<pokemon>.+) a la Banca\\.', (g) => ({ kind: 'retreat', player: text(g, 'player'), pokemon: text(g, 'pokemon') })),
      r('now-active', 'El (?<pokemon>.+?) de (?<owner>{P}) pasa a estar en el Puesto Activo\\.', (g) => ({ kind: 'now-active', pokemon: pokemon(g, 'owner', 'pokemon') })),
      r('switch', `El (?<to>.+?) de (?<towner>{P}) se intercambió con ${of('from', 'fowner')} y pasó a ser el Pokémon Activo\\.`, (g) => ({ kind: 'switch', to: pokemon(g, 'towner', 'to'), from: pokemon(g, 'fowner', 'from') })),
      r('knocked-out', '¡El (?<pokemon>.+?) de (?<owner>{P}) quedó Fuera de Combate!', (g) => ({ kind: 'knocked-out', pokemon: pokemon(g, 'owner', 'pokemon') })),
      r('prizes', '(?<player>{P}) tomó una carta de Premio\\.', (g) => ({ kind: 'prizes', player: text(g, 'player'), count: 1 })),
      r('prizes', '(?<player>{P}) tomó (?<count>\\d+) cartas de Premio\\.', (g) => ({ kind: 'prizes', player: text(g, 'player'), count: count(g) })),
      r('to-hand', 'Se añadió Una carta a la mano de (?<player>{P})\\.', (g) => ({ kind: 'to-hand', player: text(g, 'player') })),
      r('to-hand', 'Se añadió (?<card>.+) a la mano de (?<player>{P})\\.', (g) => ({ kind: 'to-hand', player: text(g, 'player'), card: text(g, 'card') })),
      r('end-turn', '(?<player>{P}) terminó su turno\\.', (g) => ({ kind: 'end-turn', player: text(g, 'player') })),
      r('discard', '(?<player>{P}) descartó (?<count>\\d+) cartas\\.', (g) => ({ kind: 'discard', player: text(g, 'player'), count: count(g) })),
      r('discard', '(?<player>{P}) descartó (?<card>.+)\\.', (g) => ({ kind: 'discard', player: text(g, 'player'), count: 1, card: text(g, 'card') })),
      r('discard-from', 'Se descartaron (?<count>\\d+) cartas del (?<pokemon>.+?) de (?<owner>{P})\\.', (g) => ({ kind: 'discard-from', pokemon: pokemon(g, 'owner', 'pokemon'), count: count(g) })),
      r('shuffle-deck', '(?<player>{P}) barajó su baraja\\.', (g) => ({ kind: 'shuffle-deck', player: text(g, 'player') })),
      r('shuffle-hand', '(?<player>{P}) barajó las cartas de su mano\\.', (g) => ({ kind: 'shuffle-hand', player: text(g, 'player') })),
      r('note', '{P} barajó sus cartas de Premio\\.', () => ({ kind: 'note' })),
      // A card from the hand put among the Prize cards (Hisuian Heavy Ball): hidden on both sides, nothing to enter.
      r('note', '{P} movió .+ de {P} a las cartas de Premio\\.', () => ({ kind: 'note' })),
      r('to-deck', '(?<player>{P}) puso (?<count>\\d+) cartas en su baraja y barajó todas las cartas\\.', (g) => ({ kind: 'to-deck', player: text(g, 'player'), count: count(g) })),
      r('to-deck', '(?<player>{P}) puso (?<count>\\d+) cartas en la parte inferior de su baraja\\.', (g) => ({ kind: 'to-deck', player: text(g, 'player'), count: count(g) })),
      r('to-deck', '(?<player>{P}) movió (?<count>\\d+) cartas de {P} a su baraja\\.', (g) => ({ kind: 'to-deck', player: text(g, 'player'), count: count(g) })),
      r('move-to-hand', '(?<player>{P}) movió (?<card>.+) de {P} a su mano\\.', (g) => ({ kind: 'move-to-hand', player: text(g, 'player'), card: text(g, 'card') })),
      r('damage-counters', 'El (?<target>.+?) de (?<towner>{P}) recibió (?<counters>\\d+) contadores de daño de (?<player>{P})\\.', (g) => ({ kind: 'damage-counters', player: text(g, 'player'), target: pokemon(g, 'towner', 'target'), counters: count(g, 'counters') })),
      r('coin', '(?<player>{P}) lanzó una moneda y salió (?<face>cara|cruz)\\.', (g) => ({ kind: 'coin', player: text(g, 'player'), face: face(g) })),
      r('vstar-used', '(?<player>{P}) ya no puede usar poderes V-ASTRO\\.', (g) => ({ kind: 'vstar-used', player: text(g, 'player') })),
      r('note', '\\d+ cartas robadas\\.', () => ({ kind: 'note' })),
      r('result', 'Todas las cartas de Premio tomadas\\. (?<winner>{P}) ganó\\.', (g) => ({ kind: 'result', reason: 'prizes', winner: text(g, 'winner') })),
    ];
  },
};
