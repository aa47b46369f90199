/**
 * Settings of the build's gate, read from the environment or `.env`: whether this is the
 * production build (`SITE_ENV`, validated as the configuration validates it, which also inlines it
 * so that a production page leaves the examples out), and whether the gate may publish indicative
 * figures knowingly (`SITE_ALLOW_PLACEHOLDERS`, which never reaches a page). See .env.example.
 */
import { z } from "zod";

import { envSchema } from "../../app/config/env-schema";

const flag = z
  .string()
  .trim()
  .toLowerCase()
  .pipe(z.enum(["", "0", "1", "false", "true", "no", "yes"]))
  .transform((value) => ["1", "true", "yes"].includes(value));

/** Settings of the build itself; never part of the site's configuration, so never in a page. */
export const buildSettingsSchema = z.object({
  SITE_ENV: envSchema.shape.SITE_ENV,
  SITE_ALLOW_PLACEHOLDERS: flag.default(false),
});
export type BuildSettings = z.infer<typeof buildSettingsSchema>;

export function parseBuildSettings(source: Record<string, string | undefined>): BuildSettings {
  const result = buildSettingsSchema.safeParse({
    SITE_ENV: source.SITE_ENV || undefined,
    SITE_ALLOW_PLACEHOLDERS: source.SITE_ALLOW_PLACEHOLDERS || undefined,
  });
  if (!result.success) {
    const problems = result.error.issues
      .map((issue) => `  ${issue.path.join(".")}: ${issue.message}`)
      .join("\n");
    throw new Error(`Invalid build settings (see .env.example):\n${problems}`);
  }
  return result.data;
}
