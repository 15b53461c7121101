"""MyHabitLab in a real browser at 390×844: first habit in under 30 seconds, one-tap marks, the
calendar editor, archive and restore, reorder, export and import, widgets, reminders, midnight."""
import json
import time

from conftest import Server
from browser import all_css, button, css, tap, type_into, wait_for

ROOT = "/my-habit-lab"


def test_first_habit_in_under_30_seconds_then_mark_today(server, browser, shoot):
    b = browser
    server.start("2026-11-22T08:00:00-05:00")
    started = time.time()
    taps = 0
    b.get(server.url + "/")
    tap(b, css(b, f"a.app-icon[href='{ROOT}/']")); taps += 1
    wait_for(b, lambda d: d.current_url.endswith(f"{ROOT}/welcome"))
    shoot("mhl-01-welcome")
    tap(b, button(b, "Create your first habit")); taps += 1
    css(b, "#name").send_keys("Read 20 pages")
    tap(b, css(b, "input[name=icon][value='📚'] + span"), loads=False); taps += 1
    tap(b, css(b, "input[name=color][value=indigo] + span"), loads=False); taps += 1
    shoot("mhl-02-new-habit")
    tap(b, button(b, "Create habit")); taps += 1
    assert "Habit created" in css(b, ".notice").text
    tap(b, css(b, "button.check"), loads=False); taps += 1
    wait_for(b, lambda d: css(d, "button.check").get_attribute("aria-pressed") == "true")
    elapsed = time.time() - started
    assert elapsed < 30, elapsed
    assert taps <= 6, taps
    assert "1 of 1" in css(b, "#today-summary").text
    shoot("mhl-03-today-done")
    print(f"first habit and today marked: {taps} taps, {elapsed:.1f} s")
    # The tap changed the row in place: the page did not load again.
    b.execute_script("window.stillHere = true")
    tap(b, css(b, "button.check"), loads=False)
    wait_for(b, lambda d: css(d, "button.check").get_attribute("aria-pressed") == "false")
    assert b.execute_script("return window.stillHere") is True


def test_the_calendar_editor_streaks_heatmap_archive_and_reorder(server, browser, shoot):
    b = browser
    now = "2026-11-22T08:00:00-05:00"
    server.cli("habits", "add", "Read", "--icon", "📚", "--color", "indigo", now=now)
    server.cli("habits", "add", "Water", "--icon", "💧", "--color", "cyan", "--unit", "glasses", "--target", "8", now=now)
    for day in ["2026-10-30", "2026-11-17", "2026-11-18", "2026-11-19", "2026-11-20", "2026-11-21"]:
        server.cli("habits", "toggle", "Read", "--day", day, now=now)
    server.start(now)
    b.get(server.url + f"{ROOT}/today")
    shoot("mhl-04-today")
    # A measurable habit: the stepper and direct entry, in place.
    water = [row for row in all_css(b, ".habit-row") if "Water" in row.text][0]
    tap(b, css(water, "button[aria-label='One more Water']"), loads=False)
    wait_for(b, lambda d: "1 of 8" in [r for r in all_css(d, ".habit-row") if "Water" in r.text][0].text)
    water = [row for row in all_css(b, ".habit-row") if "Water" in row.text][0]
    type_into(b, css(water, ".entry input[name=value]"), "8")
    tap(b, css(water, ".entry button"), loads=False)
    wait_for(b, lambda d: "8 of 8" in [r for r in all_css(d, ".habit-row") if "Water" in r.text][0].text)
    assert "1 of 2" in css(b, "#today-summary").text

    read = [row for row in all_css(b, ".habit-row") if "Read" in row.text][0]
    assert "5 days" in read.text
    tap(b, css(read, ".habit-body"))
    shoot("mhl-05-detail")
    # Edit the past: the 19th missed breaks the streak; skipped keeps it; cleared misses it.
    cell = lambda d: css(d, "a[data-day='2026-11-19']")
    tap(b, cell(b), loads=False)  # done → skipped
    wait_for(b, lambda d: "skipped" in cell(d).get_attribute("aria-label"))
    # A skip never breaks a streak (nor counts in it): 4 met days, still one streak from the 17th.
    assert "Current streak\n4 days" in css(b, "#stats").text and "Nov 17 – 21" in css(b, "#stats").text
    tap(b, cell(b), loads=False)  # skipped → cleared
    wait_for(b, lambda d: "missed" in cell(d).get_attribute("aria-label"))
    wait_for(b, lambda d: "2 days" in css(d, "#stats dl").text.split("Longest")[0])
    # The heatmap tiles match the history.
    tile = css(b, ".tile[aria-label^='Read, Thu, Nov 19']")
    assert tile.get_attribute("aria-label") == "Read, Thu, Nov 19: missed"
    assert css(b, ".tile[aria-label^='Read, Fri, Nov 20']").get_attribute("aria-label") == "Read, Fri, Nov 20: done"
    assert "l4" in css(b, ".tile[aria-label^='Read, Fri, Nov 20']").get_attribute("class")
    tap(b, cell(b), loads=False)  # cleared → done again
    wait_for(b, lambda d: cell(d).get_attribute("aria-label") == "Read, Thu, Nov 19: done")
    shoot("mhl-06-calendar-edited")
    # Months navigate in place.
    tap(b, css(b, "#calendar a[aria-label='Previous month']"), loads=False)
    wait_for(b, lambda d: "October 2026" in css(d, "#calendar-title").text)
    # A note on a past day through the day sheet.
    b.get(server.url + f"{ROOT}/today")
    read = [row for row in all_css(b, ".habit-row") if "Read" in row.text][0]
    tap(b, css(read, "summary"), loads=False)
    shoot("mhl-07-row-menu")
    tap(b, css(read, "a.menu-item"))
    type_into(b, css(b, "#note"), "Finished the chapter")
    tap(b, button(b, "Save note"))
    assert "Finished the chapter" in json.dumps(json.loads(server.cli("habits", "history", "Read", "--json", now=now)), ensure_ascii=False)

    # Reorder: Water moves up.
    b.get(server.url + f"{ROOT}/today")
    water = [row for row in all_css(b, ".habit-row") if "Water" in row.text][0]
    tap(b, css(water, "summary"), loads=False)
    tap(b, [e for e in all_css(water, "button.menu-item") if e.text == "Move up"][0])
    assert [css(r, ".habit-name").text for r in all_css(b, ".habit-row")] == ["Water", "Read"]

    # Archive, then restore from Settings.
    read = [row for row in all_css(b, ".habit-row") if "Read" in row.text][0]
    tap(b, css(read, ".habit-body"))
    tap(b, button(b, "Archive"))
    assert "Archived" in css(b, ".notice").text
    assert [css(r, ".habit-name").text for r in all_css(b, ".habit-row")] == ["Water"]
    tap(b, css(b, "a.tab[href$='/settings']"))
    shoot("mhl-08-settings")
    tap(b, button(b, "Restore"))
    b.get(server.url + f"{ROOT}/today")
    assert [css(r, ".habit-name").text for r in all_css(b, ".habit-row")] == ["Water", "Read"]
    tap(b, css(b, "a.tab[href$='/stats']"))
    assert len(all_css(b, ".stat-card")) == 2
    shoot("mhl-09-stats")


def test_widgets_toggle_and_midnight_rolls_today_over(server, browser, shoot):
    b = browser
    now = "2026-11-22T23:59:40-05:00"
    server.cli("habits", "add", "Stretch", "--icon", "🧘", "--color", "green", now=now)
    server.cli("habits", "toggle", "Stretch", "--day", "2026-11-21", now=now)
    server.start(now)

    # Widgets toggle.
    b.get(server.url + f"{ROOT}/widget/small")
    shoot("mhl-10-widget-small")
    tap(b, css(b, ".widget-button"))
    assert css(b, ".widget-button").get_attribute("aria-pressed") == "true"
    b.get(server.url + f"{ROOT}/widget/medium")
    shoot("mhl-11-widget-medium")

    # Midnight rolls Today over live.
    b.get(server.url + f"{ROOT}/today")
    assert "Nov 22" in css(b, ".header-subtitle").text
    wait_for(b, lambda d: "Nov 23" in css(d, ".header-subtitle").text, timeout=40)
    assert css(b, "button.check").get_attribute("aria-pressed") == "false"



def test_export_then_import_into_a_fresh_data_directory(server, browser, shoot, tmp_path):
    b = browser
    now = "2026-11-22T08:00:00-05:00"
    server.cli("habits", "add", "Stretch", "--icon", "🧘", "--color", "green", now=now)
    server.cli("habits", "toggle", "Stretch", "--day", "2026-11-21", now=now)
    export = tmp_path / "export.json"
    server.cli("habits", "export", "--output", str(export), now=now)
    fresh = Server(str(tmp_path / "fresh"))  # a fresh data directory: nothing in it yet
    server = fresh.start(now)
    b.get(server.url + f"{ROOT}/welcome")
    tap(b, button(b, "Not now"))
    tap(b, css(b, "a.tab[href$='/settings']"))
    css(b, "#import-file").send_keys(str(export))
    tap(b, button(b, "Import"))
    assert "1 habit added," in css(b, ".import-result").text
    shoot("mhl-12-imported")
    bad = tmp_path / "bad.json"
    bad.write_text('{"habits": 3}')
    css(b, "#import-file").send_keys(str(bad))
    tap(b, button(b, "Import"))
    assert "nothing changed" in css(b, ".import-result").text
    shoot("mhl-13-import-refused")
    b.get(server.url + f"{ROOT}/today")
    assert "Stretch" in css(b, ".habit-list").text
    assert "1 day" in css(b, ".habit-list").text  # the history came along
    fresh.stop()


def loop_backup(path, today):
    """A Loop Habit Tracker backup (schema 26) with a yes/no habit done on the 5 days before `today`
    and a measurable one, as Loop writes it: days as milliseconds at UTC midnight, values × 1000."""
    import datetime
    import sqlite3
    db = sqlite3.connect(path)
    db.executescript("""
        CREATE TABLE Habits (id integer primary key autoincrement, archived integer, color integer, description text,
          freq_den integer, freq_num integer, highlight integer, name text, position integer, reminder_hour integer,
          reminder_min integer, reminder_days integer not null default 127, type integer not null default 0,
          target_type integer not null default 0, target_value real not null default 0, unit text not null default '',
          question text, uuid text);
        CREATE TABLE Repetitions (id integer primary key autoincrement, habit integer, timestamp integer, value integer, notes text);
        CREATE TABLE HabitGroups (id integer primary key, name text, uuid text);
        PRAGMA user_version = 26;
        INSERT INTO Habits (id, archived, color, freq_den, freq_num, name, position, type, target_value, unit)
          VALUES (1, 0, 8, 1, 1, 'Floss', 0, 0, 0, ''), (2, 0, 11, 1, 1, 'Read', 1, 1, 20, 'pages');
    """)
    epoch = datetime.date(1970, 1, 1)
    for back in range(1, 6):
        stamp = ((today - datetime.timedelta(days=back)) - epoch).days * 86_400_000
        db.execute("INSERT INTO Repetitions (habit, timestamp, value) VALUES (1, ?, 2)", (stamp,))
        db.execute("INSERT INTO Repetitions (habit, timestamp, value) VALUES (2, ?, ?)", (stamp, 25_000))
    db.commit()
    db.close()


def test_a_loop_backup_imports_with_its_habits_and_history(server, browser, shoot, tmp_path):
    import datetime
    b = browser
    now = "2026-11-22T08:00:00-05:00"
    backup = tmp_path / "Loop Habits Backup.db"
    loop_backup(str(backup), datetime.date(2026, 11, 22))
    server.start(now)
    b.get(server.url + f"{ROOT}/welcome")
    tap(b, button(b, "Not now"))
    tap(b, css(b, "a.tab[href$='/settings']"))
    css(b, "#import-file").send_keys(str(backup))
    tap(b, button(b, "Import"))
    result = css(b, ".import-result").text
    assert "2 habits added" in result and "10 days added" in result, result
    shoot("mhl-15-loop-imported")
    tap(b, css(b, "a.tab[href$='/today']"))
    rows = css(b, ".habit-list").text
    assert "Floss" in rows and "Read" in rows
    assert "5 days" in rows  # both streaks came along: five days in a row before today
    tap(b, css(b, ".habit-list a.habit-body"))  # Floss, first in Loop's order
    done = [t.get_attribute("aria-label") for t in all_css(b, ".heatmap .tile.state-done")]
    assert done == [f"Floss, {day}: done" for day in ["Tue, Nov 17", "Wed, Nov 18", "Thu, Nov 19", "Fri, Nov 20", "Sat, Nov 21"]], done


def test_a_reminder_appears_in_the_page(server, browser, shoot):
    b = browser
    now = "2026-11-22T07:29:50-05:00"
    server.cli("habits", "add", "Walk", "--icon", "🚶", "--color", "teal", now=now)
    server.cli("habits", "reminder", "add", "Walk", "07:30", now=now)
    server.start(now)
    b.get(server.url + f"{ROOT}/today")
    wait_for(b, lambda d: not css(d, "#reminder-banner").get_attribute("hidden"), timeout=40)
    assert "Walk" in css(b, "#reminder-banner").text
    shoot("mhl-14-reminder")


def test_no_screen_is_wider_than_the_phone(server, browser):
    """A page wider than 390 px scrolls sideways and moves where taps land (the import button
    could not be tapped while the file field overflowed)."""
    b = browser
    now = "2026-11-22T08:00:00-05:00"
    server.cli("habits", "add", "Water", "--icon", "💧", "--unit", "glasses", "--target", "8", now=now)
    habit = json.loads(server.cli("habits", "list", "--json", now=now))[0]["id"]
    server.start(now)
    for path in ["today", "habits/new", f"habits/{habit}", f"habits/{habit}/edit", f"habits/{habit}/days/2026-11-21",
                 "stats", "settings", "widget/small", "widget/medium", "welcome"]:
        b.get(server.url + f"{ROOT}/{path}")
        width = b.execute_script("return document.documentElement.scrollWidth")
        assert width <= 390, f"{path} is {width} px wide"


# Issue 27: a new user's first ten minutes.

def habit_row(driver, name):
    return [row for row in all_css(driver, ".habit-row") if css(row, ".habit-name").text == name][0]


def test_back_then_create_again_makes_one_habit(server, browser, shoot):
    b = browser
    now = "2026-11-22T08:00:00-05:00"
    server.start(now)
    b.get(server.url + f"{ROOT}/welcome")
    tap(b, button(b, "Create your first habit"))
    css(b, "#name").send_keys("Read 20 pages")
    token = css(b, "input[name=form-token]").get_attribute("value")
    tap(b, button(b, "Create habit"))
    assert "Habit created" in css(b, ".notice").text
    # Back: the form as it was sent, with the same one-time token; sent again, it creates nothing.
    b.back()
    wait_for(b, lambda d: d.current_url.endswith(f"{ROOT}/habits/new?first=1") and css(d, "#name"))
    assert css(b, "input[name=form-token]").get_attribute("value") == token
    if not css(b, "#name").get_attribute("value"):
        css(b, "#name").send_keys("Read 20 pages")  # as the person typed it, should the browser not keep it
    shoot("mhl-16-back-to-the-sent-form")
    tap(b, button(b, "Create habit"))
    wait_for(b, lambda d: f"{ROOT}/today" in d.current_url)
    assert [css(r, ".habit-name").text for r in all_css(b, ".habit-row")] == ["Read 20 pages"]
    assert len(json.loads(server.cli("habits", "list", "--json", now=now))) == 1
    shoot("mhl-17-still-one-habit")


def measurable_today(server, now):
    """Eight yes/no habits, then Water (8 glasses): Water's row is below the fold."""
    for index in range(8):
        server.cli("habits", "add", f"Habit {index + 1}", now=now)
    server.cli("habits", "add", "Water", "--icon", "💧", "--color", "cyan", "--unit", "glasses", "--target", "8", now=now)
    server.start(now)


def test_a_value_that_is_not_a_number_stays_on_today_beside_its_box(server, browser, shoot):
    b = browser
    now = "2026-11-22T08:00:00-05:00"
    measurable_today(server, now)
    b.get(server.url + f"{ROOT}/today")
    b.execute_script("window.stillHere = true")
    box = css(habit_row(b, "Water"), ".entry input[name=value]")
    type_into(b, box, "a few")
    scrolled = b.execute_script("return window.scrollY")
    assert scrolled > 0
    tap(b, css(habit_row(b, "Water"), ".entry button"), loads=False)
    wait_for(b, lambda d: all_css(habit_row(d, "Water"), ".field-error"))
    water = habit_row(b, "Water")
    assert css(water, ".field-error").text == "“a few” is not a number."
    box = css(water, ".entry input[name=value]")
    assert box.get_attribute("value") == "a few" and box.get_attribute("aria-invalid") == "true"
    assert b.execute_script("return document.activeElement.getAttribute('aria-invalid')") == "true"
    assert b.execute_script("return window.stillHere") is True  # in place: Today did not load again
    assert abs(b.execute_script("return window.scrollY") - scrolled) < 40
    shoot("mhl-18-value-refused-in-place")
    # Corrected, the row updates and the message goes.
    box.clear()
    type_into(b, box, "3")
    tap(b, css(habit_row(b, "Water"), ".entry button"), loads=False)
    wait_for(b, lambda d: "3 of 8" in habit_row(d, "Water").text)
    assert not all_css(habit_row(b, "Water"), ".field-error")


def test_without_its_script_a_refused_value_comes_back_on_today_at_its_row(server, browser, shoot):
    b = browser
    b.execute_cdp_cmd("Network.enable", {})
    b.execute_cdp_cmd("Network.setBlockedURLs", {"urls": ["*/app.js"]})
    now = "2026-11-22T08:00:00-05:00"
    measurable_today(server, now)
    b.get(server.url + f"{ROOT}/today")
    type_into(b, css(habit_row(b, "Water"), ".entry input[name=value]"), "lots")
    tap(b, css(habit_row(b, "Water"), ".entry button"))
    assert "today-page" in css(b, "body").get_attribute("class")  # Today, not an error page
    water = habit_row(b, "Water")
    assert css(water, ".field-error").text == "“lots” is not a number."
    assert css(water, ".entry input[name=value]").get_attribute("value") == "lots"
    # Where the person was: the row is on the screen, not the top of the page.
    top, bottom = b.execute_script("const r = arguments[0].getBoundingClientRect(); return [r.top, r.bottom]", water)
    assert b.execute_script("return window.scrollY") > 0 and top >= 0 and bottom <= 844, (top, bottom)
    shoot("mhl-19-value-refused-without-script")
    box = css(water, ".entry input[name=value]")
    box.clear()
    type_into(b, box, "5")
    tap(b, css(habit_row(b, "Water"), ".entry button"))
    assert "5 of 8" in habit_row(b, "Water").text and not all_css(b, ".field-error")


def test_reloading_an_imports_result_does_not_send_the_file_again(server, browser, shoot, tmp_path):
    b = browser
    now = "2026-11-22T08:00:00-05:00"
    server.cli("habits", "add", "Stretch", "--icon", "🧘", "--color", "green", now=now)
    server.cli("habits", "toggle", "Stretch", "--day", "2026-11-21", now=now)
    export = tmp_path / "export.json"
    server.cli("habits", "export", "--output", str(export), now=now)
    fresh = Server(str(tmp_path / "fresh"))
    server = fresh.start(now)
    b.get(server.url + f"{ROOT}/settings")
    css(b, "#import-file").send_keys(str(export))
    tap(b, button(b, "Import"))
    assert f"{ROOT}/settings?import=" in b.current_url
    assert "1 habit added," in css(b, ".import-result").text
    # A reload shows the result again without posting: a second import would say "0 habits added, 1 updated".
    b.refresh()
    wait_for(b, lambda d: d.execute_script("return performance.getEntriesByType('navigation')[0].type") == "reload")
    assert "1 habit added," in css(b, ".import-result").text
    assert b.execute_script("return performance.getEntriesByType('navigation')[0].name").endswith(b.current_url.split(server.url)[1])
    shoot("mhl-20-import-result-reloaded")
    b.get(server.url + f"{ROOT}/settings")
    assert not all_css(b, ".import-result")
    fresh.stop()


def test_a_weekly_habits_streak_says_weeks(server, browser, shoot):
    b = browser
    sunday = "2026-11-08T08:00:00-05:00"
    server.cli("habits", "add", "Gym", "--icon", "🏋️", "--color", "red", "--times", "2", "--per-days", "7", now=sunday)
    now = "2026-11-22T08:00:00-05:00"
    for day in ["2026-11-09", "2026-11-11", "2026-11-16", "2026-11-18", "2026-11-22"]:
        server.cli("habits", "toggle", "Gym", "--day", day, now=now)
    server.start(now)
    b.get(server.url + f"{ROOT}/today")
    assert "2 weeks" in css(habit_row(b, "Gym"), ".streak").text
    shoot("mhl-21-streak-in-weeks-today")
    tap(b, css(b, "a.tab[href$='/stats']"))
    assert "2 weeks" in css(b, ".stat-card").text and "period" not in css(b, ".stat-card").text
    shoot("mhl-22-streak-in-weeks-stats")
    b.get(server.url + f"{ROOT}/today")
    tap(b, css(habit_row(b, "Gym"), ".habit-body"))
    assert "Current streak\n2 weeks" in css(b, "#stats").text
    shoot("mhl-23-streak-in-weeks-habit")
    assert "Current streak: 2 weeks" in server.cli("habits", "stats", "Gym", now=now)


def test_last_month_can_be_filled_in_on_a_habit_made_today(server, browser, shoot):
    """Issue 27, item 12: the calendar pages back past the habit's first month; a tap on a day
    there marks it and moves the habit's start back."""
    b = browser
    now = "2026-11-22T08:00:00-05:00"
    server.cli("habits", "add", "Read", now=now)
    server.start(now)
    habit = json.loads(server.cli("habits", "list", "--json", now=now))[0]["id"]
    b.get(server.url + f"{ROOT}/habits/{habit}")
    wait_for(b, lambda d: css(d, "#calendar"))
    tap(b, css(b, "#calendar a[aria-label='Previous month']"), loads=False)
    wait_for(b, lambda d: "October 2026" in css(d, "#calendar-title").text)
    day = lambda d: css(d, "#calendar a[aria-label^='Read, Thu, Oct 15']")
    assert day(b).get_attribute("aria-label").endswith("before the habit started")
    # Issue 39, item 1: a day before the start opens first and says what marking it does.
    tap(b, day(b))
    assert "Marking this day moves its start here" in css(b, "#start-note").text
    tap(b, button(b, "Mark done"))
    wait_for(b, lambda d: day(d).get_attribute("aria-label") == "Read, Thu, Oct 15: done")
    shoot("mhl-27-12-october-filled-in")
    tap(b, css(b, "#calendar a[aria-label='Previous month']"), loads=False)
    wait_for(b, lambda d: "September 2026" in css(d, "#calendar-title").text)
    october = json.loads(server.cli("habits", "calendar", "Read", "--month", "2026-10", "--json", now=now))
    states = {d["date"]: d["state"] for week in october["weeks"] for d in week if d}
    assert (states["2026-10-14"], states["2026-10-15"], states["2026-10-16"]) == ("beforeStart", "done", "missed")


def test_form_titles_heatmap_months_and_a_single_month_chart_read_well(server, browser, shoot):
    """Issue 27, item 20: the form's section titles sit inside their cards; the year heatmap
    names its months; "By month" with one month is one narrow bar named "Nov", not a slab "N"."""
    b = browser
    now = "2026-11-22T08:00:00-05:00"
    server.cli("habits", "add", "Read", now=now)
    server.cli("habits", "toggle", "Read", now=now)
    server.start(now)
    b.get(server.url + f"{ROOT}/habits/new")
    for legend in all_css(b, "fieldset > legend.field-label"):
        box = b.execute_script("const l = arguments[0], f = l.parentElement.getBoundingClientRect(), r = l.getBoundingClientRect();"
                               "return [r.top - f.top, r.left - f.left];", legend)
        assert box[0] >= 8 and box[1] >= 8, f"{legend.text} sits on its card's edge: {box}"
    shoot("mhl-27-20-form-titles")
    habit = json.loads(server.cli("habits", "list", "--json", now=now))[0]["id"]
    b.get(server.url + f"{ROOT}/habits/{habit}")
    labels = [e.get_attribute("textContent") for e in all_css(b, ".heatmap .month-label")]
    assert [m for m in labels if m] == ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]
    chart = all_css(b, "svg.bar-chart")[-1]
    assert "Times done by month, last 12 months: Nov 1" == chart.get_attribute("aria-label")
    bar_width = float(chart.find_element("css selector", "rect").get_attribute("width"))
    assert bar_width <= 340 / 7, bar_width
    b.execute_script("arguments[0].scrollIntoView({block: 'center'})", chart)
    shoot("mhl-27-20-by-month")


# Issue 27, item 10: light, dark, or the system's.

def background(driver):
    """The colour the page is drawn on (the phone's column)."""
    return driver.execute_script("return getComputedStyle(document.querySelector('.phone')).backgroundColor")


def prefer(driver, scheme):
    """The browser's preferred colour scheme, as a device's light or dark setting sets it."""
    driver.execute_cdp_cmd("Emulation.setEmulatedMedia", {"features": [{"name": "prefers-color-scheme", "value": scheme}]})


LIGHT, DARK = "rgb(244, 246, 248)", "rgb(15, 18, 21)"


def test_dark_chosen_in_settings_and_system_following_the_browser(server, browser, shoot):
    b = browser
    now = "2026-11-22T08:00:00-05:00"
    server.cli("habits", "add", "Read", "--color", "indigo", now=now)
    server.cli("habits", "toggle", "Read", now=now)
    server.start(now)
    prefer(b, "light")
    b.get(server.url + f"{ROOT}/today")
    assert background(b) == LIGHT
    tap(b, button(b, "Settings"))
    assert css(b, "button[name=appearance][value=system]").get_attribute("aria-pressed") == "true"
    tap(b, button(b, "Dark"))
    assert "Appearance saved" in css(b, ".notice").text
    assert css(b, "button[name=appearance][value=dark]").get_attribute("aria-pressed") == "true"
    tap(b, button(b, "Today"))
    assert "appearance-dark" in css(b, "body").get_attribute("class")
    assert background(b) == DARK
    assert css(b, ".habit-name").value_of_css_property("color") == "rgba(236, 239, 242, 1)"
    assert b.execute_script("return getComputedStyle(document.body).colorScheme") == "dark"
    shoot("mhl-27-10-today-dark")

    # System follows the browser: dark while it prefers dark, light while it prefers light.
    tap(b, button(b, "Settings"))
    tap(b, button(b, "System"))
    tap(b, button(b, "Today"))
    assert "appearance-system" in css(b, "body").get_attribute("class")
    assert background(b) == LIGHT
    prefer(b, "dark")
    assert background(b) == DARK
    shoot("mhl-27-10-today-system-dark")
    prefer(b, "light")
    tap(b, button(b, "Settings"))
    tap(b, button(b, "Light"))
    prefer(b, "dark")
    b.get(server.url + f"{ROOT}/today")
    assert background(b) == LIGHT  # chosen light stays light on a dark device


def test_every_screen_in_light_and_dark(server, browser, shoot):
    """Each screen, in both appearances, carries its class, fits the phone and is drawn in its palette."""
    b = browser
    now = "2026-11-22T08:00:00-05:00"
    server.cli("habits", "add", "Read", "--icon", "📚", "--color", "indigo", now="2026-10-01T08:00:00-04:00")
    server.cli("habits", "add", "Water", "--icon", "💧", "--color", "cyan", "--unit", "glasses", "--target", "8", now=now)
    for day in ["2026-11-16", "2026-11-17", "2026-11-19", "2026-11-20", "2026-11-22"]:
        server.cli("habits", "toggle", "Read", "--day", day, now=now)
    server.cli("habits", "skip", "Read", "--day", "2026-11-21", now=now)
    server.cli("habits", "set", "Water", "5", now=now)
    habits = {h["name"]: h["id"] for h in json.loads(server.cli("habits", "list", "--json", now=now))}
    server.start(now)
    read = habits["Read"]
    screens = {
        "welcome": "welcome", "today": "today", "new-habit": "habits/new", "habit": f"habits/{read}", "edit": f"habits/{read}/edit",
        "day": f"habits/{read}/days/2026-11-21", "delete": f"habits/{read}/delete", "stats": "stats", "settings": "settings",
        "widget": "widget/medium", "not-found": "habits/00000000-0000-0000-0000-000000000000",
    }
    for appearance, colour in [("light", LIGHT), ("dark", DARK)]:
        server.cli("habits", "settings", "--appearance", appearance, now=now)
        for name, path in screens.items():
            b.get(server.url + f"{ROOT}/{path}")
            assert f"appearance-{appearance}" in css(b, "body").get_attribute("class"), name
            if name != "widget":
                assert background(b) == colour, (name, background(b))
            width = b.execute_script("return document.documentElement.scrollWidth")
            assert width <= 390, f"{name} is {width} px wide"
            shoot(f"mhl-{appearance}-{name}")
