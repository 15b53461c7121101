import DayKit
import SwiftUI
import UltimateCore

/// A challenge's days as a calendar: one cell per day of every attempt, coloured by how it went
/// (perfect, partial, missed, failed, still open, nothing due), with a legend. VoiceOver reads each
/// day as a sentence ("Day 12, attempt 2, perfect").
struct ChallengeCalendar: View {
    let days: [ChallengeScreen.Day]

    private let columns = Array(repeating: GridItem(.flexible(), spacing: Tokens.Space.xs), count: 7)

    var body: some View {
        VStack(alignment: .leading, spacing: Tokens.Space.s) {
            LazyVGrid(columns: columns, spacing: Tokens.Space.xs) {
                ForEach(days, id: \.self) { day in
                    Text("\(day.challengeDay)")
                        .font(Tokens.Typography.caption1)
                        .monospacedDigit()
                        .frame(maxWidth: .infinity, minHeight: 36)
                        .background(day.state.fill, in: RoundedRectangle(cornerRadius: 8))
                        .accessibilityLabel("Day \(day.challengeDay), attempt \(day.attempt), \(day.state.words)")
                }
            }
            HStack(spacing: Tokens.Space.s) {
                ForEach(ChallengeScreen.DayState.legend, id: \.self) { state in
                    HStack(spacing: 2) {
                        Circle().fill(state.fill).frame(width: 10, height: 10)
                        Text(state.words).font(Tokens.Typography.caption2).foregroundStyle(Tokens.muted)
                    }
                }
            }
            .accessibilityHidden(true)
        }
    }
}

extension ChallengeScreen.DayState {
    /// The states in the calendar's legend, in order.
    static let legend: [ChallengeScreen.DayState] = [.perfect, .partial, .missed, .failed, .open, .rest]

    /// The cell's colour.
    var fill: AnyShapeStyle {
        switch self {
        case .perfect: AnyShapeStyle(Tokens.success.opacity(0.55))
        case .partial: AnyShapeStyle(Tokens.warning.opacity(0.45))
        case .missed: AnyShapeStyle(Tokens.error.opacity(0.3))
        case .failed: AnyShapeStyle(Tokens.error.opacity(0.6))
        case .open: AnyShapeStyle(Tokens.track)
        case .rest: AnyShapeStyle(Tokens.info.opacity(0.15))
        }
    }
}

/// Every attempt of a challenge, newest first: its days, how it ended and the tasks that ended it.
struct AttemptsList: View {
    let attempts: [ChallengeScreen.AttemptSummary]

    var body: some View {
        VStack(alignment: .leading, spacing: Tokens.Space.s) {
            ForEach(attempts.reversed(), id: \.number) { attempt in
                VStack(alignment: .leading, spacing: 2) {
                    HStack {
                        Text("Attempt \(attempt.number)").font(Tokens.Typography.headline)
                        Spacer(minLength: 0)
                        Text(attempt.outcome.words.capitalized).font(Tokens.Typography.footnote).foregroundStyle(Tokens.muted)
                    }
                    Text("\(attempt.start.formatted(.medium)) – \(attempt.end.formatted(.medium)), \(attempt.daysReached) days")
                        .font(Tokens.Typography.footnote).foregroundStyle(Tokens.muted)
                    if !attempt.failedTasks.isEmpty {
                        Text("Not done: \(attempt.failedTasks.joined(separator: ", "))").font(Tokens.Typography.footnote)
                    }
                }
                .accessibilityElement(children: .combine)
            }
        }
    }
}

#if canImport(DeveloperToolsSupport)
#Preview("Calendar and attempts") {
    let screen = PreviewData.challengeScreen()
    ScrollView {
        VStack(spacing: Tokens.Space.m) {
            ChallengeCalendar(days: screen?.days ?? []).glassCard()
            AttemptsList(attempts: screen?.attempts ?? []).glassCard()
        }
        .padding()
    }
    .screenBackground()
}
#endif
