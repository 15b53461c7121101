import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import Synchronization
import Testing
@testable import Access

/// Signing in and out through the real middleware and pages: what a browser is sent, what it may
/// reach, and what is refused without a handler running.
@Suite struct SignInTests {
    @Test func signedOutAPageIsTheSignInFormAndAnActionChangesNothing() async throws {
        let h = try AccessHarness()
        try await h.test { client async throws in
            let page = try await client.page("/app/data?x=1")
            #expect(page.status == .unauthorized)
            #expect(page.text.contains("<form class=\"access-form\" method=\"post\" action=\"/sign-in\">"))
            #expect(page.text.contains("name=\"to\" value=\"/app/data?x=1\""))
            #expect(!page.text.contains("secret data"))
            #expect(!page.text.contains("<script"), "the sign-in page works without JavaScript and loads none")
            let action = try await client.send("/app/change", "x=1")
            #expect(action.status == .unauthorized)
        }
        #expect(h.changes.count == 0)
    }

    @Test func theRightPassphraseGivesAnHttpOnlyLaxSessionThatOpensTheApp() async throws {
        let h = try AccessHarness()
        try await h.test { client async throws in
            let answer = try await client.send("/sign-in", "passphrase=correct+horse+battery&to=/app/data")
            #expect(answer.status == .seeOther && answer.headers[.location] == "/app/data")
            let cookies = answer.headers[values: .setCookie]
            let session = try #require(cookies.first { $0.hasPrefix("habitsuite-session=") })
            #expect(session.contains("HttpOnly") && session.contains("SameSite=Lax") && session.contains("Path=/"))
            #expect(!session.contains("Secure"), "plain HTTP on the LAN cannot keep a Secure cookie")
            let cookie = String(session.prefix { $0 != ";" })
            let page = try await client.page("/app/data", cookie: cookie)
            #expect(page.status == .ok && page.text.contains("secret data"))
            #expect(page.headers[.cacheControl] == "no-store")
            #expect(page.headers[HTTPField.Name("Strict-Transport-Security")!] == nil)
            #expect(try await client.send("/app/change", cookie: cookie).status == .seeOther)
        }
        #expect(h.changes.count == 1)
    }

    @Test func overHttpsThroughTheProxyTheCookieIsSecureAndHostOnlyWithHSTS() async throws {
        let h = try AccessHarness()
        try await h.test { client async throws in
            let answer = try await client.send("/sign-in", "passphrase=correct+horse+battery&to=/app/data", via: .proxy)
            #expect(answer.status == .seeOther)
            let session = try #require(answer.headers[values: .setCookie].first { $0.hasPrefix("__Host-habitsuite-session=") })
            #expect(session.contains("Secure") && session.contains("HttpOnly") && session.contains("SameSite=Lax"))
            #expect(answer.headers[HTTPField.Name("Strict-Transport-Security")!] == "max-age=31536000")
            let cookie = String(session.prefix { $0 != ";" })
            #expect(try await client.page("/app/data", cookie: cookie, via: .proxy).status == .ok)
            // Over plain HTTP only the plain name is read (a browser never sends a Secure cookie there).
            #expect(try await client.page("/app/data", cookie: cookie).status == .unauthorized)
        }
    }

    @Test func forwardedHeadersFromAnUntrustedPeerAreIgnored() async throws {
        let h = try AccessHarness()
        try await h.test { client async throws in
            let headers: HTTPFields = [HTTPField.Name("X-Forwarded-Proto")!: "https", HTTPField.Name("X-Forwarded-For")!: "10.9.9.9"]
            let answer = try await client.send("/sign-in", "passphrase=correct+horse+battery&to=/", headers: headers)
            #expect(answer.headers[values: .setCookie].allSatisfy { !$0.contains("Secure") })
            #expect(answer.headers[HTTPField.Name("Strict-Transport-Security")!] == nil)
        }
    }

    @Test(arguments: ["habitsuite-session=not-a-session", "habitsuite-session=", "habitsuite-session=x; habitsuite-device=y",
                      "__Host-habitsuite-session=forged"])
    func aForgedOrForeignCookieIsSignedOut(cookie: String) async throws {
        let h = try AccessHarness()
        try await h.test { client async throws in
            #expect(try await client.page("/app/data", cookie: cookie).status == .unauthorized)
        }
    }

    @Test func aSessionFromAnotherServerIsSignedOut() async throws {
        let other = try AccessHarness()
        let h = try AccessHarness()
        let cookie = Mutex<String?>(nil)
        try await other.test { client async throws in
            let signedIn = try await client.signIn()
            cookie.withLock { $0 = signedIn }
        }
        let foreign = try #require(cookie.withLock { $0 })
        try await h.test { client async throws in
            #expect(try await client.page("/app/data", cookie: foreign).status == .unauthorized)
        }
    }

    @Test func aSessionUnusedForThirtyDaysHasEnded() async throws {
        let h = try AccessHarness()
        try await h.test { client async throws in
            let cookie = try #require(try await client.signIn())
            h.time.advance(29 * 86_400)
            #expect(try await client.page("/app/data", cookie: cookie).status == .ok, "used within 30 days, it goes on")
            h.time.advance(31 * 86_400)
            #expect(try await client.page("/app/data", cookie: cookie).status == .unauthorized)
        }
    }

    @Test func signingOutEndsThisSessionAndSigningOutEverywhereEndsAll() async throws {
        let h = try AccessHarness()
        try await h.test { client async throws in
            let phone = try #require(try await client.signIn())
            let laptop = try #require(try await client.signIn())
            let out = try await client.send("/sign-out", cookie: phone)
            #expect(out.status == .seeOther && out.headers[values: .setCookie].contains { $0.contains("Max-Age=0") })
            #expect(try await client.page("/app/data", cookie: phone).status == .unauthorized)
            #expect(try await client.page("/app/data", cookie: laptop).status == .ok)
            let tablet = try #require(try await client.signIn())
            #expect(try await client.send("/sign-out/everywhere", cookie: tablet).status == .seeOther)
            #expect(try await client.page("/app/data", cookie: laptop).status == .unauthorized)
            #expect(try await client.page("/app/data", cookie: tablet).status == .unauthorized)
        }
    }

    @Test func signInAndSignOutFromAnotherSiteAreRefused() async throws {
        let h = try AccessHarness()
        try await h.test { client async throws in
            let evil: HTTPFields = [.origin: "https://evil.example"]
            let signIn = try await client.send("/sign-in", "passphrase=correct+horse+battery&to=/", headers: evil)
            #expect(signIn.status == .forbidden && signIn.headers[values: .setCookie].isEmpty)
            let cookie = try #require(try await client.signIn())
            #expect(try await client.send("/sign-out", cookie: cookie, headers: evil).status == .forbidden)
            #expect(try await client.send("/sign-out/everywhere", cookie: cookie, headers: evil).status == .forbidden)
            #expect(try await client.page("/app/data", cookie: cookie).status == .ok, "still signed in")
        }
    }

    @Test func aWrongPassphraseIsRefusedAndTriesSlowDown() async throws {
        let h = try AccessHarness()
        try await h.test { client async throws in
            for _ in 0..<4 {
                let answer = try await client.send("/sign-in", "passphrase=guess&to=/")
                #expect(answer.status == .unauthorized && answer.text.contains("That is not the passphrase"))
                #expect(answer.text.contains("aria-invalid=\"true\""))
            }
            #expect(try await client.send("/sign-in", "passphrase=guess&to=/").status == .unauthorized)
            let slowed = try await client.send("/sign-in", "passphrase=correct+horse+battery&to=/")
            #expect(slowed.status == .tooManyRequests && slowed.headers[.retryAfter] == "1")
            #expect(slowed.text.contains("Too many wrong tries"))
            h.time.advance(1)
            #expect(try await client.signIn() != nil, "after the wait the right passphrase works")
        }
    }

    @Test func aSignInLeadsOnlyToThisServer() {
        #expect(AccessController.localPath("//evil.example/") == "/")
        #expect(AccessController.localPath("https://evil.example/") == "/")
        #expect(AccessController.localPath("/\\evil.example") == "/")
        #expect(AccessController.localPath("/my-habit-lab/today?day=2026-11-22") == "/my-habit-lab/today?day=2026-11-22")
    }

    @Test func theOneTimeFormKeepsItsCacheControlAndOtherSignedInPagesAreNotStored() async throws {
        let h = try AccessHarness()
        try await h.test { client async throws in
            let cookie = try #require(try await client.signIn())
            #expect(try await client.page("/app/form", cookie: cookie).headers[.cacheControl] == "private, no-cache")
            #expect(try await client.page("/account", cookie: cookie).headers[.cacheControl] == "no-store")
        }
    }
}
