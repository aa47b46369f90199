/**
 * When a form could not send: the failure message, and two ways to send the same words anyway,
 * already written out (an e-mail to the sales address, or WhatsApp). The enquiry form and the
 * booking form both show it; the form keeps what the visitor wrote.
 */
import { Mail, MessageCircle } from "lucide-react";

import { site, whatsappHref } from "~/content/site";

import { mailtoLink, SEND_FAILED } from "./form";
import { ExampleMark } from "~/components/example-mark";

const linkClass =
  "inline-flex min-h-11 items-center gap-2 rounded-xs border border-ink/60 px-5 text-sm font-medium transition-colors hover:border-ember-deep hover:text-ember-deep";

export function SendFailure({
  kept,
  subject,
  text,
}: {
  /** What the visitor sent, as the reassurance names it: "enquiry", "request". */
  kept: string;
  subject: string;
  text: string;
}) {
  return (
    <div role="alert" className="border-l-2 border-danger bg-linen px-6 py-5">
      <p className="font-medium text-danger">{SEND_FAILED}</p>
      <p className="mt-2 text-sm/6 text-muted">
        Your {kept} is still here. You can also send it to us directly, already written out:
      </p>
      <ul className="mt-4 flex flex-wrap gap-3">
        <li>
          <a href={mailtoLink(site.emails.sales, subject, text)} className={linkClass}>
            <Mail aria-hidden size={16} />
            E-mail it to us
            <ExampleMark detail={site.emails.sales} />
          </a>
        </li>
        <li>
          <a
            href={whatsappHref(site.whatsapp, text)}
            target="_blank"
            rel="noopener noreferrer"
            className={linkClass}
          >
            <MessageCircle aria-hidden size={16} />
            Send it on WhatsApp
            <span className="sr-only"> (opens in a new tab)</span>
            <ExampleMark detail={site.whatsapp} />
          </a>
        </li>
      </ul>
    </div>
  );
}
