import type { GameKind } from '../game-host/game-kind.js';
import type { CardAliases } from './card-aliases.js';
import { judgeReasonsFor } from './judge-reasons.js';
import type { EngineCommand, EngineEvent, EngineState, RulesEngine, ViewedEvent, Viewer } from './rules-engine.port.js';

/**
 * A Pokémon TCG match (src/rules, behind the rules-engine port) as a game kind of the hub. Players
 * and spectators see the cards that are not their own by the match's aliases (card-aliases.ts), and
 * a judge's reason only where judge-reasons.ts lets them.
 */
export function matchKind(engine: RulesEngine, aliasesOf: (matchId: string) => CardAliases): GameKind<EngineState, EngineCommand, EngineEvent, unknown, Viewer, ViewedEvent> {
  return {
    name: 'match',
    initial: engine.initialState,
    decide: (state, command) => engine.decide(state, command),
    evolve: (state, event) => engine.evolve(state, event),
    isFinished: (state) => engine.isFinished(state),
    viewFor: (state, viewer, matchId) => engine.viewFor(state, viewer, (uid) => aliasesOf(matchId).alias(uid)),
    eventsFor: (state, events, viewer, matchId) => judgeReasonsFor(engine.eventsFor(state, events, viewer, (uid) => aliasesOf(matchId).alias(uid)), viewer),
  };
}
