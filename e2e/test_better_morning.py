"""Better Morning in a real browser: every screen and flow of the functional spec, at 390×844."""
import time

from selenium.webdriver.common.action_chains import ActionChains
from selenium.webdriver.common.by import By
from selenium.webdriver.support.ui import Select

from browser import all_css, button, css, tap, wait_for


def check_in_place(b, index):
    """Taps task `index` of today and waits for its row to change in place: no page load, the
    scroll position kept."""
    b.execute_script("window.__samePage = true")
    scrolled = b.execute_script("return window.scrollY")
    before = all_css(b, "button.task")[index].get_attribute("aria-pressed")
    tap(b, all_css(b, "button.task")[index], loads=False)
    wait_for(b, lambda d: all_css(d, "button.task")[index].get_attribute("aria-pressed") != before)
    assert b.execute_script("return window.__samePage") is True
    return scrolled


def minutes(text):
    clock, period = text.split()
    hour, minute = map(int, clock.split(":"))
    return (hour % 12 + (12 if period == "PM" else 0)) * 60 + minute


def task_labels(driver):
    return [element.get_attribute("aria-label") for element in all_css(driver, ".task")]


def test_the_whole_journey(server, browser, shoot):
    b = browser
    # Onboarding on first launch: five steps with dots, Next buttons and a swipe.
    server.start("2026-11-10T08:00:00-05:00")
    b.get(server.url + "/")
    shoot("01-home")
    tap(b, css(b, ".app-icon"))
    wait_for(b, lambda d: d.current_url.endswith("/better-morning/onboarding"))
    assert len(all_css(b, ".slide")) == 5
    # The headings stand at the same height on every step; drawn art, not placeholder shapes;
    # room between the step's own button and the dots.
    tops = b.execute_script("return [...document.querySelectorAll('.slide h2')].map((h) => h.getBoundingClientRect().top)")
    assert len(set(tops)) == 1, tops
    assert len(all_css(b, ".slide-art svg")) >= 5
    gap = b.execute_script("""const button = document.querySelector('[data-ask-notifications]');
        const dots = button.closest('.slide').querySelector('.dots');
        return dots.getBoundingClientRect().top - button.getBoundingClientRect().bottom;""")
    assert gap >= 16, gap
    shoot("02-onboarding-1-inspiration")
    for step in range(2, 6):
        next_link = [n for n in all_css(b, "[data-next]") if n.is_displayed() and 0 <= n.rect["x"] < 390][0]
        tap(b, next_link, loads=False)
        wait_for(b, lambda d: abs(css(d, f"#step-{step}").rect["x"]) < 2)
        shoot(f"02-onboarding-{step}")
    # Swipe back one page (scroll the carousel as a finger would), and the dots follow.
    b.execute_script("document.getElementById('carousel').scrollBy({left: -390, behavior: 'instant'})")
    wait_for(b, lambda d: abs(css(d, "#step-4").rect["x"]) < 2)
    wait_for(b, lambda d: css(d, "#step-4 .dot[aria-current=step]").get_attribute("aria-label") == "Page 4")
    b.execute_script("document.getElementById('carousel').scrollBy({left: 390, behavior: 'instant'})")
    wait_for(b, lambda d: abs(css(d, "#step-5").rect["x"]) < 2)
    tap(b, button(b, "Get started"))

    # Explore → profile → choose → starts tomorrow.
    wait_for(b, lambda d: d.current_url.endswith("/better-morning/explore"))
    assert len(all_css(b, ".avatar-link")) >= 20
    shoot("03-explore")
    tap(b, css(b, "a[href='/better-morning/celebrities/benjamin-franklin']"))
    assert "Benjamin Franklin" in css(b, ".profile-name").text
    assert len(all_css(b, ".timeline .row")) == 6
    shoot("04-profile")
    tap(b, button(b, "Choose this routine"))
    wait_for(b, lambda d: d.current_url.endswith("/better-morning/routine"))
    assert "Starts tomorrow" in css(b, "main").text
    assert not all_css(b, ".notice")  # said once, by the page itself
    assert len(all_css(b, ".tasks.is-preview .task")) == 6  # tomorrow's tasks, greyed
    shoot("05-routine-starts-tomorrow")

    # The next day: tasks start untouched; check two.
    server.start("2026-11-11T09:00:00-05:00")
    b.get(server.url + "/better-morning/routine")
    assert all(label.endswith("not checked") for label in task_labels(b))
    check_in_place(b, 0)
    check_in_place(b, 2)
    labels = task_labels(b)
    assert labels[0] == "Rise, wash and address Powerful Goodness, 5:00 AM, done"
    assert labels[1].endswith("not checked") and labels[2].endswith(", done")
    shoot("06-routine-today-checked")

    # The following day shows ✓ and ✗ for yesterday, read-only.
    server.start("2026-11-12T09:00:00-05:00")
    b.get(server.url + "/better-morning/routine")
    assert all(label.endswith("not checked") for label in task_labels(b))
    tap(b, css(b, "a.day-chip[href$='day=2026-11-11']"))
    assert "This day is over" in css(b, "main").text
    assert [css(row, ".mark").text for row in all_css(b, ".task")] == ["✓", "✗", "✓", "✗", "✗", "✗"]
    assert not all_css(b, "button.task")
    shoot("07-routine-yesterday-read-only")

    # A week later: check one task, then the Data card's bars, arrows and swipe.
    server.start("2026-11-19T09:00:00-05:00")
    b.get(server.url + "/better-morning/routine")
    check_in_place(b, 1)
    b.get(server.url + "/better-morning/data")
    card = css(b, ".card")
    assert "Benjamin Franklin" in card.text and "Active" in card.text
    assert css(b, ".week-title").text == "This week"
    assert len(all_css(b, ".card .bar")) == 1  # today's live count; zero days have no bar
    shoot("08-data-this-week")
    b.execute_script("window.__samePage = true")
    tap(b, css(b, "[data-prev]"), loads=False)
    wait_for(b, lambda d: css(d, ".week-title").text == "Last week")
    assert b.execute_script("return window.__samePage") is True  # the card moved in place
    bars = all_css(b, ".card .bar")
    assert len(bars) == 1  # the 11th: 2 done; the 12th … 14th: 0, no bar
    assert css(b, ".count").text == "2"
    shoot("09-data-last-week")
    chart = css(b, ".chart")
    ActionChains(b).move_to_element(chart).click_and_hold().move_by_offset(-120, 0).release().perform()
    wait_for(b, lambda d: css(d, ".week-title").text == "This week")

    # Switch routine mid-day: Franklin's today is finalized, Maya Angelou starts tomorrow.
    b.get(server.url + "/better-morning/celebrities/maya-angelou")
    tap(b, button(b, "Choose this routine"), loads=False)
    wait_for(b, lambda d: css(d, "dialog[open] .dialog").is_displayed())
    assert "Switch to Maya Angelou?" in css(b, "dialog[open]").text
    shoot("09b-switch-confirmation")
    tap(b, css(b, "dialog[open] button[type=submit]"))
    assert "Starts tomorrow" in css(b, "main").text
    b.get(server.url + "/better-morning/data")
    names = [e.text for e in all_css(b, ".card-name")]
    assert names == ["Maya Angelou", "Benjamin Franklin"]
    assert len(all_css(b, ".badge")) == 1
    shoot("10-data-after-switch")

    # Restart Franklin from the ••• menu: asked first, as choosing a person is (issue 39, item 3);
    # Maya Angelou, chosen but not begun, has nothing marked.
    franklin_card = all_css(b, ".card")[1]
    tap(b, css(franklin_card, "summary"), loads=False)
    shoot("11-data-menu")
    tap(b, css(franklin_card, "a.menu-item:not(.destructive)"), loads=False)
    wait_for(b, lambda d: css(d, "dialog[open] .dialog").is_displayed())
    question = css(b, "dialog[open]").text
    assert "Switch to “Benjamin Franklin”?" in question and "Maya Angelou has not begun yet, so nothing of it is marked" in question
    assert "marked missed" not in question
    assert [e.text for e in all_css(b, ".badge")] and "Maya Angelou" == all_css(b, ".card-name")[0].text  # nothing changed yet
    shoot("11b-restart-confirmation")
    tap(b, css(b, "dialog[open] button[type=submit]"))
    assert [e.text for e in all_css(b, ".card-name")][0] == "Benjamin Franklin"
    assert "Restarted" in css(b, ".notice").text

    # Delete Maya Angelou, with confirmation.
    angelou_card = all_css(b, ".card")[1]
    tap(b, css(angelou_card, "summary"), loads=False)
    tap(b, css(angelou_card, "a.menu-item.destructive"), loads=False)
    wait_for(b, lambda d: css(d, "dialog[open] .dialog").is_displayed())
    assert "Delete “Maya Angelou”?" in css(b, "dialog[open]").text
    shoot("12-delete-confirmation")
    tap(b, css(b, "dialog[open] button[type=submit]"))
    assert [e.text for e in all_css(b, ".card-name")] == ["Benjamin Franklin"]

    # Paywall: cancel returns where you were; then buy.
    b.get(server.url + "/better-morning/explore")
    tap(b, css(b, ".pill-button"))
    wait_for(b, lambda d: "/better-morning/paywall" in d.current_url)
    shoot("13-paywall")
    tap(b, button(b, "Unlock for $0.99"))
    shoot("14-payment-sheet")
    tap(b, button(b, "Cancel"))
    wait_for(b, lambda d: d.current_url.endswith("/better-morning/explore"))
    assert "cancelled" in css(b, ".notice").text
    tap(b, css(b, ".pill-button"))
    tap(b, button(b, "Unlock for $0.99"))
    tap(b, button(b, "Buy"))
    wait_for(b, lambda d: "/better-morning/create" in d.current_url)

    # Create: the title autosaves as you type; tasks sort by time at once.
    title = css(b, "#title")
    title.send_keys("Sunrise club")
    assert css(b, "#title-count").text == "12/20"
    time.sleep(1.0)  # the autosave's debounce
    times = [(7, 30, "AM"), (6, 0, "AM"), (6, 45, "AM"), (5, 5, "AM"), (9, 55, "AM"), (12, 0, "AM"), (8, 20, "AM"),
             (7, 0, "AM"), (10, 15, "AM"), (11, 40, "AM")]
    for index, (hour, minute, period) in enumerate(times):
        tap(b, css(b, "#add-task"))
        if index == 0:
            shoot("15-add-task-sheet")
        css(b, "#task-title").send_keys(f"Task {index + 1}")
        Select(css(b, "select[name=hour]")).select_by_value(str(hour))
        Select(css(b, "select[name=minute]")).select_by_value(str(minute))
        Select(css(b, "select[name=period]")).select_by_value(period)
        tap(b, button(b, "Add task"))
    shown_times = [e.text for e in all_css(b, ".draft-tasks .row-time")]
    assert shown_times[:3] == ["12:00 AM", "5:05 AM", "6:00 AM"]
    assert [minutes(t) for t in shown_times] == sorted(minutes(t) for t in shown_times)
    shoot("16-create-ten-tasks")

    # Kill the server mid-creation; start it again: the draft is there.
    server.kill()
    server.start("2026-11-19T09:30:00-05:00")
    b.get(server.url + "/better-morning/create")
    assert css(b, "#title").get_attribute("value") == "Sunrise club"
    assert len(all_css(b, ".draft-tasks .row")) == 10
    shoot("17-create-draft-restored")

    # Fill it to 20; the 21st is blocked with a banner.
    for index in range(10, 20):
        tap(b, css(b, "#add-task"))
        css(b, "#task-title").send_keys(f"Task {index + 1}")
        Select(css(b, "select[name=hour]")).select_by_value(str(1 + index % 12))
        Select(css(b, "select[name=period]")).select_by_value("PM")
        tap(b, button(b, "Add task"))
    assert len(all_css(b, ".draft-tasks .row")) == 20
    assert "maximum of 20 tasks" in css(b, ".alert").text
    assert not all_css(b, "#add-task")
    add = b.find_element(By.XPATH, "//button[contains(., 'Add task')]")
    assert add.get_attribute("disabled") is not None
    b.execute_script("window.scrollTo(0, document.body.scrollHeight)")
    shoot("18-create-twenty-tasks")
    # Deleting is immediate and permanent.
    tap(b, all_css(b, ".delete-button")[0])
    assert len(all_css(b, ".draft-tasks .row")) == 19
    # A draft task can be changed: tap it, then its title and time.
    tap(b, all_css(b, ".draft-tasks .row-link")[0])
    assert css(b, ".sheet-title").text == "Edit task"
    field = css(b, "#task-title")
    field.clear()
    field.send_keys("Open the curtains")
    Select(css(b, "select[name=hour]")).select_by_value("11")
    Select(css(b, "select[name=period]")).select_by_value("PM")
    tap(b, button(b, "Save changes"))
    rows = [e.text for e in all_css(b, ".draft-tasks .row-title")]
    assert rows[-1] == "Open the curtains" and len(rows) == 19
    assert all_css(b, ".draft-tasks .row-time")[-1].text.endswith("PM")
    # Saving asks first: it replaces the active routine (as choosing one asks), and the routine
    # can't be edited afterwards (issue 27, item 3).
    tap(b, button(b, "Save routine"), loads=False)
    wait_for(b, lambda d: css(d, "dialog[open] .dialog").is_displayed())
    assert "Switch to “Sunrise club”?" in css(b, "dialog[open]").text
    # Franklin, restarted this morning, has not begun: nothing of it is marked (issue 39, item 3).
    assert "Benjamin Franklin has not begun yet" in css(b, "dialog[open]").text
    assert "can't be edited afterwards." in css(b, "dialog[open]").text
    shoot("18b-create-confirmation")
    tap(b, css(b, "dialog[open] button[type=submit]"))
    assert "Sunrise club" in css(b, "main").text and "Starts tomorrow" in css(b, "main").text

    # Settings → reset all data → onboarding.
    b.get(server.url + "/better-morning/explore")
    tap(b, css(b, "a[aria-label=Settings]"))
    shoot("19-settings")
    tap(b, button(b, "Reset all data"), loads=False)
    wait_for(b, lambda d: css(d, "dialog[open] .dialog").is_displayed())
    shoot("20-reset-confirmation")
    tap(b, css(b, "dialog[open] button[type=submit]"))
    wait_for(b, lambda d: d.current_url.endswith("/better-morning/onboarding"))
    shoot("21-onboarding-after-reset")
    assert '"unlocked" : true' in server.cli("morning", "settings", "--json", now="2026-11-19T10:00:00-05:00")


def test_back_then_add_task_again_adds_one_task(server, browser, shoot):
    """Issue 27: the add-task sheet sent twice (Back, then Add task again) adds one task."""
    b = browser
    now = "2026-11-22T08:00:00-05:00"
    server.cli("morning", "onboarding", "done", now=now)
    server.cli("morning", "unlock", now=now)
    server.start(now)
    b.get(server.url + "/better-morning/create")
    tap(b, css(b, "#add-task"))
    css(b, "#task-title").send_keys("Drink water")
    Select(css(b, "select[name=hour]")).select_by_value("6")
    token = css(b, "input[name=form-token]").get_attribute("value")
    tap(b, button(b, "Add task"))
    wait_for(b, lambda d: d.current_url.endswith("/better-morning/create"))
    assert [e.text for e in all_css(b, ".draft-tasks .row-title")] == ["Drink water"]
    b.back()
    wait_for(b, lambda d: d.current_url.endswith("/better-morning/create/add") and css(d, "#task-title"))
    assert css(b, "input[name=form-token]").get_attribute("value") == token
    if not css(b, "#task-title").get_attribute("value"):
        css(b, "#task-title").send_keys("Drink water")
    shoot("27-back-to-the-sent-task-sheet")
    tap(b, button(b, "Add task"))
    wait_for(b, lambda d: d.current_url.endswith("/better-morning/create"))
    assert [e.text for e in all_css(b, ".draft-tasks .row-title")] == ["Drink water"]
    assert server.cli("morning", "draft", "show", now=now).count("Drink water") == 1
    shoot("28-still-one-task")


def test_saving_a_routine_while_another_is_active_asks_to_switch(server, browser, shoot):
    """Issue 27, item 3: saving a custom routine asks "Switch to…?" like choosing a famous one."""
    b = browser
    now = "2026-11-22T08:00:00-05:00"
    server.cli("morning", "onboarding", "done", now=now)
    server.cli("morning", "choose", "charles-darwin", now=now)
    server.cli("morning", "unlock", now=now)
    server.cli("morning", "draft", "title", "Mine", now=now)
    server.cli("morning", "draft", "add", "07:00", "Walk", now=now)
    server.start(now)
    b.get(server.url + "/better-morning/create")
    tap(b, button(b, "Save routine"), loads=False)
    wait_for(b, lambda d: css(d, "dialog[open] .dialog").is_displayed())
    assert "Switch to “Mine”?" in css(b, "dialog[open]").text
    # Darwin, chosen this morning, has not begun: nothing of it is marked (issue 39, item 3).
    assert "Charles Darwin has not begun yet, so nothing of it is marked" in css(b, "dialog[open]").text
    shoot("27-3-save-asks-to-switch")
    # Cancel keeps everything as it was.
    tap(b, css(b, "dialog[open] a.secondary"), loads=False)
    assert server.cli("morning", "routines", now=now).count("Mine") == 0
    tap(b, button(b, "Save routine"), loads=False)
    wait_for(b, lambda d: css(d, "dialog[open] .dialog").is_displayed())
    tap(b, button(b, "Switch routine"))
    assert "Mine" in css(b, "main").text and "Starts tomorrow" in css(b, "main").text


def test_back_never_shows_a_stale_screen(server, browser, shoot):
    """Issue 27, items 1 and 4: Back after finishing onboarding, after choosing a routine, and inside
    onboarding shows what is true now (a page the browser kept is loaded again)."""
    b = browser
    now = "2026-11-22T08:00:00-05:00"
    server.start(now)
    b.get(server.url + "/better-morning/onboarding")
    # Inside onboarding, Back goes back a step, not only in the address.
    for step in [2, 3]:
        next_link = [n for n in all_css(b, "[data-next]") if n.is_displayed() and 0 <= n.rect["x"] < 390][0]
        tap(b, next_link, loads=False)
        wait_for(b, lambda d: abs(css(d, f"#step-{step}").rect["x"]) < 2)
    b.back()
    wait_for(b, lambda d: d.current_url.endswith("#step-2"))
    wait_for(b, lambda d: abs(css(d, "#step-2").rect["x"]) < 2)
    shoot("27-4-back-inside-onboarding")
    b.execute_script("document.getElementById('carousel').scrollBy({left: 3 * 390, behavior: 'instant'})")
    wait_for(b, lambda d: abs(css(d, "#step-5").rect["x"]) < 2)
    tap(b, button(b, "Get started"))
    wait_for(b, lambda d: d.current_url.endswith("/better-morning/explore"))
    # Back after finishing onboarding: not the onboarding again.
    b.back()
    wait_for(b, lambda d: "/better-morning/explore" in d.current_url and css(d, ".avatar-link"))
    # Back after choosing: the profile says it is the active routine.
    tap(b, css(b, "a[href='/better-morning/celebrities/benjamin-franklin']"))
    tap(b, button(b, "Choose this routine"))
    wait_for(b, lambda d: d.current_url.endswith("/better-morning/routine"))
    b.back()
    wait_for(b, lambda d: d.current_url.endswith("/celebrities/benjamin-franklin") and css(d, ".is-chosen"))
    assert "Your active routine" in css(b, ".is-chosen").text
    shoot("27-4-back-after-choosing")


def test_back_then_delete_deletes_the_task_beside_the_button(server, browser, shoot):
    """Issue 27, item 1: add three tasks, change the water task to 6:00, press Back twice, tap
    Delete beside the water task: the water task is deleted, not Stretch."""
    b = browser
    now = "2026-11-22T08:00:00-05:00"
    server.cli("morning", "onboarding", "done", now=now)
    server.cli("morning", "unlock", now=now)
    server.start(now)
    b.get(server.url + "/better-morning/create")
    for title, hour, minute in [("Drink a glass of water", "7", "0"), ("Stretch", "6", "30"), ("Journal three lines", "7", "15")]:
        tap(b, css(b, "#add-task"))
        css(b, "#task-title").send_keys(title)
        Select(css(b, "select[name=hour]")).select_by_value(hour)
        Select(css(b, "select[name=minute]")).select_by_value(minute)
        tap(b, button(b, "Add task"))
        wait_for(b, lambda d: d.current_url.endswith("/better-morning/create"))
    water = [link for link in all_css(b, ".draft-tasks .row-link") if "Drink a glass of water" in link.text][0]
    tap(b, water)
    Select(css(b, "select[name=hour]")).select_by_value("6")
    Select(css(b, "select[name=minute]")).select_by_value("0")
    tap(b, button(b, "Save changes"))
    wait_for(b, lambda d: d.current_url.endswith("/better-morning/create"))
    assert [e.text for e in all_css(b, ".draft-tasks .row-title")] == ["Drink a glass of water", "Stretch", "Journal three lines"]
    b.back()
    b.back()
    wait_for(b, lambda d: d.current_url.endswith("/better-morning/create") and all_css(d, ".draft-tasks .row"))
    shoot("27-1-back-twice")
    row = [r for r in all_css(b, ".draft-tasks .row") if "Drink a glass of water" in r.text][0]
    tap(b, row.find_element("css selector", ".delete-button"))
    wait_for(b, lambda d: [e.text for e in all_css(d, ".draft-tasks .row-title")] == ["Stretch", "Journal three lines"])
    shoot("27-1-the-water-task-deleted")


def test_the_reminder_switch_shows_the_setting_when_the_browser_blocks_notifications(server, browser, shoot):
    """Issue 27, item 2: with notifications blocked, the switch still shows the reminder on (the
    first tap turns it off, as it says), and a line below says where reminders show."""
    b = browser
    now = "2026-11-22T08:00:00-05:00"
    server.cli("morning", "onboarding", "done", now=now)
    server.cli("morning", "choose", "charles-darwin", now=now)
    server.cli("morning", "notifications", "on", now=now)
    server.start(now)
    b.execute_cdp_cmd("Browser.setPermission", {"permission": {"name": "notifications"}, "setting": "denied", "origin": server.url})
    b.get(server.url + "/better-morning/settings")
    wait_for(b, lambda d: "blocks notifications" in css(d, "#notifications-note").text)
    assert css(b, "[data-notifications-switch]").get_attribute("aria-checked") == "true"
    shoot("27-2-switch-on-while-blocked")
    tap(b, css(b, "[data-notifications-switch]"))
    wait_for(b, lambda d: css(d, "[data-notifications-switch]").get_attribute("aria-checked") == "false")
    assert "off" in server.cli("morning", "notifications", now=now).lower()


def test_settings_returns_to_the_tab_it_was_opened_from(server, browser, shoot):
    """Issue 27, item 6: Settings' back link and highlighted tab follow where it was opened from."""
    b = browser
    now = "2026-11-22T08:00:00-05:00"
    server.cli("morning", "onboarding", "done", now=now)
    server.cli("morning", "choose", "charles-darwin", now=now)
    server.start(now)
    for tab, title in [("routine", "Routine"), ("data", "Data"), ("explore", "Explore")]:
        b.get(server.url + f"/better-morning/{tab}")
        tap(b, css(b, "a[aria-label=Settings]"))
        wait_for(b, lambda d: "/better-morning/settings" in d.current_url)
        back = css(b, ".header a")
        assert back.text.endswith(title) and back.get_attribute("href").endswith(f"/better-morning/{tab}")
        assert css(b, ".tabbar [aria-current=page]").text == title
        if tab == "data":
            shoot("27-6-settings-from-data")
        tap(b, back)
        wait_for(b, lambda d: d.current_url.endswith(f"/better-morning/{tab}"))


SMALL_TARGETS = """
return [...document.querySelectorAll(arguments[0])].filter((el) => el.checkVisibility())
  .map((el) => [el.textContent.trim() || el.getAttribute('aria-label'), el.getBoundingClientRect()])
  .filter(([, box]) => box.width < 44 || box.height < 44).map(([name, box]) => `${name}: ${box.width}×${box.height}`);
"""


def contrast(one, other):
    def luminance(rgb):
        channels = [c / 255 for c in rgb]
        channels = [c / 12.92 if c <= 0.03928 else ((c + 0.055) / 1.055) ** 2.4 for c in channels]
        return 0.2126 * channels[0] + 0.7152 * channels[1] + 0.0722 * channels[2]
    light, dark = sorted([luminance(one), luminance(other)], reverse=True)
    return (light + 0.05) / (dark + 0.05)


def test_home_labels_are_readable_and_small_controls_are_44_px(server, browser, shoot):
    """Issue 27, item 21: the home screen's labels reach 4.5:1 on the peach gradient's top; the
    onboarding dots, "Not now", "Restore purchases" and a draft task's Delete take a 44 px tap."""
    b = browser
    now = "2026-11-22T08:00:00-05:00"
    server.start(now)
    b.get(server.url + "/")
    color = b.execute_script("return getComputedStyle(document.querySelector('.app-icon')).color")
    rgb = [int(part) for part in color[color.index("(") + 1:color.index(")")].split(",")[:3]]
    assert contrast(rgb, (0xFF, 0xD3, 0xA5)) >= 4.5, color
    shoot("27-21-home")
    b.get(server.url + "/better-morning/onboarding")
    assert b.execute_script(SMALL_TARGETS, ".dot") == []
    shoot("27-21-onboarding-dots")
    b.get(server.url + "/better-morning/paywall")
    assert b.execute_script(SMALL_TARGETS, "a.text-link, button") == []
    server.cli("morning", "onboarding", "done", now=now)
    server.cli("morning", "unlock", now=now)
    server.cli("morning", "draft", "add", "07:00", "Walk", now=now)
    b.get(server.url + "/better-morning/settings")
    assert b.execute_script(SMALL_TARGETS, ".row-button") == []
    b.get(server.url + "/better-morning/create")
    assert b.execute_script(SMALL_TARGETS, ".delete-button") == []


def test_sheets_slide_up_over_the_screen_they_came_from(server, browser, shoot):
    """Issue 27, item 19: the payment and add-task sheets show the paywall and the draft behind
    them (dimmed, out of reach), not a blank grey page."""
    b = browser
    now = "2026-11-22T08:00:00-05:00"
    server.cli("morning", "onboarding", "done", now=now)
    server.start(now)
    b.get(server.url + "/better-morning/paywall")
    tap(b, button(b, "Unlock for $0.99"))
    behind = css(b, ".sheet-behind")
    assert "Make your own mornings" in behind.get_attribute("textContent")
    assert behind.get_attribute("inert") is not None
    assert b.execute_script("return document.elementFromPoint(195, 200).closest('.sheet-backdrop') !== null")  # a tap there is the backdrop's
    tap(b, button(b, "Buy"))
    wait_for(b, lambda d: d.current_url.endswith("/better-morning/create"))
    css(b, "#title").send_keys("Sunrise")
    tap(b, css(b, "#add-task"))
    assert "New routine" in css(b, ".sheet-behind").get_attribute("textContent")
    assert css(b, ".sheet-behind input[name=title]").get_attribute("value") == "Sunrise"
    shoot("27-19-add-task-over-the-draft")


def test_an_alerts_rounded_card_has_no_square_grey_corners_behind_it(server, browser, shoot):
    """Issue 39, item 15: the dialog's own `overflow: auto` cut the card's shadow square at its box,
    so a darker grey square showed behind each rounded corner (150 against 167 beside it)."""
    import io
    from PIL import Image
    b = browser
    server.cli("morning", "onboarding", "done", now="2026-11-21T08:00:00-05:00")
    server.cli("morning", "choose", "benjamin-franklin", now="2026-11-21T08:00:00-05:00")
    server.start("2026-11-22T08:00:00-05:00")
    b.get(server.url + "/better-morning/celebrities/maya-angelou")
    tap(b, button(b, "Choose this routine"), loads=False)
    wait_for(b, lambda d: css(d, "dialog[open] .dialog").is_displayed())
    wait_for(b, lambda d: d.execute_script("return document.getAnimations().every((a) => a.playState !== 'running')"))
    box = b.execute_script("const r = document.querySelector('dialog[open]').getBoundingClientRect(); return [r.left, r.top, r.right, r.bottom]")
    left, top, right, bottom = (round(value) for value in box)
    page = Image.open(io.BytesIO(b.get_screenshot_as_png())).convert("RGB")
    for inside, outside in [((left + 1, bottom - 2), (left - 3, bottom - 2)), ((right - 2, bottom - 2), (right + 2, bottom - 2))]:
        shade, beside = page.getpixel(inside), page.getpixel(outside)
        assert max(abs(a - b) for a, b in zip(shade, beside)) <= 6, (inside, shade, outside, beside)
    shoot("bm-39-03-alert-corners")
