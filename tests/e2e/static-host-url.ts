/** Where the end-to-end tests serve `build/client` with Cloudflare Pages' runtime (wrangler). */
export const CDN_PORT = process.env.E2E_CDN_PORT ?? "4180";
export const CDN_URL = `http://127.0.0.1:${CDN_PORT}`;
