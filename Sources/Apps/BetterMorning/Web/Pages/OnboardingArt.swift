import BetterMorningCore
import DayKit
import WebSupport

/// Onboarding's illustrations, one per topic, drawn for the app: the idea of each page, not a
/// placeholder shape.
enum OnboardingArt {
    static func art(_ topic: BetterMorningOnboardingScreen.Topic) -> HTML {
        switch topic {
        case .inspiration: inspiration
        case .personalization: personalization
        case .accountability: accountability
        case .progress: progress
        case .start: sunrise
        }
    }

    /// Three of the people whose mornings the app holds.
    private static var inspiration: HTML {
        let people = ["maya-angelou", "benjamin-franklin", "haruki-murakami"].compactMap { CelebrityCatalog.shipped.celebrity($0) }
        return """
            <div class="art-faces">\(people.map { "<span class=\"art-face\">\(AvatarArt.svg($0.avatar))</span>" as HTML })</div>
            """
    }

    /// A routine being built: timed rows, one checked, and the add button.
    private static var personalization: HTML {
        """
        <svg class="art" viewBox="0 0 240 200"><rect x="20" y="14" width="200" height="172" rx="22" fill="#FFFFFF"/>\
        <text x="40" y="46" class="art-title">My morning</text>\
        <circle cx="48" cy="76" r="9" fill="#2E9E5B"/><path d="M43.5 76l3 3 5.5-6" stroke="#fff" stroke-width="2.4" fill="none" stroke-linecap="round"/>\
        <rect x="66" y="71" width="34" height="9" rx="4.5" fill="#E4E0D8"/><rect x="108" y="71" width="80" height="9" rx="4.5" fill="#C9C2B6"/>\
        <circle cx="48" cy="110" r="9" fill="none" stroke="#CFC9BF" stroke-width="2.4"/>\
        <rect x="66" y="105" width="34" height="9" rx="4.5" fill="#E4E0D8"/><rect x="108" y="105" width="64" height="9" rx="4.5" fill="#C9C2B6"/>\
        <circle cx="48" cy="144" r="9" fill="none" stroke="#CFC9BF" stroke-width="2.4"/>\
        <rect x="66" y="139" width="34" height="9" rx="4.5" fill="#E4E0D8"/><rect x="108" y="139" width="72" height="9" rx="4.5" fill="#C9C2B6"/>\
        <circle cx="204" cy="170" r="20" fill="#F2713A"/><path d="M204 160v20M194 170h20" stroke="#fff" stroke-width="3.4" stroke-linecap="round"/></svg>
        """
    }

    /// One notification, at the first task's time.
    private static var accountability: HTML {
        """
        <svg class="art" viewBox="0 0 240 200"><rect x="14" y="56" width="212" height="76" rx="20" fill="#FFFFFF"/>\
        <rect x="28" y="72" width="32" height="32" rx="8" fill="#FFE9DC"/><circle cx="44" cy="92" r="8" fill="#F2713A"/><path d="M30 96h28" stroke="#FFE9DC" stroke-width="4"/>\
        <text x="70" y="84" class="art-label">\(RegionFormat.current.text(TimeOfDay(hour: 7, minute: 0)!))</text>\
        <rect x="70" y="94" width="130" height="9" rx="4.5" fill="#C9C2B6"/><rect x="70" y="110" width="88" height="9" rx="4.5" fill="#E4E0D8"/>\
        <path d="M120 22c-9 0-15 7-15 15v9l-5 6h40l-5-6v-9c0-8-6-15-15-15z" fill="#F7C948"/><circle cx="120" cy="54" r="4" fill="#F7C948"/>\
        <rect x="40" y="150" width="160" height="10" rx="5" fill="#FFFFFF" opacity=".7"/></svg>
        """
    }

    /// A week of checked tasks as bars.
    private static var progress: HTML {
        let heights = [40, 70, 55, 95, 80, 110, 30]
        let bars = heights.enumerated().map { index, height -> HTML in
            let x = 30 + index * 28
            return "<rect x=\"\(x)\" y=\"\(160 - height)\" width=\"18\" height=\"\(height)\" rx=\"5\" fill=\"\(index == 5 ? "#F2713A" : "#F7A276")\"/>"
        }
        return """
            <svg class="art" viewBox="0 0 240 200"><rect x="14" y="20" width="212" height="170" rx="22" fill="#FFFFFF"/>\
            \(bars)<path d="M26 164h188" stroke="#E4E0D8" stroke-width="2"/>\
            <text x="120" y="182" class="art-label" text-anchor="middle">M  T  W  T  F  S  S</text></svg>
            """
    }

    /// Tomorrow's sunrise.
    private static var sunrise: HTML {
        """
        <svg class="art" viewBox="0 0 240 200"><path d="M68 130A52 52 0 0 1 172 130Z" fill="#FFB347"/><path d="M84 130A36 36 0 0 1 156 130Z" fill="#FFD27A"/>\
        <path d="M120 50v20M62 74l14 14M178 74l-14 14M40 120h18M182 120h18" stroke="#FF9A5A" stroke-width="6" stroke-linecap="round"/>\
        <path d="M24 130h192" stroke="#F2713A" stroke-width="5" stroke-linecap="round"/>\
        <path d="M70 152h100M95 170h50" stroke="#E4E0D8" stroke-width="5" stroke-linecap="round"/></svg>
        """
    }
}
