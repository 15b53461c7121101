"""Ultimate in a real browser at 390×844: start 75 Hard from the gallery, log each kind of task,
the design tokens and both appearances, and a strict reset explained after the grace."""
from selenium.webdriver.common.by import By

from browser import all_css, button, css, tap, type_into

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
    # Done or not: one tap.
    tap(b, css(task_card(b, "Diet"), "button.check-button"))
    assert badge(b, "Diet") == "Done"
    assert css(task_card(b, "Diet"), "button.check-button").get_attribute("aria-pressed") == "true"
    # A quantity: + twice (a quarter litre each), then typed.
    for _ in range(2):
        tap(b, css(task_card(b, "Water"), "button[aria-label='Water: 0.25 L more']"))
    assert "0.5" in css(task_card(b, "Water"), ".amount").text and badge(b, "Water") == "In progress"
    field = css(task_card(b, "Read"), ".entry input[name=value]")
    b.execute_script("arguments[0].scrollIntoView({block: 'center'}); arguments[0].select()", field)
    field.send_keys("10")
    tap(b, css(task_card(b, "Read"), ".entry button"))
    assert badge(b, "Read") == "Done"
    # Minutes: typed, and the timer starts and stops.
    type_into(b, css(task_card(b, "Workout"), ".entry input[name=value]"), "45")
    tap(b, css(task_card(b, "Workout"), ".entry button"))
    assert badge(b, "Workout") == "Done"
    tap(b, card_button(b, "Outdoor workout", "Start timer"))
    assert "Timer running" in task_card(b, "Outdoor workout").text
    tap(b, card_button(b, "Outdoor workout", "Stop timer"))
    assert "Timer running" not in task_card(b, "Outdoor workout").text
    # A checklist: each item ticks.
    tap(b, css(task_card(b, "Stretch"), "button.check-item"))
    assert badge(b, "Stretch") == "In progress"
    tap(b, all_css(task_card(b, "Stretch"), "button.check-item")[1])
    assert badge(b, "Stretch") == "Done"
    assert "all done" in css(b, ".challenge-group").text
    b.execute_script("window.scrollTo(0, 0)")
    assert_fits(b)
    shoot("ult-04-today-logged")

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


def test_a_strict_reset_is_explained_after_the_grace(server, browser, shoot):
    b = browser
    now = "2026-11-22T08:00:00-05:00"
    server.cli("challenges", "start", "75-hard", now=now)
    server.cli("challenges", "complete", "75 Hard", "Diet", now=now)
    server.start("2026-11-24T08:00:00-05:00")  # Nov 22 was judged when Nov 23 ended
    b.get(server.url + ROOT + "/challenges")
    tap(b, css(b, "a.challenge-row"))
    note = css(b, ".reset-note").text
    assert "Back to day 1" in note and "Attempt 1 ended on Sunday, 22 November" in note, note
    assert "Day 1 of 75" in css(b, ".progress-card").text
    assert len(all_css(b, ".day-grid .day-failed")) == 1
    assert_fits(b)
    shoot("ult-07-strict-reset")
    tap(b, button(b, "Abandon…"))
    shoot("ult-08-abandon")
    tap(b, css(b, ".dialog button.destructive"))
    assert "Abandoned" in css(b, ".notice").text
    assert "Restart at day 1" in css(b, "main").text


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
    import io
    import urllib.request
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
    tap(b, css(b, ".new-session button[type=submit]"))
    assert "is not a JPEG, PNG, HEIC or WebP photo" in css(b, ".empty-state, main, body").text
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
    shoot("ult-09-photo-session")

    # The front photo comes back upright (taller than wide) and without EXIF.
    front = css(b, ".photo-grid a").get_attribute("href")
    tap(b, css(b, ".photo-grid a"))
    source = css(b, "img.photo-image").get_attribute("src")
    with urllib.request.urlopen(source) as response:
        image = Image.open(io.BytesIO(response.read()))
        assert image.size == (200, 300), image.size
        assert not image.getexif(), dict(image.getexif())
        assert response.headers["Cache-Control"] == "private, no-cache"
    assert_fits(b)
    shoot("ult-10-photo")
    tap(b, button(b, "Blur this photo"))
    assert "blurred" in css(b, "img.photo-image").get_attribute("class")
    assert css(b, "a.button[href$='reveal=1']").text == "Reveal"
    shoot("ult-11-photo-blurred")

    b.get(server.url + ROOT + "/photos")
    tap(b, button(b, "Compare"))
    assert "21 days apart" in css(b, ".compare-span").text
    assert_fits(b)
    shoot("ult-12-compare")

    b.get(front)
    tap(b, button(b, "Delete…"))
    tap(b, css(b, ".dialog button.destructive"))
    assert "deleted" in css(b, ".notice").text
    counts = [c.text for c in all_css(b, ".session-head .footnote")]
    assert counts == ["2 photos", "1 photo"], counts
