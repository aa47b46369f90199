/**
 * One line under every form: what its details are used for, and a link to the privacy page. The
 * same words on each form, so a visitor reads the promise once and recognises it everywhere.
 */
import { Link } from "react-router";

import { paths } from "~/routing/paths";

export function PrivacyNote({ className = "" }: { className?: string }) {
  return (
    <p data-privacy-note className={`text-sm text-muted ${className}`}>
      We use your details only to answer you, never for marketing.{" "}
      <Link to={paths.privacy} className="link-underline">
        How we handle them
      </Link>
    </p>
  );
}
