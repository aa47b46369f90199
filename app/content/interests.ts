/**
 * The interests the enquiry form offers beyond the saunas, in its order. A visitor may tick any of
 * these, and at most two saunas. Apart from the rest of the range, which the site's shell carries,
 * and read by the content step too: a collection's slug is what the form ticks for it, so the
 * business may not give a collection one of these.
 */
export const otherInterests = [
  { topic: "steam-room", label: "Steam room" },
  { topic: "ice-bath", label: "Ice bath" },
  { topic: "diy-kit", label: "DIY sauna kit" },
  { topic: "heater", label: "Sauna heater" },
  { topic: "accessories", label: "Accessories and aromas" },
] as const;
