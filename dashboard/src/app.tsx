import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LanguageSwitch } from './components/language-switch.js';
import { PreferencesProvider } from './preferences.js';
import { Link, usePathname } from './routing/navigation.js';
import { routeOf, type Route } from './routing/routes.js';

/*
 * Each page is its own chunk, loaded when first opened: the overlay (an OBS browser source) and the
 * table tablet do not download the judge's log verifier, the enrolment page or the virtual table.
 */
const EnrolmentView = lazy(() => import('./views/enrolment-view.js').then((m) => ({ default: m.EnrolmentView })));
const BattleLogReviewView = lazy(() => import('./views/battle-log-review-view.js').then((m) => ({ default: m.BattleLogReviewView })));
const JudgeView = lazy(() => import('./views/judge-view.js').then((m) => ({ default: m.JudgeView })));
const OverlayView = lazy(() => import('./views/overlay-view.js').then((m) => ({ default: m.OverlayView })));
const ResultView = lazy(() => import('./views/result-view.js').then((m) => ({ default: m.ResultView })));
const SpectatorView = lazy(() => import('./views/spectator-view.js').then((m) => ({ default: m.SpectatorView })));
const StoreOverview = lazy(() => import('./views/store-overview.js').then((m) => ({ default: m.StoreOverview })));
const TableView = lazy(() => import('./views/table-view.js').then((m) => ({ default: m.TableView })));
const VirtualTableView = lazy(() => import('./views/virtual-table-view.js').then((m) => ({ default: m.VirtualTableView })));
const RaidView = lazy(() => import('./views/raid-view.js').then((m) => ({ default: m.RaidView })));
const TeamView = lazy(() => import('./views/team-view.js').then((m) => ({ default: m.TeamView })));
const DraftView = lazy(() => import('./views/draft-view.js').then((m) => ({ default: m.DraftView })));
const FormatRunsView = lazy(() => import('./views/format-runs-view.js').then((m) => ({ default: m.FormatRunsView })));
const LeagueEventsView = lazy(() => import('./league/league-events-view.js').then((m) => ({ default: m.LeagueEventsView })));
const LeagueOrganiserView = lazy(() => import('./league/league-organiser-view.js').then((m) => ({ default: m.LeagueOrganiserView })));
const LeaguePublicView = lazy(() => import('./league/league-public-view.js').then((m) => ({ default: m.LeaguePublicView })));
const LeaguePrintView = lazy(() => import('./league/league-print-view.js').then((m) => ({ default: m.LeaguePrintView })));
const MiniGamesView = lazy(() => import('./views/minigames-view.js').then((m) => ({ default: m.MiniGamesView })));

export function App() {
  const route = routeOf(usePathname());
  return (
    <PreferencesProvider>
      {route.page === 'overlay' ? (
        // Transparent while it loads: nothing may show on the stream but the overlay itself.
        <Suspense fallback={null}>
          <OverlayView table={route.table} />
        </Suspense>
      ) : (
        <Shell route={route} />
      )}
    </PreferencesProvider>
  );
}

function Loading() {
  const { t } = useTranslation();
  return (
    <p role="status" className="muted">
      {t('shell.loadingPage')}
    </p>
  );
}

/** Every page but the stream overlay: a skip link, the banner with navigation and language, the page. */
function Shell({ route }: { route: Route }) {
  const { t } = useTranslation();
  const pathname = usePathname();
  // On a phone the links fold behind "Menu" so a page starts near the top; the menu is open for the
  // page it was opened on, so following a link folds it again.
  const [menuOpenOn, setMenuOpenOn] = useState<string | null>(null);
  const menuOpen = menuOpenOn === pathname;
  return (
    <>
      <a className="skip-link" href="#main">
        {t('shell.skipToContent')}
      </a>
      <header className="banner" data-menu={menuOpen}>
        <Link href="/" className="brand">
          Mirrormat
        </Link>
        <button type="button" className="nav-toggle" aria-expanded={menuOpen} aria-controls="site-nav" onClick={() => setMenuOpenOn(menuOpen ? null : pathname)}>
          {t('shell.menu')}
        </button>
        <nav id="site-nav" aria-label={t('shell.navigation')} data-open={menuOpen}>
          <ul className="nav-list">
            <li>
              <Link href="/" aria-current={route.page === 'overview' ? 'page' : undefined}>
                {t('shell.overview')}
              </Link>
            </li>
            <li>
              <Link href="/judge" aria-current={route.page === 'judge' ? 'page' : undefined}>
                {t('shell.judge')}
              </Link>
            </li>
            <li>
              <Link href="/judge/battle-log" aria-current={route.page === 'battle-log-review' ? 'page' : undefined}>
                {t('battleLogReview.nav')}
              </Link>
            </li>
            <li>
              <Link href="/enrol" aria-current={route.page === 'enrol' ? 'page' : undefined}>
                {t('shell.enrol')}
              </Link>
            </li>
            <li>
              <Link href="/formats" aria-current={route.page === 'formats' ? 'page' : undefined}>
                {t('runs.title', { ns: 'formats' })}
              </Link>
            </li>
            <li>
              <Link href="/minigames" aria-current={route.page === 'minigames' ? 'page' : undefined}>
                {t('minigames.title', { ns: 'formats' })}
              </Link>
            </li>
            <li>
              <Link href="/league" aria-current={route.page.startsWith('league') ? 'page' : undefined}>
                {t('nav', { ns: 'league' })}
              </Link>
            </li>
          </ul>
        </nav>
        <LanguageSwitch />
      </header>
      <main id="main" tabIndex={-1}>
        <Suspense fallback={<Loading />}>
          <Page route={route} />
        </Suspense>
      </main>
    </>
  );
}

function Page({ route }: { route: Route }) {
  const { t } = useTranslation();
  switch (route.page) {
    case 'overview':
      return <StoreOverview />;
    case 'table':
      return <TableView table={route.table} />;
    case 'spectate':
      return <SpectatorView table={route.table} />;
    case 'result':
      return <ResultView table={route.table} />;
    case 'overlay':
      return <OverlayView table={route.table} />;
    case 'judge':
      return <JudgeView />;
    case 'battle-log-review':
      return <BattleLogReviewView />;
    case 'virtual':
      return <VirtualTableView table={route.table} />;
    case 'enrol':
      return <EnrolmentView />;
    case 'raid':
      return <RaidView raid={route.raid} />;
    case 'team':
      return <TeamView game={route.game} />;
    case 'draft':
      return <DraftView draft={route.draft} />;
    case 'minigames':
      return <MiniGamesView />;
    case 'formats':
      return <FormatRunsView />;
    case 'league':
      return <LeagueEventsView />;
    case 'league-event':
      return <LeaguePublicView eventId={route.event} />;
    case 'league-organise':
      return <LeagueOrganiserView eventId={route.event} />;
    case 'league-print':
      return <LeaguePrintView eventId={route.event} sheet={route.sheet} />;
    case 'not-found':
      return (
        <section className="panel">
          <h1>{t('shell.notFound')}</h1>
          <p>{t('shell.notFoundText', { path: route.path })}</p>
          <Link href="/">{t('shell.backToOverview')}</Link>
        </section>
      );
  }
}
