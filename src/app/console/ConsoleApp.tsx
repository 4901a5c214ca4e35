import { Suspense, useEffect } from 'react';
import { usePathname } from 'wouter/use-browser-location';
import { ConsoleLink } from '../../features/console/ConsoleLink';
import { useConsoleMessages } from '../../features/console/messages';
import { consoleDecision, visibleSections } from '../../nav/console-routes';
import { useOperator } from '../../state/operator';
import { useUser } from '../../state/user';
import { EmptyState } from '../../ui/EmptyState';
import { NotFoundScreen } from '../ErrorScreen';
import { RouteFallback } from '../RouteFallback';
import { applyLayoutScale } from '../layout-scale';
import { applyMode } from '../useDeviceMode';
import { Overlays } from '../Overlays';
import { CONSOLE_SCREENS } from './console-screens';
import styles from './ConsoleApp.module.css';

/** Desktop layout whatever the window: operators work at desks, and the tables need the width. */
function useDesktopScale() {
  useEffect(() => {
    applyMode('desktop');
    const onResize = () => applyLayoutScale('desktop');
    window.addEventListener('resize', onResize);
    return () => window.removeEventListener('resize', onResize);
  }, []);
}

/** The console shell: a sidebar of the sections the caller's roles allow, and the open section. */
export function ConsoleApp() {
  useDesktopScale();
  const m = useConsoleMessages();
  const path = usePathname();
  const me = useOperator();
  const { isLogin } = useUser();
  const roles = me?.roles ?? [];
  const decision = consoleDecision(path, me ? { state: 'operator', roles } : { state: 'none' });
  const sections = visibleSections(roles);

  useEffect(() => {
    const title = decision.type === 'render' ? m[`s_${decision.section.key}`] : m.brand;
    document.title = `${title} · ${m.brand}`;
  }, [decision, m]);

  let body;
  if (!isLogin) body = <EmptyState kind="error" title={m.sessionEnded} testId="console-session-ended" />;
  else if (decision.type === 'render') {
    const Screen = CONSOLE_SCREENS[decision.section.key].Component;
    body = <Screen />;
  } else if (decision.type === 'forbidden')
    body = <EmptyState kind="error" title={m.forbiddenTitle} text={m.forbiddenText} testId="console-forbidden" />;
  else body = <NotFoundScreen path={path} />;

  return (
    <div className={styles.shell}>
      <aside className={styles.sidebar}>
        <div className={styles.brand}>{m.brand}</div>
        <nav className={styles.nav} aria-label={m.brand}>
          {sections.map((s) => (
            <ConsoleLink
              key={s.key}
              href={s.path}
              className={styles.navItem}
              aria-current={decision.type === 'render' && decision.section.key === s.key ? 'page' : undefined}
              data-testid={`console-nav-${s.key}`}
            >
              {m[`s_${s.key}`]}
            </ConsoleLink>
          ))}
        </nav>
        {me && (
          <div className={styles.who}>
            <span className={styles.whoLabel}>{m.signedInAs}</span>
            <strong data-testid="console-username">{me.nickname || me.username}</strong>
            <span className={styles.roles}>{me.roles.map((r) => m[`r_${r}`]).join(' · ')}</span>
          </div>
        )}
        <a className={styles.back} href="/">
          {m.backToSite}
        </a>
      </aside>
      <main className={styles.main}>
        <p className={styles.narrow} role="note" data-testid="console-narrow">
          {m.narrowScreen}
        </p>
        <h1 className={styles.title}>{decision.type === 'render' ? m[`s_${decision.section.key}`] : m.brand}</h1>
        <Suspense fallback={<RouteFallback />}>{body}</Suspense>
      </main>
      <Overlays />
    </div>
  );
}
