/**
 * The renderer's page, bundled and run in headless Chromium by `render.ts`: draws one shot with
 * the studio's own scene, setting and light, at a multiple of its size (downscaled afterwards for
 * smooth edges), and hands back a PNG.
 */
import { type Mesh, PerspectiveCamera, Scene, Vector3, WebGLRenderer } from "three";

import { fitDistance, orbitOffset, OUTSIDE_FOV } from "../../app/studio/controls";
import { gradientTexture, HOURS, lightsFor, toneMap } from "../../app/studio/lighting";
import { buildCabin, MM, toScene } from "../../app/studio/scene";
import { buildSetting, contactShadow, ground } from "../../app/studio/setting";
import type { Shot } from "./shots";

declare global {
  interface Window {
    renderShot(shot: Shot, scale: number): string;
  }
}

window.renderShot = (shot, scale) => {
  const { model, hour, view } = shot;
  const light = HOURS[hour];
  const canvas = document.createElement("canvas");
  const width = shot.width * scale;
  const height = shot.height * scale;
  canvas.width = width;
  canvas.height = height;
  const renderer = new WebGLRenderer({ canvas, antialias: true, preserveDrawingBuffer: true });
  renderer.setSize(width, height, false);
  toneMap(renderer, shot.exposure ?? light.exposure);

  const scene = new Scene();
  scene.background = gradientTexture(light.backdrop.top, light.backdrop.bottom);
  const cabin = buildCabin(model);
  for (const point of cabin.lights) point.intensity *= light.glow;
  const setting = buildSetting(model, hour);
  const floor = ground();
  floor.renderOrder = -1;
  const { sun, sky } = lightsFor(hour);
  scene.add(floor, setting.group, cabin.group, contactShadow(model.width * MM, model.depth * MM));
  scene.add(sun, sky);

  const aspect = width / height;
  let camera: PerspectiveCamera;
  if (view.kind === "outside") {
    camera = new PerspectiveCamera(OUTSIDE_FOV, aspect, 0.05, 100);
    const radius = (Math.hypot(model.width, model.depth, model.height) / 2) * MM;
    const distance = fitDistance(radius, OUTSIDE_FOV, aspect);
    const [x, y, z] = orbitOffset({ ...view, distance });
    camera.position.copy(cabin.centre).add(new Vector3(x, y, z));
    camera.lookAt(cabin.centre);
  } else {
    camera = new PerspectiveCamera(view.fov, aspect, 0.02, 100);
    camera.position.copy(toScene(model, ...view.eye));
    camera.lookAt(toScene(model, ...view.target));
  }
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
