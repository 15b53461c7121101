import DayKit
import SwiftUI
import UltimateAppModel
import UltimateCore

/// The Challenges tab: the running challenges with their rings, the finished ones, and the way
/// to the template gallery.
struct ChallengesView: View {
    let screens: UltimateScreens
    let scheduler: ReminderScheduler

    var body: some View {
        NavigationStack {
            List {
                Section {
                    NavigationLink {
                        TemplateGalleryView(screens: screens, scheduler: scheduler)
                    } label: {
                        Label("Start a challenge", systemImage: "plus.circle.fill").font(Tokens.Typography.headline)
                    }
                }
                if screens.challenges.challenges.isEmpty {
                    ContentUnavailableView("No challenge yet", systemImage: "flag",
                                           description: Text("Pick a template, or make your own."))
                        .plainRow()
                }
                if !screens.challenges.running.isEmpty {
                    Section("Running") {
                        ForEach(screens.challenges.running, id: \.id) { summary in row(summary) }
                    }
                }
                if !screens.challenges.finished.isEmpty {
                    Section("Finished") {
                        ForEach(screens.challenges.finished, id: \.id) { summary in row(summary) }
                    }
                }
            }
            .scrollContentBackground(.hidden)
            .screenBackground()
            .navigationTitle("Challenges")
            .messageAlert(Binding(get: { screens.challenges.message }, set: { screens.challenges.message = $0 }))
        }
    }

    private func row(_ summary: ChallengeSummary) -> some View {
        NavigationLink {
            ChallengePage(screens: screens, id: summary.id)
        } label: {
            ChallengeSummaryRow(summary: summary)
        }
    }
}

/// A challenge in a list: its ring, name, day and status.
struct ChallengeSummaryRow: View {
    let summary: ChallengeSummary

    var body: some View {
        HStack(spacing: Tokens.Space.m) {
            ProgressRing(progress: summary.progress, label: "\(summary.day)", caption: "Day \(summary.day) of \(summary.days)")
            VStack(alignment: .leading, spacing: 2) {
                Text(summary.name).font(Tokens.Typography.headline)
                Text("Day \(summary.day) of \(summary.days) · \(summary.status.words)").font(Tokens.Typography.footnote).foregroundStyle(Tokens.muted)
                if summary.attempt > 1 {
                    Text("Attempt \(summary.attempt)").font(Tokens.Typography.caption1).foregroundStyle(Tokens.muted)
                }
            }
        }
        .frame(minHeight: Tokens.tapTarget)
        .accessibilityElement(children: .combine)
    }
}

extension ChallengeStatus {
    /// The status in words.
    var words: String {
        switch self {
        case .notStarted: "starts soon"
        case .inProgress: "running"
        case .completed: "completed"
        case .failed: "failed"
        }
    }
}

/// A challenge's page, its model made when the page opens (not when the list draws its link).
struct ChallengePage: View {
    let screens: UltimateScreens
    let id: Challenge.ID
    @State private var model: ChallengeModel?

    var body: some View {
        Group {
            if let model { ChallengeView(screens: screens, model: model) }
        }
        .onAppear {
            if model == nil { model = screens.challenge(id) }
        }
    }
}

#if canImport(DeveloperToolsSupport)
#Preview { ChallengesView(screens: PreviewData.screens(), scheduler: ReminderScheduler(center: .current())) }
#Preview("Summary row") {
    List { ForEach(PreviewData.summaries(), id: \.id) { ChallengeSummaryRow(summary: $0) } }
}
#Preview("Challenge page") {
    let screens = PreviewData.screens()
    NavigationStack { ChallengePage(screens: screens, id: PreviewData.firstChallenge(screens.app)) }
}
#endif
