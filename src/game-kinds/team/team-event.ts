import type { CardKind, Field, Seat, Team, TeamPlayer } from './team-state.js';

export type TeamEvent =
  | { readonly type: 'TeamGameStarted'; readonly gameId: string; readonly players: Readonly<Record<Seat, TeamPlayer>>; readonly first: Team }
  | { readonly type: 'CardPlayed'; readonly seat: Seat; readonly field: Field; readonly kind: CardKind }
  | { readonly type: 'FieldTurnEnded'; readonly field: Field; readonly reason: string }
  /** `forfeited`: earned, but the takers had no Prize cards left on this field. */
  | { readonly type: 'PrizesTaken'; readonly field: Field; readonly takers: readonly { readonly seat: Seat; readonly count: number }[]; readonly earned: number; readonly forfeited: number }
  | { readonly type: 'GxOrVstarUsed'; readonly seat: Seat; readonly field: Field }
  | { readonly type: 'FieldEmptinessReported'; readonly team: Team; readonly field: Field; readonly empty: boolean }
  | { readonly type: 'PlayerOut'; readonly seat: Seat }
  /** The active team chose whose discard pile, Lost Zone, hand or Prize cards a card on the center refers to. */
  | { readonly type: 'CenterChoiceMade'; readonly team: Team; readonly seat: Seat; readonly of: 'discard-pile' | 'lost-zone' | 'hand' | 'prize-cards'; readonly card: string }
  | { readonly type: 'TurnEnded'; readonly team: Team; readonly extraTurnSuppressed: boolean }
  | { readonly type: 'TeamWon'; readonly team: Team; readonly reason: string };
