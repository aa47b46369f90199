import { heaterFigures } from "~/catalogue/heater-figures";
import type { HeaterSpec } from "~/catalogue/range";

/**
 * A heater's figures on its card: output and room volume side by side, then each supply with the
 * circuit it needs across the card, under a fine rule. Every heater has the same three terms, so
 * the cards of a row read alike.
 */
export function HeaterSpecs({ spec }: { spec: HeaterSpec }) {
  const figures = heaterFigures(spec);
  return (
    <dl className="grid grid-cols-2 gap-x-6 gap-y-4 border-t border-birch pt-5 text-sm/6">
      {figures.map(({ term, lines }, i) => (
        <div key={term} className={i === figures.length - 1 ? "col-span-2" : undefined}>
          <dt className="text-xs font-medium tracking-eyebrow text-muted uppercase">{term}</dt>
          {lines.map((line) => (
            <dd key={line} className="mt-1">
              {line}
            </dd>
          ))}
        </div>
      ))}
    </dl>
  );
}
