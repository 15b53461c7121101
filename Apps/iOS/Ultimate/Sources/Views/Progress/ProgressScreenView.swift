import Charts
import DayKit
import SwiftUI
import UltimateAppModel
import UltimateCore

/// Progress: a day, week, month, year or the whole challenge, of every challenge or one, with
/// the completion rate against the period before, the streaks, the trend of tasks done each day
/// and each task's rate in Swift Charts.
struct ProgressScreenView: View {
    @Bindable var progress: ProgressModel
    let challenges: ChallengesModel

    var body: some View {
        NavigationStack {
            ScrollView {
                VStack(alignment: .leading, spacing: Tokens.Space.m) {
                    Picker("Period", selection: Binding(get: { progress.period }, set: { progress.show(period: $0, challenge: progress.challengeID) })) {
                        ForEach(AnalyticsPeriod.allCases, id: \.self) { period in Text(period.words).tag(period) }
                    }
                    .pickerStyle(.segmented)
                    Picker("Challenge", selection: Binding(get: { progress.challengeID }, set: { progress.show(period: progress.period, challenge: $0) })) {
                        Text("All challenges").tag(Challenge.ID?.none)
                        ForEach(challenges.challenges, id: \.id) { summary in Text(summary.name).tag(Challenge.ID?.some(summary.id)) }
                    }
                    if let analytics = progress.analytics {
                        periodBar(analytics)
                        figures(analytics)
                        trend
                        taskRates
                    }
                }
                .padding(Tokens.Space.m)
            }
            .screenBackground()
            .navigationTitle("Progress")
            .messageAlert($progress.message)
        }
    }

    private func periodBar(_ analytics: ChallengeAnalytics) -> some View {
        HStack {
            IconButton(systemImage: "chevron.left", label: "The \(progress.period.words.lowercased()) before") { progress.showPrevious() }
                .disabled(!progress.canShowPrevious)
            Spacer(minLength: 0)
            Text("\(analytics.from.formatted(.medium)) – \(analytics.to.formatted(.medium))").font(Tokens.Typography.subheadline)
            Spacer(minLength: 0)
            IconButton(systemImage: "chevron.right", label: "The \(progress.period.words.lowercased()) after") { progress.showNext() }
                .disabled(!progress.canShowNext)
        }
    }

    private func figures(_ analytics: ChallengeAnalytics) -> some View {
        HStack(spacing: Tokens.Space.m) {
            ProgressRing(progress: analytics.completionRate ?? 0, label: percentText(analytics.completionRate),
                         caption: "Completion \(percentText(analytics.completionRate))", size: 96)
            VStack(alignment: .leading, spacing: Tokens.Space.xs) {
                Text("Consistency \(percentText(analytics.consistency))").font(Tokens.Typography.headline)
                if let before = analytics.previous?.completionRate {
                    Text("The period before: \(percentText(before))").font(Tokens.Typography.footnote).foregroundStyle(Tokens.muted)
                }
                StreakCounter(days: analytics.currentStreak)
                Text("Longest: \(analytics.longestStreak) days").font(Tokens.Typography.footnote).foregroundStyle(Tokens.muted)
            }
        }
        .glassCard()
    }

    private var trend: some View {
        VStack(alignment: .leading, spacing: Tokens.Space.s) {
            Text("Tasks done each day").font(Tokens.Typography.headline)
            Chart(progress.series, id: \.id) { point in
                BarMark(x: .value("Day", point.label), y: .value("Done", point.completed))
                    .foregroundStyle(Tokens.secondary)
            }
            .frame(minHeight: 180)
            .accessibilityElement(children: .ignore)
            .accessibilityLabel(trendSentence)
        }
        .glassCard()
    }

    private var taskRates: some View {
        VStack(alignment: .leading, spacing: Tokens.Space.s) {
            Text("Each task").font(Tokens.Typography.headline)
            Chart(progress.taskRates, id: \.id) { task in
                BarMark(x: .value("Completion", (task.rate ?? 0) * 100), y: .value("Task", task.label))
                    .foregroundStyle(Tokens.primary)
            }
            .frame(minHeight: CGFloat(max(progress.taskRates.count, 1)) * 36)
            .accessibilityElement(children: .ignore)
            .accessibilityLabel(progress.taskRates.map { "\($0.label): \(percentText($0.rate))" }.joined(separator: ". "))
        }
        .glassCard()
    }

    /// The trend chart as one sentence for VoiceOver.
    private var trendSentence: String {
        let done = progress.series.reduce(0) { $0 + $1.completed }
        let due = progress.series.reduce(0) { $0 + $1.due }
        return "\(done) of \(due) tasks done over \(progress.series.count) days."
    }
}

#if canImport(DeveloperToolsSupport)
#Preview {
    let screens = PreviewData.screens()
    ProgressScreenView(progress: screens.progress, challenges: screens.challenges)
}
#endif
