import SwiftUI

/// Ultimate's design tokens: the same colours, spaces, radii and type scale as the web app's
/// design page (`/ultimate/design`, `Public/app.css`), so the two draw one design. Text styles are
/// the system's Dynamic Type styles nearest the web's sizes (34, 28, 22, 20, 17…), never fixed sizes.
enum Tokens {
    // MARK: - Colours (the documentation's palette)

    static let primary = Color(hex: 0x5E17EB)
    static let secondary = Color(hex: 0x00C7BE)
    static let navy = Color(hex: 0x141E30)
    static let success = Color(hex: 0x34C759)
    static let warning = Color(hex: 0xFF9500)
    static let error = Color(hex: 0xFF3B30)
    static let info = Color(hex: 0x007AFF)
    /// The error red under white words (5.8:1 in both appearances).
    static let errorFill = Color(hex: 0xC4261D)

    // MARK: - Appearance-dependent colours (`light-dark(…)` in app.css)

    static let background = Adaptive(light: Color(hex: 0xEEF1F7), dark: navy)
    static let text = Adaptive(light: navy, dark: .white)
    static let muted = Adaptive(light: Color(hex: 0x4A5468), dark: Color(hex: 0xB9C2D3))
    static let accentText = Adaptive(light: Color(hex: 0x4A0FC2), dark: Color(hex: 0xC4A8FF))
    static let glassBorder = Adaptive(light: Color.white.opacity(0.9), dark: Color.white.opacity(0.18))
    static let shadow = Adaptive(light: navy.opacity(0.12), dark: Color.black.opacity(0.35))
    static let track = Adaptive(light: navy.opacity(0.12), dark: Color.white.opacity(0.16))
    static let statusDone = Adaptive(light: Color(hex: 0x1E7A38), dark: Color(hex: 0x5EDB7E))
    static let statusProgress = Adaptive(light: Color(hex: 0xA35A00), dark: Color(hex: 0xFFB340))
    static let statusFailed = Adaptive(light: Color(hex: 0xC4261D), dark: Color(hex: 0xFFB0AA))
    static let glowPrimary = Adaptive(light: primary.opacity(0.13), dark: primary.opacity(0.33))
    static let glowSecondary = Adaptive(light: secondary.opacity(0.13), dark: secondary.opacity(0.2))

    // MARK: - Spacing and radii

    enum Space {
        static let xs: CGFloat = 4
        static let s: CGFloat = 8
        static let m: CGFloat = 16
        static let l: CGFloat = 24
        static let xl: CGFloat = 32
        static let xxl: CGFloat = 48
    }

    enum Radius {
        static let card: CGFloat = 22
        static let control: CGFloat = 14
    }

    /// The smallest tap target (Apple's 44 pt).
    static let tapTarget: CGFloat = 44

    // MARK: - Type scale (the web's names; Dynamic Type styles)

    enum Typography {
        /// 34 bold
        static let extraLargeTitle = Font.largeTitle.bold()
        /// 28 bold
        static let largeTitle = Font.title.bold()
        /// 22 bold
        static let title1 = Font.title2.bold()
        /// 20 semibold
        static let title2 = Font.title3.weight(.semibold)
        /// 17 semibold
        static let headline = Font.headline
        /// 17 regular
        static let body = Font.body
        /// 16 regular
        static let callout = Font.callout
        /// 15 regular
        static let subheadline = Font.subheadline
        /// 13 regular
        static let footnote = Font.footnote
        /// 12 regular
        static let caption1 = Font.caption
        /// 11 regular
        static let caption2 = Font.caption2
    }
}

/// A colour that follows the appearance (light or dark), as `light-dark()` does on the web.
struct Adaptive: ShapeStyle {
    let light: Color
    let dark: Color

    func resolve(in environment: EnvironmentValues) -> Color {
        environment.colorScheme == .dark ? dark : light
    }
}

extension Color {
    /// A colour from its `0xRRGGBB` value, as the web tokens write it.
    init(hex: UInt32) {
        self.init(red: Double(hex >> 16 & 0xFF) / 255, green: Double(hex >> 8 & 0xFF) / 255, blue: Double(hex & 0xFF) / 255)
    }
}
