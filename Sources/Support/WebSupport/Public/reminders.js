// Due reminders, the same in every app (Layout writes the banner and loads this file on every
// app's page). Every so often the page asks its app what fell due (POST <root>/reminders/due: a
// reminder once, or 204) and shows it as a system notification when the browser allows them,
// otherwise in the page's banner. A tap opens the reminder's page; a reminder about one
// done-or-not task has a Done button, which submits that task's own form when the page shows it
// (so the app's script can log it in place) and posts it otherwise.
"use strict";
(() => {
  const { root, post } = window.HabitSuite;
  const banner = document.getElementById("reminder-banner");
  if (!root || !banner) return;

  const markDone = async (url, fallback) => {
    const form = document.querySelector(`form[action="${url}"]`);
    if (form) { form.requestSubmit(); return; }
    try {
      if ((await post(url)).ok) return;
    } catch (error) { /* the task's page says how it stands */ }
    location.href = fallback;
  };

  const show = (reminder) => {
    if ("Notification" in window && Notification.permission === "granted") {
      const note = new Notification(reminder.title, { body: reminder.body });
      note.onclick = () => { window.focus(); location.href = reminder.url; };
      return;
    }
    const strong = document.createElement("strong");
    strong.textContent = reminder.title;
    const text = document.createElement("span");
    text.textContent = reminder.body;
    banner.replaceChildren(strong, text);
    if (reminder.doneURL) {
      const done = document.createElement("button");
      done.type = "button";
      done.className = "button secondary banner-done";
      done.textContent = "Done";
      done.addEventListener("click", (event) => {
        event.stopPropagation();
        banner.hidden = true;
        markDone(reminder.doneURL, reminder.url);
      });
      banner.append(done);
    }
    banner.hidden = false;
    banner.onclick = () => {
      banner.hidden = true;
      // On the reminder's own page, a tap brings its task into view instead of loading the page again.
      const target = new URL(reminder.url, location.href);
      if (target.pathname !== location.pathname) { location.href = reminder.url; return; }
      if (target.hash) document.getElementById(target.hash.slice(1))?.scrollIntoView({ block: "center" });
    };
  };

  // NB: only the page in front asks: a page behind would take the reminder and show it where no
  // one looks (issue 39, item 9). A page coming to the front asks at once.
  const check = async () => {
    if (document.visibilityState !== "visible") return;
    let response;
    try { response = await post(`${root}/reminders/due`); } catch (error) { return; }
    if (response.status === 200) show(await response.json());
  };
  check();
  setInterval(check, 15000);
  document.addEventListener("visibilitychange", check);
})();
