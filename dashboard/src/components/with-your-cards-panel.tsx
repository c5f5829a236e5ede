import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { FeedEvent } from '@protocol';
import type { GameView, Seat } from '../game/game-view.js';
import type { LogWords } from '../game/battle-log.js';
import type { CardBook } from '../game/card-book.js';
import { saidInEnglish } from '../game/text-in-english.js';
import { useLogWords } from '../game/use-log-words.js';
import { actsShown, doneIn, keptActs, paperActs, type Done, type KeptActs, type PaperAct } from '../game/with-your-cards.js';

/**
 * "Now, with your cards": after the latest events, what the players do with the paper cards (take a
 * Prize card, discard the Knocked Out Pokémon …), for `seats` (a seated tablet) or for both players, in `match`.
 * The next events replace it (not the Prize cards to set out, which stay until Done: `keptActs`), a tap dismisses it;
 * the events a page loads with ask nothing.
 */
export function WithYourCardsPanel({ match, events, view, seats }: { match: string | null; events: readonly FeedEvent[]; view: GameView | null; seats: readonly Seat[] | null }) {
  const { t, i18n } = useTranslation();
  const { words, book } = useLogWords(view, events);
  const latest = useLatestEvents(match, events);
  const [done, setDone] = useState<Done | null>(null);
  const acts = paperActs(latest, (id) => book.owner(id)).filter((a) => seats === null || seats.includes(a.player));
  const last = latest.at(-1)?.seq ?? null;
  const kept = useRef<KeptActs>({ match, acts: [] });
  kept.current = keptActs(kept.current, match, acts, done);
  const shown = actsShown(kept.current.acts, last === doneIn(done, match) ? [] : acts);
  if (shown.length === 0) return null;
  return (
    <section className="panel with-your-cards" role="status" aria-labelledby="with-your-cards-title" data-testid="with-your-cards">
      <h2 id="with-your-cards-title">{t('withYourCards.title')}</h2>
      <ul>
        {shown.map((act, i) => (
          <li key={`${act.seq}-${i}`}>
            <strong>{t('withYourCards.forPlayer', { player: words.player(act.player) })}</strong> {sentence(act, words, book, i18n.language, t)}
          </li>
        ))}
      </ul>
      <button type="button" onClick={() => setDone({ match, seq: last })}>
        {t('withYourCards.dismiss')}
      </button>
    </section>
  );
}

/** The act in the page's words; a card text the catalogue has only in English said to be so on a page in another language. */
function sentence(act: PaperAct, words: LogWords, book: CardBook, language: string, t: LogWords['t']): string {
  // An Ability's text in the card language, where the Pokémon's card has it translated.
  const ability = act.card === undefined || act.printed === undefined ? undefined : book.pokemon(act.card)?.abilities.find((a) => a.name === act.printed);
  const text = ability && act.text !== undefined ? words.text(ability, act.text) : act.text;
  return t(`withYourCards.${textKey(act, saidInEnglish(text ?? '', act.text ?? '', language))}`, paramsOf(act, words, text));
}

/** The act's text: a card text in the page's language or said to be English, a Special Condition's own marker or turn. */
function textKey(act: PaperAct, inEnglish: boolean): string {
  if (act.key === 'doCardText' && inEnglish) return 'doCardTextInEnglish';
  if (act.key === 'markCondition') return `markCondition.${act.condition}`;
  return act.key;
}

function paramsOf(act: PaperAct, words: LogWords, text: string | undefined): Record<string, unknown> {
  return {
    count: act.count,
    judge: act.judge,
    reason: act.reason,
    text,
    ...(act.pokemon === undefined ? {} : { pokemon: words.pokemon(act.pokemon, act.printed) }),
    // A card by its id is named as a Pokémon's Basic card is: in the card language where the page saw the card.
    ...(act.card === undefined ? {} : { card: words.pokemon(act.card, act.printed) }),
  };
}

/** The events of the latest change this page saw: those after the last event it had before. */
function useLatestEvents(match: string | null, events: readonly FeedEvent[]): readonly FeedEvent[] {
  const seen = useRef<{ match: string | null; events: readonly FeedEvent[]; latest: readonly FeedEvent[] } | null>(null);
  const previous = seen.current;
  if (previous?.events !== events) {
    const last = previous?.events.at(-1)?.seq ?? null;
    // The page's first events (a snapshot's history) happened before it looked: they ask nothing now.
    // A new match's events start again from 1: all of them are new.
    const latest = previous === null ? [] : previous.match !== match ? events : events.filter((e) => last === null || e.seq > last);
    seen.current = { match, events, latest: latest.length > 0 || previous === null ? latest : previous.latest };
  }
  return seen.current?.latest ?? [];
}
