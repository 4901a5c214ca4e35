import { describe, expect, it, vi } from 'vitest';

// A tab's history as the browser keeps it, with wouter's patch: pushState and replaceState on the instance
// announce themselves with events of their name; the prototype's methods stay silent.
class TabHistory {
  entries: { state: unknown }[] = [{ state: null }];
  index = 0;
  get state(): unknown {
    return this.entries[this.index]!.state;
  }
  pushState(state: unknown): void {
    this.entries.splice(this.index + 1);
    this.entries.push({ state });
    this.index += 1;
  }
  replaceState(state: unknown): void {
    this.entries[this.index] = { state };
  }
}

async function boot(tab: TabHistory) {
  const events = new EventTarget();
  const patched = Object.assign(Object.create(tab) as TabHistory, {
    pushState: (state: unknown) => {
      tab.pushState(state);
      events.dispatchEvent(new Event('pushState'));
    },
    replaceState: (state: unknown) => {
      tab.replaceState(state);
      events.dispatchEvent(new Event('replaceState'));
    },
  });
  vi.stubGlobal('History', TabHistory);
  vi.stubGlobal('history', patched);
  vi.stubGlobal('addEventListener', events.addEventListener.bind(events));
  vi.resetModules();
  const { backDepth } = await import('../../../src/nav/back-depth');
  const go = (delta: number) => {
    tab.index += delta;
    events.dispatchEvent(new Event('popstate'));
  };
  return { history: patched, backDepth, go };
}

describe('the app pages below the current one', () => {
  it('counts pushes, keeps the count through replaces, and follows Back and Forward', async () => {
    const tab = new TabHistory();
    const { history, backDepth, go } = await boot(tab);
    expect(backDepth()).toBe(0);
    history.replaceState(null);
    expect(backDepth()).toBe(0);
    history.pushState(null);
    history.pushState(null);
    expect(backDepth()).toBe(2);
    // A redirect replaces the entry with a state of its own: the entry keeps its place.
    history.replaceState(null);
    expect(backDepth()).toBe(2);
    go(-1);
    expect(backDepth()).toBe(1);
    go(-1);
    expect(backDepth()).toBe(0);
    go(+2);
    expect(backDepth()).toBe(2);
  });

  it('keeps what another state holds, and a reload reads the count back from the entry', async () => {
    const tab = new TabHistory();
    const first = await boot(tab);
    first.history.pushState({ backLayer: 1 });
    expect(tab.state).toMatchObject({ backLayer: 1 });
    const reloaded = await boot(tab);
    expect(reloaded.backDepth()).toBe(1);
    vi.unstubAllGlobals();
  });
});
