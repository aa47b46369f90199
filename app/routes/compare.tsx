import {
  type ChangeEvent,
  type FormEvent,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
} from "react";
import { Link } from "react-router";

import "./compare.css";

import { FLOOR, ROOF, WALL } from "~/catalogue/cabin";
import {
  type Cell,
  choiceMessage,
  chooseItems,
  comparison,
  compareRows,
  ITEMS_PARAM,
  toggleChoice,
} from "~/catalogue/compare";
import { UNINSULATED_M3_PER_M2 } from "~/catalogue/sizing";
import { countWord } from "~/format/count-word";
import { measure } from "~/format/units";
import { Breadcrumbs } from "~/components/breadcrumbs";
import { CallToAction } from "~/components/call-to-action";
import { SectionHeading } from "~/components/section-heading";
import { useHydrated } from "~/hydration/use-hydrated";
import { seo } from "~/seo/meta";
import { sections, words } from "~/content/generated/pages/compare";
import { listed } from "~/content/site";
import { fillFigures, pageWords } from "~/seo/page-words";
import { absoluteUrl, breadcrumbJsonLd } from "~/seo/structured-data";
import { crumb } from "~/routing/breadcrumbs";
import { paths } from "~/routing/paths";

import type { Route } from "./+types/compare";

const items = comparison();
const slugs = items.map((item) => item.slug);
/** What a phone shows until the visitor (or the address) chooses otherwise. */
const defaultChoice = chooseItems([], slugs);
const trail = [crumb("home"), crumb("products"), crumb("compare")];

/** "the Kaelis, Aurora and Loyly": the items' names as a sentence lists them. */
const names = (list: readonly { name: string }[]) => listed(list.map(({ name }) => name));

/** The figures the page's words name in braces: the collections compared, and how many saunas. */
const figures = {
  collections: names(items),
  collectionCount: countWord(items.filter(({ kind }) => kind === "sauna").length),
};
const fill = (text: string) => fillFigures(text, figures);

export const meta: Route.MetaFunction = () =>
  seo({
    ...pageWords(words, figures),
    path: paths.compare,
    keywords: ["compare saunas", "home sauna", "sauna size", "sauna heater", "ice bath"],
    jsonLd: [
      breadcrumbJsonLd(trail),
      {
        "@type": "ItemList",
        name: "The collections compared",
        numberOfItems: items.length,
        itemListElement: items.map((item, i) => ({
          "@type": "ListItem",
          position: i + 1,
          name: item.name,
          url: absoluteUrl(item.path),
        })),
      },
    ],
  });

/**
 * Below 1024 px, with scripting on, the columns not chosen are hidden: from the first paint (the
 * prerendered choice) and after hydration (the visitor's). Without scripting every column shows,
 * and the table scrolls sideways in its region.
 */
const HIDDEN_ON_PHONE = "compare-unchosen";
/** What only a phone with scripting shows: the caption naming the columns chosen. */
const SHOWN_ON_PHONE = "compare-phone-only";

const sameChoice = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((slug) => b.includes(slug));

/** The items chosen in the table's order, as the address and the columns list them. */
const inTableOrder = (chosen: readonly string[]) => slugs.filter((slug) => chosen.includes(slug));

const nameOf = (slug: string) => items.find((item) => item.slug === slug)?.name ?? slug;

/** The choice as an address: the comparison with `?items=`, keeping the router's own state. */
function keepInAddress(chosen: readonly string[]) {
  const url = new URL(window.location.href);
  url.searchParams.set(ITEMS_PARAM, inTableOrder(chosen).join(","));
  const next = `${url.pathname}${url.search.replaceAll("%2C", ",")}${url.hash}`;
  window.history.replaceState(window.history.state, "", next);
}

function CellContent({ cell }: { cell: Cell }) {
  if (cell.kind === "none") {
    return (
      <>
        <span aria-hidden>—</span>
        <span className="sr-only">{cell.label}</span>
      </>
    );
  }
  if (cell.kind === "link") {
    return (
      <a href={cell.href} download type="application/pdf" className="link-underline">
        {cell.text}
        <span className="sr-only"> {cell.label}</span>
      </a>
    );
  }
  return (
    <>
      {cell.lines ? (
        // An outside size, one line a side: six columns fit a desktop screen, three a phone.
        <>
          <span aria-hidden>
            {cell.lines.map((line, side) => (
              <span key={side} className="block">
                {line}
              </span>
            ))}
          </span>
          <span className="sr-only">{cell.text}</span>
        </>
      ) : (
        cell.text
      )}
      {cell.detail && <span className="compare-detail">{cell.detail}</span>}
    </>
  );
}

export default function Compare() {
  const hydrated = useHydrated();
  const formRef = useRef<HTMLFormElement>(null);
  // In the order chosen, oldest first: when the choice is full, the oldest makes way.
  const [chosen, setChosen] = useState<string[]>(defaultChoice);
  // What the last tap did, said after the list of items shown where the boxes do not say it.
  const [message, setMessage] = useState("");
  // Whether the choice has been read from the boxes and the address: once, on hydration.
  const [started, setStarted] = useState(false);
  // Whether the visitor has chosen (before or after hydration): only then, or when the address
  // asked for items, does the address carry `?items=`; the plain page keeps its plain address.
  const visitorChose = useRef(false);

  // On hydration, before anything re-renders the boxes: what was ticked before the page could
  // answer wins; otherwise the address's `?items=` (a shared link), or the default pair.
  useLayoutEffect(() => {
    const form = formRef.current;
    const ticked = form ? new FormData(form).getAll(ITEMS_PARAM).map(String) : [];
    const fromAddress = new URL(window.location.href).searchParams.getAll(ITEMS_PARAM);
    const changedEarly = !sameChoice(ticked, defaultChoice);
    visitorChose.current = changedEarly;
    setChosen(chooseItems(changedEarly ? ticked : fromAddress, slugs));
    setStarted(true);
  }, []);

  useEffect(() => {
    if (!started) return;
    const asked = new URL(window.location.href).searchParams.getAll(ITEMS_PARAM);
    if (asked.length === 0 && !visitorChose.current) return;
    if (asked.join(",") !== inTableOrder(chosen).join(",")) keepInAddress(chosen);
  }, [chosen, started]);

  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const { value, checked } = event.currentTarget;
    visitorChose.current = true;
    const { chosen: next, change } = toggleChoice(chosen, value, checked);
    setChosen(next);
    setMessage(choiceMessage(change, nameOf));
  };

  // A submit held before hydration and played back, or a press of Enter: the boxes already apply.
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    visitorChose.current = true;
    const ticked = new FormData(event.currentTarget).getAll(ITEMS_PARAM).map(String);
    setChosen(chooseItems(ticked, slugs));
    setMessage("");
  };

  const shown = items.filter((item) => chosen.includes(item.slug));
  const cellClass = (slug: string) => (chosen.includes(slug) ? "" : HIDDEN_ON_PHONE);

  return (
    <>
      <section className="container-content pt-32 pb-12 lg:pt-40 lg:pb-16">
        <Breadcrumbs trail={trail} />
        <div className="mt-10">
          <SectionHeading as="h1" eyebrow="Compare" title={fill(sections.heading)}>
            {sections.intro.map((paragraph) => (
              <p key={paragraph}>{fill(paragraph)}</p>
            ))}
          </SectionHeading>
        </div>
      </section>

      <section className="container-content pb-20 lg:pb-32">
        <form
          ref={formRef}
          method="get"
          action={paths.compare}
          onSubmit={onSubmit}
          className="compare-chooser"
        >
          <fieldset>
            <legend className="eyebrow">Choose two or three to compare</legend>
            <div className="mt-4 flex flex-wrap gap-2">
              {items.map((item) => {
                const ticked = chosen.includes(item.slug);
                // Never disabled: a tap on a box that cannot simply change the choice is answered
                // (the oldest choice makes way, or the last two stay) and said below.
                return (
                  <label key={item.slug} className="compare-choice">
                    <input
                      type="checkbox"
                      name={ITEMS_PARAM}
                      value={item.slug}
                      checked={ticked}
                      onChange={onChange}
                    />
                    {item.name}
                  </label>
                );
              })}
            </div>
          </fieldset>
          <p aria-live="polite" className="mt-3 text-sm text-muted">
            Showing the {names(shown)}.
            {message && <span className="mt-1 block text-ink">{message}</span>}
          </p>
          {!hydrated && (
            <button
              type="submit"
              className="mt-4 inline-flex min-h-11 items-center rounded-xs border border-ink/70 px-6 text-sm font-medium"
            >
              Compare
            </button>
          )}
        </form>

        {/* Without scripting a phone scrolls the whole table sideways: a named region that takes
            focus, so the keyboard can scroll it too. */}
        <div
          role="region"
          aria-labelledby="compare-caption"
          // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrolling region
          tabIndex={0}
          className="compare-region"
        >
          <table className="compare-table">
            {/* A phone with scripting shows only the columns chosen, and its caption names them. */}
            <caption id="compare-caption">
              <span className={HIDDEN_ON_PHONE}>{`The ${names(items)} compared`}</span>
              <span className={SHOWN_ON_PHONE}>{`The ${names(shown)} compared`}</span>
              {", each at its standard size. Every cabin can be made to yours."}
            </caption>
            <thead>
              <tr>
                <th scope="col">
                  <span className="sr-only">Compared</span>
                </th>
                {items.map((item) => (
                  <th key={item.slug} scope="col" className={cellClass(item.slug)}>
                    <span className="compare-kind">
                      {item.kind === "sauna" ? "Sauna" : "Ice bath"}
                    </span>
                    <Link to={item.path} className="compare-name">
                      {item.name}
                    </Link>
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {compareRows.map((row) => (
                <tr key={row.id} data-row={row.id}>
                  <th scope="row">
                    {row.label}
                    {row.note && <span className="compare-note">{row.note}</span>}
                  </th>
                  {items.map((item) => (
                    <td key={item.slug} className={cellClass(item.slug)}>
                      <CellContent cell={item.cells[row.id]} />
                    </td>
                  ))}
                </tr>
              ))}
              <tr data-row="enquire">
                <th scope="row">
                  <span className="sr-only">Enquire</span>
                </th>
                {items.map((item) => (
                  <td key={item.slug} className={cellClass(item.slug)}>
                    <Link
                      to={paths.contact(item.topic)}
                      className="inline-flex min-h-11 items-center text-sm font-medium link-underline"
                    >
                      Request a quote
                      <span className="sr-only"> for the {item.name}</span>
                    </Link>
                  </td>
                ))}
              </tr>
            </tbody>
          </table>
        </div>

        <div className="mt-14 grid gap-8 text-sm/6 text-muted lg:grid-cols-3 lg:gap-12">
          <p>
            <span className="text-ink">The room inside</span> is the outside size less walls of{" "}
            {measure(WALL, "mm")} on every side, a roof of {measure(ROOF, "mm")} and an insulated
            floor of {measure(FLOOR, "mm")}: the air the heater warms.
          </p>
          <p>
            <span className="text-ink">The heater</span> is sized as heater makers do it: glass
            soaks up heat, so each square metre counts as {measure(UNINSULATED_M3_PER_M2, "m³")}{" "}
            more room. The supply figures are for the smallest heater that suits; a registered
            electrician sizes the circuit and certifies it.
          </p>
          <p>
            <span className="text-ink">Prices</span> are indicative, for each collection at its
            standard size. Your quote follows the size, the timber and the site.
          </p>
        </div>
      </section>

      <CallToAction
        id="compare-cta-heading"
        eyebrow="Still deciding"
        title="Tell us about the space"
        to={paths.contact()}
        action="Get a Quote"
      >
        <p>
          Send us the room or the corner of the garden you have in mind, and we will tell you which
          collection suits it, or draw one to fit.
        </p>
      </CallToAction>
    </>
  );
}
