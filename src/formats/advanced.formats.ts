import { EXPANDED, SIXTY_CARD_DECK, STANDARD } from './constructed.formats.js';
import { DITTO_RULE } from './beginner.formats.js';
import type { FormatOverrides } from '../rules/index.js';
import { formats, type BannedCard, type FormatDefinition, type PlayRule } from './format-definition.js';

const ERFOLGE_REF = formats('Erfolge');

/** 003 "Erfolge": the list of achievements the handbook suggests, with their points. */
export interface Achievement {
  readonly id: string;
  readonly text: string;
  readonly points: number;
  /** 'hub': the hub can see it happen; 'players': the players confirm it (the hub cannot see it). */
  readonly seenBy: 'hub' | 'players';
  /**
   * How often it counts in one game. 003 leaves it to the players; the hub's reading: a state reached
   * ("Du hast …", "Deine Bank ist voll …") and a feat of the game count once, "in einem Zug" once per
   * turn, "wenn du eine Pokémon-Karte spielst" for each Pokémon card played.
   */
  readonly times: 'once' | 'per-turn' | 'per-pokemon';
}

export const ACHIEVEMENTS = [
  { id: 'all-prizes', text: 'Nimm alle deine Preiskarten', points: 15, seenBy: 'hub', times: 'once' },
  { id: 'pokedex-entry', text: 'Lies den Pokédex-Eintrag laut vor, wenn du eine Pokémon-Karte spielst', points: 3, seenBy: 'players', times: 'per-pokemon' },
  { id: 'draw-more-than-ten', text: 'Ziehe mehr als zehn Karten in einem Zug', points: 5, seenBy: 'hub', times: 'per-turn' },
  { id: 'six-prizes-one-turn', text: 'Nimm sechs Preiskarten in einem Zug', points: 20, seenBy: 'hub', times: 'once' },
  { id: 'six-tools', text: 'Du hast sechs oder mehr Pokémon-Ausrüstungen im Spiel', points: 2, seenBy: 'hub', times: 'once' },
  { id: 'six-types', text: 'Du hast sechs verschiedene Pokémon-Typen im Spiel', points: 2, seenBy: 'hub', times: 'once' },
  { id: 'most-healed', text: 'Heile die meisten Schadenspunkte in einem Spiel', points: 1, seenBy: 'hub', times: 'once' },
  { id: 'most-damage', text: 'Füge die meisten Schadenspunkte in einem Spiel zu', points: 1, seenBy: 'hub', times: 'once' },
  { id: 'full-bench-evolved', text: 'Deine Bank ist voll und besteht nur aus Entwicklungs-Pokémon', points: 1, seenBy: 'hub', times: 'once' },
  { id: 'full-bench-basic', text: 'Deine Bank ist voll und besteht nur aus Basis-Pokémon', points: 1, seenBy: 'hub', times: 'once' },
  { id: 'lost-zone-five', text: 'Du hast fünf oder mehr Karten im Nirgendwo', points: 1, seenBy: 'hub', times: 'once' },
  { id: 'two-special-conditions', text: 'Füge dem Aktiven Pokémon deines Gegners mehr als einen Speziellen Zustand zu', points: 1, seenBy: 'hub', times: 'once' },
] as const satisfies readonly Achievement[];

export type AchievementId = (typeof ACHIEVEMENTS)[number]['id'];

/** First to this many achievement points wins (003 "Erfolge", Spielverlauf). */
export const ACHIEVEMENT_POINTS_TO_WIN = 100;

/**
 * What achievements change of any format they are played with: the first to 100 points wins; the last
 * Prize card earns points ("Nimm alle deine Preiskarten: 15 EP"), not the game. 003 changes no other way to win.
 */
export const ACHIEVEMENT_OVERRIDES = { achievementPointsToWin: ACHIEVEMENT_POINTS_TO_WIN, winConditions: { prizes: false } } as const satisfies FormatOverrides;

export const ERFOLGE: FormatDefinition = {
  ...STANDARD,
  id: 'erfolge',
  name: { de: 'Erfolge', en: 'Achievements' },
  ref: ERFOLGE_REF,
  overrides: ACHIEVEMENT_OVERRIDES,
  deck: { ...SIXTY_CARD_DECK, ref: ERFOLGE_REF },
  play: [
    {
      id: 'achievement-points',
      text: 'Der erste Spieler, der 100 Erfolgspunkte (EP) erspielt, gewinnt.',
      ref: ERFOLGE_REF,
      support: 'hub',
      by: 'src/achievements (the tally of src/formats/achievements.ts; the win through the DeclareFormatWin command)',
    },
    {
      id: 'prizes-do-not-win',
      text: 'Der erste Spieler, der alle sechs Preiskarten einsammelt, gewinnt nicht zwingend das Spiel.',
      ref: ERFOLGE_REF,
      support: 'engine',
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
/** The Team-Format core (src/game-kinds/team) keeps the turn and Prize ledger of the three fields; TeamService runs it at a table. */
const TEAM_HUB = 'src/team (TeamService and REST /api/team-games around the ledger of src/game-kinds/team: four seats, three fields, its own hash-chained log; the boards stay on paper)';
const teamHubRule = (id: string, text: string): PlayRule => ({ id, text, ref: TEAM_REF, support: 'hub', by: TEAM_HUB });

/** 003 "Team-Format": two against two with a central field; the handbook names the banned cards of Sun & Moon on, so Expanded. */
export const TEAM: FormatDefinition = {
  id: 'team',
  name: { de: 'Team-Format', en: 'Team format (2 vs 2)' },
  ref: TEAM_REF,
  profile: 'sv',
  overrides: {},
  deck: { ...EXPANDED.deck, banned: [...EXPANDED.deck.banned, ...TEAM_BANNED], ref: TEAM_REF },
  play: [
    teamHubRule('three-fields', 'Zwei Teams zu zwei Spielern spielen auf drei Spielfeldern, eines davon das zentrale.'),
    teamHubRule('per-field-limits', 'Es kann pro Zug und Spielfeld nur eine Unterstützerkarte, eine Stadionkarte und eine Energie gespielt werden.'),
    teamHubRule('shared-prizes', 'Alle verbleibenden Preiskarten eines Spielers zählen zu seinen Preiskarten, egal auf welchem Spielfeld sie liegen.'),
    teamRule('simultaneous-attacks', 'Alle drei Spielfelder führen ihre Attacken gleichzeitig aus.', 'simultaneous attacks on three fields'),
    teamHubRule('nine-of-twelve', 'Das erste Team, das erfolgreich neun seiner zwölf Preiskarten nimmt, gewinnt das Spiel.'),
    teamHubRule('no-extra-turns', 'Ein Effekt, der einen weiteren Zug verschaffen würde, wird nicht ausgeführt.'),
    teamHubRule('center-prizes-by-active-team', 'Wird ein Pokémon auf dem zentralen Spielfeld kampfunfähig gemacht, entscheidet das aktive Team, wer die Preiskarten aufnimmt; jeder nimmt nur seine eigenen.'),
    teamHubRule('empty-field-attack', 'Hat der Gegner auf einem Spielfeld keine Pokémon, nimmt eine Attacke mit mindestens 10 Schadenspunkten eine Preiskarte; Schadensmarken zählen nicht.'),
    teamHubRule('one-gx-vstar-per-field', 'Auf jedem Spielfeld kann nur eine GX-Attacke oder VSTAR-Power eingesetzt werden.'),
    teamHubRule('team-without-pokemon-loses', 'Wenn ein Team auf keinem der Spielfelder mehr ein Pokémon im Spiel hat, hat das Team verloren.'),
    teamHubRule('player-out', 'Wer nicht ziehen kann, scheidet aus; seine Karten verlassen sein Spielfeld, seine Karten auf dem zentralen Spielfeld bleiben.'),
  ],
  players: { min: 4, max: 4 },
  // Achievements count for a player against one opponent; a team's shared game has no such tally.
  achievementsCombinable: false,
};

const RAID_REF = formats('Raid-Format');
const GIOVANNI_REF = formats('Raid-Format (fortgesetzt), Giovanni-Format');
/** The raid engine (src/game-kinds/raid) runs the boss side; RaidService (src/raid) runs it at a table, with the hub's dice and its own log. */
const RAID_HUB = 'src/raid (RaidService and REST /api/raids around the raid engine of src/game-kinds/raid: the hub\'s dice, its own log)';
const raidRule = (id: string, text: string, ref = RAID_REF): PlayRule => ({ id, text, ref, support: 'hub', by: RAID_HUB });

const RAID_PLAY: readonly PlayRule[] = [
  {
    id: 'first-turn-free',
    text: 'Die Spieler sind immer zuerst dran und können während ihres ersten Zuges angreifen und Unterstützerkarten spielen.',
    ref: RAID_REF,
    support: 'engine',
  },
  {
    id: 'first-turn-evolve',
    text: 'Die Spieler können während ihres ersten Zuges Pokémon entwickeln.',
    ref: RAID_REF,
    support: 'engine',
  },
  raidRule('raid-deck', 'Das Raid-Deck zieht Spieler+1 Karten und spielt jede sofort: Energie an den Boss, Ausrüstung ersetzt die alte, Unterstützer wirken auf alle Spieler.'),
  raidRule('team-supporters', 'Die Spieler können als Team so viele Unterstützerkarten spielen, wie sie Spieler im Team haben.'),
  raidRule('random-attack', 'Kann das Raid-Pokémon mehrere Attacken einsetzen, wird gewürfelt.'),
  raidRule('full-contribution', 'Für jeden vollen Beitrag (10 Schadenspunkte je Spieler) kommt die oberste Karte des Raid-Decks ins Nirgendwo.'),
  raidRule('prizes-to-hand-on-ko', 'Wird das Aktive Pokémon eines Spielers kampfunfähig, nimmt er die Preiskarten selbst; ohne genug scheidet er aus.'),
  raidRule('exhaustion', 'Strapazenregel (optional): greift das Raid-Pokémon zwei Züge nicht an, setzt es eine zufällige Attacke ohne Energie ein.'),
];

/** 003 "Raid-Format": players against a raid boss (a V-UNION) and its raid deck; 2 to 4 players and the boss. */
export const RAID: FormatDefinition = {
  id: 'raid',
  name: { de: 'Raid-Format', en: 'Raid format' },
  ref: RAID_REF,
  profile: 'sv',
  // "Die Spieler … können während ihres ersten Zuges angreifen, Pokémon entwickeln und Unterstützerkarten spielen."
  // A Pokémon still does not evolve the turn it came into play: 003 lifts only the first-turn rule.
  overrides: { firstTurn: { mayAttack: true, maySupporter: true }, evolution: { notOnPlayersFirstTurn: false } },
  // 003 sets no card pool for the players' decks: they bring 60-card decks as in a normal game.
  deck: { ...SIXTY_CARD_DECK, ref: RAID_REF },
  play: RAID_PLAY,
  players: { min: 2, max: 4 },
  // The players win or lose together against the raid deck, which earns nothing.
  achievementsCombinable: false,
};

/** 003 "Giovanni-Format": the raid boss is a regular Active Pokémon with a full Bench of five. */
export const GIOVANNI: FormatDefinition = {
  ...RAID,
  id: 'giovanni',
  name: { de: 'Giovanni-Format', en: 'Giovanni format' },
  ref: GIOVANNI_REF,
  play: [
    ...RAID_PLAY,
    raidRule('boss-team', 'Sechs Raid-Bosse: ein zufälliges Aktives Pokémon, der Rest auf der Bank; Energie an das Aktive, bis es seine größte Attacke einsetzen kann.', GIOVANNI_REF),
    raidRule('ten-cards-knock-out', 'Das Aktive Raid-Pokémon wird kampfunfähig, wenn zehn Karten vom Raid-Deck ins Nirgendwo gelegt wurden.', GIOVANNI_REF),
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
  overrides: { deckSize: 40, prizeCount: 4, dittoMarkers: true },
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
      support: 'hub',
      by: 'src/draft (REST /api/drafts around booster-draft.ts: each player sees only their pack; decks registered from the picks)',
    },
  ],
  players: { min: 2, max: 4 },
};

export const ADVANCED_FORMATS: readonly FormatDefinition[] = [ERFOLGE, TEAM, RAID, GIOVANNI, GYM_LEADER_CHALLENGE, DITTO_DRAFT];
