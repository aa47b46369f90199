/**
 * The sizing calculator: a room's inside size (typed, or filled from one of our collections), its
 * uninsulated surfaces and walls, the supply, the tariff and the session give the room's volume,
 * the effective volume the heater is sized for, the output that suits, our heaters at that output,
 * what each draws on either supply, and estimates of the heat-up time and a session's cost.
 *
 * Everything shown comes from the pure functions of `catalogue/sizing-state.ts`. The state lives
 * in the address (read once the page has hydrated, written back as the visitor types), so a
 * sizing can be shared. The page is prerendered with the default room and with the table it is
 * sized by, which works without JavaScript; the form is a plain GET form.
 */
import {
  type CSSProperties,
  type FormEvent,
  useEffect,
  useId,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
} from "react";
import { Link, useSearchParams } from "react-router";

import { supplies, type Supply } from "~/catalogue/electrics";
import { priceLine } from "~/catalogue/price";
import { saunaRange, type SaunaSlug } from "~/catalogue/range";
import {
  DEFAULT_TARIFF,
  LOG_WALL_FACTOR,
  outputTable,
  supplyOptions,
  UNINSULATED_M3_PER_M2,
} from "~/catalogue/sizing";
import {
  decimal,
  DEFAULT_STATE,
  formatSessionRand,
  LIMITS,
  modelRoom,
  outputRangeText,
  PARAMS,
  parseSizing,
  serializeSizing,
  sizingNote,
  sizingResult,
  type SizingState,
  type FieldProblem,
  fieldProblems,
  type NumberField,
} from "~/catalogue/sizing-state";
import { listOf, measure, span } from "~/format/units";
import { Breadcrumbs } from "~/components/breadcrumbs";
import { ButtonLink } from "~/components/button-link";
import {
  choiceClass,
  fieldClass,
  hintClass,
  labelClass,
  numberFieldChars,
} from "~/components/form-styles";
import { crumb } from "~/routing/breadcrumbs";
import { seo } from "~/seo/meta";
import { breadcrumbJsonLd } from "~/seo/structured-data";
import { paths } from "~/routing/paths";

import type { Route } from "./+types/sizing";

const trail = [crumb("home"), crumb("products"), crumb("sizing")];

const smallest = outputTable[0]!;
const largest = outputTable[outputTable.length - 1]!;

export const meta: Route.MetaFunction = () =>
  seo({
    title: "Sauna and Heater Sizing",
    description: `Size a sauna heater for your room: its volume, the output it needs (our heaters run from ${measure(smallest.kw, "kW")} to ${measure(largest.kw, "kW")}), the circuit to provide, heat-up time and running cost.`,
    path: paths.sizing,
    keywords: [
      "sauna heater size",
      "sauna heater calculator",
      "sauna kW",
      "sauna room volume",
      "South Africa",
    ],
    jsonLd: [breadcrumbJsonLd(trail)],
  });

type Fields = Record<NumberField, string>;

function fieldsOf(state: SizingState): Fields {
  return {
    width: String(state.width),
    depth: String(state.depth),
    height: String(state.height),
    glass: String(state.glass),
    tariff: String(state.tariff),
    session: String(state.session),
  };
}

/** The state the form's fields give, by the same rules as an address. */
function stateOf(fields: Fields, model: string, logWalls: boolean, supply: Supply): SizingState {
  const query = new URLSearchParams({ ...fields, [PARAMS.supply]: supply });
  if (model) query.set(PARAMS.model, model);
  if (logWalls) query.set(PARAMS.logWalls, "1");
  return parseSizing(query);
}

/**
 * Writes into `query` what the form's fields hold that differs from the prerendered defaults:
 * what the visitor typed, ticked or chose before the page hydrated.
 */
function typedBeforeHydration(form: Pick<FormData, "get">, query: URLSearchParams) {
  const defaults = fieldsOf(DEFAULT_STATE);
  for (const field of Object.keys(defaults) as NumberField[]) {
    const value = form.get(PARAMS[field]);
    if (typeof value !== "string" || value === defaults[field]) continue;
    query.set(PARAMS[field], value);
  }
  const model = form.get(PARAMS.model);
  if (typeof model === "string" && model) query.set(PARAMS.model, model);
  if (form.get(PARAMS.logWalls)) query.set(PARAMS.logWalls, "1");
  const supply = form.get(PARAMS.supply);
  if (typeof supply === "string" && supply !== DEFAULT_STATE.supply)
    query.set(PARAMS.supply, supply);
}

/** How long the address waits after the last keystroke before it is rewritten. */
const URL_DELAY_MS = 400;

export default function Sizing() {
  const id = useId();
  const [searchParams] = useSearchParams();
  const [fields, setFields] = useState<Fields>(() => fieldsOf(DEFAULT_STATE));
  const [model, setModel] = useState<string>("");
  const [logWalls, setLogWalls] = useState(DEFAULT_STATE.logWalls);
  const [supply, setSupply] = useState<Supply>(DEFAULT_STATE.supply);
  // False until the address has been read, after hydration: until then the page shows the
  // default room it was prerendered with, and writes nothing back.
  const [ready, setReady] = useState(false);
  const read = useRef(false);
  const formRef = useRef<HTMLFormElement>(null);

  // Once hydrated: the address, with whatever the visitor changed in the fields before hydration
  // (they keep it, decision 013) taking its place.
  useLayoutEffect(() => {
    if (read.current) return;
    read.current = true;
    const query = new URLSearchParams(searchParams);
    if (formRef.current) typedBeforeHydration(new FormData(formRef.current), query);
    const state = parseSizing(query);
    // A number typed before hydration stays as typed, so that one out of range is pointed out
    // rather than quietly replaced by its limit; an address's numbers are the state's own.
    const typed = formRef.current ? new FormData(formRef.current) : undefined;
    const kept: Partial<Fields> = {};
    for (const field of Object.keys(LIMITS) as NumberField[]) {
      const value = typed?.get(PARAMS[field]);
      if (typeof value === "string" && value !== fieldsOf(DEFAULT_STATE)[field])
        kept[field] = value;
    }
    setFields({ ...fieldsOf(state), ...kept });
    setModel(state.model ?? "");
    setLogWalls(state.logWalls);
    setSupply(state.supply);
    setReady(true);
  }, [searchParams]);

  const state = useMemo(
    () => stateOf(fields, model, logWalls, supply),
    [fields, model, logWalls, supply],
  );
  const result = useMemo(() => sizingResult(state), [state]);
  const query = serializeSizing(state);
  // A field out of range or left empty holds the results back (and the address with them): the
  // page never shows figures for a room other than the one typed.
  const problems = fieldProblems(fields);
  const problemOf = (field: NumberField) => problems.find((each) => each.field === field)?.problem;
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
    if (field === "width" || field === "depth" || field === "height" || field === "glass") {
      setModel("");
    }
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

  const note = sizingNote(state, result);
  const enquiry = paths.contact("heater", note);
  const ids = {
    model: `${id}-model`,
    glassHint: `${id}-glass-hint`,
    results: `${id}-results`,
  };

  const numberInput = (field: NumberField, label: string, unit: string, hint?: string) => {
    const problem = problemOf(field);
    const described = [hint && `${id}-${field}-hint`, problem && `${id}-${field}-problem`]
      .filter(Boolean)
      .join(" ");
    return (
      <div>
        <label htmlFor={`${id}-${field}`} className={labelClass}>
          {label} <span className="font-normal text-muted">({unit})</span>
        </label>
        {hint && (
          <p id={`${id}-${field}-hint`} className={hintClass}>
            {hint}
          </p>
        )}
        <input
          id={`${id}-${field}`}
          name={PARAMS[field]}
          type="number"
          inputMode="decimal"
          min={LIMITS[field].min}
          max={LIMITS[field].max}
          step={LIMITS[field].step === 1 ? 1 : "any"}
          value={fields[field]}
          onChange={(event) => setField(field, event.target.value)}
          aria-describedby={described || undefined}
          aria-invalid={problem ? true : undefined}
          style={{ "--field-chars": numberFieldChars(LIMITS[field]) } as CSSProperties}
          className={`${fieldClass} field-number aria-invalid:border-danger`}
        />
        {problem && (
          <p id={`${id}-${field}-problem`} className="mt-2 text-sm/5 text-danger">
            {problemText(field, problem)}
          </p>
        )}
      </div>
    );
  };

  return (
    <>
      <section className="container-content pt-32 pb-12 lg:pt-40 lg:pb-16">
        <Breadcrumbs trail={trail} />
        <div className="mt-10">
          <p className="mb-4 eyebrow">Sizing</p>
          <h1 className="max-w-3xl text-4xl leading-display text-ink sm:text-5xl lg:text-6xl">
            Size your sauna and its heater
          </h1>
          <div className="mt-6 max-w-prose text-lg/8 text-muted">
            <p>
              A heater is sized to the room it warms, not to the number of people on the bench. Give
              us the room&apos;s inside size and what its walls are made of, and see the output it
              needs, which of our heaters suit, and what your electrician will provide.
            </p>
          </div>
        </div>
        <noscript>
          <p className="mt-8 max-w-prose border-l-2 border-cedar bg-linen px-5 py-4 text-sm/6">
            The live results below need JavaScript: without it they show the example room, whatever
            you enter. The table further down, which our sizing follows, works without it.
          </p>
        </noscript>
      </section>

      <section
        aria-labelledby={`${id}-form-heading`}
        className="container-content grid gap-12 pb-20 lg:grid-cols-12 lg:gap-16 lg:pb-28"
      >
        <form
          ref={formRef}
          method="get"
          action={paths.sizing}
          onSubmit={submit}
          className="space-y-8 rounded-sm bg-linen p-6 sm:p-8 lg:col-span-5 lg:self-start"
        >
          <h2 id={`${id}-form-heading`} className="text-2xl sm:text-3xl">
            Your room
          </h2>
          <div>
            <label htmlFor={ids.model} className={labelClass}>
              Start from one of our saunas
            </label>
            <select
              id={ids.model}
              name={PARAMS.model}
              value={model}
              onChange={(event) => chooseModel(event.target.value)}
              className={fieldClass}
            >
              <option value="">My own room</option>
              {saunaRange.map((sauna) => (
                <option key={sauna.slug} value={sauna.slug}>
                  {sauna.name}
                </option>
              ))}
            </select>
          </div>

          <fieldset>
            <legend className={labelClass}>Inside size</legend>
            <p className={hintClass}>Measured inside the walls, floor to ceiling.</p>
            <div className="mt-2 grid-fields gap-3">
              {numberInput("width", "Width", "mm")}
              {numberInput("depth", "Depth", "mm")}
              {numberInput("height", "Height", "mm")}
            </div>
          </fieldset>

          {numberInput(
            "glass",
            "Glass, tile, stone or brick",
            "m²",
            `Surfaces without insulation behind them soak up heat: each square metre counts as ${measure(UNINSULATED_M3_PER_M2, "m³")} more room.`,
          )}

          <label className={choiceClass}>
            <input
              type="checkbox"
              name={PARAMS.logWalls}
              value="1"
              checked={logWalls}
              onChange={(event) => setLogWalls(event.target.checked)}
              className="size-4 accent-ink"
            />
            Solid log walls, without insulation
          </label>

          <fieldset>
            <legend className={labelClass}>The supply at your home</legend>
            <div className="mt-3 grid gap-3 sm:grid-cols-2">
              {supplyOptions.map((option) => (
                <label key={option.id} className={choiceClass}>
                  <input
                    type="radio"
                    name={PARAMS.supply}
                    value={option.id}
                    checked={supply === option.id}
                    onChange={() => setSupply(option.id)}
                    className="size-4 accent-ink"
                  />
                  {option.label}
                </label>
              ))}
            </div>
          </fieldset>

          <div className="grid gap-6 sm:grid-cols-2">
            {numberInput("tariff", "Electricity", "R per kWh")}
            {numberInput("session", "Session", "minutes")}
          </div>
          <p className="-mt-4 text-xs/5 text-muted">
            The tariff we start from is {tariffText(DEFAULT_TARIFF.randPerKwh)} with VAT (
            {DEFAULT_TARIFF.source}): change it to your own.
          </p>

          <button
            type="submit"
            className="inline-flex min-h-12 items-center justify-center rounded-xs bg-ink px-7 text-sm font-medium tracking-wide text-stone transition-colors duration-200 ease-calm hover:bg-ember-deep"
          >
            Size my room
          </button>
        </form>

        <div className="lg:col-span-7">
          <h2 id={ids.results} className="sr-only">
            Results
          </h2>
          {!held && (
            <>
              <dl
                aria-live="polite"
                className="grid gap-px overflow-hidden rounded-sm border border-birch bg-birch sm:grid-cols-3"
              >
                <Figure
                  label="Room volume"
                  value={measure(decimal(result.volume), "m³")}
                  testId="volume"
                />
                <Figure
                  label="Effective volume"
                  value={measure(decimal(result.effective), "m³")}
                  testId="effective"
                />
                <Figure
                  label="Heater output"
                  value={result.output ? outputRangeText(result.output) : "Beyond our range"}
                  testId="output"
                />
              </dl>
              <p className="mt-4 text-sm/6 text-muted">
                The effective volume is the room&apos;s own, multiplied by {LOG_WALL_FACTOR} for
                solid log walls, plus {measure(UNINSULATED_M3_PER_M2, "m³")} for every square metre
                of glass, tile, stone or brick: the rule heater makers size by.
              </p>
            </>
          )}

          {/* One live region, always in the page, for what stands in place of the results. */}
          <div role="status">
            {held ? (
              <div className="border-l-2 border-ember bg-linen px-6 py-5" data-sizing-held="">
                <p className="font-display text-2xl">Your results are on hold</p>
                <p className="mt-3 text-muted">{holdText(problems)}</p>
              </div>
            ) : (
              !result.output && (
                <div className="mt-10 border-l-2 border-ember bg-linen px-6 py-5">
                  <p className="font-display text-2xl">A room beyond our heaters</p>
                  <p className="mt-3 text-muted">
                    {result.effective < smallest.room[0]
                      ? `At ${measure(decimal(result.effective), "m³")} the room is smaller than our smallest heater suits (${measure(smallest.room[0], "m³")}).`
                      : `At ${measure(decimal(result.effective), "m³")} the room needs more than our largest heater gives (${measure(largest.room[1], "m³")} at ${measure(largest.kw, "kW")}).`}{" "}
                    Rooms like this are built to a design of their own, often with two heaters:{" "}
                    <Link to={enquiry} className="link-underline text-ink">
                      talk to us
                    </Link>{" "}
                    and we will size it with you.
                  </p>
                </div>
              )
            )}
          </div>

          {!held && result.output && <Results state={state} result={result} enquiry={enquiry} />}
        </div>
      </section>

      <section aria-labelledby={`${id}-table-heading`} className="bg-linen">
        <div className="container-content grid gap-12 section-y lg:grid-cols-12">
          <div className="lg:col-span-5">
            <h2 id={`${id}-table-heading`} className="text-3xl sm:text-4xl">
              The table we size by
            </h2>
            <div className="mt-6 space-y-4 text-muted">
              <p>
                Multiply the room&apos;s inside width, depth and height (in metres) for its volume.
                Add {measure(UNINSULATED_M3_PER_M2, "m³")} for every square metre of glass, tile,
                stone or brick, or multiply by {LOG_WALL_FACTOR} if the walls are solid logs. Then
                choose an output whose rooms include that figure.
              </p>
              <p>
                The volumes are the heater maker&apos;s published ones for each output. A registered
                electrician connects the heater and issues the Certificate of Compliance.
              </p>
            </div>
          </div>
          <div className="lg:col-span-6 lg:col-start-7">
            <table className="w-full border-collapse text-left">
              <caption className="sr-only">Heater output and the room volume it suits</caption>
              <thead>
                <tr className="border-b border-ink/30 text-sm">
                  <th scope="col" className="py-3 pr-4 font-medium">
                    Heater output
                  </th>
                  <th scope="col" className="py-3 font-medium">
                    Effective room volume
                  </th>
                </tr>
              </thead>
              <tbody>
                {outputTable.map((row) => (
                  <tr key={row.kw} className="border-b border-birch">
                    <td className="py-3 pr-4 font-display text-xl">{measure(row.kw, "kW")}</td>
                    <td className="py-3 tabular-nums">{span(row.room[0], row.room[1], "m³")}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </div>
      </section>
    </>
  );
}

/** A field's figure with its unit, as the form's labels give them. */
function amount(field: NumberField, value: number | string): string {
  if (field === "tariff") return `R\u00a0${value} per\u00a0kWh`;
  const unit = { width: "mm", depth: "mm", height: "mm", glass: "m²", session: "minutes" }[field];
  return measure(value, unit);
}

/** Under a field that holds the results back: what is wrong, and what would do. */
function problemText(field: NumberField, problem: FieldProblem): string {
  const { min, max } = LIMITS[field];
  if (problem === "below")
    return `Below the ${amount(field, min)} we size from: enter ${min} or more.`;
  if (problem === "above")
    return `Above the ${amount(field, max)} we size to: enter ${max} or less.`;
  return `Enter a number from ${amount(field, min)} to ${amount(field, max)}.`;
}

const FIELD_NAMES: Record<NumberField, string> = {
  width: "width",
  depth: "depth",
  height: "height",
  glass: "glass, tile, stone or brick",
  tariff: "electricity tariff",
  session: "session",
};

/** What the results panel says while a field holds it back. */
function holdText(problems: readonly { field: NumberField }[]): string {
  const names = problems.map(({ field }) => `the ${FIELD_NAMES[field]}`);
  const list = names.length > 1 ? `${names.slice(0, -1).join(", ")} and ${names.at(-1)}` : names[0];
  return `We size with the figures you give, never with ones we have changed for you. Correct ${list}, and the results follow.`;
}

/** "R 3.38 per kWh". */
function tariffText(randPerKwh: number): string {
  return `R\u00a0${randPerKwh.toFixed(2)} per\u00a0kWh`;
}

function Figure({ label, value, testId }: { label: string; value: string; testId: string }) {
  return (
    <div className="bg-stone px-6 py-5">
      <dt className="eyebrow">{label}</dt>
      <dd data-testid={testId} className="mt-2 font-display text-3xl text-ink">
        {value}
      </dd>
    </div>
  );
}

function Results({
  state,
  result,
  enquiry,
}: {
  state: SizingState;
  result: ReturnType<typeof sizingResult>;
  enquiry: string;
}) {
  const estimate = result.estimate!;
  return (
    <>
      <section aria-labelledby="sizing-heaters" className="mt-12">
        <h3 id="sizing-heaters" className="text-2xl">
          Our heaters that suit
        </h3>
        <ul className="mt-5 grid gap-4 sm:grid-balanced-2">
          {heaterCards(result.heaters).map(({ heater, kws }) => (
            <li key={heater.slug}>
              <Link
                to={`${paths.equipment}#${heater.slug}`}
                className="group block h-full rounded-sm border border-birch bg-white/40 p-5 transition-colors duration-200 ease-calm hover:border-ink/60"
              >
                <span className="block font-display text-xl group-hover:text-ember-deep">
                  {heater.name}
                </span>
                <span className="mt-1 block text-sm text-muted">
                  {kws.length === 0 ? "Wood burning" : `At ${measure(listOf(kws), "kW")}`} ·{" "}
                  {priceLine(heater.price)}
                </span>
              </Link>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="sizing-supply" className="mt-12">
        <h3 id="sizing-supply" className="text-2xl">
          What your electrician provides
        </h3>
        <div className="mt-5 grid gap-4 sm:grid-cols-2">
          {(Object.keys(supplies) as Supply[]).map((supply) => {
            const chosen = supply === state.supply;
            return (
              <div
                key={supply}
                data-supply={supply}
                data-chosen={chosen || undefined}
                className={`rounded-sm border p-5 ${chosen ? "border-ink bg-linen" : "border-birch"}`}
              >
                <p className="flex items-center justify-between gap-3">
                  <span className="font-medium">{supplies[supply].label}</span>
                  {chosen && <span className="eyebrow">Your supply</span>}
                </p>
                <ul className="mt-3 space-y-2 text-sm/6 text-muted">
                  {result.circuits.map((row) => (
                    <li key={row.kw}>
                      <span className="text-ink">{measure(row.kw, "kW")}</span> draws{" "}
                      {measure(decimal(row.amps[supply]), "A")}
                      {supplies[supply].phases > 1 ? " a phase" : ""}: {row.circuit[supply]}
                    </li>
                  ))}
                </ul>
              </div>
            );
          })}
        </div>
        <p className="mt-4 text-sm/6 text-muted">
          A registered electrician installs the circuit, connects the heater and issues the
          Certificate of Compliance; they choose the cable for its length and route.
        </p>
      </section>

      <section aria-labelledby="sizing-session" className="mt-12">
        <h3 id="sizing-session" className="text-2xl">
          Heating and running
        </h3>
        <dl className="mt-5 divide-y divide-birch border-y border-birch">
          <div className="flex flex-wrap justify-between gap-x-6 gap-y-1 py-3">
            <dt className="text-muted">Heat-up, an estimate</dt>
            <dd data-testid="heat-up">
              about {measure(estimate.heatUpMin, "minutes")} at {measure(estimate.kw, "kW")}
            </dd>
          </div>
          <div className="flex flex-wrap justify-between gap-x-6 gap-y-1 py-3">
            <dt className="text-muted">
              A {measure(state.session, "minute")} session, heating included
            </dt>
            <dd data-testid="session-cost">
              about {measure(decimal(estimate.kwh), "kWh")}, {formatSessionRand(estimate.rand)} at{" "}
              {tariffText(state.tariff)}
            </dd>
          </div>
        </dl>
        <p className="mt-4 text-sm/6 text-muted">
          Estimates for a well-insulated room: a cold house, a large glass front or opening the door
          often all add to them.
        </p>
      </section>

      <div className="mt-12 flex flex-wrap items-center gap-6">
        <ButtonLink to={enquiry}>Send this to us</ButtonLink>
        <p className="max-w-sm text-sm/6 text-muted">
          Opens our enquiry form with this sizing written in, for you to add to.
        </p>
      </div>
    </>
  );
}

/** One card per heater, with every output of it that suits the room (none for a wood burner). */
function heaterCards(
  suitable: ReturnType<typeof sizingResult>["heaters"],
): { heater: (typeof suitable)[number]["heater"]; kws: number[] }[] {
  const cards = new Map<string, { heater: (typeof suitable)[number]["heater"]; kws: number[] }>();
  for (const { heater, kw } of suitable) {
    const card = cards.get(heater.slug) ?? { heater, kws: [] };
    if (kw !== undefined) card.kws.push(kw);
    cards.set(heater.slug, card);
  }
  return [...cards.values()];
}
