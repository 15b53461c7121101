import SwiftUI
import UltimateCore

/// A template in the gallery: its name, summary, length and rule (`.template-tile` on the web).
struct TemplateCard: View {
    let template: ChallengeTemplate

    var body: some View {
        VStack(alignment: .leading, spacing: Tokens.Space.xs) {
            Text(template.name).font(Tokens.Typography.headline)
            Text(template.summary).font(Tokens.Typography.footnote).foregroundStyle(Tokens.muted).lineLimit(3)
            Spacer(minLength: Tokens.Space.xs)
            HStack(spacing: Tokens.Space.xs) {
                Tag(text: "\(template.days) days")
                Tag(text: template.rule == .strict ? "Strict" : "Lenient", prominent: template.rule == .strict)
            }
        }
        .frame(maxWidth: .infinity, minHeight: 132, alignment: .topLeading)
        .glassCard()
        .accessibilityElement(children: .combine)
        .accessibilityLabel("\(template.name), \(template.days) days, \(template.rule == .strict ? "strict" : "lenient"). \(template.summary)")
    }
}

/// A small capsule label (`.tag` on the web).
struct Tag: View {
    let text: String
    var prominent = false

    var body: some View {
        Text(text)
            .font(Tokens.Typography.caption1.bold())
            .foregroundStyle(prominent ? AnyShapeStyle(Color.white) : AnyShapeStyle(Tokens.text))
            .padding(.horizontal, Tokens.Space.s)
            .padding(.vertical, 2)
            .background(prominent ? AnyShapeStyle(Tokens.primary) : AnyShapeStyle(.thinMaterial), in: Capsule())
    }
}

#if canImport(DeveloperToolsSupport)
#Preview("Template card") {
    TemplateCard(template: PreviewData.screens().templates.templates[0]).padding().screenBackground()
}
#endif
