/**
 * The sizing calculator's form (a plain GET form, which works without JavaScript) and its results,
 * or what holds them back, as `useSizing` gives them.
 */
import type { CSSProperties } from "react";
import { Link } from "react-router";

import { supplies, type Supply } from "~/catalogue/electrics";
import { priceLine } from "~/catalogue/price";
import { saunaRange } from "~/catalogue/range";
import { LOG_WALL_FACTOR, supplyOptions, UNINSULATED_M3_PER_M2 } from "~/catalogue/sizing";
import { listOf, measure } from "~/format/units";
import { ButtonLink } from "~/components/button-link";
import {
  choiceClass,
  fieldClass,
  hintClass,
  labelClass,
  numberFieldChars,
} from "~/components/form-styles";
import { paths } from "~/routing/paths";

import {
  beyondRangeText,
  nearTopText,
  decimal,
  formatSessionRand,
  heaterCards,
  holdText,
  LIMITS,
  type NumberField,
  outputRangeText,
  PARAMS,
  problemText,
  tariffExample,
  tariffNote,
  tariffText,
} from "./sizing-state";
import type { Sizing } from "./use-sizing";

export function SizingForm({ id, sizing }: { id: string; sizing: Sizing }) {
  const { formRef, fields, model, logWalls, supply, problems, setField, chooseModel } = sizing;
  const { setLogWalls, setSupply, submit, state } = sizing;
  const problemOf = (field: NumberField) => problems.find((each) => each.field === field)?.problem;

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
          // Text, not a number field: browsers read a decimal comma three ways in a number field
          // (one drops it, one shows the page's numbers with commas, one refuses it), where the
          // calculator reads "1,5" and "1.5" alike and shows what the visitor typed.
          type="text"
          inputMode={LIMITS[field].step === 1 ? "numeric" : "decimal"}
          autoComplete="off"
          spellCheck={false}
          data-max={LIMITS[field].max}
          data-decimals={LIMITS[field].step === 1 ? 0 : 2}
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
        <label htmlFor={`${id}-model`} className={labelClass}>
          Start from one of our saunas
        </label>
        <select
          id={`${id}-model`}
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
      <p className="-mt-4 text-xs/5 text-muted" data-testid="tariff-note">
        {tariffNote(state)}
      </p>

      <button
        type="submit"
        className="inline-flex min-h-12 items-center justify-center rounded-xs bg-ink px-7 text-sm font-medium tracking-wide text-stone transition-colors duration-200 ease-calm hover:bg-ember-deep"
      >
        Size my room
      </button>
    </form>
  );
}

export function SizingResults({ id, sizing }: { id: string; sizing: Sizing }) {
  const { result, problems, held, enquiry } = sizing;
  return (
    <div className="lg:col-span-7">
      <h2 id={`${id}-results`} className="sr-only">
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
            The effective volume is the room&apos;s own, multiplied by {LOG_WALL_FACTOR} for solid
            log walls, plus {measure(UNINSULATED_M3_PER_M2, "m³")} for every square metre of glass,
            tile, stone or brick: the rule heater makers size by.
          </p>
          {result.output?.nearTop && (
            <p className="mt-3 text-sm/6 text-muted" data-testid="near-top">
              {nearTopText(result.effective, result.output.minKw)}
            </p>
          )}
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
                {beyondRangeText(result.effective)} Rooms like this are built to a design of their
                own, often with two heaters:{" "}
                <Link to={enquiry} className="link-underline text-ink">
                  talk to us
                </Link>{" "}
                and we will size it with you.
              </p>
            </div>
          )
        )}
      </div>

      {!held && result.output && <Results sizing={sizing} />}
    </div>
  );
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

function Results({ sizing: { state, result, enquiry } }: { sizing: Sizing }) {
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
          Your own registered electrician installs the dedicated circuit, choosing the cable for its
          length and route, and issues the Certificate of Compliance; our installers connect and
          commission the heater on it.
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
              {tariffExample(state)}
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
