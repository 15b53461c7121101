import SwiftUI

/// A circular progress indicator (`.ring` on the web): a track, the secondary colour filled to
/// `progress` (0…1), and `label` inside. VoiceOver reads `caption` ("Day 30 of 75").
struct ProgressRing: View {
    let progress: Double
    let label: String
    let caption: String
    var size: CGFloat = 56
    var lineWidth: CGFloat = 6

    var body: some View {
        ZStack {
            Circle().stroke(Tokens.track, lineWidth: lineWidth)
            Circle()
                .trim(from: 0, to: max(0, min(1, progress)))
                .stroke(Tokens.secondary, style: StrokeStyle(lineWidth: lineWidth))
                .rotationEffect(.degrees(-90))
            Text(label)
                .font(size >= 96 ? Tokens.Typography.title2 : Tokens.Typography.caption1.bold())
                .monospacedDigit()
                .minimumScaleFactor(0.5)
                .lineLimit(1)
                .padding(lineWidth)
        }
        .frame(width: size, height: size)
        .accessibilityElement(children: .ignore)
        .accessibilityLabel(caption)
    }
}

/// A linear progress indicator toward a target (`.bar` on the web).
struct ProgressBar: View {
    let value: Double
    let target: Double
    /// What VoiceOver reads: "Water: 2.5 of 3.8 litres".
    let label: String

    var body: some View {
        ProgressView(value: target > 0 ? max(0, min(value, target)) : 0, total: max(target, 1))
            .tint(Tokens.secondary)
            .accessibilityLabel(label)
    }
}

/// A streak counter: a flame and the days in a row.
struct StreakCounter: View {
    let days: Int

    var body: some View {
        HStack(spacing: Tokens.Space.xs) {
            Image(systemName: "flame.fill").foregroundStyle(Tokens.warning)
            Text("\(days)").font(Tokens.Typography.title1).monospacedDigit()
            Text(days == 1 ? "day in a row" : "days in a row").font(Tokens.Typography.caption1).foregroundStyle(Tokens.muted)
        }
        .accessibilityElement(children: .ignore)
        .accessibilityLabel(days == 1 ? "1 day in a row" : "\(days) days in a row")
    }
}

#if canImport(DeveloperToolsSupport)
#Preview("Progress") {
    VStack(spacing: Tokens.Space.l) {
        HStack(spacing: Tokens.Space.l) {
            ProgressRing(progress: 0.25, label: "1/4", caption: "1 of 4")
            ProgressRing(progress: 0.4, label: "30", caption: "Day 30 of 75", size: 96)
            StreakCounter(days: 12)
        }
        ProgressBar(value: 2.5, target: 3.8, label: "Water: 2.5 of 3.8 L")
    }
    .glassCard()
    .padding()
    .screenBackground()
}
#endif
