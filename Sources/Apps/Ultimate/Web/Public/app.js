// Ultimate's page script. Everything works without it; with it, due reminders are delivered (a
// system notification when allowed, else a banner in the page) and Today loads again when the day
// changes.
(() => {
  const root = document.body.dataset.appRoot;
  const headers = { "X-Requested-With": "habitsuite" };

  // Reminders, as the profile's strategy plans them: the server says which fell due, once each.
  const banner = document.getElementById("reminder-banner");
  const checkReminder = async () => {
    let response;
    try {
      response = await fetch(`${root}/reminders/due`, { method: "POST", headers, credentials: "same-origin" });
    } catch (error) { return; }
    if (response.status !== 200) return;
    const reminder = await response.json();
    if ("Notification" in window && Notification.permission === "granted") {
      const note = new Notification(reminder.title, { body: reminder.body });
      note.onclick = () => { window.focus(); location.href = reminder.url; };
    } else if (banner) {
      banner.replaceChildren();
      const strong = document.createElement("strong");
      strong.textContent = reminder.title;
      const text = document.createElement("span");
      text.textContent = " " + reminder.body;
      banner.append(strong, text);
      banner.hidden = false;
      banner.addEventListener("click", () => { banner.hidden = true; location.href = reminder.url; }, { once: true });
    }
  };
  checkReminder();
  setInterval(checkReminder, 20000);

  // Onboarding's reminders step asks the browser once.
  const ask = document.querySelector("[data-ask-notifications]");
  if (ask && "Notification" in window && Notification.permission === "default") {
    ask.hidden = false;
    ask.addEventListener("click", () => Notification.requestPermission().then(() => { ask.hidden = true; }));
  }

  // The day turns over live: at midnight Today loads again.
  if (document.body.classList.contains("today-page")) {
    fetch(`${root}/clock`, { credentials: "same-origin" }).then((r) => r.json()).then(({ millisecondsToNextDay }) => {
      const wait = millisecondsToNextDay + 500;
      if (wait > 0 && wait < 2 ** 31) setTimeout(() => location.reload(), wait);
    }).catch(() => {});
  }
})();
