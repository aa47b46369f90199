import type { AriaAttributes, KeyboardEvent, MouseEvent, ReactNode } from "react";

import { EARLY_ATTRIBUTE } from "~/hydration/early-input";
import { useHydrated } from "~/hydration/use-hydrated";
import { type ImageSource, largestUrl } from "~/images/image-source";

type PictureButtonProps = AriaAttributes & {
  /** The picture the control is about: without JavaScript, the link opens its largest file. */
  image: ImageSource;
  onActivate: () => void;
  /** For a control that shows its picture, whether it is the one shown (a toggle button). */
  pressed?: boolean;
  onPointerEnter?: () => void;
  onFocus?: () => void;
  className?: string;
  children: ReactNode;
};

/**
 * A control on a picture (enlarge it, show it large): in the prerendered HTML a link to the
 * picture's largest file, so it works with JavaScript off; a click before hydration is held and
 * played back (`data-early`); hydrated, a button that Enter and Space press.
 */
export function PictureButton({
  image,
  onActivate,
  pressed,
  className,
  children,
  ...rest
}: PictureButtonProps) {
  const hydrated = useHydrated();
  const onClick = (event: MouseEvent) => {
    event.preventDefault();
    onActivate();
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== " ") return;
    event.preventDefault();
    onActivate();
  };
  return (
    <a
      href={largestUrl(image)}
      {...{ [EARLY_ATTRIBUTE]: "" }}
      role={hydrated ? "button" : undefined}
      aria-pressed={hydrated ? pressed : undefined}
      onClick={onClick}
      onKeyDown={onKeyDown}
      className={className}
      {...rest}
    >
      {children}
    </a>
  );
}
