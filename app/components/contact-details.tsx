/**
 * How to reach the business without the form: both offices, WhatsApp, e-mail and the opening hours.
 * Part of the prerendered HTML, so it is there for visitors without JavaScript too.
 */
import { Mail, MessageCircle, Phone } from "lucide-react";
import { Link } from "react-router";

import { site, telHref, whatsappHref } from "~/content/site";

import { OpeningHoursList } from "./opening-hours";
import { ExampleMark } from "./example-mark";

const linkClass =
  "inline-flex items-center gap-3 py-1 transition-colors duration-200 hover:text-ember-deep";

export function ContactDetails({ headingId }: { headingId: string }) {
  return (
    <section aria-labelledby={headingId} className="rounded-sm bg-linen p-8 sm:p-10">
      <h2 id={headingId} className="text-3xl">
        Talk to us directly
      </h2>
      <ul className="mt-8 space-y-8">
        {site.offices.map((office) => (
          <li key={office.city} className="border-t border-birch pt-6">
            <h3 className="text-xl">{office.city}</h3>
            <p className="text-sm text-muted">{office.region}, South Africa</p>
            <p className="mt-3">
              <a href={telHref(office.phone)} className={linkClass}>
                <Phone aria-hidden size={16} className="text-cedar" />
                {office.phone}
              </a>
              <ExampleMark detail={office.phone} />
            </p>
            <p>
              <a href={`mailto:${office.email}`} className={linkClass}>
                <Mail aria-hidden size={16} className="text-cedar" />
                {office.email}
              </a>
              <ExampleMark detail={office.email} />
            </p>
            <p className="mt-3 text-sm">
              <Link to={office.path} className="link-underline">
                Address, directions and hours
                <span className="sr-only"> of the {office.city} showroom</span>
              </Link>
            </p>
          </li>
        ))}
        <li className="border-t border-birch pt-6">
          <h3 className="text-xl">WhatsApp</h3>
          <p className="text-sm text-muted">Send us a message, photos of your space welcome.</p>
          <p className="mt-3">
            <a
              href={whatsappHref(site.whatsapp)}
              target="_blank"
              rel="noopener noreferrer"
              className={linkClass}
            >
              <MessageCircle aria-hidden size={16} className="text-cedar" />
              {site.whatsapp}
              <span className="sr-only"> on WhatsApp (opens in a new tab)</span>
            </a>
            <ExampleMark detail={site.whatsapp} />
          </p>
        </li>
        <li className="border-t border-birch pt-6">
          <h3 className="text-xl">Opening hours</h3>
          <OpeningHoursList className="mt-4 text-sm" />
        </li>
      </ul>
    </section>
  );
}
