/**
 * The sizing calculator's state, by the rules of `sizing-state.ts`: the fields as typed, the
 * collection, log walls and supply, read from the address once hydrated and written back to it.
 */
import { type FormEvent, useEffect, useLayoutEffect, useMemo, useRef, useState } from "react";
import { useSearchParams } from "react-router";

import type { Supply } from "~/catalogue/electrics";
import type { SaunaSlug } from "~/catalogue/range";
import type { TariffCity } from "~/catalogue/sizing";
import { paths } from "~/routing/paths";

import {
  DEFAULT_STATE,
  fieldProblems,
  type Fields,
  fieldsOf,
  modelRoom,
  type NumberField,
  parseSizing,
  serializeSizing,
  sizingNote,
  sizingResult,
  stateOf,
  typedBeforeHydration,
} from "./sizing-state";

/** How long the address waits after the last keystroke before it is rewritten. */
export const URL_DELAY_MS = 400;

export type Sizing = ReturnType<typeof useSizing>;

export function useSizing() {
  const [searchParams] = useSearchParams();
  const [fields, setFields] = useState<Fields>(() => fieldsOf(DEFAULT_STATE));
  const [model, setModel] = useState<string>("");
  const [logWalls, setLogWalls] = useState(DEFAULT_STATE.logWalls);
  const [supply, setSupply] = useState<Supply>(DEFAULT_STATE.supply);
  // The city whose tariff the address named (`?city=`): the state keeps it while the tariff is its.
  const [city, setCity] = useState<TariffCity | undefined>(undefined);
  const [ready, setReady] = useState(false);
  const read = useRef(false);
  const formRef = useRef<HTMLFormElement>(null);

  // Once hydrated: the address, with whatever the visitor changed in the fields before hydration
  // (they keep it, decision 013) taking its place; an address's numbers are the state's own.
  useLayoutEffect(() => {
    if (read.current) return;
    read.current = true;
    const query = new URLSearchParams(searchParams);
    const typed = formRef.current ? typedBeforeHydration(new FormData(formRef.current), query) : {};
    const state = parseSizing(query);
    setFields({ ...fieldsOf(state, query), ...typed });
    setModel(state.model ?? "");
    setLogWalls(state.logWalls);
    setSupply(state.supply);
    setCity(state.city);
    setReady(true);
  }, [searchParams]);

  const state = useMemo(
    () => stateOf(fields, model, logWalls, supply, city),
    [fields, model, logWalls, supply, city],
  );
  const result = useMemo(() => sizingResult(state), [state]);
  const query = serializeSizing(state);
  const problems = fieldProblems(fields);
  const held = problems.length > 0;

  // The address is rewritten in place (`replaceState`), not by a router navigation, which would
  // cancel a navigation the visitor has just started ('Send this to us' clicked while typing).
  const writeAddress = (text: string) => {
    if (window.location.pathname.replace(/\/$/, "") !== paths.sizing) return; // on its way elsewhere
    const next = `${paths.sizing}${text ? `?${text}` : ""}${window.location.hash}`;
    window.history.replaceState(window.history.state, "", next);
  };

  useEffect(() => {
    if (!ready || held || query === window.location.search.slice(1)) return;
    const timer = window.setTimeout(() => writeAddress(query), URL_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [query, ready, held]);

  const setField = (field: NumberField, value: string) => {
    setFields((current) => ({ ...current, [field]: value }));
    if (field !== "tariff" && field !== "session") setModel(""); // the room is no longer the collection's
  };

  const chooseModel = (slug: string) => {
    setModel(slug);
    if (slug)
      setFields((current) => ({
        ...current,
        ...fieldsOf({ ...state, ...modelRoom(slug as SaunaSlug) }),
      }));
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    writeAddress(query);
  };

  return {
    formRef,
    fields,
    model,
    logWalls,
    supply,
    state,
    result,
    problems,
    held,
    enquiry: paths.contact("heater", sizingNote(state, result)),
    setField,
    chooseModel,
    setLogWalls,
    setSupply,
    submit,
  };
}
