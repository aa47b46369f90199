/**
 * The sizing calculator: a room's inside size (typed, or filled from one of our collections), its
 * uninsulated surfaces and walls, the supply, the tariff and the session give the room's volume,
 * the effective volume the heater is sized for, the output that suits, our heaters at that output,
 * what each draws on either supply, and estimates of the heat-up time and a session's cost.
 *
 * Everything shown comes from the pure functions of `sizing/sizing-state.ts`, through `useSizing`.
 * The state lives in the address (read once the page has hydrated, written back as the visitor
 * types), so a sizing can be shared. The page is prerendered with the default room and with the
 * table it is sized by, which works without JavaScript; the form is a plain GET form.
 */
import { useId } from "react";

import { LOG_WALL_FACTOR, outputTable, UNINSULATED_M3_PER_M2 } from "~/catalogue/sizing";
import { measure, span } from "~/format/units";
import { Breadcrumbs } from "~/components/breadcrumbs";
import { crumb } from "~/routing/breadcrumbs";
import { seo } from "~/seo/meta";
import { words } from "~/content/generated/pages/sizing";
import { pageWords } from "~/seo/page-words";
import { breadcrumbJsonLd } from "~/seo/structured-data";
import { paths } from "~/routing/paths";
import { SizingForm, SizingResults } from "~/sizing/sizing-calculator";
import { useSizing } from "~/sizing/use-sizing";

import type { Route } from "./+types/sizing";

const trail = [crumb("home"), crumb("products"), crumb("sizing")];

const smallest = outputTable[0]!;
const largest = outputTable[outputTable.length - 1]!;

export const meta: Route.MetaFunction = () =>
  seo({
    ...pageWords(words, {
      smallestOutput: measure(smallest.kw, "kW"),
      largestOutput: measure(largest.kw, "kW"),
    }),
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

export default function Sizing() {
  const id = useId();
  const sizing = useSizing();

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
        <SizingForm id={id} sizing={sizing} />
        <SizingResults id={id} sizing={sizing} />
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
                choose an output that holds that figure below the top fifth of its rooms; where none
                does, the smallest that still covers it.
              </p>
              <p>
                The volumes are the heater maker&apos;s published ones for each output. Your own
                registered electrician installs the dedicated circuit and issues the Certificate of
                Compliance; our installers connect and commission the heater on it.
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
