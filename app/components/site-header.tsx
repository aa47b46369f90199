/**
 * The site's header: the wordmark, the main navigation with the products dropdown (a WAI-ARIA
 * disclosure: hover, tap and keyboard all work) and, below the large breakpoint, a collapsible menu.
 */
import {
  useCallback,
  useEffect,
  useId,
  useRef,
  useState,
  type FocusEvent,
  type PointerEvent,
} from "react";
import { Link, useLocation, useMatches } from "react-router";

import { isCurrent, mainNavigation, productSectionPaths, type NavItem } from "~/navigation";
import type { RouteHandle } from "~/route-handle";

import { ChevronDownIcon, CloseIcon, MenuIcon } from "./icons";
import { Wordmark } from "./wordmark";

/** SPEC §9: a dropdown closes 300 ms after the pointer leaves it. */
export const MENU_CLOSE_DELAY_MS = 300;
const SCROLLED_AFTER_PX = 12;

export function SiteHeader() {
  const { pathname } = useLocation();
  const matches = useMatches();
  const overDarkHero = matches.some(
    (match) => (match.handle as RouteHandle | undefined)?.hero === "dark",
  );
  const scrolled = useScrolledPast(SCROLLED_AFTER_PX);
  // The phone menu is open for the page it was opened on; navigating closes it without an effect.
  const [menuOpenAt, setMenuOpenAt] = useState<string | null>(null);
  const menuOpen = menuOpenAt === pathname;
  const menuButton = useRef<HTMLButtonElement>(null);

  // app.css stops the page scrolling under the open menu, below the breakpoint where it shows.
  useEffect(() => {
    if (!menuOpen) return;
    const root = document.documentElement;
    root.dataset.phoneMenuOpen = "";
    return () => {
      delete root.dataset.phoneMenuOpen;
    };
  }, [menuOpen]);

  const light = overDarkHero && !scrolled && !menuOpen;

  return (
    <header
      data-scrolled={scrolled}
      className={`fixed inset-x-0 top-0 z-40 transition-[background-color,border-color,height,box-shadow] duration-300 ease-calm ${
        scrolled || menuOpen
          ? "border-b border-birch/70 bg-stone/95 shadow-bar backdrop-blur"
          : "border-b border-transparent bg-transparent"
      } ${light ? "text-stone" : "text-ink"}`}
    >
      <div
        className={`relative container-content flex items-center justify-between gap-6 transition-[height] duration-300 ease-calm ${
          scrolled ? "h-16" : "h-20 lg:h-24"
        }`}
      >
        <Link to="/" className="-m-2 p-2" aria-current={pathname === "/" ? "page" : undefined}>
          <Wordmark />
        </Link>

        <nav aria-label="Main" className="hidden lg:block">
          <ul className="flex items-center gap-1">
            {mainNavigation.map((item) =>
              item.groups ? (
                <DesktopDropdown key={item.href} item={item} pathname={pathname} />
              ) : (
                <li key={item.href}>
                  <TopLink item={item} pathname={pathname} />
                </li>
              ),
            )}
          </ul>
        </nav>

        <button
          ref={menuButton}
          type="button"
          className="-mr-2 inline-flex min-h-12 items-center gap-2 px-2 text-sm font-medium tracking-wide lg:hidden"
          aria-expanded={menuOpen}
          aria-controls="phone-menu"
          onClick={() => setMenuOpenAt(menuOpen ? null : pathname)}
        >
          {menuOpen ? <CloseIcon aria-hidden size={22} /> : <MenuIcon aria-hidden size={22} />}
          <span>Menu</span>
        </button>
      </div>

      <PhoneMenu
        open={menuOpen}
        pathname={pathname}
        onClose={() => {
          setMenuOpenAt(null);
          menuButton.current?.focus();
        }}
      />
    </header>
  );
}

/** Calls `onEscape` when Escape is pressed anywhere on the page while `active`. */
function useEscapeKey(active: boolean, onEscape: () => void) {
  const handler = useRef(onEscape);
  useEffect(() => {
    handler.current = onEscape;
  });
  useEffect(() => {
    if (!active) return;
    const onKeyDown = (event: globalThis.KeyboardEvent) => {
      if (event.key !== "Escape") return;
      event.preventDefault();
      handler.current();
    };
    document.addEventListener("keydown", onKeyDown);
    return () => document.removeEventListener("keydown", onKeyDown);
  }, [active]);
}

function useScrolledPast(threshold: number): boolean {
  const [scrolled, setScrolled] = useState(false);
  useEffect(() => {
    const update = () => setScrolled(window.scrollY > threshold);
    update();
    window.addEventListener("scroll", update, { passive: true });
    return () => window.removeEventListener("scroll", update);
  }, [threshold]);
  return scrolled;
}

function linkState(pathname: string, href: string) {
  const page = isCurrent(pathname, href);
  const section =
    page ||
    (href === "/products"
      ? productSectionPaths.some((path) => isCurrent(pathname, path, { section: true }))
      : isCurrent(pathname, href, { section: true }));
  return { page, section };
}

const topLinkClass =
  "relative inline-flex min-h-12 items-center px-3 text-sm font-medium tracking-wide transition-colors hover:text-ember-deep after:absolute after:inset-x-3 after:bottom-2.5 after:h-px after:origin-left after:bg-current after:transition-transform after:duration-300";

function TopLink({ item, pathname }: { item: NavItem; pathname: string }) {
  const { page, section } = linkState(pathname, item.href);
  return (
    <Link
      to={item.href}
      aria-current={page ? "page" : undefined}
      className={`${topLinkClass} ${section ? "after:scale-x-100" : "after:scale-x-0"}`}
    >
      {item.label}
    </Link>
  );
}

function DesktopDropdown({ item, pathname }: { item: NavItem; pathname: string }) {
  // Like the phone menu, an open dropdown belongs to the page it was opened on.
  const [openAt, setOpenAt] = useState<string | null>(null);
  const open = openAt === pathname;
  const closeTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const toggle = useRef<HTMLButtonElement>(null);
  const panelId = useId();

  // Set while the pointer that opened the panel by hovering is still over the item, so that the
  // click which usually follows does not shut it.
  const openedByHover = useRef(false);
  const itemRef = useRef<HTMLLIElement>(null);

  const cancelClose = useCallback(() => clearTimeout(closeTimer.current), []);
  useEffect(() => cancelClose, [cancelClose]);

  // Escape dismisses the panel wherever focus is, even when only the pointer opened it (WCAG 1.4.13).
  useEscapeKey(open, () => {
    const focusInside = itemRef.current?.contains(document.activeElement);
    setOpenAt(null);
    if (focusInside) toggle.current?.focus();
  });

  const onPointerEnter = (event: PointerEvent) => {
    if (event.pointerType !== "mouse") return; // taps use the toggle button
    cancelClose();
    if (!open) openedByHover.current = true;
    setOpenAt(pathname);
  };
  const onPointerLeave = (event: PointerEvent) => {
    if (event.pointerType !== "mouse") return;
    openedByHover.current = false;
    cancelClose();
    closeTimer.current = setTimeout(() => setOpenAt(null), MENU_CLOSE_DELAY_MS);
  };
  const onBlur = (event: FocusEvent) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setOpenAt(null);
  };

  return (
    // The item only listens: hover opens, focus leaving closes; the button is the control.
    <li
      ref={itemRef}
      className="flex items-center"
      onPointerEnter={onPointerEnter}
      onPointerLeave={onPointerLeave}
      onBlur={onBlur}
    >
      <TopLink item={item} pathname={pathname} />
      <button
        ref={toggle}
        type="button"
        className="-ml-2 inline-flex size-10 items-center justify-center rounded-xs transition-colors hover:text-ember-deep"
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={`${item.label} menu`}
        onClick={() => {
          cancelClose();
          const keepOpen = openedByHover.current;
          openedByHover.current = false;
          setOpenAt(open && !keepOpen ? null : pathname);
        }}
      >
        <ChevronDownIcon
          aria-hidden
          size={16}
          className={`transition-transform duration-200 ${open ? "rotate-180" : ""}`}
        />
      </button>
      <div
        id={panelId}
        data-open={open}
        className={`absolute inset-x-5 top-full pt-2 transition-[opacity,translate] duration-200 ease-calm sm:inset-x-8 lg:inset-x-12 ${
          open ? "visible translate-y-0 opacity-100" : "invisible -translate-y-1 opacity-0"
        }`}
      >
        <div className="grid grid-cols-[1.4fr_1fr_1fr_1fr] gap-10 rounded-sm border border-birch/70 bg-stone p-10 text-ink shadow-panel">
          {item.groups?.map((group) => (
            <div key={group.label}>
              <p className="mb-4 eyebrow">{group.label}</p>
              <ul className="space-y-1">
                {group.links.map((link) => (
                  <li key={link.href}>
                    <Link
                      to={link.href}
                      aria-current={isCurrent(pathname, link.href) ? "page" : undefined}
                      className="-mx-2 block rounded-xs px-2 py-1.5 font-display text-xl transition-colors hover:text-ember-deep aria-[current=page]:text-ember-deep"
                    >
                      {link.label}
                    </Link>
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </div>
      </div>
    </li>
  );
}

function PhoneMenu({
  open,
  pathname,
  onClose,
}: {
  open: boolean;
  pathname: string;
  onClose: () => void;
}) {
  const [expanded, setExpanded] = useState<string | null>(null);
  useEscapeKey(open, onClose);
  return (
    <nav
      id="phone-menu"
      aria-label="Main"
      hidden={!open}
      className="max-h-[calc(100dvh-5rem)] overflow-y-auto border-t border-birch/70 bg-stone text-ink lg:hidden"
    >
      <ul className="container-content divide-y divide-birch/70 py-4">
        {mainNavigation.map((item) => {
          const groupId = `phone-menu-${item.href.slice(1)}`;
          const isExpanded = expanded === item.href;
          return (
            <li key={item.href} className="py-1">
              <div className="flex items-center justify-between">
                <Link
                  to={item.href}
                  aria-current={isCurrent(pathname, item.href) ? "page" : undefined}
                  className="flex min-h-14 flex-1 items-center font-display text-2xl aria-[current=page]:text-ember-deep"
                >
                  {item.label}
                </Link>
                {item.groups ? (
                  <button
                    type="button"
                    className="inline-flex size-12 items-center justify-center"
                    aria-expanded={isExpanded}
                    aria-controls={groupId}
                    aria-label={`${item.label} menu`}
                    onClick={() => setExpanded(isExpanded ? null : item.href)}
                  >
                    <ChevronDownIcon
                      aria-hidden
                      size={20}
                      className={`transition-transform duration-200 ${isExpanded ? "rotate-180" : ""}`}
                    />
                  </button>
                ) : null}
              </div>
              {item.groups ? (
                <div id={groupId} hidden={!isExpanded} className="pt-1 pb-4">
                  {item.groups.map((group) => (
                    <div key={group.label} className="mt-3">
                      <p className="mb-1 eyebrow">{group.label}</p>
                      <ul>
                        {group.links.map((link) => (
                          <li key={link.href}>
                            <Link
                              to={link.href}
                              aria-current={isCurrent(pathname, link.href) ? "page" : undefined}
                              className="flex min-h-11 items-center text-base aria-[current=page]:text-ember-deep"
                            >
                              {link.label}
                            </Link>
                          </li>
                        ))}
                      </ul>
                    </div>
                  ))}
                </div>
              ) : null}
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
