"""Issue 39, "A page that holds": a tap while the server is down keeps the page and says so, in
every app; error toasts hide what is under them."""
from browser import all_css, css, tap, wait_for

NOW = "2026-11-22T08:00:00-05:00"
NOT_ANSWERING = "The app is not answering. Nothing was changed."


def test_a_tap_while_the_server_is_down_keeps_the_page_and_says_so(server, browser, shoot):
    b = browser
    server.cli("habits", "add", "Read", now=NOW)
    server.cli("morning", "onboarding", "done", now="2026-11-21T08:00:00-05:00")
    server.cli("morning", "choose", "charles-darwin", now="2026-11-21T08:00:00-05:00")
    server.start(NOW)
    pages = [("/my-habit-lab/today", "button.check"), ("/better-morning/routine", "button.task")]
    for path, control in pages:
        b.get(server.url + path)
        css(b, control)
        server.stop()
        tap(b, all_css(b, control)[0], loads=False)
        wait_for(b, lambda d: css(d, "#js-alert").is_displayed())
        assert css(b, "#js-alert").text == NOT_ANSWERING
        assert b.current_url == server.url + path and css(b, control)
        shoot("pages-39-01-not-answering-" + path.split("/")[1])
        server.start(NOW)


def test_a_long_habit_name_ellipsizes_inside_its_widget_cell(server, browser, shoot):
    b = browser
    server.cli("habits", "add", "Read the whole of War and Peace, a chapter each morning", now=NOW)
    server.cli("habits", "add", "Walk", now=NOW)
    server.start(NOW)
    for size in ["small", "medium"]:
        b.get(server.url + f"/my-habit-lab/widget/{size}")
        widget = css(b, ".widget").rect
        for item in all_css(b, ".widget-item"):
            cell = item.rect
            assert cell["x"] >= widget["x"] and cell["x"] + cell["width"] <= widget["x"] + widget["width"], (size, cell, widget)
        name = css(b, ".widget-name")
        assert b.execute_script("return arguments[0].scrollWidth > arguments[0].clientWidth", name)  # cut with an ellipsis
        shoot(f"mhl-39-03-widget-{size}-long-name")


def test_keyboard_focus_never_hides_under_the_floating_tab_bar(server, browser, shoot):
    from selenium.webdriver.common.action_chains import ActionChains
    from selenium.webdriver.common.keys import Keys
    b = browser
    for number in range(12):
        server.cli("habits", "add", f"Habit {number + 1}", now=NOW)
    server.cli("challenges", "onboarding", "done", now=NOW)
    server.cli("challenges", "start", "75-hard", now=NOW)
    server.start(NOW)
    for path in ["/my-habit-lab/today", "/ultimate/today"]:
        b.get(server.url + path)
        hidden = []
        for _ in range(60):
            ActionChains(b).send_keys(Keys.TAB).perform()  # to the page, never into a file field
            hidden += b.execute_script("""
                const focused = document.activeElement, bar = document.querySelector('.tabbar');
                if (!focused || !bar || focused.closest('.tabbar') || focused === document.body) return [];
                const rect = focused.getBoundingClientRect();
                return rect.height > 0 && rect.bottom > bar.getBoundingClientRect().top ? [focused.outerHTML.slice(0, 80)] : [];""")
        assert not hidden, (path, hidden[:3])
    shoot("pages-39-02-focus-above-the-tab-bar")


def test_back_to_onboardings_first_step_shows_the_first_step(server, browser, shoot):
    b = browser
    server.start(NOW)
    b.get(server.url + "/better-morning/onboarding")
    tap(b, css(b, "#step-1 a[data-next]"), loads=False)
    wait_for(b, lambda d: d.execute_script("return document.getElementById('carousel').scrollLeft") > 100)
    b.back()
    wait_for(b, lambda d: d.execute_script("return document.getElementById('carousel').scrollLeft") == 0)
    shoot("bm-39-02-back-to-the-first-step")


def test_an_error_toast_hides_what_is_under_it(server, browser):
    b = browser
    server.cli("challenges", "onboarding", "done", now=NOW)
    server.start(NOW)
    for path in ["/ultimate/challenges", "/my-habit-lab/today", "/better-morning/explore"]:
        b.get(server.url + path)
        b.execute_script("HabitSuite.showAlert('The app is not answering. Nothing was changed.')")
        color = b.execute_script("return getComputedStyle(document.getElementById('js-alert')).backgroundColor")
        # Opaque: `rgb(…)` or `color(srgb r g b)`, never with an alpha (`rgba(…)`, `color(… / 0.22)`).
        assert not color.startswith("rgba(") and "/" not in color, (path, color)
