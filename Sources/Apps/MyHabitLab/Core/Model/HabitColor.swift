/// A habit's colour: one of a palette of named colours that carry through every screen.
public enum HabitColor: String, Codable, Sendable, CaseIterable {
    case red, orange, amber, yellow, lime, green, mint, teal, cyan, blue, indigo, purple, magenta, pink, rose, brown, grey, slate

    /// The colour as `#RRGGBB`.
    public var hex: String {
        switch self {
        case .red: "#E5484D"
        case .orange: "#F76B15"
        case .amber: "#FFB224"
        case .yellow: "#F5D90A"
        case .lime: "#99D52A"
        case .green: "#30A46C"
        case .mint: "#4CC38A"
        case .teal: "#12A594"
        case .cyan: "#05A2C2"
        case .blue: "#0090FF"
        case .indigo: "#3E63DD"
        case .purple: "#8E4EC6"
        case .magenta: "#D6409F"
        case .pink: "#E93D82"
        case .rose: "#F2555A"
        case .brown: "#AD7F58"
        case .grey: "#8B8D98"
        case .slate: "#5B6271"
        }
    }

    /// The colour named `text`, or the palette colour nearest to `#RRGGBB`; nil for anything else.
    public init?(parsing text: String) {
        let lowered = text.lowercased()
        if let named = HabitColor(rawValue: lowered == "gray" ? "grey" : lowered) {
            self = named
            return
        }
        guard let rgb = Self.components(of: text) else { return nil }
        self = Self.nearest(to: rgb)
    }

    /// The palette colour nearest to `rgb` (by distance in RGB, weighted for the eye).
    public static func nearest(to rgb: (Int, Int, Int)) -> HabitColor {
        allCases.min { distance($0, rgb) < distance($1, rgb) }!
    }

    /// `#RRGGBB` (or `RRGGBB`) as its components.
    static func components(of text: String) -> (Int, Int, Int)? {
        let digits = text.hasPrefix("#") ? String(text.dropFirst()) : text
        guard digits.count == 6, let value = Int(digits, radix: 16) else { return nil }
        return ((value >> 16) & 0xFF, (value >> 8) & 0xFF, value & 0xFF)
    }

    private static func distance(_ color: HabitColor, _ rgb: (Int, Int, Int)) -> Int {
        let own = components(of: color.hex)!
        let (dr, dg, db) = (own.0 - rgb.0, own.1 - rgb.1, own.2 - rgb.2)
        return 2 * dr * dr + 4 * dg * dg + 3 * db * db
    }
}
