/**
 * The showrooms, each fact of each written once: its id (its page's last segment,
 * `/contact/{id}`, and its value in the content studio), its city and province, the part of its
 * settings' names (`SITE_PHONE_JOHANNESBURG`), the mailbox its page gives, and the example
 * details a preview shows until the business sets its own. The enums, lists, labels, routes and
 * pages that name a showroom are built from this table. What the business edits (address, place
 * on the map, phone, photograph) is content, kept in the content studio's Showrooms.
 *
 * Plain data with no imports: the configuration's schema, the paths and the pages all read it.
 */
export const OFFICES = [
  {
    id: "johannesburg",
    city: "Johannesburg",
    region: "Gauteng",
    setting: "JOHANNESBURG",
    email: "general",
    // An "Example Road" in the right suburb, and the city's centre on the map.
    examples: {
      PHONE: "+27 10 000 0000",
      ADDRESS: "1 Example Road, Sandton, Johannesburg, 2196",
      COORDINATES: "-26.2041,28.0473",
    },
  },
  {
    id: "cape-town",
    city: "Cape Town",
    region: "Western Cape",
    setting: "CAPE_TOWN",
    email: "sales",
    examples: {
      PHONE: "+27 21 000 0000",
      ADDRESS: "1 Example Street, Gardens, Cape Town, 8001",
      COORDINATES: "-33.9249,18.4241",
    },
  },
] as const;

type Row = (typeof OFFICES)[number];

/** The showrooms' cities, in the table's order: "Johannesburg", "Cape Town". */
export const OFFICE_CITIES: readonly string[] = /* @__PURE__ */ OFFICES.map(
  (office) => office.city,
);
export type OfficeId = Row["id"];
type Kind = keyof Row["examples"];
/** A showroom's setting of a kind, or of the kinds given: "SITE_PHONE_CAPE_TOWN". */
export type OfficeSetting<K extends Kind = Kind> = `SITE_${K}_${Row["setting"]}`;

/** The showrooms' ids, in the table's order: what `z.enum` takes. */
export const OFFICE_IDS = /* @__PURE__ */ OFFICES.map((office) => office.id) as [
  OfficeId,
  ...OfficeId[],
];

export const officeSetting = <K extends Kind>(id: OfficeId, kind: K) =>
  `SITE_${kind}_${OFFICES.find((office) => office.id === id)!.setting}` as OfficeSetting<K>;

/** Every showroom's settings, showroom by showroom. */
export const OFFICE_SETTINGS = /* @__PURE__ */ OFFICE_IDS.flatMap((id) =>
  (["PHONE", "ADDRESS", "COORDINATES"] as const).map((kind) => officeSetting(id, kind)),
);

/** A value for each showroom's setting of a kind, by the setting's name, in the table's order. */
export function perOffice<K extends Kind, T>(kind: K, value: (office: Row) => T) {
  const entries = OFFICES.map((office) => [officeSetting(office.id, kind), value(office)]);
  return Object.fromEntries(entries) as Record<OfficeSetting<K>, T>;
}
