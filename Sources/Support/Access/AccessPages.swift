import Foundation
import WebSupport

/// The sign-in pages, drawn in the look of the app whose address was asked for (its stylesheets
/// and appearance; no script: every one works as a plain form), and the suite's "Sign-in and
/// tokens" page.
enum AccessPages {
    /// The stylesheet the access pages add to an app's (`/static/access.css`).
    static let stylesheet = "/static/access.css"

    /// `look`'s chrome for a page of the suite's: its stylesheets and ours, no scripts, no tabs.
    static func chrome(_ look: AppChrome) -> AppChrome {
        // NB: root "" keeps the layout from adding the apps' page and reminder scripts, which would ask for data.
        AppChrome(name: look.name, root: "", icon: look.icon, themeColor: look.themeColor, stylesheets: look.stylesheets + [stylesheet],
                  colorScheme: look.colorScheme, darkThemeColor: look.darkThemeColor)
    }

    /// The sign-in form; `to`: where to go after; `problem`: why the last try was refused.
    static func signIn(look: Look, to: String, problem: String? = nil, note: String? = nil) -> HTML {
        page(look, title: "Sign in", content: """
            <section class="access">
              <p class="access-lede">\(look.chrome.name) on this server is private. Type the passphrase its owner chose.</p>
              \(note.map { "<p class=\"notice\" role=\"status\">\($0)</p>" as HTML })
              <form class="access-form" method="post" action="/sign-in">
                <input type="hidden" name="to" value="\(to)">
                <label class="access-label" for="passphrase">Passphrase</label>
                <input class="access-input" id="passphrase" name="passphrase" type="password" autocomplete="current-password" required autofocus\
            \(if: problem != nil, " aria-invalid=\"true\" aria-describedby=\"passphrase-error\"")>
                \(problem.map { "<p class=\"field-error access-error\" id=\"passphrase-error\" role=\"alert\">\($0)</p>" as HTML })
                <button class="button primary wide access-button" type="submit">Sign in</button>
              </form>
              <p class="access-hint">Forgot it? Its owner starts the server again with <code>--set-passphrase</code> to choose another.</p>
            </section>
            """)
    }

    /// What every address shows while no passphrase is set.
    static func waitingForOwner(look: Look) -> HTML {
        page(look, title: "Not set up yet", content: """
            <section class="access">
              <p class="access-lede">This HabitSuite server has no passphrase yet, so it shows nothing.</p>
              <p>Its owner sets one with the setup link printed where the server was started, or starts the
              server again with <code>--set-passphrase</code>.</p>
            </section>
            """)
    }

    /// The setup link's form: the first passphrase, typed twice.
    static func setup(look: Look, code: String, problem: String? = nil) -> HTML {
        let invalid: HTML = problem == nil ? .empty : " aria-invalid=\"true\" aria-describedby=\"passphrase-error\""
        return page(look, title: "Choose a passphrase", content: """
            <section class="access">
              <p class="access-lede">Choose the passphrase that opens HabitSuite on this server, from any device.
              A few words you can remember and type on a phone: at least 10 characters.</p>
              <form class="access-form" method="post" action="/setup/\(code)">
                <label class="access-label" for="passphrase">Passphrase</label>
                <input class="access-input" id="passphrase" name="passphrase" type="password" autocomplete="new-password" minlength="10" required autofocus\(invalid)>
                \(problem.map { "<p class=\"field-error access-error\" id=\"passphrase-error\" role=\"alert\">\($0)</p>" as HTML })
                <label class="access-label" for="again">The same again</label>
                <input class="access-input" id="again" name="again" type="password" autocomplete="new-password" minlength="10" required>
                <button class="button primary wide access-button" type="submit">Set the passphrase</button>
              </form>
            </section>
            """)
    }

    /// A setup link that cannot be used (again).
    static func setupUsed(look: Look) -> HTML {
        page(look, title: "Link used", content: """
            <section class="access">
              <p class="access-lede">\(AccessError.setupLinkUsed.message)</p>
              <a class="button primary wide access-button" href="/">Sign in</a>
            </section>
            """)
    }

    /// A page of the access pages: the look's chrome, our title.
    static func page(_ look: Look, title: String, content: HTML) -> HTML {
        Layout.page(chrome(look.chrome), PageChrome(title: title, pageClass: "access-page \(look.pageClass)"), content: content)
    }

    /// How a page looks: an app's chrome, and the class its body adds (its appearance).
    struct Look: Sendable {
        let chrome: AppChrome
        let pageClass: String
    }
}
