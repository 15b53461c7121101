import SwiftUI

/// The design system's buttons (`.button.primary`, `.secondary`, `.tertiary` on the web): full
/// width, at least 44 pt tall, the label in the headline style.
struct PrimaryButton: View {
    let title: String
    var systemImage: String?
    var role: ButtonRole?
    let action: () -> Void

    var body: some View {
        Button(role: role, action: action) {
            label.font(Tokens.Typography.headline).frame(maxWidth: .infinity, minHeight: Tokens.tapTarget)
        }
        .buttonStyle(.borderedProminent)
        .tint(role == .destructive ? Tokens.errorFill : Tokens.primary)
    }

    @ViewBuilder private var label: some View {
        if let systemImage { Label(title, systemImage: systemImage) } else { Text(title) }
    }
}

/// A glass-edged secondary button.
struct SecondaryButton: View {
    let title: String
    var systemImage: String?
    let action: () -> Void

    var body: some View {
        Button(action: action) {
            label.font(Tokens.Typography.headline).frame(maxWidth: .infinity, minHeight: Tokens.tapTarget)
        }
        .buttonStyle(.bordered)
        .tint(Tokens.primary)
    }

    @ViewBuilder private var label: some View {
        if let systemImage { Label(title, systemImage: systemImage) } else { Text(title) }
    }
}

/// A round icon button, 44 pt, with a spoken label.
struct IconButton: View {
    let systemImage: String
    let label: String
    var prominent = false
    let action: () -> Void

    var body: some View {
        Button(action: action) {
            Image(systemName: systemImage)
                .font(Tokens.Typography.title2)
                .frame(width: Tokens.tapTarget, height: Tokens.tapTarget)
                .background(prominent ? AnyShapeStyle(Tokens.secondary) : AnyShapeStyle(.ultraThinMaterial), in: Circle())
        }
        .buttonStyle(.plain)
        .accessibilityLabel(label)
    }
}

#if canImport(DeveloperToolsSupport)
#Preview("Buttons") {
    VStack(spacing: Tokens.Space.m) {
        PrimaryButton(title: "Primary") {}
        SecondaryButton(title: "Secondary", systemImage: "star") {}
        HStack { IconButton(systemImage: "minus", label: "Less") {}; IconButton(systemImage: "plus", label: "More", prominent: true) {} }
    }
    .padding()
    .screenBackground()
}
#endif
