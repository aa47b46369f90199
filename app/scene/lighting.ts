/**
 * The light the 3D scene's cabins are seen in, shared by the live viewer and the pictures rendered
 * from the same models at build: daylight (a high sun from the front left and a warm sky), the
 * morning (a low, golden sun from the right) or the evening (a dim blue dusk, the cabin's glow
 * and the room's lights doing the work). The viewer shows the day; the pictures use all three.
 */
import {
  Color,
  DataTexture,
  DirectionalLight,
  HemisphereLight,
  LinearFilter,
  NeutralToneMapping,
  SRGBColorSpace,
  type WebGLRenderer,
} from "three";

import type { Hour } from "./setting";

export interface HourLight {
  /** `from`: where the sun comes from (the direction matters, not the distance; Y up). */
  sun: { colour: number; intensity: number; from: readonly [number, number, number] };
  sky: { colour: number; ground: number; intensity: number };
  /** How much brighter than by day the cabin's own warm lights are. */
  glow: number;
  /** The backdrop beyond the room, top and bottom. */
  backdrop: { top: string; bottom: string };
  exposure: number;
}

export const HOURS: Record<Hour, HourLight> = {
  morning: {
    sun: { colour: 0xffdcb4, intensity: 2.1, from: [6, 3, 4] },
    sky: { colour: 0xf4ede4, ground: 0x8f7a64, intensity: 1.25 },
    glow: 1,
    backdrop: { top: "#efe9e1", bottom: "#d8cbbb" },
    exposure: 1.1,
  },
  day: {
    sun: { colour: 0xfff1e0, intensity: 2, from: [-4, 6, 5] },
    sky: { colour: 0xfdf6ec, ground: 0x9a8168, intensity: 1.4 },
    glow: 1,
    backdrop: { top: "#f4eee6", bottom: "#dccfbf" },
    exposure: 1.1,
  },
  evening: {
    sun: { colour: 0x9fb0d6, intensity: 0.35, from: [-4, 6, 5] },
    sky: { colour: 0x56627e, ground: 0x4a3a2e, intensity: 0.55 },
    glow: 2.2,
    backdrop: { top: "#2c3240", bottom: "#1f1d1c" },
    exposure: 1.05,
  },
};

/** The renderer's colour handling: sRGB out, neutral tone mapping (it keeps the timber's hues). */
export function toneMap(renderer: WebGLRenderer, exposure: number) {
  renderer.outputColorSpace = SRGBColorSpace;
  renderer.toneMapping = NeutralToneMapping;
  renderer.toneMappingExposure = exposure;
}

export function lightsFor(hour: Hour): { sun: DirectionalLight; sky: HemisphereLight } {
  const { sun: s, sky: k } = HOURS[hour];
  const sun = new DirectionalLight(s.colour, s.intensity);
  sun.position.set(...s.from);
  const sky = new HemisphereLight(k.colour, k.ground, k.intensity);
  return { sun, sky };
}

/** A vertical gradient from `top` to `bottom`, for the backdrop. */
export function gradientTexture(top: string, bottom: string): DataTexture {
  const height = 64;
  const data = new Uint8Array(height * 4);
  const a = new Color(top);
  const b = new Color(bottom);
  const mix = new Color();
  for (let y = 0; y < height; y++) {
    // DataTexture rows run bottom to top.
    mix.copy(b).lerp(a, Math.pow(y / (height - 1), 0.8));
    data.set([mix.r * 255, mix.g * 255, mix.b * 255, 255], y * 4);
  }
  const texture = new DataTexture(data, 1, height);
  texture.colorSpace = SRGBColorSpace;
  texture.magFilter = texture.minFilter = LinearFilter;
  texture.needsUpdate = true;
  return texture;
}
