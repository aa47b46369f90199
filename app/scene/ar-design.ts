/**
 * A configured design for iOS Quick Look, made in the browser: the same export the build runs for
 * the standard cabins (`ar-export.ts`), handed to Quick Look as a `blob:` address. Loaded only when
 * an iPhone's visitor asks to see a design of their own in their room; the last few designs are
 * kept, so asking again is instant.
 *
 * (Android's Scene Viewer opens only a file on a server, which a static site cannot make on
 * request, so Android shows the standard cabin and the page says so.)
 */
import type { CabinModel } from "~/content/range-core";

import { exportUsdz } from "./ar-export";

const KEEP = 4;
const made = new Map<string, string>();

export async function designUsdzUrl(model: CabinModel): Promise<string> {
  const key = JSON.stringify(model);
  const kept = made.get(key);
  if (kept) return kept;
  const bytes = await exportUsdz(model);
  const url = URL.createObjectURL(new Blob([bytes.slice()], { type: "model/vnd.usdz+zip" }));
  made.set(key, url);
  if (made.size > KEEP) {
    const [oldest, address] = made.entries().next().value!;
    made.delete(oldest);
    URL.revokeObjectURL(address);
  }
  return url;
}
