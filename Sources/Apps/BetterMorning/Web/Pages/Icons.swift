import BetterMorningCore
import WebSupport

/// Better Morning's drawn icons and small shared pieces of markup.
enum Icons {
    static let explore = HTML(trustedMarkup: #"<svg viewBox="0 0 24 24" aria-hidden="true"><circle cx="12" cy="12" r="9" fill="none" stroke="currentColor" stroke-width="1.8"/><path d="M15.5 8.5l-2 5-5 2 2-5z" fill="currentColor"/></svg>"#)
    static let routine = HTML(trustedMarkup: #"<svg viewBox="0 0 24 24" aria-hidden="true"><rect x="4" y="4" width="16" height="16" rx="4" fill="none" stroke="currentColor" stroke-width="1.8"/><path d="M8 12.5l2.5 2.5 5.5-6" fill="none" stroke="currentColor" stroke-width="1.8" stroke-linecap="round" stroke-linejoin="round"/></svg>"#)
    static let data = HTML(trustedMarkup: #"<svg viewBox="0 0 24 24" aria-hidden="true"><path d="M6 19V11M12 19V5M18 19v-6" fill="none" stroke="currentColor" stroke-width="2.2" stroke-linecap="round"/></svg>"#)
    static let gear = HTML(trustedMarkup: #"<svg viewBox="0 0 24 24" aria-hidden="true"><path d="M12 8.5a3.5 3.5 0 1 0 0 7 3.5 3.5 0 0 0 0-7zm8.4 4.6-.1-2.2 2-1.6-2-3.4-2.4.9a8 8 0 0 0-1.9-1.1L15.6 3h-3.9l-.4 2.6a8 8 0 0 0-1.9 1.1L7 5.8l-2 3.4 2 1.6a8 8 0 0 0 0 2.2l-2 1.6 2 3.4 2.4-.9a8 8 0 0 0 1.9 1.1l.4 2.6h3.9l.4-2.6a8 8 0 0 0 1.9-1.1l2.4.9 2-3.4z" fill="none" stroke="currentColor" stroke-width="1.6" stroke-linejoin="round"/></svg>"#)
}

/// Pieces several Better Morning pages use.
enum Components {
    /// The screen a sheet was opened from, drawn behind it, dimmed and out of reach (`inert`):
    /// a sheet slides up over where the person was, not over a blank page.
    static func behindSheet(_ screen: HTML) -> HTML {
        "<div class=\"sheet-behind\" inert aria-hidden=\"true\">\(screen)</div>"
    }

    /// The link to Settings from tab `origin` (Settings' back link and tab follow it).
    static func gearLink(from origin: Origin) -> HTML {
        """
        <a class="icon-button" href="\(BetterMorningRoutes.settings.path(query: ["from": origin.rawValue]))" aria-label="Settings">
            \(Icons.gear)
          </a>
        """
    }

    /// Every tab's header: its title large on the left; on the right, the tab's own action (if
    /// any) and the gear to Settings.
    static func tabHeader(_ title: String, tab origin: Origin, action: HTML? = nil) -> HTML {
        """
        <header class="header">
          <h1 class="header-title">\(title)</h1>
          \(action)
          \(gearLink(from: origin))
        </header>
        """
    }

    /// A header with a back link to `href`.
    static func backHeader(_ title: String, back: String, href: String, titleHidden: Bool = false) -> HTML {
        """
        <header class="header">
          <a class="back" href="\(href)"><span aria-hidden="true">‹</span> \(back)</a>
          <h1 class="header-title\(if: titleHidden, " visually-hidden")">\(title)</h1>
        </header>
        """
    }
}
