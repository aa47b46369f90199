/**
 * The site's header: the wordmark, the main navigation with the products dropdown, 'Book a visit'
 * and 'Enquire', and below the large breakpoint the collapsible phone menu.
 *
 * Both menus are HTML popovers and the phone menu's groups are `<details>`, so they open and close
 * from a tap, a click or the keyboard (and close on Escape) before the page has hydrated and with
 * JavaScript off. Hydration adds the dropdown's hover with its close delay, and closes the menus
 * when a link in them is followed.
 */
import {
  type FocusEvent,
  type PointerEvent,
  type RefObject,
  useCallback,
  useEffect,
  useId,
  useRef,
  useState,
} from "react";
import { Link, useLocation, useMatches } from "react-router";

import { useHydrated } from "~/hydration/use-hydrated";
import { isCurrent, mainNavigation, productSectionPaths, type NavItem } from "~/content/navigation";
import type { RouteHandle } from "~/routing/route-handle";
import { site, telHref, whatsappHref } from "~/content/site";
import { paths } from "~/routing/paths";

import { ChevronDownIcon, CloseIcon, MenuIcon } from "./icons";
import { Wordmark } from "./wordmark";
import { ExampleMark } from "./example-mark";

/** A dropdown closes 300 ms after the pointer leaves it. */
export const MENU_CLOSE_DELAY_MS = 300;
const SCROLLED_AFTER_PX = 12;

export function SiteHeader() {
  const { pathname } = useLocation();
  const matches = useMatches();
  const overDarkHero = matches.some(
    (match) => (match.handle as RouteHandle | undefined)?.hero === "dark",
  );
  const scrolled = useScrolledPast(SCROLLED_AFTER_PX);
  const hydrated = useHydrated();
  const phoneMenu = useRef<HTMLElement>(null);
  const phoneMenuOpen = usePopoverOpen(phoneMenu);
  useClosedOnNavigation(phoneMenu, pathname);

  // Over a dark hero the bar is light until the page scrolls. While the phone menu is open it is
  // solid: CSS follows the menu's own open state (`:popover-open`), before hydration too.
  const light = overDarkHero && !scrolled;

  return (
    <header
      data-scrolled={scrolled}
      className={`group/header fixed inset-x-0 top-0 z-40 border-b transition-[background-color,border-color,height,box-shadow] duration-300 ease-calm has-[#phone-menu:popover-open]:border-birch/70 has-[#phone-menu:popover-open]:bg-stone has-[#phone-menu:popover-open]:text-ink ${
        scrolled
          ? "border-birch/70 bg-stone/95 shadow-bar backdrop-blur"
          : "border-transparent bg-transparent"
      } ${light ? "text-stone" : "text-ink"}`}
    >
      <div
        className={`relative container-content flex items-center justify-between gap-4 transition-[height] duration-300 ease-calm ${
          scrolled ? "h-16" : "h-20 lg:h-24"
        }`}
      >
        <Link
          to={paths.home}
          className="-m-2 p-2"
          aria-current={pathname === "/" ? "page" : undefined}
        >
          <Wordmark />
        </Link>

        <nav aria-label="Main" className="hidden lg:block">
          <ul className="flex items-center xl:gap-1">
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

        <div className="flex items-center gap-2 lg:gap-3 xl:gap-5">
          <NextSteps pathname={pathname} light={light} />
          <button
            type="button"
            popoverTarget="phone-menu"
            className="-mr-2 inline-flex min-h-12 items-center gap-2 px-2 text-sm font-medium tracking-wide lg:hidden"
            aria-controls="phone-menu"
            aria-expanded={hydrated ? phoneMenuOpen : undefined}
          >
            <MenuIcon
              aria-hidden
              size={22}
              className="group-has-[#phone-menu:popover-open]/header:hidden"
            />
            <CloseIcon
              aria-hidden
              size={22}
              className="hidden group-has-[#phone-menu:popover-open]/header:block"
            />
            {/* Beside 'Book a visit' and 'Enquire' on a phone, the icon says it; the name stays. */}
            <span className="max-[28rem]:sr-only">Menu</span>
          </button>
        </div>
      </div>

      <PhoneMenu ref={phoneMenu} pathname={pathname} />
    </header>
  );
}

/**
 * The next steps, booking a visit and 'Enquire', from every page without opening a menu: on
 * phones and tablets beside the menu button, where they cover nothing; on a desktop at the end of
 * the bar, 'Enquire' as its one solid button. A phone's bar has no room for them on the enquiry
 * form, its thank-you page and the booking form, so they are hidden there below the large
 * breakpoint; a desktop keeps them, each marking itself as the current page, so the bar never
 * shifts. They are there on the offices' pages, and on an unknown `/contact/...` address, which is
 * the 404 page (built with them: hiding them there would not match the prerendered HTML).
 */
function NextSteps({ pathname, light }: { pathname: string; light: boolean }) {
  const contactPages = [paths.contact(), paths.thankYou, paths.book];
  const hideOnPhone = contactPages.some((page) => isCurrent(pathname, page)) ? "max-lg:hidden" : "";
  const current = (href: string) => (isCurrent(pathname, href) ? "page" : undefined);
  return (
    <>
      <Link
        to={paths.book}
        // The name stays whole where the narrowest phones show "Book" alone.
        aria-label="Book a visit"
        aria-current={current(paths.book)}
        className={`inline-flex min-h-11 items-center px-1 text-sm font-medium whitespace-nowrap underline decoration-current/40 underline-offset-4 transition-colors hover:decoration-current aria-[current=page]:decoration-current lg:tracking-wide ${hideOnPhone}`}
      >
        {/* One flex item: the words inside it keep the space between them. */}
        <span>
          Book<span className="max-[24rem]:hidden"> a visit</span>
        </span>
      </Link>
      <Link
        to={paths.contact()}
        aria-current={current(paths.contact())}
        className={`inline-flex min-h-11 items-center rounded-xs border border-current/40 px-3 text-sm font-medium tracking-wide whitespace-nowrap transition-colors hover:border-current sm:px-4 lg:border-0 lg:px-6 lg:hover:bg-ember-deep lg:hover:text-stone ${hideOnPhone} ${
          light ? "lg:bg-stone lg:text-ink" : "lg:bg-ink lg:text-stone"
        }`}
      >
        Enquire
      </Link>
    </>
  );
}

/**
 * Whether a popover is open. The browser opens and closes it (its button, Escape, a click
 * outside) whether or not the page has hydrated, so the element holds the state and React follows
 * it, reading it once on hydration for a menu opened before.
 */
function usePopoverOpen(popover: RefObject<HTMLElement | null>): boolean {
  const [open, setOpen] = useState(false);
  useEffect(() => {
    const element = popover.current;
    if (!element) return;
    const sync = () => setOpen(element.matches(":popover-open"));
    sync();
    element.addEventListener("toggle", sync);
    return () => element.removeEventListener("toggle", sync);
  }, [popover]);
  return open;
}

/** Closes a popover when the page changes under it (a link in it was followed). */
function useClosedOnNavigation(popover: RefObject<HTMLElement | null>, pathname: string) {
  const shownFor = useRef(pathname);
  useEffect(() => {
    if (shownFor.current === pathname) return;
    shownFor.current = pathname;
    hidePopover(popover.current);
  }, [popover, pathname]);
}

function showPopover(element: HTMLElement | null) {
  if (element && !element.matches(":popover-open")) element.showPopover();
}

function hidePopover(element: HTMLElement | null) {
  if (element?.matches(":popover-open")) element.hidePopover();
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
    (href === paths.products
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
  const hydrated = useHydrated();
  const panel = useRef<HTMLDivElement>(null);
  const open = usePopoverOpen(panel);
  useClosedOnNavigation(panel, pathname);
  const closeTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const panelId = useId();

  // Set while the pointer that opened the panel by hovering is still over the item, so that the
  // click which usually follows does not shut it.
  const openedByHover = useRef(false);

  const cancelClose = useCallback(() => clearTimeout(closeTimer.current), []);
  useEffect(() => cancelClose, [cancelClose]);

  // A mouse already resting on the item when the page hydrates gets no pointerenter: the panel
  // opens as though the pointer had just arrived. (A tap before hydration left nothing to open:
  // the link navigated, or the toggle opened the panel itself.)
  const listItem = useRef<HTMLLIElement>(null);
  useEffect(() => {
    if (!listItem.current?.matches(":hover")) return;
    openedByHover.current = true;
    showPopover(panel.current);
  }, []);

  const onPointerEnter = (event: PointerEvent) => {
    if (event.pointerType !== "mouse") return; // taps use the toggle button
    cancelClose();
    if (!open) openedByHover.current = true;
    showPopover(panel.current);
  };
  const onPointerLeave = (event: PointerEvent) => {
    if (event.pointerType !== "mouse") return;
    openedByHover.current = false;
    cancelClose();
    closeTimer.current = setTimeout(() => hidePopover(panel.current), MENU_CLOSE_DELAY_MS);
  };
  const onBlur = (event: FocusEvent) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) {
      hidePopover(panel.current);
    }
  };

  return (
    // The item only listens: hover opens, focus leaving closes; the button is the control.
    <li
      ref={listItem}
      className="flex items-center"
      onPointerEnter={onPointerEnter}
      onPointerLeave={onPointerLeave}
      onBlur={onBlur}
    >
      <TopLink item={item} pathname={pathname} />
      <button
        type="button"
        popoverTarget={panelId}
        className="-ml-2 inline-flex size-10 items-center justify-center rounded-xs transition-colors hover:text-ember-deep"
        aria-expanded={hydrated ? open : undefined}
        aria-controls={panelId}
        aria-label={`${item.label} menu`}
        onClick={(event) => {
          // Hydrated, the click decides: the native toggle would shut a panel a hover just opened.
          event.preventDefault();
          cancelClose();
          const keepOpen = openedByHover.current;
          openedByHover.current = false;
          if (open && !keepOpen) hidePopover(panel.current);
          else showPopover(panel.current);
        }}
      >
        <ChevronDownIcon
          aria-hidden
          size={16}
          className={`transition-transform duration-200 ${open ? "rotate-180" : ""}`}
        />
      </button>
      <div
        ref={panel}
        id={panelId}
        popover="auto"
        className="menu-popover inset-x-5 top-24 bottom-auto m-0 w-auto bg-transparent p-0 pt-2 text-ink group-data-[scrolled=true]/header:top-16 sm:inset-x-8 lg:inset-x-12"
      >
        <div className="mx-auto grid max-w-[calc(var(--container-content)-6rem)] grid-cols-[1.2fr_1fr_1fr_1.2fr] gap-8 rounded-sm border border-birch/70 bg-stone p-10 shadow-panel xl:gap-10">
          {item.groups?.map((group) => (
            <div key={group.label}>
              <p className="mb-4 eyebrow">{group.label}</p>
              <ul className="space-y-1">
                {group.links.map((link) => (
                  <li key={link.href}>
                    <Link
                      to={link.href}
                      aria-current={isCurrent(pathname, link.href) ? "page" : undefined}
                      className="-mx-2 block rounded-xs px-2 py-1.5 font-display text-lg transition-colors hover:text-ember-deep aria-[current=page]:text-ember-deep xl:text-xl"
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

/** The phone menu: a popover below the bar, each group of links a native disclosure. */
function PhoneMenu({ ref, pathname }: { ref: RefObject<HTMLElement | null>; pathname: string }) {
  return (
    <nav
      ref={ref}
      id="phone-menu"
      aria-label="Main"
      popover="auto"
      className="menu-popover inset-x-0 top-20 bottom-auto m-0 max-h-[calc(100dvh-5rem)] w-full overflow-y-auto border-t border-birch/70 bg-stone p-0 text-ink group-data-[scrolled=true]/header:top-16 group-data-[scrolled=true]/header:max-h-[calc(100dvh-4rem)] lg:hidden"
    >
      <ul className="container-content divide-y divide-birch/70 py-4">
        {mainNavigation.map((item) => (
          <li key={item.href} className="relative py-1">
            <Link
              to={item.href}
              aria-current={isCurrent(pathname, item.href) ? "page" : undefined}
              className="flex min-h-14 items-center pr-14 font-display text-2xl aria-[current=page]:text-ember-deep"
            >
              {item.label}
            </Link>
            {item.groups ? (
              <details className="group/groups">
                <summary
                  aria-label={`${item.label} menu`}
                  className="absolute top-2 right-0 inline-flex size-12 cursor-pointer list-none items-center justify-center [&::-webkit-details-marker]:hidden"
                >
                  <ChevronDownIcon
                    aria-hidden
                    size={20}
                    className="transition-transform duration-200 group-open/groups:rotate-180"
                  />
                </summary>
                <div className="pt-1 pb-4">
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
              </details>
            ) : null}
          </li>
        ))}
      </ul>
      <TalkToUs />
    </nav>
  );
}

/**
 * At the foot of the phone menu: the quickest ways to reach a person ('Enquire' in the bar leads
 * to the form).
 */
function TalkToUs() {
  const linkClass =
    "flex min-h-12 items-center justify-center rounded-xs border border-ink/40 px-4 text-sm font-medium tracking-wide transition-colors hover:border-ink";
  return (
    <div className="container-content border-t border-birch/70 pt-6 pb-8">
      <p className="eyebrow">Talk to us</p>
      <ul className="mt-4 grid grid-cols-2 gap-3">
        <li className="col-span-2">
          <a
            href={whatsappHref(site.whatsapp)}
            target="_blank"
            rel="noopener noreferrer"
            className={linkClass}
          >
            WhatsApp us<span className="sr-only"> (opens in a new tab)</span>
            <ExampleMark detail={site.whatsapp} />
          </a>
        </li>
        {site.offices.map((office) => (
          <li key={office.city}>
            <a href={telHref(office.phone)} className={linkClass}>
              Call {office.city}
              <ExampleMark detail={office.phone} />
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
