import {
  Droplets,
  Flame,
  Hammer,
  Heart,
  Leaf,
  Lightbulb,
  type LucideIcon,
  Moon,
  Ruler,
  ShieldCheck,
  Snowflake,
  Sparkles,
  Thermometer,
  Timer,
  Wind,
  Wrench,
  Zap,
} from "lucide-react";

import type { FeatureIconName } from "~/catalogue/schemas";

const icons: Record<FeatureIconName, LucideIcon> = {
  flame: Flame,
  thermometer: Thermometer,
  droplets: Droplets,
  leaf: Leaf,
  ruler: Ruler,
  sparkles: Sparkles,
  shield: ShieldCheck,
  zap: Zap,
  snowflake: Snowflake,
  wrench: Wrench,
  timer: Timer,
  lightbulb: Lightbulb,
  wind: Wind,
  hammer: Hammer,
  heart: Heart,
  moon: Moon,
};

/** The icon a catalogue feature names, drawn in the site's fine line (decorative: the title says it). */
export function FeatureIcon({ name, className }: { name: FeatureIconName; className?: string }) {
  const Icon = icons[name];
  return <Icon aria-hidden size={24} strokeWidth={1.25} className={className} />;
}
