"""Your own server for every device (issue 36): sign-in through the one-time setup link, each app's
sign-in page without JavaScript in light and dark (axe), sign out, tokens, and the documented HTTPS
setup behind Debian's Caddy (`tls internal`), all on loopback. A phone is Chromium at 390×844 that
resolves the server's name (habits.test) to 127.0.0.1."""
import json
import pathlib
import re
import shutil
import ssl
import subprocess
import tempfile
import time
import urllib.error
import urllib.request

import pytest
from selenium.webdriver.common.by import By

from browser import button, css, tap, type_into, wait_for
from conftest import BINARY, SCREENSHOTS, free_port, make_browser
from test_accessibility import axe_violations, described

PASSPHRASE = "correct horse battery staple"
NOW = "2026-11-23T08:00:00-05:00"
APPS = {"better-morning": "Better Morning", "my-habit-lab": "MyHabitLab", "ultimate": "Ultimate"}


class SignInServer:
    """`habitsuite serve` with sign-in on: a public URL names it (it still binds loopback)."""

    def __init__(self, public_url=None, trusted_proxy=None, passphrase=None):
        self.data_dir = tempfile.mkdtemp(prefix="habitsuite-e2e-signin-")
        self.port = free_port()
        self.public_url = public_url or f"http://habits.test:{self.port}"
        arguments = [str(BINARY), "serve", "--port", str(self.port), "--data-dir", self.data_dir, "--now", NOW,
                     "--time-zone", "America/New_York", "--locale", "en_US", "--notify-command", "none",
                     "--public-url", self.public_url]
        if trusted_proxy:
            arguments += ["--trusted-proxy", trusted_proxy]
        if passphrase:
            arguments.append("--set-passphrase")
        self.process = subprocess.Popen(arguments, stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
        if passphrase:
            self.process.stdin.write(f"{passphrase}\n{passphrase}\n")
            self.process.stdin.flush()
        self.printed = []
        deadline = time.time() + 30
        while time.time() < deadline:
            line = self.process.stdout.readline()
            if not line:
                break
            self.printed.append(line.rstrip("\n"))
            if line.startswith("Sign-in is on"):
                return
        raise RuntimeError("the server did not start: " + "\n".join(self.printed))

    @property
    def setup_link(self):
        found = re.search(r"(\S+/setup/\S+)", "\n".join(self.printed))
        return found and found.group(1)

    def direct(self, path, host=None, method="GET", data=None, headers=None):
        """A request to the server itself (not through a proxy): status, headers and body."""
        request = urllib.request.Request(f"http://127.0.0.1:{self.port}{path}", method=method, data=data, headers=headers or {})
        if host:
            request.add_header("Host", host)
        try:
            with urllib.request.urlopen(request, timeout=10) as response:
                return response.status, response.headers, response.read().decode()
        except urllib.error.HTTPError as error:
            return error.code, error.headers, error.read().decode()

    def stop(self):
        if self.process.poll() is None:
            self.process.terminate()
            self.process.wait(timeout=10)
        shutil.rmtree(self.data_dir, ignore_errors=True)


def phone(dark=False, extra=()):
    """Chromium at 390×844 that finds habits.test on this machine."""
    return make_browser(dark=dark, extra_arguments=["--host-resolver-rules=MAP habits.test 127.0.0.1", *extra])


def shoot(driver, name):
    SCREENSHOTS.mkdir(parents=True, exist_ok=True)
    driver.save_screenshot(str(SCREENSHOTS / f"{name}.png"))


def sign_in(driver, passphrase=PASSPHRASE):
    field = css(driver, "#passphrase")
    type_into(driver, field, passphrase)
    tap(driver, button(driver, "Sign in"))


@pytest.fixture
def first_run():
    server = SignInServer()
    yield server
    server.stop()


def test_first_run_sets_the_passphrase_through_the_setup_link_once_and_every_app_asks_to_sign_in(first_run):
    server = first_run
    link = server.setup_link
    assert link and link.startswith(server.public_url + "/setup/"), server.printed
    # NB: ChromeDriver's click never returns in a browser without JavaScript; the pages load no
    # script at all (AccessTests check), so this browser shows what one without it shows.
    driver = phone()
    try:
        driver.get(server.public_url + "/my-habit-lab/")
        assert not driver.find_elements(By.CSS_SELECTOR, "script")
        assert "no passphrase yet" in css(driver, "main").text
        driver.get(link)
        shoot(driver, "access-setup")
        type_into(driver, css(driver, "#passphrase"), PASSPHRASE)
        type_into(driver, css(driver, "#again"), PASSPHRASE)
        tap(driver, button(driver, "Set the passphrase"))
        assert driver.current_url == server.public_url + "/"
        assert css(driver, ".home-account").text == "Sign-in and tokens"
        driver.get(link)
        assert "used already" in css(driver, "main").text, "a setup link used twice"
        # Signed in, the apps open; signed out, each asks for the passphrase in its own look.
        driver.get(server.public_url + "/my-habit-lab/")
        assert driver.title == "Welcome · MyHabitLab", "the app itself"
        driver.get(server.public_url + "/account")
        tap(driver, button(driver, "Sign out"))
        assert "You signed out." in css(driver, "main").text
        for root, name in APPS.items():
            driver.get(f"{server.public_url}/{root}/")
            assert driver.title == f"Sign in · {name}"
            assert f"/{root}/static/app.css" in css(driver, "link[rel=stylesheet]").get_attribute("href")
        sign_in(driver, "not the passphrase")
        assert "That is not the passphrase" in css(driver, ".access-error").text
        assert driver.switch_to.active_element.get_attribute("id") == "passphrase"
        shoot(driver, "access-sign-in-wrong")
        sign_in(driver)
        assert driver.current_url.startswith(server.public_url + "/ultimate/"), "back where the person was going"
    finally:
        driver.quit()


@pytest.mark.parametrize("dark", [False, True], ids=["light", "dark"])
def test_each_apps_sign_in_page_is_accessible_in_light_and_dark(dark):
    server = SignInServer(passphrase=PASSPHRASE)
    driver = phone(dark=dark)
    try:
        for root in APPS:
            driver.get(f"{server.public_url}/{root}/")
            violations = axe_violations(driver)
            assert not violations, f"/{root}/ sign-in:\n{described(violations)}"
            shoot(driver, f"access-sign-in-{root}-{'dark' if dark else 'light'}")
    finally:
        driver.quit()
        server.stop()


def test_a_token_is_shown_once_works_as_bearer_and_stops_when_revoked():
    server = SignInServer(passphrase=PASSPHRASE)
    driver = phone()
    try:
        driver.get(server.public_url + "/account")
        sign_in(driver)
        type_into(driver, css(driver, "#token-name"), "Shortcuts on my phone")
        tap(driver, button(driver, "Create token"))
        token = css(driver, "#new-token").get_attribute("value")
        assert token.startswith("hs_")
        shoot(driver, "access-token-created")
        api = "/my-habit-lab/api/habits"
        host = f"habits.test:{server.port}"
        assert server.direct(api, host=host)[0] == 401
        assert server.direct(api + "?access_token=" + token, host=host)[0] == 401, "a token in the address"
        status, headers, body = server.direct(api, host=host, headers={"Authorization": f"Bearer {token}"})
        assert status == 200 and headers["Cache-Control"] == "no-store"
        json.loads(body)
        driver.get(server.public_url + "/account")
        assert "Last used" in css(driver, ".access-token").text
        shoot(driver, "access-tokens")
        tap(driver, button(driver, "Revoke"))
        assert "revoked" in css(driver, ".notice").text
        assert server.direct(api, host=host, headers={"Authorization": f"Bearer {token}"})[0] == 401
    finally:
        driver.quit()
        server.stop()


def test_the_host_check_with_the_public_url_a_lan_address_and_a_rebinding_name():
    server = SignInServer(passphrase=PASSPHRASE)
    try:
        assert server.direct("/sign-in", host=f"habits.test:{server.port}")[0] == 200
        assert server.direct("/sign-in", host=f"127.0.0.1:{server.port}")[0] == 200
        status, _, body = server.direct("/sign-in", host="rebind.attacker.example")
        assert status == 421 and "--allowed-host rebind.attacker.example" in body
        # Bound to loopback, a LAN address is no name of this server.
        assert server.direct("/sign-in", host=f"192.168.1.20:{server.port}")[0] == 421
    finally:
        server.stop()


# MARK: - Behind Caddy, as the README's "Use it from your phone" sets it up

CADDYFILE = """{{
\tadmin off
\tauto_https disable_redirects
\tskip_install_trust
\thttp_port {http_port}
\thttps_port {https_port}
\tstorage file_system {storage}
}}

https://habits.test:{https_port} {{
\tbind 127.0.0.1
\ttls internal
\treverse_proxy 127.0.0.1:{server_port}
}}
"""


@pytest.fixture
def caddy():
    if not shutil.which("caddy"):
        pytest.fail("caddy is not installed: run scripts/install-e2e")
    folder = pathlib.Path(tempfile.mkdtemp(prefix="habitsuite-caddy-"))
    https_port = free_port()
    server = SignInServer(public_url=f"https://habits.test:{https_port}", trusted_proxy="127.0.0.1", passphrase=PASSPHRASE)
    (folder / "Caddyfile").write_text(CADDYFILE.format(http_port=free_port(), https_port=https_port, storage=folder / "data",
                                                       server_port=server.port))
    process = subprocess.Popen(["caddy", "run", "--config", str(folder / "Caddyfile"), "--adapter", "caddyfile"],
                               cwd=folder, env={"HOME": str(folder), "XDG_DATA_HOME": str(folder / "data"),
                                                "XDG_CONFIG_HOME": str(folder / "config"), "PATH": "/usr/bin:/bin"},
                               stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
    context = ssl.create_default_context()
    context.check_hostname = False
    context.verify_mode = ssl.CERT_NONE
    deadline = time.time() + 30
    while time.time() < deadline:
        try:
            request = urllib.request.Request(f"https://127.0.0.1:{https_port}/sign-in", headers={"Host": f"habits.test:{https_port}"})
            urllib.request.urlopen(request, timeout=2, context=context)
            break
        except urllib.error.HTTPError:
            break
        except (OSError, ssl.SSLError):
            time.sleep(0.3)
    # Chromium takes Caddy's certificate as valid (a secure origin, as on a phone that trusts
    # Caddy's root) when told the fingerprint of its key.
    spki = subprocess.run(["sh", "-c", f"openssl s_client -connect 127.0.0.1:{https_port} -servername habits.test </dev/null 2>/dev/null"
                           " | openssl x509 -pubkey -noout | openssl pkey -pubin -outform der | openssl dgst -sha256 -binary"
                           " | openssl enc -base64"], capture_output=True, text=True, check=True).stdout.strip()
    yield server, f"https://habits.test:{https_port}", spki
    process.terminate()
    process.wait(timeout=10)
    server.stop()
    shutil.rmtree(folder, ignore_errors=True)


def test_behind_caddy_the_phone_signs_in_over_https_with_secure_cookies(caddy):
    server, url, spki = caddy
    driver = phone(extra=[f"--ignore-certificate-errors-spki-list={spki}"])
    try:
        driver.get(url + "/better-morning/")
        assert driver.title == "Sign in · Better Morning"
        sign_in(driver)
        assert driver.current_url.startswith(url + "/better-morning/")
        cookies = {cookie["name"]: cookie for cookie in driver.get_cookies()}
        session = cookies["__Host-habitsuite-session"]
        assert session["secure"] and session["httpOnly"] and session["sameSite"] == "Lax" and session["path"] == "/"
        # A form through the proxy is from this site (its Origin is the public URL's).
        driver.get(url + "/account")
        type_into(driver, css(driver, "#token-name"), "Through Caddy")
        tap(driver, button(driver, "Create token"))
        assert css(driver, "#new-token").get_attribute("value").startswith("hs_")
        headers = driver.execute_script("""
            const r = await fetch('/account'); return [r.headers.get('strict-transport-security'), r.headers.get('cache-control')];""")
        assert headers == ["max-age=31536000", "no-store"]
        # The server itself, asked over plain HTTP and not through the proxy, sends no HSTS.
        _, direct_headers, _ = server.direct("/sign-in", host=url.removeprefix("https://"))
        assert direct_headers["Strict-Transport-Security"] is None
    finally:
        driver.quit()


def test_installed_behind_caddy_each_app_is_installable_and_shows_its_last_pages_offline(caddy):
    server, url, spki = caddy
    driver = phone(extra=[f"--ignore-certificate-errors-spki-list={spki}"])
    try:
        driver.get(url + "/my-habit-lab/")
        sign_in(driver)
        for root in APPS:
            manifest = json.loads(driver.execute_script(f"return (await fetch('/{root}/manifest.webmanifest')).text()"))
            assert manifest["display"] == "standalone" and manifest["start_url"] == f"/{root}/"
            assert {icon["sizes"] for icon in manifest["icons"]} >= {"192x192", "512x512"}
            driver.get(f"{url}/{root}/")
            wait_for(driver, lambda d: d.execute_script("return !!navigator.serviceWorker.controller"), timeout=20)
            errors = driver.execute_cdp_cmd("Page.getInstallabilityErrors", {})["installabilityErrors"]
            assert errors == [], f"/{root}/ is not installable: {errors}"
            assert "/static/icon-180.png" in css(driver, "link[rel=apple-touch-icon]").get_attribute("href")
        driver.get(url + "/my-habit-lab/")
        wait_for(driver, lambda d: d.execute_script("return !!navigator.serviceWorker.controller"))
        page = driver.current_url  # the welcome, where the app's root leads before onboarding
        driver.get(page)
        seen = css(driver, "main").text
        # NB: DevTools' offline mode (Network.emulateNetworkConditions on the page) does not reach the
        # service worker's own fetches, so the server is stopped instead, as when it is out of reach.
        # The server goes away: Caddy answers 502, the service worker shows the page it kept.
        server.process.terminate()
        server.process.wait(timeout=10)
        driver.execute_cdp_cmd("Network.clearBrowserCache", {})  # the shell comes from the worker alone
        driver.get(page)
        banner = css(driver, ".offline-banner")
        assert "Offline" in banner.text and "nothing can be changed" in banner.text
        assert css(driver, "main").text == seen
        assert all(not b.is_enabled() for b in driver.find_elements(By.CSS_SELECTOR, "form button")), "no tap looks saved"
        shoot(driver, "access-offline")
        driver.get(url + "/my-habit-lab/stats?never=opened")
        assert "this page was not opened here before" in driver.find_element(By.TAG_NAME, "body").text
    finally:
        driver.quit()
