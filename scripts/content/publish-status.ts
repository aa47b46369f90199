/**
 * What the business sees of a publish, in the content studio's "Live site" (one document,
 * `site-build`, that only builds write): whether the live site shows its last publish, when the
 * live site was built and from which change, and, when a publish did not reach the site, why, in
 * the business's words, with each field to mend.
 *
 * A build reports only where it may write to the project: SANITY_BUILD_TOKEN (a token with the
 * Editor role, made at sanity.io/manage under API, Tokens) set in the host's environment beside
 * SANITY_PROJECT_ID. The content step reports a failure as it stops (build-content.ts); the build
 * reports success once its release is live (scripts/build.ts). A report that cannot be sent is
 * logged and never fails the build. The document's type is left out of the publish webhook's
 * filter, so a report never starts another build.
 */
import { execFileSync } from "node:child_process";
import { resolve } from "node:path";

import { schemaTypes } from "../../content-studio/schemaTypes";

/** The one status document's id and type, as the Studio's desk opens it. */
export const STATUS_ID = "site-build";
export const STATUS_TYPE = "siteBuild";

/** Where the content step leaves the change it read the content at, for the build's report. */
export const BUILT_FROM_PATH = resolve("app/content/generated/built-from.json");

/** How long a report may take before the build gives up on it. */
const REPORT_TIMEOUT_MS = 10_000;

/** The change the content was last published with: what a build was made from. */
export interface BuiltFrom {
  /** When that change was published (ISO). */
  at: string;
  /** The document changed, as the Studio lists it. */
  document: string;
  /** Its revision, as Sanity names it. */
  revision: string;
}

/** The latest published change of the dataset (any document but the status itself). */
export const LATEST_CHANGE_QUERY = `*[!(_id in path("drafts.**")) && !(_id in path("versions.**")) && _type != "${STATUS_TYPE}" && _type != "sanity.imageAsset" && defined(_updatedAt)] | order(_updatedAt desc)[0] {
  _id,
  _type,
  _rev,
  _updatedAt,
  "title": coalesce(title, name, slug.current, slug, _id)
}`;

/** A query result as `BuiltFrom`; undefined for an empty dataset. */
export function builtFrom(latest: unknown): BuiltFrom | undefined {
  const doc = latest as
    | { _id?: string; _type?: string; _rev?: string; _updatedAt?: string; title?: unknown }
    | null
    | undefined;
  if (!doc?._id || !doc._updatedAt) return undefined;
  const type = (schemaTypes as { name: string; title?: string }[]).find(
    (one) => one.name === doc._type,
  );
  const kind = type?.title ?? doc._type ?? "document";
  const title = String(doc.title ?? doc._id);
  return {
    at: doc._updatedAt,
    // A document the desk opens by its kind alone (the contact details) is named by its kind.
    document: title === doc._id ? kind : `${kind} "${title}"`,
    revision: doc._rev ?? "",
  };
}

/** The code's commit, as the host names it, or as git does. */
export function commitOf(env: NodeJS.ProcessEnv = process.env): string {
  const named =
    env.CF_PAGES_COMMIT_SHA || env.COMMIT_REF || env.GITHUB_SHA || env.VERCEL_GIT_COMMIT_SHA;
  if (named) return named.slice(0, 12);
  try {
    return execFileSync("git", ["rev-parse", "--short=12", "HEAD"], { encoding: "utf8" }).trim();
  } catch {
    return "";
  }
}

/**
 * A build's failure in the business's words. `message` is what stopped it: the content check's
 * list of broken documents ("The content breaks 2 rule(s):" and a line each), or anything else,
 * which is a developer's matter.
 */
export function failureInWords(message: string): { summary: string; problems: string[] } {
  const lines = message.split("\n").map((line) => line.trim());
  const content = /^The content breaks \d+ rule\(s\):$/.test(lines[0] ?? "");
  if (!content) {
    return {
      summary:
        "Your last publish did not reach the site: the site could not be built, for a reason in its code rather than in your content. Your developer can read why in the host's build log. The site still shows what it showed before.",
      problems: [lines.find(Boolean)?.slice(0, 300) ?? "The build stopped without a message."],
    };
  }
  const problems = lines
    .slice(1)
    .filter(Boolean)
    // `showroom "johannesburg" (office-johannesburg), phone: …` → `showroom "johannesburg", phone: …`
    .map((line) => line.replace(/ \([^()]*\)(?=,)/, ""));
  return {
    summary: `Your last publish did not reach the site: ${problems.length === 1 ? "one thing breaks" : `${problems.length} things break`} a rule the site keeps. Mend ${problems.length === 1 ? "it" : "each"} below and publish again. Until then the site still shows what it showed before.`,
    problems,
  };
}

export type Report =
  | { state: "live"; builtAt: string; from?: BuiltFrom; commit: string }
  | { state: "failed"; failedAt: string; message: string };

/** The mutations that record `report` on the status document, keeping what a failure leaves. */
export function statusMutations(report: Report): object[] {
  const create = { createIfNotExists: { _id: STATUS_ID, _type: STATUS_TYPE } };
  if (report.state === "live") {
    return [
      create,
      {
        patch: {
          id: STATUS_ID,
          set: {
            state: "live",
            summary: "The site shows your last publish.",
            liveSince: report.builtAt,
            ...(report.from
              ? {
                  contentAt: report.from.at,
                  lastChange: report.from.document,
                  revision: report.from.revision,
                }
              : {}),
            commit: report.commit,
          },
          unset: ["failedAt", "problems"],
        },
      },
    ];
  }
  const { summary, problems } = failureInWords(report.message);
  return [
    create,
    {
      patch: {
        id: STATUS_ID,
        set: { state: "failed", summary, failedAt: report.failedAt, problems },
      },
    },
  ];
}

/**
 * Sends `report` to the project when the build may write to it; otherwise says why not. Never
 * throws: a report is for the business's information, and must not stop the build.
 */
export async function sendReport(
  report: Report,
  {
    env = process.env,
    apiHost,
    log = console.log,
  }: { env?: NodeJS.ProcessEnv; apiHost?: string; log?: (line: string) => void } = {},
): Promise<boolean> {
  const projectId = env.SANITY_PROJECT_ID?.trim();
  const token = env.SANITY_BUILD_TOKEN?.trim();
  if (!projectId || !token) {
    if (projectId)
      log("publish status: not reported to the Studio (set SANITY_BUILD_TOKEN to report it)");
    return false;
  }
  const dataset = env.SANITY_DATASET?.trim() || "production";
  const host = apiHost ?? `https://${projectId}.api.sanity.io`;
  try {
    const response = await fetch(`${host}/v2025-02-19/data/mutate/${encodeURIComponent(dataset)}`, {
      method: "POST",
      headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
      body: JSON.stringify({ mutations: statusMutations(report) }),
      signal: AbortSignal.timeout(REPORT_TIMEOUT_MS),
    });
    if (!response.ok) throw new Error(`Sanity answered ${response.status}`);
    log(`publish status: reported "${report.state}" to the Studio's Live site`);
    return true;
  } catch (error) {
    log(`publish status: could not report to the Studio (${(error as Error).message})`);
    return false;
  }
}
