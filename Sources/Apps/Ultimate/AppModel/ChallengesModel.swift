import DayKit
import DayKitDatabase
import Foundation
import GRDB
import Observation
import UltimateCore

/// The Challenges tab's list: every challenge with where it stands today, kept current.
@MainActor @Observable
public final class ChallengesModel: ObservedScreenModel {
    /// Every challenge, oldest first; empty until `observe()`.
    public var challenges: [ChallengeSummary] { observed.screen ?? [] }

    private let app: Ultimate
    /// The screen kept current, and the message beside it.
    public let observed: ObservedScreen<[ChallengeSummary]>

    /// The list over `app`; empty until `observe()`.
    public init(app: Ultimate) {
        self.app = app
        observed = ObservedScreen(app.challengeListObservation())
    }

    /// The challenges running now (or about to start), then the others.
    public var running: [ChallengeSummary] {
        challenges.filter { $0.status == .inProgress || $0.status == .notStarted }
    }

    /// The challenges that are over: completed, failed or abandoned.
    public var finished: [ChallengeSummary] {
        challenges.filter { $0.status != .inProgress && $0.status != .notStarted }
    }
}

/// The template gallery and one template's rules, and the water fast's safety screen: every
/// acknowledgement (`FastingSafety.acknowledgements`) is required before its start flow opens.
@MainActor @Observable
public final class TemplatesModel {
    /// Every template, in the order the app lists them.
    public let templates: [ChallengeTemplate]
    /// What the water fast's safety screen asks the person to confirm, in order.
    public let safetyAcknowledgements: [String]
    /// The acknowledgements confirmed so far.
    public private(set) var acknowledged: Set<String> = []

    private let app: Ultimate

    /// The gallery over `app`.
    public init(app: Ultimate) {
        self.app = app
        templates = app.templates()
        safetyAcknowledgements = FastingSafety.acknowledgements
    }

    /// The template with `id`, nil when there is none.
    public func template(_ id: String) -> ChallengeTemplate? {
        try? app.template(id)
    }

    /// Confirms (or withdraws) one acknowledgement of the safety screen.
    public func setAcknowledged(_ acknowledgement: String, _ confirmed: Bool) {
        guard safetyAcknowledgements.contains(acknowledgement) else { return }
        if confirmed { acknowledged.insert(acknowledgement) } else { acknowledged.remove(acknowledgement) }
    }

    /// Whether every acknowledgement is confirmed.
    public var allAcknowledged: Bool {
        safetyAcknowledgements.allSatisfy(acknowledged.contains)
    }

    /// Whether `template`'s start flow may open: always, but for the water fast only once every
    /// acknowledgement is confirmed.
    public func mayStart(_ template: ChallengeTemplate) -> Bool {
        !template.needsSafetyCheck || allAcknowledged
    }
}
