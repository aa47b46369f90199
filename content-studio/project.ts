/**
 * The Sanity project and dataset the Studio edits, from SANITY_STUDIO_PROJECT_ID and
 * SANITY_STUDIO_DATASET (Sanity reads them from the environment or content-studio/.env). Without a
 * project, Sanity would open on a bare "An error occurred": this says what to set, and where the id
 * is found.
 */
export function studioProject(env: Record<string, string | undefined>): {
  projectId: string;
  dataset: string;
} {
  const projectId = env.SANITY_STUDIO_PROJECT_ID?.trim();
  if (!projectId) {
    throw new Error(
      "SANITY_STUDIO_PROJECT_ID is not set. Set it to your Sanity project's id (sanity.io/manage, the project's page, \"Project ID\"), the same id the site's SANITY_PROJECT_ID names, for example in content-studio/.env: SANITY_STUDIO_PROJECT_ID=abc123de. Then run npm run dev (or npm run build) again.",
    );
  }
  return { projectId, dataset: env.SANITY_STUDIO_DATASET?.trim() || "production" };
}
