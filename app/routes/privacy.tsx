import { Breadcrumbs } from "~/components/breadcrumbs";
import { SectionHeading } from "~/components/section-heading";
import {
  formCollections,
  informationOfficer,
  privacyPage,
  recipients,
  rights,
  sessionStorageItems,
} from "~/privacy/policy";
import { seo } from "~/seo/meta";
import { words } from "~/content/generated/pages/privacy";
import { pageWords } from "~/seo/page-words";
import { breadcrumbJsonLd } from "~/seo/structured-data";
import { crumb } from "~/routing/breadcrumbs";
import { paths } from "~/routing/paths";

import type { Route } from "./+types/privacy";
import { ExampleMark } from "~/components/example-mark";

const trail = [crumb("home"), crumb("privacy")];

export const meta: Route.MetaFunction = () =>
  seo({
    ...pageWords(words),
    path: paths.privacy,
    jsonLd: [breadcrumbJsonLd(trail)],
  });

/** Paragraphs as the page sets them, each its own `<p>` (with `className`, if any). */
const Paragraphs = ({ list, className }: { list: readonly string[]; className?: string }) =>
  list.map((paragraph) => (
    <p key={paragraph} className={className}>
      {paragraph}
    </p>
  ));

export default function Privacy() {
  return (
    <>
      <section className="container-content pt-32 pb-16 lg:pt-40 lg:pb-24">
        <Breadcrumbs trail={trail} />
        <div className="mt-12 lg:mt-16">
          <SectionHeading as="h1" eyebrow="Privacy" title={privacyPage.heading}>
            <Paragraphs list={privacyPage.intro} />
          </SectionHeading>
        </div>
        <ul className="mt-14 grid gap-x-10 gap-y-4 border-t border-birch pt-8 md:grid-cols-2">
          {privacyPage.inShort.map((line) => (
            <li key={line} className="border-l border-birch pl-5 text-lg/8">
              {line}
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="collect-heading" className="bg-linen">
        <div className="container-content section-y">
          <SectionHeading
            id="collect-heading"
            eyebrow="What we collect"
            title={privacyPage.collectHeading}
          >
            <Paragraphs list={privacyPage.collectIntro} />
          </SectionHeading>
          <div className="mt-14 grid gap-16 lg:grid-cols-2 lg:gap-10">
            {formCollections.map((form) => (
              <section key={form.id} id={form.id} aria-labelledby={`${form.id}-heading`}>
                <h3 id={`${form.id}-heading`} className="text-3xl">
                  {form.title}
                </h3>
                <p className="mt-3 text-muted">{form.summary}</p>
                <dl className="mt-6 divide-y divide-birch border-y border-birch">
                  {form.fields.map((field) => (
                    <div key={field.label} className="grid gap-1 py-4 sm:grid-cols-5 sm:gap-6">
                      <dt className="font-medium sm:col-span-2">{field.label}</dt>
                      <dd className="text-muted sm:col-span-3">{field.why}</dd>
                    </div>
                  ))}
                </dl>
              </section>
            ))}
          </div>
          <div className="mt-12 max-w-prose space-y-4 text-muted">
            <Paragraphs list={privacyPage.collectUse} />
          </div>
        </div>
      </section>

      <section aria-labelledby="where-heading" className="container-content section-y">
        <div className="grid gap-12 lg:grid-cols-12">
          <div className="lg:col-span-4">
            <SectionHeading
              id="where-heading"
              eyebrow="Where it goes"
              title={privacyPage.whereHeading}
            >
              <Paragraphs list={privacyPage.whereIntro} />
            </SectionHeading>
          </div>
          <ul className="border-t border-birch lg:col-span-7 lg:col-start-6">
            {recipients.map((recipient) => (
              <li
                key={recipient.id}
                id={recipient.id}
                className="max-w-prose border-b border-birch py-6"
              >
                <h3 className="text-2xl">{recipient.title}</h3>
                <p className="mt-2 text-muted">{recipient.text}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section aria-labelledby="keep-heading" className="container-content pb-24 lg:pb-36">
        <div className="grid gap-12 lg:grid-cols-12">
          <div className="lg:col-span-4">
            <SectionHeading id="keep-heading" eyebrow="How long" title={privacyPage.keepHeading} />
          </div>
          <div className="space-y-5 text-muted lg:col-span-7 lg:col-start-6">
            <p className="font-display text-3xl/snug text-ink">{privacyPage.keepHeadline}</p>
            <Paragraphs list={privacyPage.keepText} className="max-w-prose" />
          </div>
        </div>
      </section>

      <section aria-labelledby="browser-heading" className="bg-sand">
        <div className="container-content section-y">
          <SectionHeading
            id="browser-heading"
            eyebrow="Cookies and your browser"
            title={privacyPage.browserHeading}
          >
            <Paragraphs list={privacyPage.browserIntro} />
          </SectionHeading>
          <dl className="mt-12 divide-y divide-birch border-y border-birch">
            {sessionStorageItems.map((item) => (
              <div key={item.key} className="grid gap-2 py-6 md:grid-cols-12 md:gap-10">
                <dt className="md:col-span-4">
                  <code className="font-mono text-sm break-all">{item.key}</code>
                </dt>
                <dd className="text-muted md:col-span-8">
                  {item.holds} <span className="text-ink">Removed: {item.cleared}</span>
                </dd>
              </div>
            ))}
          </dl>
        </div>
      </section>

      <section aria-labelledby="rights-heading" className="container-content section-y">
        <SectionHeading id="rights-heading" eyebrow="Your rights" title={privacyPage.rightsHeading}>
          <Paragraphs list={privacyPage.rightsIntro} />
        </SectionHeading>
        <ul className="mt-14 grid gap-x-10 gap-y-4 md:grid-balanced-2 lg:grid-balanced-3">
          {rights.map((right) => (
            <li key={right.id} id={`right-${right.id}`} className="border-t border-birch pt-6 pb-4">
              <h3 className="text-2xl">{right.title}</h3>
              <p className="mt-2 text-muted">{right.text}</p>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="officer-heading" className="bg-linen">
        <div className="container-content grid gap-12 section-y lg:grid-cols-12">
          <div className="lg:col-span-5">
            <SectionHeading
              id="officer-heading"
              eyebrow="Who to write to"
              title={privacyPage.officerHeading}
            >
              <Paragraphs list={privacyPage.officerIntro} />
            </SectionHeading>
          </div>
          <div className="lg:col-span-6 lg:col-start-7 lg:pt-10">
            <p className="font-display text-3xl text-ink">
              {informationOfficer.name}
              <ExampleMark detail={informationOfficer.name} className="font-sans" />
            </p>
            <p className="mt-3">
              <a href={`mailto:${informationOfficer.email}`} className="text-lg link-underline">
                {informationOfficer.email}
              </a>
              <ExampleMark detail={informationOfficer.email} />
            </p>
            <p className="mt-8 max-w-prose text-sm text-muted">
              {privacyPage.updated.before}
              <time dateTime={privacyPage.updated.date}>{privacyPage.updated.shown}</time>
              {privacyPage.updated.after}
            </p>
          </div>
        </div>
      </section>
    </>
  );
}
