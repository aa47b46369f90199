/**
 * A small "Example" beside a contact detail that is still an example value in this preview (an
 * example phone number, e-mail address or street address), so that nobody takes it for the
 * business's own wherever it stands. Nothing when the detail is real, and nothing in production.
 */
import { isExampleDetail } from "~/config/example-settings";

export function ExampleMark({ detail, className = "" }: { detail: string; className?: string }) {
  if (!isExampleDetail(detail)) return null;
  return (
    <span
      data-example-mark
      className={`ml-2 inline-block rounded-xs border border-current px-1.5 align-middle text-xs/4 font-semibold ${className}`}
    >
      <span className="tracking-eyebrow uppercase">Example</span>
      <span className="sr-only"> detail, not yet the business&rsquo;s own</span>
    </span>
  );
}
