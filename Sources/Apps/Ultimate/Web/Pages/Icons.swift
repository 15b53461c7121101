import WebSupport

/// Ultimate's drawn icons (inline SVG, coloured by `currentColor`).
enum Icons {
    static let today = HTML(trustedMarkup: """
        <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true"><path d="M13 2L4 14h7l-1 8 9-12h-7z" fill="none" stroke="currentColor" stroke-width="2" stroke-linejoin="round"/></svg>
        """)
    static let challenges = HTML(trustedMarkup: """
        <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true"><path d="M7 4h10v4a5 5 0 0 1-10 0zM7 6H4a3 3 0 0 0 3 4M17 6h3a3 3 0 0 1-3 4M12 13v4M8 21h8l-1-4H9z" fill="none" stroke="currentColor" stroke-width="2" stroke-linejoin="round"/></svg>
        """)
    static let progress = HTML(trustedMarkup: """
        <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true"><path d="M4 20V14M10 20V8M16 20v-9M22 20H2" fill="none" stroke="currentColor" stroke-width="2.2" stroke-linecap="round"/><path d="M4 9l6-5 6 4 5-4" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round"/></svg>
        """)
    static let photos = HTML(trustedMarkup: """
        <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true"><path d="M4 8h3l2-3h6l2 3h3v11H4z" fill="none" stroke="currentColor" stroke-width="2" stroke-linejoin="round"/><circle cx="12" cy="13" r="3.5" fill="none" stroke="currentColor" stroke-width="2"/></svg>
        """)
    static let profile = HTML(trustedMarkup: """
        <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true"><circle cx="12" cy="8" r="4" fill="none" stroke="currentColor" stroke-width="2"/><path d="M4 21a8 8 0 0 1 16 0" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round"/></svg>
        """)
    static let check = HTML(trustedMarkup: """
        <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true"><path d="M5 12.5l4.5 4.5L19 7.5" fill="none" stroke="currentColor" stroke-width="2.6" stroke-linecap="round" stroke-linejoin="round"/></svg>
        """)
    static let back = HTML(trustedMarkup: """
        <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true"><path d="M15 5l-7 7 7 7" fill="none" stroke="currentColor" stroke-width="2.4" stroke-linecap="round" stroke-linejoin="round"/></svg>
        """)
    static let play = HTML(trustedMarkup: """
        <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true"><path d="M8 5v14l11-7z" fill="currentColor"/></svg>
        """)
    static let stop = HTML(trustedMarkup: """
        <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true"><rect x="6" y="6" width="12" height="12" rx="2" fill="currentColor"/></svg>
        """)
}
