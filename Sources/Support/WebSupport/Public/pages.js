// The suite's page script, loaded before each app's own (one copy for every app). Every flow works
// without it. It gives the apps' scripts one way to post a form and put the parts of the answer
// that changed in place (`HabitSuite.send`, `HabitSuite.swap`), to fetch a page, and to read the
// server's clock (`HabitSuite.clock`) and learn from it when the app's day turns
// (`HabitSuite.atNextDay`). On every page it also
// takes a shown notice out of the address, so a reload does not say it again, and loads a page
// the browser restores from its back/forward cache again.
"use strict";
window.HabitSuite = (() => {
  const root = document.body.dataset.appRoot || "";
  const headers = { "Content-Type": "application/x-www-form-urlencoded", "X-Requested-With": "habitsuite" };

  /** The markup `text` as a document. */
  const parse = (text) => new DOMParser().parseFromString(text, "text/html");

  /** POSTs `body` (URLSearchParams or an object of fields) to `action` as a page's script does. */
  const post = (action, body) => fetch(action, {
    method: "POST", headers, credentials: "same-origin", keepalive: true,
    body: new URLSearchParams(body || {}).toString(),
  });

  /** Sends `form` as `submitter` would. NB: the action attribute, never `form.action`, which a
   *  field named "action" shadows. Resolves to the response, its markup and the page it is. */
  const send = async (form, submitter) => {
    const response = await post(form.getAttribute("action"), new URLSearchParams(new FormData(form, submitter)));
    const html = await response.text();
    return { response, html, page: parse(html) };
  };

  /** GETs (or sends, with `options`) `url`: the response and its page, or null when the server
   *  answered neither a page nor a refusal with a page (400). */
  const fetchPage = async (url, options) => {
    const response = await fetch(url, Object.assign({ credentials: "same-origin" }, options));
    if (!response.ok && response.status !== 400) return null;
    return { response, page: parse(await response.text()) };
  };

  /** Replaces each element `selectors` name with its counterpart in `page`, keeping the focus on
   *  the same control; false (and nothing replaced) when one is missing on either side. `wire`
   *  is called with each new element. */
  const swap = (page, selectors, wire) => {
    const pairs = selectors.map((s) => [document.querySelector(s), page.querySelector(s)]);
    if (pairs.some(([now, then]) => !now || !then)) return false;
    const focused = document.activeElement && document.activeElement.closest("[id]");
    const focusId = focused && focused.id;
    const focusName = document.activeElement && document.activeElement.getAttribute("aria-label");
    pairs.forEach(([now, then]) => { now.replaceWith(then); wire?.(then); });
    if (focusId) {
      const again = document.getElementById(focusId);
      const target = focusName && again && [...again.querySelectorAll("[aria-label]")]
        .find((el) => el.getAttribute("aria-label").split(":")[0] === focusName.split(":")[0]);
      (target || again)?.focus?.({ preventScroll: true });
    }
    return true;
  };

  /** The app's clock, which may run at another time than the browser's:
   *  `{ millisecondsToNextDay, now }`, `now` in milliseconds since 1970. */
  const clock = () => fetch(`${root}/clock`, { credentials: "same-origin" }).then((r) => r.json());

  /** Calls `then` once the app's next day has started by the server's clock (after the app's
   *  "day starts at"). */
  const atNextDay = (then) => {
    clock().then(({ millisecondsToNextDay }) => {
      const wait = millisecondsToNextDay + 500;
      if (wait > 0 && wait < 2 ** 31) setTimeout(then, wait);
    }).catch(() => {});
  };

  // A notice is said once: the address loses it when the page has shown it, so a reload (or a
  // bookmark, or Back to this page) does not say "Thank you!" again.
  const address = new URL(location.href);
  if (address.searchParams.has("notice")) {
    address.searchParams.delete("notice");
    history.replaceState(history.state, "", address.pathname + address.search + address.hash);
  }

  // A page the browser restores from its back/forward cache shows what was true when it was left
  // (an onboarding already finished, a list in an old order): load it again, so what it shows and
  // what a tap changes are what is true now. Not a page holding a one-time form: its token is
  // what makes sending it again create nothing, and what was typed in it stays.
  window.addEventListener("pageshow", (event) => {
    if (event.persisted && !document.querySelector("input[name=form-token]")) location.reload();
  });

  // Keyboard focus never hides under a floating tab bar: a control focused behind it (or below
  // the screen) scrolls up to sit above it.
  document.addEventListener("focusin", (event) => {
    const bar = document.querySelector(".tabbar");
    if (!bar || !(event.target instanceof Element) || event.target.closest(".tabbar")) return;
    const limit = bar.getBoundingClientRect().top - 12;
    const bottom = event.target.getBoundingClientRect().bottom;
    if (bottom > limit) window.scrollBy({ top: bottom - limit, behavior: "instant" });
  });

  /** Says `message` in an alert floating over the page for 5 seconds (one at a time). */
  const showAlert = (message) => {
    let alert = document.getElementById("js-alert");
    if (!alert) {
      alert = document.createElement("p");
      alert.id = "js-alert";
      alert.className = "alert floating";
      alert.setAttribute("role", "alert");
      document.body.append(alert);
    }
    alert.textContent = message;
    alert.hidden = false;
    clearTimeout(alert.timer);
    alert.timer = setTimeout(() => { alert.hidden = true; }, 5000);
  };

  /** What every app says when a tap could not reach the server: the page stays, nothing was
   *  sent, and a reload sends nothing again (the browser's error page would). */
  const notAnswering = () => showAlert("The app is not answering. Nothing was changed.");

  // Installed on a phone (over HTTPS), the suite's service worker keeps the app's shell and the
  // pages last seen (sw.js). A page it shows while the server is out of reach says so and when it
  // was kept, and sends nothing: its buttons are off, so no tap looks saved.
  if (root && location.protocol === "https:" && "serviceWorker" in navigator) {
    navigator.serviceWorker.register(`${root}/sw.js`, { scope: `${root}/` }).catch(() => {});
  }
  const offlineSince = document.body.dataset.offlineSince;
  if (offlineSince) {
    const banner = document.createElement("p");
    banner.className = "offline-banner";
    banner.setAttribute("role", "alert");
    const when = new Date(offlineSince);
    banner.textContent = `Offline: the server is out of reach. This is the page as it was at ${when.toLocaleString([], { dateStyle: "medium", timeStyle: "short" })}; nothing can be changed until the server is back.`;
    Object.assign(banner.style, { margin: "0", padding: "10px 16px", background: "#5C2B00", color: "#FFFFFF", fontWeight: "600" });
    (document.querySelector(".phone") || document.body).prepend(banner);
    document.querySelectorAll("form button, form input[type=submit]").forEach((control) => { control.disabled = true; });
    document.addEventListener("submit", (event) => { event.preventDefault(); event.stopImmediatePropagation(); }, true);
    window.addEventListener("online", () => location.reload());
  }

  return { root, headers, parse, post, send, fetchPage, swap, clock, atNextDay, showAlert, notAnswering };
})();
