import { Injectable } from '@nestjs/common';
import { HubEventBus } from '../kernel/hub-events.js';
import type { LeagueReaders } from './league.ports.js';

/**
 * Cards read on any zone reader of the hub, for deck checks: a tag that carries its card id (as the
 * enrolment station writes them). A tag without one, several tags at once or an unreadable one is
 * not a card the check can count; the judge reads it again alone.
 */
@Injectable()
export class LeagueReadersAdapter implements LeagueReaders {
  constructor(private readonly events: HubEventBus) {}

  onCardRead(listener: (tableId: string, uid: string, cardId: string) => void): () => void {
    return this.events.on('reader.event', (event) => {
      if (event.type === 'reading' && event.reading.kind === 'present' && event.reading.cardId !== undefined) listener(event.tableId, event.reading.uid, event.reading.cardId);
    });
  }
}
