import { type KeyboardEvent, type ReactNode, useId, useRef, useState } from "react";

export interface Tab {
  /** Stable id, also used in the element ids. */
  id: string;
  label: string;
  content: ReactNode;
}

/**
 * WAI-ARIA tabs with automatic activation: Left/Right arrows move between tabs (wrapping),
 * Home/End jump to the ends, and the panel follows. Every panel is in the HTML (hidden when not
 * selected), so crawlers and people without JavaScript still get the whole content.
 */
export function Tabs({ label, tabs, initial }: { label: string; tabs: Tab[]; initial?: string }) {
  const [selected, setSelected] = useState(initial ?? tabs[0]?.id);
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const baseId = useId();
  const tabId = (tab: Tab) => `${baseId}-tab-${tab.id}`;
  const panelId = (tab: Tab) => `${baseId}-panel-${tab.id}`;

  const move = (event: KeyboardEvent<HTMLButtonElement>) => {
    const current = tabs.findIndex((tab) => tab.id === selected);
    const next = {
      ArrowRight: (current + 1) % tabs.length,
      ArrowLeft: (current - 1 + tabs.length) % tabs.length,
      Home: 0,
      End: tabs.length - 1,
    }[event.key];
    if (next === undefined) return;
    event.preventDefault();
    setSelected(tabs[next]!.id);
    buttons.current[next]?.focus();
  };

  return (
    <div>
      <div
        role="tablist"
        aria-label={label}
        className="flex [scrollbar-width:none] gap-8 overflow-x-auto border-b border-birch"
      >
        {tabs.map((tab, index) => {
          const active = tab.id === selected;
          return (
            <button
              key={tab.id}
              ref={(element) => {
                buttons.current[index] = element;
              }}
              id={tabId(tab)}
              type="button"
              role="tab"
              aria-selected={active}
              aria-controls={panelId(tab)}
              tabIndex={active ? 0 : -1}
              onClick={() => setSelected(tab.id)}
              onKeyDown={move}
              className={`-mb-px shrink-0 border-b-2 pt-2 pb-4 text-sm font-medium tracking-wide whitespace-nowrap transition-colors ${
                active
                  ? "border-ember text-ink"
                  : "border-transparent text-muted hover:border-birch hover:text-ink"
              }`}
            >
              {tab.label}
            </button>
          );
        })}
      </div>
      {tabs.map((tab) => (
        <div
          key={tab.id}
          id={panelId(tab)}
          role="tabpanel"
          aria-labelledby={tabId(tab)}
          hidden={tab.id !== selected}
          tabIndex={0}
          className="pt-10 focus-visible:outline-offset-8"
        >
          {tab.content}
        </div>
      ))}
    </div>
  );
}
