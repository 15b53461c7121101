"""Accessibility, checked by a real engine (issue 27, item 22): axe-core, from axe-selenium-python,
runs on every screen of every app in light and dark and fails on any serious or critical violation;
and the keyboard: Tab reaches the controls in reading order, each with a visible focus ring, and
never anything hidden or behind a sheet.

The screens are drawn from worlds: data directories made by the apps' own commands, each served by
its own server, started once for the module when first needed (first launch, after onboarding with
nothing yet, a routine chosen today, and a few days of real data)."""
import json
import pathlib
import re
import shutil
import tempfile
import urllib.request

import pytest
from axe_selenium_python import Axe
from selenium.webdriver.common.action_chains import ActionChains
from selenium.webdriver.common.keys import Keys

from browser import css, wait_for
from conftest import Server, make_browser

NOW = "2026-11-22T08:00:00-05:00"
BEFORE = "2026-11-20T08:00:00-05:00"
YESTERDAY = "2026-11-21T08:00:00-05:00"
UUID = "[0-9A-F]{8}-[0-9A-F]{4}-[0-9A-F]{4}-[0-9A-F]{4}-[0-9A-F]{12}"
MISSING = "00000000-0000-4000-8000-000000000000"


# MARK: - Worlds


class World:
    """One data directory made by the apps' commands, and its server (started when first asked)."""

    def __init__(self, name, *seeds, base=None):
        self.name = name
        self.directory = pathlib.Path(tempfile.mkdtemp(prefix=f"habitsuite-a11y-{name}-"))
        if base:  # a copy of another world's data, before any server opened it
            shutil.rmtree(self.directory)
            shutil.copytree(base.directory, self.directory)
        self.server = Server(self.directory)
        for seed in seeds:
            seed(self)

    def start(self):
        if not self.server.process:
            self.server.start(NOW)
        return self

    def cli(self, app, *arguments, now=NOW):
        return self.server.cli(app, *arguments, now=now)

    def json(self, app, *arguments):
        return json.loads(self.cli(app, *arguments, "--json"))

    def link(self, page, pattern):
        """The first address on `page` matching `pattern`: the link a person would follow."""
        with urllib.request.urlopen(self.server.url + page) as response:
            html = response.read().decode()
        found = re.search(f'href="({pattern})"', html)
        assert found, f"no link like {pattern} on {page}"
        return found.group(1).replace("&amp;", "&")

    def stop(self):
        self.server.stop()
        shutil.rmtree(self.directory, ignore_errors=True)


def seed_new(world):
    """First launch: nothing at all."""


def seed_empty(world):
    """Onboarding done in every app, and nothing else (MyHabitLab's welcome is answered "Not now"
    on the page: no command says it)."""
    world.cli("morning", "onboarding", "done")
    world.cli("challenges", "onboarding", "done")


def seed_chosen(world):
    """Better Morning: Franklin's routine chosen today, starting tomorrow."""
    world.cli("morning", "onboarding", "done")
    world.cli("morning", "choose", "benjamin-franklin")


def seed_lived_in(world):
    """A few days of each app: Darwin's routine since yesterday with a task done today, the unlock and a
    draft; habits with days, a note, a reminder and one archived; 75 Soft, 75 Hard (reset for a
    missed day) and Couch to 5K since the 20th, a quick challenge done today, one starting
    tomorrow, a profile and two photo sessions."""
    world.cli("morning", "choose", "charles-darwin", now=BEFORE)
    for arguments in [("onboarding", "done"), ("notifications", "on"), ("check", "1"), ("unlock",),
                      ("draft", "title", "Mine"), ("draft", "add", "07:00", "Walk")]:
        world.cli("morning", *arguments)
    for arguments in [("add", "Read", "--unit", "pages", "--target", "20"), ("add", "Gym"), ("add", "Old"), ("archive", "Old"),
                      ("set", "Read", "25"), ("toggle", "Gym", "--day", "2026-11-21"), ("toggle", "Gym", "--day", "2026-11-20"),
                      ("note", "Gym", "Felt good", "--day", "2026-11-21"), ("reminder", "add", "Read", "21:00")]:
        world.cli("habits", *arguments)
    for template in ["75-soft", "75-hard", "couch-to-5k"]:
        world.cli("challenges", "start", template, now=BEFORE)
    for arguments in [("profile", "--name", "Sam", "--height", "175", "--weight", "70"),
                      ("create", "Quick", "--days", "7"), ("task", "add", "Quick", "Walk"), ("complete", "Quick", "Walk"),
                      ("create", "Evening", "--days", "14", "--start", "2026-11-23"),
                      ("task", "add", "Evening", "Stretch", "--checklist", "Hips, Back", "--at", "21:00"),
                      ("task", "add", "Evening", "Weigh", "--quantity", "80", "--unit", "kg"),
                      ("log", "75 Soft", "Water", "2"), ("timer", "start", "75 Soft", "Workout")]:
        world.cli("challenges", *arguments)
    from PIL import Image
    photo = world.directory / "photo.jpg"
    Image.new("RGB", (240, 320), (30, 160, 120)).save(photo, "JPEG")
    world.cli("challenges", "photos", "add", str(photo), "--angle", "front", now=YESTERDAY)
    world.cli("challenges", "photos", "add", str(photo), "--angle", "side")
    photo.unlink()


def seed_dark_appearance(world):
    """Ultimate's and MyHabitLab's own appearance set to dark (the page is dark in a light browser)."""
    world.cli("challenges", "profile", "--appearance", "dark")
    world.cli("habits", "settings", "--appearance", "dark")


# MARK: - Screens


class Screen:
    """One screen: its app, name and world, and how to reach it: an address (or a function of the
    world giving one), then optionally what a person does there (`act(driver)`); `error`: the app's
    error page."""

    def __init__(self, app, name, world, address, act=None, error=False):
        self.app, self.name, self.world, self.address, self.act, self.error = app, name, world, address, act, error

    @property
    def id(self):
        return f"{self.app}/{self.name}"


def challenge_ids(world):
    """Ultimate's challenges' ids by name, as its command lists them."""
    return {item["name"]: item["id"] for item in world.json("challenges", "list")}


def habit(name, suffix="", archived=False):
    """The address of a MyHabitLab habit's page (and `suffix`), by its name."""
    def address(world):
        listed = world.json("habits", "list", *(["--archived"] if archived else []))
        return "/my-habit-lab/habits/" + next(h["id"] for h in listed if h["name"] == name) + suffix
    return address


def challenge(name, suffix=""):
    return lambda world: f"/ultimate/challenges/{challenge_ids(world)[name]}{suffix}"


def challenge_task(name, task, suffix=""):
    def address(world):
        shown = world.json("challenges", "show", name)
        task_id = next(t["id"] for t in shown["tasks"] if t["name"] == task)
        return f"/ultimate/challenges/{shown['summary']['id']}/tasks/{task_id}{suffix}"
    return address


def compared(world):
    sessions = world.json("challenges", "photos", "list")
    return f"/ultimate/photos/compare?a={sessions[-1]['id']}&b={sessions[0]['id']}"


def photo(suffix=""):
    def address(world):
        sessions = world.json("challenges", "photos", "list")
        return f"/ultimate/photos/{sessions[0]['photos'][0]['id']}{suffix}"
    return address


def sent_with(form, **values):
    """Fills `form`'s fields with `values` (the browser's own checks off, as a person typing what
    the server refuses would meet them) and sends it; the page shows the server's answer."""
    def act(driver):
        driver.execute_script("""
            const form = document.querySelector(arguments[0]);
            for (const [name, value] of Object.entries(arguments[1])) form.elements[name].value = value;
            form.noValidate = true;
            form.requestSubmit();""", form, values)
        wait_for(driver, lambda d: d.execute_script(
            "return document.readyState === 'complete' && !!document.querySelector('[aria-invalid=true], .field-error, .alert')"))
    return act


def not_now(driver):
    """MyHabitLab's welcome answered "Not now": Today with no habit."""
    driver.execute_script("window.sentAway = true; document.querySelector('.welcome form').requestSubmit()")
    wait_for(driver, lambda d: d.execute_script("return !window.sentAway && document.readyState === 'complete'"))


def imported(driver):
    """Settings after importing the app's own export: the import's summary."""
    with tempfile.TemporaryDirectory() as directory:
        export = pathlib.Path(directory) / "export.json"
        with urllib.request.urlopen(driver.current_url.replace("/settings", "/settings/export/json")) as response:
            export.write_bytes(response.read())
        field = css(driver, "input[type=file]")
        field.send_keys(str(export))
        driver.execute_script("arguments[0].form.requestSubmit()", field)
        wait_for(driver, lambda d: "import=" in d.current_url and d.execute_script("return document.readyState === 'complete'"))


BM, MHL, ULT = "better-morning", "my-habit-lab", "ultimate"

SCREENS = [
    Screen("suite", "home", "new", "/"),

    Screen(BM, "onboarding", "new", "/better-morning/onboarding"),
    Screen(BM, "explore-first", "empty", "/better-morning/explore"),
    Screen(BM, "routine-none", "empty", "/better-morning/routine"),
    Screen(BM, "run-none", "empty", "/better-morning/run", error=True),
    Screen(BM, "data-none", "empty", "/better-morning/data"),
    Screen(BM, "settings-locked", "empty", "/better-morning/settings"),
    Screen(BM, "paywall", "empty", "/better-morning/paywall?from=explore"),
    Screen(BM, "payment-sheet", "empty", "/better-morning/paywall/sheet?from=explore"),
    Screen(BM, "routine-starts-tomorrow", "chosen", "/better-morning/routine"),
    Screen(BM, "explore", "lived-in", "/better-morning/explore"),
    Screen(BM, "profile-active", "lived-in", "/better-morning/celebrities/charles-darwin"),
    Screen(BM, "profile", "lived-in", "/better-morning/celebrities/benjamin-franklin"),
    Screen(BM, "switch-confirm", "lived-in", "/better-morning/celebrities/benjamin-franklin/choose"),
    Screen(BM, "routine", "lived-in", "/better-morning/routine"),
    Screen(BM, "routine-yesterday", "lived-in", "/better-morning/routine?day=2026-11-21"),
    Screen(BM, "run", "lived-in", "/better-morning/run"),
    Screen(BM, "run-task", "lived-in", lambda w: w.link("/better-morning/run", r"/better-morning/run\?task=\d+")),
    Screen(BM, "run-end", "lived-in", "/better-morning/run?end=1"),
    Screen(BM, "data", "lived-in", "/better-morning/data"),
    Screen(BM, "delete-confirm", "lived-in", lambda w: w.link("/better-morning/data", r"/better-morning/data/\d+/delete")),
    Screen(BM, "settings", "lived-in", "/better-morning/settings"),
    Screen(BM, "reset-confirm", "lived-in", "/better-morning/settings/reset"),
    Screen(BM, "create", "lived-in", "/better-morning/create"),
    Screen(BM, "add-task-sheet", "lived-in", "/better-morning/create/add"),
    Screen(BM, "add-task-refused", "lived-in", "/better-morning/create/add", sent_with("form.sheet-form, .sheet form", title="")),
    Screen(BM, "edit-task-sheet", "lived-in", lambda w: w.link("/better-morning/create", r"/better-morning/create/tasks/\d+")),
    Screen(BM, "save-confirm", "lived-in", "/better-morning/create/save"),
    Screen(BM, "not-found", "lived-in", "/better-morning/no-such-screen", error=True),
    Screen(BM, "unknown-celebrity", "lived-in", "/better-morning/celebrities/nobody", error=True),

    Screen(MHL, "welcome", "new", "/my-habit-lab/welcome"),
    Screen(MHL, "first-habit", "new", "/my-habit-lab/habits/new?first=1"),
    Screen(MHL, "today-none", "empty", "/my-habit-lab/welcome", not_now),
    Screen(MHL, "stats-none", "empty", "/my-habit-lab/stats"),
    Screen(MHL, "settings-none", "empty", "/my-habit-lab/settings"),
    Screen(MHL, "today", "lived-in", "/my-habit-lab/today"),
    Screen(MHL, "habit-measurable", "lived-in", habit("Read")),
    Screen(MHL, "habit", "lived-in", habit("Gym")),
    Screen(MHL, "habit-last-year", "lived-in", habit("Gym", "?year=2025")),
    Screen(MHL, "habit-last-month", "lived-in", habit("Gym", "?month=2026-10")),
    Screen(MHL, "habit-archived", "lived-in", habit("Old", archived=True)),
    Screen(MHL, "edit-habit", "lived-in", habit("Read", "/edit")),
    Screen(MHL, "day-sheet", "lived-in", habit("Gym", "/days/2026-11-21")),
    Screen(MHL, "day-sheet-measurable", "lived-in", habit("Read", "/days/2026-11-22")),
    Screen(MHL, "delete-confirm", "lived-in", habit("Gym", "/delete")),
    Screen(MHL, "new-habit", "lived-in", "/my-habit-lab/habits/new"),
    Screen(MHL, "new-habit-refused", "lived-in", "/my-habit-lab/habits/new", sent_with("form.habit-form, main form", name="")),
    Screen(MHL, "stats", "lived-in", "/my-habit-lab/stats"),
    Screen(MHL, "settings", "lived-in", "/my-habit-lab/settings"),
    Screen(MHL, "settings-imported", "lived-in", "/my-habit-lab/settings", imported),
    Screen(MHL, "widget-small", "lived-in", "/my-habit-lab/widget/small"),
    Screen(MHL, "widget-medium", "lived-in", "/my-habit-lab/widget/medium"),
    Screen(MHL, "not-found", "lived-in", "/my-habit-lab/no-such-screen", error=True),
    Screen(MHL, "unknown-habit", "lived-in", f"/my-habit-lab/habits/{MISSING}", error=True),

    Screen(ULT, "welcome", "new", "/ultimate/welcome"),
    Screen(ULT, "welcome-details", "new", "/ultimate/welcome?step=details"),
    Screen(ULT, "welcome-reminders", "new", "/ultimate/welcome?step=notifications"),
    Screen(ULT, "welcome-highlights", "new", "/ultimate/welcome?step=highlights"),
    Screen(ULT, "welcome-challenge", "new", "/ultimate/welcome?step=challenge"),
    Screen(ULT, "today-none", "empty", "/ultimate/today"),
    Screen(ULT, "progress-none", "empty", "/ultimate/progress"),
    Screen(ULT, "photos-none", "empty", "/ultimate/photos"),
    Screen(ULT, "profile-none", "empty", "/ultimate/profile"),
    Screen(ULT, "today", "lived-in", "/ultimate/today"),
    Screen(ULT, "today-celebration", "lived-in", lambda w: f"/ultimate/today?celebrate={challenge_ids(w)['Quick']}"),
    Screen(ULT, "yesterday", "lived-in", "/ultimate/days/2026-11-21"),
    Screen(ULT, "task-quantity", "lived-in", challenge_task("75 Soft", "Water")),
    Screen(ULT, "task-timer", "lived-in", challenge_task("75 Soft", "Workout")),
    Screen(ULT, "challenges", "lived-in", "/ultimate/challenges"),
    Screen(ULT, "template", "lived-in", "/ultimate/templates/75-hard"),
    Screen(ULT, "water-fast", "lived-in", "/ultimate/templates/water-fast"),
    Screen(ULT, "new-challenge", "lived-in", "/ultimate/challenges/new"),
    Screen(ULT, "new-challenge-refused", "lived-in", "/ultimate/challenges/new", sent_with("main form", name="Evening", days="0")),
    Screen(ULT, "challenge", "lived-in", challenge("75 Soft")),
    Screen(ULT, "challenge-reset", "lived-in", challenge("75 Hard")),
    Screen(ULT, "plan", "lived-in", challenge("Evening")),
    Screen(ULT, "new-task", "lived-in", challenge("Evening", "/tasks/new")),
    Screen(ULT, "edit-task", "lived-in", challenge_task("Evening", "Weigh", "/edit")),
    Screen(ULT, "remove-task", "lived-in", challenge_task("Evening", "Weigh", "/remove")),
    Screen(ULT, "abandon", "lived-in", challenge("75 Soft", "/abandon")),
    Screen(ULT, "progress", "lived-in", "/ultimate/progress"),
    Screen(ULT, "photos", "lived-in", "/ultimate/photos"),
    Screen(ULT, "session", "lived-in", lambda w: w.link("/ultimate/photos", f"/ultimate/photos/sessions/{UUID}")),
    Screen(ULT, "photo", "lived-in", photo()),
    Screen(ULT, "delete-photo", "lived-in", photo("/delete")),
    Screen(ULT, "compare", "lived-in", compared),
    Screen(ULT, "profile", "lived-in", "/ultimate/profile"),
    Screen(ULT, "reset-confirm", "lived-in", "/ultimate/profile/reset"),
    Screen(ULT, "design", "lived-in", "/ultimate/design"),
    Screen(ULT, "not-found", "lived-in", "/ultimate/no-such-screen", error=True),
    Screen(ULT, "unknown-challenge", "lived-in", f"/ultimate/challenges/{MISSING}", error=True),
]

# Each screen in a light and a dark browser; Ultimate's too with its own appearance set to dark in
# a light browser (its "system" appearance follows the browser).
SCHEMES = {"light": "light", "dark": "dark", "appearance-dark": "light"}
CASES = [pytest.param(scheme, screen, id=f"{screen.id}-{scheme}")
         for scheme in SCHEMES for screen in SCREENS if scheme != "appearance-dark" or screen.app in (ULT, MHL)]


@pytest.fixture(scope="module")
def worlds():
    made = {"new": World("new", seed_new), "empty": World("empty", seed_empty),
            "chosen": World("chosen", seed_chosen), "lived-in": World("lived-in", seed_lived_in)}
    for name in list(made):
        made[f"{name}+dark"] = World(f"{name}-dark", seed_dark_appearance, base=made[name])
    yield made
    for world in made.values():
        world.stop()


@pytest.fixture(scope="module")
def browsers():
    """A browser per colour scheme, made when first needed, closed with the module."""
    made = {}

    def browser(scheme):
        if scheme not in made:
            driver = make_browser(dark=scheme == "dark")
            dark = driver.execute_script("return matchMedia('(prefers-color-scheme: dark)').matches")
            assert dark == (scheme == "dark"), f"the {scheme} browser prefers the other scheme"
            made[scheme] = driver
        return made[scheme]
    yield browser
    for driver in made.values():
        driver.quit()


def open_screen(driver, world, screen):
    address = screen.address(world) if callable(screen.address) else screen.address
    driver.get(world.server.url + address)
    if screen.act:
        screen.act(driver)
    return address


# MARK: - axe-core

# Waits until no animation that ends is running, nor starts within 200 ms (a sheet sliding up,
# confetti falling behind the tab bar, a toast a script shows after the page loads): 25 s at most
# (within WebDriver's 30 s for a script),
# since a loaded machine can stretch a 2 s animation well past a few seconds, and axe measuring
# confetti mid-fall behind a label reports a contrast the page at rest never has (issue 40, item 10).
SETTLED = """
const done = arguments[arguments.length - 1];
const deadline = Date.now() + 25000;
const running = () => document.getAnimations()
  .filter((a) => a.playState === 'running' && a.effect && a.effect.getComputedTiming().endTime !== Infinity);
(function settle(quiet) {
  const now = running();
  if (Date.now() > deadline) return done(false);
  const late = new Promise((resolve) => setTimeout(resolve, deadline - Date.now()));
  if (now.length) return Promise.race([Promise.all(now.map((a) => a.finished.catch(() => null))), late]).then(() => settle(0));
  if (quiet >= 2) return requestAnimationFrame(() => done(true));
  setTimeout(() => settle(quiet + 1), 100);
})(0);
"""

BLOCKING = {"serious", "critical"}

# axe-core cannot measure text over a gradient (it says "needs review"), and Ultimate's phone column
# is drawn as two soft glows over its colour: a second pass measures the text's contrast on that
# colour. Only a page's backdrop whose gradient lies over a colour of its own is set aside (a
# gradient that is the whole background, as MyHabitLab's widget page, is no glow).
FLATTEN_BACKDROP = """
for (const e of document.querySelectorAll('body, .phone')) {
  const color = getComputedStyle(e).backgroundColor;
  if (color.startsWith('rgb(')) e.style.setProperty('background-image', 'none', 'important');
}"""

def described(violations):
    lines = []
    for violation in violations:
        lines.append(f"{violation['id']} ({violation['impact']}): {violation['help']} — {violation['helpUrl']}")
        for node in violation["nodes"]:
            summary = " ".join(node.get("failureSummary", "").split())
            lines.append(f"    {' '.join(map(str, node['target']))}: {summary}")
    return "\n".join(lines)


def axe_violations(driver):
    """Every serious or critical violation on the page, as axe-core finds them."""
    driver.execute_async_script(SETTLED)
    axe = Axe(driver)
    axe.inject()
    results = axe.run(options='{"resultTypes": ["violations", "incomplete"]}')
    found = [v for v in results["violations"] if v["impact"] in BLOCKING]
    over_gradient = [node for check in results["incomplete"] if check["id"] == "color-contrast" for node in check["nodes"]
                     if any("gradient" in reason["message"] for reason in node["any"])]
    if over_gradient:
        driver.execute_script(FLATTEN_BACKDROP)
        flat = axe.run(options='{"runOnly": ["color-contrast"], "resultTypes": ["violations"]}')
        for violation in flat["violations"]:
            violation["help"] += " (measured on the page's base colour, its backdrop gradient set aside)"
        found += [v for v in flat["violations"] if v["impact"] in BLOCKING]
    return found


@pytest.mark.parametrize("scheme, screen", CASES)
def test_no_serious_or_critical_accessibility_violation(worlds, browsers, scheme, screen):
    driver = browsers(SCHEMES[scheme])
    world = worlds[screen.world + ("+dark" if scheme == "appearance-dark" else "")].start()
    address = open_screen(driver, world, screen)
    is_error = "error-page" in css(driver, "body").get_attribute("class")
    assert is_error == screen.error, f"{address}: {css(driver, 'main').text}"
    violations = axe_violations(driver)
    assert not violations, f"{address} in {scheme}:\n{described(violations)}"


# MARK: - The keyboard

# After each Tab: what has the focus, where it is laid out (its box plus every scroll it sits in, so
# a scrolled page or carousel does not change it), whether it is fixed on the screen (the tab bar),
# hidden or out of reach, and how its focus is drawn: outline and shadow of it and of what may draw
# its ring for it (a visually hidden radio's label or the swatch after it).
FOCUSED = """
const el = document.activeElement;
if (!el || el === document.body || el === document.documentElement) return null;
if (window.focusedSoFar.at(-1) === el) return 'same';  // the next field of a date or time
const box = el.getBoundingClientRect();
let left = box.left + window.scrollX, top = box.top + window.scrollY, fixed = false;
for (let up = el.parentElement; up && up !== document.body; up = up.parentElement) {
  left += up.scrollLeft; top += up.scrollTop;
  if (getComputedStyle(up).position === 'fixed') fixed = true;
}
const ring = (e) => { if (!e) return null; const s = getComputedStyle(e);
  return [s.outlineStyle !== 'none' && parseFloat(s.outlineWidth) > 0, s.outlineStyle + ' ' + s.outlineWidth + ' ' + s.outlineColor, s.boxShadow]; };
const drawers = [el, el.nextElementSibling, el.labels && el.labels[0], el.parentElement];
const shown = (e) => !!e && e.checkVisibility({ visibilityProperty: true, opacityProperty: true })
  && e.getBoundingClientRect().width > 1 && e.getBoundingClientRect().height > 1;
window.focusedSoFar.push(el);
return {
  index: window.focusedSoFar.length - 1,
  what: el.outerHTML.slice(0, 120),
  name: (el.getAttribute('aria-label') || el.textContent || el.value || '').trim().slice(0, 40),
  box: [left, top, left + box.width, top + box.height], fixed,
  hidden: !!el.closest('[inert], [hidden], [aria-hidden="true"], .sheet-behind'),
  shown: shown(el) || shown(el.labels && el.labels[0]) || shown(el.nextElementSibling),
  focusVisible: el.matches(':focus-visible'),
  // Chromium marks the focused field of a date or time itself (and never as :focus-visible).
  fieldMarked: el.matches(':focus') && ['date', 'time', 'datetime-local', 'month', 'week'].includes(el.type),
  rings: drawers.map(ring),
};
"""

# The same elements' outline and shadow without the focus, to tell a focus ring from a shadow that
# is always there.
UNFOCUSED = """
document.activeElement.blur();
const ring = (e) => { if (!e) return null; const s = getComputedStyle(e);
  return [s.outlineStyle !== 'none' && parseFloat(s.outlineWidth) > 0, s.outlineStyle + ' ' + s.outlineWidth + ' ' + s.outlineColor, s.boxShadow]; };
return window.focusedSoFar.map((el) => [el, el.nextElementSibling, el.labels && el.labels[0], el.parentElement].map(ring));
"""

POSITIVE_TABINDEX = "return [...document.querySelectorAll('[tabindex]')].filter((e) => e.tabIndex > 0).map((e) => e.outerHTML.slice(0, 100))"

KEYBOARD_SCREENS = [
    f"{BM}/explore", f"{BM}/profile", f"{BM}/routine", f"{BM}/run", f"{BM}/data", f"{BM}/settings", f"{BM}/create",
    f"{BM}/add-task-sheet", f"{BM}/payment-sheet", f"{BM}/reset-confirm",
    f"{MHL}/today", f"{MHL}/habit", f"{MHL}/day-sheet", f"{MHL}/new-habit", f"{MHL}/stats", f"{MHL}/settings",
    f"{ULT}/today", f"{ULT}/task-quantity", f"{ULT}/challenges", f"{ULT}/challenge", f"{ULT}/plan", f"{ULT}/progress",
    f"{ULT}/photos", f"{ULT}/photo", f"{ULT}/profile", f"{ULT}/abandon",
]
BY_ID = {screen.id: screen for screen in SCREENS}


def tab_through(driver, limit=250):
    """Presses Tab until the focus leaves the page or comes round again; what each Tab focused."""
    driver.execute_script("window.focusedSoFar = []; document.activeElement.blur(); window.scrollTo(0, 0)")
    stops = []
    for _ in range(limit):
        ActionChains(driver).send_keys(Keys.TAB).perform()
        stop = driver.execute_script(FOCUSED)
        if stop == "same":
            continue
        if stop is None or (stops and stop["what"] == stops[0]["what"] and stop["box"] == stops[0]["box"]):
            break
        stops.append(stop)
    else:
        pytest.fail(f"{limit} Tabs and the focus never left the page")
    for stop, unfocused in zip(stops, driver.execute_script(UNFOCUSED)):
        stop["unfocused"] = unfocused
    return stops


def ring_shown(stop):
    """A focus ring drawn: an outline on the element, or an outline or shadow on it or on what
    draws its ring that is not there without the focus."""
    if stop["rings"][0][0]:
        return True
    return any(focused and (focused[0] or focused[2] != "none") and focused != unfocused
               for focused, unfocused in zip(stop["rings"], stop["unfocused"]))


def out_of_order(before, after):
    """Whether `after` comes before `before` in reading order: wholly above it without moving to a
    column on its right, or on the same line to its left."""
    left, top, right, bottom = before["box"]
    next_left, next_top, next_right, next_bottom = after["box"]
    above = next_bottom <= top + 2 and next_left < right - 2
    same_line_left = next_top < bottom and next_bottom > top and next_right <= left + 2
    return above or same_line_left


@pytest.mark.parametrize("screen_id", KEYBOARD_SCREENS)
def test_tab_goes_through_the_page_in_reading_order_with_a_visible_focus_ring(worlds, browsers, screen_id):
    screen = BY_ID[screen_id]
    driver = browsers("light")
    address = open_screen(driver, worlds[screen.world].start(), screen)
    assert driver.execute_script(POSITIVE_TABINDEX) == [], f"{address}: a positive tabindex takes the page out of order"
    stops = tab_through(driver)
    assert stops, f"{address}: Tab reaches nothing"
    problems = []
    for stop in stops:
        label = f"#{stop['index']} {stop['name']!r} {stop['what']}"
        if stop["hidden"] or not stop["shown"]:
            problems.append(f"hidden or behind a sheet, yet focused: {label}")
        elif stop["fieldMarked"]:
            continue
        elif not stop["focusVisible"]:
            problems.append(f"focused by Tab but not :focus-visible: {label}")
        elif not ring_shown(stop):
            problems.append(f"no visible focus ring: {label} {stop['rings']}")
    in_flow = [stop for stop in stops if not stop["fixed"]]
    for before, after in zip(in_flow, in_flow[1:]):
        if out_of_order(before, after):
            problems.append(f"out of reading order: #{after['index']} {after['name']!r} at {after['box']} "
                            f"after #{before['index']} {before['name']!r} at {before['box']}")
    fixed_from = next((stop["index"] for stop in stops if stop["fixed"]), len(stops))
    problems += [f"after the tab bar: #{stop['index']} {stop['name']!r}" for stop in stops[fixed_from:] if not stop["fixed"]]
    assert not problems, f"{address}:\n" + "\n".join(problems)


# MARK: - 200% zoom (WCAG 1.4.4 and 1.4.10)

# At 200% a 390 px phone lays a page out in 195 CSS px: every screen reflows into that width, with
# no sideways scrolling of the page (a strip that scrolls by itself, as a week of days, may), nothing
# cut off at the side of a box that clips without scrolling (Explore's third column of names, half
# hidden by its frame), and no word broken across lines.
ZOOMED = """
const width = document.documentElement.clientWidth;
const wide = [...document.querySelectorAll('body *')].filter((e) => {
  const box = e.getBoundingClientRect();
  if (box.width === 0 || box.right <= width + 1) return false;
  for (let up = e.parentElement; up; up = up.parentElement) {
    const overflow = getComputedStyle(up).overflowX;
    if (overflow === 'auto' || overflow === 'scroll' || overflow === 'hidden' || overflow === 'clip') return up === document.body;
  }
  return true;
});
const cut = [...document.querySelectorAll('body *')].filter((e) => {
  const box = e.getBoundingClientRect();
  if (box.width === 0 || box.height === 0 || e.closest('.visually-hidden, [hidden], svg')) return false;
  for (let up = e.parentElement; up && up !== document.body; up = up.parentElement) {
    const overflow = getComputedStyle(up).overflowX;
    if (overflow === 'auto' || overflow === 'scroll') return false;
    if (overflow === 'hidden' || overflow === 'clip') {
      const frame = up.getBoundingClientRect();
      return frame.width > 1 && (box.right > frame.right + 1 || box.left < frame.left - 1);
    }
  }
  return false;
});
// A word of the page broken across lines ("Meditate" letter by letter in a squeezed column).
const broken = [];
const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
for (let node = walker.nextNode(); node && broken.length < 4; node = walker.nextNode()) {
  const parent = node.parentElement;
  if (!parent || parent.closest('script, style, svg, .visually-hidden, [hidden], textarea, select, option, .tab > span')) continue;
  for (const match of node.textContent.matchAll(/[A-Za-z]{4,}/g)) {
    const range = document.createRange();
    range.setStart(node, match.index);
    range.setEnd(node, match.index + match[0].length);
    const lines = new Set([...range.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.top)));
    if (lines.size > 1) { broken.push(match[0]); break; }
  }
}
const named = (e) => e.tagName.toLowerCase() + '.' + (e.getAttribute('class') || '').split(' ')[0] + ' ' + Math.round(e.getBoundingClientRect().right);
return [document.documentElement.scrollWidth, width, [...wide.slice(0, 4).map(named), ...cut.slice(0, 4).map((e) => 'cut: ' + named(e))], broken];
"""


@pytest.fixture(scope="module")
def zoomed_browser():
    """Chromium at 200% zoom on a 390×844 phone: 195×422 CSS pixels, two device pixels each."""
    from selenium import webdriver
    from selenium.webdriver.chrome.service import Service
    options = webdriver.ChromeOptions()
    for flag in ["--headless=new", "--no-sandbox", "--disable-dev-shm-usage", "--disable-gpu", "--lang=en-US"]:
        options.add_argument(flag)
    options.add_experimental_option("mobileEmulation", {"deviceMetrics": {"width": 195, "height": 422, "pixelRatio": 2}})
    driver = webdriver.Chrome(service=Service("/usr/bin/chromedriver"), options=options)
    yield driver
    driver.quit()


@pytest.mark.parametrize("screen", [pytest.param(screen, id=screen.id) for screen in SCREENS])
def test_every_screen_reflows_at_200_percent(worlds, zoomed_browser, screen):
    open_screen(zoomed_browser, worlds[screen.world].start(), screen)
    scroll_width, width, wide, broken = zoomed_browser.execute_script(ZOOMED)
    assert scroll_width <= width + 1 and not wide, f"{screen.id}: {scroll_width} px in {width}: {wide}"
    assert not broken, f"{screen.id}: words broken across lines: {broken}"


# MARK: - A larger text size (issue 39, item 10: type in rem)

# A person who sets a larger text size in the browser (here 32 px, twice the default) gets larger
# type on every screen, and the page still reflows into the phone's width. Type in px ignored it.
TEXT_SIZES = """
const sizes = [];
const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
for (let node = walker.nextNode(); node; node = walker.nextNode()) {
  const parent = node.parentElement;
  if (!node.textContent.trim() || !parent || parent.closest('script, style, svg, [hidden], .visually-hidden')) continue;
  if (!parent.getClientRects().length) continue;
  sizes.push(parseFloat(getComputedStyle(parent).fontSize));
}
sizes.sort((a, b) => a - b);
return [sizes[Math.floor(sizes.length / 2)] || 0, sizes[0] || 0];
"""


@pytest.fixture(scope="module")
def large_text_browser():
    """Chromium on a 390×844 phone whose person chose a default text size of 32 px."""
    driver = make_browser(prefs={"webkit.webprefs.default_font_size": 32})
    yield driver
    driver.quit()


@pytest.mark.parametrize("screen", [pytest.param(screen, id=screen.id) for screen in SCREENS])
def test_every_screen_grows_with_the_browsers_text_size(worlds, browsers, large_text_browser, screen):
    world = worlds[screen.world].start()
    open_screen(browsers("light"), world, screen)
    median, smallest = browsers("light").execute_script(TEXT_SIZES)
    open_screen(large_text_browser, world, screen)
    large_median, large_smallest = large_text_browser.execute_script(TEXT_SIZES)
    assert median > 0 and large_median >= 1.8 * median, f"{screen.id}: body text {large_median} px at 32 px, {median} px at 16 px"
    assert large_smallest >= 1.8 * smallest, f"{screen.id}: smallest text {large_smallest} px at 32 px, {smallest} px at 16 px"


# At 32 px a 390 px phone is 12 em wide, as at 200% zoom: each stylesheet's narrow layout is keyed
# to `max-width: 20em` (an em in a media query is the browser's text size), so both reflow alike,
# and boxes around text are sized with it. Keyed to 320 px, 25 screens scrolled sideways at 32 px
# and Explore cut its third column of names off.
def test_no_screen_scrolls_sideways_at_a_32_px_text_size(worlds, large_text_browser):
    wide = []
    for screen in SCREENS:
        open_screen(large_text_browser, worlds[screen.world].start(), screen)
        scroll_width, width, elements, _ = large_text_browser.execute_script(ZOOMED)
        if scroll_width > width + 1 or elements:
            wide.append(f"{screen.id}: {scroll_width} px in {width}: {elements}")
    assert not wide, "\n".join(wide)
