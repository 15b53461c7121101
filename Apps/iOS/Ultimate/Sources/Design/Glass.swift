import SwiftUI

/// A glass card: the system's thin material, the card radius, a light edge and a soft shadow, as
/// `.glass-card` on the web.
struct GlassCard: ViewModifier {
    var padding: CGFloat = Tokens.Space.m

    func body(content: Content) -> some View {
        content
            .padding(padding)
            .frame(maxWidth: .infinity, alignment: .leading)
            .background(.ultraThinMaterial, in: RoundedRectangle(cornerRadius: Tokens.Radius.card))
            .overlay(RoundedRectangle(cornerRadius: Tokens.Radius.card).strokeBorder(Tokens.glassBorder, lineWidth: 1))
            .shadow(color: Color.black.opacity(0.12), radius: 15, x: 0, y: 10)
    }
}

/// The screens' backdrop: the background colour with the two glows the glass blurs.
struct ScreenBackground: View {
    var body: some View {
        ZStack {
            Rectangle().fill(Tokens.background)
            Circle().fill(Tokens.glowPrimary).frame(width: 420, height: 420).offset(x: -160, y: -320).blur(radius: 60)
            Circle().fill(Tokens.glowSecondary).frame(width: 360, height: 360).offset(x: 180, y: 0).blur(radius: 60)
        }
        .ignoresSafeArea()
        .accessibilityHidden(true)
    }
}

extension View {
    /// Draws the view as a glass card.
    func glassCard(padding: CGFloat = Tokens.Space.m) -> some View {
        modifier(GlassCard(padding: padding))
    }

    /// Puts the screen on Ultimate's backdrop.
    func screenBackground() -> some View {
        background { ScreenBackground() }
    }
}

#if canImport(DeveloperToolsSupport)
#Preview("Glass card") {
    VStack(alignment: .leading, spacing: Tokens.Space.s) {
        Text("Glass card").font(Tokens.Typography.headline)
        Text("Translucent, blurred, with a light edge.").font(Tokens.Typography.footnote).foregroundStyle(Tokens.muted)
    }
    .glassCard()
    .padding()
    .screenBackground()
}
#endif
