"""Turns a denoised path-traced picture into the PNG the pipeline keeps, through Blender's Filmic
view, so its highlights roll off as film's do instead of clipping.

Run by `path-trace.ts` as
    blender --background --factory-startup --python-exit-code 1 --python tone.py -- \\
        COLOUR.f32 EXTRAS.json OUT.png

COLOUR.f32 is linear RGB as 32-bit floats, rows from the top; EXTRAS.json gives its width and
height and the shot's exposure.
"""

import json
import math
import sys

import numpy
import bpy

colour_file, extras_file, out_file = sys.argv[sys.argv.index("--") + 1 :]
with open(extras_file, encoding="utf8") as handle:
    extras = json.load(handle)
width, height = extras["width"], extras["height"]

# Filmic's exposure against the real-time viewer's tone mapping, at the same nominal exposure.
EXPOSURE_OFFSET = -1.0
# Inside a cabin the light is a lamp's, not the sun's; a photographer opens up for it.
INSIDE_OFFSET = 0.5
# In the evening the room is lit by its lamps and the cabin's glow; a photographer opens up for
# that too, and lets the lamps themselves burn bright.
EVENING_OFFSET = 0.7

rgb = numpy.fromfile(colour_file, dtype=numpy.float32).reshape(height, width, 3)
rgba = numpy.ones((height, width, 4), dtype=numpy.float32)
rgba[:, :, :3] = rgb[::-1]
image = bpy.data.images.new("picture", width, height, alpha=False, float_buffer=True)
image.pixels.foreach_set(rgba.ravel())

scene = bpy.context.scene
scene.view_settings.view_transform = "Filmic"
scene.view_settings.look = "Medium High Contrast"
scene.view_settings.exposure = (
    math.log2(extras["exposure"])
    + EXPOSURE_OFFSET
    + (0 if extras["outside"] else INSIDE_OFFSET)
    + (EVENING_OFFSET if extras["hour"] == "evening" else 0)
)
scene.render.image_settings.file_format = "PNG"
scene.render.image_settings.color_depth = "16"
scene.render.image_settings.color_mode = "RGB"
image.save_render(out_file, scene=scene)
