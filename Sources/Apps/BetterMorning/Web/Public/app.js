// Better Morning: progressive enhancement. Every flow works without this file; it adds the
// onboarding dots, the Explore parallax, week swipes, live title counting and autosave, the
// day change at midnight, and reminders.
"use strict";
(function () {
  document.documentElement.classList.add("has-js");
  // Posting, fetching and the server's clock are the suite's `pages.js`.
  const { root, post, send, parse, fetchPage, atNextDay, notAnswering } = window.HabitSuite;

  // Onboarding: the dots follow the visible slide; "Allow reminders" asks for permission.
  const carousel = document.getElementById("carousel");
  if (carousel) {
    carousel.addEventListener("scroll", () => {
      const index = Math.round(carousel.scrollLeft / carousel.clientWidth);
      carousel.querySelectorAll(".slide").forEach((slide) => {
        slide.querySelectorAll(".dot").forEach((dot, i) => {
          if (i === index) dot.setAttribute("aria-current", "step"); else dot.removeAttribute("aria-current");
        });
      });
    }, { passive: true });
    // Back to the first step shows it: an address without #step-N scrolls nowhere by itself, so
    // the carousel stayed on the second step (issue 39, item 15). The browser shows the others.
    window.addEventListener("hashchange", () => {
      if (!location.hash) carousel.scrollTo({ left: 0, behavior: "instant" });
    });
  }
  document.querySelectorAll("[data-ask-notifications]").forEach((button) => {
    if (!("Notification" in window)) { button.hidden = true; return; }
    button.addEventListener("click", async () => {
      const answer = await Notification.requestPermission();
      button.textContent = answer === "granted" ? "Reminders allowed" : "Reminders stay in the app";
      button.disabled = true;
    });
  });

  // Explore: press, hold and move over an avatar moves the whole mosaic a little (parallax).
  // A long press never opens a profile; a tap does.
  const mosaic = document.getElementById("mosaic");
  if (mosaic) {
    const HOLD_MS = 250, REACH = 14, FACTOR = 0.12;
    let hold = null;
    const release = () => {
      if (!hold) return;
      clearTimeout(hold.timer);
      mosaic.classList.remove("is-dragging");
      mosaic.style.transform = "";
      hold.done = true;
    };
    mosaic.addEventListener("pointerdown", (event) => {
      const link = event.target.closest(".avatar-link");
      if (!link || event.button > 0) return;
      hold = { link, x: event.clientX, y: event.clientY, active: false, suppressClick: false, done: false };
      hold.timer = setTimeout(() => {
        if (!hold || hold.done) return;
        hold.active = true;
        hold.suppressClick = true;
        mosaic.classList.add("is-dragging");
      }, HOLD_MS);
    });
    mosaic.addEventListener("pointermove", (event) => {
      if (!hold || hold.done || !hold.active) return;
      const clamp = (v) => Math.max(-REACH, Math.min(REACH, v));
      const dx = clamp((event.clientX - hold.x) * FACTOR), dy = clamp((event.clientY - hold.y) * FACTOR);
      mosaic.style.transform = `translate3d(${dx}px, ${dy}px, 0)`;
    });
    mosaic.addEventListener("touchmove", (event) => { if (hold && hold.active && !hold.done) event.preventDefault(); }, { passive: false });
    ["pointerup", "pointercancel", "pointerleave"].forEach((type) => mosaic.addEventListener(type, release));
    mosaic.addEventListener("click", (event) => {
      if (hold && hold.suppressClick) { event.preventDefault(); event.stopPropagation(); }
      hold = null;
    }, true);
    mosaic.addEventListener("contextmenu", (event) => { if (event.target.closest(".avatar-link")) event.preventDefault(); });
  }

  // Routine: show the selected day in the scroller; move to the new day at midnight.
  const setUpRoutine = () => {
    const scroller = document.getElementById("scroller");
    const selected = scroller && scroller.querySelector("[aria-current=date]");
    if (selected) {
      // Chips line up with the left edge, the selected one fourth, so five show whole and the sixth peeks.
      // The scroller runs to the screen's edges; its padding lines the chips up with the page.
      const step = selected.getBoundingClientRect().width + 8;
      const inset = parseFloat(getComputedStyle(scroller).paddingLeft) || 0;
      const offset = selected.getBoundingClientRect().left - scroller.getBoundingClientRect().left - inset;
      scroller.scrollLeft = Math.max(0, scroller.scrollLeft + offset - 3 * step);
    }
    if (document.querySelector(".routine[data-live-day]")) waitForMidnight();
  };
  // The server's clock decides when the day turns (it may run at another time than the browser's).
  const waitForMidnight = () => atNextDay(showNewDay);
  const showNewDay = async () => {
    const response = await fetch(root + "/routine", { credentials: "same-origin" });
    if (!response.ok) return;
    const next = parse(await response.text());
    document.getElementById("main").replaceWith(next.getElementById("main"));
    history.replaceState(null, "", root + "/routine");
    setUpRoutine();
  };
  setUpRoutine();

  // Routine: a tap checks a task in place. The same form is posted; the row and the day's count
  // are taken from the page it leads to, so the scroll position stays where it was.
  document.addEventListener("submit", async (event) => {
    const form = event.target.closest(".task-form");
    if (!form) return;
    event.preventDefault();
    const row = form.closest(".task-row");
    const sent = await send(form).catch(() => null);
    const answer = sent && (sent.response.ok || sent.response.status === 400) ? sent : null;
    const fresh = answer && row && answer.page.getElementById(row.id);
    const freshButton = fresh && fresh.querySelector("button.task");
    if (!sent) { notAnswering(); return; }  // the page stays: a reload would send the tap again
    if (!answer) { form.submit(); return; }  // refused without a page: send it the plain way, to show why
    if (!freshButton || answer.response.url.includes("notice=")) {
      location.assign(answer.response.url);  // the day changed or was closed: that page says why
      return;
    }
    row.replaceWith(fresh);
    const progress = answer.page.querySelector(".day-heading .progress");
    if (progress) document.querySelector(".day-heading .progress").textContent = progress.textContent;
    if (freshButton.getAttribute("aria-pressed") === "true") {
      freshButton.classList.add("just-checked");
      if (navigator.vibrate) navigator.vibrate(10);
    }
    freshButton.focus({ preventScroll: true });
  });

  // Confirmations open as an alert over the page: the confirmation page's dialog, shown here.
  document.addEventListener("click", async (event) => {
    const link = event.target.closest("a[data-confirm]");
    if (!link || event.defaultPrevented || event.button > 0 || event.metaKey || event.ctrlKey) return;
    event.preventDefault();
    const answer = await fetchPage(link.getAttribute("href")).catch(() => null);
    const content = answer && answer.page.querySelector(".dialog");
    if (!content) { location.href = link.href; return; }
    const dialog = document.createElement("dialog");
    dialog.className = "alert-dialog";
    dialog.append(document.importNode(content, true));
    dialog.querySelector("a.secondary").addEventListener("click", (e) => { e.preventDefault(); dialog.close(); });
    dialog.addEventListener("close", () => dialog.remove());
    document.body.append(dialog);
    dialog.showModal();
  });

  // Data: the week arrows move one card's chart in place.
  document.addEventListener("click", async (event) => {
    const arrow = event.target.closest(".card a[data-prev], .card a[data-next]");
    if (!arrow || event.button > 0 || event.metaKey || event.ctrlKey) return;
    event.preventDefault();
    await showWeek(arrow);
  });
  const showWeek = async (arrow) => {
    const card = arrow.closest(".card");
    const answer = await fetchPage(arrow.getAttribute("href")).catch(() => null);
    const fresh = answer && answer.page.getElementById(card.id);
    if (!fresh) { location.href = arrow.href; return; }
    card.replaceWith(fresh);
    history.replaceState(null, "", arrow.href);
    setUpSwipes(fresh);
    const same = fresh.querySelector(arrow.hasAttribute("data-prev") ? "[data-prev]" : "[data-next]");
    (same || fresh.querySelector(".week-title")).focus({ preventScroll: true });
  };

  // Run mode: the countdown of the task shown. When it began is kept for this tab's session,
  // so a reload continues it rather than starting over; nothing of it reaches the server.
  const countdown = document.querySelector("[data-countdown]");
  if (countdown) {
    const key = "better-morning-run:" + countdown.dataset.key;
    let began = Number(sessionStorage.getItem(key));
    if (!began) { began = Date.now(); sessionStorage.setItem(key, String(began)); }
    const total = Number(countdown.dataset.seconds);
    const value = countdown.querySelector("[data-countdown-value]");
    const label = countdown.querySelector("[data-countdown-label]");
    const tick = () => {
      const left = Math.max(0, total - Math.floor((Date.now() - began) / 1000));
      value.textContent = `${Math.floor(left / 60)}:${String(left % 60).padStart(2, "0")}`;
      if (left === 0) {
        countdown.classList.add("is-over");
        label.textContent = "Time's up: on to the next one";
        clearInterval(timer);
      }
    };
    const timer = setInterval(tick, 1000);
    tick();
  }
  // Run mode reflects checks made elsewhere: coming back to the tab shows the run as it now is.
  if (document.querySelector("[data-run]")) {
    document.addEventListener("visibilitychange", async () => {
      if (document.visibilityState !== "visible") return;
      const response = await fetch(location.href, { credentials: "same-origin" });
      if (!response.ok) return;
      const next = parse(await response.text());
      const run = next.getElementById("run"), current = document.getElementById("run");
      if (run && current && run.innerHTML !== current.innerHTML) location.reload();
    });
  }

  // Data: swipe the chart to move between weeks (right: earlier, left: later).
  const setUpSwipes = (within) => within.querySelectorAll("[data-swipe]").forEach((chart) => {
    let start = null;
    chart.addEventListener("pointerdown", (event) => { start = { x: event.clientX, y: event.clientY }; });
    chart.addEventListener("pointerup", (event) => {
      if (!start) return;
      const dx = event.clientX - start.x, dy = event.clientY - start.y;
      start = null;
      if (Math.abs(dx) < 40 || Math.abs(dx) < Math.abs(dy)) return;
      const link = chart.closest(".card").querySelector(dx > 0 ? "[data-prev]" : "[data-next]");
      if (link) showWeek(link);
    });
  });
  setUpSwipes(document);

  // Settings: the switch shows the setting, whatever the browser allows; when the browser blocks
  // notifications while the reminder is on, the line below says so (the reminder still shows
  // inside the app). Turning it on asks the browser once.
  const toggle = document.querySelector("[data-notifications-switch]");
  if (toggle && "Notification" in window) {
    const note = document.getElementById("notifications-note");
    if (Notification.permission === "denied" && note && toggle.getAttribute("aria-checked") === "true") {
      note.textContent = "Your browser blocks notifications from this site, so the reminder shows inside the app instead.";
    }
    toggle.form.addEventListener("submit", async () => {
      if (toggle.form.elements.enabled.value === "on" && Notification.permission === "default") {
        await Notification.requestPermission();
      }
    });
  }

  // Create: live character counts and title autosave (every change is kept as the draft).
  // Limits count characters as a person sees them (grapheme clusters), as the server does: the
  // browser's maxlength would count UTF-16 units and stop at 10 emoji of a 20-character title.
  document.querySelectorAll("[data-counter]").forEach((input) => {
    const output = document.getElementById(input.dataset.counter);
    const limit = Number(input.dataset.limit);
    const segmenter = new Intl.Segmenter();
    const count = () => {
      let characters = [...segmenter.segment(input.value)].map((s) => s.segment);
      if (characters.length > limit) {
        input.value = characters.slice(0, limit).join("");
        characters = characters.slice(0, limit);
      }
      output.textContent = `${characters.length}/${limit}`;
    };
    input.addEventListener("input", count);
    count();
  });
  const title = document.querySelector("[data-autosave]");
  if (title) {
    // Saves go one after another, so an older title never lands after a newer one.
    let timer = null;
    let saved = title.value;
    let unfinished = 0;
    let saving = Promise.resolve();
    const save = () => {
      clearTimeout(timer);
      if (title.value !== saved) {
        const text = (saved = title.value);
        unfinished += 1;
        saving = saving
          .then(() => post(title.form.getAttribute("action"), { title: text }))
          .catch(() => {})
          .finally(() => { unfinished -= 1; });
      }
      return saving;
    };
    title.addEventListener("input", () => { clearTimeout(timer); timer = setTimeout(save, 300); });
    title.addEventListener("blur", save);
    // Leaving the page (a link, another form) waits until the title is saved: a save still on
    // its way must not land after "Save routine" or "Discard draft" and bring the draft back.
    document.querySelectorAll("a, form:not(#title-form)").forEach((el) => {
      el.addEventListener(el.tagName === "A" ? "click" : "submit", (event) => {
        const finished = save();
        if (unfinished === 0) return;
        event.preventDefault();
        finished.then(() => (el.tagName === "A" ? location.assign(el.href) : el.submit()));
      });
    });
  }
})();
