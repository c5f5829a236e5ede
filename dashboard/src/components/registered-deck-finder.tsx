import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { requestJson } from '../api/rest.js';

/** GET /api/enrolment/decks/:registrationId (src/enrolment/enrolment.service.ts deckEnrolmentSchema). */
const deckEnrolmentSchema = z.object({
  registrationId: z.number(),
  player: z.string(),
  format: z.string(),
  cards: z.array(z.object({ cardId: z.string(), name: z.string(), count: z.number(), enrolled: z.number(), missing: z.number() })),
  next: z.string().optional(),
});
/** A registered deck card by card: copies of each, and the stickers enrolled for it. */
export type RegisteredDeck = z.infer<typeof deckEnrolmentSchema>;

/** GET /api/decks/registrations?scope=&scopeId= (src/decks/deck-registry.ts DeckRegistration). */
const registrationsSchema = z.array(z.object({ id: z.number(), player: z.string(), format: z.string() }));
type Registrations = z.infer<typeof registrationsSchema>;

interface FinderProps {
  /** The organiser token: registered lists are hidden information. */
  readonly token: string;
  /** Changing it fetches the shown deck again (its sticker counts changed). */
  readonly reload: number;
  readonly onDeck: (deck: RegisteredDeck | null) => void;
}

/**
 * Finds a registered deck: the decks of an event or a match by player, or one by its registration
 * number. The enrolment page and the virtual table each do their own thing with the deck found.
 */
export function RegisteredDeckFinder({ token, reload, onDeck }: FinderProps) {
  const { t } = useTranslation();
  const [scope, setScope] = useState<'event' | 'match'>('event');
  const [scopeId, setScopeId] = useState('');
  const [registrations, setRegistrations] = useState<Registrations | null>(null);
  const [registration, setRegistration] = useState('');
  const [shown, setShown] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const ids = { scope: useId(), scopeId: useId(), registration: useId() };

  const list = async () => {
    setBusy(true);
    setError(null);
    try {
      const query = new URLSearchParams({ scope, scopeId: scopeId.trim() }).toString();
      setRegistrations(await requestJson(`/api/decks/registrations?${query}`, registrationsSchema, { headers: { authorization: `Bearer ${token}` } }));
    } catch (e) {
      setRegistrations(null);
      setError(e instanceof Error ? e.message : String(e));
    } finally {
      setBusy(false);
    }
  };

  const load = async (id: string) => {
    setBusy(true);
    setError(null);
    try {
      onDeck(await requestJson(`/api/enrolment/decks/${encodeURIComponent(id)}`, deckEnrolmentSchema, { headers: { authorization: `Bearer ${token}` } }));
      setShown(id);
    } catch (e) {
      onDeck(null);
      setShown(null);
      setError(e instanceof Error ? e.message : String(e));
    } finally {
      setBusy(false);
    }
  };

  // Fetched again when the caller says the counts changed, and only then: not on every keystroke in the token field.
  useEffect(() => {
    if (shown !== null && reload > 0) void load(shown);
  }, [reload]);

  return (
    <>
      <form
        className="field-row"
        onSubmit={(e) => {
          e.preventDefault();
          void list();
        }}
      >
        <label htmlFor={ids.scope}>{t('enrol.deck.scope')}</label>
        <select id={ids.scope} value={scope} onChange={(e) => setScope(e.target.value === 'match' ? 'match' : 'event')}>
          <option value="event">{t('enrol.deck.scopeEvent')}</option>
          <option value="match">{t('enrol.deck.scopeMatch')}</option>
        </select>
        <label htmlFor={ids.scopeId}>{t('enrol.deck.scopeId')}</label>
        <input id={ids.scopeId} value={scopeId} onChange={(e) => setScopeId(e.target.value)} required />
        <button type="submit" disabled={busy || token === ''}>
          {t('enrol.deck.list')}
        </button>
      </form>
      {registrations ? (
        registrations.length === 0 ? (
          <p className="muted">{t('enrol.deck.noRegistrations')}</p>
        ) : (
          <div className="action-row" role="group" aria-label={t('enrol.deck.registrations')}>
            {registrations.map((r) => (
              <button
                key={r.id}
                type="button"
                aria-pressed={shown === String(r.id)}
                onClick={() => {
                  setRegistration(String(r.id));
                  void load(String(r.id));
                }}
              >
                {t('enrol.deck.registrationButton', { player: r.player, format: r.format, id: r.id })}
              </button>
            ))}
          </div>
        )
      ) : null}
      <form
        className="field-row"
        onSubmit={(e) => {
          e.preventDefault();
          void load(registration.trim());
        }}
      >
        <label htmlFor={ids.registration}>{t('enrol.deck.registration')}</label>
        <input
          id={ids.registration}
          value={registration}
          onChange={(e) => setRegistration(e.target.value)}
          inputMode="numeric"
          pattern="[1-9][0-9]*"
          title={t('enrol.deck.registrationHint')}
          required
        />
        <button type="submit" disabled={busy || token === ''}>
          {t('enrol.deck.show')}
        </button>
        {token === '' ? <span className="muted">{t('enrol.deck.needsToken')}</span> : null}
      </form>
      {error ? (
        <p role="alert" className="form-error">
          {t('enrol.deck.failed', { message: error })}
        </p>
      ) : null}
    </>
  );
}
