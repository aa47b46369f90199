"""Renders one shot's scene file with Blender's path tracer (Cycles).

Run by `render.ts` as
    blender --background --factory-startup --python-exit-code 1 --python cycles.py -- \
        SCENE.glb EXTRAS.json OUT.png SAMPLES

The scene file is the studio's own cabin and room with the shot's camera (`scene-file.ts`). Its
materials arrive as the real-time viewer draws them; here each named one gets its physical
properties: clear glass that shows the lit interior, timber with a satin finish and a touch of
relief from its grain, the warm strips under the benches as light sources, the window's view as
the daylight coming in. The hour sets the sky and the sun.
"""

import json
import math
import sys

import numpy

# Debian's numpy has dropped the alias Blender 3.4's glTF importer still uses.
numpy.bool = bool

import bpy  # noqa: E402  (after the numpy fix)
from mathutils import Vector  # noqa: E402

scene_file, extras_file, out_file, samples = sys.argv[sys.argv.index("--") + 1 :]
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


# Materials ------------------------------------------------------------------------------------

# Filmic's exposure against the real-time viewer's tone mapping, at the same nominal exposure.
EXPOSURE_OFFSET = -1.0

WARM = tuple(srgb_to_linear(c / 255) for c in (0xFF, 0xC9, 0x90))

for material in bpy.data.materials:
    name = material.name
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
        emission_from(material, 20.0 if extras["hour"] == "evening" else 0.0)
    elif bsdf is not None and ":" in name and name.split(":")[0] in ("cladding", "lining", "bench"):
        # Timber: a satin oil finish, and a little relief where the grain is darker.
        texture = next((n for n in material.node_tree.nodes if n.type == "TEX_IMAGE"), None)
        bsdf.inputs["Specular"].default_value = 0.35
        if texture is not None:
            tree = material.node_tree
            bump = tree.nodes.new("ShaderNodeBump")
            bump.inputs["Strength"].default_value = 0.08
            bump.inputs["Distance"].default_value = 0.0005
            tree.links.new(texture.outputs["Color"], bump.inputs["Height"])
            tree.links.new(bump.outputs["Normal"], bsdf.inputs["Normal"])
    if bsdf is not None and material.blend_method == "BLEND" and name != "glass":
        material.blend_method = "OPAQUE"

# The file's point lights stand in for the warm strips' glow in the real-time viewer; here the
# strips themselves give the light.
for obj in list(scene.objects):
    if obj.type == "LIGHT" and obj.data.type == "POINT":
        bpy.data.objects.remove(obj)

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

# The ground beyond the room, in the backdrop's lower colour, so the open sides stand on
# something.
bpy.ops.mesh.primitive_plane_add(size=60, location=(0, 0, -0.003))
ground = bpy.context.active_object
ground_material = bpy.data.materials.new("ground")
ground_material.use_nodes = True
principled(ground_material).inputs["Base Color"].default_value = hex_colour(
    extras["backdrop"]["bottom"]
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
scene.view_settings.view_transform = "Filmic"
scene.view_settings.look = "Medium High Contrast"
scene.view_settings.exposure = math.log2(extras["exposure"]) + EXPOSURE_OFFSET
scene.render.image_settings.file_format = "PNG"
scene.render.image_settings.color_depth = "16"
scene.render.filepath = out_file
scene.render.threads_mode = "AUTO"
bpy.ops.render.render(write_still=True)
