"""Draws an iPhone app's icon from its web app's icon (square, as iOS masks it itself) at every
size the asset catalog lists, with headless Chromium and Pillow (both installed for the browser
tests). APP is the folder under Apps/iOS and under Sources/Apps:

    e2e/.venv/bin/python Apps/iOS/tools/make-icons.py BetterMorning
    e2e/.venv/bin/python Apps/iOS/tools/make-icons.py MyHabitLab
    e2e/.venv/bin/python Apps/iOS/tools/make-icons.py Ultimate
"""
import base64
import json
import pathlib
import re
import sys

ROOT = pathlib.Path(__file__).resolve().parents[3]
APP = sys.argv[1]
sys.path.insert(0, str(ROOT / "e2e"))
from PIL import Image  # noqa: E402
from selenium import webdriver  # noqa: E402
from selenium.webdriver.chrome.service import Service  # noqa: E402

ICONSET = ROOT / f"Apps/iOS/{APP}/Resources/Assets.xcassets/AppIcon.appiconset"
# (points, scales) of the iPhone's app icon slots, and the App Store's 1024.
SLOTS = [(20, [2, 3]), (29, [2, 3]), (40, [2, 3]), (60, [2, 3])]

# The web icon's rounded corners go: iOS rounds the square itself.
svg = re.sub(r'(<rect[^>]*?) rx="[\d.]+"', r"\1", (ROOT / f"Sources/Apps/{APP}/Web/Public/icon.svg").read_text(), count=1)
options = webdriver.ChromeOptions()
for flag in ["--headless=new", "--no-sandbox", "--disable-gpu", "--hide-scrollbars"]:
    options.add_argument(flag)
options.add_experimental_option("mobileEmulation", {"deviceMetrics": {"width": 1024, "height": 1024, "pixelRatio": 1}})
driver = webdriver.Chrome(service=Service("/usr/bin/chromedriver"), options=options)
page = "<html><body style='margin:0'><img style='display:block;width:1024px;height:1024px' src='data:image/svg+xml;base64,%s'></body></html>"
driver.get("data:text/html;base64," + base64.b64encode((page % base64.b64encode(svg.encode()).decode()).encode()).decode())
png = ICONSET / "icon-1024.png"
driver.find_element("css selector", "img").screenshot(str(png))
driver.quit()
master = Image.open(png).convert("RGB")  # no alpha: the App Store refuses it
master.save(png)

images = [{"filename": "icon-1024.png", "idiom": "ios-marketing", "scale": "1x", "size": "1024x1024"}]
for points, scales in SLOTS:
    for scale in scales:
        pixels = points * scale
        name = f"icon-{points}@{scale}x.png"
        master.resize((pixels, pixels), Image.LANCZOS).save(ICONSET / name)
        images.append({"filename": name, "idiom": "iphone", "scale": f"{scale}x", "size": f"{points}x{points}"})
(ICONSET / "Contents.json").write_text(json.dumps({"images": images, "info": {"author": "xcode", "version": 1}}, indent=2) + "\n")
print(f"{len(images)} icons in {ICONSET}")
