import SwiftUI
import UltimateCore

/// A task's status in the Core's words (`TaskStatus.words`), coloured by its meaning (`.badge` on the web).
struct StatusBadge: View {
    let status: TaskStatus

    var body: some View {
        Text(status.words)
            .font(Tokens.Typography.caption1.bold())
            .foregroundStyle(status.colour)
            .padding(.horizontal, Tokens.Space.s)
            .padding(.vertical, Tokens.Space.xs)
            .background(Tokens.track, in: Capsule())
    }
}

extension TaskStatus {
    /// The badge's colour: done green, in progress amber, missed or failed red, otherwise muted.
    var colour: Adaptive {
        switch self {
        case .completed: Tokens.statusDone
        case .inProgress: Tokens.statusProgress
        case .missed, .failed: Tokens.statusFailed
        case .notStarted, .notDue: Tokens.muted
        }
    }
}

#if canImport(DeveloperToolsSupport)
#Preview("Status") {
    HStack { StatusBadge(status: .notStarted); StatusBadge(status: .completed); StatusBadge(status: .failed) }
        .padding()
        .screenBackground()
}
#endif
