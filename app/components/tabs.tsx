import {
  type KeyboardEvent,
  type MouseEvent,
  type ReactNode,
  useEffect,
  useRef,
  useState,
} from "react";

import { useHydrated } from "~/hydration/use-hydrated";

export interface Tab {
  /** Stable id: the panel's element id, so `#plans` in the address opens that tab. */
  id: string;
  label: string;
  content: ReactNode;
}

/**
 * Tabs that work before JavaScript: in the prerendered HTML each tab is a link to its panel, and
 * CSS shows the panel named in the address (`#materials`), or the first (app.css, "[data-tabs]").
 * Every panel is in the HTML, so crawlers get the whole content.
 *
 * Once hydrated they are WAI-ARIA tabs with automatic activation: Left/Right arrows move between
 * tabs (wrapping), Home/End jump to the ends, the panel follows, and the address keeps the chosen
 * tab's name so that a reload or a shared link opens it. A tab chosen before hydration stays
 * chosen.
 */
export function Tabs({ label, tabs }: { label: string; tabs: Tab[] }) {
  const hydrated = useHydrated();
  const [selected, setSelected] = useState(tabs[0]?.id);
  const links = useRef<(HTMLAnchorElement | null)[]>([]);
  const tabId = (tab: Tab) => `${tab.id}-tab`;

  // The tab in the address: followed as a link before hydration, or part of a shared link.
  const ids = tabs.map((tab) => tab.id).join(" ");
  useEffect(() => {
    const inAddress = ids.split(" ").find((id) => `#${id}` === window.location.hash);
    // eslint-disable-next-line react-hooks/set-state-in-effect -- the address is known only in the browser
    if (inAddress) setSelected(inAddress);
  }, [ids]);

  const select = (index: number) => {
    const tab = tabs[index];
    if (!tab) return;
    setSelected(tab.id);
    // Replaces the entry (history keeps pages, not tabs) and keeps the router's own state.
    window.history.replaceState(window.history.state, "", `#${tab.id}`);
  };

  const onClick = (event: MouseEvent<HTMLAnchorElement>, index: number) => {
    event.preventDefault();
    select(index);
  };

  const move = (event: KeyboardEvent<HTMLAnchorElement>) => {
    const current = tabs.findIndex((tab) => tab.id === selected);
    const next = {
      ArrowRight: (current + 1) % tabs.length,
      ArrowLeft: (current - 1 + tabs.length) % tabs.length,
      Home: 0,
      End: tabs.length - 1,
    }[event.key];
    if (next === undefined) return;
    event.preventDefault();
    select(next);
    links.current[next]?.focus();
  };

  return (
    <div data-tabs="" data-hydrated={hydrated ? "" : undefined}>
      <div
        role={hydrated ? "tablist" : undefined}
        aria-label={hydrated ? label : undefined}
        className="tab-list flex flex-wrap gap-x-6 border-b border-birch sm:gap-x-8"
      >
        {tabs.map((tab, index) => {
          const active = tab.id === selected;
          return (
            <a
              key={tab.id}
              ref={(element) => {
                links.current[index] = element;
              }}
              id={tabId(tab)}
              href={`#${tab.id}`}
              role={hydrated ? "tab" : undefined}
              aria-selected={hydrated ? active : undefined}
              aria-controls={hydrated ? tab.id : undefined}
              tabIndex={hydrated && !active ? -1 : undefined}
              onClick={(event) => onClick(event, index)}
              onKeyDown={move}
              data-active={active ? "" : undefined}
              className="-mb-px shrink-0 border-b-2 border-transparent pt-2 pb-3 text-sm font-medium tracking-wide whitespace-nowrap text-muted transition-colors hover:border-birch hover:text-ink data-active:border-ember data-active:text-ink sm:pb-4"
            >
              {tab.label}
            </a>
          );
        })}
      </div>
      <div className="tab-panels">
        {tabs.map((tab) => (
          <div
            key={tab.id}
            id={tab.id}
            role={hydrated ? "tabpanel" : undefined}
            // Named by its tab only as a tab panel: before hydration it is a plain block that a
            // link leads to, and a name is not allowed on an element with no role.
            aria-labelledby={hydrated ? tabId(tab) : undefined}
            hidden={hydrated ? tab.id !== selected : undefined}
            tabIndex={hydrated ? 0 : undefined}
            className="scroll-mt-20 pt-10 focus-visible:outline-offset-8"
          >
            {tab.content}
          </div>
        ))}
      </div>
    </div>
  );
}
