import { Injectable } from '@nestjs/common';
import { CatalogueSetsService } from '../catalogue-sets/catalogue-sets.service.js';
import { DraftService } from '../draft/draft.service.js';
import { EnrolmentService } from '../enrolment/enrolment.service.js';
import { HealthReporter } from '../health/health-report.js';
import { HubEventBus, type HubEventMap, type HubEventName } from '../kernel/hub-events.js';
import { LeagueService } from '../league/league.service.js';
import { TablesService } from '../matches/tables.service.js';
import { MiniGamesService } from '../minigames/minigames.service.js';
import type { LiveState, LiveTopic, LiveTopicRef } from '../protocol/index.js';
import { RaidService } from '../raid/raid.service.js';
import { StoreViewService } from '../store/store-view.service.js';
import { TeamService } from '../team/team.service.js';

interface Services {
  readonly raids: RaidService;
  readonly teams: TeamService;
  readonly drafts: DraftService;
  readonly minigames: MiniGamesService;
  readonly tables: TablesService;
  readonly store: StoreViewService;
  readonly league: LeagueService;
  readonly health: HealthReporter;
  readonly enrolment: EnrolmentService;
  readonly catalogueSets: CatalogueSetsService;
}

interface TopicSource<N extends HubEventName> {
  /** What the topic's REST GET answers (to anyone: every one of these GETs is public, /health included). */
  readonly read: (services: Services, key: string) => unknown;
  /** The hub event that changes it. */
  readonly changedBy: N;
  /** Which of those events change it (the game host announces every kind of game as one event); all when absent. */
  when?(payload: HubEventMap[N]): boolean;
  /** The game the event names; none for a list topic, which every such event changes. */
  keyOf?(payload: HubEventMap[N]): string;
}

const source = <N extends HubEventName>(s: TopicSource<N>): TopicSource<N> => s;

/**
 * Every live page the hub pushes over the WebSocket instead of being polled: which REST GET it
 * mirrors (so a watcher sees exactly what that GET shows them, never more) and which hub event
 * changes it. A new live page is one line here, one topic name in src/protocol, one emit in its service.
 */
const TOPICS: { readonly [T in LiveTopic]: TopicSource<HubEventName> } = {
  // GET /api/raids/:raidId, GET /api/raids
  raid: source({ read: (s, key) => s.raids.get(key), changedBy: 'game.changed', when: (e) => e.kind === 'raid', keyOf: (e) => e.gameId }),
  raids: source({ read: (s) => s.raids.list(), changedBy: 'game.changed', when: (e) => e.kind === 'raid' }),
  // GET /api/team-games/:gameId, GET /api/team-games
  'team-game': source({ read: (s, key) => s.teams.get(key), changedBy: 'game.changed', when: (e) => e.kind === 'team', keyOf: (e) => e.gameId }),
  'team-games': source({ read: (s) => s.teams.list(), changedBy: 'game.changed', when: (e) => e.kind === 'team' }),
  // GET /api/drafts/:id, GET /api/drafts: seats and who has picked, never a card
  draft: source({ read: (s, key) => s.drafts.status(key), changedBy: 'draft.changed', keyOf: (e) => e.draftId }),
  drafts: source({ read: (s) => s.drafts.list(), changedBy: 'draft.changed' }),
  // GET /api/minigames/:id
  minigame: source({ read: (s, key) => s.minigames.view(key), changedBy: 'minigame.changed', keyOf: (e) => e.gameId }),
  // GET /api/tables
  tables: source({ read: (s) => s.tables.list(), changedBy: 'tables.changed' }),
  // GET /api/store/tables: every table of the store, whichever hub serves it
  'store-tables': source({ read: (s) => s.store.list(), changedBy: 'store.changed' }),
  // GET /api/league/events/:id: pairings, clock, extra turns, standings; never a deck list or a code
  'league-event': source({ read: (s, key) => s.league.view(key, 'public'), changedBy: 'league.changed', keyOf: (e) => e.eventId }),
  // GET /health: readers, zone boards, coin flippers, the broker, the database
  health: source({ read: (s) => s.health.report(), changedBy: 'health.changed' }),
  // GET /api/enrolment/readers: the PC/SC readers and the tag on each
  'enrolment-readers': source({ read: (s) => s.enrolment.readers(), changedBy: 'health.changed', when: (e) => e.key === 'pcsc' }),
  // GET /api/catalogue/freshness: the catalogue's newest set and a newer one its source offers
  'catalogue-freshness': source({ read: (s) => s.catalogueSets.freshness(), changedBy: 'catalogue.changed' }),
} as const;

/** The live topics' states and their changes, for the gateway to push. */
@Injectable()
export class LiveTopics {
  private readonly services: Services;

  constructor(
    raids: RaidService,
    teams: TeamService,
    drafts: DraftService,
    minigames: MiniGamesService,
    tables: TablesService,
    store: StoreViewService,
    league: LeagueService,
    health: HealthReporter,
    enrolment: EnrolmentService,
    private readonly events: HubEventBus,
    catalogueSets: CatalogueSetsService,
  ) {
    this.services = { raids, teams, drafts, minigames, tables, store, league, health, enrolment, catalogueSets };
  }

  /**
   * The topic's state now, as its GET answers it; a game that does not exist is `not-found`, as there.
   * The protocol's schema has checked that a game topic comes with its key. Typed as the GET's schema
   * (LIVE_STATE_SCHEMAS), which its route declares too (@Answers); the services' own types are readonly.
   */
  read(ref: LiveTopicRef): LiveState<LiveTopic> {
    return TOPICS[ref.topic].read(this.services, ref.key ?? '') as LiveState<LiveTopic>;
  }

  /** Calls `changed` with each topic a hub event changed; the returned function unsubscribes. */
  onChange(changed: (ref: LiveTopicRef) => void): () => void {
    const offs = (Object.keys(TOPICS) as LiveTopic[]).map((topic) => {
      const entry = TOPICS[topic];
      return this.events.on(entry.changedBy, (payload) => {
        if (entry.when?.(payload) === false) return;
        changed(entry.keyOf === undefined ? { topic } : { topic, key: entry.keyOf(payload) });
      });
    });
    return () => {
      for (const off of offs) off();
    };
  }
}
