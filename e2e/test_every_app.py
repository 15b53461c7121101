"""What every app's pages do the same way, through the suite's page script (pages.js)."""
import pytest

from browser import all_css, button, css, tap, wait_for

NOW = "2026-11-22T08:00:00-05:00"


def test_a_notice_is_said_once_not_again_on_reload(server, browser, shoot):
    """Issue 27, item 5: "Thank you!" after buying, then a reload: the notice is gone, in every app."""
    b = browser
    server.cli("morning", "onboarding", "done", now=NOW)
    server.cli("challenges", "onboarding", "done", now=NOW)
    server.cli("challenges", "create", "Quick", "--days", "7", now=NOW)
    server.cli("habits", "add", "Read", now=NOW)
    server.start(NOW)
    # Better Morning: the purchase's thanks.
    b.get(server.url + "/better-morning/paywall")
    tap(b, button(b, "Unlock for $0.99"))
    tap(b, button(b, "Buy"))
    wait_for(b, lambda d: d.current_url.endswith("/better-morning/create"))
    assert "Thank you!" in css(b, ".notice").text
    shoot("27-5-thanks-once")
    b.refresh()
    wait_for(b, lambda d: css(d, "main"))
    assert not all_css(b, ".notice")
    # MyHabitLab and Ultimate: an address with a notice shows it, then drops it from the address.
    for page, text in [("/my-habit-lab/today?notice=created", "Habit created"), ("/ultimate/challenges?notice=saved", "Saved.")]:
        b.get(server.url + page)
        wait_for(b, lambda d: "notice=" not in d.current_url)
        assert text in css(b, ".notice").text
        b.refresh()
        wait_for(b, lambda d: css(d, "main"))
        assert not all_css(b, ".notice"), page
