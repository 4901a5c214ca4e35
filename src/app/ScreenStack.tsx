import { Activity, Suspense, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { ErrorBoundary } from './ErrorBoundary';
import { ScreenContext } from '../nav/screen-entry';
import { viewOf } from './screens';
import { RouteFallback } from './RouteFallback';
import { touchEntry } from './keep-alive';
import { useMenu } from '../state/menu';
import type { ScreenEntry } from '../nav/screen-entry';

function Screen({ entry }: { entry: ScreenEntry }) {
  const { Component } = viewOf(entry.route).screen;
  return (
    <ScreenContext value={entry}>
      <ErrorBoundary resetKey={entry.url}>
        <Suspense fallback={<RouteFallback />}>
          <Component />
        </Suspense>
      </ErrorBoundary>
    </ScreenContext>
  );
}

/**
 * The routed screens. Kept-alive ones (route table `keepAlive`) stay mounted in React's <Activity>: hidden
 * means display:none with effects cleaned up, so going back shows the same state instantly. One LRU list
 * bounds them; every other screen mounts fresh. A wouter <Switch> mounts one route at a time, which is why
 * the stack is rendered here from the guard's decision instead.
 */
export function ScreenStack({ active, isLogin }: { active: ScreenEntry; isLogin: boolean }) {
  const [kept, setKept] = useState<readonly ScreenEntry[]>([]);
  // A menu entry marked `reload` asks for its screen afresh: part of the key, so React mounts it anew.
  const { reloads } = useMenu();
  const keyOf = (e: ScreenEntry) => `${e.key}#${reloads[e.route.name] ?? 0}`;

  // Adjusting state while rendering (React's documented pattern for state derived from props): the LRU
  // must include the active entry in the same commit, or a kept screen would mount twice.
  let list = kept;
  if (!isLogin && list.some((e) => e.route.needsLogin)) list = list.filter((e) => !e.route.needsLogin);
  if (active.route.keepAlive && list[list.length - 1]?.url !== active.url) list = touchEntry(list, active);
  if (list !== kept) setKept(list);

  useScrollMemory(active, list);

  return (
    <>
      {list.map((e) => (
        <Activity key={keyOf(e)} mode={e.key === active.key ? 'visible' : 'hidden'}>
          <Screen entry={e} />
        </Activity>
      ))}
      {!active.route.keepAlive && <Screen key={keyOf(active)} entry={active} />}
    </>
  );
}

/** Window scroll per kept-alive entry: recorded while it is visible, restored when it shows again. */
function useScrollMemory(active: ScreenEntry, kept: readonly ScreenEntry[]): void {
  const positions = useRef(new Map<string, number>());
  const current = useRef(active.key);

  useEffect(() => {
    let frame = 0;
    const onScroll = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => positions.current.set(current.current, window.scrollY));
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', onScroll);
    };
  }, []);

  const keptAlive = kept.some((e) => e.key === active.key);
  useLayoutEffect(() => {
    current.current = active.key;
    window.scrollTo(0, keptAlive ? (positions.current.get(active.key) ?? 0) : 0);
  }, [active.key, keptAlive]);

  useEffect(() => {
    const live = new Set(kept.map((e) => e.key));
    for (const k of positions.current.keys()) if (!live.has(k)) positions.current.delete(k);
  }, [kept]);
}
