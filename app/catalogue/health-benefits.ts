/** The health benefits of the saunas listing. */
import type { HealthBenefit } from "./schemas";

export const healthBenefits: HealthBenefit[] = [
  {
    title: "A refreshing sweat",
    description:
      "You sweat freely and cool down slowly afterwards, and many people find it the most refreshing part of their week. It is rest, not a cleanse: the body does its own detoxifying.",
    icon: "droplets",
  },
  {
    title: "Circulation and heart health",
    description:
      "Heat widens the blood vessels and raises the heart rate much as gentle exercise does; regular bathers in long Finnish studies show healthier hearts.",
    icon: "heart",
  },
  {
    title: "Stress and muscle tension relief",
    description:
      "Warmth loosens tight muscles after sport or a long day at a desk, and twenty quiet minutes away from a screen do the rest.",
    icon: "flame",
  },
  {
    title: "Better sleep",
    description:
      "The body cools slowly after an evening sauna, which is just the signal it needs to fall asleep sooner and more deeply.",
    icon: "moon",
  },
];
