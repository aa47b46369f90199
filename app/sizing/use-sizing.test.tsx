// @vitest-environment jsdom
import { act, render, renderHook } from "@testing-library/react";
import type { ReactNode } from "react";
import { MemoryRouter } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

import { saunaSlugs } from "~/catalogue/range";
import { NOTE_PARAM, paths } from "~/routing/paths";

import {
  DEFAULT_STATE,
  holdText,
  modelRoom,
  parseSizing,
  serializeSizing,
  sizingNote,
  sizingResult,
  type SizingState,
} from "./sizing-state";
import { type Sizing, URL_DELAY_MS, useSizing } from "./use-sizing";

function at(url: string) {
  return function Wrapper({ children }: { children: ReactNode }) {
    return <MemoryRouter initialEntries={[url]}>{children}</MemoryRouter>;
  };
}

/** The calculator opened at `query`, hydrated: the router and the browser's address agree. */
function openAt(query = "") {
  const url = `${paths.sizing}${query ? `?${query}` : ""}`;
  window.history.replaceState(null, "", url);
  return renderHook(() => useSizing(), { wrapper: at(url) });
}

/** The query the browser's address holds now, without its "?". */
const address = () => window.location.search.slice(1);

const waitForAddress = () => act(() => vi.advanceTimersByTime(URL_DELAY_MS));

const sized = (changes: Partial<SizingState>) => ({ ...DEFAULT_STATE, ...changes });

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  vi.useRealTimers();
  window.history.replaceState(null, "", "/");
});

describe("reading the address", () => {
  it("shows the room an address asks for, once hydrated", () => {
    const { result } = openAt("width=3000&logs=1&supply=three-phase&session=90");
    const state = sized({ width: 3000, logWalls: true, supply: "three-phase", session: 90 });
    expect(result.current.fields.width).toBe("3000");
    expect(result.current.fields.session).toBe("90");
    expect(result.current.logWalls).toBe(true);
    expect(result.current.supply).toBe("three-phase");
    expect(result.current.state).toEqual(state);
    expect(result.current.result).toEqual(sizingResult(state));
    expect(result.current.held).toBe(false);
  });

  it("fills the room from a collection the address names", () => {
    const slug = saunaSlugs[0]!;
    const { result } = openAt(`model=${slug}`);
    expect(result.current.model).toBe(slug);
    expect(result.current.state).toEqual(sized({ model: slug, ...modelRoom(slug) }));
    expect(result.current.fields.width).toBe(String(modelRoom(slug).width));
  });

  it("holds an address's number within its limits, with nothing to correct", () => {
    const { result } = openAt("width=50");
    expect(result.current.fields.width).toBe("800");
    expect(result.current.held).toBe(false);
  });
});

describe("typing", () => {
  it("recalculates at once and rewrites the address once the visitor pauses", () => {
    const { result } = openAt();
    act(() => result.current.setField("width", "2500"));
    const state = sized({ width: 2500 });
    expect(result.current.fields.width).toBe("2500");
    expect(result.current.result).toEqual(sizingResult(state));
    expect(address()).toBe("");

    act(() => vi.advanceTimersByTime(URL_DELAY_MS - 1));
    expect(address()).toBe("");
    act(() => vi.advanceTimersByTime(1));
    expect(address()).toBe(serializeSizing(state));
    expect(parseSizing(new URLSearchParams(address()))).toEqual(state);
  });

  it("keeps the address in step with the walls, the supply and the tariff", () => {
    const { result } = openAt();
    act(() => result.current.setLogWalls(true));
    act(() => result.current.setSupply("three-phase"));
    act(() => result.current.setField("tariff", "4.2"));
    waitForAddress();
    expect(address()).toBe(
      serializeSizing(sized({ logWalls: true, supply: "three-phase", tariff: 4.2 })),
    );
  });

  it("holds a number out of range as typed, with its message, and the address with it", () => {
    const { result } = openAt();
    act(() => result.current.setField("height", "100"));
    expect(result.current.fields.height).toBe("100");
    expect(result.current.held).toBe(true);
    expect(result.current.problems).toEqual([{ field: "height", problem: "below" }]);
    expect(holdText(result.current.problems)).toContain("Correct the height,");
    waitForAddress();
    expect(address()).toBe("");

    act(() => result.current.setField("height", "2400"));
    expect(result.current.held).toBe(false);
    waitForAddress();
    expect(address()).toBe(serializeSizing(sized({ height: 2400 })));
  });

  it("holds an emptied field too, naming every field to correct", () => {
    const { result } = openAt();
    act(() => result.current.setField("width", ""));
    act(() => result.current.setField("session", "500"));
    expect(result.current.problems).toEqual([
      { field: "width", problem: "missing" },
      { field: "session", problem: "above" },
    ]);
    expect(holdText(result.current.problems)).toContain("Correct the width and the session,");
  });
});

describe("choosing one of our saunas", () => {
  const slug = saunaSlugs[0]!;

  it("fills its room and puts it in the address", () => {
    const { result } = openAt();
    act(() => result.current.chooseModel(slug));
    const state = sized({ model: slug, ...modelRoom(slug) });
    expect(result.current.model).toBe(slug);
    expect(result.current.fields.depth).toBe(String(state.depth));
    expect(result.current.result).toEqual(sizingResult(state));
    waitForAddress();
    expect(address()).toBe(`model=${slug}`);
  });

  it("lets go of it once the room is changed, but not for the tariff or session", () => {
    const { result } = openAt(`model=${slug}`);
    act(() => result.current.setField("session", "45"));
    expect(result.current.model).toBe(slug);
    act(() => result.current.setField("glass", "3"));
    expect(result.current.model).toBe("");
    expect(result.current.state.model).toBeUndefined();
    waitForAddress();
    expect(address()).toBe(serializeSizing(sized({ ...modelRoom(slug), glass: 3, session: 45 })));
  });

  it("goes back to the visitor's own room, as it stands, on 'My own room'", () => {
    const { result } = openAt(`model=${slug}`);
    act(() => result.current.chooseModel(""));
    expect(result.current.model).toBe("");
    expect(result.current.fields.width).toBe(String(modelRoom(slug).width));
  });
});

describe("the address", () => {
  it("is written at once when the form is sent", () => {
    const { result } = openAt();
    act(() => result.current.setField("depth", "2400"));
    const preventDefault = vi.fn();
    act(() =>
      result.current.submit({ preventDefault } as unknown as Parameters<Sizing["submit"]>[0]),
    );
    expect(preventDefault).toHaveBeenCalled();
    expect(address()).toBe(serializeSizing(sized({ depth: 2400 })));
  });

  it("is left alone once the visitor is on their way to another page", () => {
    const { result } = openAt();
    act(() => result.current.setField("width", "2500"));
    window.history.replaceState(null, "", paths.contact());
    waitForAddress();
    expect(window.location.pathname).toBe(paths.contact());
    expect(address()).toBe("");
  });

  it("keeps the page's fragment", () => {
    const { result } = openAt();
    window.history.replaceState(null, "", `${paths.sizing}#results`);
    act(() => result.current.setField("width", "2500"));
    waitForAddress();
    expect(window.location.hash).toBe("#results");
    expect(address()).toBe(serializeSizing(sized({ width: 2500 })));
  });

  it("carries the sizing into the enquiry's link", () => {
    const { result } = openAt("width=3000");
    const state = sized({ width: 3000 });
    const enquiry = new URL(result.current.enquiry, window.location.origin);
    expect(enquiry.pathname).toBe(paths.contact());
    expect(enquiry.searchParams.get(NOTE_PARAM)).toBe(sizingNote(state, sizingResult(state)));
  });
});

describe("what was typed before the page hydrated", () => {
  /** The prerendered form as the visitor left it, before the page's script took it over. */
  function Page({ probe, children }: { probe: { sizing?: Sizing }; children: ReactNode }) {
    const sizing = useSizing();
    probe.sizing = sizing;
    return <form ref={sizing.formRef}>{children}</form>;
  }

  function hydrate(query: string, typed: ReactNode) {
    const url = `${paths.sizing}?${query}`;
    window.history.replaceState(null, "", url);
    const probe: { sizing?: Sizing } = {};
    render(<Page probe={probe}>{typed}</Page>, { wrapper: at(url) });
    return probe;
  }

  it("is kept, over what the address says", () => {
    const probe = hydrate(
      "width=3000&supply=single-phase",
      <>
        <input name="width" defaultValue="2600" />
        <input name="depth" defaultValue={String(DEFAULT_STATE.depth)} />
        <input type="checkbox" name="logs" value="1" defaultChecked />
        <input type="radio" name="supply" value="three-phase" defaultChecked />
      </>,
    );
    const state = sized({ width: 2600, logWalls: true, supply: "three-phase" });
    expect(probe.sizing!.state).toEqual(state);
    waitForAddress();
    expect(address()).toBe(serializeSizing(state));
  });

  it("keeps a number out of range as typed, and holds the results", () => {
    const probe = hydrate("depth=2500", <input name="width" defaultValue="50" />);
    expect(probe.sizing!.fields.width).toBe("50");
    expect(probe.sizing!.fields.depth).toBe("2500");
    expect(probe.sizing!.problems).toEqual([{ field: "width", problem: "below" }]);
    waitForAddress();
    expect(address()).toBe("depth=2500");
  });
});
