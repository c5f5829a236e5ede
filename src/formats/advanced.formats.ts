import { EXPANDED, SIXTY_CARD_DECK, STANDARD } from './constructed.formats.js';
import { DITTO_RULE } from './beginner.formats.js';
import { formats, type BannedCard, type FormatDefinition, type PlayRule } from './format-definition.js';

const ERFOLGE_REF = formats('Erfolge');

/** 003 "Erfolge": the list of achievements the handbook suggests, with their points. */
export interface Achievement {
  readonly id: string;
  readonly text: string;
  readonly points: number;
  /** 'hub': the hub can see it happen; 'players': the players confirm it (the hub cannot see it). */
  readonly seenBy: 'hub' | 'players';
}

export const ACHIEVEMENTS: readonly Achievement[] = [
  { id: 'all-prizes', text: 'Nimm alle deine Preiskarten', points: 15, seenBy: 'hub' },
  { id: 'pokedex-entry', text: 'Lies den Pokédex-Eintrag laut vor, wenn du eine Pokémon-Karte spielst', points: 3, seenBy: 'players' },
  { id: 'draw-more-than-ten', text: 'Ziehe mehr als zehn Karten in einem Zug', points: 5, seenBy: 'hub' },
  { id: 'six-prizes-one-turn', text: 'Nimm sechs Preiskarten in einem Zug', points: 20, seenBy: 'hub' },
  { id: 'six-tools', text: 'Du hast sechs oder mehr Pokémon-Ausrüstungen im Spiel', points: 2, seenBy: 'hub' },
  { id: 'six-types', text: 'Du hast sechs verschiedene Pokémon-Typen im Spiel', points: 2, seenBy: 'hub' },
  { id: 'most-healed', text: 'Heile die meisten Schadenspunkte in einem Spiel', points: 1, seenBy: 'hub' },
  { id: 'most-damage', text: 'Füge die meisten Schadenspunkte in einem Spiel zu', points: 1, seenBy: 'hub' },
  { id: 'full-bench-evolved', text: 'Deine Bank ist voll und besteht nur aus Entwicklungs-Pokémon', points: 1, seenBy: 'hub' },
  { id: 'full-bench-basic', text: 'Deine Bank ist voll und besteht nur aus Basis-Pokémon', points: 1, seenBy: 'hub' },
  { id: 'lost-zone-five', text: 'Du hast fünf oder mehr Karten im Nirgendwo', points: 1, seenBy: 'hub' },
  { id: 'two-special-conditions', text: 'Füge dem Aktiven Pokémon deines Gegners mehr als einen Speziellen Zustand zu', points: 1, seenBy: 'hub' },
];

/** First to this many achievement points wins (003 "Erfolge", Spielverlauf). */
export const ACHIEVEMENT_POINTS_TO_WIN = 100;

export const ERFOLGE: FormatDefinition = {
  ...STANDARD,
  id: 'erfolge',
  name: { de: 'Erfolge', en: 'Achievements' },
  ref: ERFOLGE_REF,
  deck: { ...SIXTY_CARD_DECK, ref: ERFOLGE_REF },
  play: [
    {
      id: 'achievement-points',
      text: 'Der erste Spieler, der 100 Erfolgspunkte (EP) erspielt, gewinnt; alle sechs Preiskarten gewinnen nicht zwingend.',
      ref: ERFOLGE_REF,
      support: 'unsupported',
      needs: 'a win condition other than Prize cards, and events for cards drawn per turn, damage healed, Tools and the Lost Zone',
    },
  ],
};

const TEAM_REF = formats('Team-Format (fortgesetzt)');
const team = (name: string, cardIds: readonly string[]): BannedCard => ({ name, cardIds, ref: TEAM_REF });

/** 003 "Team-Format": the cards it does not allow, every printing the handbook lists. */
export const TEAM_BANNED: readonly BannedCard[] = [
  team('Dialga-GX', ['sm5-100', 'sm6-82']),
  team('Medicham V', ['swsh7-83', 'swsh7-185', 'swsh7-186']),
  team('Pheromosa-GX', ['sm5-140', 'smp-SM66']),
  team("Steven's Resolve", ['sm7-145', 'sm7-165']),
  team('Togepi & Cleffa & Igglybuff-GX', ['sm12-143']),
  team('Unown (HAND)', ['sm8-91']),
];

const teamRule = (id: string, text: string, needs: string): PlayRule => ({ id, text, ref: TEAM_REF, support: 'unsupported', needs });

/** 003 "Team-Format": two against two with a central field; the handbook names the banned cards of Sun & Moon on, so Expanded. */
export const TEAM: FormatDefinition = {
  id: 'team',
  name: { de: 'Team-Format', en: 'Team format (2 vs 2)' },
  ref: TEAM_REF,
  profile: 'sv',
  overrides: {},
  deck: { ...EXPANDED.deck, banned: [...EXPANDED.deck.banned, ...TEAM_BANNED], ref: TEAM_REF },
  play: [
    teamRule('three-fields', 'Zwei Teams zu zwei Spielern spielen auf drei Spielfeldern, eines davon das zentrale.', 'four seats and three fields in one match state'),
    teamRule('per-field-limits', 'Es kann pro Zug und Spielfeld nur eine Unterstützerkarte, eine Stadionkarte und eine Energie gespielt werden.', 'per-field turn limits'),
    teamRule('shared-prizes', 'Alle verbleibenden Preiskarten eines Spielers zählen zu seinen Preiskarten, egal auf welchem Spielfeld sie liegen.', 'Prize cards counted across fields'),
    teamRule('simultaneous-attacks', 'Alle drei Spielfelder führen ihre Attacken gleichzeitig aus.', 'simultaneous attacks on three fields'),
    teamRule('nine-of-twelve', 'Das erste Team, das erfolgreich neun seiner zwölf Preiskarten nimmt, gewinnt das Spiel.', 'a team win condition'),
    teamRule('no-extra-turns', 'Ein Effekt, der einen weiteren Zug verschaffen würde, wird nicht ausgeführt.', 'suppressing extra turns'),
  ],
  players: { min: 4, max: 4 },
};

const RAID_REF = formats('Raid-Format');
const GIOVANNI_REF = formats('Raid-Format (fortgesetzt), Giovanni-Format');
const raidRule = (id: string, text: string, needs: string, ref = RAID_REF): PlayRule => ({ id, text, ref, support: 'unsupported', needs });

const RAID_PLAY: readonly PlayRule[] = [
  {
    id: 'first-turn-free',
    text: 'Die Spieler sind immer zuerst dran und können während ihres ersten Zuges angreifen und Unterstützerkarten spielen.',
    ref: RAID_REF,
    support: 'engine',
  },
  raidRule('first-turn-evolve', 'Die Spieler können während ihres ersten Zuges Pokémon entwickeln.', 'FormatOverrides.evolution.notOnPlayersFirstTurn'),
  raidRule('raid-deck', 'Das Raid-Deck zieht Spieler+1 Karten und spielt jede sofort: Energie an den Boss, Ausrüstung ersetzt die alte, Unterstützer wirken auf alle Spieler.', 'a raid-boss seat the hub plays'),
  raidRule('team-supporters', 'Die Spieler können als Team so viele Unterstützerkarten spielen, wie sie Spieler im Team haben.', 'a team-wide Supporter count'),
  raidRule('random-attack', 'Kann das Raid-Pokémon mehrere Attacken einsetzen, wird gewürfelt.', 'a die roll from the coin/dice source, recorded'),
  raidRule('full-contribution', 'Für jeden vollen Beitrag (10 Schadenspunkte je Spieler) kommt die oberste Karte des Raid-Decks ins Nirgendwo.', 'damage counted into Lost Zone moves'),
  raidRule('prizes-to-hand-on-ko', 'Wird das Aktive Pokémon eines Spielers kampfunfähig, nimmt er die Preiskarten selbst; ohne genug scheidet er aus.', 'per-player elimination'),
  raidRule('exhaustion', 'Strapazenregel (optional): greift das Raid-Pokémon zwei Züge nicht an, setzt es eine zufällige Attacke ohne Energie ein.', 'an optional exhaustion rule'),
];

/** 003 "Raid-Format": players against a raid boss (a V-UNION) and its raid deck; 2 to 4 players and the boss. */
export const RAID: FormatDefinition = {
  id: 'raid',
  name: { de: 'Raid-Format', en: 'Raid format' },
  ref: RAID_REF,
  profile: 'sv',
  overrides: { firstTurn: { mayAttack: true, maySupporter: true } },
  // 003 sets no card pool for the players' decks: they bring 60-card decks as in a normal game.
  deck: { ...SIXTY_CARD_DECK, ref: RAID_REF },
  play: RAID_PLAY,
  players: { min: 2, max: 4 },
};

/** 003 "Giovanni-Format": the raid boss is a regular Active Pokémon with a full Bench of five. */
export const GIOVANNI: FormatDefinition = {
  ...RAID,
  id: 'giovanni',
  name: { de: 'Giovanni-Format', en: 'Giovanni format' },
  ref: GIOVANNI_REF,
  play: [
    ...RAID_PLAY,
    raidRule('boss-team', 'Sechs Raid-Bosse: ein zufälliges Aktives Pokémon, der Rest auf der Bank; Energie an das Aktive, bis es seine größte Attacke einsetzen kann.', 'a six-Pokémon boss team', GIOVANNI_REF),
    raidRule('ten-cards-knock-out', 'Das Aktive Raid-Pokémon wird kampfunfähig, wenn zehn Karten vom Raid-Deck ins Nirgendwo gelegt wurden.', 'a boss Knock Out by Lost Zone count', GIOVANNI_REF),
  ],
};

const GLC_REF = formats('Arenaleiter-Herausforderung');

/** 003 "Arenaleiter-Herausforderung" (Gym Leader Challenge): Expanded, 60 cards, one type, singleton, no rule box, no ACE SPEC. */
export const GYM_LEADER_CHALLENGE: FormatDefinition = {
  id: 'arenaleiter-herausforderung',
  name: { de: 'Arenaleiter-Herausforderung', en: 'Gym Leader Challenge' },
  ref: GLC_REF,
  profile: 'sv',
  overrides: {},
  deck: {
    ...EXPANDED.deck,
    maxCopies: 1,
    aceSpecAllowed: false,
    pokemon: { ...EXPANDED.deck.pokemon, noRuleBox: true, oneType: true },
    ref: GLC_REF,
  },
  play: [],
  players: { min: 2, max: 2 },
};

const DRAFT_REF = formats('Ditto-Draft');
const DRAFT_DECK_REF = formats('Ditto-Draft (fortgesetzt), Build & Battle Ditto-Draft-Deckzusammenstellung');

/** 003 "Ditto-Draft": 40 drafted cards plus basic Energy, 4 Prize cards, the Ditto marker rule. */
export const DITTO_DRAFT: FormatDefinition = {
  id: 'ditto-draft',
  name: { de: 'Ditto-Draft', en: 'Ditto Draft' },
  ref: DRAFT_REF,
  profile: 'sv',
  overrides: { deckSize: 40, prizeCount: 4 },
  deck: {
    ...SIXTY_CARD_DECK,
    size: { min: 40, max: 40 },
    // A limited ("Begrenztes Format") event: a deck is what was drafted, so no copy limit.
    maxCopies: null,
    ref: DRAFT_DECK_REF,
  },
  play: [
    { id: 'prize-count', text: 'Spiele werden mit vier anstelle der üblichen sechs Preiskarten ausgetragen.', ref: DRAFT_DECK_REF, support: 'engine' },
    DITTO_RULE,
    {
      id: 'draft',
      text: 'Jeder Spieler wählt eine Karte aus dem Boosterpack und gibt den Rest weiter; die Richtung wechselt mit jedem Pack.',
      ref: DRAFT_REF,
      support: 'unsupported',
      needs: 'a hub service with REST/WebSocket around the pure pack passing of booster-draft.ts, showing each player only their pack',
    },
  ],
  players: { min: 2, max: 4 },
};

export const ADVANCED_FORMATS: readonly FormatDefinition[] = [ERFOLGE, TEAM, RAID, GIOVANNI, GYM_LEADER_CHALLENGE, DITTO_DRAFT];
