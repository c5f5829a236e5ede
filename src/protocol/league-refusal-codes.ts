/**
 * Why the hub refuses a league action (src/league, and a deck registration for an event in src/decks): sent with
 * the REST error as `reason`, beside the error's `code` (the HTTP kind) and its English `message`, with `params`
 * for the names and numbers. A page words each in its reader's language; a spec holds every code to a string.
 */
export const LEAGUE_REFUSAL_CODES = [
  'event-not-found',
  'event-closed',
  'format-unknown',
  'table-not-found',
  'table-listed-twice',
  'player-not-found',
  'play-id-registered',
  'entries-closed',
  'deck-registered-already',
  'deck-refused',
  'dropped-already',
  'paired-drop-instead',
  'penalty-drop-instead',
  'deck-check-drop-instead',
  'round-not-over',
  'swiss-over',
  'two-players-needed',
  'pairings-import-invalid',
  'pair-round-first',
  'round-started-already',
  'games-still-running',
  'no-round-running',
  'no-running-match-at-table',
  'clock-paused-already',
  'clock-running',
  'time-called',
  'no-match-at-table',
  'match-over',
  'result-recorded',
  'no-result-to-propose',
  'name-the-outcome',
  'results-missing',
  'both-seat-codes',
  'own-seat-code',
  'judge-or-organiser',
  'no-deck-to-check',
  'deck-check-open',
  'no-deck-check-open',
  'deck-check-table-game',
  'deck-check-table-busy',
  'penalty-game-over',
  'penalty-refused-by-rules',
] as const;

export type LeagueRefusalCode = (typeof LEAGUE_REFUSAL_CODES)[number];

/** The names and numbers a refusal is worded with. */
export type RefusalParams = Readonly<Record<string, string | number>>;
