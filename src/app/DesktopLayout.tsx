import { useState } from 'react';
import type { FormEvent, ReactNode } from 'react';
import type { RouteDef } from '../nav/routes';
import { useLang } from '../i18n';
import { useGlobal } from '../state/global';
import { Button } from '../ui/Button';
import { TextField } from '../ui/TextField';
import { AccountButton } from './AccountButton';
import { TopMenu } from './TopMenu';
import { AppLink } from '../nav/AppLink';
import { LangSwitch } from '../features/shell/locale/LangSwitch';
import { useSubmitSearch } from '../features/listings/search/useSubmitSearch';
import { BackIcon, LogoMark, MakeIcon, SearchIcon } from './icons';
import { buttonClass } from '../ui/Button';
import { useShellMessages } from './messages';
import { goBack } from '../nav/nav';
import styles from './DesktopLayout.module.css';

/** Mobile-only routes with a desktop design of their own, drawn at full content width. */
const WIDE_MOBILE_ROUTES = new Set(['search']);

/**
 * Desktop frame: a sticky top bar (brand, back + page title, search, language, account) over content
 * centred at DESKTOP_MAX_WIDTH_REM. Other mobile-only routes render in a phone-width column (`narrow`).
 */
export function DesktopLayout({
  route,
  title,
  children,
}: {
  route: RouteDef | null;
  title: string;
  children: ReactNode;
}) {
  const m = useShellMessages();
  const { config } = useGlobal();
  const lang = useLang();
  const [query, setQuery] = useState('');
  const submitSearch = useSubmitSearch();
  const isHome = route?.name === 'home';
  // The operator's configured name is the Chinese brand; English pages use the English one, as phones do.
  const siteName = (lang === 'zh' && config?.site_name) || m.siteName;
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
            <TextField
              label={m.searchSubmit}
              hideLabel
              shape="pill"
              size="sm"
              type="search"
              value={query}
              onValue={setQuery}
              placeholder={m.searchPlaceholder}
              testId="topbar-search-input"
              enterKeyHint="search"
              prefix={<SearchIcon />}
              suffix={
                <Button type="submit" variant="accent" size="sm" testId="topbar-search-submit">
                  {m.searchSubmit}
                </Button>
              }
            />
          </form>
          <div className={styles.tools}>
            {/* Creating lives in the hub (a phone-width column here, like every mobile-only route). */}
            <AppLink
              to="/make/index"
              className={`${buttonClass({ variant: 'primary', size: 'sm' })} ${styles.post}`}
              title={m.postEntryHint}
              data-testid="post-entry"
            >
              <MakeIcon /> {m.postEntry}
            </AppLink>
            <LangSwitch />
            <AccountButton desktop />
            <TopMenu />
          </div>
        </div>
      </header>
      <main
        className={`${styles.main} ${route?.layouts === 'mobile' && !WIDE_MOBILE_ROUTES.has(route.name) ? styles.narrow : ''}`}
      >
        {children}
      </main>
      <footer className={styles.footer}>
        <span>
          © {siteName} · {m.siteTagline}
        </span>
      </footer>
    </div>
  );
}
