import Foundation
import WebSupport

/// "Sign-in and tokens" (`/account`): sign out here or everywhere, and the tokens that scripts and
/// devices send as `Authorization: Bearer …`, each with its name, when it was made and last used.
enum AccountPage {
    /// The page; `created`: a token made just now, whose secret is shown this once.
    static func page(look: AccessPages.Look, tokens: [AccessToken], sessions: Int, created: (AccessToken, String)? = nil,
                     notice: String? = nil, problem: String? = nil, format: Date.FormatStyle) -> HTML {
        let chrome = AccessPages.chrome(look.chrome)
        return Layout.page(chrome, PageChrome(title: "Sign-in and tokens", notice: notice, pageClass: "access-page \(look.pageClass)"), content: """
            <section class="access">
              <a class="access-back" href="/">‹ HabitSuite</a>
              \(created.map { shown($0.0, secret: $0.1) })
              <h2 class="access-heading">This browser</h2>
              <p>\(sessions == 1 ? "This is the only browser signed in." : "\(sessions) browsers are signed in.")</p>
              <form class="access-form" method="post" action="/sign-out">
                <button class="button primary wide access-button" type="submit">Sign out</button>
              </form>
              <form class="access-form" method="post" action="/sign-out/everywhere">
                <button class="button secondary wide access-button" type="submit">Sign out everywhere</button>
              </form>
              <h2 class="access-heading">Tokens</h2>
              <p class="access-hint">A script or a device sends a token instead of signing in, as the header
              <code>Authorization: Bearer hs_…</code>, never in an address. A read-only token can only read.</p>
              \(tokens.isEmpty ? "<p class=\"access-hint\">No tokens yet.</p>" : list(tokens, format: format))
              <form class="access-form" method="post" action="/account/tokens">
                <label class="access-label" for="token-name">New token's name</label>
                <input class="access-input" id="token-name" name="name" maxlength="60" required placeholder="Shortcuts on my phone"\
            \(problem == nil ? "" : " aria-invalid=\"true\" aria-describedby=\"token-name-error\"" as HTML)>
                \(problem.map { "<p class=\"field-error access-error\" id=\"token-name-error\" role=\"alert\">\($0)</p>" as HTML })
                <label class="access-check"><input type="checkbox" name="readOnly" value="on"> Read only</label>
                <button class="button primary wide access-button" type="submit">Create token</button>
              </form>
            </section>
            """)
    }

    private static func list(_ tokens: [AccessToken], format: Date.FormatStyle) -> HTML {
        """
        <ul class="access-tokens">
        \(tokens.map { token in
            """
              <li class="access-token">
                <p class="access-token-name">\(token.name)\(if: token.readOnly, " <span class=\"access-badge\">Read only</span>")</p>
                <p class="access-hint">Made \(token.createdAt.formatted(format))</p>
                <p class="access-hint">\(token.lastUsedAt.map { "Last used \($0.formatted(format))" } ?? "Never used")</p>
                <form method="post" action="/account/tokens/\(token.id)/revoke">
                  <button class="button secondary access-revoke" type="submit" aria-label="Revoke \(token.name)">Revoke</button>
                </form>
              </li>

            """ as HTML
        })</ul>
        """
    }

    private static func shown(_ token: AccessToken, secret: String) -> HTML {
        """
        <div class="access-created" role="status">
          <h2 class="access-heading">“\(token.name)” is ready</h2>
          <p>Copy the token now: it is not shown again. Only a fingerprint of it is kept on the server.</p>
          <label class="access-label" for="new-token">Token</label>
          <input class="access-input access-secret" id="new-token" value="\(secret)" readonly>
        </div>
        """
    }
}
