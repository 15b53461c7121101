import Foundation
import GRDB
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import Testing
@testable import Access

/// Tokens for scripts (made once, stored hashed, read-only or not, revoked) and the one-time setup link.
@Suite struct TokenAndSetupTests {
    /// Makes a token through "Sign-in and tokens": its secret, as the page shows it once.
    private func makeToken(_ client: some TestClientProtocol, cookie: String, readOnly: Bool) async throws -> String {
        let made = try await client.send("/account/tokens", "name=Shortcuts\(readOnly ? "&readOnly=on" : "")", cookie: cookie)
        #expect(made.status == .ok && made.text.contains("it is not shown again"))
        let secret = try #require(made.text.firstMatch(of: /value="(hs_[A-Za-z0-9_-]+)"/)?.1)
        return String(secret)
    }

    @Test func aTokenOpensTheAppsAsBearerAndIsListedWithItsLastUse() async throws {
        let h = try AccessHarness()
        try await h.test { client async throws in
            let cookie = try #require(try await client.signIn())
            let token = try await makeToken(client, cookie: cookie, readOnly: false)
            let bearer: HTTPFields = [.authorization: "Bearer \(token)"]
            let page = try await client.page("/app/data", headers: bearer)
            #expect(page.status == .ok && page.text.contains("secret data"))
            #expect(try await client.send("/app/change", headers: bearer).status == .seeOther)
            let account = try await client.page("/account", cookie: cookie)
            #expect(account.text.contains("Shortcuts") && account.text.contains("Last used"))
            #expect(!account.text.contains(token), "the secret is shown once, when made")
        }
        #expect(h.changes.count == 1)
    }

    @Test func aReadOnlyTokenReadsAndChangesNothing() async throws {
        let h = try AccessHarness()
        try await h.test { client async throws in
            let cookie = try #require(try await client.signIn())
            let token = try await makeToken(client, cookie: cookie, readOnly: true)
            let bearer: HTTPFields = [.authorization: "Bearer \(token)"]
            #expect(try await client.page("/app/data", headers: bearer).status == .ok)
            let refused = try await client.send("/app/change", headers: bearer)
            #expect(refused.status == .forbidden && refused.text.contains("can only read"))
        }
        #expect(h.changes.count == 0)
    }

    @Test func aRevokedUnknownOrMisplacedTokenIsRefused() async throws {
        let h = try AccessHarness()
        try await h.test { client async throws in
            let cookie = try #require(try await client.signIn())
            let token = try await makeToken(client, cookie: cookie, readOnly: false)
            let inURL = try await client.page("/app/data?access_token=\(token)")
            #expect(inURL.status == .unauthorized && !inURL.text.contains("secret data"), "a token in the address")
            let id = try #require(try h.access.tokens().first?.id)
            #expect(try await client.send("/account/tokens/\(id)/revoke", cookie: cookie).status == .seeOther)
            for value in ["Bearer \(token)", "Bearer hs_unknown", "Basic b3duZXI6eA==", "Bearer", token] {
                let answer = try await client.page("/app/data", headers: [.authorization: value])
                #expect(answer.status == .unauthorized && !answer.text.contains("secret data"), "\(value)")
            }
        }
    }

    @Test func aTokenManagesNoTokens() async throws {
        let h = try AccessHarness()
        try await h.test { client async throws in
            let cookie = try #require(try await client.signIn())
            let token = try await makeToken(client, cookie: cookie, readOnly: false)
            let answer = try await client.send("/account/tokens", "name=More", headers: [.authorization: "Bearer \(token)"])
            #expect(answer.status == .forbidden)
            #expect(try h.access.tokens().count == 1)
        }
    }

    @Test func onlyTheSecretsFingerprintsAreStored() async throws {
        let h = try AccessHarness()
        let (_, secret) = try h.access.createToken(name: "Script", readOnly: false)
        let rows = try await h.access.database.store.writer.read { db in
            try String.fetchAll(db, sql: "SELECT digest FROM token UNION ALL SELECT passphraseHash FROM owner")
        }
        #expect(rows.count == 2 && !rows.contains { $0.contains(secret) || $0.contains(AccessHarness.passphrase) })
        #expect(rows.contains { $0.hasPrefix("$2b$04$") }, "bcrypt")
    }

    @Test func theSetupLinkSetsTheFirstPassphraseOnce() async throws {
        let h = try AccessHarness(passphrase: nil)
        let code = try #require(try h.access.makeSetupCode())
        try await h.test { client async throws in
            let waiting = try await client.page("/app/data")
            #expect(waiting.status == .unauthorized && waiting.text.contains("no passphrase yet"))
            #expect(try await client.page("/setup/wrong-code").status == .gone)
            #expect(try await client.page("/setup/\(code)").status == .ok)
            let short = try await client.send("/setup/\(code)", "passphrase=short&again=short")
            #expect(short.status == .badRequest && short.text.contains("at least 10 characters"))
            let set = try await client.send("/setup/\(code)", "passphrase=correct+horse+battery&again=correct+horse+battery")
            #expect(set.status == .seeOther)
            let cookie = try #require(set.headers[values: .setCookie].first { $0.hasPrefix("habitsuite-session=") }.map { String($0.prefix { $0 != ";" }) })
            #expect(try await client.page("/app/data", cookie: cookie).status == .ok)
            let again = try await client.send("/setup/\(code)", "passphrase=another+one+here&again=another+one+here")
            #expect(again.status == .gone, "a setup link used twice")
            #expect(try await client.page("/setup/\(code)").status == .gone)
            #expect(try await client.signIn("another one here") == nil)
            #expect(try await client.signIn() != nil)
        }
    }
}
