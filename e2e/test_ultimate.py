"""Ultimate in a real browser at 390×844: start 75 Hard from the gallery, log each kind of task,
the design tokens and both appearances, and a strict reset explained after the grace."""
from selenium.webdriver.common.by import By

from browser import all_css, button, css, tap, type_into

ROOT = "/ultimate"


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
    assert b.current_url.endswith(f"{ROOT}/today")
    tap(b, button(b, "Challenges"))
    shoot("ult-01-challenges")
    tap(b, css(b, f"a.template-tile[href='{ROOT}/templates/75-hard']"))
    assert "Any task missed sends you back to day 1" in css(b, "main").text
    shoot("ult-02-template")
    tap(b, button(b, "Start 75 Hard"))
    assert "Challenge started" in css(b, ".notice").text
    assert "Day 1 of 75" in css(b, ".progress-card").text
    shoot("ult-03-challenge")

    tap(b, button(b, "Today"))
    groups = [h.text for h in all_css(b, ".group-title h2")]
    assert groups == ["Mobility", "75 Hard"], groups
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
    shoot("ult-07-strict-reset")
    tap(b, button(b, "Abandon…"))
    shoot("ult-08-abandon")
    tap(b, css(b, ".dialog button.destructive"))
    assert "Abandoned" in css(b, ".notice").text
    assert "Restart at day 1" in css(b, "main").text
