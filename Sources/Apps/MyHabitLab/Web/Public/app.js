// MyHabitLab's page script. Every flow works without it; with it, a tap updates the part of the
// page that changed in place (the server answers the action with the page it redirects to, and
// the parts named by `data-swap` / `data-in-place` are taken from it), the page turns over live
// when the day changes, and heatmap and calendar navigate in place. Posting and swapping are the
// suite's `pages.js` (`HabitSuite`); due reminders are its `reminders.js`.
(() => {
  "use strict";
  const { post, send, swap, parse, atNextDay, notAnswering } = window.HabitSuite;

  /** Sends a form's action and swaps in what changed (`data-swap`); falls back to loading the
   *  page. A value refused (400) comes back as this page with the message beside the field:
   *  swapped in the same way, with the field focused and what was typed in it. */
  const submitInPlace = async (form, submitter) => {
    form.classList.add("busy");
    try {
      const { response, html, page } = await send(form, submitter);
      const samePage = new URL(response.url).pathname === location.pathname;
      const selectors = form.dataset.swap.split(" ");
      if (response.ok && samePage && swap(page, selectors, wire)) return;
      if (response.status === 400 && swap(page, selectors, wire)) {
        const invalid = document.querySelector(`${selectors[0]} [aria-invalid=true]`);
        if (invalid) { invalid.focus({ preventScroll: true }); invalid.select?.(); }
        return;
      }
      document.open(); document.write(html); document.close();
      history.replaceState(null, "", response.url);
    } catch (error) {
      notAnswering();  // the page stays: a reload would send the tap again
    } finally {
      form.classList.remove("busy");
    }
  };

  const wire = (scope) => {
    scope.querySelectorAll("form[data-swap]").forEach((form) => {
      form.addEventListener("submit", (event) => {
        event.preventDefault();
        submitInPlace(form, event.submitter);
      });
    });
    // Heatmap years and calendar months: fetch the page and swap the card.
    scope.querySelectorAll("a[data-in-place]").forEach((link) => {
      link.addEventListener("click", async (event) => {
        event.preventDefault();
        const response = await fetch(link.href, { credentials: "same-origin" });
        if (response.ok && swap(parse(await response.text()), [link.dataset.inPlace], wire)) {
          history.replaceState(null, "", link.href);
          document.querySelector(link.dataset.inPlace).querySelector("a.pager")?.focus({ preventScroll: true });
        } else {
          location.href = link.href;
        }
      });
    });
    // Calendar: a tap on a past day of a yes/no habit cycles it; press and hold opens the day.
    scope.querySelectorAll("a[data-cycle]").forEach((day) => {
      let held = false;
      let timer = null;
      day.addEventListener("pointerdown", () => { held = false; timer = setTimeout(() => { held = true; location.href = day.href; }, 550); });
      ["pointerup", "pointerleave", "pointercancel"].forEach((name) => day.addEventListener(name, () => clearTimeout(timer)));
      day.addEventListener("click", async (event) => {
        event.preventDefault();
        if (held) return;
        day.classList.add("busy");
        const response = await post(day.dataset.cycle, { day: day.dataset.day, from: location.pathname + location.search }).catch(() => null);
        day.classList.remove("busy");
        if (!response) { notAnswering(); return; }
        if (!(response.ok && swap(parse(await response.text()), ["#calendar", "#heatmap", "#stats"], wire))) location.reload();
        else document.querySelector(`a[data-day="${day.dataset.day}"]`)?.focus({ preventScroll: true });
      });
    });
    // Today: press and hold a habit to open its menu.
    scope.querySelectorAll("[data-long-press]").forEach((row) => {
      let timer = null;
      row.addEventListener("pointerdown", (event) => {
        if (event.target.closest("button, a, summary, input")) return;
        timer = setTimeout(() => { const more = row.querySelector("details.more"); if (more) more.open = true; }, 500);
      });
      ["pointerup", "pointerleave", "pointercancel"].forEach((name) => row.addEventListener(name, () => clearTimeout(timer)));
    });
    scope.querySelectorAll("[data-scroll-end]").forEach((el) => { el.scrollLeft = el.scrollWidth; });
    scope.querySelectorAll("[data-counter]").forEach((input) => {
      const output = document.getElementById(input.dataset.counter);
      const limit = Number(input.dataset.limit);
      const segmenter = new Intl.Segmenter();
      const count = () => { output.textContent = `${[...segmenter.segment(input.value)].length}/${limit}`; };
      input.addEventListener("input", count);
    });
  };
  wire(document);

  // One open menu at a time; a tap outside closes it.
  document.addEventListener("click", (event) => {
    document.querySelectorAll("details.more[open]").forEach((menu) => { if (!menu.contains(event.target)) menu.open = false; });
  });

  // Import: the form is sent as it is (the browser shows the result page); meanwhile the page
  // says that the file is being imported.
  const upload = document.querySelector("form[data-upload]");
  if (upload) {
    upload.addEventListener("submit", () => {
      upload.querySelector("progress").hidden = false;
      upload.querySelector(".import-status").textContent = "Importing… this can take a few seconds for a large file.";
      upload.querySelector("button[type=submit]").disabled = true;
    });
  }

  // The day turns over live: at the next day start, pages that show the day load again.
  const showsDay = document.body.classList.contains("today-page") || document.body.classList.contains("widget-page");
  if (showsDay) atNextDay(() => location.reload());

  // Settings asks the browser for notifications once (reminders are the suite's `reminders.js`).
  const ask = document.querySelector("[data-ask-notifications]");
  if (ask && "Notification" in window && Notification.permission === "default") {
    ask.hidden = false;
    ask.addEventListener("click", () => Notification.requestPermission().then(() => { ask.hidden = true; }));
  }
})();
