import { count, playerPattern, pokemon, rule, spot, text, type Grammar, type LineRule } from './grammar.js';

/**
 * TCG Live's Italian log lines, as in ../shared/battle-logs/training-court/battleLogItalian.txt. A Pokémon is
 * "<Pokémon> di <giocatore>"; only wordings seen in a real log are here.
 */
const CONDITIONS: Readonly<Record<string, string>> = { avvelenato: 'Poisoned', bruciato: 'Burned', addormentato: 'Asleep', confuso: 'Confused', paralizzato: 'Paralyzed' };
const condition = (word: string): string => CONDITIONS[word] ?? word;

export const italianGrammar: Grammar = {
  language: 'it',
  setupHeader: /^Allestimento$/u,
  turnHeaders: [/^Turn # (?<number>\d+) - Turno di (?<player>.+)$/u],
  checkupHeader: /^Pokémon Checkup$/u,
  glued: [],
  playerNames: [/^(?<player>.+?) ha scelto (?:testa|croce) per il lancio della moneta iniziale\.$/u, /^(?<player>.+?) ha pescato \d+ carte come mano d’apertura\.$/u],
  rules(players): readonly LineRule[] {
    const P = playerPattern(players);
    const of = (what: string, who: string) => `(?<${what}>.+?) di (?<${who}>{P})`;
    const r = (name: string, source: string, read: LineRule['read']) => rule(name, P, source, read);
    const face = (g: Readonly<Record<string, string>>) => (g.face === 'testa' ? 'heads' : 'tails');
    const conditions = Object.keys(CONDITIONS).join('|');
    return [
      r('toss-call', '(?<player>{P}) ha scelto (?<face>testa|croce) per il lancio della moneta iniziale\\.', (g) => ({ kind: 'toss-call', player: text(g, 'player'), face: face(g) })),
      r('toss-won', '(?<player>{P}) ha vinto il lancio della moneta\\.', (g) => ({ kind: 'toss-won', player: text(g, 'player') })),
      r('goes', '(?<player>{P}) ha deciso di andare per (?<order>primo|secondo)\\.', (g) => ({ kind: 'goes', player: text(g, 'player'), first: g.order === 'primo' })),
      r('opening-hand', '(?<player>{P}) ha pescato (?<count>\\d+) carte come mano d’apertura\\.', (g) => ({ kind: 'opening-hand', player: text(g, 'player'), count: count(g) })),
      r('place-active', '(?<player>{P}) ha giocato (?<card>.+) in posizione attiva\\.', (g) => ({ kind: 'place-active', player: text(g, 'player'), card: text(g, 'card') })),
      r('bench', '(?<player>{P}) ha giocato (?<card>.+) in panchina\\.', (g) => ({ kind: 'bench', player: text(g, 'player'), card: text(g, 'card') })),
      r('stadium', '(?<player>{P}) ha giocato (?<card>.+) nello spazio delle carte Stadio\\.', (g) => ({ kind: 'stadium', player: text(g, 'player'), card: text(g, 'card') })),
      r('trainer', '(?<player>{P}) ha giocato (?<card>.+)\\.', (g) => ({ kind: 'trainer', player: text(g, 'player'), card: text(g, 'card') })),
      r('draw-to-bench', '(?<player>{P}) ha pescato (?<count>\\d+) carte e le ha giocate in panchina\\.', (g) => ({ kind: 'draw-to-bench', player: text(g, 'player'), count: count(g) })),
      r('draw-to-bench', '(?<player>{P}) ha pescato e giocato (?<card>.+) in panchina\\.', (g) => ({ kind: 'draw-to-bench', player: text(g, 'player'), count: 1, card: text(g, 'card') })),
      r('draw', '(?<player>{P}) ha pescato una carta\\.', (g) => ({ kind: 'draw', player: text(g, 'player'), count: 1 })),
      r('draw', '(?<player>{P}) ha pescato (?<count>\\d+) carte\\.', (g) => ({ kind: 'draw', player: text(g, 'player'), count: count(g) })),
      r('draw', '(?<player>{P}) ha pescato (?<card>.+)\\.', (g) => ({ kind: 'draw', player: text(g, 'player'), count: 1, card: text(g, 'card') })),
      r('attach', '(?<player>{P}) ha assegnato (?<card>.+?) a (?<target>.+) (?<spot>in posizione attiva|in panchina)\\.', (g) => ({ kind: 'attach', player: text(g, 'player'), card: text(g, 'card'), target: text(g, 'target'), spot: spot(text(g, 'spot'), 'in posizione attiva') })),
      r('evolve', '(?<player>{P}) ha fatto evolvere (?<from>.+) (?<spot>in posizione attiva|in panchina) in (?<to>.+)\\.', (g) => ({ kind: 'evolve', player: text(g, 'player'), from: text(g, 'from'), to: text(g, 'to'), spot: spot(text(g, 'spot'), 'in posizione attiva') })),
      r('attack', `${of('pokemon', 'owner')} ha usato (?<name>.+) su ${of('target', 'towner')}, infliggendo (?<damage>\\d+) danni\\.(?: .+ ha subito \\d+ danni in più a causa della debolezza al tipo \\S+\\.)?`, (g) => ({ kind: 'attack', pokemon: pokemon(g, 'owner', 'pokemon'), name: text(g, 'name'), target: pokemon(g, 'towner', 'target'), damage: count(g, 'damage') })),
      r('use', `${of('pokemon', 'owner')} ha usato (?<name>.+)\\.`, (g) => ({ kind: 'use', pokemon: pokemon(g, 'owner', 'pokemon'), name: text(g, 'name') })),
      r('retreat', '(?<player>{P}) ha ritirato (?<pokemon>.+) in panchina\\.', (g) => ({ kind: 'retreat', player: text(g, 'player'), pokemon: text(g, 'pokemon') })),
      r('now-active', `${of('pokemon', 'owner')} è ora in posizione attiva\\.`, (g) => ({ kind: 'now-active', pokemon: pokemon(g, 'owner', 'pokemon') })),
      r('switch', `${of('to', 'towner')} è stato scambiato con ${of('from', 'fowner')} ed è ora il Pokémon attivo\\.`, (g) => ({ kind: 'switch', to: pokemon(g, 'towner', 'to'), from: pokemon(g, 'fowner', 'from') })),
      r('knocked-out', `${of('pokemon', 'owner')} è stato messo KO!`, (g) => ({ kind: 'knocked-out', pokemon: pokemon(g, 'owner', 'pokemon') })),
      r('prizes', '(?<player>{P}) ha preso una carta Premio\\.', (g) => ({ kind: 'prizes', player: text(g, 'player'), count: 1 })),
      r('prizes', '(?<player>{P}) ha preso (?<count>\\d+) carte Premio\\.', (g) => ({ kind: 'prizes', player: text(g, 'player'), count: count(g) })),
      r('to-hand', 'Una carta si aggiunge alla mano di (?<player>{P})\\.', (g) => ({ kind: 'to-hand', player: text(g, 'player') })),
      r('to-hand', '(?<card>.+) si aggiunge alla mano di (?<player>{P})\\.', (g) => ({ kind: 'to-hand', player: text(g, 'player'), card: text(g, 'card') })),
      r('end-turn', '(?<player>{P}) ha terminato il proprio turno\\.', (g) => ({ kind: 'end-turn', player: text(g, 'player') })),
      r('discard', '(?<player>{P}) ha scartato (?<count>\\d+) carte\\.', (g) => ({ kind: 'discard', player: text(g, 'player'), count: count(g) })),
      r('discard', '(?<player>{P}) ha scartato (?<card>.+)\\.', (g) => ({ kind: 'discard', player: text(g, 'player'), count: 1, card: text(g, 'card') })),
      r('discard-from', `(?<count>\\d+) carte sono state scartate da ${of('pokemon', 'owner')}\\.`, (g) => ({ kind: 'discard-from', pokemon: pokemon(g, 'owner', 'pokemon'), count: count(g) })),
      r('discard-from', `${of('pokemon', 'owner')} ha fatto scartare (?<card>.+)\\.`, (g) => ({ kind: 'discard-from', pokemon: pokemon(g, 'owner', 'pokemon'), count: 1, card: text(g, 'card') })),
      r('shuffle-deck', '(?<player>{P}) ha rimischiato il proprio mazzo\\.', (g) => ({ kind: 'shuffle-deck', player: text(g, 'player') })),
      r('shuffle-hand', '(?<player>{P}) ha rimischiato la propria mano\\.', (g) => ({ kind: 'shuffle-hand', player: text(g, 'player') })),
      r('to-deck', '(?<player>{P}) ha messo (?<count>\\d+) carte in fondo al suo mazzo\\.', (g) => ({ kind: 'to-deck', player: text(g, 'player'), count: count(g) })),
      r('to-deck', '(?<player>{P}) ha messo (?<card>.+) in fondo al suo mazzo\\.', (g) => ({ kind: 'to-deck', player: text(g, 'player'), count: 1, card: text(g, 'card') })),
      r('to-deck', '(?<player>{P}) ha rimischiato (?<count>\\d+) carte nel suo mazzo\\.', (g) => ({ kind: 'to-deck', player: text(g, 'player'), count: count(g) })),
      r('to-deck', '(?<player>{P}) ha spostato (?<count>\\d+) carte di {P} nel suo mazzo\\.', (g) => ({ kind: 'to-deck', player: text(g, 'player'), count: count(g) })),
      r('move-to-hand', '(?<player>{P}) ha spostato (?<count>\\d+) carte di {P} nella sua mano\\.', (g) => ({ kind: 'move-to-hand', player: text(g, 'player'), count: count(g) })),
      r('move-to-hand', '(?<player>{P}) ha spostato (?<card>.+) di {P} nella sua mano\\.', (g) => ({ kind: 'move-to-hand', player: text(g, 'player'), card: text(g, 'card') })),
      r('damage-counters', `(?<player>{P}) ha messo (?<counters>\\d+) segnalini danno su ${of('target', 'towner')}\\.`, (g) => ({ kind: 'damage-counters', player: text(g, 'player'), target: pokemon(g, 'towner', 'target'), counters: count(g, 'counters') })),
      r('move-counters', `(?<player>{P}) ha spostato (?:un segnalino|(?<counters>\\d+) segnalini) danno da ${of('from', 'fowner')} a ${of('to', 'towner')}\\.`, (g) => ({ kind: 'move-counters', player: text(g, 'player'), from: pokemon(g, 'fowner', 'from'), to: pokemon(g, 'towner', 'to'), counters: count(g, 'counters') })),
      r('healed', `${of('pokemon', 'owner')} ha curato (?<damage>\\d+) danni\\.`, (g) => ({ kind: 'healed', pokemon: pokemon(g, 'owner', 'pokemon'), damage: count(g, 'damage') })),
      r('damage-taken', `${of('pokemon', 'owner')} ha subito (?<damage>\\d+) danni\\.`, (g) => ({ kind: 'damage-taken', pokemon: pokemon(g, 'owner', 'pokemon'), damage: count(g, 'damage') })),
      r('condition', `${of('pokemon', 'owner')} è ora (?<condition>${conditions})\\.`, (g) => ({ kind: 'condition', pokemon: pokemon(g, 'owner', 'pokemon'), condition: condition(text(g, 'condition')) })),
      r('checkup-counters', `(?<counters>\\d+) segnalini danno sono stati messi su ${of('pokemon', 'owner')} per la condizione speciale di (?<condition>${conditions})\\.`, (g) => ({ kind: 'checkup-counters', pokemon: pokemon(g, 'owner', 'pokemon'), counters: count(g, 'counters'), condition: condition(text(g, 'condition')) })),
      r('coin', '(?<player>{P}) ha lanciato una moneta con risultato (?<face>testa|croce)\\.', (g) => ({ kind: 'coin', player: text(g, 'player'), face: face(g) })),
      r('activated', 'La carta (?<card>.+) è stata attivata\\.', (g) => ({ kind: 'activated', card: text(g, 'card') })),
      r('note', '\\d+ carte pescate\\.', () => ({ kind: 'note' })),
      r('note', 'Analisi dei danni:', () => ({ kind: 'note' })),
      r('result', 'Hai concesso la vittoria all’avversario\\. (?<winner>{P}) ha vinto\\.', (g) => ({ kind: 'result', reason: 'concession', winner: text(g, 'winner') })),
    ];
  },
};
