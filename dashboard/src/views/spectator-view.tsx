import { useTranslation } from 'react-i18next';
import { BattleLogPanel } from '../components/battle-log-panel.js';
import { ConnectionStatus } from '../components/connection-status.js';
import { CheckupSheetPanel } from '../components/checkup-sheet-panel.js';
import { LatestCoinFlip } from '../components/coin-flips.js';
import { GameBoard } from '../components/game-board.js';
import { RestoreBanner } from '../components/restore-banner.js';
import { TablePromptDialogs } from '../components/prompt-dialogs.js';
import { useHub } from '../connection/use-hub.js';
import { readGameView } from '../game/game-view.js';
import { useCheckupSheet } from '../game/use-checkup.js';
import { RoundClock } from '../league-clock/round-clock.js';
import { TableHeading } from '../components/table-heading.js';

/** The public board for onlookers: a spectator session, so the hub sends only what anyone at the table may see. */
export function SpectatorView({ table }: { table: string }) {
  const { t } = useTranslation();
  const { state } = useHub(table, { role: 'spectator' });
  const view = readGameView(state.table?.view);
  const sheet = useCheckupSheet(state.table);
  return (
    <div className="spectator-view">
      <div className="view-header">
        <TableHeading table={table} page="spectator" />
        <ConnectionStatus state={state} />
      </div>
      <RoundClock table={table} />
      <RestoreBanner match={state.table?.match ?? null} />
      {!state.table ? (
        <p>{t('table.loading')}</p>
      ) : !view ? (
        <p data-testid="no-match">{t('table.noMatch')}</p>
      ) : (
        <div className="table-layout">
          <div className={state.stale ? 'board-column stale-board' : 'board-column'}>
            {/* What the game waits for; spectators answer nothing. */}
            <TablePromptDialogs prompts={state.table.prompts} answerers={[]} />
            <GameBoard view={view} />
          </div>
          <aside className="side-column" aria-label={t('spectator.checkup')}>
            <LatestCoinFlip view={view} />
            {sheet ? <CheckupSheetPanel sheet={sheet} view={view} /> : null}
            <BattleLogPanel events={state.table.events} view={view} />
          </aside>
        </div>
      )}
    </div>
  );
}
