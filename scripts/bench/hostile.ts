/**
 * Requests an attacker sends to `npm start`, each of which once froze it, grew its memory without
 * bound, crashed it or flooded its enquiries. The end-to-end abuse tests send them one by one and
 * check the answer; `npm run bench:abuse` sends them in a loop while it measures the home page.
 */
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";

import { EMAILJS_SEND_PATH, EMBEDDED_EMAILJS } from "../../app/contact/embedded";

/** Seven nested counts: groq-js evaluates it in time that grows as the dataset's size to the 7th. */
export const FREEZING_QUERY =
  "count(*[count(*[count(*[count(*[count(*[count(*[count(*)>0])>0])>0])>0])>0])>0])";
/** Nested projections of the whole dataset: gigabytes of result. */
export const HUGE_PROJECTION_QUERY = '*{"x":*{"y":*{"z":*{"w":*}}}}';
/** Every draft, which the published perspective must never show. */
export const DRAFTS_QUERY = '*[_id in path("drafts.**")]';

export const QUERY_PATH = "/v2023-10-10/data/query/production";

export function queryPath(query: string): string {
  return `${QUERY_PATH}?query=${encodeURIComponent(query)}`;
}

/** A POST just under a megabyte: an array literal, which groq-js parses in quadratic time. */
export function arrayLiteralBody(): string {
  return JSON.stringify({ query: `[${"1,".repeat(450_000)}1]` });
}

/** The first image of the embedded blog dataset, as its file name under /images/…/production/. */
export function blogImageFile(): string {
  const dataset = fileURLToPath(new URL("../../content/dataset/data.ndjson", import.meta.url));
  const id = /"_id":"image-([a-f0-9]+-\d+x\d+)-(\w+)"/.exec(readFileSync(dataset, "utf8"));
  if (!id) throw new Error("content/dataset/data.ndjson holds no image asset.");
  return `${id[1]}.${id[2]}`;
}

/** A different image variant for every `n`, none of them one the site uses. */
export function imageVariantPath(file: string, n: number): string {
  return `/images/embedded/production/${file}?w=${5000 + n}&fm=png`;
}

/** Range headers that were answered with an empty reply, wrong bytes or a 206 for nonsense. */
export const HOSTILE_RANGES = [
  "bytes=5-1",
  "bytes=0-999999999999999999999999999999",
  "-5",
  "bytes=abc",
  "items=0-5",
];

/** Precompressed variants of documents, which were served as HTML without their policy. */
export const PRECOMPRESSED_DOCUMENTS = [
  "/index.html.br",
  "/index.html.gz",
  "/contact/index.html.br",
];

/** The body of a valid enquiry, as the site's SDK sends it. */
export function enquiryBody(fromName: string, extra: Record<string, string> = {}): string {
  return JSON.stringify({
    lib_version: "4.4.1",
    user_id: EMBEDDED_EMAILJS.publicKey,
    service_id: EMBEDDED_EMAILJS.serviceId,
    template_id: EMBEDDED_EMAILJS.templateId,
    template_params: {
      from_name: fromName,
      from_email: "flood@example.com",
      message: "A flood of enquiries.",
      mobile: "",
      products: "Aurora",
      location: "Johannesburg",
      ...extra,
    },
  });
}

export { EMAILJS_SEND_PATH };
