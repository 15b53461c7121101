"""Better Morning's run mode in Chromium: Start from today, a countdown that survives a reload,
Done and Skip, a check made elsewhere, and the celebration at the end."""
import re
import time

from browser import all_css, button, css, tap, wait_for
from test_interactions import onboarded


def seconds(text):
    minutes, secs = text.split(":")
    return int(minutes) * 60 + int(secs)


def test_a_run_from_start_to_celebration(server, browser, shoot):
    b = browser
    # Tim Cook: 3:45 Wake up, 4:00 Read customer emails, 5:00 One hour at the gym.
    onboarded(server, "2026-11-23T03:50:00-05:00", routine="tim-cook", chosen_at="2026-11-22T08:00:00-05:00")
    b.get(server.url + "/better-morning/routine")
    tap(b, button(b, "▶ Start"))
    assert css(b, ".run-title").text == "Wake up"
    assert not all_css(b, ".tabbar")
    first = seconds(css(b, "[data-countdown-value]").text)
    assert 880 <= first <= 900
    time.sleep(2.2)
    assert seconds(css(b, "[data-countdown-value]").text) <= first - 2
    shoot("bm-run-1-step")
    # A reload continues the countdown rather than starting it over.
    b.refresh()
    wait_for(b, lambda d: seconds(css(d, "[data-countdown-value]").text) <= first - 2)
    # Done: task 1 is checked and the run moves on.
    tap(b, button(b, "Done"))
    assert css(b, ".run-title").text == "Read customer emails"
    assert css(b, ".run-progress").get_attribute("value") == "1"
    assert seconds(css(b, "[data-countdown-value]").text) > 3500  # 4:00 → 5:00
    # Skip leaves it untouched.
    tap(b, button(b, "Skip"))
    assert css(b, ".run-title").text == "One hour at the gym"
    assert "The last task lasts" in css(b, ".last-step").text
    # The last task's length is the user's to change.
    field = css(b, "#last-step-minutes")
    field.clear()
    field.send_keys("25")
    tap(b, button(b, "Change"))
    assert 1490 <= seconds(css(b, "[data-countdown-value]").text) <= 1500
    shoot("bm-run-2-last")
    # A check made elsewhere (the CLI, another page) shows in the run.
    server.cli("morning", "check", "2", now="2026-11-23T04:10:00-05:00")
    b.refresh()
    assert "Read customer emails, 4:00 AM, done" in [row.get_attribute("aria-label") for row in all_css(b, ".run-row")]
    tap(b, button(b, "Done"))
    assert css(b, ".run-end .run-title").text == "Routine complete"
    assert css(b, ".run-summary").text == "✓ 3 of 3 tasks done today"
    shoot("bm-run-3-end")
    tap(b, button(b, "Back to today"))
    assert css(b, ".progress").text == "3 of 3 done"


def test_a_run_starts_from_any_task(server, browser):
    b = browser
    onboarded(server, "2026-11-23T03:50:00-05:00", routine="tim-cook", chosen_at="2026-11-22T08:00:00-05:00")
    b.get(server.url + "/better-morning/run")
    rows = all_css(b, ".run-row")
    tap(b, rows[2])
    assert css(b, ".run-title").text == "One hour at the gym"
    assert re.search(r"Task 3 of 3", css(b, ".run-count").text)
    tap(b, button(b, "Done"))
    assert css(b, ".run-end .run-title").text == "That's your morning"
    assert css(b, ".run-summary").text == "✓ 1 of 3 tasks done today"


def test_the_server_delivers_a_due_reminder_with_no_page_open(server, browser, tmp_path):
    """The running server hands the reminder to its notifier command at the first task's time;
    a page opened afterwards does not show it again."""
    shown = tmp_path / "shown.txt"
    server.cli("morning", "onboarding", "done", now="2026-11-22T08:00:00-05:00")
    server.cli("morning", "choose", "benjamin-franklin", now="2026-11-22T08:00:00-05:00")
    server.start("2026-11-23T04:59:57-05:00", notify_command=f"printf '%s|%s\\n' >> '{shown}'")
    deadline = time.time() + 25
    while time.time() < deadline and not shown.exists():
        time.sleep(0.5)
    assert shown.read_text() == "Better Morning|Time for Benjamin Franklin: your routine starts at 5:00 AM.\n"
    browser.get(server.url + "/better-morning/routine")
    time.sleep(1.5)
    assert not css(browser, "#reminder-banner").is_displayed()
    assert shown.read_text().count("\n") == 1


def test_a_reminder_that_fell_due_while_no_page_was_open_shows_when_the_app_is_next_opened(server, browser, shoot):
    server.cli("morning", "onboarding", "done", now="2026-11-22T08:00:00-05:00")
    server.cli("morning", "choose", "benjamin-franklin", now="2026-11-22T08:00:00-05:00")
    server.start("2026-11-23T09:30:00-05:00")
    browser.get(server.url + "/better-morning/explore")
    wait_for(browser, lambda d: css(d, "#reminder-banner").is_displayed())
    assert "Time for Benjamin Franklin" in css(browser, "#reminder-banner").text
    shoot("bm-reminder-late")
    browser.get(server.url + "/better-morning/routine")
    time.sleep(1.5)
    assert not css(browser, "#reminder-banner").is_displayed()
