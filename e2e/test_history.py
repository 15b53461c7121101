"""Issue 39, "History you can trust": what a person taps never rewrites history they did not mean
to change, and two tabs never overwrite each other silently."""
import json

from browser import all_css, button, css, tap, wait_for
from conftest import Server

MHL = "/my-habit-lab"
NOW = "2026-11-22T08:00:00-05:00"


def habit_json(server, name):
    habits = json.loads(server.cli("habits", "list", "--json", now=NOW))
    return [h for h in habits if h["name"] == name][0]


def rate30(server, name):
    return json.loads(server.cli("habits", "stats", name, "--json", now=NOW))["rate30"]


def test_a_day_before_the_start_asks_first_and_clearing_it_puts_the_start_back(server, browser, shoot):
    b = browser
    server.cli("habits", "add", "Read", now="2026-11-08T08:00:00-05:00")
    for day in range(8, 22):
        server.cli("habits", "toggle", "Read", "--day", f"2026-11-{day:02d}", now=NOW)
    server.start(NOW)
    before = rate30(server, "Read")
    read = habit_json(server, "Read")
    assert read["createdDay"] == "2026-11-08"
    b.get(server.url + f"{MHL}/habits/{read['id']}")
    tap(b, css(b, "#calendar a[aria-label='Previous month']"), loads=False)
    wait_for(b, lambda d: "October 2026" in css(d, "#calendar-title").text)
    # A tap on 31 Oct, before the start, opens the day and says what marking it does; nothing changed yet.
    tap(b, css(b, "#calendar a[href$='/days/2026-10-31']"))
    note = css(b, "#start-note").text
    assert "starts on" in note and "7 days between count as misses" in note and "Clearing it puts the start back" in note, note
    assert habit_json(server, "Read")["createdDay"] == "2026-11-08" and rate30(server, "Read") == before
    shoot("mhl-39-01-before-start")
    tap(b, button(b, "Mark done"))
    assert habit_json(server, "Read")["createdDay"] == "2026-10-31"
    assert rate30(server, "Read") < before
    # Clearing the day puts the start back, and the misses with it.
    b.get(server.url + f"{MHL}/habits/{read['id']}/days/2026-10-31")
    tap(b, button(b, "Clear"))
    assert habit_json(server, "Read")["createdDay"] == "2026-11-08"
    assert rate30(server, "Read") == before
    # The edit form shows the start and moves it; never past the first marked day.
    b.get(server.url + f"{MHL}/habits/{read['id']}/edit")
    start = css(b, "#start")
    assert start.get_attribute("value") == "2026-11-08"
    b.execute_script("arguments[0].value = '2026-11-10'", start)
    tap(b, button(b, "Save changes"))
    assert "no later than" in css(b, "#start-error").text
    assert habit_json(server, "Read")["createdDay"] == "2026-11-08"
    b.execute_script("arguments[0].value = '2026-11-01'", css(b, "#start"))
    tap(b, button(b, "Save changes"))
    assert "Changes saved" in css(b, ".notice").text
    assert habit_json(server, "Read")["createdDay"] == "2026-11-01"


def test_an_edit_form_from_an_older_tab_saves_nothing_and_shows_the_current_values(server, browser):
    b = browser
    server.cli("habits", "add", "Read", now=NOW)
    server.start(NOW)
    read = habit_json(server, "Read")
    b.get(server.url + f"{MHL}/habits/{read['id']}/edit")
    older = b.current_window_handle
    b.switch_to.new_window("tab")
    b.get(server.url + f"{MHL}/habits/{read['id']}/edit")
    css(b, "#name").clear()
    css(b, "#name").send_keys("Read 30 pages")
    tap(b, button(b, "Save changes"))
    b.close()
    b.switch_to.window(older)
    css(b, "#name").clear()
    css(b, "#name").send_keys("Read daily")
    tap(b, button(b, "Save changes"))
    assert "changed in another window" in css(b, "p.alert").text
    assert css(b, "#name").get_attribute("value") == "Read 30 pages"
    assert habit_json(server, "Read 30 pages")["name"] == "Read 30 pages"


def test_back_after_starting_a_template_then_start_again_starts_one_challenge(server, browser, shoot):
    b = browser
    server.cli("challenges", "onboarding", "done", now=NOW)
    server.start(NOW)
    b.get(server.url + "/ultimate/templates/75-soft")
    tap(b, button(b, "Start 75 Soft"))
    wait_for(b, lambda d: "/challenges/" in d.current_url)
    challenge = b.current_url.split("?")[0]
    b.back()
    wait_for(b, lambda d: d.current_url.endswith("/templates/75-soft"))
    tap(b, button(b, "Start 75 Soft"))
    wait_for(b, lambda d: d.current_url.split("?")[0] == challenge)
    assert server.cli("challenges", "list", now=NOW).count("75 Soft") == 1
    b.get(server.url + "/ultimate/today")
    names = [e.text for e in b.find_elements("css selector", ".task-card .headline")]
    assert len(names) == len(set(names)), names
    shoot("ult-39-01-one-75-soft-after-back")


def test_an_at_most_day_over_its_limit_shows_over_at_once(server, browser, shoot):
    b = browser
    server.cli("habits", "add", "Coffee", "--unit", "cups", "--target", "2", "--at-most", now=NOW)
    server.cli("habits", "set", "Coffee", "3", now=NOW)
    server.start(NOW)
    b.get(server.url + f"{MHL}/today")
    row = css(b, ".habit-row")
    assert "state-missed" in row.get_attribute("class"), row.get_attribute("class")
    shoot("mhl-39-02-at-most-over")


def test_a_tap_in_an_older_tab_does_what_it_showed_not_a_flip(server, browser, shoot):
    b = browser
    server.cli("morning", "onboarding", "done", now="2026-11-21T08:00:00-05:00")
    server.cli("morning", "choose", "charles-darwin", now="2026-11-21T08:00:00-05:00")
    server.start(NOW)
    b.get(server.url + "/better-morning/routine")
    older = b.current_window_handle
    b.switch_to.new_window("tab")
    b.get(server.url + "/better-morning/routine")
    tap(b, all_css(b, "button.task")[0], loads=False)
    wait_for(b, lambda d: all_css(d, "button.task")[0].get_attribute("aria-pressed") == "true")
    b.close()
    b.switch_to.window(older)
    # The older tab still shows the task not done: its tap asks for done, and done it stays.
    assert all_css(b, "button.task")[0].get_attribute("aria-pressed") == "false"
    tap(b, all_css(b, "button.task")[0], loads=False)
    wait_for(b, lambda d: all_css(d, "button.task")[0].get_attribute("aria-pressed") == "true")
    assert "1 of" in css(b, ".day-heading .progress").text
    shoot("bm-39-01-older-tab-stays-done")


def test_finishing_the_day_with_its_photo_celebrates_in_place(server, browser, shoot, tmp_path):
    from PIL import Image
    b = browser
    photo = tmp_path / "me.jpg"
    Image.new("RGB", (240, 320), (30, 160, 120)).save(photo, "JPEG")
    server.cli("challenges", "onboarding", "done", now=NOW)
    server.cli("challenges", "create", "Snap", "--days", "7", now=NOW)
    server.cli("challenges", "task", "add", "Snap", "Walk", now=NOW)
    server.cli("challenges", "task", "add", "Snap", "Photo", "--category", "photo", now=NOW)
    server.cli("challenges", "complete", "Snap", "Walk", now=NOW)
    server.start(NOW)
    b.get(server.url + "/ultimate/today")
    b.execute_script("window.stillHere = true")
    field = css(b, "input[name=photo]")
    b.execute_script("arguments[0].scrollIntoView({block: 'center'})", field)
    scrolled = b.execute_script("return window.scrollY")
    field.send_keys(str(photo))
    tap(b, button(b, "Add photo"), loads=False)
    wait_for(b, lambda d: d.find_elements("css selector", "#celebration"))
    assert b.execute_script("return window.stillHere") is True  # no reload at the top
    assert abs(b.execute_script("return window.scrollY") - scrolled) < 40
    shoot("ult-39-02-photo-finishes-the-day-in-place")


def test_a_due_reminder_shows_in_the_page_in_front_never_in_one_behind(server, browser, shoot):
    b = browser
    now = "2026-11-22T07:29:50-05:00"
    server.cli("habits", "add", "Walk", now=now)
    server.cli("habits", "reminder", "add", "Walk", "07:30", now=now)
    server.start(now)
    b.get(server.url + f"{MHL}/today")
    behind = b.current_window_handle
    b.switch_to.new_window("tab")
    b.get(server.url + f"{MHL}/stats")
    assert b.execute_script("return document.visibilityState") == "visible"
    wait_for(b, lambda d: not css(d, "#reminder-banner").get_attribute("hidden"), timeout=40)
    assert "Walk" in css(b, "#reminder-banner").text
    # A yes/no habit's banner has Done (issue 39, item 16).
    assert button(b, "Done")
    shoot("mhl-39-04-reminder-in-front")
    b.switch_to.window(behind)
    assert css(b, "#reminder-banner").get_attribute("hidden") is not None


def test_ultimates_export_is_restored_from_profile_and_a_bad_file_is_refused(server, browser, shoot, tmp_path):
    b = browser
    source = Server(tmp_path / "source")
    (tmp_path / "source").mkdir()
    source.cli("challenges", "onboarding", "done", now=NOW)
    source.cli("challenges", "start", "75-soft", now=NOW)
    source.cli("challenges", "log", "75 Soft", "Water", "2", now=NOW)
    export = tmp_path / "export.zip"
    source.cli("challenges", "export", "--output", str(export), now=NOW)
    bad = tmp_path / "notes.zip"
    bad.write_text("not a zip")
    server.cli("challenges", "onboarding", "done", now=NOW)
    server.start(NOW)
    b.get(server.url + "/ultimate/profile")
    css(b, "#restore input[name=file]").send_keys(str(bad))
    tap(b, button(b, "Restore"), loads=False)
    wait_for(b, lambda d: "This is not an Ultimate export" in d.page_source)
    assert "75 Soft" not in server.cli("challenges", "list", now=NOW)
    b.get(server.url + "/ultimate/profile")
    css(b, "#restore input[name=file]").send_keys(str(export))
    tap(b, button(b, "Restore"), loads=False)
    wait_for(b, lambda d: "Restored" in d.page_source)
    shoot("ult-39-03-restored")
    assert "75 Soft" in server.cli("challenges", "list", now=NOW)
    water = [t for t in json.loads(server.cli("challenges", "today", "--json", now=NOW))["tasks"] if t["name"] == "Water"][0]
    assert water["value"] == 2


def test_a_lenient_challenges_past_day_is_filled_in_from_its_tile(server, browser, shoot):
    b = browser
    server.cli("challenges", "onboarding", "done", now="2026-11-10T08:00:00-05:00")
    server.cli("challenges", "start", "75-soft", now="2026-11-10T08:00:00-05:00")
    server.start(NOW)
    challenge = json.loads(server.cli("challenges", "list", "--json", now=NOW))[0]["id"]
    b.get(server.url + f"/ultimate/challenges/{challenge}")
    tile = css(b, "a.day-tile[href*='/days/2026-11-12']")  # day 3, long past its grace of 1 day
    tap(b, tile)
    assert "can be filled in later" in css(b, ".grace-note").text
    card = [c for c in b.find_elements("css selector", ".task-card") if "Eat well" in c.text][0]
    tap(b, card.find_element("css selector", "button.check-button"), loads=False)
    wait_for(b, lambda d: "completed" in json.dumps(json.loads(server.cli("challenges", "day", "75 Soft", "2026-11-12", "--json", now=NOW))))
    shoot("ult-39-04-lenient-day-filled-in")
