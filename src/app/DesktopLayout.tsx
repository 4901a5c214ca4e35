import { useState } from 'react';
import type { FormEvent, ReactNode } from 'react';
import type { RouteDef } from '../nav/routes';
import { useGlobal } from '../state/global';
import { AccountButton } from './AccountButton';
import { AppLink } from '../nav/AppLink';
import { LangSwitch } from '../features/locale/LangSwitch';
import { useSubmitSearch } from '../features/search/useSubmitSearch';
import { BackIcon, LogoMark, SearchIcon } from './icons';
import { useShellMessages } from './messages';
import { goBack } from '../nav/nav';
import styles from './DesktopLayout.module.css';

/**
 * Desktop frame: a sticky top bar (brand, back + page title, search, language, account) over content
 * centred at DESKTOP_MAX_WIDTH_REM. Mobile-only routes render in a phone-width column (`narrow`).
 */
export function DesktopLayout({ route, title, children }: { route: RouteDef | null; title: string; children: ReactNode }) {
  const m = useShellMessages();
  const { config } = useGlobal();
  const [query, setQuery] = useState('');
  const submitSearch = useSubmitSearch();
  const isHome = route?.name === 'home';
  const siteName = config?.site_name || m.siteName;
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    submitSearch(query);
  };
  return (
    <div className={styles.shell}>
      <header className={styles.topbar} data-testid="top-bar">
        <div className={styles.inner}>
          <AppLink to="/" className={styles.brand} data-testid="site-home">
            <span className={styles.logo}>
              <LogoMark />
            </span>
            <span className={styles.brandText}>
              <span className={styles.siteName}>{siteName}</span>
              <span className={styles.tagline}>{m.siteTagline}</span>
            </span>
          </AppLink>
          <div className={styles.crumb}>
            {!isHome && (
              <button type="button" className={styles.back} onClick={goBack} data-testid="back">
                <span className={styles.backIcon}>
                  <BackIcon />
                </span>
                {m.back}
              </button>
            )}
            <h1 className={styles.title}>{title}</h1>
          </div>
          {/* The search screen has its own, bigger box. */}
          <form className={styles.search} role="search" onSubmit={onSubmit} hidden={route?.name === 'search'}>
            <span className={styles.searchIcon} aria-hidden="true">
              <SearchIcon />
            </span>
            <input
              type="search"
              value={query}
              onChange={(e) => setQuery(e.target.value)}
              placeholder={m.searchPlaceholder}
              aria-label={m.searchSubmit}
              data-testid="topbar-search-input"
              enterKeyHint="search"
            />
            <button type="submit" className={styles.searchBtn} data-testid="topbar-search-submit">
              {m.searchSubmit}
            </button>
          </form>
          <div className={styles.tools}>
            <LangSwitch />
            <AccountButton desktop />
          </div>
        </div>
      </header>
      <main className={`${styles.main} ${route?.layouts === 'mobile' ? styles.narrow : ''}`}>{children}</main>
      <footer className={styles.footer}>
        <span>
          © {siteName} · {m.siteTagline}
        </span>
      </footer>
    </div>
  );
}
