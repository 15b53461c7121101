"""Shared fixtures for the browser tests: the real server, and Chromium at 390×844."""
import os
import pathlib
import shutil
import signal
import socket
import subprocess
import tempfile
import time
import urllib.request

import pytest
from selenium import webdriver
from selenium.webdriver.chrome.service import Service

ROOT = pathlib.Path(__file__).resolve().parent.parent
BINARY = ROOT / ".build" / "debug" / "habitsuite"
SCREENSHOTS = ROOT / "e2e" / "screenshots"


def free_port():
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


class Server:
    """`habitsuite serve` on a free port over one data directory; restartable at another --now."""

    def __init__(self, data_dir):
        self.data_dir = data_dir
        self.port = free_port()
        self.process = None

    @property
    def url(self):
        return f"http://127.0.0.1:{self.port}"

    def start(self, now, zone="America/New_York", locale="en_US", notify_command="none"):
        """Starts the server; reminders show in pages only, unless `notify_command` delivers them."""
        self.stop()
        self.process = subprocess.Popen(
            [str(BINARY), "serve", "--port", str(self.port), "--data-dir", str(self.data_dir),
             "--now", now, "--time-zone", zone, "--locale", locale, "--notify-command", notify_command],
            stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
        deadline = time.time() + 20
        while time.time() < deadline:
            try:
                with urllib.request.urlopen(self.url + "/", timeout=1) as response:
                    if response.status == 200:
                        return self
            except OSError:
                time.sleep(0.1)
        raise RuntimeError("the server did not start: " + (self.process.stdout.read() if self.process.poll() is not None else ""))

    def stop(self, sig=signal.SIGTERM):
        if self.process and self.process.poll() is None:
            self.process.send_signal(sig)
            code = self.process.wait(timeout=10)
            if sig != signal.SIGKILL:
                assert code == 0, f"the server did not shut down cleanly on {sig!r}: exit {code}"
        self.process = None

    def kill(self):
        """Kills the server as a crash would: no chance to clean up."""
        self.stop(signal.SIGKILL)

    def cli(self, app, *arguments, now):
        """`habitsuite <app> …` over the server's data directory (app: morning, habits, challenges)."""
        result = subprocess.run(
            [str(BINARY), app, *arguments, "--data-dir", str(self.data_dir), "--now", now,
             "--time-zone", "America/New_York", "--locale", "en_US"],
            capture_output=True, text=True)
        assert result.returncode == 0, result.stderr
        return result.stdout


@pytest.fixture
def server():
    directory = tempfile.mkdtemp(prefix="habitsuite-e2e-")
    running = Server(directory)
    yield running
    running.stop()
    shutil.rmtree(directory, ignore_errors=True)


def make_browser(javascript=True, dark=False, extra_arguments=(), prefs=None):
    """Chromium at 390×844; `dark`: a browser whose person prefers the dark colour scheme; `prefs`:
    the browser's preferences (a default text size, say)."""
    options = webdriver.ChromeOptions()
    for flag in ["--headless=new", "--no-sandbox", "--disable-dev-shm-usage", "--disable-gpu", "--lang=en-US", *extra_arguments]:
        options.add_argument(flag)
    if dark:
        options.add_argument("--force-dark-mode")
        options.add_argument("--blink-settings=preferredColorScheme=0")
    options.add_experimental_option("mobileEmulation", {"deviceMetrics": {"width": 390, "height": 844, "pixelRatio": 1}})
    prefs = dict(prefs or {})
    if not javascript:
        prefs["profile.managed_default_content_settings.javascript"] = 2
    if prefs:
        options.add_experimental_option("prefs", prefs)
    return webdriver.Chrome(service=Service("/usr/bin/chromedriver"), options=options)


@pytest.fixture
def browser():
    driver = make_browser()
    yield driver
    driver.quit()


@pytest.fixture
def shoot(browser):
    SCREENSHOTS.mkdir(parents=True, exist_ok=True)

    def save(name, driver=None):
        (driver or browser).save_screenshot(str(SCREENSHOTS / f"{name}.png"))
    return save
