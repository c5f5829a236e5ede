import { useTranslation } from 'react-i18next';
import { LanguageSwitch } from './components/language-switch.js';
import { PreferencesProvider } from './preferences.js';
import { Link, usePathname } from './routing/navigation.js';
import { routeOf, type Route } from './routing/routes.js';
import { EnrolmentView } from './views/enrolment-view.js';
import { JudgeView } from './views/judge-view.js';
import { OverlayView } from './views/overlay-view.js';
import { SpectatorView } from './views/spectator-view.js';
import { StoreOverview } from './views/store-overview.js';
import { TableView } from './views/table-view.js';
import { VirtualTableView } from './views/virtual-table-view.js';

export function App() {
  const route = routeOf(usePathname());
  return (
    <PreferencesProvider>
      {route.page === 'overlay' ? <OverlayView table={route.table} /> : <Shell route={route} />}
    </PreferencesProvider>
  );
}

/** Every page but the stream overlay: a skip link, the banner with navigation and language, the page. */
function Shell({ route }: { route: Route }) {
  const { t } = useTranslation();
  return (
    <>
      <a className="skip-link" href="#main">
        {t('shell.skipToContent')}
      </a>
      <header className="banner">
        <Link href="/" className="brand">
          Mirrormat
        </Link>
        <nav aria-label={t('shell.navigation')}>
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
              <Link href="/enrol" aria-current={route.page === 'enrol' ? 'page' : undefined}>
                {t('shell.enrol')}
              </Link>
            </li>
          </ul>
        </nav>
        <LanguageSwitch />
      </header>
      <main id="main" tabIndex={-1}>
        <Page route={route} />
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
    case 'overlay':
      return <OverlayView table={route.table} />;
    case 'judge':
      return <JudgeView />;
    case 'virtual':
      return <VirtualTableView table={route.table} />;
    case 'enrol':
      return <EnrolmentView />;
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
