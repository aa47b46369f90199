/**
 * A collection's 3D scene on its page: the 3D model (`scene-viewer.tsx`) beside a configurator of
 * native form controls (size, timber outside and in, the front where the collection offers a
 * choice), and what the design comes to: an indicative price, the heater that suits the room and
 * what it asks of the supply. The model follows the design live once the visitor has opened it.
 *
 * The design lives in the page's address (`?width=…&outside=…`, read once the page has hydrated
 * and kept with `replaceState`), so a design can be shared and 'Send this design' carries a link
 * back to it. What the visitor chose before hydration is kept: the form's own values are read
 * first, and win over the address. Without JavaScript the controls cannot change the figures,
 * which stay those of the standard cabin, and the page says so.
 */
import { Send } from "lucide-react";
import { useEffect, useLayoutEffect, useMemo, useRef, useState } from "react";

import {
  type Design,
  DESIGN_PARAMS,
  designKit,
  designModel,
  designNote,
  frontName,
  parseDesign,
  optionsOf,
  serializeDesign,
  SIZE_STEP,
  sizeChoices,
  standardDesign,
  standardPictureNote,
} from "~/catalogue/configure";
import { supplies } from "~/catalogue/electrics";
import { formatRand } from "~/format/money";
import { kitRange } from "~/catalogue/range-cabins";
import type { SaunaItem, TimberId } from "~/content/range-core";
import { saunaStage } from "~/catalogue/scenery";
import { footprintText, measure, size, sizeText } from "~/format/units";
import type { DesignFigures, designFigures } from "~/catalogue/design-figures";
import { timberName } from "~/catalogue/woods";
import type { ImageSource } from "~/images/image-source";
import { paths } from "~/routing/paths";
import { site } from "~/content/site";
import { TIMBER_TONES } from "~/scene/timber-tones";

import { ButtonLink } from "./button-link";
import { choiceClass, fieldClass, hintClass, labelClass } from "./form-styles";
import { SceneAr } from "./scene-ar";
import { SceneViewer } from "./scene-viewer";

export interface SaunaSceneProps {
  sauna: SaunaItem;
  /** What the standard cabin comes to, worked out when the page was built. */
  standardFigures: DesignFigures;
  poster: { image: ImageSource; alt: string };
  planPdf?: string;
  tourUrl?: string;
}

/** The id the configurator's heading carries: 'Send this design' links back to it. */
export const CONFIGURE_ID = "configure";

/** A swatch of the timber's two tones, as the 3D model's generated grain is drawn from them. */
function swatch(id: TimberId) {
  const { early, late } = TIMBER_TONES[id];
  return { backgroundImage: `linear-gradient(135deg, ${early} 0 45%, ${late} 55% 100%)` };
}

const sentenceCase = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** The design's address on this page, absolute, opening at the configurator. */
export function designLink(sauna: SaunaItem, query: string): string {
  return `${site.url}${paths.sauna(sauna.slug)}${query ? `?${query}` : ""}#${CONFIGURE_ID}`;
}

/** The page's address with the design's query, keeping the router's state and any hash. */
function keepInAddress(query: string) {
  const url = new URL(window.location.href);
  for (const name of Object.values(DESIGN_PARAMS)) url.searchParams.delete(name);
  for (const [name, value] of new URLSearchParams(query)) url.searchParams.set(name, value);
  const next = `${url.pathname}${url.search}${url.hash}`;
  if (next !== `${window.location.pathname}${window.location.search}${window.location.hash}`)
    window.history.replaceState(window.history.state, "", next);
}

/**
 * What the form's fields hold that differs from the standard: what the visitor chose before the
 * page hydrated (the prerendered fields hold the standard design).
 */
function chosenBeforeHydration(form: HTMLFormElement, standard: Record<string, string>) {
  const chosen = new URLSearchParams();
  for (const [name, value] of new FormData(form)) {
    if (typeof value === "string" && standard[name] !== value) chosen.set(name, value);
  }
  return chosen;
}

/** The form's fields for a design, as the form sends them: a kit by its slug, else the size. */
function fieldValues(sauna: SaunaItem, of: Design): Record<string, string> {
  const kit = designKit(sauna, of);
  return {
    ...(kit
      ? { [DESIGN_PARAMS.kit]: kit.slug }
      : { [DESIGN_PARAMS.width]: String(of.width), [DESIGN_PARAMS.depth]: String(of.depth) }),
    [DESIGN_PARAMS.outside]: of.outside,
    [DESIGN_PARAMS.inside]: of.inside,
    [DESIGN_PARAMS.front]: of.front,
  };
}

/** The module that works out a design's figures, loaded when the design first changes. */
type FiguresModule = { designFigures: typeof designFigures };

export function SaunaScene({ sauna, standardFigures, poster, planPdf, tourUrl }: SaunaSceneProps) {
  const standard = useMemo(() => standardDesign(sauna), [sauna]);
  const [design, setDesign] = useState<Design>(standard);
  // Set once the address has been read, after hydration: until then the address is left alone.
  const read = useRef(false);
  const formRef = useRef<HTMLFormElement>(null);
  const options = optionsOf(sauna.slug);
  const { widths, depths } = sizeChoices(sauna);
  const kits = options.sizes.kind === "kits";

  // Once hydrated: the address, with what was chosen in the form before hydration winning.
  useLayoutEffect(() => {
    const query = new URLSearchParams(window.location.search);
    if (formRef.current) {
      const chosen = chosenBeforeHydration(formRef.current, fieldValues(sauna, standard));
      // A size chosen in the form replaces the address's, whichever way the address gives it.
      if (chosen.has(DESIGN_PARAMS.width) || chosen.has(DESIGN_PARAMS.depth))
        query.delete(DESIGN_PARAMS.kit);
      if (chosen.has(DESIGN_PARAMS.kit)) {
        query.delete(DESIGN_PARAMS.width);
        query.delete(DESIGN_PARAMS.depth);
      }
      for (const [name, value] of chosen) query.set(name, value);
    }
    read.current = true;
    const asked = parseDesign(sauna, query);
    // The standard design (the page as prerendered) needs no second render: the address is only
    // tidied of anything the collection does not offer.
    if (serializeDesign(sauna, asked) === "") keepInAddress("");
    // eslint-disable-next-line react-hooks/set-state-in-effect -- the address is known only in the browser
    else setDesign(asked);
    // Read once, on hydration: afterwards the design is the visitor's, and the address follows it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const query = serializeDesign(sauna, design);
  useLayoutEffect(() => {
    if (read.current) keepInAddress(query);
  }, [query]);

  const model = useMemo(() => designModel(sauna, design), [sauna, design]);
  const isStandard = query === "";
  const [figuresModule, setFiguresModule] = useState<FiguresModule | null>(null);
  const [figuresFailed, setFiguresFailed] = useState(false);
  const loading = useRef(false);
  const loadFigures = () => {
    if (loading.current) return;
    loading.current = true;
    setFiguresFailed(false);
    import("~/catalogue/design-figures").then(
      (module) => setFiguresModule(module),
      () => {
        loading.current = false;
        setFiguresFailed(true);
      },
    );
  };
  useEffect(() => {
    if (!isStandard) loadFigures();
  });
  // The standard's figures came with the page; a design's are worked out here once the module is in.
  const figures = useMemo(
    () =>
      isStandard
        ? standardFigures
        : figuresModule?.designFigures(sauna, design, timberName, designLink(sauna, query)),
    [isStandard, standardFigures, figuresModule, sauna, design, query],
  );
  const shown = figures ?? standardFigures;
  const pending = !figures;
  // Until the figures are in, 'Send this design' still sends the design itself.
  const note =
    figures?.note ?? designNote(sauna, design, undefined, timberName, designLink(sauna, query));
  const change = (part: Partial<Design>) => setDesign((current) => ({ ...current, ...part }));
  // The design's PDF, made in the browser: its code and pdf-lib load only on the click.
  const [pdfFailed, setPdfFailed] = useState(false);
  const downloadPdf = () => {
    setPdfFailed(false);
    import("./design-pdf")
      .then((pdf) => pdf.downloadDesignPdf(sauna, design, designLink(sauna, query), timberName))
      .catch(() => setPdfFailed(true));
  };
  const fields = fieldValues(sauna, design);

  const timberChoice = (part: "outside" | "inside", legend: string, hint: string) => (
    <fieldset>
      <legend className={labelClass}>{legend}</legend>
      <p className={hintClass}>{hint}</p>
      <div className="mt-3 grid grid-cols-2 gap-2">
        {options[part].map((id) => (
          <label key={id} className={`relative ${choiceClass}`}>
            <input
              type="radio"
              name={DESIGN_PARAMS[part]}
              value={id}
              checked={design[part] === id}
              onChange={() => change({ [part]: id })}
              className="absolute inset-0 cursor-pointer opacity-0"
            />
            <span
              aria-hidden
              className="size-6 shrink-0 rounded-full ring-1 ring-ink/20"
              style={swatch(id)}
            />
            {timberName(id)}
          </label>
        ))}
      </div>
    </fieldset>
  );

  return (
    <div className="grid gap-10 lg:grid-cols-12 lg:gap-12">
      <div className="lg:col-span-7 lg:row-start-1 xl:col-span-8">
        <SceneViewer
          model={model}
          stage={saunaStage(sauna.slug)}
          name={sauna.name}
          poster={poster}
          posterNote={standardPictureNote(sauna, design, timberName)}
          planPdf={planPdf}
          tourUrl={tourUrl}
        />
        <SceneAr
          slug={sauna.slug}
          name={sauna.name}
          thumbnail={poster.image.placeholder}
          design={isStandard ? undefined : model}
        />
      </div>

      <form
        ref={formRef}
        method="get"
        action={`${paths.sauna(sauna.slug)}#${CONFIGURE_ID}`}
        onSubmit={(event) => event.preventDefault()}
        aria-labelledby={CONFIGURE_ID}
        className="space-y-7 lg:col-span-5 lg:row-span-2 lg:row-start-1 xl:col-span-4"
      >
        <div>
          <h3 id={CONFIGURE_ID} className="scroll-mt-28 text-2xl sm:text-3xl">
            Make it yours
          </h3>
          <p className="mt-2 text-sm/6 text-muted">
            {kits
              ? "Choose the kit; the model, the price and the heater follow."
              : "Choose the size and the timbers; the model, the price and the heater follow."}
          </p>
          <noscript>
            <p className="mt-3 border-l-2 border-cedar bg-stone px-4 py-3 text-sm/6">
              Choosing needs JavaScript: without it the figures below stay those of the standard{" "}
              {sauna.name}. Tell us the size and timbers you would like in your enquiry instead.
            </p>
          </noscript>
        </div>

        {kits ? (
          <div>
            <label htmlFor={`${CONFIGURE_ID}-kit`} className={labelClass}>
              Kit
            </label>
            <select
              id={`${CONFIGURE_ID}-kit`}
              name={DESIGN_PARAMS.kit}
              value={fields[DESIGN_PARAMS.kit]}
              onChange={(event) => {
                const kit = kitRange.find((each) => each.slug === event.target.value);
                if (kit) change({ width: kit.width, depth: kit.depth });
              }}
              className={fieldClass}
            >
              {kitRange.map((kit) => (
                <option key={kit.slug} value={kit.slug}>
                  {kit.name}: {footprintText(kit)}
                </option>
              ))}
            </select>
          </div>
        ) : (
          <fieldset>
            <legend className={labelClass}>Size outside</legend>
            <p className={hintClass}>
              As standard {footprintText(standard)}; in steps of {measure(SIZE_STEP, "mm")}, and
              always {measure(sauna.model.height, "mm")} high.
            </p>
            <div className="mt-1 grid grid-cols-2 gap-3">
              {(
                [
                  ["width", "Width", widths],
                  ["depth", "Depth", depths],
                ] as const
              ).map(([part, label, values]) => (
                <div key={part}>
                  <label
                    htmlFor={`${CONFIGURE_ID}-${part}`}
                    className="mt-2 block text-xs text-muted"
                  >
                    {label}
                  </label>
                  <select
                    id={`${CONFIGURE_ID}-${part}`}
                    name={DESIGN_PARAMS[part]}
                    value={design[part]}
                    onChange={(event) => change({ [part]: Number(event.target.value) })}
                    className={`${fieldClass} mt-1`}
                  >
                    {values.map((value) => (
                      <option key={value} value={value}>
                        {measure(value, "mm")}
                      </option>
                    ))}
                  </select>
                </div>
              ))}
            </div>
          </fieldset>
        )}

        {options.outside.length > 1 &&
          timberChoice("outside", "Timber outside", "The cladding, the face of the cabin.")}
        {options.inside.length > 1 &&
          timberChoice("inside", "Timber inside", "Walls, ceiling, benches and backrest.")}
        {options.outside.length === 1 && options.inside.length === 1 && (
          <p className="text-sm/6 text-muted">
            Built in {timberName(design.outside).toLowerCase()}, inside and out.
          </p>
        )}

        {options.fronts.length > 1 ? (
          <fieldset>
            <legend className={labelClass}>Front</legend>
            <div className="mt-3 grid gap-2">
              {options.fronts.map((front) => (
                <label key={front} className={choiceClass}>
                  <input
                    type="radio"
                    name={DESIGN_PARAMS.front}
                    value={front}
                    checked={design.front === front}
                    onChange={() => change({ front })}
                    className="size-4 accent-ink"
                  />
                  {sentenceCase(frontName({ ...model, front }))}
                </label>
              ))}
            </div>
          </fieldset>
        ) : (
          <p className="text-sm/6 text-muted">
            The {sauna.name} is made with {frontName(model)}.
          </p>
        )}
      </form>

      <section
        aria-labelledby={`${CONFIGURE_ID}-result`}
        aria-busy={pending}
        className="grid gap-x-10 gap-y-6 self-start rounded-sm bg-stone p-6 sm:grid-cols-2 sm:p-8 lg:col-span-7 lg:row-start-2 xl:col-span-8"
        data-design-result=""
      >
        <div>
          <h3 id={`${CONFIGURE_ID}-result`} className="eyebrow">
            {isStandard ? `The standard ${sauna.name}` : `Your ${sauna.name}`}
          </h3>
          {pending && (
            <p className="mt-2 text-sm text-muted">
              {figuresFailed ? (
                <>
                  The figures for this design could not be loaded.{" "}
                  <button type="button" onClick={loadFigures} className="link-underline text-ink">
                    Try again
                  </button>
                </>
              ) : (
                "Working out your design…"
              )}
            </p>
          )}
          {/* The page says once, by its price, that every figure is indicative. */}
          <div className="mt-3 text-xs text-muted">Indicative price</div>
          <p
            className={`mt-1 font-display text-3xl ${pending ? "opacity-40" : ""}`}
            data-design-price=""
          >
            {shown.price !== undefined ? formatRand(shown.price) : "Price on request"}
          </p>
          {/* What changed, said once to a screen reader; the panel itself is not read out. */}
          <p role="status" className="sr-only">
            {!isStandard && !pending
              ? `${sizeText(model)}: ${shown.price !== undefined ? formatRand(shown.price) : "price on request"}${shown.kw !== undefined ? `, a ${measure(shown.kw, "kW")} heater` : ""}.`
              : ""}
          </p>
          <div className="mt-6 flex flex-wrap items-center gap-x-5 gap-y-3">
            <ButtonLink to={paths.contact(sauna.topic, note)} data-early="">
              <Send aria-hidden size={16} />
              Send this design
            </ButtonLink>
            {!isStandard && (
              <button
                type="button"
                onClick={() => setDesign(standard)}
                className="min-h-11 text-sm font-medium link-underline"
              >
                Back to the standard
              </button>
            )}
            <button
              type="button"
              onClick={downloadPdf}
              className="min-h-11 text-sm font-medium link-underline"
            >
              Download your design (PDF)
            </button>
            {pdfFailed && (
              <p role="alert" className="text-sm text-muted">
                The PDF could not be made. Please try again.
              </p>
            )}
          </div>
        </div>
        <div>
          <dl
            className={`divide-y divide-birch border-y border-birch text-sm ${pending ? "opacity-40" : ""}`}
          >
            <div className="flex justify-between gap-4 py-2.5">
              <dt className="text-muted">Outside</dt>
              <dd className="text-right">
                {sizeText(model)}
                {designKit(sauna, design) && (
                  <span className="block text-muted">{designKit(sauna, design)!.name}</span>
                )}
              </dd>
            </div>
            <div className="flex justify-between gap-4 py-2.5">
              <dt className="text-muted">Room inside</dt>
              <dd className="text-right">{measure(shown.volume.toFixed(1), "m³")}</dd>
            </div>
            <div className="flex justify-between gap-4 py-2.5">
              <dt className="text-muted">Heater</dt>
              <dd className="text-right" data-design-heater="">
                {shown.kw !== undefined ? measure(shown.kw, "kW") : "Sized with you"}
                {shown.heaters.length > 0 && (
                  <span className="block text-muted">{shown.heaters.join(" or ")}</span>
                )}
                {shown.nearTop && (
                  <span className="block text-muted">Near the top of its range</span>
                )}
              </dd>
            </div>
            {shown.supply.map((need) => (
              <div key={need.supply} className="flex justify-between gap-4 py-2.5">
                <dt className="text-muted">{supplies[need.supply].label}</dt>
                <dd className="text-right">
                  {supplies[need.supply].phases === 3
                    ? size([3, need.amps.toFixed(1)], "A")
                    : measure(need.amps.toFixed(1), "A")}
                  <span className="block text-muted">{need.circuit}</span>
                </dd>
              </div>
            ))}
          </dl>
          <p className="mt-3 text-xs/5 text-muted">
            The heater is sized for the room and the glass of its front, at the smallest output that
            suits; a registered electrician provides the circuit.
          </p>
        </div>
      </section>
    </div>
  );
}
