import { closedOnHolidays } from "~/content/generated/hours";
import { site } from "~/content/site";

/** The opening hours as a description list; shared by the footer and the contact page. */
export function OpeningHoursList({ className = "" }: { className?: string }) {
  return (
    <div className={className}>
      <dl className="grid grid-cols-[auto_1fr] gap-x-6 gap-y-2">
        {site.openingHours.map((entry) => (
          <div key={entry.label} className="contents">
            <dt className="opacity-70">{entry.label}</dt>
            <dd>{entry.hours}</dd>
          </div>
        ))}
      </dl>
      {closedOnHolidays ? <p className="mt-2 opacity-70">Closed on public holidays.</p> : null}
    </div>
  );
}
