// Ultimate's page script. Everything works without it (forms post and redirect); with it:
// logging updates the task in place (and celebrates a finished day), a task row swipes to
// complete and long-presses for its actions, photos pinch to zoom, a plan's tasks drag to reorder,
// compared photos slide over each other, uploads show their progress, a running timer counts
// live, and Today loads again when the day changes. Posting and parsing are the suite's `pages.js` (`HabitSuite`); due reminders
// are its `reminders.js`.
(() => {
  // Posting, parsing and the server's clock are the suite's `pages.js`.
  const { post, send, parse, clock, atNextDay, showAlert, notAnswering } = window.HabitSuite;

  // Onboarding's reminders step asks the browser once.
  const ask = document.querySelector("[data-ask-notifications]");
  if (ask && "Notification" in window && Notification.permission === "default") {
    ask.hidden = false;
    ask.addEventListener("click", () => Notification.requestPermission().then(() => { ask.hidden = true; }));
  }

  // The day turns over live: at midnight Today loads again.
  if (document.body.classList.contains("today-page")) atNextDay(() => location.reload());

  // A running timer counts live, as a clock: the minutes logged before it started plus the time
  // since it started by the server's clock (which may run at another time than the browser's).
  // Each second reads the timers anew, so one a logged change put in place counts on too.
  const timers = () => document.querySelectorAll("[data-timer-started]");
  let counting = null;
  const countTimers = () => {
    if (counting || !timers().length) return;
    counting = clock().then(({ now }) => {
      const offset = now - Date.now();
      const tick = () => timers().forEach((timer) => {
        const running = Math.max(0, Date.now() + offset - Number(timer.dataset.timerStarted)) / 1000;
        const seconds = Math.floor(Number(timer.dataset.timerLogged) + running);
        timer.textContent = `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, "0")}`;
      });
      tick();
      setInterval(tick, 1000);
    }).catch(() => { counting = null; });
  };
  countTimers();

  // ---- Shared ----------------------------------------------------------------------------------

  // The message of a refused action, as its error page or form page says it.
  const messageOf = (doc) =>
    (doc.querySelector(".error-page .empty-text, p.alert")?.textContent || "That did not work. Nothing was changed.").trim();
  // A click that ends a gesture is not also a tap: the browser sends it at once after the finger
  // lifts, on whatever is under it then (the card, or the action sheet's backdrop).
  let swallowIn = null;
  const swallowNextClick = (element) => {
    swallowIn = element;
    setTimeout(() => { swallowIn = null; }, 150);
  };
  document.addEventListener("click", (event) => {
    if (swallowIn?.contains(event.target)) { event.preventDefault(); event.stopPropagation(); swallowIn = null; }
  }, true);

  // ---- Logging in place ------------------------------------------------------------------------

  // Posts a task's form and puts the page's answer in place: the task's card, its challenge's
  // ring, and the celebration when that was the day's last task. The scroll position stays. A
  // value refused comes back as the page with the message beside the task's box: that card is put
  // in place, with the box focused and what was typed in it.
  const logInPlace = async (form, submitter) => {
    const card = form.closest("[id^=task-]");
    const group = form.closest(".challenge-group");
    card?.classList.add("pending");
    let response, doc;
    try {
      ({ response, page: doc } = await send(form, submitter));
    } catch (error) {
      card?.classList.remove("pending");
      notAnswering();
      return;
    }
    card?.classList.remove("pending");
    putInPlace(card, group, response, doc);
  };

  /** Puts the answer `doc` to a task's form in place: its card, its challenge's ring, and the
   *  celebration when that was the day's last task; a refused value beside its box. */
  const putInPlace = (card, group, response, doc) => {
    if (!response.ok) {
      const refused = card && response.status === 400 && doc.getElementById(card.id);
      if (refused?.querySelector(".field-error")) {
        card.replaceWith(refused);
        const field = refused.querySelector("[aria-invalid=true]");
        field?.focus({ preventScroll: true });
        field?.select?.();
      } else {
        showAlert(messageOf(doc));
      }
      return;
    }
    for (const old of [card, group?.querySelector(".group-head")]) {
      const fresh = old && doc.getElementById(old.id);
      if (fresh) old.replaceWith(fresh);
    }
    const fresh = card && document.getElementById(card.id);
    if (fresh && fresh.classList.contains("status-completed") && !card.classList.contains("status-completed")) {
      fresh.classList.add("just-completed");
      navigator.vibrate?.(10);
    }
    countTimers();
    const celebration = doc.getElementById("celebration");
    if (celebration) celebrate(celebration);
  };

  // The day's last task: confetti over the page (none when motion is reduced), then it goes.
  const celebrate = (celebration) => {
    document.getElementById("celebration")?.remove();
    celebration.classList.add("toast");
    document.body.append(celebration);
    navigator.vibrate?.([20, 40, 20]);
    setTimeout(() => celebration.classList.add("leaving"), 4500);
    setTimeout(() => celebration.remove(), 5000);
    celebration.addEventListener("click", () => celebration.remove());
  };

  document.addEventListener("submit", (event) => {
    const form = event.target;
    if (!form.closest(".task-card, .task-day") || form.enctype === "multipart/form-data") return;
    event.preventDefault();
    logInPlace(form, event.submitter);
  });

  // ---- Swipe to complete, long-press for actions ------------------------------------------------

  let gesture = null;
  document.addEventListener("pointerdown", (event) => {
    const card = event.target.closest(".task-card");
    if (!card || event.target.closest("input, textarea, select") || event.button > 0) return;
    gesture = { card, x: event.clientX, y: event.clientY, dx: 0, swiping: false };
    gesture.press = setTimeout(() => {
      if (gesture && !gesture.swiping) { gesture.pressed = true; openActions(card); }
    }, 550);
  });
  document.addEventListener("pointermove", (event) => {
    if (!gesture || gesture.pressed) return;
    const dx = event.clientX - gesture.x;
    const dy = event.clientY - gesture.y;
    if (Math.abs(dx) > 8 || Math.abs(dy) > 8) clearTimeout(gesture.press);
    if (!gesture.swiping && gesture.card.hasAttribute("data-swipe") && dx > 12 && Math.abs(dx) > 2 * Math.abs(dy)) {
      gesture.swiping = true;
      gesture.card.classList.add("swiping");
    }
    if (gesture.swiping) {
      gesture.dx = Math.max(0, dx);
      gesture.card.style.transform = `translateX(${gesture.dx}px)`;
    }
  });
  const endGesture = () => {
    if (!gesture) return;
    clearTimeout(gesture.press);
    const { card, swiping, dx, pressed } = gesture;
    gesture = null;
    if (pressed) swallowNextClick(document.documentElement);
    if (!swiping) return;
    swallowNextClick(card);
    card.classList.remove("swiping");
    card.style.transform = "";
    if (dx > card.offsetWidth * 0.35) {
      const form = card.querySelector("form.task-control");
      if (form) logInPlace(form);
    }
  };
  document.addEventListener("contextmenu", (event) => { if (event.target.closest(".task-card")) event.preventDefault(); });
  document.addEventListener("pointerup", endGesture);
  document.addEventListener("pointercancel", endGesture);

  // The long-press sheet: note, undo and open, as the task's detail page offers them.
  const openActions = (card) => {
    document.getElementById("action-sheet")?.remove();
    const sheet = document.createElement("div");
    sheet.id = "action-sheet";
    sheet.className = "action-sheet";
    sheet.setAttribute("role", "dialog");
    sheet.setAttribute("aria-label", card.querySelector(".task-name")?.textContent.trim() || "Task");
    const panel = document.createElement("div");
    panel.className = "sheet-panel glass-card";
    const add = (label, act, className = "button secondary wide") => {
      const button = document.createElement("button");
      button.type = "button";
      button.className = className;
      button.textContent = label;
      button.addEventListener("click", () => { sheet.remove(); act(); });
      panel.append(button);
    };
    const detail = card.dataset.detail;
    add("Add a note", () => { location.href = `${detail}#note`; });
    const undo = card.dataset.undo;
    if (undo && !card.classList.contains("status-notStarted")) {
      add("Undo", () => {
        const form = document.createElement("form");
        form.setAttribute("action", undo);
        form.method = "post";
        for (const input of card.querySelectorAll("form input[name=day], form input[name=from]")) {
          if (!form.querySelector(`[name=${input.name}]`)) form.append(input.cloneNode());
        }
        card.querySelector(".task-control")?.append(form);
        logInPlace(form).finally(() => form.remove());
      });
    }
    add("Open", () => { location.href = detail; });
    add("Cancel", () => {}, "button tertiary wide");
    sheet.append(panel);
    sheet.addEventListener("click", (event) => { if (event.target === sheet) sheet.remove(); });
    document.body.append(sheet);
    panel.querySelector("button")?.focus();
    navigator.vibrate?.(15);
  };

  // ---- Pinch to zoom a photo ---------------------------------------------------------------------

  for (const frame of document.querySelectorAll("[data-zoomable]")) {
    const image = frame.querySelector("img");
    const pointers = new Map();
    let scale = 1, base = 1, start = 0;
    const apply = () => {
      image.style.transform = `scale(${scale})`;
      frame.dataset.scale = scale.toFixed(2);
    };
    const distance = () => {
      const [a, b] = [...pointers.values()];
      return Math.hypot(a.x - b.x, a.y - b.y);
    };
    frame.addEventListener("pointerdown", (event) => {
      pointers.set(event.pointerId, { x: event.clientX, y: event.clientY });
      if (pointers.size === 2) { start = distance(); base = scale; }
    });
    frame.addEventListener("pointermove", (event) => {
      if (!pointers.has(event.pointerId)) return;
      pointers.set(event.pointerId, { x: event.clientX, y: event.clientY });
      if (pointers.size === 2 && start > 0) {
        scale = Math.min(5, Math.max(1, base * distance() / start));
        apply();
      }
    });
    const lift = (event) => { pointers.delete(event.pointerId); if (pointers.size < 2) start = 0; };
    frame.addEventListener("pointerup", lift);
    frame.addEventListener("pointercancel", lift);
    frame.addEventListener("dblclick", () => { scale = scale > 1 ? 1 : 2.5; apply(); });
  }

  // ---- Drag to reorder a plan's tasks -----------------------------------------------------------

  for (const list of document.querySelectorAll("[data-reorder]")) {
    let drag = null;
    list.addEventListener("pointerdown", (event) => {
      const handle = event.target.closest(".drag-handle");
      if (!handle) return;
      const row = handle.closest("li");
      drag = { row, y: event.clientY, from: [...list.children].indexOf(row) };
      row.classList.add("dragging");
      handle.setPointerCapture(event.pointerId);
      event.preventDefault();
    });
    list.addEventListener("pointermove", (event) => {
      if (!drag) return;
      drag.row.style.transform = `translateY(${event.clientY - drag.y}px)`;
    });
    const drop = async (event) => {
      if (!drag) return;
      const { row, from } = drag;
      drag = null;
      row.classList.remove("dragging");
      row.style.transform = "";
      // The new place: before the first other row whose middle is below the pointer.
      const others = [...list.children].filter((item) => item !== row);
      let to = others.findIndex((item) => { const box = item.getBoundingClientRect(); return event.clientY < box.top + box.height / 2; });
      if (to < 0) to = others.length;
      if (to === from) return;
      const body = new URLSearchParams({ position: String(to + 1) });
      try {
        const response = await post(row.dataset.move, body);
        if (!response.ok) { showAlert(messageOf(parse(await response.text()))); return; }
        location.replace(response.url);
      } catch (error) { notAnswering(); }
    };
    list.addEventListener("pointerup", drop);
    list.addEventListener("pointercancel", drop);
  }

  // ---- Compare with an overlay slider -----------------------------------------------------------

  for (const overlay of document.querySelectorAll("[data-overlay]")) {
    const top = overlay.querySelector(".overlay-after");
    const slider = overlay.querySelector("input[type=range]");
    const show = () => { top.style.clipPath = `inset(0 0 0 ${slider.value}%)`; };
    slider.addEventListener("input", show);
    show();
  }

  // ---- Upload progress ----------------------------------------------------------------------------

  document.addEventListener("submit", (event) => {
    const form = event.target;
    if (form.enctype !== "multipart/form-data" || event.defaultPrevented) return;
    event.preventDefault();
    const button = form.querySelector("button[type=submit]");
    let progress = form.querySelector("progress");
    if (!progress) {
      progress = document.createElement("progress");
      progress.max = 100;
      progress.className = "upload-progress";
      progress.setAttribute("aria-label", "Upload progress");
      form.append(progress);
    }
    progress.value = 0;
    progress.hidden = false;
    if (button) button.disabled = true;
    const request = new XMLHttpRequest();
    request.open("POST", form.getAttribute("action"));
    request.setRequestHeader("X-Requested-With", "habitsuite");
    request.upload.addEventListener("progress", (e) => { if (e.lengthComputable) progress.value = Math.round(100 * e.loaded / e.total); });
    request.addEventListener("load", () => {
      const card = form.closest(".task-card");
      if (request.status < 400 && card && new URL(request.responseURL).pathname === location.pathname) {
        // A task's photo finishes in place, as every other task does (issue 39, item 13).
        putInPlace(card, card.closest(".challenge-group"), { ok: true, status: request.status }, parse(request.responseText));
        return;
      }
      if (request.status < 400) { progress.value = 100; location.href = request.responseURL; return; }
      progress.hidden = true;
      if (button) button.disabled = false;
      showAlert(messageOf(parse(request.responseText)));
    });
    request.addEventListener("error", () => {
      progress.hidden = true;
      if (button) button.disabled = false;
      showAlert("The upload did not reach the app. Nothing was stored.");
    });
    request.send(new FormData(form));
  });
})();
