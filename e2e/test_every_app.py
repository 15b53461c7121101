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


LAST_ROW_CLEAR_OF_TAB_BAR = """
window.scrollTo(0, document.documentElement.scrollHeight);
const bar = document.querySelector('.tabbar');
if (!bar) return null;
const controls = [...document.querySelectorAll('main a, main button, main input, main select, main summary')]
  .filter((el) => el.checkVisibility({ visibilityProperty: true, opacityProperty: true }));
if (!controls.length) return 'no controls';
const last = controls.reduce((a, b) => (b.getBoundingClientRect().bottom > a.getBoundingClientRect().bottom ? b : a));
return [last.getBoundingClientRect().bottom, bar.getBoundingClientRect().top, last.outerHTML.slice(0, 80)];
"""


def test_pages_end_above_the_tab_bar(server, browser, shoot):
    """Issue 27, item 17: scrolled to its end, a long page's last control is clear of the tab bar,
    so a tap meant for it never hits a tab."""
    b = browser
    server.cli("morning", "onboarding", "done", now=NOW)
    server.cli("morning", "choose", "charles-darwin", now=NOW)
    for name in ["Read", "Gym", "Walk", "Water", "Stretch", "Journal", "Meditate", "Floss"]:
        server.cli("habits", "add", name, now=NOW)
    server.cli("challenges", "onboarding", "done", now=NOW)
    server.cli("challenges", "create", "Quick", "--days", "7", now=NOW)
    for name in ["Walk", "Read", "Stretch", "Journal", "Plank", "Squats", "Water", "Sleep"]:
        server.cli("challenges", "task", "add", "Quick", name, now=NOW)
    server.start(NOW)
    b.get(server.url + "/ultimate/challenges")
    plan = css(b, "a[href*='/ultimate/challenges/']").get_attribute("href")
    pages = ["/better-morning/explore", "/better-morning/routine", "/better-morning/data", "/better-morning/settings",
             "/my-habit-lab/today", "/my-habit-lab/stats", "/my-habit-lab/settings",
             "/ultimate/today", "/ultimate/challenges", plan.replace(server.url, ""), "/ultimate/progress", "/ultimate/profile"]
    for page in pages:
        b.get(server.url + page)
        wait_for(b, lambda d: css(d, "main"))
        answer = b.execute_script(LAST_ROW_CLEAR_OF_TAB_BAR)
        assert answer is not None, f"{page} has no tab bar"
        if answer == "no controls":
            continue

        bottom, bar_top, what = answer
        assert bottom <= bar_top, f"{page}: {what} ends at {bottom}, under the tab bar at {bar_top}"
    shoot("27-17-plan-end")


def test_dates_times_numbers_and_weeks_follow_the_locale(server, browser, shoot):
    """Issue 27, item 11: started with en_GB, every app writes dates the British way and starts
    its weeks on Monday, in the habit form's weekday picker as in the calendar."""
    b = browser
    server.cli("morning", "onboarding", "done", now=NOW)
    server.cli("morning", "choose", "tim-cook", now=NOW)
    server.cli("habits", "add", "Run", "--unit", "km", "--target", "2.5", now=NOW)
    server.cli("challenges", "onboarding", "done", now=NOW)
    server.cli("challenges", "start", "75-hard", now=NOW)
    server.start("2026-11-23T08:00:00-05:00", locale="en_GB")
    # MyHabitLab: Today's date, the picker's first day, the calendar's first column.
    b.get(server.url + "/my-habit-lab/today")
    wait_for(b, lambda d: css(d, ".header-subtitle"))
    assert css(b, ".header-subtitle").text == "Mon, 23 Nov 2026"
    shoot("27-11-en-gb-today")
    b.get(server.url + "/my-habit-lab/habits/new")
    picker = [label.text for label in all_css(b, ".weekday-picker:not(.small) .weekday span")]
    assert picker == ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"], picker
    b.get(server.url + "/my-habit-lab/today")
    tap(b, css(b, "a.habit-body"))
    wait_for(b, lambda d: all_css(d, ".cal-head span"))
    assert [s.get_attribute("textContent") for s in all_css(b, ".cal-head span")][0] == "Mon"
    shoot("27-11-en-gb-habit")
    # Better Morning: the clock reads 24-hour.
    b.get(server.url + "/better-morning/routine")
    wait_for(b, lambda d: "Wake up" in d.find_element("css selector", "main").text)
    assert "03:45" in b.find_element("css selector", "main").text and " AM" not in b.find_element("css selector", "main").text
    shoot("27-11-en-gb-routine")
    # Ultimate: "Monday 23 November".
    b.get(server.url + "/ultimate/today")
    wait_for(b, lambda d: "Monday 23 November" in d.find_element("css selector", "body").text)
    shoot("27-11-en-gb-ultimate")
