"""Ultimate in a real browser at 390×844: onboarding, 75 Hard logged in place with a celebration,
a strict reset explained while 75 Soft keeps going, yesterday inside its grace, a custom challenge
reordered by dragging, swipe and long-press, photos (upload, zoom, blur, compare with the slider,
delete), the water fast's safety screen, units, export and reset; every screen in light and dark."""
import io
import time
import urllib.request
import zipfile

import pytest
from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys

from browser import all_css, button, css, tap, type_into, wait_for

ROOT = "/ultimate"


def assert_fits(driver):
    """Nothing overflows the phone's width (a wider page scrolls sideways and misplaces taps)."""
    width = driver.execute_script("return document.documentElement.scrollWidth")
    assert width <= 390, f"{driver.current_url} is {width} px wide"


def task_card(driver, name):
    for card in all_css(driver, ".task-card"):
        if css(card, ".task-name").text == name:
            return card
    raise AssertionError(f"no task card {name!r}")


def card_button(driver, name, text):
    return task_card(driver, name).find_element(By.XPATH, f".//button[normalize-space()='{text}']")


def badge(driver, name):
    return css(task_card(driver, name), ".badge").text


def in_place(driver, element, until):
    """Taps something that logs in place: the page must not load again, and `until` comes true."""
    driver.execute_script("window.stayed = true")
    tap(driver, element, loads=False)
    wait_for(driver, until)
    assert driver.execute_script("return window.stayed === true"), "the page loaded again"


def touch(driver, kind, points):
    """A touch event with one finger per point, as a phone sends it."""
    driver.execute_cdp_cmd("Input.dispatchTouchEvent", {
        "type": kind, "touchPoints": [{"x": x, "y": y, "id": i} for i, (x, y) in enumerate(points)]})


def box(driver, element):
    driver.execute_script("arguments[0].scrollIntoView({block: 'center', behavior: 'instant'})", element)
    return driver.execute_script("const r = arguments[0].getBoundingClientRect(); return [r.left, r.top, r.width, r.height]", element)


def test_start_75_hard_and_log_every_kind_of_task(server, browser, shoot):
    b = browser
    now = "2026-11-22T08:00:00-05:00"
    server.cli("challenges", "create", "Mobility", "--days", "10", now=now)
    server.cli("challenges", "task", "add", "Mobility", "Stretch", "--checklist", "Hips,Back", now=now)
    server.start(now)
    b.get(server.url + "/")
    tap(b, css(b, f"a.app-icon[href='{ROOT}/']"))
    assert b.current_url.endswith(f"{ROOT}/welcome")
    assert_fits(b)
    shoot("ult-00-welcome")
    tap(b, button(b, "Get started"))
    type_into(b, css(b, "input[name=name]"), "Sam")
    type_into(b, css(b, "input[name=height]"), "180")
    assert_fits(b)
    shoot("ult-00-details")
    tap(b, button(b, "Continue"))
    assert "Reminders that help" in css(b, "main").text
    tap(b, css(b, "input[name=strategy][value=adaptive]"), loads=False)
    tap(b, button(b, "Continue"))
    assert "How it works" in css(b, "main").text
    tap(b, button(b, "Continue"))
    assert_fits(b)
    shoot("ult-00-choose")
    tap(b, css(b, "button.template-tile[value='75-soft']"))
    assert b.current_url.endswith(f"{ROOT}/templates/75-soft")
    tap(b, button(b, "Challenges"))
    assert_fits(b)
    shoot("ult-01-challenges")
    tap(b, css(b, f"a.template-tile[href='{ROOT}/templates/75-hard']"))
    assert "Any task missed sends you back to day 1" in css(b, "main").text
    assert_fits(b)
    shoot("ult-02-template")
    tap(b, button(b, "Start 75 Hard"))
    assert "Challenge started" in css(b, ".notice").text
    assert "Day 1 of 75" in css(b, ".progress-card").text
    assert_fits(b)
    shoot("ult-03-challenge")

    tap(b, button(b, "Today"))
    groups = [h.text for h in all_css(b, ".group-title h2")]
    assert groups == ["Mobility", "75 Hard"], groups
    assert "Sam" in server.cli("challenges", "profile", now=now)
    # Done or not: one tap, and the card changes in place.
    in_place(b, css(task_card(b, "Diet"), "button.check-button"), lambda d: badge(d, "Diet") == "Done")
    assert css(task_card(b, "Diet"), "button.check-button").get_attribute("aria-pressed") == "true"
    # A quantity: + twice (a quarter litre each), then typed.
    in_place(b, css(task_card(b, "Water"), "button[aria-label='Water: 0.25 L more']"), lambda d: "0.25" in css(task_card(d, "Water"), ".amount").text)
    in_place(b, css(task_card(b, "Water"), "button[aria-label='Water: 0.25 L more']"), lambda d: "0.5" in css(task_card(d, "Water"), ".amount").text)
    assert badge(b, "Water") == "In progress"
    field = css(task_card(b, "Read"), ".entry input[name=value]")
    b.execute_script("arguments[0].scrollIntoView({block: 'center'}); arguments[0].select()", field)
    field.send_keys("10")
    in_place(b, css(task_card(b, "Read"), ".entry button"), lambda d: badge(d, "Read") == "Done")
    # Minutes: typed, and the timer starts and stops.
    type_into(b, css(task_card(b, "Workout"), ".entry input[name=value]"), "45")
    in_place(b, css(task_card(b, "Workout"), ".entry button"), lambda d: badge(d, "Workout") == "Done")
    in_place(b, card_button(b, "Outdoor workout", "Start timer"), lambda d: "Timer running" in task_card(d, "Outdoor workout").text)
    # The running timer is a live clock (issue 27, item 16): it counts on in place, and after a reload.
    # NB: compared with itself, not with the wall clock, so a slow machine cannot break it.
    def elapsed(d):
        minutes, _, seconds = css(task_card(d, "Outdoor workout"), "[role=timer]").text.partition(":")
        return int(minutes) * 60 + int(seconds) if minutes.isdigit() and seconds.isdigit() else -1
    wait_for(b, lambda d: elapsed(d) >= 1, timeout=30)
    before = elapsed(b)
    b.refresh()
    wait_for(b, lambda d: elapsed(d) > before, timeout=30)
    shoot("27-16-live-timer")
    in_place(b, card_button(b, "Outdoor workout", "Stop timer"), lambda d: "Timer running" not in task_card(d, "Outdoor workout").text)
    # A checklist: each item ticks; the second finishes Mobility's day, which celebrates.
    in_place(b, css(task_card(b, "Stretch"), "button.check-item"), lambda d: badge(d, "Stretch") == "In progress")
    in_place(b, all_css(task_card(b, "Stretch"), "button.check-item")[1], lambda d: all_css(d, "#celebration"))
    assert "Day 1 of 10 complete" in css(b, "#celebration").text
    assert "all done" in css(b, ".challenge-group").text
    confetti = "return getComputedStyle(document.querySelector('.confetti i')).animationName"
    assert b.execute_script(confetti) == "confetti-fall"
    b.execute_cdp_cmd("Emulation.setEmulatedMedia", {"features": [{"name": "prefers-reduced-motion", "value": "reduce"}]})
    assert b.execute_script(confetti) == "none"  # still, when motion is reduced
    b.execute_cdp_cmd("Emulation.setEmulatedMedia", {"features": []})
    b.execute_script("window.scrollTo(0, 0)")
    assert_fits(b)
    shoot("ult-04-today-celebration")
    wait_for(b, lambda d: not all_css(d, "#celebration"))  # it goes by itself

    # A task's detail: its plan, today with a note, its history.
    tap(b, css(task_card(b, "Water"), ".task-name a"))
    assert "Target 3.79 L" in css(b, ".task-summary").text
    type_into(b, css(b, "textarea[name=text]"), "Two bottles at work")
    in_place(b, button(b, "Save note"), lambda d: css(d, "textarea[name=text]").get_attribute("value") == "Two bottles at work")
    assert "0.5 L" in css(b, ".history").text
    assert_fits(b)
    shoot("ult-04-task")
    tap(b, css(b, ".nav-bar a.icon-button"))

    # The design tokens, by computed style.
    primary = b.execute_script("return getComputedStyle(document.documentElement).getPropertyValue('--primary').trim()")
    assert primary.lower() == "#5e17eb"
    spacing = b.execute_script("return getComputedStyle(document.documentElement).getPropertyValue('--space-l').trim()")
    assert spacing == "24px"
    title = b.execute_script("return getComputedStyle(document.querySelector('.title-xl')).fontSize")
    assert title == "34px"

    # Dark appearance from the profile; then light.
    tap(b, button(b, "Profile"))
    tap(b, button(b, "Dark"))
    background = b.execute_script("return getComputedStyle(document.body).backgroundColor")
    assert background == "rgb(20, 30, 48)", background
    tap(b, button(b, "Today"))
    shoot("ult-05-today-dark")
    tap(b, button(b, "Profile"))
    tap(b, button(b, "Light"))
    assert b.execute_script("return getComputedStyle(document.body).backgroundColor") == "rgb(238, 241, 247)"
    assert_fits(b)
    shoot("ult-06-profile-light")


def test_yesterday_in_its_grace_then_a_strict_reset_while_75_soft_keeps_going(server, browser, shoot):
    b = browser
    now = "2026-11-22T08:00:00-05:00"
    server.cli("challenges", "start", "75-hard", now=now)
    server.cli("challenges", "start", "75-soft", now=now)
    server.start("2026-11-23T08:00:00-05:00")
    b.get(server.url + ROOT + "/today")
    # Yesterday is still open: Diet is logged there, for Nov 22.
    tap(b, css(b, "a.earlier-link"))
    assert "counts for Sunday, November 22" in css(b, ".grace-note").text
    in_place(b, css(task_card(b, "Diet"), "button.check-button"), lambda d: badge(d, "Diet") == "Done")
    assert_fits(b)
    shoot("ult-07-yesterday")
    assert "[✓] Diet" in server.cli("challenges", "day", "75 Hard", "2026-11-22", now="2026-11-23T08:00:00-05:00")

    # When Nov 23 ends, Nov 22 is judged: 75 Hard's other tasks were missed, so it is back at day 1;
    # 75 Soft, lenient, keeps going.
    server.start("2026-11-24T08:00:00-05:00")
    b.get(server.url + ROOT + "/today")
    heads = [h.text for h in all_css(b, ".group-title")]
    assert any("75 Hard" in h and "Day 1 of 75 · attempt 2" in h for h in heads), heads
    assert any("75 Soft" in h and "Day 3 of 75" in h for h in heads), heads
    tap(b, css(b, ".reset-hint a"))
    note = css(b, ".reset-note").text
    assert "Back to day 1" in note and "Attempt 1 ended on Sunday, November 22" in note, note
    assert "Day 1 of 75" in css(b, ".progress-card").text
    assert len(all_css(b, ".day-grid .day-failed")) == 1
    assert_fits(b)
    shoot("ult-08-strict-reset")
    tap(b, button(b, "Got it"))
    assert not all_css(b, ".reset-note")
    assert "failed" in css(b, ".attempts").text.lower()
    b.get(server.url + ROOT + "/today")
    assert not all_css(b, ".reset-hint")
    b.get(server.url + ROOT + "/challenges")
    tap(b, [a for a in all_css(b, "a.challenge-row") if "75 Hard" in a.text][0])
    tap(b, button(b, "Abandon…"))
    shoot("ult-08-abandon")
    tap(b, css(b, ".dialog button.destructive"))
    assert "Abandoned" in css(b, ".notice").text
    assert "Restart at day 1" in css(b, "main").text


# NB: touch gestures are timed (a 0.8 s hold); once in four full runs the long press's sheet took no
# Undo, not reproduced in isolation or in 3 more runs. Until its cause is found, a failure is tried
# again (pytest-rerunfailures) and shows in the summary as a rerun, not hidden.
@pytest.mark.flaky(reruns=2)
def test_a_custom_challenge_dragged_into_order_then_swiped_long_pressed_and_measured(server, browser, shoot):
    b = browser
    now = "2026-11-22T08:00:00-05:00"
    server.cli("challenges", "onboarding", "done", now=now)
    server.start(now)
    b.get(server.url + ROOT + "/challenges")
    tap(b, css(b, "a.template-tile.own"))
    type_into(b, css(b, "input[name=name]"), "Evening")
    days = css(b, "input[name=days]")
    days.clear()
    type_into(b, days, "14")
    tap(b, button(b, "Create, then add its tasks"))
    for name in ["Stretch", "Journal", "Walk"]:
        if name != "Stretch":  # creating it opened the first task's form
            tap(b, button(b, "Add a task"))
        type_into(b, css(b, "input[name=name]"), name)
        tap(b, button(b, "Add task"))
    rows = lambda d: [css(r, ".headline").text for r in all_css(d, ".plan-list .plan-row")]
    assert rows(b) == ["Stretch", "Journal", "Walk"], rows(b)
    # Drag Walk by its handle above Stretch.
    box(b, css(b, ".plan-list"))
    rect = "const r = arguments[0].getBoundingClientRect(); return [r.left, r.top, r.width, r.height]"
    x, y, w, h = b.execute_script(rect, all_css(b, ".plan-list .drag-handle")[2])
    top = b.execute_script(rect, all_css(b, ".plan-list .plan-row")[0])
    b.execute_script("window.tappedAway = true")
    touch(b, "touchStart", [(x + w / 2, y + h / 2)])
    for step in range(1, 9):
        touch(b, "touchMove", [(x + w / 2, y + h / 2 + (top[1] + 5 - y - h / 2) * step / 8)])
    touch(b, "touchEnd", [])
    wait_for(b, lambda d: d.execute_script("return !window.tappedAway && document.readyState === 'complete'"))
    assert rows(b) == ["Walk", "Stretch", "Journal"], rows(b)
    assert_fits(b)
    shoot("ult-09-custom-plan")

    tap(b, button(b, "Today"))
    # Swipe Walk to the right: it follows the finger, and completes.
    card = task_card(b, "Walk")
    x, y, w, h = box(b, card)
    b.execute_script("window.stayed = true")
    touch(b, "touchStart", [(x + 20, y + h / 2)])
    for step in range(1, 11):
        touch(b, "touchMove", [(x + 20 + step * w * 0.06, y + h / 2 + 1)])
    shift = b.execute_script("return new DOMMatrix(getComputedStyle(arguments[0]).transform).m41", card)
    assert shift > 0.5 * w, shift
    touch(b, "touchEnd", [])
    wait_for(b, lambda d: badge(d, "Walk") == "Done")
    assert b.execute_script("return window.stayed === true")
    # A short swipe springs back and changes nothing.
    card = task_card(b, "Stretch")
    x, y, w, h = box(b, card)
    touch(b, "touchStart", [(x + 20, y + h / 2)])
    touch(b, "touchMove", [(x + 60, y + h / 2)])
    touch(b, "touchEnd", [])
    assert badge(b, "Stretch") == "To do"
    # A long press opens the task's actions.
    x, y, w, h = box(b, task_card(b, "Walk"))
    touch(b, "touchStart", [(x + 40, y + 20)])
    time.sleep(0.8)  # held
    touch(b, "touchEnd", [])
    labels = [e.text for e in all_css(b, "#action-sheet button")]
    assert labels == ["Add a note", "Undo", "Open", "Cancel"], labels
    shoot("ult-10-long-press")
    in_place(b, button(b, "Undo"), lambda d: badge(d, "Walk") == "To do")
    for name in ["Walk", "Stretch"]:
        in_place(b, css(task_card(b, name), "button.check-button"), lambda d, name=name: badge(d, name) == "Done")
    x, y, w, h = box(b, task_card(b, "Journal"))
    touch(b, "touchStart", [(x + 40, y + 20)])
    time.sleep(0.8)  # held
    touch(b, "touchEnd", [])
    tap(b, button(b, "Open"))
    assert css(b, ".nav-title").text == "Journal"

    # Progress matches what was logged: today is still open, so it counts the 2 task-days done.
    tap(b, button(b, "Progress"))
    tap(b, [a for a in all_css(b, "nav.segmented a") if a.text == "Day"][0])
    completion = all_css(b, ".stat")[0].text
    assert "100%" in completion, completion
    rates = {r.text.split("\n")[0]: r.text.split("\n")[1] for r in all_css(b, ".rate-row")}
    assert rates == {"Walk · Evening": "100%", "Stretch · Evening": "100%", "Journal · Evening": "–"}, rates
    assert_fits(b)
    shoot("ult-11-progress")


def test_the_water_fast_units_export_and_reset(server, browser, shoot):
    b = browser
    now = "2026-11-22T08:00:00-05:00"
    server.cli("challenges", "onboarding", "done", now=now)
    server.start(now)
    b.get(server.url + ROOT + "/templates/water-fast")
    form = css(b, "form.safety-form")
    type_into(b, css(form, "input[name=age]"), "16")
    type_into(b, css(form, "input[name=height]"), "170")
    type_into(b, css(form, "input[name=weight]"), "60")
    tap(b, button(b, "Check and start the fast"))
    assert "Water fasting is not safe for you: you are under 18." in css(b, "[role=alert]").text
    assert css(b, "input[name=age]").get_attribute("value") == "16"
    assert_fits(b)
    shoot("ult-12-fast-refused")
    age = css(b, "input[name=age]")
    age.clear()
    type_into(b, age, "40")
    tap(b, button(b, "Check and start the fast"))
    assert "Water fast, 24 h" in css(b, ".nav-title").text

    # Imperial units: the fast's water shows in fluid ounces.
    tap(b, button(b, "Profile"))
    tap(b, button(b, "Imperial"))
    tap(b, button(b, "Today"))
    assert "fl oz" in css(task_card(b, "Water"), ".amount").text

    # Export: a zip with the data.
    tap(b, button(b, "Profile"))
    href = css(b, f"a[href='{ROOT}/profile/export']").get_attribute("href")
    with urllib.request.urlopen(href) as response:
        archive = zipfile.ZipFile(io.BytesIO(response.read()))
        assert "ultimate.json" in archive.namelist()
        assert b"Water fast, 24 h" in archive.read("ultimate.json")

    # Reset, after confirming: everything is gone.
    tap(b, button(b, "Reset all data…"))
    shoot("ult-13-reset")
    tap(b, css(b, ".dialog button.destructive"))
    b.get(server.url + ROOT + "/today")
    assert "No challenge running" in css(b, "main").text or b.current_url.endswith("/welcome")


def make_photos(directory):
    """A rotated JPEG with GPS in its EXIF (stored 300×200, shown 200×300), a plain JPEG and a PNG."""
    from PIL import Image
    rotated = Image.new("RGB", (300, 200), (220, 40, 40))
    rotated.paste((40, 40, 220), (0, 100, 300, 200))
    exif = Image.Exif()
    exif[0x0112] = 6  # orientation: turn 90° clockwise to show
    gps = exif.get_ifd(0x8825)
    gps[1], gps[2] = "N", (48.0, 51.0, 24.0)
    paths = {"front": directory / "front.jpg", "side": directory / "side.jpg", "back": directory / "back.png"}
    rotated.save(paths["front"], "JPEG", exif=exif)
    Image.new("RGB", (240, 320), (30, 160, 120)).save(paths["side"], "JPEG")
    Image.new("RGB", (240, 320), (120, 60, 200)).save(paths["back"], "PNG")
    (directory / "fake.jpg").write_text("this is text, not a photo")
    return paths


def test_a_photo_session_with_three_angles_blur_compare_and_delete(server, browser, shoot, tmp_path):
    from PIL import Image
    b = browser
    files = make_photos(tmp_path)
    server.cli("challenges", "start", "75-hard", now="2026-11-01T08:00:00-05:00")
    server.cli("challenges", "photos", "add", str(files["side"]), "--angle", "front", "--day", "2026-11-01",
               now="2026-11-01T08:00:00-05:00")
    server.start("2026-11-22T08:00:00-05:00")
    b.get(server.url + ROOT + "/photos")
    tap(b, css(b, "details.new-session summary"), loads=False)
    # A text file named .jpg is refused, and nothing is stored.
    css(b, ".new-session input[type=file]").send_keys(str(tmp_path / "fake.jpg"))
    tap(b, css(b, ".new-session button[type=submit]"), loads=False)
    wait_for(b, lambda d: all_css(d, "#js-alert") and "is not a JPEG, PNG, HEIC or WebP photo" in css(d, "#js-alert").text)
    assert not css(b, ".upload-progress").is_displayed()
    b.get(server.url + ROOT + "/photos")
    assert len(all_css(b, ".session-card")) == 1

    tap(b, css(b, "details.new-session summary"), loads=False)
    css(b, ".new-session input[type=file]").send_keys(str(files["front"]))
    tap(b, css(b, ".new-session button[type=submit]"))
    assert "Photo added" in css(b, ".notice").text
    for angle in ["side", "back"]:
        form = css(b, f"form.upload-form input[name=angle][value={angle}]").find_element(By.XPATH, "./ancestor::form")
        css(form, "input[type=file]").send_keys(str(files[angle]))
        tap(b, css(form, "button[type=submit]"))
    names = [c.text for c in all_css(b, ".photo-grid .caption")]
    assert names == ["Front", "Side", "Back"], names
    assert_fits(b)
    shoot("ult-15-photo-session")

    # The front photo comes back upright (taller than wide) and without EXIF.
    front = css(b, ".photo-grid a").get_attribute("href")
    tap(b, css(b, ".photo-grid a"))
    source = css(b, "img.photo-image").get_attribute("src")
    with urllib.request.urlopen(source) as response:
        image = Image.open(io.BytesIO(response.read()))
        assert image.size == (200, 300), image.size
        assert not image.getexif(), dict(image.getexif())
        assert response.headers["Cache-Control"] == "private, no-cache"
    # Two fingers spread: the photo scales up.
    figure = css(b, "[data-zoomable]")
    x, y, w, h = box(b, figure)
    before = box(b, css(b, "img.photo-image"))[2]
    cx, cy = x + w / 2, y + h / 2
    touch(b, "touchStart", [(cx - 20, cy), (cx + 20, cy)])
    for step in range(1, 9):
        touch(b, "touchMove", [(cx - 20 - step * 8, cy), (cx + 20 + step * 8, cy)])
    touch(b, "touchEnd", [])
    scale = float(figure.get_attribute("data-scale"))
    after = b.execute_script("return arguments[0].getBoundingClientRect().width", css(b, "img.photo-image"))
    assert 2.5 < scale <= 5 and after > 2.5 * before, (scale, before, after)
    assert_fits(b)
    shoot("ult-14-photo-zoomed")
    b.get(front)
    tap(b, button(b, "Blur this photo"))
    assert "blurred" in css(b, "img.photo-image").get_attribute("class")
    assert css(b, "a.button[href$='reveal=1']").text == "Reveal"
    shoot("ult-15-photo-blurred")

    b.get(server.url + ROOT + "/photos")
    tap(b, button(b, "Compare"))
    assert "21 days apart" in css(b, ".compare-span").text
    # The overlay slider moves the line between before and after.
    slider = css(b, ".overlay-compare input[type=range]")
    b.execute_script("arguments[0].value = 20; arguments[0].dispatchEvent(new Event('input'))", slider)
    clip = b.execute_script("return getComputedStyle(document.querySelector('.overlay-after')).clipPath")
    assert clip == "inset(0px 0px 0px 20%)", clip
    assert_fits(b)
    shoot("ult-16-compare")

    b.get(front)
    tap(b, button(b, "Delete…"))
    tap(b, css(b, ".dialog button.destructive"))
    assert "deleted" in css(b, ".notice").text
    counts = [c.text for c in all_css(b, ".session-head .footnote")]
    assert counts == ["2 photos", "1 photo"], counts


def test_every_screen_in_light_and_dark(server, browser, shoot, tmp_path):
    """Each screen of the app, shot in both appearances, fitting the phone's width."""
    b = browser
    files = make_photos(tmp_path)
    start = "2026-11-15T08:00:00-05:00"
    server.cli("challenges", "start", "75-hard", now=start)
    server.cli("challenges", "start", "75-soft", now=start)
    server.cli("challenges", "log", "75 Soft", "Water", "3", "--day", "2026-11-21", now="2026-11-22T07:00:00-05:00")
    server.cli("challenges", "photos", "add", str(files["side"]), "--angle", "front", "--day", "2026-11-15", now=start)
    server.cli("challenges", "photos", "add", str(files["front"]), "--angle", "front", now="2026-11-22T07:00:00-05:00")
    server.cli("challenges", "create", "Evening", "--days", "14", "--start", "2026-11-23", now="2026-11-22T07:00:00-05:00")
    server.cli("challenges", "task", "add", "Evening", "Journal", now="2026-11-22T07:00:00-05:00")
    server.start("2026-11-22T08:00:00-05:00")
    b.get(server.url + ROOT + "/challenges")
    challenge = {css(a, ".headline").text: a.get_attribute("href") for a in all_css(b, "a.challenge-row")}
    b.get(challenge["75 Hard"])
    hard = b.current_url
    b.get(challenge["Evening"])
    evening_task = css(b, ".plan-list a.button").get_attribute("href")
    b.get(server.url + ROOT + "/today")
    task = css(task_card(b, "Water"), ".task-name a").get_attribute("href")
    b.get(server.url + ROOT + "/photos")
    session = css(b, "a.session-head").get_attribute("href")
    compare = css(b, "form.compare-form")
    pair = [o.get_attribute("value") for o in all_css(compare, "select[name=a] option")]
    b.get(session)
    photo = css(b, ".photo-grid a").get_attribute("href")
    screens = {
        "welcome": "/welcome", "details": "/welcome?step=details", "reminders": "/welcome?step=notifications",
        "highlights": "/welcome?step=highlights", "choose": "/welcome?step=challenge",
        "today": "/today", "yesterday": "/days/2026-11-21", "task": task, "challenges": "/challenges",
        "template": "/templates/75-hard", "water-fast": "/templates/water-fast", "new-challenge": "/challenges/new",
        "challenge": hard, "plan": challenge["Evening"], "task-form": evening_task, "abandon": hard + "/abandon",
        "progress": "/progress", "photos": "/photos", "session": session, "photo": photo,
        "compare": f"/photos/compare?a={pair[-1]}&b={pair[0]}", "profile": "/profile", "reset": "/profile/reset",
        "design": "/design",
    }
    for appearance in ["light", "dark"]:
        server.cli("challenges", "profile", "--appearance", appearance, now="2026-11-22T08:00:00-05:00")
        for name, address in screens.items():
            b.get(address if address.startswith("http") else server.url + ROOT + address)
            assert "error-page" not in css(b, "body").get_attribute("class"), (name, css(b, "main").text)
            assert f"appearance-{appearance}" in css(b, "body").get_attribute("class"), name
            assert_fits(b)
            shoot(f"ult-{appearance}-{name}")


def test_a_due_reminder_banner_marks_its_task_done(server, browser, shoot):
    b = browser
    now = "2026-11-22T07:00:00-05:00"
    server.cli("challenges", "onboarding", "done", now=now)
    server.cli("challenges", "create", "Mornings", "--days", "30", now=now)
    server.cli("challenges", "task", "add", "Mornings", "Walk", "--at", "07:30", now=now)
    server.start("2026-11-22T07:31:00-05:00")
    b.get(server.url + ROOT + "/today")
    b.execute_script("window.stayed = true")
    wait_for(b, lambda d: css(d, "#reminder-banner").is_displayed())
    assert "Time for Walk." in css(b, "#reminder-banner").text
    shoot("ult-17-reminder")
    tap(b, css(b, "#reminder-banner .banner-done"), loads=False)
    wait_for(b, lambda d: badge(d, "Walk") == "Done")
    assert b.execute_script("return window.stayed === true")
    assert not css(b, "#reminder-banner").is_displayed()


def test_without_its_script_every_log_is_a_form_and_the_celebration_still_shows(server, browser, shoot):
    b = browser
    # The page's script never arrives: every action is the plain form, posted and redirected.
    b.execute_cdp_cmd("Network.enable", {})
    b.execute_cdp_cmd("Network.setBlockedURLs", {"urls": ["*/app.js"]})
    now = "2026-11-22T08:00:00-05:00"
    server.cli("challenges", "onboarding", "done", now=now)
    server.cli("challenges", "create", "Quick", "--days", "7", now=now)
    server.cli("challenges", "task", "add", "Quick", "Walk", now=now)
    server.cli("challenges", "task", "add", "Quick", "Water", "--quantity", "2", "--unit", "L", now=now)
    server.start(now)
    b.get(server.url + ROOT + "/today")
    tap(b, css(task_card(b, "Walk"), "button.check-button"))
    assert badge(b, "Walk") == "Done"
    tap(b, css(task_card(b, "Water"), "button[aria-label='Water: 0.25 L more']"))
    assert "0.25" in css(task_card(b, "Water"), ".amount").text
    field = css(task_card(b, "Water"), ".entry input[name=value]")
    field.clear()
    type_into(b, field, "2")
    tap(b, css(task_card(b, "Water"), ".entry button"))
    assert "celebrate=" in b.current_url
    assert "Day 1 of 7 complete" in css(b, ".celebration").text
    shoot("ult-18-celebration-without-script")


# Issue 27: a new user's first ten minutes.

def test_back_then_create_again_makes_one_challenge_and_one_task(server, browser, shoot):
    b = browser
    now = "2026-11-22T08:00:00-05:00"
    server.cli("challenges", "onboarding", "done", now=now)
    server.start(now)
    b.get(server.url + ROOT + "/challenges/new")
    type_into(b, css(b, "input[name=name]"), "Summer reset")
    tap(b, button(b, "Create, then add its tasks"))
    wait_for(b, lambda d: d.current_url.endswith("/tasks/new"))
    new_task = b.current_url
    # Back to the form that was sent, with its token: sent again, it leads where it led, creating nothing.
    b.back()
    wait_for(b, lambda d: d.current_url.endswith("/challenges/new") and css(d, "input[name=name]"))
    if not css(b, "input[name=name]").get_attribute("value"):
        type_into(b, css(b, "input[name=name]"), "Summer reset")
    tap(b, button(b, "Create, then add its tasks"))
    wait_for(b, lambda d: d.current_url == new_task)
    type_into(b, css(b, "input[name=name]"), "Stretch")
    tap(b, button(b, "Add task"))
    wait_for(b, lambda d: "/challenges/" in d.current_url and "/tasks" not in d.current_url and "notice=" not in d.current_url)
    assert "Saved." in css(b, ".notice").text
    challenge = b.current_url
    b.back()
    wait_for(b, lambda d: d.current_url == new_task and css(d, "input[name=name]"))
    if not css(b, "input[name=name]").get_attribute("value"):
        type_into(b, css(b, "input[name=name]"), "Stretch")
    tap(b, button(b, "Add task"))
    wait_for(b, lambda d: d.current_url == challenge)
    assert [css(r, ".headline").text for r in all_css(b, ".plan-list .plan-row")] == ["Stretch"]
    shoot("ult-19-one-task-after-back")
    b.get(server.url + ROOT + "/challenges")
    assert b.page_source.count(">Summer reset<") == 1
    shoot("ult-20-one-challenge-after-back")


def quick_challenge(server, now):
    server.cli("challenges", "onboarding", "done", now=now)
    server.cli("challenges", "create", "Quick", "--days", "7", now=now)
    for name in ["Walk", "Read", "Stretch", "Journal"]:
        server.cli("challenges", "task", "add", "Quick", name, now=now)
    server.cli("challenges", "task", "add", "Quick", "Water", "--quantity", "2", "--unit", "L", now=now)
    server.start(now)


def test_a_value_that_is_not_a_number_stays_in_its_task_card(server, browser, shoot):
    b = browser
    now = "2026-11-22T08:00:00-05:00"
    quick_challenge(server, now)
    b.get(server.url + ROOT + "/today")
    b.execute_script("window.stayed = true")
    field = css(task_card(b, "Water"), ".entry input[name=value]")
    field.clear()
    type_into(b, field, "lots")
    scrolled = b.execute_script("return window.scrollY")
    tap(b, css(task_card(b, "Water"), ".entry button"), loads=False)
    wait_for(b, lambda d: all_css(task_card(d, "Water"), ".field-error"))
    water = task_card(b, "Water")
    assert css(water, ".field-error").text == "“lots” is not a number."
    assert css(water, ".entry input[name=value]").get_attribute("value") == "lots"
    assert b.execute_script("return window.stayed === true")
    assert abs(b.execute_script("return window.scrollY") - scrolled) < 40
    assert_fits(b)
    shoot("ult-21-value-refused-in-place")
    field = css(water, ".entry input[name=value]")
    field.clear()
    type_into(b, field, "1.5")
    tap(b, css(task_card(b, "Water"), ".entry button"), loads=False)
    wait_for(b, lambda d: "1.5" in css(task_card(d, "Water"), ".amount").text)
    assert not all_css(task_card(b, "Water"), ".field-error")


def test_without_its_script_a_refused_value_comes_back_in_its_card(server, browser, shoot):
    b = browser
    b.execute_cdp_cmd("Network.enable", {})
    b.execute_cdp_cmd("Network.setBlockedURLs", {"urls": ["*/app.js"]})
    now = "2026-11-22T08:00:00-05:00"
    quick_challenge(server, now)
    b.get(server.url + ROOT + "/today")
    field = css(task_card(b, "Water"), ".entry input[name=value]")
    field.clear()
    type_into(b, field, "lots")
    tap(b, css(task_card(b, "Water"), ".entry button"))
    assert "today-page" in css(b, "body").get_attribute("class")
    water = task_card(b, "Water")
    assert css(water, ".field-error").text == "“lots” is not a number."
    assert css(water, ".entry input[name=value]").get_attribute("value") == "lots"
    top, bottom = b.execute_script("const r = arguments[0].getBoundingClientRect(); return [r.top, r.bottom]", water)
    assert top >= 0 and bottom <= 844, (top, bottom)
    shoot("ult-22-value-refused-without-script")


def test_a_refused_challenge_form_keeps_what_was_typed_beside_the_field(server, browser, shoot):
    b = browser
    now = "2026-11-22T08:00:00-05:00"
    server.cli("challenges", "onboarding", "done", now=now)
    server.start(now)
    b.get(server.url + ROOT + "/challenges/new")
    type_into(b, css(b, "input[name=name]"), "Summer reset")
    days = css(b, "input[name=days]")
    days.clear()
    type_into(b, days, "a month")
    tap(b, button(b, "Create, then add its tasks"))
    assert css(b, "#days-error").text == "“a month” is not a number of days."
    assert css(b, "input[name=name]").get_attribute("value") == "Summer reset"
    assert css(b, "input[name=days]").get_attribute("value") == "a month"
    assert_fits(b)
    shoot("ult-23-challenge-form-refused")
    days = css(b, "input[name=days]")
    days.clear()
    type_into(b, days, "30")
    tap(b, button(b, "Create, then add its tasks"))
    wait_for(b, lambda d: d.current_url.endswith("/tasks/new"))


def test_removing_a_task_is_asked_first(server, browser, shoot):
    """Issue 27, item 15: Remove on a running challenge's plan asks, naming the task; Cancel keeps it."""
    b = browser
    now = "2026-11-22T08:00:00-05:00"
    quick_challenge(server, now)
    b.get(server.url + ROOT + "/challenges")
    tap(b, [a for a in all_css(b, "a[href*='/ultimate/challenges/']") if "Quick" in a.text][0])
    names = lambda d: [css(r, ".headline").text for r in all_css(d, ".plan-list .plan-row")]
    assert names(b) == ["Walk", "Read", "Stretch", "Journal", "Water"]
    tap(b, css(b, "a[aria-label='Remove Stretch']"))
    assert "Remove “Stretch”?" in css(b, ".dialog").text
    shoot("ult-27-15-remove-asks")
    tap(b, [a for a in all_css(b, ".dialog a") if a.text == "Cancel"][0])
    wait_for(b, lambda d: names(d) == ["Walk", "Read", "Stretch", "Journal", "Water"])
    tap(b, css(b, "a[aria-label='Remove Stretch']"))
    tap(b, button(b, "Remove task"))
    wait_for(b, lambda d: names(d) == ["Walk", "Read", "Journal", "Water"])


def test_switching_units_on_about_you_keeps_what_was_typed(server, browser, shoot):
    """Issue 27, item 14: Imperial on onboarding's "About you" converts what was typed and stays
    on the step; Continue goes on with the onboarding."""
    b = browser
    now = "2026-11-22T08:00:00-05:00"
    server.start(now)
    b.get(server.url + ROOT + "/welcome?step=details")
    type_into(b, css(b, "input[name=name]"), "Sam")
    type_into(b, css(b, "input[name=height]"), "175")
    type_into(b, css(b, "input[name=weight]"), "70")
    tap(b, button(b, "Imperial"))
    wait_for(b, lambda d: d.current_url.endswith("/welcome?step=details") and all_css(d, "input[name=heightFeet]"))
    assert css(b, "input[name=name]").get_attribute("value") == "Sam"
    assert (css(b, "input[name=heightFeet]").get_attribute("value"), css(b, "input[name=heightInches]").get_attribute("value")) == ("5", "9")
    assert css(b, "input[name=weight]").get_attribute("value") == "154.3"
    assert css(b, "button[value=imperial]").get_attribute("aria-pressed") == "true"
    shoot("ult-27-14-units-switched")
    tap(b, button(b, "Metric"))
    wait_for(b, lambda d: all_css(d, "input[name=height]"))
    assert css(b, "input[name=height]").get_attribute("value").startswith("175")
    assert css(b, "input[name=weight]").get_attribute("value") == "70"
    # Return in a field sends the form (Continue), not a units switch.
    css(b, "input[name=name]").send_keys(Keys.RETURN)
    wait_for(b, lambda d: d.current_url.endswith("/welcome?step=notifications"))


RINGS_THAT_SPILL = """
return [...document.querySelectorAll('.ring')].filter((ring) => {
  const label = ring.querySelector('.ring-label');
  if (!label || !label.textContent.trim()) return false;
  const inner = ring.getBoundingClientRect().width * 38 / 52;  // the circle inside the stroke
  const range = document.createRange(); range.selectNodeContents(label);
  const text = range.getBoundingClientRect();
  return text.width > Math.sqrt(inner * inner - text.height * text.height);  // the text's box fits in that circle
}).map((ring) => ring.getAttribute('aria-label') + ' ' + ring.querySelector('.ring-label').textContent);
"""


def test_a_finished_day_celebrates_on_an_opaque_card_and_100_percent_fits_its_ring(server, browser, shoot):
    """Issue 27, item 18: the celebration card hides the list under it; "100%" stays in its ring."""
    b = browser
    now = "2026-11-22T08:00:00-05:00"
    yesterday = "2026-11-20T08:00:00-05:00"  # a day that is over: the challenge is complete
    server.cli("challenges", "onboarding", "done", now=yesterday)
    server.cli("challenges", "create", "Sprint", "--days", "1", now=yesterday)  # a day, done: 100%
    server.cli("challenges", "task", "add", "Sprint", "Walk", now=yesterday)
    server.cli("challenges", "complete", "Sprint", "Walk", now=yesterday)
    server.cli("challenges", "create", "Quick", "--days", "7", now=now)
    for name in ["Walk", "Read"]:
        server.cli("challenges", "task", "add", "Quick", name, now=now)
    server.start(now)
    server.cli("challenges", "complete", "Quick", "Walk", now=now)
    b.get(server.url + ROOT + "/today")
    tap(b, [f.find_element(By.CSS_SELECTOR, "button") for f in all_css(b, ".task-card form")
            if "Read" in f.find_element(By.XPATH, "./ancestor::*[contains(@class,'task-card')]").text][0], loads=False)
    wait_for(b, lambda d: all_css(d, "#celebration.toast"))
    alpha = b.execute_script("""const c = getComputedStyle(document.getElementById('celebration')).backgroundColor;
        const parts = c.match(/[\\d.]+/g); return parts.length > 3 ? Number(parts[3]) : 1;""")
    assert alpha == 1, alpha
    shoot("ult-27-18-celebration")
    b.get(server.url + ROOT + "/challenges")
    assert "100%" in b.page_source
    challenges = [a.get_attribute("href").replace(server.url + ROOT, "") for a in all_css(b, "a[href*='/ultimate/challenges/']")
                  if a.get_attribute("href").count("/") == 5]
    for index, page in enumerate(["/today", "/progress", "/challenges"] + challenges):
        b.get(server.url + ROOT + page)
        wait_for(b, lambda d: css(d, "main"))
        assert b.execute_script(RINGS_THAT_SPILL) == [], page
        shoot(f"ult-27-18-rings-{index}")
