"""Renders one shot's scene file with Blender's path tracer (Cycles).

Run by `path-trace.ts` as
    blender --background --factory-startup --python-exit-code 1 --python cycles.py -- \
        SCENE.glb EXTRAS.json OUT SAMPLES

It writes the raw passes the denoiser reads, each as 32-bit floats, RGB, rows from the top:
OUT.colour.f32 (linear, scene-referred), OUT.albedo.f32 and OUT.normal.f32. `tone.py` turns
the denoised colour into the picture.

The scene file is the studio's own cabin and room with the shot's camera (`scene-file.ts`). Its
materials arrive as the real-time viewer draws them; here each named one gets its physical
properties: clear glass that shows the lit interior, timber with a satin finish and a touch of
relief from its grain, the warm strips under the benches as light sources, the window's view as
the daylight coming in. The hour sets the sky and the sun.
"""

import json
import math
import os
import re
import sys

import numpy

# Debian's numpy has dropped the alias Blender 3.4's glTF importer still uses.
numpy.bool = bool

import bpy  # noqa: E402  (after the numpy fix)
from mathutils import Vector  # noqa: E402

scene_file, extras_file, out_prefix, samples = sys.argv[sys.argv.index("--") + 1 :]
with open(extras_file, encoding="utf8") as handle:
    extras = json.load(handle)

bpy.ops.wm.read_factory_settings(use_empty=True)
bpy.ops.import_scene.gltf(filepath=scene_file)
scene = bpy.context.scene


def srgb_to_linear(value):
    return value / 12.92 if value <= 0.04045 else ((value + 0.055) / 1.055) ** 2.4


def principled(material):
    """The material's Principled BSDF node (the glTF importer makes one for every lit material)."""
    if not material.use_nodes:
        return None
    for node in material.node_tree.nodes:
        if node.type == "BSDF_PRINCIPLED":
            return node
    return None


def emission_from(material, strength, colour=None):
    """Turns a material into a light source of its own colour (or its texture)."""
    tree = material.node_tree
    nodes = tree.nodes
    output = next(node for node in nodes if node.type == "OUTPUT_MATERIAL")
    emission = nodes.new("ShaderNodeEmission")
    emission.inputs["Strength"].default_value = strength
    texture = next((node for node in nodes if node.type == "TEX_IMAGE"), None)
    if colour is not None:
        emission.inputs["Color"].default_value = (*colour, 1)
    elif texture is not None:
        tree.links.new(texture.outputs["Color"], emission.inputs["Color"])
    else:
        bsdf = principled(material)
        if bsdf is not None:
            emission.inputs["Color"].default_value = bsdf.inputs["Base Color"].default_value
    tree.links.new(emission.outputs["Emission"], output.inputs["Surface"])


def lit_as_surface(material, colour, roughness):
    """Turns an unlit material into a plain surface of the given sRGB colour."""
    tree = material.node_tree
    output = next(node for node in tree.nodes if node.type == "OUTPUT_MATERIAL")
    surface = tree.nodes.new("ShaderNodeBsdfPrincipled")
    surface.inputs["Base Color"].default_value = (*(srgb_to_linear(c) for c in colour), 1)
    surface.inputs["Roughness"].default_value = roughness
    tree.links.new(surface.outputs["BSDF"], output.inputs["Surface"])


def timber(material, bsdf):
    """Timber: the studio's grain at two thirds of its contrast (across a room the drawn arches
    read too strongly in a photograph's light), fine fibres along the grain, a satin oil finish
    and a little relief where the grain is darker."""
    tree = material.node_tree
    nodes, links = tree.nodes, tree.links
    bsdf.inputs["Specular"].default_value = 0.35
    bsdf.inputs["Roughness"].default_value = 0.55
    texture = next((n for n in nodes if n.type == "TEX_IMAGE"), None)
    if texture is None or texture.image is None:
        return
    pixels = numpy.empty(len(texture.image.pixels), dtype=numpy.float32)
    texture.image.pixels.foreach_get(pixels)
    # The texture's pixels come as stored (sRGB); a colour socket wants linear values.
    stored = pixels.reshape(-1, 4)[:, :3]
    linear = numpy.where(stored <= 0.04045, stored / 12.92, ((stored + 0.055) / 1.055) ** 2.4)
    mean = linear.mean(axis=0)
    softened = nodes.new("ShaderNodeMixRGB")
    softened.blend_type = "MIX"
    softened.inputs["Fac"].default_value = 0.65
    softened.inputs["Color1"].default_value = (*mean, 1)
    links.new(texture.outputs["Color"], softened.inputs["Color2"])

    # Fibres: fine streaks across the board (u) drawn out along the grain (v).
    if texture.inputs["Vector"].is_linked:
        coordinates = texture.inputs["Vector"].links[0].from_socket
    else:
        coordinates = nodes.new("ShaderNodeUVMap").outputs["UV"]
    stretch = nodes.new("ShaderNodeVectorMath")
    stretch.operation = "MULTIPLY"
    stretch.inputs[1].default_value = (600.0, 8.0, 1.0)
    links.new(coordinates, stretch.inputs[0])
    fibres = nodes.new("ShaderNodeTexNoise")
    fibres.inputs["Scale"].default_value = 1.0
    fibres.inputs["Detail"].default_value = 3.0
    links.new(stretch.outputs["Vector"], fibres.inputs["Vector"])
    streaks = nodes.new("ShaderNodeMapRange")
    streaks.inputs["To Min"].default_value = 0.9
    streaks.inputs["To Max"].default_value = 1.06
    links.new(fibres.outputs["Fac"], streaks.inputs["Value"])
    toned = nodes.new("ShaderNodeMixRGB")
    toned.blend_type = "MULTIPLY"
    toned.inputs["Fac"].default_value = 1.0
    links.new(softened.outputs["Color"], toned.inputs["Color1"])
    links.new(streaks.outputs["Result"], toned.inputs["Color2"])
    links.new(toned.outputs["Color"], bsdf.inputs["Base Color"])

    bump = nodes.new("ShaderNodeBump")
    bump.inputs["Strength"].default_value = 0.08
    bump.inputs["Distance"].default_value = 0.0005
    links.new(texture.outputs["Color"], bump.inputs["Height"])
    links.new(bump.outputs["Normal"], bsdf.inputs["Normal"])


# Materials ------------------------------------------------------------------------------------

WARM = tuple(srgb_to_linear(c / 255) for c in (0xFF, 0xC9, 0x90))

for material in bpy.data.materials:
    # Two materials of one name in a scene (the cabin's glass and the ice bath's water, both
    # "glass") come in as "glass" and "glass.001": the second is glass too.
    name = re.sub(r"\.\d{3}$", "", material.name)
    bsdf = principled(material)
    if name == "glass" and bsdf is not None:
        bsdf.inputs["Base Color"].default_value = (0.96, 0.98, 0.97, 1)
        bsdf.inputs["Transmission"].default_value = 1.0
        bsdf.inputs["Roughness"].default_value = 0.0
        bsdf.inputs["IOR"].default_value = 1.5
        bsdf.inputs["Alpha"].default_value = 1.0
        material.blend_method = "OPAQUE"
    elif name == "glow":
        # The LED strips under the benches and behind the backrest.
        emission_from(material, 12.0, WARM)
    elif name.startswith("window:"):
        # The view out of the window: daylight coming in, not a painted wall.
        emission_from(material, 4.0 if extras["hour"] != "evening" else 0.6)
    elif name.startswith("lamp") or name == "wall-light":
        if extras["hour"] == "evening":
            emission_from(material, 60.0)
        else:
            # Switched off by day: a pale glass shade, lit by the room like everything else.
            lit_as_surface(material, (0.93, 0.9, 0.85), roughness=0.35)
    elif bsdf is not None and ":" in name and name.split(":")[0] in ("cladding", "lining", "bench"):
        timber(material, bsdf)
    if bsdf is not None and material.blend_method == "BLEND" and name != "glass":
        material.blend_method = "OPAQUE"

# The file's point lights stand in for the warm strips' glow in the real-time viewer; here the
# strips themselves give the light.
for obj in list(scene.objects):
    if obj.type == "LIGHT" and obj.data.type == "POINT":
        bpy.data.objects.remove(obj)

# Inside the cabin: the soft, warm light of a shaded ceiling lamp, as every cabin has, so the
# inside reads by day through the glass and glows at dusk. It lights the room, not the lens.
def world_bounds(objects):
    corners = [obj.matrix_world @ Vector(corner) for obj in objects for corner in obj.bound_box]
    return (
        Vector(tuple(min(c[i] for c in corners) for i in range(3))),
        Vector(tuple(max(c[i] for c in corners) for i in range(3))),
    )


# The cabin's inside: its lined floor, up to the underside of its roof.
floors = [
    obj
    for obj in scene.objects
    if obj.type == "MESH"
    and obj.name.startswith("floor")
    and any(m and m.name.startswith("lining:") for m in obj.data.materials)
]
roofs = [obj for obj in scene.objects if obj.type == "MESH" and obj.name.startswith("roof")]
if floors and roofs:
    low, high = world_bounds(floors)
    ceiling = world_bounds(roofs)[0].z
    lamp = bpy.data.lights.new("cabin-light", "AREA")
    lamp.shape = "RECTANGLE"
    lamp.size = (high.x - low.x) * 0.3
    lamp.size_y = (high.y - low.y) * 0.3
    # Whiter than the strips, as a photographer balances a sauna's light: the timbers keep their
    # own colour (pale obeche stays pale) while the strips still glow amber.
    lamp.color = tuple(srgb_to_linear(c / 255) for c in (0xFF, 0xDC, 0xB8))
    lamp.energy = 11.0 * (high.x - low.x) * (high.y - low.y)
    light = bpy.data.objects.new("cabin-light", lamp)
    light.location = ((low.x + high.x) / 2, (low.y + high.y) / 2, ceiling - 0.05)
    light.visible_camera = False
    light.visible_glossy = False
    scene.collection.objects.link(light)

# The camera ---------------------------------------------------------------------------------

camera = next(obj for obj in scene.objects if obj.type == "CAMERA")
scene.camera = camera
camera.data.sensor_fit = "VERTICAL"
camera.data.angle_y = math.radians(extras["fov"])
camera.data.clip_start = 0.02
scene.render.resolution_x = extras["width"]
scene.render.resolution_y = extras["height"]
scene.render.resolution_percentage = 100

# From outside the room, the walls between the camera and the cabin are taken away, as in an
# architect's open model or a photographer's set: the cabin stands in the corner of two walls, and
# the daylight comes in from the open sides.
if extras["outside"]:
    eye = camera.matrix_world.translation
    def in_room(obj):
        while obj is not None and obj.name != "setting":
            obj = obj.parent
        return obj is not None

    for obj in list(scene.objects):
        if obj.type != "MESH" or not in_room(obj):
            continue
        if not obj.name.startswith("wall:") and obj.name != "window-view":
            continue
        polygon = obj.data.polygons[0]
        normal = (obj.matrix_world.to_3x3() @ polygon.normal).normalized()
        centre = obj.matrix_world @ polygon.center
        if normal.dot(eye - centre) < 0:
            bpy.data.objects.remove(obj)

# Sun and sky ----------------------------------------------------------------------------------

# glTF is Y up, Blender Z up: (x, y, z) in the file is (x, -z, y) here.
sx, sy, sz = extras["sun"]
towards_sun = Vector((sx, -sz, sy)).normalized()
sun = bpy.data.objects.new("sun", bpy.data.lights.new("sun", "SUN"))
scene.collection.objects.link(sun)
sun.rotation_euler = towards_sun.to_track_quat("Z", "Y").to_euler()
sun.data.angle = math.radians(2.5)

world = bpy.data.worlds.new("world")
scene.world = world
world.use_nodes = True
sky = world.node_tree.nodes.new("ShaderNodeTexSky")
sky.sky_type = "NISHITA"
elevation = math.asin(towards_sun.z)
sky.sun_elevation = elevation if extras["hour"] != "evening" else math.radians(-2)
sky.sun_rotation = math.atan2(towards_sun.x, towards_sun.y)
sky.sun_disc = False
background = world.node_tree.nodes["Background"]
world.node_tree.links.new(sky.outputs["Color"], background.inputs["Color"])

# Beyond the room the camera sees the viewer's backdrop, a soft gradient of the hour's colours, as
# on a photographer's set; everything else is lit by the sky.
def hex_colour(text):
    return tuple(srgb_to_linear(int(text[i : i + 2], 16) / 255) for i in (1, 3, 5)) + (1,)


nodes, links = world.node_tree.nodes, world.node_tree.links
output = nodes["World Output"]
backdrop = nodes.new("ShaderNodeBackground")
ramp = nodes.new("ShaderNodeValToRGB")
ramp.color_ramp.elements[0].color = hex_colour(extras["backdrop"]["bottom"])
ramp.color_ramp.elements[1].color = hex_colour(extras["backdrop"]["top"])
height = nodes.new("ShaderNodeSeparateXYZ")
coordinates = nodes.new("ShaderNodeTexCoord")
links.new(coordinates.outputs["Window"], height.inputs["Vector"])
links.new(height.outputs["Y"], ramp.inputs["Fac"])
links.new(ramp.outputs["Color"], backdrop.inputs["Color"])
path = nodes.new("ShaderNodeLightPath")
mix = nodes.new("ShaderNodeMixShader")
links.new(path.outputs["Is Camera Ray"], mix.inputs["Fac"])
links.new(background.outputs["Background"], mix.inputs[1])
links.new(backdrop.outputs["Background"], mix.inputs[2])
links.new(mix.outputs["Shader"], output.inputs["Surface"])

# The ground beyond the room, so the open sides stand on something: a garden's lawn, a terrace's
# roof, or the backdrop's lower colour.
bpy.ops.mesh.primitive_plane_add(size=60, location=(0, 0, -0.003))
ground = bpy.context.active_object
ground_material = bpy.data.materials.new("ground")
ground_material.use_nodes = True
principled(ground_material).inputs["Base Color"].default_value = hex_colour(
    extras.get("ground") or extras["backdrop"]["bottom"]
)
principled(ground_material).inputs["Roughness"].default_value = 0.9
ground.data.materials.append(ground_material)
if extras["hour"] != "evening":
    sun.data.energy = 3.5
    sun.data.color = (1.0, 0.95, 0.88)
    background.inputs["Strength"].default_value = 0.35
else:
    sun.data.energy = 0.15
    sun.data.color = (0.62, 0.69, 0.84)
    background.inputs["Strength"].default_value = 0.8

# Rendering --------------------------------------------------------------------------------

scene.render.engine = "CYCLES"
cycles = scene.cycles
cycles.device = "CPU"
cycles.samples = int(samples)
cycles.use_adaptive_sampling = True
cycles.adaptive_threshold = 0.01
cycles.max_bounces = 10
cycles.diffuse_bounces = 4
cycles.glossy_bounces = 4
cycles.transmission_bounces = 10
cycles.transparent_max_bounces = 8
cycles.caustics_reflective = False
cycles.caustics_refractive = False
cycles.blur_glossy = 1.0
cycles.sample_clamp_indirect = 6.0
cycles.use_denoising = False
scene.render.film_transparent = False
scene.render.threads_mode = "AUTO"

# The passes the denoiser reads: the colour, and the albedo and normal at the first hit, which a
# path tracer gets almost free of noise.
view_layer = scene.view_layers[0]
view_layer.cycles.denoising_store_passes = True
scene.use_nodes = True
tree = scene.node_tree
for node in list(tree.nodes):
    tree.nodes.remove(node)
layers = tree.nodes.new("CompositorNodeRLayers")
files = tree.nodes.new("CompositorNodeOutputFile")
files.base_path = os.path.dirname(out_prefix)
files.format.file_format = "OPEN_EXR"
files.format.color_depth = "32"
files.format.exr_codec = "NONE"
files.file_slots.clear()
stem = os.path.basename(out_prefix)
for socket, name in (
    ("Image", "colour"),
    ("Denoising Albedo", "albedo"),
    ("Denoising Normal", "normal"),
):
    files.file_slots.new(f"{stem}.{name}.")
    tree.links.new(layers.outputs[socket], files.inputs[-1])
scene.frame_set(1)
bpy.ops.render.render(write_still=False)

width, height = scene.render.resolution_x, scene.render.resolution_y
for name in ("colour", "albedo", "normal"):
    exr = f"{out_prefix}.{name}.0001.exr"
    image = bpy.data.images.load(exr)
    image.colorspace_settings.is_data = True
    pixels = numpy.empty(width * height * 4, dtype=numpy.float32)
    image.pixels.foreach_get(pixels)
    # Blender's rows run from the bottom; the denoiser's from the top.
    rgb = pixels.reshape(height, width, 4)[::-1, :, :3]
    numpy.ascontiguousarray(rgb).tofile(f"{out_prefix}.{name}.f32")
    bpy.data.images.remove(image)
    os.remove(exr)
