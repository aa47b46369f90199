import type { Ref } from "react";

/**
 * The forms' honeypot: a "Website" field invisible to people and to assistive technology, which
 * bots fill in. A form whose honeypot holds anything shows its usual success and sends nothing.
 */
export function Honeypot({ id, inputRef }: { id: string; inputRef: Ref<HTMLInputElement> }) {
  return (
    <div aria-hidden className="sr-only">
      <label htmlFor={id}>Website</label>
      <input
        ref={inputRef}
        id={id}
        name="website"
        type="text"
        tabIndex={-1}
        autoComplete="off"
        defaultValue=""
      />
    </div>
  );
}
