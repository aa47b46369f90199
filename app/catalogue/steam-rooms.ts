/** The steam rooms page: features, benefits and the picture cards. */
import {
  steamRoomsMosaicNiche,
  steamRoomsRainShower,
  steamRoomsTiledBench,
} from "../images/library";

import { steamGeneratorMaker } from "./price-terms";
import { listed } from "./range";
import { wordsOf } from "./words";
import { words as steamRoomWords } from "../content/generated/words/steam-room";
import type { Feature, SteamRoomCard } from "./schemas";
import { span, unbroken } from "../format/units";

/**
 * The temperature a steam room runs at, in °C: the one figure every page gives (the blog's words,
 * kept in the dataset, are held to it by a test).
 */
export const STEAM_TEMPERATURE = [40, 45] as const;

export const steamFeatures: Feature[] = [
  {
    title: `${unbroken("Commercial-grade")} generators`,
    description: `Generators ${steamGeneratorMaker ? `by ${steamGeneratorMaker}, ` : ""}built for hotel spas, sized to the room so it fills with steam in minutes and holds it evenly.`,
    icon: "zap",
  },
  {
    title: "Tiled to last",
    description:
      "Large-format porcelain or mosaic on a sealed, waterproofed shell, with a warm bench and a sloped ceiling that lets condensation run off.",
    icon: "shield",
  },
  {
    title: "Scent and light",
    description:
      "An aroma pump and soft, dimmable lighting are built in, so each session can be calm or bright.",
    icon: "lightbulb",
  },
  {
    title: "Automatic care",
    description:
      "Auto-drain and descaling keep the generator clean; a single panel outside the door sets time and temperature.",
    icon: "wrench",
  },
];

export const steamBenefits: Feature[] = [
  {
    title: "Easier breathing",
    description: `Warm, saturated air at ${span(...STEAM_TEMPERATURE, "°C")} soothes the airways and loosens congestion.`,
    icon: "wind",
  },
  {
    title: "Softer skin",
    description: "Steam opens the pores and hydrates the skin, leaving it clean and supple.",
    icon: "droplets",
  },
  {
    title: "Relaxed muscles",
    description: "Moist heat reaches deep into tired muscles and stiff joints after sport.",
    icon: "heart",
  },
  {
    title: "Calm and sleep",
    description: "A quiet twenty minutes in the warm mist slows the mind before bed.",
    icon: "moon",
  },
];

/** A card's id, title and price line, from the range. */
function fromRange(slug: string) {
  const { id, name, price } = listed("steam-room", slug);
  return { id, title: name, price };
}

export const steamRoomCards: SteamRoomCard[] = (
  [
    {
      ...fromRange("tiled-bench"),
      image: {
        image: steamRoomsTiledBench,
        alt: "A steam room in pale marble-look tiles, a towel on its L-shaped bench, warm light beneath it and points of light in the sloped ceiling",
      },
    },
    {
      ...fromRange("steam-shower"),
      image: {
        image: steamRoomsRainShower,
        alt: "A steam shower with its glass door open, warm travertine-look walls, a fold-down seat and a mosaic floor",
      },
    },
    {
      ...fromRange("mosaic-niche"),
      image: {
        image: steamRoomsMosaicNiche,
        alt: "A small mosaic niche with a tiled seat, a steam outlet and a warm light",
      },
    },
  ] satisfies Omit<SteamRoomCard, "caption">[]
).map((card) => ({ ...card, caption: wordsOf(steamRoomWords, card.id) }));
