/**
 * The steam rooms page: its features and benefits (the business's words, with the page's figures
 * filled in) and the picture cards.
 */
import {
  steamRoomsMosaicNiche,
  steamRoomsSteamShower,
  steamRoomsTiledBench,
} from "../images/library";

import { steamGeneratorMaker } from "./price-terms";
import { listedOnSale } from "./range";
import { wordsOf } from "./words";
import { pageList } from "./page-lists";
import { words as steamRoomWords } from "../content/generated/words/steam-room";
import { sections } from "../content/generated/pages/steamRooms";
import type { Feature, SteamRoomCard } from "./schemas";
import { span } from "../format/units";

/**
 * The temperature a steam room runs at, in °C: the one figure every page gives (the blog's words,
 * kept in the dataset, are held to it by a test).
 */
export const STEAM_TEMPERATURE = [40, 45] as const;

/**
 * The figures the page's features and benefits may name in braces (content-studio/rules/pages.ts,
 * `LIST_FIGURES`): the temperature, and the generators' maker as an aside ("by Harvia,") or
 * nothing while Price terms names none.
 */
export const steamFigures = {
  steamTemperature: span(...STEAM_TEMPERATURE, "°C"),
  byGeneratorMaker: steamGeneratorMaker ? `by ${steamGeneratorMaker},` : "",
};

/** The page's key features, in the business's words (Pages' words, Steam rooms, Key features). */
export const steamFeatures: Feature[] = pageList(sections.features, steamFigures);

/** The benefits of steam, in the business's words (Pages' words, Steam rooms, Health benefits). */
export const steamBenefits: Feature[] = pageList(sections.benefits, steamFigures);

/**
 * The cards of the steam rooms on sale (one the business withdrew in the content studio is left
 * out), each with its id, title and price line from the range and its words.
 */
export const steamRoomCards: SteamRoomCard[] = listedOnSale("steam-room", [
  {
    slug: "tiled-bench",
    image: {
      image: steamRoomsTiledBench,
      alt: "A steam room in pale marble-look tiles, a towel on its L-shaped bench, warm light beneath it and points of light in the sloped ceiling",
    },
  },
  {
    slug: "steam-shower",
    image: {
      image: steamRoomsSteamShower,
      alt: "A steam shower with its glass door open, pale travertine-look walls, a rain head, a fold-down seat and a pale mosaic floor washed by warm light",
    },
  },
  {
    slug: "mosaic-niche",
    image: {
      image: steamRoomsMosaicNiche,
      alt: "A small mosaic niche with a tiled seat, a steam outlet and a warm light",
    },
  },
]).map(({ id, name, price, image }) => ({
  id,
  title: name,
  price,
  image,
  caption: wordsOf(steamRoomWords, id),
}));
