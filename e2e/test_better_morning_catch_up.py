"""Better Morning after a long absence (issue 40, item 1): more days than a catch-up closes by
itself wait, and the Routine tab asks before closing them."""
from conftest import SCREENSHOTS, make_browser
from browser import all_css, css, tap, wait_for


def test_a_long_absence_asks_before_closing_the_days(server, browser, shoot):
    server.cli("morning", "choose", "tim-cook", now="2026-11-21T08:00:00-05:00")
    server.cli("morning", "onboarding", "done", now="2026-11-21T08:00:00-05:00")
    # 62 days later (a long trip, or a clock that ran ahead): nothing is closed until asked.
    server.start("2027-01-22T08:00:00-05:00")
    b = browser
    b.get(server.url + "/better-morning/routine")
    question = css(b, ".open-days")
    assert "61 days are still open" in question.text
    assert "Sun, Nov 22, 2026 through Thu, Jan 21, 2027" in question.text
    assert all_css(b, "button.task"), "today's tasks stay checkable"
    shoot("bm-open-days-light")
    dark = make_browser(dark=True)
    try:
        dark.get(server.url + "/better-morning/routine")
        css(dark, ".open-days")
        dark.save_screenshot(str(SCREENSHOTS / "bm-open-days-dark.png"))
    finally:
        dark.quit()
    b.get(server.url + "/better-morning/routine?day=2026-12-01")
    assert not all_css(b, ".task.is-missed"), "a day not closed shows no missed task"

    b.get(server.url + "/better-morning/routine")
    tap(b, css(b, ".open-days button"))
    wait_for(b, lambda d: "The open days are closed" in d.page_source)
    assert not all_css(b, ".open-days")
    shoot("bm-open-days-closed")
    b.get(server.url + "/better-morning/routine?day=2026-12-01")
    assert all_css(b, ".task.is-missed")
    assert "Closed" not in server.cli("morning", "close-days", now="2027-01-22T09:00:00-05:00")
