import { count, playerPattern, pokemon, rule, spot, text, type Grammar, type LineRule } from './grammar.js';

/**
 * TCG Live's Brazilian Portuguese log lines, as in ../shared/battle-logs/training-court/battleLogBrazilianPortuguese.txt.
 * A Pokémon is "<Pokémon> de <jogador>"; only wordings seen in a real log are here.
 */
export const portugueseGrammar: Grammar = {
  language: 'pt',
  setupHeader: /^Preparação$/u,
  turnHeaders: [/^Turn # (?<number>\d+) - Turno de (?<player>.+)$/u],
  checkupHeader: /^Pokémon Checkup$/u,
  glued: [],
  playerNames: [/^(?<player>.+?) escolheu (?:cara|coroa) para a jogada inicial de moeda\.$/u, /^(?<player>.+?) comprou \d+ cartas para a mão inicial\.$/u],
  rules(players): readonly LineRule[] {
    const P = playerPattern(players);
    const of = (what: string, who: string) => `(?<${what}>.+?) de (?<${who}>{P})`;
    const r = (name: string, source: string, read: LineRule['read']) => rule(name, P, source, read);
    return [
      r('toss-call', '(?<player>{P}) escolheu (?<face>cara|coroa) para a jogada inicial de moeda\\.', (g) => ({ kind: 'toss-call', player: text(g, 'player'), face: g.face === 'cara' ? 'heads' : 'tails' })),
      r('toss-won', '(?<player>{P}) venceu a jogada de moeda\\.', (g) => ({ kind: 'toss-won', player: text(g, 'player') })),
      r('goes', '(?<player>{P}) decidiu ser o (?<order>primeiro|segundo) a jogar\\.', (g) => ({ kind: 'goes', player: text(g, 'player'), first: g.order === 'primeiro' })),
      r('opening-hand', '(?<player>{P}) comprou (?<count>\\d+) cartas para a mão inicial\\.', (g) => ({ kind: 'opening-hand', player: text(g, 'player'), count: count(g) })),
      r('mulligan', '(?<player>{P}) comprou uma nova mão\\.', (g) => ({ kind: 'mulligan', player: text(g, 'player') })),
      r('draw', '(?<player>{P}) comprou mais (?<count>\\d+) cartas? porque {P} comprou pelo menos \\d+ nova mão\\.', (g) => ({ kind: 'draw', player: text(g, 'player'), count: count(g) })),
      r('place-active', '(?<player>{P}) jogou (?<card>.+) no Campo Ativo\\.', (g) => ({ kind: 'place-active', player: text(g, 'player'), card: text(g, 'card') })),
      r('bench', '(?<player>{P}) jogou (?<card>.+) no Banco\\.', (g) => ({ kind: 'bench', player: text(g, 'player'), card: text(g, 'card') })),
      r('trainer', '(?<player>{P}) jogou (?<card>.+)\\.', (g) => ({ kind: 'trainer', player: text(g, 'player'), card: text(g, 'card') })),
      r('draw-to-bench', '(?<player>{P}) comprou (?<count>\\d+) cartas e as jogou no Banco\\.', (g) => ({ kind: 'draw-to-bench', player: text(g, 'player'), count: count(g) })),
      r('draw', '(?<player>{P}) comprou uma carta\\.', (g) => ({ kind: 'draw', player: text(g, 'player'), count: 1 })),
      r('draw', '(?<player>{P}) comprou (?<count>\\d+) cartas\\.', (g) => ({ kind: 'draw', player: text(g, 'player'), count: count(g) })),
      r('draw', '(?<player>{P}) comprou (?<card>.+)\\.', (g) => ({ kind: 'draw', player: text(g, 'player'), count: 1, card: text(g, 'card') })),
      r('attach', '(?<player>{P}) ligou (?<card>.+?) a (?<target>.+) (?<spot>no Campo Ativo|no Banco)\\.', (g) => ({ kind: 'attach', player: text(g, 'player'), card: text(g, 'card'), target: text(g, 'target'), spot: spot(text(g, 'spot'), 'no Campo Ativo') })),
      r('evolve', '(?<player>{P}) evoluiu (?<from>.+) para (?<to>.+) (?<spot>no Campo Ativo|no Banco)\\.', (g) => ({ kind: 'evolve', player: text(g, 'player'), from: text(g, 'from'), to: text(g, 'to'), spot: spot(text(g, 'spot'), 'no Campo Ativo') })),
      r('attack', `${of('pokemon', 'owner')} usou (?<name>.+) em ${of('target', 'towner')} para causar (?<damage>\\d+) pontos de dano\\.(?: .+ recebeu \\d+ pontos de dano a mais por ter Fraqueza a \\S+\\.)?`, (g) => ({ kind: 'attack', pokemon: pokemon(g, 'owner', 'pokemon'), name: text(g, 'name'), target: pokemon(g, 'towner', 'target'), damage: count(g, 'damage') })),
      r('use', `${of('pokemon', 'owner')} usou (?<name>.+)\\.`, (g) => ({ kind: 'use', pokemon: pokemon(g, 'owner', 'pokemon'), name: text(g, 'name') })),
      r('retreat', '(?<player>{P}) recuou (?<pokemon>.+) para o Banco\\.', (g) => ({ kind: 'retreat', player: text(g, 'player'), pokemon: text(g, 'pokemon') })),
      r('now-active', `${of('pokemon', 'owner')} agora está no Campo Ativo\\.`, (g) => ({ kind: 'now-active', pokemon: pokemon(g, 'owner', 'pokemon') })),
      r('knocked-out', `${of('pokemon', 'owner')} foi Nocauteado!`, (g) => ({ kind: 'knocked-out', pokemon: pokemon(g, 'owner', 'pokemon') })),
      r('prizes', '(?<player>{P}) pegou uma carta de Prêmio\\.', (g) => ({ kind: 'prizes', player: text(g, 'player'), count: 1 })),
      r('to-hand', 'Uma carta foi adicionada à mão de (?<player>{P})\\.', (g) => ({ kind: 'to-hand', player: text(g, 'player') })),
      r('end-turn', '(?<player>{P}) encerrou seu turno\\.', (g) => ({ kind: 'end-turn', player: text(g, 'player') })),
      r('discard', '(?<player>{P}) descartou (?<count>\\d+) cartas\\.', (g) => ({ kind: 'discard', player: text(g, 'player'), count: count(g) })),
      r('discard-from', `(?<card>.+) foi descartada de ${of('pokemon', 'owner')}\\.`, (g) => ({ kind: 'discard-from', pokemon: pokemon(g, 'owner', 'pokemon'), count: 1, card: text(g, 'card') })),
      r('shuffle-deck', '(?<player>{P}) embaralhou o próprio baralho\\.', (g) => ({ kind: 'shuffle-deck', player: text(g, 'player') })),
      r('to-deck', '(?<player>{P}) embaralhou (?<count>\\d+) cartas no baralho dele\\.', (g) => ({ kind: 'to-deck', player: text(g, 'player'), count: count(g) })),
      r('to-deck', '(?<player>{P}) embaralhou (?<card>.+) no baralho dele\\.', (g) => ({ kind: 'to-deck', player: text(g, 'player'), count: 1, card: text(g, 'card') })),
      r('move-to-hand', '(?<player>{P}) moveu (?<card>.+) de {P} para a mão dele\\.', (g) => ({ kind: 'move-to-hand', player: text(g, 'player'), card: text(g, 'card') })),
      r('note', '\\d+ cartas compradas\\.', () => ({ kind: 'note' })),
      r('note', 'Cartas reveladas de compras de nova mão inicial: \\d+\\.', () => ({ kind: 'note' })),
      r('note', 'Análise dos danos:', () => ({ kind: 'note' })),
      r('result', 'O oponente se rendeu\\. (?<winner>{P}) venceu\\.', (g) => ({ kind: 'result', reason: 'concession', winner: text(g, 'winner') })),
    ];
  },
};
