/**
 * What each section the engine cites is about (`ruleSection.<topic>` in the translation files), keyed by its
 * heading as printed: a reader whose language is not the book's is told the section's subject in their own
 * words, not a German or Finnish heading. Headings of one subject in different books share a topic.
 */
const TOPIC_OF_HEADING: Readonly<Record<string, string>> = {
  // 000, Scarlet & Violet (German)
  Spielablauf: 'howToPlay',
  'Alles auf Anfang: Neustart im Detail': 'mulligan',
  'Bestandteile eines Zuges': 'turnParts',
  Zugabfolge: 'turnSequence',
  'A) Lege Basis-Pokémon-Karten von deiner Hand auf deine Bank (beliebig viele)': 'bench',
  'B) Entwickle Pokémon (beliebig viele)': 'evolve',
  'Was gehört zum Namen eines Pokémon?': 'names',
  'C) Lege eine Energiekarte an eins deiner Pokémon an (einmal pro Zug)': 'energy',
  'D) Spiele Trainerkarten': 'trainers',
  'E) Ziehe dein Aktives Pokémon zurück (einmal pro Zug)': 'retreat',
  'A) Prüfe die an dein Aktives Pokémon angelegte Energie': 'attackEnergy',
  'Angreifen im Detail': 'attackDetails',
  'Spezielle Zustände': 'specialConditions',
  '4) Pokémon-Check': 'checkup',
  'C) Lege Schadensmarken auf das Aktive Pokémon deines Gegners': 'damage',
  'Was geschieht, falls beide Spieler gleichzeitig gewinnen?': 'bothWin',
  'Was ist der Unterschied zwischen „bis zu“ und „beliebig viele“?': 'upTo',
  'Zusammenstellen von Decks': 'deckBuilding',
  'Anhang 4: Nirgendwo': 'lostZone',
  'Anhang 5: Strahlende Pokémon': 'radiant',
  'Anhang 6: Pokémon-VSTAR': 'vstar',
  'Anhang 7: Pokémon-V-UNION': 'vUnion',
  'Anhang 14: Prisma-Stern-Karten': 'prismStar',
  'Anhang 15: Seltenes Fossil und Unbekanntes Fossil': 'fossil',
  'Anhang 16: Pokémon-GX': 'gx',
  'Anhang 21: Team Flare-Superzubehör': 'hyperGear',
  'Anhang 23: Mega-Entwicklungs-Pokémon': 'mega',
  'Anhang 25: ASS-KLASSE-Trainerkarten': 'aceSpec',
  'Anhang 26: Erweckt-Pokémon': 'restored',
  // 001, Sword & Shield (Finnish)
  'Pelin aloittaminen': 'setup',
  'Mulligan yksityiskohtaisesti': 'mulligan',
  'Vuoron vaiheet': 'turnParts',
  'Mitä vuoron eri vaiheissa voi tehdä': 'turnActions',
  'Mitkä asiat lasketaan kuuluvaksi Pokémonin nimeen?': 'names',
  'Stadium-kortteihin liittyy muutama erityissääntö:': 'stadium',
  Termistö: 'glossary',
  'Hyökkäyksen vaiheet yksityiskohtaisesti': 'attackDetails',
  'Special Conditionit': 'specialConditions',
  '4. Pokémon Checkup': 'checkup',
  'Miten peli voitetaan?': 'winning',
  'Mitä jos molemmat pelaajat voittavat yhtä aikaa?': 'bothWin',
  'Mitä eroa on sanamuodoilla "up to" ja "any amount"?': 'upTo',
  Pakanrakennus: 'deckBuilding',
  'Liite A: Pokémon V-UNION': 'vUnion',
  'Liite I: Rare Fossil ja Unidentified Fossil': 'fossil',
  'Liite J: Pokémon-GX-kortit': 'gx',
  'Liite O: Team Flare Hyper Gear': 'hyperGear',
  'Liite Q: Mega Evolution -Pokémonit': 'mega',
  'Liite T: Restored-Pokémonit': 'restored',
  // 002, XY (English)
  'HOW TO START A GAME': 'setup',
  'FULL DETAILS OF TAKING A MULLIGAN': 'mulligan',
  'PARTS OF A TURN': 'turnParts',
  'TURN ACTIONS': 'turnActions',
  "WHAT DOES AND DOESN'T COUNT FOR A POKÉMON'S NAME?": 'names',
  GLOSSARY: 'glossary',
  'FULL DETAILS OF ATTACKING': 'attackDetails',
  'SPECIAL CONDITIONS': 'specialConditions',
  '4 BETWEEN TURNS STEP': 'checkup',
  'WINNING THE GAME': 'winning',
  'WHAT IF BOTH PLAYERS WIN AT THE SAME TIME?': 'bothWin',
  'APPENDIX B: RESTORED POKÉMON': 'restored',
  'DECK BUILDING': 'deckBuilding',
  // 004, Base Set (English)
  'Starting the Games': 'setup',
  'What Can You Do During Your Turn?': 'turnActions',
  'How Does Sleep, Confused, Paralysis, Poisoned Work?': 'specialConditions',
  'What Happens After Each Players Turn?': 'checkup',
  'How to Win': 'winning',
  'What Do You Need To Play?': 'needToPlay',
  // 003, alternative formats (German): a heading names its format first ("Raid-Format (fortgesetzt), Vorbereitung")
  'Multi-Level (Lernen & Los)': 'multiLevel',
  Basiskampf: 'basicBattle',
  Packkampf: 'packBattle',
  'Menü der Beschränkungen': 'restrictions',
  'Ditto-Draft': 'dittoDraft',
  Erfolge: 'achievements',
  'Raid-Format': 'raid',
  'Team-Format': 'team',
  'Arenaleiter-Herausforderung': 'gymLeader',
  // play.pokemon.com and the Tournament Rules Handbook (English)
  'Play! Pokémon Standard and Expanded format rotation': 'rotation',
  'Play! Pokémon Expanded banned list': 'bannedList',
  '7. Rules Violations & Penalties': 'penalties',
};

/** The topic of a printed heading, or of the format a composite 003 heading opens with; null when unknown. */
export function sectionTopic(heading: string): string | null {
  const format = heading.split(', ')[0]?.replace(/ \(fortgesetzt\)$/, '') ?? heading;
  return TOPIC_OF_HEADING[heading] ?? TOPIC_OF_HEADING[format] ?? null;
}
