/**
 * Where each rule is written: the rulebook file and the section heading as printed there.
 * A RuleViolation cites one of these, so a player or judge can look the rule up.
 */

export interface RuleRef {
  readonly file: string;
  readonly section: string;
}

export interface RuleViolation {
  readonly code: string;
  readonly message: string;
  readonly ref: RuleRef;
}

export const RULEBOOK = {
  sv: '000_0830806de1b6dc84.txt',
  swsh: '001_aaaa365f5ce01ede.txt',
  xy: '002_5e11dec26824557b.txt',
  formats: '003_8c2f2b3219c5ea3c.txt',
  classic: '004_ca7f782e9c57511b.txt',
} as const;

const sv = (section: string): RuleRef => ({ file: RULEBOOK.sv, section });
const swsh = (section: string): RuleRef => ({ file: RULEBOOK.swsh, section });
const xy = (section: string): RuleRef => ({ file: RULEBOOK.xy, section });
const classic = (section: string): RuleRef => ({ file: RULEBOOK.classic, section });
const formats = (section: string): RuleRef => ({ file: RULEBOOK.formats, section });

/** The sections the engine cites, per rulebook. A profile picks the set of its era. */
export interface RuleRefs {
  readonly setup: RuleRef;
  readonly mulligan: RuleRef;
  readonly turn: RuleRef;
  readonly draw: RuleRef;
  readonly bench: RuleRef;
  readonly evolve: RuleRef;
  readonly names: RuleRef;
  readonly energy: RuleRef;
  readonly trainers: RuleRef;
  readonly supporter: RuleRef;
  readonly stadium: RuleRef;
  readonly tool: RuleRef;
  readonly retreat: RuleRef;
  readonly attack: RuleRef;
  readonly attackDetails: RuleRef;
  readonly specialConditions: RuleRef;
  readonly checkup: RuleRef;
  readonly knockOut: RuleRef;
  readonly winning: RuleRef;
  readonly suddenDeath: RuleRef;
  readonly mega: RuleRef;
  readonly lostZone: RuleRef;
  readonly fossilTrainer: RuleRef;
  readonly hyperGear: RuleRef;
  readonly restored: RuleRef;
  readonly deckBuilding: RuleRef;
  readonly onceper: RuleRef;
  readonly vstar: RuleRef;
  readonly vUnion: RuleRef;
}

export const SV_REFS: RuleRefs = {
  setup: sv('Spielablauf'),
  mulligan: sv('Alles auf Anfang: Neustart im Detail'),
  turn: sv('Bestandteile eines Zuges'),
  draw: sv('Zugabfolge'),
  bench: sv('A) Lege Basis-Pokémon-Karten von deiner Hand auf deine Bank (beliebig viele)'),
  evolve: sv('B) Entwickle Pokémon (beliebig viele)'),
  names: sv('Was gehört zum Namen eines Pokémon?'),
  energy: sv('C) Lege eine Energiekarte an eins deiner Pokémon an (einmal pro Zug)'),
  trainers: sv('D) Spiele Trainerkarten'),
  supporter: sv('D) Spiele Trainerkarten'),
  stadium: sv('D) Spiele Trainerkarten'),
  tool: sv('D) Spiele Trainerkarten'),
  retreat: sv('E) Ziehe dein Aktives Pokémon zurück (einmal pro Zug)'),
  attack: sv('A) Prüfe die an dein Aktives Pokémon angelegte Energie'),
  attackDetails: sv('Angreifen im Detail'),
  specialConditions: sv('Spezielle Zustände'),
  checkup: sv('4) Pokémon-Check'),
  knockOut: sv('C) Lege Schadensmarken auf das Aktive Pokémon deines Gegners'),
  winning: sv('Spielablauf'),
  suddenDeath: sv('Was geschieht, falls beide Spieler gleichzeitig gewinnen?'),
  mega: sv('Anhang 23: Mega-Entwicklungs-Pokémon'),
  lostZone: sv('Anhang 4: Nirgendwo'),
  fossilTrainer: sv('Anhang 15: Seltenes Fossil und Unbekanntes Fossil'),
  hyperGear: sv('Anhang 21: Team Flare-Superzubehör'),
  restored: sv('Anhang 26: Erweckt-Pokémon'),
  deckBuilding: sv('Zusammenstellen von Decks'),
  onceper: sv('Anhang 16: Pokémon-GX'),
  vstar: sv('Anhang 6: Pokémon-VSTAR'),
  vUnion: sv('Anhang 7: Pokémon-V-UNION'),
};

export const SWSH_REFS: RuleRefs = {
  setup: swsh('Pelin aloittaminen'),
  mulligan: swsh('Mulligan yksityiskohtaisesti'),
  turn: swsh('Vuoron vaiheet'),
  draw: swsh('Mitä vuoron eri vaiheissa voi tehdä'),
  bench: swsh('Mitä vuoron eri vaiheissa voi tehdä'),
  evolve: swsh('Mitä vuoron eri vaiheissa voi tehdä'),
  names: swsh('Mitkä asiat lasketaan kuuluvaksi Pokémonin nimeen?'),
  energy: swsh('Mitä vuoron eri vaiheissa voi tehdä'),
  trainers: swsh('Mitä vuoron eri vaiheissa voi tehdä'),
  supporter: swsh('Mitä vuoron eri vaiheissa voi tehdä'),
  stadium: swsh('Stadium-kortteihin liittyy muutama erityissääntö:'),
  tool: swsh('Termistö'),
  retreat: swsh('Mitä vuoron eri vaiheissa voi tehdä'),
  attack: swsh('Mitä vuoron eri vaiheissa voi tehdä'),
  attackDetails: swsh('Hyökkäyksen vaiheet yksityiskohtaisesti'),
  specialConditions: swsh('Special Conditionit'),
  checkup: swsh('4. Pokémon Checkup'),
  knockOut: swsh('Mitä vuoron eri vaiheissa voi tehdä'),
  winning: swsh('Miten peli voitetaan?'),
  suddenDeath: swsh('Mitä jos molemmat pelaajat voittavat yhtä aikaa?'),
  mega: swsh('Liite Q: Mega Evolution -Pokémonit'),
  lostZone: swsh('Termistö'),
  fossilTrainer: swsh('Liite I: Rare Fossil ja Unidentified Fossil'),
  hyperGear: swsh('Liite O: Team Flare Hyper Gear'),
  restored: swsh('Liite T: Restored-Pokémonit'),
  deckBuilding: swsh('Pakanrakennus'),
  onceper: swsh('Liite J: Pokémon-GX-kortit'),
  vstar: sv('Anhang 6: Pokémon-VSTAR'),
  vUnion: swsh('Liite A: Pokémon V-UNION'),
};

export const XY_REFS: RuleRefs = {
  setup: xy('HOW TO START A GAME'),
  mulligan: xy('FULL DETAILS OF TAKING A MULLIGAN'),
  turn: xy('PARTS OF A TURN'),
  draw: xy('TURN ACTIONS'),
  bench: xy('TURN ACTIONS'),
  evolve: xy('TURN ACTIONS'),
  names: xy("WHAT DOES AND DOESN'T COUNT FOR A POKÉMON'S NAME?"),
  energy: xy('TURN ACTIONS'),
  trainers: xy('TURN ACTIONS'),
  supporter: xy('TURN ACTIONS'),
  stadium: xy('TURN ACTIONS'),
  tool: xy('GLOSSARY'),
  retreat: xy('TURN ACTIONS'),
  attack: xy('TURN ACTIONS'),
  attackDetails: xy('FULL DETAILS OF ATTACKING'),
  specialConditions: xy('SPECIAL CONDITIONS'),
  checkup: xy('4 BETWEEN TURNS STEP'),
  knockOut: xy('TURN ACTIONS'),
  winning: xy('WINNING THE GAME'),
  suddenDeath: xy('WHAT IF BOTH PLAYERS WIN AT THE SAME TIME?'),
  // 002 has no Mega section; the SV rulebook's appendix states the rule for every era.
  mega: sv('Anhang 23: Mega-Entwicklungs-Pokémon'),
  lostZone: xy('GLOSSARY'),
  fossilTrainer: xy('GLOSSARY'),
  // 002 has no Team Flare section.
  hyperGear: sv('Anhang 21: Team Flare-Superzubehör'),
  restored: xy('APPENDIX B: RESTORED POKÉMON'),
  deckBuilding: xy('DECK BUILDING'),
  onceper: sv('Anhang 16: Pokémon-GX'),
  vstar: sv('Anhang 6: Pokémon-VSTAR'),
  vUnion: sv('Anhang 7: Pokémon-V-UNION'),
};

export const CLASSIC_REFS: RuleRefs = {
  setup: classic('Starting the Games'),
  mulligan: classic('Starting the Games'),
  turn: classic('What Can You Do During Your Turn?'),
  draw: classic('What Can You Do During Your Turn?'),
  bench: classic('What Can You Do During Your Turn?'),
  evolve: classic('What Can You Do During Your Turn?'),
  names: classic('What Can You Do During Your Turn?'),
  energy: classic('What Can You Do During Your Turn?'),
  trainers: classic('What Can You Do During Your Turn?'),
  supporter: classic('What Can You Do During Your Turn?'),
  stadium: classic('What Can You Do During Your Turn?'),
  tool: classic('What Can You Do During Your Turn?'),
  retreat: classic('What Can You Do During Your Turn?'),
  attack: classic('What Can You Do During Your Turn?'),
  attackDetails: classic('What Can You Do During Your Turn?'),
  specialConditions: classic('How Does Sleep, Confused, Paralysis, Poisoned Work?'),
  checkup: classic('What Happens After Each Players Turn?'),
  knockOut: classic('What Can You Do During Your Turn?'),
  winning: classic('How to Win'),
  suddenDeath: xy('WHAT IF BOTH PLAYERS WIN AT THE SAME TIME?'),
  mega: sv('Anhang 23: Mega-Entwicklungs-Pokémon'),
  // 004 names no card played as a Pokémon (Clefairy Doll, Mysterious Fossil): their own text rules.
  lostZone: sv('Anhang 4: Nirgendwo'),
  fossilTrainer: sv('Anhang 15: Seltenes Fossil und Unbekanntes Fossil'),
  hyperGear: sv('Anhang 21: Team Flare-Superzubehör'),
  restored: xy('APPENDIX B: RESTORED POKÉMON'),
  deckBuilding: classic('Starting the Games'),
  onceper: sv('Anhang 16: Pokémon-GX'),
  vstar: sv('Anhang 6: Pokémon-VSTAR'),
  vUnion: sv('Anhang 7: Pokémon-V-UNION'),
};

const MENU_PLAY = formats('Menü der Beschränkungen, Optionen für Einschränkungen beim Spielen');

/** The sections of 003 (alternative formats) that state the rules a format changes; each hook has one source. */
export const FORMAT_REFS = {
  noSpecialConditions: formats('Multi-Level (Lernen & Los)'),
  basicBattle: formats('Basiskampf'),
  packBattle: formats('Packkampf'),
  itemsPerTurn: MENU_PLAY,
  severalStadiums: MENU_PLAY,
  chooseStartingPokemon: MENU_PLAY,
  evolveWhenPlayed: MENU_PLAY,
  faceDownRainbowEnergy: MENU_PLAY,
  openHands: MENU_PLAY,
  dittoMarker: formats('Ditto-Draft (fortgesetzt)'),
  lastPrizeDoesNotWin: formats('Erfolge, Spielverlauf'),
} as const satisfies Record<string, RuleRef>;

/** 000's and 001's answers to what "up to X" and "any amount" let a player choose (`RuleProfile.upTo`). */
export const UP_TO_REF: RuleRef = sv('Was ist der Unterschied zwischen „bis zu“ und „beliebig viele“?');
export const UP_TO_SWSH_REF: RuleRef = swsh('Mitä eroa on sanamuodoilla "up to" ja "any amount"?');

/**
 * The tournament rules a judge's correction follows, outside the five rulebooks: the Play! Pokémon
 * Tournament Rules Handbook (play.pokemon.com, English version of 30 September 2021, the newest
 * whose text was found), whose section 7 holds the penalties (src/league/README.md says what could
 * be checked of it).
 */
export const TOURNAMENT_REFS = {
  prizeCardPenalty: { file: 'Play! Pokémon Tournament Rules Handbook (2021-09-30)', section: '7. Rules Violations & Penalties' },
  doublePrizeCard: { file: 'Play! Pokémon TCG Penalty Guidelines (2018-04-19)', section: '7.3. Double Prize Card' },
  quadPrizeCard: { file: 'Play! Pokémon TCG Penalty Guidelines (2018-04-19)', section: '7.4. Quad Prize Card' },
} as const satisfies Record<string, RuleRef>;
