import { count, playerPattern, pokemon, rule, spot, text, type Grammar, type LineRule } from './grammar.js';

/**
 * TCG Live's German log lines, as in ../shared/battle-logs/training-court/battleLogGerman.txt. German
 * names the Pokémon first ("Noctuh von player1 hat …"); only wordings seen in a real log are here.
 */
export const germanGrammar: Grammar = {
  language: 'de',
  setupHeader: /^Vorbereitung$/,
  turnHeaders: [/^Turn # (?<number>\d+) - Zug von (?<player>.+)$/u],
  checkupHeader: /^Pokémon-Checkup$/u,
  glued: [],
  playerNames: [/^(?<player>.+?) hat (?:Kopf|Zahl) für den Münzwurf am Anfang gewählt\.$/u, /^(?<player>.+?) hat für die Starthand \d+ Karten gezogen\.$/u],
  rules(players): readonly LineRule[] {
    const P = playerPattern(players);
    const of = (what: string, who: string) => `(?<${what}>.+?) von (?<${who}>{P})`;
    const r = (name: string, source: string, read: LineRule['read']) => rule(name, P, source, read);
    const face = (g: Readonly<Record<string, string>>) => (g.face === 'Kopf' ? 'heads' : 'tails');
    return [
      r('toss-call', '(?<player>{P}) hat (?<face>Kopf|Zahl) für den Münzwurf am Anfang gewählt\\.', (g) => ({ kind: 'toss-call', player: text(g, 'player'), face: face(g) })),
      r('toss-won', '(?<player>{P}) hat den Münzwurf gewonnen\\.', (g) => ({ kind: 'toss-won', player: text(g, 'player') })),
      r('goes', '(?<player>{P}) möchte als Erster dran sein\\.', (g) => ({ kind: 'goes', player: text(g, 'player'), first: true })),
      r('opening-hand', '(?<player>{P}) hat für die Starthand (?<count>\\d+) Karten gezogen\\.', (g) => ({ kind: 'opening-hand', player: text(g, 'player'), count: count(g) })),
      r('place-active', '(?<player>{P}) hat (?<card>.+) in die Aktive Position gelegt\\.', (g) => ({ kind: 'place-active', player: text(g, 'player'), card: text(g, 'card') })),
      r('draw-to-bench', '(?<player>{P}) hat (?<count>\\d+) Karten gezogen und auf die Bank gelegt\\.', (g) => ({ kind: 'draw-to-bench', player: text(g, 'player'), count: count(g) })),
      r('draw-to-bench', '(?<player>{P}) hat (?<card>.+) gezogen und auf die Bank gelegt\\.', (g) => ({ kind: 'draw-to-bench', player: text(g, 'player'), count: 1, card: text(g, 'card') })),
      r('bench', '(?<player>{P}) hat (?<card>.+) auf die Bank gelegt\\.', (g) => ({ kind: 'bench', player: text(g, 'player'), card: text(g, 'card') })),
      r('draw', '(?<player>{P}) hat eine Karte gezogen\\.', (g) => ({ kind: 'draw', player: text(g, 'player'), count: 1 })),
      r('draw', '(?<player>{P}) hat (?<count>\\d+) Karten gezogen\\.', (g) => ({ kind: 'draw', player: text(g, 'player'), count: count(g) })),
      r('draw', '(?<player>{P}) hat (?<card>.+) gezogen\\.', (g) => ({ kind: 'draw', player: text(g, 'player'), count: 1, card: text(g, 'card') })),
      r('stadium', '(?<player>{P}) hat (?<card>.+) auf das Stadion-Feld gespielt\\.', (g) => ({ kind: 'stadium', player: text(g, 'player'), card: text(g, 'card') })),
      r('trainer', '(?<player>{P}) hat (?<card>.+) gespielt\\.', (g) => ({ kind: 'trainer', player: text(g, 'player'), card: text(g, 'card') })),
      r('attach', '(?<player>{P}) hat (?<card>.+) an (?<target>.+) (?<spot>in der Aktiven Position|auf der Bank) angelegt\\.', (g) => ({ kind: 'attach', player: text(g, 'player'), card: text(g, 'card'), target: text(g, 'target'), spot: spot(text(g, 'spot'), 'in der Aktiven Position') })),
      r('evolve', '(?<player>{P}) hat (?<from>.+) (?<spot>in der Aktiven Position|auf der Bank) zu (?<to>.+) entwickelt\\.', (g) => ({ kind: 'evolve', player: text(g, 'player'), from: text(g, 'from'), to: text(g, 'to'), spot: spot(text(g, 'spot'), 'in der Aktiven Position') })),
      r('attack', `${of('pokemon', 'owner')} hat (?<name>.+) gegen ${of('target', 'towner')} für (?<damage>\\d+) Schadenspunkte eingesetzt\\.`, (g) => ({ kind: 'attack', pokemon: pokemon(g, 'owner', 'pokemon'), name: text(g, 'name'), target: pokemon(g, 'towner', 'target'), damage: count(g, 'damage') })),
      r('use', `${of('pokemon', 'owner')} hat (?<name>.+) eingesetzt\\.`, (g) => ({ kind: 'use', pokemon: pokemon(g, 'owner', 'pokemon'), name: text(g, 'name') })),
      r('retreat', '(?<player>{P}) hat (?<pokemon>.+) auf die Bank zurückgezogen\\.', (g) => ({ kind: 'retreat', player: text(g, 'player'), pokemon: text(g, 'pokemon') })),
      r('now-active', `${of('pokemon', 'owner')} ist jetzt in der Aktiven Position\\.`, (g) => ({ kind: 'now-active', pokemon: pokemon(g, 'owner', 'pokemon') })),
      r('switch', `${of('to', 'towner')} wurde mit ${of('from', 'fowner')} ausgetauscht, um das Aktive Pokémon zu sein\\.`, (g) => ({ kind: 'switch', to: pokemon(g, 'towner', 'to'), from: pokemon(g, 'fowner', 'from') })),
      r('knocked-out', `${of('pokemon', 'owner')} wurde kampfunfähig gemacht!`, (g) => ({ kind: 'knocked-out', pokemon: pokemon(g, 'owner', 'pokemon') })),
      r('prizes', '(?<player>{P}) hat eine Preiskarte aufgenommen\\.', (g) => ({ kind: 'prizes', player: text(g, 'player'), count: 1 })),
      r('prizes', '(?<player>{P}) hat (?<count>\\d+) Preiskarten aufgenommen\\.', (g) => ({ kind: 'prizes', player: text(g, 'player'), count: count(g) })),
      r('to-hand', '(?<card>.+) wurde zu der Hand von (?<player>{P}) hinzugefügt\\.', (g) => ({ kind: 'to-hand', player: text(g, 'player'), card: text(g, 'card') })),
      r('end-turn', '(?<player>{P}) hat den eigenen Zug beendet\\.', (g) => ({ kind: 'end-turn', player: text(g, 'player') })),
      r('discard', '(?<player>{P}) hat (?<count>\\d+) Karten auf den Ablagestapel gelegt\\.', (g) => ({ kind: 'discard', player: text(g, 'player'), count: count(g) })),
      r('discard', '(?<player>{P}) hat (?<count>\\d+) Karten von {P} auf den Ablagestapel von {P} gelegt\\.', (g) => ({ kind: 'discard', player: text(g, 'player'), count: count(g) })),
      r('discard', '(?<player>{P}) hat (?<card>.+) von {P} auf den Ablagestapel von {P} gelegt\\.', (g) => ({ kind: 'discard', player: text(g, 'player'), count: 1, card: text(g, 'card') })),
      r('discard', '(?<player>{P}) hat (?<card>.+) auf den Ablagestapel gelegt\\.', (g) => ({ kind: 'discard', player: text(g, 'player'), count: 1, card: text(g, 'card') })),
      r('discard-from', `(?<count>\\d+) Karten wurden von ${of('pokemon', 'owner')} auf den Ablagestapel gelegt\\.`, (g) => ({ kind: 'discard-from', pokemon: pokemon(g, 'owner', 'pokemon'), count: count(g) })),
      r('discard-from', `${of('pokemon', 'owner')} hat (?<card>.+) auf den Ablagestapel gelegt\\.`, (g) => ({ kind: 'discard-from', pokemon: pokemon(g, 'owner', 'pokemon'), count: 1, card: text(g, 'card') })),
      r('shuffle-deck', '(?<player>{P}) hat das eigene Deck gemischt\\.', (g) => ({ kind: 'shuffle-deck', player: text(g, 'player') })),
      r('shuffle-hand', '(?<player>{P}) hat die eigenen Handkarten gemischt\\.', (g) => ({ kind: 'shuffle-hand', player: text(g, 'player') })),
      r('to-deck', '(?<player>{P}) hat (?<count>\\d+) Karten unter das eigene Deck gelegt\\.', (g) => ({ kind: 'to-deck', player: text(g, 'player'), count: count(g) })),
      r('to-deck', '(?<player>{P}) hat (?<count>\\d+) Karten in das eigene Deck gemischt\\.', (g) => ({ kind: 'to-deck', player: text(g, 'player'), count: count(g) })),
      r('to-deck', '(?<player>{P}) hat (?<count>\\d+) Karten von {P} in das Deck von {P} verschoben\\.', (g) => ({ kind: 'to-deck', player: text(g, 'player'), count: count(g) })),
      r('move-to-hand', '(?<player>{P}) hat (?<card>.+) von {P} auf die Hand von {P} gegeben\\.', (g) => ({ kind: 'move-to-hand', player: text(g, 'player'), card: text(g, 'card') })),
      r('to-lost-zone', '(?<player>{P}) hat (?<card>.+) von {P} ins Nirgendwo von {P} gelegt\\.', (g) => ({ kind: 'to-lost-zone', player: text(g, 'player'), card: text(g, 'card') })),
      r('coin', 'Der Münzwurf von (?<player>{P}) hatte das Ergebnis (?<face>Kopf|Zahl)\\.', (g) => ({ kind: 'coin', player: text(g, 'player'), face: face(g) })),
      r('activated', '(?<card>.+) wurde aktiviert\\.', (g) => ({ kind: 'activated', card: text(g, 'card') })),
      r('note', '\\d+ gezogene Karten', () => ({ kind: 'note' })),
      r('result', 'Alle Preiskarten genommen\\. (?<winner>{P}) hat gewonnen\\.', (g) => ({ kind: 'result', reason: 'prizes', winner: text(g, 'winner') })),
    ];
  },
};
