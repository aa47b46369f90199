/**
 * The renderer's page, bundled and run in headless Chromium by `render.ts`: draws one shot with
 * the studio's own scene, the shot's place and the hour's light, at a multiple of its size
 * (downscaled afterwards for smooth edges), and hands back a PNG.
 */
import { type Mesh, PerspectiveCamera, Scene, WebGLRenderer } from "three";

import { gradientTexture, HOURS, lightsFor, toneMap } from "../../app/studio/lighting";
import { buildCabin, MM } from "../../app/studio/scene";
import { PLACES } from "../../app/studio/places";
import { buildSetting, contactShadow, ground } from "../../app/studio/setting";
import { shotCamera } from "./camera";
import type { Shot } from "./shots";

declare global {
  interface Window {
    renderShot(shot: Shot, scale: number): string;
  }
}

window.renderShot = (shot, scale) => {
  const { model, hour } = shot;
  const light = HOURS[hour];
  const canvas = document.createElement("canvas");
  const width = shot.width * scale;
  const height = shot.height * scale;
  canvas.width = width;
  canvas.height = height;
  const renderer = new WebGLRenderer({ canvas, antialias: true, preserveDrawingBuffer: true });
  renderer.setSize(width, height, false);
  toneMap(renderer, shot.exposure ?? light.exposure);

  const place = PLACES[shot.place];
  const backdrop = place.sky?.[hour] ?? light.backdrop;
  const scene = new Scene();
  scene.background = gradientTexture(backdrop.top, backdrop.bottom);
  const cabin = buildCabin(model);
  for (const point of cabin.lights) point.intensity *= light.glow;
  const setting = buildSetting(model, hour, place);
  const floor = ground(place.ground);
  floor.renderOrder = -1;
  const { sun, sky } = lightsFor(hour);
  scene.add(floor, setting.group, cabin.group, contactShadow(model.width * MM, model.depth * MM));
  scene.add(sun, sky);

  const view = shotCamera(shot, cabin.centre, width / height);
  const camera = new PerspectiveCamera(
    view.fov,
    width / height,
    shot.view.kind === "outside" ? 0.05 : 0.02,
    100,
  );
  camera.position.copy(view.position);
  camera.lookAt(view.target);
  setting.clearView(camera.position, cabin.centre);
  renderer.render(scene, camera);
  const png = canvas.toDataURL("image/png");
  // One context per shot: give each back at once (the timber textures are shared, and kept).
  scene.traverse((object) => {
    const mesh = object as Mesh;
    if (!mesh.isMesh) return;
    mesh.geometry.dispose();
    for (const material of [mesh.material].flat()) material.dispose();
  });
  renderer.dispose();
  renderer.forceContextLoss();
  return png;
};
