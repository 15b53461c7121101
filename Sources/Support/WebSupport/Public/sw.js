// The suite's service worker, served at each app's root (`<root>/sw.js`) and registered by
// pages.js when the app is opened over HTTPS (as an installed app on a phone is). It keeps the
// app's shell (its static files) and the pages last seen, for when the server is out of reach:
// a page is always asked of the server first; when no answer comes (or the proxy says the server
// is down), the kept copy is shown marked with when it was kept, and pages.js says it is offline
// and sends nothing from it. A tap (a POST) always goes to the server: it is saved there or it
// fails, never pretended. Signing out clears every kept page (Clear-Site-Data).
"use strict";
const scope = new URL(self.registration.scope).pathname;
const kept = `habitsuite:${scope}`;

self.addEventListener("install", () => self.skipWaiting());
self.addEventListener("activate", (event) => event.waitUntil(self.clients.claim()));

/** A copy of `response` that says when it was kept. */
const stamped = async (response) => {
  const headers = new Headers(response.headers);
  headers.set("X-HabitSuite-Kept", new Date().toISOString());
  return new Response(await response.blob(), { status: response.status, statusText: response.statusText, headers });
};

/** The kept page `response`, its body marked with when it was kept, for pages.js to say so. */
const marked = async (response) => {
  const when = response.headers.get("X-HabitSuite-Kept") || "";
  const html = (await response.text()).replace("<body ", `<body data-offline-since="${when}" `);
  return new Response(html, { status: 200, headers: { "Content-Type": "text/html; charset=utf-8" } });
};

self.addEventListener("fetch", (event) => {
  const request = event.request;
  const url = new URL(request.url);
  if (request.method !== "GET" || url.origin !== location.origin) return;
  // NB: a controlled page's requests come here whatever their address: the suite's own static
  // files (`/static/pages.js`, which says a kept page is offline) are the app's shell too.
  const isPage = request.mode === "navigate" && url.pathname.startsWith(scope);
  const isShell = url.pathname.startsWith(`${scope}static/`) || url.pathname.startsWith("/static/");
  if (!isPage && !isShell) return;
  event.respondWith((async () => {
    const cache = await caches.open(kept);
    try {
      const response = await fetch(request);
      if (response.status >= 502 && response.status <= 504) throw new Error("the server is out of reach");
      if (response.ok && response.type === "basic") await cache.put(request, await stamped(response.clone()));
      return response;
    } catch (error) {
      const copy = await cache.match(request, { ignoreSearch: isShell });
      if (copy) return isPage ? marked(copy) : copy;
      if (!isPage) return Response.error();
      return new Response(`<!doctype html><html lang="en"><meta charset="utf-8"><meta name="viewport" content="width=device-width">
<title>Offline</title><body><main><h1>Offline</h1><p>The server is out of reach, and this page was not opened here before.
Nothing was changed. Try again when the server is back.</p></main></body></html>`,
        { status: 503, headers: { "Content-Type": "text/html; charset=utf-8" } });
    }
  })());
});
