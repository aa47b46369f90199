/**
 * The live site, as the last build left it: written by the site's builds, never by an editor.
 * At the top of the desk ("Live site"): whether the site shows the last publish, when the live
 * site was built and from which change, and, when a publish did not reach the site, why, with each
 * field to mend. Builds write it only where the host has SANITY_BUILD_TOKEN (the site's
 * docs/deployment.md); the publish webhook leaves this type out, so writing it starts no build.
 */
import { defineField, defineType } from "@sanity/types";

export const siteBuild = defineType({
  name: "siteBuild",
  title: "Live site",
  type: "document",
  readOnly: true,
  fields: [
    defineField({
      name: "state",
      title: "Now",
      type: "string",
      options: {
        list: [
          { title: "Live: the site shows your last publish", value: "live" },
          { title: "Not updated: your last publish did not reach the site", value: "failed" },
        ],
        layout: "radio",
      },
    }),
    defineField({ name: "summary", title: "In short", type: "text", rows: 3 }),
    defineField({
      name: "problems",
      title: "To mend",
      description: "Each document and field that stopped the last publish, and what it needs.",
      type: "array",
      of: [{ type: "string" }],
      hidden: ({ value }) => !value,
    }),
    defineField({
      name: "failedAt",
      title: "Last publish failed at",
      type: "datetime",
      hidden: ({ value }) => !value,
    }),
    defineField({ name: "liveSince", title: "The live site was built at", type: "datetime" }),
    defineField({
      name: "contentAt",
      title: "From your content as published at",
      type: "datetime",
    }),
    defineField({ name: "lastChange", title: "The last change it holds", type: "string" }),
    defineField({ name: "revision", title: "That change's revision", type: "string" }),
    defineField({ name: "commit", title: "The site's code (commit)", type: "string" }),
  ],
  preview: {
    select: { state: "state", liveSince: "liveSince" },
    prepare: ({ state, liveSince }) => ({
      title: state === "failed" ? "Not updated: the last publish failed" : "Live",
      subtitle: liveSince ? `Built ${String(liveSince).slice(0, 16).replace("T", " ")}` : undefined,
    }),
  },
});
