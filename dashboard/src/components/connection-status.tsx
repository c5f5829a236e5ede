import { useTranslation } from 'react-i18next';
import type { HubClientState } from '../connection/hub-client.js';

/** Connection state in words and a symbol; while reconnecting, a warning that the board may be out of date. */
export function ConnectionStatus({ state }: { state: HubClientState }) {
  const { t } = useTranslation();
  const icon = state.status === 'open' ? '●' : state.status === 'closed' ? '○' : '◌';
  return (
    <>
      <p className={`connection connection-${state.status}`} role="status" data-testid="connection">
        <span aria-hidden="true">{icon} </span>
        {t(`connection.${state.status}`)}
        {state.session ? <span className="session"> · {sessionLabel(state, t)}</span> : null}
      </p>
      {state.stale ? (
        <p className="stale-warning" role="alert" data-testid="stale">
          <span aria-hidden="true">⚠ </span>
          {t('connection.stale')}
        </p>
      ) : null}
    </>
  );
}

function sessionLabel(state: HubClientState, t: (key: string, options?: Record<string, unknown>) => string): string {
  const session = state.session;
  if (!session) return '';
  switch (session.role) {
    case 'player':
      return t('session.player', { seat: t(`seat.${session.seat}`) });
    case 'judge':
      return t('session.judge', { name: session.name });
    default:
      return t(`session.${session.role}`);
  }
}
