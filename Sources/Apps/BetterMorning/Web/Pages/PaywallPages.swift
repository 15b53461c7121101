import BetterMorningCore
import WebSupport

/// The paywall and the (simulated) App Store payment sheet.
enum PaywallPages {
    typealias Routes = BetterMorningRoutes

    static func paywall(_ screen: PaywallScreen, origin: Origin) -> HTML {
        let chrome = PageChrome(title: "Unlock custom routines", message: PageRequest.current.notice, pageClass: "paywall-page")
        return BetterMorningWebApp.page(chrome, header: .empty, content: content(screen, origin: origin))
    }

    /// The paywall without its page: its content, and what the payment sheet shows behind it.
    private static func content(_ screen: PaywallScreen, origin: Origin) -> HTML {
        """
            <section class="paywall">
              <img class="paywall-icon" src="\(BetterMorningWebApp.chrome.icon)" alt="" width="88" height="88">
              <h1>Make your own mornings</h1>
              <ul class="benefits">\(screen.benefits.map { "<li>\($0)</li>" as HTML })</ul>
              <p class="price">\(screen.price) <span>one time</span></p>
              <a class="button" href="\(Routes.paymentSheet.path(query: ["from": origin.rawValue]))">Unlock for \(screen.price)</a>
              <form method="post" action="\(Routes.restore.path())"><input type="hidden" name="from" value="\(origin.rawValue)"><button class="button secondary" type="submit">Restore purchases</button></form>
              <a class="text-link" href="\(origin.path())">Not now</a>
            </section>
            """
    }

    /// The payment sheet, over the paywall it was opened from.
    static func paymentSheet(_ screen: PaywallScreen, origin: Origin) -> HTML {
        let price = screen.price
        return BetterMorningWebApp.page(PageChrome(title: "Confirm purchase", pageClass: "payment-sheet-page"), header: .empty, content: """
            \(Components.behindSheet(content(screen, origin: origin)))
            <div class="sheet-backdrop">
            <section class="sheet payment-sheet" role="dialog" aria-labelledby="sheet-title">
              <p class="sheet-store">Simulated App Store</p>
              <div class="sheet-product">
                <img src="\(BetterMorningWebApp.chrome.icon)" alt="" width="48" height="48">
                <div><h1 id="sheet-title">Better Morning Unlock</h1><p>Custom routines · one-time purchase</p></div>
                <p class="sheet-price">\(price)</p>
              </div>
              <p class="footnote">This is a simulation: no money changes hands.</p>
              <form method="post" action="\(Routes.buy.path())">
                <input type="hidden" name="from" value="\(origin.rawValue)">
                <button class="button" type="submit" name="outcome" value="success">Buy</button>
                <button class="button secondary" type="submit" name="outcome" value="cancel">Cancel</button>
                <button class="text-link" type="submit" name="outcome" value="fail">Simulate a failed payment</button>
              </form>
            </section>
            </div>
            """)
    }
}
