import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import { CatalogueService } from '../catalogue/catalogue.service.js';
import { formatById } from '../formats/format-registry.js';
import type { FormatDefinition } from '../formats/format-definition.js';
import { LOGGER, type Logger } from '../logging/logger.js';
import type { MatchRecord } from '../match-log/match-log.port.js';
import { MATCH_LOG } from '../match-log/match-log.tokens.js';
import { HubError } from '../kernel/hub-error.js';
import { catalogueLegality, catalogueLookup } from './catalogue-lookup.js';
import { exportDeckList, parseDeckList, type DeckListLine, type DeckListProblem } from './deck-list.js';
import { DeckRegistry, type DeckRegistration } from './deck-registry.js';
import type { ExportDeck, RegisterDeck } from './deck.schema.js';
import type { MatchLookup } from './decks.tokens.js';
import { validateLevelStep, type MultiLevel } from './level-step.js';
import type { DeckProblem } from './deck-problem.js';
import { validateDeck } from './validate-deck.js';

export interface DeckCheck {
  readonly format: string;
  readonly cards: readonly DeckListLine[];
  readonly listProblems: readonly DeckListProblem[];
  /** The previous level's list, where one was given: its unresolved lines. */
  readonly previousListProblems?: readonly DeckListProblem[];
  readonly deckProblems: readonly DeckProblem[];
  /** Every line resolved and no rule broken. */
  readonly legal: boolean;
}

/** Deck lists: parse and resolve against the catalogue, validate for a format, register for a match or an event. */
@Injectable()
export class DecksService implements OnModuleInit {
  private readonly log: Logger;

  constructor(
    private readonly registry: DeckRegistry,
    @Inject(LOGGER) logger: Logger,
    private readonly catalogue: CatalogueService,
    @Inject(MATCH_LOG) private readonly matches: MatchLookup,
  ) {
    this.log = logger.child({ component: 'decks' });
  }

  onModuleInit(): void {
    this.registry.open();
  }

  parse(list: string): { cards: readonly DeckListLine[]; problems: readonly DeckListProblem[] } {
    const { lines, problems } = parseDeckList(list, catalogueLookup(this.catalogue));
    return { cards: lines, problems };
  }

  /**
   * `previous`: the list of the Multi-Level level before; `booster`: the opened booster's list, where the deck is
   * built from one (003 "Packkampf"). Its unresolved lines count among the list's problems.
   */
  check(list: string, formatId: string, extra: { previous?: string | undefined; booster?: string | undefined } = {}): DeckCheck {
    const format = this.format(formatId);
    const lookup = catalogueLookup(this.catalogue);
    const { lines, problems } = parseDeckList(list, lookup);
    const previousList = extra.previous;
    if (previousList === undefined) {
      if (extra.booster !== undefined && !format.deck.booster) throw new HubError('invalid-message', `a booster list belongs to a deck built from a booster (Packkampf), not ${format.id}`);
      const booster = extra.booster === undefined ? undefined : parseDeckList(extra.booster, lookup);
      const listProblems = [...problems, ...(booster?.problems ?? [])];
      const deckProblems = validateDeck(lines, format, { ...catalogueLegality(this.catalogue), ...(booster && { booster: booster.lines }) });
      return { format: format.id, cards: lines, listProblems, deckProblems, legal: listProblems.length === 0 && deckProblems.length === 0 };
    }
    const level = Number(/^multi-level-([2-6])$/.exec(format.id)?.[1]);
    if (!level) throw new HubError('invalid-message', `a previous list belongs to Multi-Level levels 2 to 6, not ${format.id}`);
    const previous = parseDeckList(previousList, lookup);
    const deckProblems = validateLevelStep(previous.lines, lines, level as MultiLevel);
    const legal = problems.length === 0 && previous.problems.length === 0 && deckProblems.length === 0;
    return { format: format.id, cards: lines, listProblems: problems, previousListProblems: previous.problems, deckProblems, legal };
  }

  export(deck: ExportDeck): string {
    const cards = deck.cards.map(({ id, count }) => {
      const card = this.catalogue.get(id);
      if (!card) throw new HubError('not-found', `no card "${id}" in the catalogue`);
      return { card, count };
    });
    return exportDeckList(cards, catalogueLookup(this.catalogue));
  }

  /** Registers a legal deck; a list with unresolved lines or broken rules is refused with every problem named. */
  register(input: RegisterDeck): DeckRegistration {
    const formatId = input.scope === 'match' ? this.matchFormat(input.scopeId, input.format) : input.format;
    if (formatId === undefined) throw new HubError('invalid-message', 'an event registration needs its format');
    const check = this.check(input.list, formatId, { booster: input.booster });
    if (!check.legal) {
      const lines = check.listProblems.map((p) => `line ${p.line} "${p.text}": ${p.reason}`);
      const rules = check.deckProblems.map((p) => `${p.message} (${p.ref.file}, "${p.ref.section}")`);
      // A league page words the reason; its own deck check (POST /api/decks/validate) shows each problem.
      throw new HubError('invalid-message', `the deck cannot be registered for ${check.format}: ${[...lines, ...rules].join('; ')}`, { code: 'deck-refused', params: { format: check.format } });
    }
    const registration = this.registry.add({
      scope: input.scope,
      scopeId: input.scopeId,
      player: input.player,
      format: check.format,
      list: input.list,
      cards: check.cards.map((l) => ({ id: l.card.id, count: l.count })),
      registeredAt: new Date().toISOString(),
    });
    if (!registration) throw new HubError('conflict', `${input.player} has already registered a deck for ${input.scope} "${input.scopeId}"`, { code: 'deck-registered-already', params: { player: input.player } });
    this.log.info({ registration: registration.id, scope: input.scope, scopeId: input.scopeId, player: input.player, format: check.format }, 'deck registered');
    return registration;
  }

  /**
   * A player registers their own deck with their seat: only for the match their seat code opens (the
   * latest at that table), and only under the name that match gives the seat, so nobody registers in
   * someone else's name first.
   */
  registerForSeat(input: RegisterDeck, seat: { readonly table: string; readonly seat: 'p1' | 'p2' }): DeckRegistration {
    if (input.scope !== 'match') throw new HubError('forbidden', 'an event\'s decks are registered by the organiser (admin token)');
    const match = this.matches.getMatch(input.scopeId);
    if (!match) throw new HubError('no-match', `no match "${input.scopeId}" in the log`);
    const latest = this.matches.listMatches({ tableId: seat.table }).reduce<MatchRecord | undefined>((a, b) => (a === undefined || b.startedAt > a.startedAt ? b : a), undefined);
    if (match.tableId !== seat.table || latest?.matchId !== match.matchId) {
      throw new HubError('forbidden', `your seat code is for the match now at table "${seat.table}", not match "${input.scopeId}"`);
    }
    const started = this.matches.read<{ type: string; players?: readonly [string, string] }>(match.matchId, 1).find((row) => row.event.type === 'MatchStarted');
    const name = started?.event.players?.[seat.seat === 'p1' ? 0 : 1];
    if (name !== input.player) throw new HubError('forbidden', `your seat ${seat.seat} plays as "${name ?? '?'}" in this match, not "${input.player}"`);
    return this.register(input);
  }

  /** The organiser withdraws a registration (made in error, or in someone else's name). */
  withdraw(id: number): void {
    if (!this.registry.remove(id)) throw new HubError('not-found', `no deck registration ${id}`);
    this.log.info({ registration: id }, 'deck registration withdrawn');
  }

  registrations(scope: 'match' | 'event', scopeId: string): DeckRegistration[] {
    return this.registry.list(scope, scopeId);
  }

  registration(id: number): DeckRegistration & { export: string } {
    const found = this.registry.get(id);
    if (!found) throw new HubError('not-found', `no deck registration ${id}`);
    return { ...found, export: this.export({ cards: found.cards.map((c) => ({ ...c })) }) };
  }

  private matchFormat(matchId: string, requested: string | undefined): string {
    const match = this.matches.getMatch(matchId);
    if (!match) throw new HubError('no-match', `no match "${matchId}" in the log`);
    if (requested !== undefined && requested !== match.format) {
      throw new HubError('invalid-message', `match "${matchId}" is played in ${match.format}, not ${requested}`);
    }
    return match.format;
  }

  private format(id: string): FormatDefinition {
    const format = formatById(id);
    if (!format) throw new HubError('not-found', `no format "${id}"`);
    return format;
  }
}
