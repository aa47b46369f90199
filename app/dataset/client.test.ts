import { describe, expect, it } from "vitest";

import { createDatasetClient, MAX_RETRIES, REQUEST_TIMEOUT_MS } from "./client";
import { datasetConfig } from "./config";

const defaults = { SANITY_DATASET: "production", SANITY_API_VERSION: "2023-10-10" };

describe("createDatasetClient", () => {
  it("with a Sanity project, queries its CDN host with the configured dataset and version", () => {
    const config = datasetConfig({ ...defaults, SANITY_PROJECT_ID: "abc123" });
    expect(config.embedded).toBe(false);
    const client = createDatasetClient(config);
    expect(client.getUrl("/data/query/production", true)).toBe(
      "https://abc123.apicdn.sanity.io/v2023-10-10/data/query/production",
    );
  });

  it("embedded, queries the site's own origin", () => {
    const config = datasetConfig({ ...defaults, SANITY_PROJECT_ID: undefined });
    expect(config).toMatchObject({ embedded: true, projectId: "embedded", useCdn: true });
    const client = createDatasetClient(config, "http://localhost:4207");
    expect(client.getUrl("/data/query/production", true)).toBe(
      "http://localhost:4207/v2023-10-10/data/query/production",
    );
  });

  it("fails fast: a short timeout and a single retry, set on the client itself", () => {
    const client = createDatasetClient(datasetConfig({ ...defaults, SANITY_PROJECT_ID: "abc123" }));
    expect(client.config()).toMatchObject({ timeout: REQUEST_TIMEOUT_MS, maxRetries: MAX_RETRIES });
    expect(REQUEST_TIMEOUT_MS).toBeLessThanOrEqual(15_000);
  });

  it("needs the origin when embedded", () => {
    expect(() =>
      createDatasetClient(datasetConfig({ ...defaults, SANITY_PROJECT_ID: undefined })),
    ).toThrow(/origin/);
  });
});
